// swift-format-ignore-file
// error-retry-budget.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–11 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by what
// it changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget, the
// field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("error-retry-budget")
struct ErrorRetryBudgetTests {
  @Test("error-retry-budget.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "error-retry-budget.jsonl", start: "2026-03-01T06:00:00Z")

    // seq 4: define headlines families=small,medium entries=1 every=30m policy=after:30m data=headlines ttl=30m fallback=placeholder appgroup=yes display=Headlines fetch=network cachedPolicy=after:10m fallbackPolicy=after:5m expired=fallback
    try scenario.run("define headlines families=small,medium entries=1 every=30m policy=after:30m data=headlines ttl=30m fallback=placeholder appgroup=yes display=Headlines fetch=network cachedPolicy=after:10m fallbackPolicy=after:5m expired=fallback")

    // seq 5: net headlines {"top":"Markets open higher"}
    try scenario.run(#"net headlines {"top":"Markets open higher"}"#)

    // seq 6: add headlines small
    try scenario.run("add headlines small")
    #expect(scenario.widgetIDs == ["w1"], "after seq 6")
    #expect(scenario.status(of: "w1") == .live, "after seq 6")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T06:00:00Z {"top":"Markets open higher"}"#, "after seq 6")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T06:30:00Z", "after seq 6")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 6")

    // seq 7: tick to 2026-03-01T06:45:00Z
    try scenario.run("tick to 2026-03-01T06:45:00Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T06:30:00Z {"top":"Markets open higher"}"#, "after seq 7")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T07:00:00Z", "after seq 7")
    #expect(scenario.budgetUsed(of: "w1") == 1, "after seq 7")

    // seq 8: net headlines error
    try scenario.run("net headlines error")

    // seq 9: tick to 2026-03-01T10:30:00Z
    try scenario.run("tick to 2026-03-01T10:30:00Z")
    #expect(scenario.status(of: "w1") == .placeholder, "after seq 9")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:15:00Z fallback", "after seq 9")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-02T06:30:00Z", "after seq 9")
    #expect(scenario.budgetUsed(of: "w1") == 40, "after seq 9")

    // seq 10: net headlines {"top":"Rail strike called off"}
    try scenario.run(#"net headlines {"top":"Rail strike called off"}"#)

    // seq 11: tick to 2026-03-01T11:30:00Z
    try scenario.run("tick to 2026-03-01T11:30:00Z")
  }
}

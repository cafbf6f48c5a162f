// swift-format-ignore-file
// error-retry-budget.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–11 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end,
// every widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the
// value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("error-retry-budget")
struct ErrorRetryBudgetTests {
  @Test("error-retry-budget.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "error-retry-budget.jsonl", start: "2026-03-01T06:00:00Z")
    try scenario.run("define headlines families=small,medium entries=1 every=30m policy=after:30m data=headlines ttl=30m fallback=placeholder appgroup=yes display=Headlines fetch=network cachedPolicy=after:10m fallbackPolicy=after:5m expired=fallback")  // seq 4
    try scenario.run(#"net headlines {"top":"Markets open higher"}"#)  // seq 5
    try scenario.run("add headlines small")  // seq 6
    try scenario.run("tick to 2026-03-01T06:45:00Z")  // seq 7
    try scenario.run("net headlines error")  // seq 8
    try scenario.run("tick to 2026-03-01T10:30:00Z")  // seq 9
    try scenario.run(#"net headlines {"top":"Rail strike called off"}"#)  // seq 10
    try scenario.run("tick to 2026-03-01T11:30:00Z")  // seq 11

    #expect(scenario.widgetIDs == ["w1"], "at the end (seq 11)")
    #expect(scenario.status(of: "w1") == .placeholder, "at the end (seq 11)")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T10:15:00Z fallback", "at the end (seq 11)")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-02T06:30:00Z", "at the end (seq 11)")
    #expect(scenario.budgetUsed(of: "w1") == 40, "at the end (seq 11)")
  }
}

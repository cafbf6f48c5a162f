// swift-format-ignore-file
// fetch-failed-expired.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–10 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by what
// it changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget, the
// field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("fetch-failed-expired")
struct FetchFailedExpiredTests {
  @Test("fetch-failed-expired.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "fetch-failed-expired.jsonl", start: "2026-03-01T08:00:00Z")

    // seq 4: add weather small city=Guangzhou
    try scenario.run("add weather small city=Guangzhou")
    #expect(scenario.widgetIDs == ["w1"], "after seq 4")
    #expect(scenario.status(of: "w1") == .placeholder, "after seq 4")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:00:00Z fallback", "after seq 4")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:00:00Z", "after seq 4")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 4")

    // seq 5: data weather:Guangzhou {"temp":27,"sky":"humid"}
    try scenario.run(#"data weather:Guangzhou {"temp":27,"sky":"humid"}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 5")

    // seq 6: reload weather
    try scenario.run("reload weather")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:05:00Z", "after seq 6")

    // seq 7: tick to 2026-03-01T08:10:00Z
    try scenario.run("tick to 2026-03-01T08:10:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 7")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:05:00Z {"temp":27,"sky":"humid"}"#, "after seq 7")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:05:00Z", "after seq 7")
    #expect(scenario.budgetUsed(of: "w1") == 1, "after seq 7")

    // seq 8: fail weather:Guangzhou timeout
    try scenario.run("fail weather:Guangzhou timeout")

    // seq 9: tick to 2026-03-01T09:00:00Z
    try scenario.run("tick to 2026-03-01T09:00:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 9")

    // seq 10: fail weather:Guangzhou timeout
    try scenario.run("fail weather:Guangzhou timeout")
  }
}

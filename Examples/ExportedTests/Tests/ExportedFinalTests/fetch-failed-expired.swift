// swift-format-ignore-file
// fetch-failed-expired.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–10 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end,
// every widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the
// value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("fetch-failed-expired")
struct FetchFailedExpiredTests {
  @Test("fetch-failed-expired.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "fetch-failed-expired.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run("add weather small city=Guangzhou")  // seq 4
    try scenario.run(#"data weather:Guangzhou {"temp":27,"sky":"humid"}"#)  // seq 5
    try scenario.run("reload weather")  // seq 6
    try scenario.run("tick to 2026-03-01T08:10:00Z")  // seq 7
    try scenario.run("fail weather:Guangzhou timeout")  // seq 8
    try scenario.run("tick to 2026-03-01T09:00:00Z")  // seq 9
    try scenario.run("fail weather:Guangzhou timeout")  // seq 10

    #expect(scenario.widgetIDs == ["w1"], "at the end (seq 10)")
    #expect(scenario.status(of: "w1") == .stale, "at the end (seq 10)")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:05:00Z {"temp":27,"sky":"humid"}"#, "at the end (seq 10)")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:05:00Z", "at the end (seq 10)")
    #expect(scenario.budgetUsed(of: "w1") == 1, "at the end (seq 10)")
  }
}

// swift-format-ignore-file
// appgroup-off.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–8 (1–3 define the
// built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end, every
// widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the value
// expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("appgroup-off")
struct AppgroupOffTests {
  @Test("appgroup-off.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "appgroup-off.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run("appgroup off")  // seq 4
    try scenario.run("add weather small city=Beijing")  // seq 5
    try scenario.run(#"data weather:Beijing {"temp":3,"sky":"snow"}"#)  // seq 6
    try scenario.run("reload weather")  // seq 7
    try scenario.run("tick to 2026-03-01T08:10:00Z")  // seq 8

    #expect(scenario.widgetIDs == ["w1"], "at the end (seq 8)")
    #expect(scenario.status(of: "w1") == .placeholder, "at the end (seq 8)")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:05:00Z fallback", "at the end (seq 8)")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:05:00Z", "at the end (seq 8)")
    #expect(scenario.budgetUsed(of: "w1") == 1, "at the end (seq 8)")
  }
}

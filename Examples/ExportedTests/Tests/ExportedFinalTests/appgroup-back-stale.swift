// swift-format-ignore-file
// appgroup-back-stale.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–11 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end,
// every widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the
// value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("appgroup-back-stale")
struct AppgroupBackStaleTests {
  @Test("appgroup-back-stale.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "appgroup-back-stale.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run(#"data weather:Shanghai {"temp":8,"sky":"rain"}"#)  // seq 4
    try scenario.run("add weather small city=Shanghai")  // seq 5
    try scenario.run("tick to 2026-03-01T08:05:00Z")  // seq 6
    try scenario.run("appgroup off")  // seq 7
    try scenario.run("reload weather")  // seq 8
    try scenario.run("tick to 2026-03-01T08:10:00Z")  // seq 9
    try scenario.run("appgroup on")  // seq 10
    try scenario.run("tick to 2026-03-01T08:20:00Z")  // seq 11

    #expect(scenario.widgetIDs == ["w1"], "at the end (seq 11)")
    #expect(scenario.status(of: "w1") == .stale, "at the end (seq 11)")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:05:00Z fallback", "at the end (seq 11)")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:05:00Z", "at the end (seq 11)")
    #expect(scenario.budgetUsed(of: "w1") == 1, "at the end (seq 11)")
  }
}

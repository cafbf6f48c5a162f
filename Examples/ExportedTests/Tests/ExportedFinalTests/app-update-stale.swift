// swift-format-ignore-file
// app-update-stale.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–10 (1–3 define
// the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end, every
// widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the value
// expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("app-update-stale")
struct AppUpdateStaleTests {
  @Test("app-update-stale.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "app-update-stale.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run("set appUpdateReload=stale")  // seq 4
    try scenario.run(#"data weather:Beijing {"temp":3,"sky":"snow"}"#)  // seq 5
    try scenario.run("add weather small city=Beijing")  // seq 6
    try scenario.run("tick to 2026-03-01T09:00:00Z")  // seq 7
    try scenario.run(#"data weather:Beijing {"temp":5,"sky":"cloudy"}"#)  // seq 8
    try scenario.run("app update")  // seq 9
    try scenario.run("tick to 2026-03-01T09:40:00Z")  // seq 10

    #expect(scenario.widgetIDs == ["w1"], "at the end (seq 10)")
    #expect(scenario.status(of: "w1") == .stale, "at the end (seq 10)")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:00:00Z {"temp":3,"sky":"snow"}"#, "at the end (seq 10)")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:00:00Z", "at the end (seq 10)")
    #expect(scenario.budgetUsed(of: "w1") == 0, "at the end (seq 10)")
  }
}

// swift-format-ignore-file
// held-foreground-reload.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–13 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end,
// every widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the
// value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("held-foreground-reload")
struct HeldForegroundReloadTests {
  @Test("held-foreground-reload.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "held-foreground-reload.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run("set foregroundReloads=onBackground")  // seq 4
    try scenario.run(#"data weather:Shanghai {"temp":18,"sky":"cloudy"}"#)  // seq 5
    try scenario.run("add weather small city=Shanghai")  // seq 6
    try scenario.run("tick to 2026-03-01T09:00:00Z")  // seq 7
    try scenario.run("app foreground")  // seq 8
    try scenario.run(#"data weather:Shanghai {"temp":21,"sky":"sunny"}"#)  // seq 9
    try scenario.run("reload weather")  // seq 10
    try scenario.run("tick to 2026-03-01T09:25:00Z")  // seq 11
    try scenario.run("app background")  // seq 12
    try scenario.run("tick to 2026-03-01T09:30:00Z")  // seq 13

    #expect(scenario.widgetIDs == ["w1"], "at the end (seq 13)")
    #expect(scenario.status(of: "w1") == .live, "at the end (seq 13)")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:25:00Z {"temp":21,"sky":"sunny"}"#, "at the end (seq 13)")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:25:00Z", "at the end (seq 13)")
    #expect(scenario.budgetUsed(of: "w1") == 0, "at the end (seq 13)")
  }
}

// swift-format-ignore-file
// locale-rebuilds-widgets.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–13 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end,
// every widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the
// value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("locale-rebuilds-widgets")
struct LocaleRebuildsWidgetsTests {
  @Test("locale-rebuilds-widgets.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "locale-rebuilds-widgets.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run(#"data weather:Beijing {"temp":3,"sky":"snow"}"#)  // seq 4
    try scenario.run(#"data weather:Shanghai {"temp":9,"sky":"rain"}"#)  // seq 5
    try scenario.run("add weather small city=Beijing")  // seq 6
    try scenario.run("add weather medium city=Shanghai")  // seq 7
    try scenario.run("tick to 2026-03-01T09:20:00Z")  // seq 8
    try scenario.run(#"data weather:Beijing {"temp":5,"sky":"cloudy"}"#)  // seq 9
    try scenario.run(#"data weather:Shanghai {"temp":11,"sky":"cloudy"}"#)  // seq 10
    try scenario.run("tick to 2026-03-01T09:30:00Z")  // seq 11
    try scenario.run("device locale")  // seq 12
    try scenario.run("tick to 2026-03-01T09:35:00Z")  // seq 13

    #expect(scenario.widgetIDs == ["w1", "w2"], "at the end (seq 13)")
    #expect(scenario.status(of: "w1") == .live, "at the end (seq 13)")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:30:00Z {"temp":5,"sky":"cloudy"}"#, "at the end (seq 13)")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:30:00Z", "at the end (seq 13)")
    #expect(scenario.budgetUsed(of: "w1") == 0, "at the end (seq 13)")
    #expect(scenario.status(of: "w2") == .live, "at the end (seq 13)")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T09:30:00Z {"temp":11,"sky":"cloudy"}"#, "at the end (seq 13)")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T13:30:00Z", "at the end (seq 13)")
    #expect(scenario.budgetUsed(of: "w2") == 0, "at the end (seq 13)")
  }
}

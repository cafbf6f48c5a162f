// swift-format-ignore-file
// app-update-stale.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–10 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by what
// it changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget, the
// field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("app-update-stale")
struct AppUpdateStaleTests {
  @Test("app-update-stale.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "app-update-stale.jsonl", start: "2026-03-01T08:00:00Z")

    // seq 4: set appUpdateReload=stale
    try scenario.run("set appUpdateReload=stale")

    // seq 5: data weather:Beijing {"temp":3,"sky":"snow"}
    try scenario.run(#"data weather:Beijing {"temp":3,"sky":"snow"}"#)

    // seq 6: add weather small city=Beijing
    try scenario.run("add weather small city=Beijing")
    #expect(scenario.widgetIDs == ["w1"], "after seq 6")
    #expect(scenario.status(of: "w1") == .live, "after seq 6")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:00:00Z {"temp":3,"sky":"snow"}"#, "after seq 6")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:00:00Z", "after seq 6")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 6")

    // seq 7: tick to 2026-03-01T09:00:00Z
    try scenario.run("tick to 2026-03-01T09:00:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 7")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:00:00Z {"temp":3,"sky":"snow"}"#, "after seq 7")

    // seq 8: data weather:Beijing {"temp":5,"sky":"cloudy"}
    try scenario.run(#"data weather:Beijing {"temp":5,"sky":"cloudy"}"#)

    // seq 9: app update
    try scenario.run("app update")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:00:00Z", "after seq 9")

    // seq 10: tick to 2026-03-01T09:40:00Z
    try scenario.run("tick to 2026-03-01T09:40:00Z")
  }
}

// swift-format-ignore-file
// held-foreground-reload.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–13
// (1–3 define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by
// what it changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget,
// the field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("held-foreground-reload")
struct HeldForegroundReloadTests {
  @Test("held-foreground-reload.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "held-foreground-reload.jsonl", start: "2026-03-01T08:00:00Z")

    // seq 4: set foregroundReloads=onBackground
    try scenario.run("set foregroundReloads=onBackground")

    // seq 5: data weather:Shanghai {"temp":18,"sky":"cloudy"}
    try scenario.run(#"data weather:Shanghai {"temp":18,"sky":"cloudy"}"#)

    // seq 6: add weather small city=Shanghai
    try scenario.run("add weather small city=Shanghai")
    #expect(scenario.widgetIDs == ["w1"], "after seq 6")
    #expect(scenario.status(of: "w1") == .live, "after seq 6")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:00:00Z {"temp":18,"sky":"cloudy"}"#, "after seq 6")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:00:00Z", "after seq 6")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 6")

    // seq 7: tick to 2026-03-01T09:00:00Z
    try scenario.run("tick to 2026-03-01T09:00:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 7")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:00:00Z {"temp":18,"sky":"cloudy"}"#, "after seq 7")

    // seq 8: app foreground
    try scenario.run("app foreground")

    // seq 9: data weather:Shanghai {"temp":21,"sky":"sunny"}
    try scenario.run(#"data weather:Shanghai {"temp":21,"sky":"sunny"}"#)

    // seq 10: reload weather
    try scenario.run("reload weather")

    // seq 11: tick to 2026-03-01T09:25:00Z
    try scenario.run("tick to 2026-03-01T09:25:00Z")

    // seq 12: app background
    try scenario.run("app background")
    #expect(scenario.status(of: "w1") == .live, "after seq 12")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:25:00Z {"temp":21,"sky":"sunny"}"#, "after seq 12")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:25:00Z", "after seq 12")

    // seq 13: tick to 2026-03-01T09:30:00Z
    try scenario.run("tick to 2026-03-01T09:30:00Z")
  }
}

// swift-format-ignore-file
// locale-rebuilds-widgets.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–13
// (1–3 define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by
// what it changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget,
// the field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("locale-rebuilds-widgets")
struct LocaleRebuildsWidgetsTests {
  @Test("locale-rebuilds-widgets.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "locale-rebuilds-widgets.jsonl", start: "2026-03-01T08:00:00Z")

    // seq 4: data weather:Beijing {"temp":3,"sky":"snow"}
    try scenario.run(#"data weather:Beijing {"temp":3,"sky":"snow"}"#)

    // seq 5: data weather:Shanghai {"temp":9,"sky":"rain"}
    try scenario.run(#"data weather:Shanghai {"temp":9,"sky":"rain"}"#)

    // seq 6: add weather small city=Beijing
    try scenario.run("add weather small city=Beijing")
    #expect(scenario.widgetIDs == ["w1"], "after seq 6")
    #expect(scenario.status(of: "w1") == .live, "after seq 6")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:00:00Z {"temp":3,"sky":"snow"}"#, "after seq 6")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:00:00Z", "after seq 6")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 6")

    // seq 7: add weather medium city=Shanghai
    try scenario.run("add weather medium city=Shanghai")
    #expect(scenario.widgetIDs == ["w1", "w2"], "after seq 7")
    #expect(scenario.status(of: "w2") == .live, "after seq 7")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T08:00:00Z {"temp":9,"sky":"rain"}"#, "after seq 7")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T12:00:00Z", "after seq 7")
    #expect(scenario.budgetUsed(of: "w2") == 0, "after seq 7")

    // seq 8: tick to 2026-03-01T09:20:00Z
    try scenario.run("tick to 2026-03-01T09:20:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 8")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:00:00Z {"temp":3,"sky":"snow"}"#, "after seq 8")
    #expect(scenario.status(of: "w2") == .stale, "after seq 8")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T09:00:00Z {"temp":9,"sky":"rain"}"#, "after seq 8")

    // seq 9: data weather:Beijing {"temp":5,"sky":"cloudy"}
    try scenario.run(#"data weather:Beijing {"temp":5,"sky":"cloudy"}"#)

    // seq 10: data weather:Shanghai {"temp":11,"sky":"cloudy"}
    try scenario.run(#"data weather:Shanghai {"temp":11,"sky":"cloudy"}"#)

    // seq 11: tick to 2026-03-01T09:30:00Z
    try scenario.run("tick to 2026-03-01T09:30:00Z")

    // seq 12: device locale
    try scenario.run("device locale")
    #expect(scenario.status(of: "w1") == .live, "after seq 12")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:30:00Z {"temp":5,"sky":"cloudy"}"#, "after seq 12")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:30:00Z", "after seq 12")
    #expect(scenario.status(of: "w2") == .live, "after seq 12")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T09:30:00Z {"temp":11,"sky":"cloudy"}"#, "after seq 12")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T13:30:00Z", "after seq 12")

    // seq 13: tick to 2026-03-01T09:35:00Z
    try scenario.run("tick to 2026-03-01T09:35:00Z")
  }
}

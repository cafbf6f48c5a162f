// swift-format-ignore-file
// appgroup-back-stale.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–11 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by what
// it changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget, the
// field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("appgroup-back-stale")
struct AppgroupBackStaleTests {
  @Test("appgroup-back-stale.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "appgroup-back-stale.jsonl", start: "2026-03-01T08:00:00Z")

    // seq 4: data weather:Shanghai {"temp":8,"sky":"rain"}
    try scenario.run(#"data weather:Shanghai {"temp":8,"sky":"rain"}"#)

    // seq 5: add weather small city=Shanghai
    try scenario.run("add weather small city=Shanghai")
    #expect(scenario.widgetIDs == ["w1"], "after seq 5")
    #expect(scenario.status(of: "w1") == .live, "after seq 5")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:00:00Z {"temp":8,"sky":"rain"}"#, "after seq 5")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:00:00Z", "after seq 5")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 5")

    // seq 6: tick to 2026-03-01T08:05:00Z
    try scenario.run("tick to 2026-03-01T08:05:00Z")

    // seq 7: appgroup off
    try scenario.run("appgroup off")

    // seq 8: reload weather
    try scenario.run("reload weather")
    #expect(scenario.status(of: "w1") == .placeholder, "after seq 8")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:05:00Z fallback", "after seq 8")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:05:00Z", "after seq 8")
    #expect(scenario.budgetUsed(of: "w1") == 1, "after seq 8")

    // seq 9: tick to 2026-03-01T08:10:00Z
    try scenario.run("tick to 2026-03-01T08:10:00Z")

    // seq 10: appgroup on
    try scenario.run("appgroup on")
    #expect(scenario.status(of: "w1") == .stale, "after seq 10")

    // seq 11: tick to 2026-03-01T08:20:00Z
    try scenario.run("tick to 2026-03-01T08:20:00Z")
  }
}

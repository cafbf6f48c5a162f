// swift-format-ignore-file
// appgroup-off.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–8 (1–3 define
// the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by what it
// changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget, the
// field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("appgroup-off")
struct AppgroupOffTests {
  @Test("appgroup-off.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "appgroup-off.jsonl", start: "2026-03-01T08:00:00Z")

    // seq 4: appgroup off
    try scenario.run("appgroup off")

    // seq 5: add weather small city=Beijing
    try scenario.run("add weather small city=Beijing")
    #expect(scenario.widgetIDs == ["w1"], "after seq 5")
    #expect(scenario.status(of: "w1") == .placeholder, "after seq 5")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:00:00Z fallback", "after seq 5")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:00:00Z", "after seq 5")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 5")

    // seq 6: data weather:Beijing {"temp":3,"sky":"snow"}
    try scenario.run(#"data weather:Beijing {"temp":3,"sky":"snow"}"#)

    // seq 7: reload weather
    try scenario.run("reload weather")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:05:00Z", "after seq 7")

    // seq 8: tick to 2026-03-01T08:10:00Z
    try scenario.run("tick to 2026-03-01T08:10:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:05:00Z fallback", "after seq 8")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:05:00Z", "after seq 8")
    #expect(scenario.budgetUsed(of: "w1") == 1, "after seq 8")
  }
}

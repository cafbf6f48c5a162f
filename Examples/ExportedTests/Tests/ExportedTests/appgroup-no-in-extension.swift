// swift-format-ignore-file
// appgroup-no-in-extension.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–8
// (1–3 define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by
// what it changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget,
// the field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("appgroup-no-in-extension")
struct AppgroupNoInExtensionTests {
  @Test("appgroup-no-in-extension.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "appgroup-no-in-extension.jsonl", start: "2026-03-01T08:00:00Z")

    // seq 4: define steps families=small,medium entries=1 every=1h policy=after:1h data=steps ttl=1h fallback=placeholder appgroup=no display=Steps
    try scenario.run("define steps families=small,medium entries=1 every=1h policy=after:1h data=steps ttl=1h fallback=placeholder appgroup=no display=Steps")

    // seq 5: data steps {"today":4200,"goal":8000}
    try scenario.run(#"data steps {"today":4200,"goal":8000}"#)

    // seq 6: add steps small
    try scenario.run("add steps small")
    #expect(scenario.widgetIDs == ["w1"], "after seq 6")
    #expect(scenario.status(of: "w1") == .placeholder, "after seq 6")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:00:00Z fallback", "after seq 6")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:00:00Z", "after seq 6")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 6")

    // seq 7: reload steps
    try scenario.run("reload steps")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:05:00Z", "after seq 7")

    // seq 8: tick to 2026-03-01T08:10:00Z
    try scenario.run("tick to 2026-03-01T08:10:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:05:00Z fallback", "after seq 8")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:05:00Z", "after seq 8")
    #expect(scenario.budgetUsed(of: "w1") == 1, "after seq 8")
  }
}

// swift-format-ignore-file
// appgroup-no-in-extension.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–8 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end,
// every widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the
// value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("appgroup-no-in-extension")
struct AppgroupNoInExtensionTests {
  @Test("appgroup-no-in-extension.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "appgroup-no-in-extension.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run("define steps families=small,medium entries=1 every=1h policy=after:1h data=steps ttl=1h fallback=placeholder appgroup=no display=Steps")  // seq 4
    try scenario.run(#"data steps {"today":4200,"goal":8000}"#)  // seq 5
    try scenario.run("add steps small")  // seq 6
    try scenario.run("reload steps")  // seq 7
    try scenario.run("tick to 2026-03-01T08:10:00Z")  // seq 8

    #expect(scenario.widgetIDs == ["w1"], "at the end (seq 8)")
    #expect(scenario.status(of: "w1") == .placeholder, "at the end (seq 8)")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:05:00Z fallback", "at the end (seq 8)")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:05:00Z", "at the end (seq 8)")
    #expect(scenario.budgetUsed(of: "w1") == 1, "at the end (seq 8)")
  }
}

// swift-format-ignore-file
// never-without-reload.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–8 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by what
// it changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget, the
// field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("never-without-reload")
struct NeverWithoutReloadTests {
  @Test("never-without-reload.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "never-without-reload.jsonl", start: "2026-03-01T08:00:00Z")

    // seq 4: add todo medium list=groceries
    try scenario.run("add todo medium list=groceries")
    #expect(scenario.widgetIDs == ["w1"], "after seq 4")
    #expect(scenario.status(of: "w1") == .blank, "after seq 4")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:00:00Z fallback", "after seq 4")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 4")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 4")

    // seq 5: data todo:groceries ["milk"]
    try scenario.run(#"data todo:groceries ["milk"]"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 5")

    // seq 6: tick to 2026-03-01T10:00:00Z
    try scenario.run("tick to 2026-03-01T10:00:00Z")

    // seq 7: data todo:groceries ["milk","eggs","bread"]
    try scenario.run(#"data todo:groceries ["milk","eggs","bread"]"#)

    // seq 8: tick to 2026-03-02T10:00:00Z
    try scenario.run("tick to 2026-03-02T10:00:00Z")
  }
}

// swift-format-ignore-file
// never-without-reload.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–8 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end,
// every widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the
// value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("never-without-reload")
struct NeverWithoutReloadTests {
  @Test("never-without-reload.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "never-without-reload.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run("add todo medium list=groceries")  // seq 4
    try scenario.run(#"data todo:groceries ["milk"]"#)  // seq 5
    try scenario.run("tick to 2026-03-01T10:00:00Z")  // seq 6
    try scenario.run(#"data todo:groceries ["milk","eggs","bread"]"#)  // seq 7
    try scenario.run("tick to 2026-03-02T10:00:00Z")  // seq 8

    #expect(scenario.widgetIDs == ["w1"], "at the end (seq 8)")
    #expect(scenario.status(of: "w1") == .stale, "at the end (seq 8)")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:00:00Z fallback", "at the end (seq 8)")
    #expect(scenario.nextRefresh(of: "w1") == "none", "at the end (seq 8)")
    #expect(scenario.budgetUsed(of: "w1") == 0, "at the end (seq 8)")
  }
}

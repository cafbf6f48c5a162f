// swift-format-ignore-file
// param-no-default.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–7 (1–3 define
// the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end, every
// widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the value
// expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("param-no-default")
struct ParamNoDefaultTests {
  @Test("param-no-default.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "param-no-default.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run("add todo small")  // seq 4
    try scenario.run(#"data todo:Inbox ["call mum"]"#)  // seq 5
    try scenario.run("reload todo")  // seq 6
    try scenario.run("tick to 2026-03-01T08:10:00Z")  // seq 7

    #expect(scenario.widgetIDs == ["w1"], "at the end (seq 7)")
    #expect(scenario.status(of: "w1") == .blank, "at the end (seq 7)")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:05:00Z fallback", "at the end (seq 7)")
    #expect(scenario.nextRefresh(of: "w1") == "none", "at the end (seq 7)")
    #expect(scenario.budgetUsed(of: "w1") == 1, "at the end (seq 7)")
  }
}

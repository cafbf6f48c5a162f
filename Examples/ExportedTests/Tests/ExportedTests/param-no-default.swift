// swift-format-ignore-file
// param-no-default.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–7 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by what
// it changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget, the
// field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("param-no-default")
struct ParamNoDefaultTests {
  @Test("param-no-default.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "param-no-default.jsonl", start: "2026-03-01T08:00:00Z")

    // seq 4: add todo small
    try scenario.run("add todo small")
    #expect(scenario.widgetIDs == ["w1"], "after seq 4")
    #expect(scenario.status(of: "w1") == .blank, "after seq 4")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:00:00Z fallback", "after seq 4")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 4")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 4")

    // seq 5: data todo:Inbox ["call mum"]
    try scenario.run(#"data todo:Inbox ["call mum"]"#)

    // seq 6: reload todo
    try scenario.run("reload todo")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:05:00Z", "after seq 6")

    // seq 7: tick to 2026-03-01T08:10:00Z
    try scenario.run("tick to 2026-03-01T08:10:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:05:00Z fallback", "after seq 7")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 7")
    #expect(scenario.budgetUsed(of: "w1") == 1, "after seq 7")
  }
}

// swift-format-ignore-file
// first-tap-does-nothing.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–9 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end,
// every widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the
// value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("first-tap-does-nothing")
struct FirstTapDoesNothingTests {
  @Test("first-tap-does-nothing.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "first-tap-does-nothing.jsonl", start: "2026-03-01T09:00:00Z")
    try scenario.run(#"data todo:groceries ["milk","eggs","bread"]"#)  // seq 4
    try scenario.run("add todo small list=groceries")  // seq 5
    try scenario.run(#"intent todo done writes todo:groceries ["eggs","bread"] after=1s"#)  // seq 6
    try scenario.run("device home")  // seq 7
    try scenario.run("tap w1 done")  // seq 8
    try scenario.run("tick to 2026-03-01T09:01:00Z")  // seq 9

    #expect(scenario.widgetIDs == ["w1"], "at the end (seq 9)")
    #expect(scenario.status(of: "w1") == .stale, "at the end (seq 9)")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:00:00Z ["milk","eggs","bread"]"#, "at the end (seq 9)")
    #expect(scenario.nextRefresh(of: "w1") == "none", "at the end (seq 9)")
    #expect(scenario.budgetUsed(of: "w1") == 0, "at the end (seq 9)")
  }
}

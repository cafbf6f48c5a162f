// swift-format-ignore-file
// first-tap-does-nothing.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–9 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by what
// it changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget, the
// field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("first-tap-does-nothing")
struct FirstTapDoesNothingTests {
  @Test("first-tap-does-nothing.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "first-tap-does-nothing.jsonl", start: "2026-03-01T09:00:00Z")

    // seq 4: data todo:groceries ["milk","eggs","bread"]
    try scenario.run(#"data todo:groceries ["milk","eggs","bread"]"#)

    // seq 5: add todo small list=groceries
    try scenario.run("add todo small list=groceries")
    #expect(scenario.widgetIDs == ["w1"], "after seq 5")
    #expect(scenario.status(of: "w1") == .live, "after seq 5")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:00:00Z ["milk","eggs","bread"]"#, "after seq 5")
    #expect(scenario.nextRefresh(of: "w1") == "none", "after seq 5")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 5")

    // seq 6: intent todo done writes todo:groceries ["eggs","bread"] after=1s
    try scenario.run(#"intent todo done writes todo:groceries ["eggs","bread"] after=1s"#)

    // seq 7: device home
    try scenario.run("device home")

    // seq 8: tap w1 done
    try scenario.run("tap w1 done")

    // seq 9: tick to 2026-03-01T09:01:00Z
    try scenario.run("tick to 2026-03-01T09:01:00Z")
    #expect(scenario.status(of: "w1") == .stale, "after seq 9")
  }
}

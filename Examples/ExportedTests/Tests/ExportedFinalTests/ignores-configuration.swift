// swift-format-ignore-file
// ignores-configuration.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–9 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end,
// every widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the
// value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("ignores-configuration")
struct IgnoresConfigurationTests {
  @Test("ignores-configuration.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "ignores-configuration.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run("define news families=small,medium entries=3 every=20m policy=after:1h data=news ttl=1h fallback=placeholder appgroup=yes param=topic:enum:world|tech|sport=world")  // seq 4
    try scenario.run("add news medium topic=tech")  // seq 5
    try scenario.run("add news medium topic=sport")  // seq 6
    try scenario.run(#"data news {"headline":"Markets rally"}"#)  // seq 7
    try scenario.run("reload news")  // seq 8
    try scenario.run("tick to 2026-03-01T08:10:00Z")  // seq 9

    #expect(scenario.widgetIDs == ["w1", "w2"], "at the end (seq 9)")
    #expect(scenario.status(of: "w1") == .live, "at the end (seq 9)")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:05:00Z {"headline":"Markets rally"}"#, "at the end (seq 9)")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:05:00Z", "at the end (seq 9)")
    #expect(scenario.budgetUsed(of: "w1") == 1, "at the end (seq 9)")
    #expect(scenario.status(of: "w2") == .live, "at the end (seq 9)")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T08:05:00Z {"headline":"Markets rally"}"#, "at the end (seq 9)")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T09:05:00Z", "at the end (seq 9)")
    #expect(scenario.budgetUsed(of: "w2") == 1, "at the end (seq 9)")
  }
}

// swift-format-ignore-file
// ignores-configuration.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–9 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by what
// it changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget, the
// field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("ignores-configuration")
struct IgnoresConfigurationTests {
  @Test("ignores-configuration.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "ignores-configuration.jsonl", start: "2026-03-01T08:00:00Z")

    // seq 4: define news families=small,medium entries=3 every=20m policy=after:1h data=news ttl=1h fallback=placeholder appgroup=yes param=topic:enum:world|tech|sport=world
    try scenario.run("define news families=small,medium entries=3 every=20m policy=after:1h data=news ttl=1h fallback=placeholder appgroup=yes param=topic:enum:world|tech|sport=world")

    // seq 5: add news medium topic=tech
    try scenario.run("add news medium topic=tech")
    #expect(scenario.widgetIDs == ["w1"], "after seq 5")
    #expect(scenario.status(of: "w1") == .placeholder, "after seq 5")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:00:00Z fallback", "after seq 5")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:00:00Z", "after seq 5")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 5")

    // seq 6: add news medium topic=sport
    try scenario.run("add news medium topic=sport")
    #expect(scenario.widgetIDs == ["w1", "w2"], "after seq 6")
    #expect(scenario.status(of: "w2") == .placeholder, "after seq 6")
    #expect(scenario.shownEntry(of: "w2") == "2026-03-01T08:00:00Z fallback", "after seq 6")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T09:00:00Z", "after seq 6")
    #expect(scenario.budgetUsed(of: "w2") == 0, "after seq 6")

    // seq 7: data news {"headline":"Markets rally"}
    try scenario.run(#"data news {"headline":"Markets rally"}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 7")
    #expect(scenario.status(of: "w2") == .stale, "after seq 7")

    // seq 8: reload news
    try scenario.run("reload news")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:05:00Z", "after seq 8")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T08:05:00Z", "after seq 8")

    // seq 9: tick to 2026-03-01T08:10:00Z
    try scenario.run("tick to 2026-03-01T08:10:00Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 9")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:05:00Z {"headline":"Markets rally"}"#, "after seq 9")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:05:00Z", "after seq 9")
    #expect(scenario.budgetUsed(of: "w1") == 1, "after seq 9")
    #expect(scenario.status(of: "w2") == .live, "after seq 9")
    #expect(scenario.shownEntry(of: "w2") == #"2026-03-01T08:05:00Z {"headline":"Markets rally"}"#, "after seq 9")
    #expect(scenario.nextRefresh(of: "w2") == "2026-03-01T09:05:00Z", "after seq 9")
    #expect(scenario.budgetUsed(of: "w2") == 1, "after seq 9")
  }
}

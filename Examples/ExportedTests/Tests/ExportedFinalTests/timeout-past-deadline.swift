// swift-format-ignore-file
// timeout-past-deadline.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–9 (1–3
// define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the end,
// every widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field, the
// value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("timeout-past-deadline")
struct TimeoutPastDeadlineTests {
  @Test("timeout-past-deadline.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "timeout-past-deadline.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run("define scores families=small,medium entries=4 every=15m policy=after:1h data=scores:{team} ttl=1h fallback=placeholder appgroup=yes param=team:enum:Lions|Tigers=Lions display=Scores fetch=network timeout=10s")  // seq 4
    try scenario.run(#"net scores:Lions {"home":2,"away":1,"minute":60} took=800ms"#)  // seq 5
    try scenario.run("add scores small team=Lions")  // seq 6
    try scenario.run("tick to 2026-03-01T08:30:00Z")  // seq 7
    try scenario.run(#"net scores:Lions {"home":3,"away":1,"minute":90} took=7s"#)  // seq 8
    try scenario.run("tick to 2026-03-01T12:10:00Z")  // seq 9

    #expect(scenario.widgetIDs == ["w1"], "at the end (seq 9)")
    #expect(scenario.status(of: "w1") == .stale, "at the end (seq 9)")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:45:00Z {"home":2,"away":1,"minute":60}"#, "at the end (seq 9)")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:00:00Z", "at the end (seq 9)")
    #expect(scenario.budgetUsed(of: "w1") == 4, "at the end (seq 9)")
  }
}

// swift-format-ignore-file
// throttle-after-leaving-app.jsonl as a test, written by `widgetsim export swift-testing --style final`. Actions 4–17
// (1–3 define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, then, at the
// end, every widget's: ids, status, shown entry, next refresh and budget used. A failure names the widget, the field,
// the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("throttle-after-leaving-app")
struct ThrottleAfterLeavingAppTests {
  @Test("throttle-after-leaving-app.jsonl: the state at the end")
  func finalState() throws {
    var scenario = try WidgetScenario(exportedFrom: "throttle-after-leaving-app.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run("set foregroundThrottle=1m")  // seq 4
    try scenario.run("add weather small city=Shanghai")  // seq 5
    try scenario.run("tick to 2026-03-01T09:00:00Z")  // seq 6
    try scenario.run(#"data weather:Shanghai {"temp":21,"sky":"sunny"}"#)  // seq 7
    try scenario.run("app foreground")  // seq 8
    try scenario.run("reload weather")  // seq 9
    try scenario.run("tick to 2026-03-01T09:00:20Z")  // seq 10
    try scenario.run(#"data weather:Shanghai {"temp":19,"sky":"rain"}"#)  // seq 11
    try scenario.run("reload weather")  // seq 12
    try scenario.run("tick to 2026-03-01T09:00:30Z")  // seq 13
    try scenario.run(#"data weather:Shanghai {"temp":18,"sky":"storm"}"#)  // seq 14
    try scenario.run("reload weather")  // seq 15
    try scenario.run("tick to 2026-03-01T09:00:45Z")  // seq 16
    try scenario.run("app background")  // seq 17

    #expect(scenario.widgetIDs == ["w1"], "at the end (seq 17)")
    #expect(scenario.status(of: "w1") == .live, "at the end (seq 17)")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:00:45Z {"temp":18,"sky":"storm"}"#, "at the end (seq 17)")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:00:45Z", "at the end (seq 17)")
    #expect(scenario.budgetUsed(of: "w1") == 0, "at the end (seq 17)")
  }
}

// swift-format-ignore-file
// throttle-after-leaving-app.jsonl as a test, written by `widgetsim export swift-testing --style changes`. Actions 4–17
// (1–3 define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each followed by
// what it changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names the widget,
// the field, the value expected and the one found, and the action's seq.
import Testing
import WidgetSimCore

@Suite("throttle-after-leaving-app")
struct ThrottleAfterLeavingAppTests {
  @Test("throttle-after-leaving-app.jsonl: what each action changes")
  func changesAfterEveryAction() throws {
    var scenario = try WidgetScenario(exportedFrom: "throttle-after-leaving-app.jsonl", start: "2026-03-01T08:00:00Z")

    // seq 4: set foregroundThrottle=1m
    try scenario.run("set foregroundThrottle=1m")

    // seq 5: add weather small city=Shanghai
    try scenario.run("add weather small city=Shanghai")
    #expect(scenario.widgetIDs == ["w1"], "after seq 5")
    #expect(scenario.status(of: "w1") == .placeholder, "after seq 5")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T08:00:00Z fallback", "after seq 5")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T12:00:00Z", "after seq 5")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 5")

    // seq 6: tick to 2026-03-01T09:00:00Z
    try scenario.run("tick to 2026-03-01T09:00:00Z")
    #expect(scenario.shownEntry(of: "w1") == "2026-03-01T09:00:00Z fallback", "after seq 6")

    // seq 7: data weather:Shanghai {"temp":21,"sky":"sunny"}
    try scenario.run(#"data weather:Shanghai {"temp":21,"sky":"sunny"}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 7")

    // seq 8: app foreground
    try scenario.run("app foreground")

    // seq 9: reload weather
    try scenario.run("reload weather")
    #expect(scenario.status(of: "w1") == .live, "after seq 9")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:00:00Z {"temp":21,"sky":"sunny"}"#, "after seq 9")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:00:00Z", "after seq 9")

    // seq 10: tick to 2026-03-01T09:00:20Z
    try scenario.run("tick to 2026-03-01T09:00:20Z")

    // seq 11: data weather:Shanghai {"temp":19,"sky":"rain"}
    try scenario.run(#"data weather:Shanghai {"temp":19,"sky":"rain"}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 11")

    // seq 12: reload weather
    try scenario.run("reload weather")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:01:00Z", "after seq 12")

    // seq 13: tick to 2026-03-01T09:00:30Z
    try scenario.run("tick to 2026-03-01T09:00:30Z")

    // seq 14: data weather:Shanghai {"temp":18,"sky":"storm"}
    try scenario.run(#"data weather:Shanghai {"temp":18,"sky":"storm"}"#)

    // seq 15: reload weather
    try scenario.run("reload weather")

    // seq 16: tick to 2026-03-01T09:00:45Z
    try scenario.run("tick to 2026-03-01T09:00:45Z")

    // seq 17: app background
    try scenario.run("app background")
    #expect(scenario.status(of: "w1") == .live, "after seq 17")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:00:45Z {"temp":18,"sky":"storm"}"#, "after seq 17")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T13:00:45Z", "after seq 17")
  }
}

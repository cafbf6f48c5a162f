// swift-format-ignore-file
// server-morning.jsonl as a test, written by `widgetsim export swift-testing --style changes --call-providers`. Actions
// 4–36 (1–3 define the built-in kinds, as every scenario does) run through WidgetScenario as REPL commands, each
// followed by what it changed in the widgets: ids, status, shown entry, next refresh and budget used. A failure names
// the widget, the field, the value expected and the one found, and the action's seq. The builds of its provider kinds
// call the providers of WeatherBundle.simulated again, in the worker processes of Sim, where the journal recorded their
// outputs.
import Foundation
import Testing
import WidgetSim

@testable import Sim

@Suite("server-morning")
struct ServerMorningProvidersTests {
  /// The simulator program beside the test bundle (the test target depends on it, so it is built first).
  static var program: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("Sim").path
  }

  @Test("server-morning.jsonl: what each action changes, its providers called")
  func changesAfterEveryAction() throws {
    let providers = try SimulatedProviders(WeatherBundle.simulated, isolation: .workerProgram(Self.program))
    var scenario = try WidgetScenario(exportedFrom: "server-morning.jsonl", start: "2026-03-01T06:00:00Z", providers: providers)

    // seq 4: define forecast provider=yes families=small,medium data=weather.json appgroup=yes
    try scenario.run("define forecast provider=yes families=small,medium data=weather.json appgroup=yes")

    // seq 5: define forecast-draft provider=yes families=small,medium data=weather.json appgroup=yes
    try scenario.run("define forecast-draft provider=yes families=small,medium data=weather.json appgroup=yes")

    // seq 6: define forecast-live provider=yes families=small,medium data=weather.json appgroup=yes
    try scenario.run("define forecast-live provider=yes families=small,medium data=weather.json appgroup=yes")

    // seq 7: net https://api.example.com/forecast?city=Cupertino timeout
    try scenario.run("net https://api.example.com/forecast?city=Cupertino timeout")

    // seq 8: add forecast-live medium, its builds made by the providers
    try scenario.run("add forecast-live medium")
    #expect(scenario.widgetIDs == ["w1"], "after seq 8")
    #expect(scenario.status(of: "w1") == .placeholder, "after seq 8")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T06:00:03Z {"city":"Cupertino","date":"2026-03-01T06:00:03Z","temperature":21}"#, "after seq 8")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T06:05:03Z", "after seq 8")
    #expect(scenario.budgetUsed(of: "w1") == 0, "after seq 8")

    // seq 9: tick to 2026-03-01T06:05:03Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T06:05:03Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T06:05:06Z {"city":"Cupertino","date":"2026-03-01T06:05:06Z","temperature":21}"#, "after seq 9")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T06:10:06Z", "after seq 9")
    #expect(scenario.budgetUsed(of: "w1") == 1, "after seq 9")

    // seq 10: tick to 2026-03-01T06:10:06Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T06:10:06Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T06:10:09Z {"city":"Cupertino","date":"2026-03-01T06:10:09Z","temperature":21}"#, "after seq 10")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T06:15:09Z", "after seq 10")
    #expect(scenario.budgetUsed(of: "w1") == 2, "after seq 10")

    // seq 11: tick to 2026-03-01T06:15:09Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T06:15:09Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T06:15:12Z {"city":"Cupertino","date":"2026-03-01T06:15:12Z","temperature":21}"#, "after seq 11")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T06:20:12Z", "after seq 11")
    #expect(scenario.budgetUsed(of: "w1") == 3, "after seq 11")

    // seq 12: tick to 2026-03-01T06:20:00Z
    try scenario.run("tick to 2026-03-01T06:20:00Z")

    // seq 13: data weather.json {"city":"Cupertino","hourly":[9,10,12,14,16,18,19,19,18],"updatedAt":"2026-03-01T06:20:00Z"}
    try scenario.run(#"data weather.json {"city":"Cupertino","hourly":[9,10,12,14,16,18,19,19,18],"updatedAt":"2026-03-01T06:20:00Z"}"#)
    #expect(scenario.status(of: "w1") == .stale, "after seq 13")

    // seq 14: tick to 2026-03-01T06:20:12Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T06:20:12Z")
    #expect(scenario.status(of: "w1") == .live, "after seq 14")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T06:20:15Z {"city":"Cupertino","date":"2026-03-01T06:20:15Z","temperature":9,"updatedAt":"2026-03-01T06:20:00Z"}"#, "after seq 14")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T06:30:15Z", "after seq 14")
    #expect(scenario.budgetUsed(of: "w1") == 4, "after seq 14")

    // seq 15: tick to 2026-03-01T06:30:15Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T06:30:15Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T06:30:18Z {"city":"Cupertino","date":"2026-03-01T06:30:18Z","temperature":9,"updatedAt":"2026-03-01T06:20:00Z"}"#, "after seq 15")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T06:40:18Z", "after seq 15")
    #expect(scenario.budgetUsed(of: "w1") == 5, "after seq 15")

    // seq 16: tick to 2026-03-01T06:40:18Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T06:40:18Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T06:40:21Z {"city":"Cupertino","date":"2026-03-01T06:40:21Z","temperature":9,"updatedAt":"2026-03-01T06:20:00Z"}"#, "after seq 16")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T06:50:21Z", "after seq 16")
    #expect(scenario.budgetUsed(of: "w1") == 6, "after seq 16")

    // seq 17: tick to 2026-03-01T06:50:21Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T06:50:21Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T06:50:24Z {"city":"Cupertino","date":"2026-03-01T06:50:24Z","temperature":9,"updatedAt":"2026-03-01T06:20:00Z"}"#, "after seq 17")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T07:00:24Z", "after seq 17")
    #expect(scenario.budgetUsed(of: "w1") == 7, "after seq 17")

    // seq 18: tick to 2026-03-01T07:00:24Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T07:00:24Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T07:00:27Z {"city":"Cupertino","date":"2026-03-01T07:00:27Z","temperature":10,"updatedAt":"2026-03-01T06:20:00Z"}"#, "after seq 18")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T07:10:27Z", "after seq 18")
    #expect(scenario.budgetUsed(of: "w1") == 8, "after seq 18")

    // seq 19: tick to 2026-03-01T07:10:27Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T07:10:27Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T07:10:30Z {"city":"Cupertino","date":"2026-03-01T07:10:30Z","temperature":10,"updatedAt":"2026-03-01T06:20:00Z"}"#, "after seq 19")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T07:20:30Z", "after seq 19")
    #expect(scenario.budgetUsed(of: "w1") == 9, "after seq 19")

    // seq 20: tick to 2026-03-01T07:20:30Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T07:20:30Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T07:20:33Z {"city":"Cupertino","date":"2026-03-01T07:20:33Z","temperature":10,"updatedAt":"2026-03-01T06:20:00Z"}"#, "after seq 20")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T07:30:33Z", "after seq 20")
    #expect(scenario.budgetUsed(of: "w1") == 10, "after seq 20")

    // seq 21: tick to 2026-03-01T07:30:33Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T07:30:33Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T07:30:36Z {"city":"Cupertino","date":"2026-03-01T07:30:36Z","temperature":10,"updatedAt":"2026-03-01T06:20:00Z"}"#, "after seq 21")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T07:40:36Z", "after seq 21")
    #expect(scenario.budgetUsed(of: "w1") == 11, "after seq 21")

    // seq 22: tick to 2026-03-01T07:40:36Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T07:40:36Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T07:40:39Z {"city":"Cupertino","date":"2026-03-01T07:40:39Z","temperature":10,"updatedAt":"2026-03-01T06:20:00Z"}"#, "after seq 22")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T07:50:39Z", "after seq 22")
    #expect(scenario.budgetUsed(of: "w1") == 12, "after seq 22")

    // seq 23: tick to 2026-03-01T07:50:39Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T07:50:39Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T07:50:42Z {"city":"Cupertino","date":"2026-03-01T07:50:42Z","temperature":10,"updatedAt":"2026-03-01T06:20:00Z"}"#, "after seq 23")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:00:42Z", "after seq 23")
    #expect(scenario.budgetUsed(of: "w1") == 13, "after seq 23")

    // seq 24: tick to 2026-03-01T08:00:42Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T08:00:42Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:00:45Z {"city":"Cupertino","date":"2026-03-01T08:00:45Z","temperature":12,"updatedAt":"2026-03-01T06:20:00Z"}"#, "after seq 24")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:10:45Z", "after seq 24")
    #expect(scenario.budgetUsed(of: "w1") == 14, "after seq 24")

    // seq 25: tick to 2026-03-01T08:10:45Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T08:10:45Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:10:48Z {"city":"Cupertino","date":"2026-03-01T08:10:48Z","temperature":12,"updatedAt":"2026-03-01T06:20:00Z"}"#, "after seq 25")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:20:48Z", "after seq 25")
    #expect(scenario.budgetUsed(of: "w1") == 15, "after seq 25")

    // seq 26: tick to 2026-03-01T08:20:48Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T08:20:48Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:20:51Z {"city":"Cupertino","date":"2026-03-01T08:20:51Z","temperature":12,"updatedAt":"2026-03-01T06:20:00Z"}"#, "after seq 26")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:30:51Z", "after seq 26")
    #expect(scenario.budgetUsed(of: "w1") == 16, "after seq 26")

    // seq 27: tick to 2026-03-01T08:30:51Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T08:30:51Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:30:54Z {"city":"Cupertino","date":"2026-03-01T08:30:54Z","temperature":12,"updatedAt":"2026-03-01T06:20:00Z"}"#, "after seq 27")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:40:54Z", "after seq 27")
    #expect(scenario.budgetUsed(of: "w1") == 17, "after seq 27")

    // seq 28: tick to 2026-03-01T08:40:54Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T08:40:54Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:40:57Z {"city":"Cupertino","date":"2026-03-01T08:40:57Z","temperature":12,"updatedAt":"2026-03-01T06:20:00Z"}"#, "after seq 28")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T08:50:57Z", "after seq 28")
    #expect(scenario.budgetUsed(of: "w1") == 18, "after seq 28")

    // seq 29: tick to 2026-03-01T08:50:57Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T08:50:57Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T08:51:00Z {"city":"Cupertino","date":"2026-03-01T08:51:00Z","temperature":12,"updatedAt":"2026-03-01T06:20:00Z"}"#, "after seq 29")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:01:00Z", "after seq 29")
    #expect(scenario.budgetUsed(of: "w1") == 19, "after seq 29")

    // seq 30: tick to 2026-03-01T09:00:00Z
    try scenario.run("tick to 2026-03-01T09:00:00Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:00:00Z {"city":"Cupertino","date":"2026-03-01T09:00:00Z","temperature":14,"updatedAt":"2026-03-01T06:20:00Z"}"#, "after seq 30")

    // seq 31: net https://api.example.com/forecast?city=Cupertino {"city":"Cupertino","hourly":[13,15,17,18,19,19,18,16,14],"updatedAt":"2026-03-01T09:00:00Z"} took=800ms
    try scenario.run(#"net https://api.example.com/forecast?city=Cupertino {"city":"Cupertino","hourly":[13,15,17,18,19,19,18,16,14],"updatedAt":"2026-03-01T09:00:00Z"} took=800ms"#)

    // seq 32: tick to 2026-03-01T09:01:00Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T09:01:00Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:01:00.800Z {"city":"Cupertino","date":"2026-03-01T09:01:00.800Z","temperature":13,"updatedAt":"2026-03-01T09:00:00Z"}"#, "after seq 32")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T09:31:00.800Z", "after seq 32")
    #expect(scenario.budgetUsed(of: "w1") == 20, "after seq 32")

    // seq 33: tick to 2026-03-01T09:31:00.800Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T09:31:00.800Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T09:31:01.600Z {"city":"Cupertino","date":"2026-03-01T09:31:01.600Z","temperature":13,"updatedAt":"2026-03-01T09:00:00Z"}"#, "after seq 33")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:01:01.600Z", "after seq 33")
    #expect(scenario.budgetUsed(of: "w1") == 21, "after seq 33")

    // seq 34: tick to 2026-03-01T10:01:01.600Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T10:01:01.600Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T10:01:02.400Z {"city":"Cupertino","date":"2026-03-01T10:01:02.400Z","temperature":15,"updatedAt":"2026-03-01T09:00:00Z"}"#, "after seq 34")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T10:31:02.400Z", "after seq 34")
    #expect(scenario.budgetUsed(of: "w1") == 22, "after seq 34")

    // seq 35: tick to 2026-03-01T10:31:02.400Z, its builds made by the providers
    try scenario.run("tick to 2026-03-01T10:31:02.400Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T10:31:03.200Z {"city":"Cupertino","date":"2026-03-01T10:31:03.200Z","temperature":15,"updatedAt":"2026-03-01T09:00:00Z"}"#, "after seq 35")
    #expect(scenario.nextRefresh(of: "w1") == "2026-03-01T11:01:03.200Z", "after seq 35")
    #expect(scenario.budgetUsed(of: "w1") == 23, "after seq 35")

    // seq 36: tick to 2026-03-01T11:00:00Z
    try scenario.run("tick to 2026-03-01T11:00:00Z")
    #expect(scenario.shownEntry(of: "w1") == #"2026-03-01T11:00:00Z {"city":"Cupertino","date":"2026-03-01T11:00:00Z","temperature":17,"updatedAt":"2026-03-01T09:00:00Z"}"#, "after seq 36")
  }
}

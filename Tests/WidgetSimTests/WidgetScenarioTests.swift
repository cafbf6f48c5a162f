import Testing
import WidgetSim

/// The library face as a user meets it: a scenario driven by REPL commands, asserted on through its state.
@Suite("WidgetScenario")
struct WidgetScenarioTests {
  @Test func reloadShowsNewData() throws {
    var scenario = try WidgetScenario(start: "2026-03-01T08:00:00Z")
    try scenario.run("add weather small city=Beijing")
    try scenario.run(#"data weather:Beijing {"temp":3}"#)
    #expect(scenario.status(of: "w1") == .stale)
    try scenario.run("tick 5m")  // the minimum interval since the add's build
    try scenario.run("reload weather")
    #expect(scenario.status(of: "w1") == .live)
    let copy = try WidgetScenario(journal: scenario.journalText())
    #expect(copy.digest == scenario.digest)
  }

  @Test("run returns the text the REPL prints, for actions and questions")
  func runReturnsTheREPLText() throws {
    var scenario = try WidgetScenario(start: "2026-03-01T08:00:00Z")
    #expect(
      try scenario.run("add weather small city=Beijing") == "added w1 (weather, systemSmall, city=Beijing): placeholder"
    )
    #expect(try scenario.run("tick 10m") == "08:00 → 08:10")
    #expect(try scenario.run("journal") == "(in memory, nothing is written): 5 actions, starting 08:00")
    #expect(try scenario.run("why w1") == scenario.why("w1"))
    #expect(try scenario.run("state --json") == scenario.json)
  }

  @Test(
    "an invalid command throws the REPL's message and changes nothing",
    arguments: [
      ("remove w9", "no widget 'w9'"),
      ("add weather small city=Paris", "Paris"),
      ("tick", "usage: tick"),
      ("frobnicate", "unknown command 'frobnicate'"),
    ])
  func invalidCommandThrows(line: String, fragment: String) throws {
    var scenario = try WidgetScenario(start: "2026-03-01T08:00:00Z")
    try scenario.run("add weather small")
    let before = scenario.digest
    let error = #expect(throws: ScenarioError.self) { try scenario.run(line) }
    #expect(error?.description.contains(fragment) == true, "\(error?.description ?? "no error")")
    #expect(error?.line == line)
    #expect(scenario.digest == before)
    #expect(scenario.actions.count == 4)
  }

  @Test("a copy of a scenario changes on its own")
  func copiesAreIndependent() throws {
    var original = try WidgetScenario(start: "2026-03-01T08:00:00Z")
    try original.run("add todo small list=groceries")
    var copy = original
    try copy.run("remove w1")
    try copy.run("tick 1h")
    #expect(original.state.widgets["w1"] != nil)
    #expect(original.state.now == Instant(iso8601: "2026-03-01T08:00:00Z"))
    #expect(copy.state.widgets["w1"] == nil)
    #expect(original.actions.count == 4 && copy.actions.count == 6)
  }

  @Test("typed commands do what their text does")
  func typedCommandsMatchText() throws {
    var typed = try WidgetScenario(start: "2026-03-01T08:00:00Z")
    try typed.send(.add("weather", .systemMedium, ["city": "Shanghai"]))
    try typed.send(.data("weather:Shanghai", .object([("temp", .int(21))]), ttl: .hours(1)))
    try typed.send(.app(.foreground))
    try typed.send(.reload("weather"))
    try typed.send(.tick(.minutes(5)))
    try typed.send(.appGroup(available: false))
    try typed.send(.tick(to: Instant(iso8601: "2026-03-01T09:00:00Z")!))
    var text = try WidgetScenario(start: "2026-03-01T08:00:00Z")
    try text.run(lines: [
      "add weather medium city=Shanghai", #"data weather:Shanghai {"temp":21} ttl=1h"#, "app foreground",
      "reload weather", "tick 5m", "appgroup off", "tick to 09:00",
    ])
    #expect(typed.digest == text.digest)
    #expect(typed.journalText() == text.journalText())
  }

  @Test("a typed command the model refuses throws its message")
  func typedCommandRefused() throws {
    var scenario = try WidgetScenario(start: "2026-03-01T08:00:00Z")
    let error = #expect(throws: ScenarioError.self) { try scenario.send(.configure("w7", ["city": "Beijing"])) }
    #expect(error?.description.contains("w7") == true)
  }

  @Test("journal text reads back: every action, the header, the same state")
  func journalTextRoundTrip() throws {
    var scenario = try WidgetScenario(start: "2026-03-01T08:00:00Z")
    try scenario.run(lines: [
      "set budget=3", "add stocks small symbol=\"BRK B\"", "data \"stocks:BRK B\" 412.5", "reload all", "tick 1d",
      "fail \"stocks:BRK B\" timeout",
    ])
    let text = scenario.journalText()
    #expect(text.hasPrefix("{\"format\":\"widgetsim-journal\",\"version\":1"))
    #expect(text.split(separator: "\n").dropFirst().allSatisfy { $0.contains("\"crc\":") })
    let copy = try WidgetScenario(journal: text)
    #expect(copy.actions == scenario.actions)
    #expect(copy.json == scenario.json)
    #expect(copy.journalText() == text)
  }

  @Test("a journal in the older format without checksums is read and written back in the current one")
  func olderFormat() throws {
    let v0 = """
      {"format":"widgetsim-journal","version":0,"start":"2026-03-01T08:00:00Z"}
      {"n":1,"type":"define","name":"news","families":["systemSmall"],"params":[],"entries":1,"every":"1h","policy":"never","data":"news","fallback":"blank"}
      {"n":2,"type":"add","id":"w1","kind":"news","family":"systemSmall","config":{}}
      {"n":3,"type":"tick","to":"2026-03-01T09:00:00Z"}

      """
    let scenario = try WidgetScenario(journal: v0)
    #expect(scenario.status(of: "w1") == .blank)
    #expect(scenario.journalText().hasPrefix("{\"format\":\"widgetsim-journal\",\"version\":1"))
    #expect(try WidgetScenario(journal: scenario.journalText()).digest == scenario.digest)
  }

  @Test(
    "a damaged journal is refused with the line at fault",
    arguments: [
      ("", "empty"),
      ("not a journal\n", "line 1"),
      (
        "{\"format\":\"widgetsim-journal\",\"version\":1,\"start\":\"2026-03-01T08:00:00Z\"}\n{\"seq\":2,\"action\":\"tick\",\"to\":\"2026-03-01T09:00:00Z\"}\n",
        "line 2"
      ),
      (
        "{\"format\":\"widgetsim-journal\",\"version\":1,\"start\":\"2026-03-01T08:00:00Z\"}\n{\"seq\":1,\"action\":\"remove\",\"id\":\"w1\"}\n",
        "line 2"
      ),
    ])
  func damagedJournal(text: String, fragment: String) {
    let error = #expect(throws: ScenarioError.self) { try WidgetScenario(journal: text) }
    #expect(error?.description.contains(fragment) == true, "\(error?.description ?? "no error")")
  }

  @Test("why and doctor answer as the REPL does")
  func whyAndDoctor() throws {
    var scenario = try WidgetScenario(start: "2026-03-01T08:00:00Z")
    try scenario.run("add todo small")
    #expect(try scenario.why("w1").contains("Parameter list has no value"))
    #expect(scenario.doctor().contains { $0.line.contains("list") })
    #expect(throws: ScenarioError.self) { try scenario.why("w2") }
  }
}

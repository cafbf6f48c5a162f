import Testing
import WidgetSim

/// The code of the library's documentation articles, run as written, so the articles stay true.
@Suite("The documentation's examples")
struct DocumentationTests {
  @Test("Writing a scenario test: a blank to-do widget, explained, and a command that is refused")
  func gettingStarted() throws {
    var scenario = try WidgetScenario(start: "2026-03-01T08:00:00Z")
    try scenario.run("add todo small")
    let why = try scenario.run("why w1")
    #expect(why.hasPrefix("w1 (todo, systemSmall) is blank: it has no data to show and its fallback is a blank view."))
    #expect(throws: ScenarioError.self) { try scenario.run("configure w1 colour=red") }
    try scenario.run(
      "define news families=small entries=3 every=20m policy=after:1h data=news:{topic} param=topic:enum:world|tech=world"
    )
    try scenario.run("add news small topic=tech")
    #expect(scenario.display(of: "w2")?.dataKey == "news:tech")
  }

  @Test("Writing a scenario test: typed commands")
  func typedCommands() throws {
    var scenario = try WidgetScenario(start: "2026-03-01T08:00:00Z")
    try scenario.send(.add("stocks", .systemSmall, ["symbol": "AAPL"]))
    try scenario.send(.tick(.minutes(10)))
    try scenario.send(.data("stocks:AAPL", .int(201)))
    try scenario.send(.reload("stocks"))
    #expect(scenario.display(of: "w1")?.content == .int(201))
    #expect(scenario.status(of: "w1") == .live)
  }

  @Test("Reading a journal: a recorded example from a file, every build observed")
  func readingJournals() throws {
    let path = "journals/budget-spent.jsonl"
    let outcome = try JournalReplay.replay(path: path)
    #expect(outcome.error == nil)
    var counted = 0
    _ = try JournalReplay.replay(path: path) { _, _, refreshes in counted += refreshes.filter(\.counted).count }
    #expect(counted >= outcome.state.settings.budget)
  }
}

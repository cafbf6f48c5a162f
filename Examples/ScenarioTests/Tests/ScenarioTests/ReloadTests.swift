import Testing
import WidgetSim

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

/// A bug report's journal, pasted as text, replays to the state the reporter saw.
@Test func aRecordedJournalShowsTheBug() throws {
  var recording = try WidgetScenario(start: "2026-03-01T08:00:00Z")
  try recording.run(lines: ["add todo medium", "tick 1h"])
  let scenario = try WidgetScenario(journal: recording.journalText())
  #expect(scenario.status(of: "w1") == .blank)
  #expect(try scenario.why("w1").contains("no value and no default"))
  #expect(scenario.doctor().contains { $0.subject == "todo" })
}

/// Typed commands, for those who prefer values to command text.
@Test func budgetSpentByBackgroundReloads() throws {
  var scenario = try WidgetScenario(start: "2026-03-01T08:00:00Z")
  try scenario.send(.add("stocks", .systemSmall))
  try scenario.run("set budget=3")
  for minute in 1...4 {
    try scenario.send(.data("stocks:AAPL", .int(Int64(200 + minute))))
    try scenario.send(.tick(.minutes(10)))
    try scenario.send(.reload("stocks"))
  }
  #expect(scenario.state.widgets["w1"].map { scenario.state.budgetUsed($0) } == 3)
  #expect(scenario.status(of: "w1") == .stale)
}

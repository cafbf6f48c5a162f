import Testing
import WidgetSim

/// The provider run against the simulated clock, policy and App Group: what a person would see hour by hour.
@Suite("Weather widget scenarios", .serialized)
struct ScenarioTests {
  @Test("without a snapshot the placeholder, tried again in 15 minutes; then the app's snapshot, hour by hour")
  func hourByHour() throws {
    let session = try Forecast.session(["add forecast"])
    var widget = try #require(session.head.widgets["w1"])
    #expect(session.head.display(widget).content?["city"] == .string("Cupertino"))
    #expect(widget.nextRefresh == Forecast.start + .minutes(15))

    try Forecast.run(session, ["tick 10m", Forecast.write(at: session.head.now, hourly: [3, 4, 5, 6, 7, 8, 9, 10])])
    #expect(session.head.display(try #require(session.head.widgets["w1"])).status == .stale)
    try Forecast.run(session, ["tick 5m"])  // the placeholder's retry at 08:15 reads the snapshot
    widget = try #require(session.head.widgets["w1"])
    #expect(session.head.display(widget).status == .live)
    #expect(session.head.display(widget).content?["temperature"] == .int(3))
    #expect(widget.timeline.entries == 6)
    #expect(widget.nextRefresh == Instant(iso8601: "2026-03-01T09:00:00Z")!)
    #expect(session.execute("why w1").output.contains("6 entries"))

    try Forecast.run(session, ["tick 2h"])  // 10:15: rebuilt at 09:00 and 10:00, the 10:00 entry shown
    widget = try #require(session.head.widgets["w1"])
    #expect(session.head.display(widget).content?["temperature"] == .int(5))
    #expect(widget.nextRefresh == Instant(iso8601: "2026-03-01T11:00:00Z")!)
  }

  @Test("with the App Group off the 11:00 build finds no snapshot: the placeholder, until the group is back")
  func appGroupOff() throws {
    let session = try Forecast.session(["add forecast"])
    try Forecast.run(session, [Forecast.write(at: session.head.now, hourly: [3, 4, 5, 6]), "tick 15m"])
    #expect(session.head.display(try #require(session.head.widgets["w1"])).content?["temperature"] == .int(3))
    try Forecast.run(session, ["appgroup off", "tick 3h"])
    var widget = try #require(session.head.widgets["w1"])
    #expect(session.head.display(widget).content?["city"] == .string("Cupertino"))
    try Forecast.run(session, ["appgroup on", "tick 15m"])
    widget = try #require(session.head.widgets["w1"])
    #expect(session.head.display(widget).content?["temperature"] == .int(6))
  }

  @Test("a forecast that has run out shows the city without a temperature")
  func forecastRunsOut() throws {
    let session = try Forecast.session(["add forecast medium"])
    try Forecast.run(session, [Forecast.write(at: session.head.now, hourly: [3, 4]), "tick 15m", "tick 3h"])
    let shown = session.head.display(try #require(session.head.widgets["w1"]))
    #expect(shown.content?["city"] == .string("Oslo"))
    #expect(shown.content?["temperature"] == nil, "an Encodable entry leaves a nil out")
  }
}

// The README's provider test ("Writing a provider test"), verbatim: a test of the widgetsim package checks that the
// README's code is this file's, so the README shows code that compiles and passes.
import Testing
import WidgetSim

@testable import Sim

@Test func liveOnceTheAppWritesItsSnapshot() throws {
  let forecast = SimulatedWidget(
    kind: "forecast", appGroup: WeatherSnapshot.appGroup, reads: WeatherSnapshot.fileName, provider: WeatherProvider())
  let session = try Session.simulating([forecast], start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
  for line in [
    "set providerDeadline=1m", "add forecast",
    #"data weather.json {"city":"Oslo","hourly":[3,4,5],"updatedAt":"2026-03-01T08:00:00Z"}"#,
    "tick 15m",  // without a snapshot the provider asked to be reloaded after 15 minutes
  ] {
    #expect(session.execute(line).error == nil, "\(line)")
  }
  let shown = session.head.display(try #require(session.head.widgets["w1"]))
  #expect(shown.status == .live)
  #expect(shown.content?["temperature"] == .int(3))
}

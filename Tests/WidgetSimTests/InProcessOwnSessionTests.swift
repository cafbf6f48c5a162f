import Foundation
import Testing
import WidgetModel
import WidgetSim

/// A provider run in the test's own process (`Session.simulating`) that makes a `URLSession` of its own: the
/// simulation cannot answer it, so its request fails at once, recorded, and never reaches the network.
@Suite(
  "A provider's own URLSession in a test's process", .serialized,
  .disabled(
    "the in-process trap changed the environment while other threads read it (a crash in getenv); see SimulatedWidget.trappingOtherSessions"
  ))
struct InProcessOwnSessionTests {
  @Test("a request of URLSession(configuration: .default) fails at once, is recorded and why says how to answer it")
  func ownSessionTrapped() throws {
    let started = ContinuousClock.now
    let kind = SimulatedWidget(
      kind: "own", provider: OwnSessionProvider(url: URL(string: "http://api.example.com/weather/oslo")!))
    let session = try Session.simulating([kind], start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    for line in ["net http://api.example.com/weather/oslo 1", "add own"] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    let entries = try #require(session.head.widgets["w1"]?.timeline.provided)
    // The in-process trap read the request and closed the connection: an empty reply, not an answer.
    #expect(entries.contents.first?["body"] == .string("error -1011"))
    let requests = try #require(session.head.buildRequests["w1"]?.requests)
    #expect(requests.map(\.url) == ["http://api.example.com/weather/oslo"])
    #expect(requests.map(\.call) == [NetExchange.ownSession])
    let why = session.execute("why w1").output
    #expect(why.contains("GET http://api.example.com/weather/oslo (its own URLSession): not answered, failed at once"))
    #expect(why.contains("use URLSession.shared"))
    #expect(ContinuousClock.now - started < .seconds(30))
  }
}

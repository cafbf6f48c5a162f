import Foundation
import Testing
@_spi(WidgetSimHost) import WidgetKit
import WidgetModel
import WidgetSim

/// A test's session runs its providers in the test's own process (`Session.simulating`, `.inProcess`): their
/// `URLSession.shared` requests are answered there from the session's `net URL` lines, and recorded, as in a worker.
@Suite("The provider's network in a test's process", .serialized)
struct InProcessNetworkTests {
  @Test("a request is answered from the session's net line at the simulated instant, later by its took, and recorded")
  func answeredInProcess() throws {
    // On Linux every test target runs in one process, and the first URLSession any test makes registers
    // Foundation's HTTP protocol: a shared session made after that lists it before the simulation's. Whatever ran
    // before, the shared session is put in that state here, and the build must still be answered from the net line.
    #if canImport(FoundationNetworking)
      URLSession.shared.configuration.protocolClasses = URLSessionConfiguration.default.protocolClasses
    #endif
    let kind = SimulatedWidget(
      kind: "fetched", provider: WaitingFetchProvider(url: URL(string: "https://api.example.com/quote")!))
    let session = try Session.simulating([kind], start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    for line in [#"net https://api.example.com/quote {"q":"hello"} took=2s"#, "add fetched"] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    let widget = try #require(session.head.widgets["w1"])
    let entries = try #require(widget.timeline.provided)
    #expect(entries.contents.first?["body"] == .string(#"{"q":"hello"}"#))
    #expect(entries.dates.first == Instant(iso8601: "2026-03-01T08:00:02Z"))
    #expect(
      session.head.buildRequests["w1"]?.requests.map(\.outcome) == [NetOutcome.answered(status: 200)])
    #expect(SimulatedNetwork.answersSharedSession)
  }
}

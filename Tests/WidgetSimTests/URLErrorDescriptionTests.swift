import Foundation
import Testing
import WidgetModel
import WidgetSim

/// A request the simulation fails reads as it would on a device: Apple's description and the failing URL, not
/// swift-corelibs-foundation's `"(null)"`.
@Suite("The errors of failed requests", .serialized)
struct URLErrorDescriptionTests {
  @Test("an unanswered URL fails with Apple's description of cannotFindHost and its failing URL; offline with its own")
  func describedAsOnDevice() throws {
    let kind = SimulatedWidget(
      kind: "described", provider: DescribedErrorProvider(url: URL(string: "https://api.example.com/nothing")!))
    let session = try Session.simulating([kind], start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    #expect(session.execute("add described").error == nil)
    #expect(
      session.head.widgets["w1"]?.timeline.provided?.contents.first?["body"]
        == .string(
          "A server with the specified hostname could not be found. (https://api.example.com/nothing)"))
    #expect(session.execute("net offline").error == nil)
    #expect(session.execute("add described").error == nil)
    #expect(
      session.head.widgets["w2"]?.timeline.provided?.contents.first?["body"]
        == .string("The Internet connection appears to be offline. (https://api.example.com/nothing)"))
  }
}

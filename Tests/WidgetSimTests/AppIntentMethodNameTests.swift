import Foundation
import Testing
import WidgetModel
import WidgetSim

/// `why` and `snapshot` name the method that built a provider kind's timeline: an App Intent provider has no
/// `getTimeline`, WidgetKit calls its `timeline(for:in:)`.
@Suite("The timeline method's name for an App Intent provider")
struct AppIntentMethodNameTests {
  @Test("why and snapshot say timeline(for:in:) for an App Intent provider, getTimeline for a TimelineProvider")
  func namesTheIntentMethod() throws {
    let city = SimulatedWidget(
      kind: "city", appGroup: CityProvider.appGroup, reads: "temperatures.json", provider: CityProvider())
    let gallery = SimulatedWidget(kind: "gallery", provider: GalleryProvider())
    let session = try Session.simulating([city, gallery], start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    for line in ["add city", "add gallery"] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    let why = session.execute("why w1").output
    #expect(why.contains("Its timeline comes from the city kind's own provider (timeline(for:in:)): "), "\(why)")
    #expect(!why.contains("getTimeline"), "\(why)")
    let snapshot = session.execute("snapshot city").output
    #expect(snapshot.contains("of the timeline timeline(for:in:) returned at 08:00"), "\(snapshot)")
    #expect(session.execute("why w2").output.contains("the gallery kind's own provider (getTimeline): "))
  }
}

import Foundation
import Testing
import WidgetModel
import WidgetSimCore

/// Where a provider's output hits one of this simulator's own limits, the widget and `why` say so, never a failure
/// that looks like WidgetKit's (docs/PROVIDERS.md, "Limits and failure reasons").
@Suite("The simulator's own limits, named as such")
struct SimulatorLimitTests {
  @Test(
    "a timeline over the entries limit fails as 'simulator limit' in the picture and 'a limit of this simulator' in why"
  )
  func entriesOverLimit() throws {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("limit.jsonl").path
    let (session, _) = try Session.open(path: path, start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    let host = StubHost()
    host.entries = Limits.entriesMax + 1
    session.providerHost = host
    var kind = Kind(name: "mine", families: [.systemSmall], dataKey: DataKeyTemplate("mine.json")!)
    kind.provider = true
    _ = try session.defineProviderKinds([kind])
    #expect(session.execute("add mine").error == nil)
    let why = session.execute("why w1").output
    #expect(
      why.contains("over this simulator's limit of 10000 (a limit of this simulator, not of WidgetKit)"), "\(why)")
    let picture = session.execute("show w1").output
    #expect(picture.contains("simulator limit"), "\(picture)")
  }

}

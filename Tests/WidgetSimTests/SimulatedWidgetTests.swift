import Foundation
import Testing
import WidgetJournal
import WidgetKit
import WidgetModel
import WidgetSim
import WidgetSimulator

/// A developer's provider, written as for iOS, run as a kind of the simulation: what it sees, what the journal keeps,
/// and what the plain replay makes of it.
@Suite("Simulated widgets", .serialized)
struct SimulatedWidgetTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  static func session(_ widgets: [SimulatedWidget], setting: [String] = []) throws -> (Session, SimulatedProviders) {
    let providers = try SimulatedProviders(widgets)
    let session = Session.inMemory(start: start)
    session.providerHost = providers
    _ = try session.defineProviderKinds(providers.kinds)
    // A generous deadline of real time: on a loaded machine even a quick provider can wait seconds for a processor.
    for line in ["set providerDeadline=1m"] + setting { #expect(session.execute(line).error == nil, "\(line)") }
    return (session, providers)
  }

  static let forecast = SimulatedWidget(
    kind: "forecast", families: [.systemSmall, .systemMedium], appGroup: ForecastProvider.appGroup,
    reads: "forecast.json", provider: ForecastProvider())

  @Test("the provider reads the app's file, sees the simulated clock (midnight-anchored entries) and its policy holds")
  func forecastRuns() throws {
    let hourly = (0..<24).map { String(10 + $0) }.joined(separator: ",")
    let (session, _) = try Self.session(
      [Self.forecast], setting: [#"data forecast.json {"city":"Paris","hourly":[\#(hourly)]}"#, "add forecast"])
    let widget = try #require(session.head.widgets["w1"])
    #expect(widget.timeline.entries == 24)
    #expect(widget.timeline.entryDate(0) == Instant(iso8601: "2026-03-01T00:00:00Z")!)
    let shown = session.head.display(widget)
    #expect(shown.status == .live)
    #expect(shown.content?["temperature"] == .int(18))
    #expect(shown.content?["city"] == .string("Paris"))
    #expect(widget.nextRefresh == Instant(iso8601: "2026-03-02T00:00:00Z")!)
    #expect(session.execute("why w1").output.contains("24 entries from 00:00 to 23:00"))
  }

  @Test("without the file the provider shows its placeholder and asks again in 15 minutes")
  func forecastWithoutData() throws {
    let (session, _) = try Self.session([Self.forecast], setting: ["add forecast"])
    let widget = try #require(session.head.widgets["w1"])
    #expect(widget.timeline.entries == 1)
    #expect(widget.nextRefresh == Self.start + .minutes(15))
    #expect(session.head.display(widget).content?["temperature"] == .null)
  }

  @Test("a day of it replays to the same digest from the journal alone, without the provider")
  func replaysWithoutProvider() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("simwidget-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("j.jsonl").path
    let providers = try SimulatedProviders([Self.forecast])
    let (session, _) = try Session.open(path: path, start: Self.start)
    session.providerHost = providers
    _ = try session.defineProviderKinds(providers.kinds)
    for line in [
      "set providerDeadline=1m", "add forecast", #"data forecast.json {"city":"Oslo","hourly":[1,2,3]}"#, "tick 2h",
      "reload forecast",
      "appgroup off", "tick 30h",
    ] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    let replay = try JournalReplay.replay(path: path)
    #expect(replay.error == nil)
    #expect(replay.state.digest == session.head.digest)
  }

  @Test("a provider that never calls its completion fails its build at the deadline and never hangs the session")
  func silentProvider() throws {
    let silent = SimulatedWidget(kind: "silent", provider: SilentProvider())
    let (session, _) = try Self.session([silent], setting: ["set providerDeadline=200ms", "add silent"])
    let widget = try #require(session.head.widgets["w1"])
    #expect(widget.failure?.providerReason != nil)
    #expect(session.head.display(widget).status == .placeholder)
    #expect(session.execute("why w1").output.contains("provider's build failed"))
  }

  @Test("a provider that reloads its own kind is recorded as doing so, and doctor names it")
  func reloadingProvider() throws {
    let loop = SimulatedWidget(kind: "loop", provider: ReloadingProvider())
    let (session, _) = try Self.session([loop], setting: ["add loop", "tick 1h"])
    let widget = try #require(session.head.widgets["w1"])
    #expect(widget.countedBuilds > 1)
    #expect(session.head.extensionReloadSeq["loop"] != nil)
    #expect(session.execute("doctor").output.contains("from inside the widget extension"))
  }
}

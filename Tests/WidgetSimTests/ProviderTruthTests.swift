import Foundation
import Testing
import WidgetJournal
import WidgetKit
import WidgetModel
import WidgetSim

/// What the simulator program says of a developer's provider, checked against what the provider did: the App Group
/// it saw, the gallery's snapshot, its placeholder, the picture of its entries and when a write reaches it.
@Suite("Provider kinds, told truthfully", .serialized)
struct ProviderTruthTests {
  static let start = SimulatedWidgetTests.start
  static let forecast = SimulatedWidgetTests.forecast
  static let hourly = #"data forecast.json {"city":"Paris","hourly":[10,11,12,13,14,15,16,17,18,19,20,21,22]}"#

  /// A session in memory with `widgets`, a generous deadline, and `lines` run.
  static func session(_ widgets: [SimulatedWidget], _ lines: [String]) throws -> Session {
    let session = try Session.simulating(widgets, start: start)
    for line in ["set providerDeadline=1m"] + lines {
      let outcome = session.execute(line)
      #expect(outcome.error == nil, "\(line): \(outcome.error ?? "")")
    }
    return session
  }

  @Test("why says the provider saw no container when the App Group was off at its build")
  func appGroupOffAtBuild() throws {
    let session = try Self.session(
      [Self.forecast], [Self.hourly, "add forecast", "appgroup off", "reload forecast", "tick 10m"])
    let why = session.execute("why w1").output
    #expect(!why.contains("held the app's write"), "\(why)")
    #expect(why.contains("When it ran, the App Group was unavailable"), "\(why)")
    #expect(why.contains("w1 (forecast, systemSmall) is placeholder"), "\(why)")
  }

  @Test("snapshot calls the provider's getSnapshot with isPreview, as the gallery does, and draws its entry")
  func snapshotCallsProvider() throws {
    let gallery = SimulatedWidget(kind: "gallery", provider: GalleryProvider())
    let session = try Self.session([gallery], ["add gallery"])
    let output = session.execute("snapshot gallery").output
    #expect(output.contains("Gallery"), "\(output)")
    #expect(!output.contains("Home"), "\(output)")
    #expect(
      output.contains("The gallery shows the entry getSnapshot(in:completion:) returned, dated 08:00"), "\(output)")
    #expect(output.contains("w1 shows entry 1 of the timeline getTimeline returned at 08:00; it is placeholder"))
  }

  @Test("an App Intent provider's snapshot(for:in:) gets the configuration given to snapshot")
  func intentSnapshot() throws {
    let session = try Self.session(
      [SimulatedWidgetTests.city], [#"data temperatures.json {"Rome":19,"Paris":12}"#])
    let output = session.execute("snapshot city city=Rome").output
    #expect(output.contains("The gallery shows the entry snapshot(for:in:) returned"), "\(output)")
    #expect(output.contains("19"), "\(output)")
  }

  @Test("a snapshot method that never completes ends at the deadline; the gallery shows the placeholder")
  func silentSnapshot() throws {
    let silent = SimulatedWidget(kind: "silent", provider: SilentProvider())
    let session = try Session.simulating([silent], start: Self.start)
    #expect(session.execute("set providerDeadline=1s").error == nil)
    let output = session.execute("snapshot silent").output
    #expect(
      output.contains("The gallery shows the placeholder: getSnapshot(in:completion:) gave no entry"), "\(output)")
    #expect(output.contains("within the deadline of 1s"), "\(output)")
  }

  @Test("a build that returned the provider's placeholder shows as a placeholder, and the journal keeps the mark")
  func placeholderStatus() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("truth-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("j.jsonl").path
    let (session, _) = try Session.simulating([Self.forecast], journal: path, start: Self.start)
    for line in ["set providerDeadline=1m", "add forecast"] { #expect(session.execute(line).error == nil) }
    let widget = try #require(session.head.widgets["w1"])
    #expect(session.head.display(widget).status == .placeholder)
    #expect(session.execute("why w1").output.contains("its provider returned its placeholder entry"))
    let replay = try JournalReplay.replay(path: path)
    #expect(replay.state.digest == session.head.digest)
    #expect(replay.state.display(replay.state.widgets["w1"]!).status == .placeholder)
    // With data, the provider's entries are the forecast: live.
    for line in [Self.hourly, "reload forecast", "tick 10m"] { #expect(session.execute(line).error == nil) }
    #expect(session.head.display(session.head.widgets["w1"]!).status == .live)
  }

  @Test("show writes an entry's dates as the picture's times, never broken mid-value, and does not call it static")
  func showsDates() throws {
    let stamped = SimulatedWidget(kind: "stamped", provider: StampedProvider())
    let session = try Self.session([stamped], ["add stamped small"])
    let picture = session.execute("show w1").output
    #expect(!picture.contains("static"), "\(picture)")
    #expect(picture.contains("provider"), "\(picture)")
    #expect(!picture.contains("2026-03-01T"), "\(picture)")
    #expect(picture.contains("date:  08:00"), "\(picture)")
    #expect(picture.contains("stamp: 03-02\u{00A0}06:30"), "\(picture)")
  }

  @Test("a write says when the provider can read it: at its next build by its policy, or only on a reload")
  func writeMessage() throws {
    let session = try Self.session([Self.forecast], [Self.hourly, "add forecast", "tick 10m"])
    let wrote = session.execute(Self.hourly).output
    #expect(!wrote.contains("until reloaded"), "\(wrote)")
    #expect(wrote.contains("whose provider can read it at its next build, at 03-02 00:00"), "\(wrote)")
    let stamped = try Self.session([SimulatedWidget(kind: "stamped", provider: StampedProvider())], ["add stamped"])
    let never = stamped.execute(#"data widget.json 1"#).output
    #expect(never.contains("whose provider runs again only when it is reloaded"), "\(never)")
    // A recipe shows the write at its next refresh; under never only after a reload.
    let recipes = try Self.session([], ["add weather", "add todo list=home"])
    let weather = recipes.execute("data weather:Beijing 20").output
    #expect(weather.contains("read by w1, which shows it at its next refresh, at 12:00, or sooner on a reload"))
    let todo = recipes.execute("data todo:home 1").output
    #expect(todo.contains("read by w2, which will not show it until reloaded"), "\(todo)")
  }
}

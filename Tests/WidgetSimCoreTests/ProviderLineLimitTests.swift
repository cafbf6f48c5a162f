import Foundation
import Testing
import WidgetModel
import WidgetSimCore

@testable import WidgetJournal

/// A stand-in for a developer's provider: one entry an hour, each build due an hour after the last, with `entries`
/// entries of relevance 1/3 when asked for (a timeline that alone takes more than a journal line). `onBuild` runs
/// before each build, told its number.
final class StubHost: ProviderHost {
  var calls = 0
  var entries = 1
  var onBuild: (Int) -> Void = { _ in }

  func build(_ request: ProviderRequest) -> ProvidedBuild {
    calls += 1
    onBuild(calls)
    let dates = (0..<entries).map { request.at + .minutes(Int64($0)) }
    let timeline = ProvidedEntries(
      dates: dates, contents: dates.map { _ in .null }, relevances: dates.map { _ in entries > 1 ? 1.0 / 3 : nil })
    return ProvidedBuild(
      widget: request.widget, at: request.at, output: .timeline(timeline, .after(request.at + .hours(1))))
  }
}

/// What the simulator's session records when a line cannot hold what a step built, or cannot be written at all.
@Suite("Provider lines at their limits")
struct ProviderLineLimitTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// A session on a new journal whose kind `mine` is built by `host`, with one widget added.
  static func session(host: StubHost) throws -> (Session, String) {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("p.jsonl").path
    let (session, _) = try Session.open(path: path, start: start)
    session.providerHost = host
    var kind = Kind(name: "mine", families: [.systemSmall], dataKey: DataKeyTemplate("mine.json")!)
    kind.provider = true
    _ = try session.defineProviderKinds([kind])
    #expect(session.execute("add mine").error == nil)
    return (session, path)
  }

  @Test("a tick whose line cannot be written part-way says how far it was recorded, and the session is there")
  func partialTickReported() throws {
    let host = StubHost()
    let (session, path) = try Self.session(host: host)
    host.onBuild = { call in
      // The seventh build (the sixth hour) finds the disk full: five hourly lines are written by then.
      guard call == 7, case .file(let writer, _) = session.journal.storage else { return }
      writer.bytesAcceptedBeforeFull = 0
    }
    let outcome = session.execute("tick 12h")
    let stopped = Self.start + .hours(5)
    #expect(session.head.now == stopped)
    let error = try #require(outcome.error)
    #expect(
      error.hasPrefix(
        "the clock stopped at \(stopped.iso8601), short of \((Self.start + .hours(12)).iso8601): 5 lines of it, up to \(stopped.iso8601), are recorded and the session is there; the next line could not be written: "
      ), "\(error)")
    #expect(error.hasSuffix("no space left on device"), "\(error)")
    #expect(outcome.output.hasPrefix("08:00 → 13:00"), "\(outcome.output)")
    #expect(try JournalReplay.replay(path: path).state.digest == session.head.digest)
  }

  @Test("one build whose output alone takes more than a line is recorded in part lines, and the tick passes")
  func oversizeBuildInParts() throws {
    let host = StubHost()
    let (session, path) = try Self.session(host: host)
    host.entries = 1_000
    let outcome = session.execute("tick 90m")
    #expect(outcome.error == nil, "\(outcome.error ?? "")")
    #expect(session.head.now == Self.start + .minutes(90))
    let widget = try #require(session.head.widgets["w1"])
    #expect(widget.failure == nil && widget.timeline.entries == 1_000)
    #expect(host.calls == 2, "the provider ran once for the build")
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.contains { $0.contains(#","part":2,"#) })
    #expect(try JournalReplay.replay(path: path).state.digest == session.head.digest)
  }
}

import Foundation
import Testing
import WidgetModel

@testable import WidgetJournal

/// A journal that records its providers' outputs, read by verify and replay: a line that lost the outputs of its
/// builds, and a recorded reload of a name no kind can have, stop both at that line with the reason.
@Suite("Journals that lost provider outputs")
struct LostOutputsTests {
  static let start = ProvidedLineTests.start

  /// A build of `w1` at `at` with one entry and policy never, asking for `reloads`.
  static func build(at: Instant, reloads: [ReloadTarget] = []) -> ProvidedBuild {
    let entries = ProvidedEntries(dates: [at], contents: [.object([("t", .int(21))])], relevances: [nil])
    return ProvidedBuild(widget: "w1", at: at, output: .timeline(entries, .never), reloads: reloads)
  }

  /// The journal's lines: the provider kind, `w1` added with its output, a reload its minimum interval defers, and a
  /// tick past it whose build's output is `tickBuilds` (none: the line lost it).
  static func lines(tickBuilds: [ProvidedBuild]?, addReloads: [ReloadTarget] = []) -> [String] {
    let tick = Action.clockTicked(to: start + .minutes(10))
    return [
      JournalHeader(start: start).line, ActionCodec.encode(.kindDefined(ProvidedLineTests.kind), seq: 1),
      ActionCodec.encode(
        .withBuilds(ProvidedLineTests.add, [build(at: start, reloads: addReloads)]), seq: 2),
      ActionCodec.encode(.reloadRequested(.kind("mine")), seq: 3),
      ActionCodec.encode(tickBuilds.map { .withBuilds(tick, $0) } ?? tick, seq: 4),
    ]
  }

  /// Writes `lines` as a journal in a new folder; returns its path.
  static func write(_ lines: [String], _ name: String) throws -> String {
    let path = try TestSupport.temporaryFolder(name) + "/j.jsonl"
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test("with every output recorded, the journal verifies and replays clean")
  func complete() throws {
    let path = try Self.write(Self.lines(tickBuilds: [Self.build(at: Self.start + .minutes(5))]), "lost-complete")
    #expect(try JournalVerifier.verify(path: path).isClean)
    let outcome = try JournalReplay.replay(path: path)
    #expect(outcome.error == nil && outcome.state.seq == 4)
  }

  @Test("a tick line that lost its build's output stops verify, replay and the pipelined replay at its line")
  func lostOutputStops() throws {
    let path = try Self.write(Self.lines(tickBuilds: nil), "lost-output")
    let expected =
      "line 5 (seq 4): invalid action: the provider outputs recorded with this action do not fit its builds: it records none, but replaying it built w1 at 2026-03-01T08:05:00Z; the journal has recorded every provider build's output since seq 2, so this line's were lost"
    let report = try JournalVerifier.verify(path: path)
    #expect(report.problems.map { "\($0)" } == [expected])
    for outcome in [try JournalReplay.replay(path: path), try JournalReplay.replayPipelined(path: path)] {
      #expect(outcome.state.seq == 3)
      #expect(outcome.error.map { "\($0)" } == expected)
    }
  }

  @Test(
    "a recorded reload of a name no kind can have stops verify and replay at its line, the name shown escaped",
    arguments: [("", "''"), ("\u{0}", "'\\u0000'"), ("a\u{1B}b", "'a\\u001bb'")])
  func recordedReloadNameChecked(_ name: String, _ shown: String) throws {
    let lines = Self.lines(tickBuilds: [Self.build(at: Self.start + .minutes(5))], addReloads: [.kind(name)])
    let path = try Self.write(lines, "lost-reload-name")
    let expected =
      "line 3 (seq 2): invalid action: w1's recorded reloads: \(shown) is not all or a kind name (an ASCII letter first, then letters, digits, '_', '-', '.' and ':'; at most 200 bytes)"
    #expect(try JournalVerifier.verify(path: path).problems.map { "\($0)" } == [expected])
    let outcome = try JournalReplay.replay(path: path)
    #expect(outcome.state.seq == 1 && outcome.error.map { "\($0)" } == expected)
  }
}

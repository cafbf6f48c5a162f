import Foundation
import Testing
import WidgetModel

@testable import WidgetJournal

/// Lines whose builds go on in the next line (`"more":true` on the last build, docs/JOURNAL.md, "Provider
/// outputs"): the action stops after that build, and the next line goes on with what is still due.
@Suite("Builds that go on in the next line")
struct SpanningLineTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!
  static let nine = start + .hours(1)

  /// A build of `widget` at `at`: one entry, due again an hour later.
  static func build(_ widget: String, at: Instant, more: Bool = false) -> ProvidedBuild {
    let entries = ProvidedEntries(dates: [at], contents: [.int(1)], relevances: [nil])
    return ProvidedBuild(widget: widget, at: at, output: .timeline(entries, .after(at + .hours(1))), more: more)
  }

  /// A journal defining the provider kind `mine` with widgets w1 and w2 added at 08:00, then `lines`.
  static func journal(_ lines: [Action]) -> String {
    var kind = Kind(name: "mine", families: [.systemSmall], dataKey: DataKeyTemplate("mine.json")!)
    kind.provider = true
    let actions: [Action] = [
      .kindDefined(kind),
      .withBuilds(.widgetAdded(id: "w1", kind: "mine", family: .systemSmall, config: [:]), [build("w1", at: start)]),
      .withBuilds(.widgetAdded(id: "w2", kind: "mine", family: .systemSmall, config: [:]), [build("w2", at: start)]),
    ]
    let encoded = (actions + lines).enumerated().map { ActionCodec.encode($1, seq: $0 + 1) }
    return ([JournalHeader(start: start).line] + encoded).joined(separator: "\n") + "\n"
  }

  @Test("a tick that stops after w1's build and a tick to the same instant with w2's replay to both built at 9:00")
  func stopsAndGoesOn() throws {
    let text = Self.journal([
      .withBuilds(.clockTicked(to: Self.nine), [Self.build("w1", at: Self.nine, more: true)]),
      .withBuilds(.clockTicked(to: Self.nine), [Self.build("w2", at: Self.nine)]),
    ])
    #expect(text.contains(#""more":true}],"crc""#))
    let replay = try JournalReplay.replay(text: text)
    #expect(replay.error == nil, "\(replay.error.map(String.init(describing:)) ?? "")")
    #expect(replay.state.widgets["w1"]?.timeline.builtSeq == 4)
    #expect(replay.state.widgets["w2"]?.timeline.builtSeq == 5)
    #expect(replay.state.nextScheduledBuild == Self.nine + .hours(1))
    let stopping = Action.withBuilds(.clockTicked(to: Self.nine), [Self.build("w1", at: Self.nine, more: true)])
    #expect(try ActionCodec.decode(ActionCodec.encode(stopping, seq: 4), lineNumber: 5).action == stopping)
  }

  @Test(
    "a line whose builds run short without \"more\", or with it misplaced, stops the replay at that line",
    arguments: [
      ([build("w1", at: nine)], "it records 1 provider builds but"),
      ([build("w1", at: nine, more: true), build("w2", at: nine)], "build 1 of 2 (w1's) has \"more\""),
    ])
  func misplacedMore(builds: [ProvidedBuild], words: String) throws {
    let replay = try JournalReplay.replay(text: Self.journal([.withBuilds(.clockTicked(to: Self.nine), builds)]))
    let error = try #require(replay.error)
    #expect(error.line == 5, "\(error)")
    #expect("\(error)".contains(words) || "\(error)".contains("built w2 at"), "\(error)")
    #expect(replay.state.seq == 3)
  }

  @Test("a line that stops at an instant the action does not end at is refused")
  func stopBeforeEnd() throws {
    let tick = Action.withBuilds(.clockTicked(to: Self.nine + .hours(1)), [Self.build("w1", at: Self.nine, more: true)])
    let error = try #require(try JournalReplay.replay(text: Self.journal([tick])).error)
    #expect("\(error)".contains("but the action ends at 2026-03-01T10:00:00Z"), "\(error)")
  }

  @Test("\"more\" must be a boolean")
  func moreIsBoolean() throws {
    let line = ActionCodec.encode(
      .withBuilds(.clockTicked(to: Self.nine), [Self.build("w1", at: Self.nine, more: true)]), seq: 4)
    let bad = LineVariants.withoutChecksum(line).replacingOccurrences(of: #""more":true"#, with: #""more":"yes""#)
    #expect(throws: JournalError.self) { try ActionCodec.decode(bad, lineNumber: 5) }
    let text = Self.journal([]) + bad + "\n"
    #expect("\(try #require(try JournalReplay.replay(text: text).error))".contains(#""more" must be true or false"#))
  }
}

import Foundation
import Testing
import WidgetModel

@testable import WidgetJournal

/// Journal lines that carry the outputs of developers' own providers (`"builds"`) and kinds whose timelines come from
/// them (`"provider":true`): written and read back exactly, refused with a reason when malformed, and a line whose
/// outputs do not fit its builds stops a replay at that line.
@Suite("Journal lines with provider outputs")
struct ProvidedLineTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  static let kind: Kind = {
    var kind = Kind(name: "mine", families: [.systemSmall], dataKey: DataKeyTemplate("weather.json")!)
    kind.provider = true
    return kind
  }()

  static let entries = ProvidedEntries(
    dates: [start, start + .hours(1)], contents: [.object([("t", .int(21))]), .string("é\"\n")],
    relevances: [0.25, nil])

  static let add = Action.widgetAdded(id: "w1", kind: "mine", family: .systemSmall, config: [:])

  static let actions: [Action] = [
    .kindDefined(kind),
    .withBuilds(add, [ProvidedBuild(widget: "w1", at: start, output: .timeline(entries, .atEnd))]),
    .withBuilds(
      .clockTicked(to: start + .hours(2)),
      [
        ProvidedBuild(
          widget: "w1", at: start + .hours(1), output: .timeline(entries, .after(start + .hours(3))),
          reloads: [.kind("mine"), .all]),
        ProvidedBuild(widget: "w2", at: start + .hours(2), output: .failed("it threw: URLError(-1001)")),
      ]),
  ]

  @Test("every shape is written and read back as itself", arguments: actions.indices)
  func roundTrip(_ index: Int) throws {
    let line = ActionCodec.encode(Self.actions[index], seq: 7)
    let decoded = try ActionCodec.decode(line, lineNumber: 3)
    #expect(decoded.action == Self.actions[index])
    #expect(decoded.seq == 7)
    #expect(ActionCodec.encode(decoded.action, seq: 7) == line)
  }

  @Test("a build's output is written in a fixed, readable shape")
  func shape() {
    let line = ActionCodec.encode(Self.actions[2], seq: 4)
    #expect(
      line.hasPrefix(
        #"{"seq":4,"action":"tick","to":"2026-03-01T10:00:00Z","builds":[{"widget":"w1","at":"2026-03-01T09:00:00Z","entries":[{"date":"2026-03-01T08:00:00Z","content":{"t":21},"relevance":0.25},"#
      ))
    #expect(line.contains(#""policy":"after:2026-03-01T11:00:00Z","reloads":["mine","all"]}"#))
    #expect(line.contains(#"{"widget":"w2","at":"2026-03-01T10:00:00Z","failed":"it threw: URLError(-1001)"}"#))
    #expect(ActionCodec.encode(.kindDefined(Self.kind), seq: 1).contains(#","provider":true,"crc""#))
  }

  @Test(
    "malformed outputs are refused, saying what is wrong",
    arguments: [
      (#""builds":{}"#, "non-empty array"),
      (#""builds":[]"#, "non-empty array"),
      (
        #""builds":[{"widget":"w1","at":"2026-03-01T08:00:00Z","entries":[],"policy":"atEnd","extra":1}]"#,
        "unknown member \"extra\""
      ),
      (#""builds":[{"widget":"w1","at":"yesterday","failed":"x"}]"#, "\"at\""),
      (#""builds":[{"widget":"w1","at":"2026-03-01T08:00:00Z","failed":"x","policy":"atEnd"}]"#, "without \"entries\""),
      (#""builds":[{"widget":"w1","at":"2026-03-01T08:00:00Z","entries":[],"policy":"soon"}]"#, "\"policy\""),
      (#""builds":[{"widget":"w1","at":"2026-03-01T08:00:00Z","entries":[{"date":1}],"policy":"atEnd"}]"#, "\"date\""),
      (
        #""builds":[{"widget":"w1","at":"2026-03-01T08:00:00Z","entries":[{"date":"2026-03-01T08:00:00Z","relevance":"high"}],"policy":"atEnd"}]"#,
        "\"relevance\""
      ),
    ])
  func malformed(_ member: String, _ reason: String) {
    let line = LineVariants.withChecksum(#"{"seq":2,"action":"tick","to":"2026-03-01T09:00:00Z","# + member + "}")
    #expect {
      _ = try ActionCodec.decode(line, lineNumber: 5)
    } throws: { error in
      guard case .malformed(5, let text) = error as? JournalError else { return false }
      return text.contains(reason)
    }
  }

  @Test("a line whose outputs do not fit its builds stops the replay there, with the state before it")
  func mismatchStopsReplay() throws {
    let folder = try TestSupport.temporaryFolder("provided-mismatch")
    let path = folder + "/j.jsonl"
    var wrong = Self.actions[1]
    if case .withBuilds(let base, var builds) = wrong {
      builds[0].widget = "w7"
      wrong = .withBuilds(base, builds)
    }
    let lines = [
      JournalHeader(start: Self.start).line, ActionCodec.encode(Self.actions[0], seq: 1),
      ActionCodec.encode(wrong, seq: 2),
    ]
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let outcome = try JournalReplay.replay(path: path)
    #expect(outcome.state.seq == 1)
    guard case .invalid(3, 2, .providedMismatch(let text))? = outcome.error else {
      Issue.record("expected a mismatch at line 3, got \(String(describing: outcome.error))")
      return
    }
    #expect(text.contains("w1") && text.contains("w7"))
    #expect("\(outcome.error!)".contains("do not fit"))
  }

  @Test("a journal with provider outputs replays to the state the live session reached")
  func replaysAsRecorded() throws {
    let folder = try TestSupport.temporaryFolder("provided-replay")
    let path = folder + "/j.jsonl"
    var live = SimState(start: Self.start)
    var lines = [JournalHeader(start: Self.start).line]
    for action in Self.actions.prefix(2) {
      live.apply(action)
      lines.append(ActionCodec.encode(action, seq: live.seq))
    }
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let outcome = try JournalReplay.replay(path: path)
    #expect(outcome.error == nil)
    #expect(outcome.state.digest == live.digest)
    #expect(outcome.state.display(outcome.state.widgets["w1"]!).content == .object([("t", .int(21))]))
  }
}

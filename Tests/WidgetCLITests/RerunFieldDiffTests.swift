import Testing
import WidgetModel

@testable import WidgetCLI

/// `--rerun-providers` names the fields of a build that changed, not two outputs of kilobytes.
@Suite("Rerun field differences")
struct RerunFieldDiffTests {
  static let start = Instant(ms: 1_772_352_000_000)  // 2026-03-01T08:00:00Z

  static func build(
    _ contents: [String], dates: [Int] = [], policy: ProvidedPolicy = .atEnd, relevances: [Double?]? = nil,
    placeholders: [Int] = [], reloads: [ReloadTarget] = []
  ) throws -> ProvidedBuild {
    let values = try contents.map { try JSONValue(parsing: $0) }
    let minutes = dates.isEmpty ? Array(0..<contents.count).map { $0 * 60 } : dates
    let entries = ProvidedEntries(
      dates: minutes.map { start + .minutes(Int64($0)) }, contents: values,
      relevances: relevances ?? Array(repeating: nil, count: values.count), placeholders: placeholders)
    return ProvidedBuild(widget: "w1", at: start, output: .timeline(entries, policy), reloads: reloads)
  }

  @Test("a changed leaf deep in an entry's content is named by its path, with both values")
  func leafPath() throws {
    let then = try Self.build([#"{"board":{"departures":[{"line":"4","minutes":4},{"line":"7","minutes":9}]}}"#])
    let now = try Self.build([#"{"board":{"departures":[{"line":"4","minutes":5},{"line":"7","minutes":9}]}}"#])
    #expect(
      RerunProviders.fieldDifferences(then, now) == ["entry 1 .board.departures[0].minutes: then 4; now 5"])
  }

  @Test("keys on one side read absent, arrays of other lengths give both counts, and odd keys are quoted")
  func shapes() throws {
    let then = try Self.build([#"{"a":1,"list":[1,2,3],"odd key":true}"#])
    let now = try Self.build([#"{"list":[1,2],"b":"x","odd key":false}"#])
    #expect(
      RerunProviders.fieldDifferences(then, now) == [
        "entry 1 .a: then 1; now absent",
        "entry 1 .list: then 3 items; now 2 items",
        "entry 1 [«odd key»]: then true; now false",
        "entry 1 .b: then absent; now \"x\"",
      ])
  }

  @Test("the policy, the entry count, dates, relevance and reloads each get their line")
  func timelineFields() throws {
    let then = try Self.build(
      [#"{"t":1}"#, #"{"t":2}"#], dates: [0, 60], policy: .after(Self.start + .minutes(30)),
      relevances: [nil, 0.5])
    let now = try Self.build(
      [#"{"t":1}"#, #"{"t":2}"#, #"{"t":3}"#], dates: [0, 90, 120], policy: .atEnd, relevances: [nil, 1, nil],
      reloads: [.all])
    #expect(
      RerunProviders.fieldDifferences(then, now) == [
        "policy: then after:2026-03-01T08:30:00Z; now atEnd",
        "entries: then 2; now 3 (entry 3 only now, from 2026-03-01T10:00:00Z)",
        "entry 2 date: then 2026-03-01T09:00:00Z; now 2026-03-01T09:30:00Z",
        "entry 2 relevance: then 0.5; now 1.0",
        "reloads asked for: then none; now all",
      ])
  }

  @Test("an entry that became the placeholder says so; a recording without marks is forgiven")
  func placeholderMarks() throws {
    let marked = try Self.build([#"{"t":1}"#, #"{"t":2}"#], placeholders: [1])
    let data = try Self.build([#"{"t":1}"#, #"{"t":2}"#], placeholders: [0])
    #expect(
      RerunProviders.fieldDifferences(marked, data) == [
        "entry 1: then data; now the placeholder", "entry 2: then the placeholder; now data",
      ])
    let unmarked = try Self.build([#"{"t":1}"#, #"{"t":2}"#])
    #expect(RerunProviders.fieldDifferences(unmarked, data).isEmpty)
  }

  @Test("two failures give their reasons; a failure against a timeline is left to the outcome words")
  func failures() throws {
    let crashed = ProvidedBuild(widget: "w1", at: Self.start, output: .failed("crashed: Fatal error: x"))
    let late = ProvidedBuild(widget: "w1", at: Self.start, output: .failed("did not complete within 5s"))
    #expect(
      RerunProviders.fieldDifferences(crashed, late) == [
        "reason: then «crashed: Fatal error: x»; now «did not complete within 5s»"
      ])
    #expect(RerunProviders.fieldDifferences(crashed, try Self.build(["1"])).isEmpty)
  }

  @Test("long values are cut, and past the line limit the rest are counted with a pointer to --full")
  func bounded() throws {
    let long = String(repeating: "x", count: 500)
    let then = try Self.build([#"{"s":"\#(long)"}"#] + (1...20).map { #"{"n":\#($0)}"# })
    let now = try Self.build([#"{"s":"y"}"#] + (1...20).map { #"{"n":\#($0 + 1)}"# })
    let lines = RerunProviders.fieldLines(RerunProviders.fieldDifferences(then, now))
    #expect(lines.count == RerunProviders.fieldLinesMax + 1)
    #expect(lines[0].count < 100 && lines[0].contains("…"), "\(lines[0])")
    #expect(lines.last == "… and 9 more differences (--full prints both outputs)")
  }
}

import Foundation
import PropertyTesting
import Testing
import WidgetModel

@testable import WidgetJournal

/// The journal lines of the provider's fetch (docs/JOURNAL.md, §2 and §3): `net` lines, the new members of `define`,
/// the new header settings; and the old lines, which must read and write exactly as before.
@Suite("Journal lines of the provider's fetch")
struct ProviderLineTests {
  /// A line without its checksum member, to compare its text.
  static func body(_ line: String) -> String { LineVariants.withoutChecksum(line) }

  /// A kind with every fetch field away from its default.
  static let forecast: Kind = {
    var kind = Kind(
      name: "forecast", families: [.systemSmall], entries: 3, every: .hours(1), policy: .after(.minutes(30)),
      dataKey: DataKeyTemplate("forecast:{city}")!, ttl: .hours(1))
    kind.params = [ParamSpec(name: "city", type: .string, defaultValue: .string("Paris"))]
    kind.fetch = .network
    kind.timeout = .seconds(2)
    kind.cachedPolicy = .after(.minutes(10))
    kind.fallbackPolicy = .after(.minutes(5))
    kind.expired = .fallback
    kind.series = true
    return kind
  }()

  @Test(
    "each new line shape is written exactly so",
    arguments: [
      (Action.networkChanged(.online(false)), #"{"seq":9,"action":"net","online":false}"#),
      (Action.networkChanged(.online(true)), #"{"seq":9,"action":"net","online":true}"#),
      (
        Action.networkChanged(
          .rule(key: "weather:Beijing", .answer(.object([("t", .int(21))]), took: NetworkChange.defaultTook, seq: 0))),
        #"{"seq":9,"action":"net","key":"weather:Beijing","answer":{"t":21},"took":"500ms"}"#
      ),
      (
        Action.networkChanged(.rule(key: "k", .answer(.string("timeout"), took: .seconds(4), seq: 0))),
        #"{"seq":9,"action":"net","key":"k","answer":"timeout","took":"4s"}"#
      ),
      (Action.networkChanged(.rule(key: "k", .timeout)), #"{"seq":9,"action":"net","key":"k","fails":"timeout"}"#),
      (Action.networkChanged(.rule(key: "k", .error)), #"{"seq":9,"action":"net","key":"k","fails":"error"}"#),
      (
        Action.settingChanged(.providerDeadline(.seconds(2))),
        #"{"seq":9,"action":"set","name":"providerDeadline","value":"2s"}"#
      ),
      (
        Action.settingChanged(.retryAfter(.minutes(15))), #"{"seq":9,"action":"set","name":"retryAfter","value":"15m"}"#
      ),
      (
        Action.kindDefined(Self.forecast),
        #"{"seq":9,"action":"define","name":"forecast","display":"forecast","families":["systemSmall"],"#
          + #""params":[{"name":"city","type":"string","default":"Paris"}],"entries":3,"every":"1h","#
          + #""policy":"after:30m","data":"forecast:{city}","appgroup":true,"ttl":"1h","fallback":"placeholder","#
          + #""fetch":"network","timeout":"2s","cachedPolicy":"after:10m","fallbackPolicy":"after:5m","#
          + #""expired":"fallback","series":true}"#
      ),
    ])
  func lineShapes(action: Action, text: String) throws {
    let line = ActionCodec.encode(action, seq: 9)
    #expect(Self.body(line) == text)
    #expect(try ActionCodec.decode(line, lineNumber: 3) == ActionCodec.Line(seq: 9, action: action, hadChecksum: true))
    #expect(try ActionCodec.decode(text, lineNumber: 3).action == action)
  }

  @Test("a net answer without took, as a person may write it, takes the default")
  func answerWithoutTook() throws {
    #expect(
      try ActionCodec.decode(#"{"seq":2,"action":"net","key":"k","answer":[1,2]}"#, lineNumber: 3).action
        == .networkChanged(.rule(key: "k", .answer(.array([.int(1), .int(2)]), took: TimeSpan(ms: 500), seq: 0))))
  }

  @Test("a define line carries each fetch field alone only when it differs from its default, and reads back")
  func defineFieldsAlone() throws {
    let plain = Kind(name: "k", families: [.systemSmall], dataKey: DataKeyTemplate("k")!)
    let edits: [(String, (inout Kind) -> Void)] = [
      (#","fetch":"network""#, { $0.fetch = .network }),
      (#","timeout":"2s500ms""#, { $0.timeout = TimeSpan(ms: 2500) }),
      (#","cachedPolicy":"never""#, { $0.cachedPolicy = .never }),
      (#","fallbackPolicy":"atEnd""#, { $0.fallbackPolicy = .atEnd }),
      (#","expired":"fallback""#, { $0.expired = .fallback }), (#","series":true"#, { $0.series = true }),
    ]
    let plainLine = Self.body(ActionCodec.encode(.kindDefined(plain), seq: 1))
    for (member, edit) in edits {
      var kind = plain
      edit(&kind)
      let line = ActionCodec.encode(.kindDefined(kind), seq: 1)
      #expect(Self.body(line) == String(plainLine.dropLast()) + member + "}")
      #expect(try ActionCodec.decode(line, lineNumber: 2).action == .kindDefined(kind))
    }
    // A kind at its defaults, written out in full by hand, reads as the kind without them.
    let spelled =
      String(plainLine.dropLast())
      + #","fetch":"none","timeout":"3s","expired":"show","series":false}"#
    #expect(try ActionCodec.decode(spelled, lineNumber: 2).action == .kindDefined(plain))
  }

  @Test("a header writes providerDeadline and retryAfter only when they are not the defaults, and reads them back")
  func headerSettings() throws {
    let start = Instant(iso8601: "2026-03-01T08:00:00Z")!
    let plain = JournalHeader(start: start)
    #expect(
      Self.body(plain.line)
        == #"{"format":"widgetsim-journal","version":1,"start":"2026-03-01T08:00:00Z","#
        + #""settings":{"budget":40,"minInterval":"5m","latency":"0s","configureCounts":false}}"#)
    var settings = Settings()
    settings.providerDeadline = .seconds(2)
    settings.retryAfter = .minutes(30)
    let header = JournalHeader(start: start, settings: settings)
    #expect(
      Self.body(header.line)
        == #"{"format":"widgetsim-journal","version":1,"start":"2026-03-01T08:00:00Z","#
        + #""settings":{"budget":40,"minInterval":"5m","latency":"0s","configureCounts":false,"#
        + #""providerDeadline":"2s","retryAfter":"30m"}}"#)
    #expect(try JournalHeader.parse(header.line) == header && JournalHeader.parse(header.line).line == header.line)
    settings.retryAfter = Settings().retryAfter
    #expect(!JournalHeader(start: start, settings: settings).line.contains("retryAfter"))
  }

  @Test(
    "a header with a provider setting out of its range is refused, naming the setting and the range",
    arguments: [
      (#""providerDeadline":"0s""#, "settings: providerDeadline: '0s' is not a duration from 1ms to 1h"),
      (#""providerDeadline":"1h1ms""#, "settings: providerDeadline: '1h1ms' is not a duration from 1ms to 1h"),
      (#""retryAfter":"999ms""#, "settings: retryAfter: '999ms' is not a duration from 1s to 365d"),
      (#""retryAfter":5"#, #"settings: "retryAfter" must be a duration such as "5m""#),
    ])
  func headerSettingRefused(member: String, reason: String) {
    let line = #"{"format":"widgetsim-journal","version":1,"start":"2026-03-01T08:00:00Z","settings":{"# + member + "}}"
    #expect(throws: JournalError.badHeader(line: 1, reason: reason)) { try JournalHeader.parse(line) }
  }

  @Test(
    "a malformed net line is refused with its line number and what is wrong",
    arguments: [
      (#""key":"k","answer":1,"fails":"error""#, #"a net line has "online", or "key" with either "answer" or "fails""#),
      (#""key":"k""#, #"a net line has "online", or "key" with either "answer" or "fails""#),
      (#""key":"k","fails":"timeout","took":"1s""#, #""took" goes with "answer", not with "fails""#),
      (#""answer":1"#, #""key" must be a string"#), (#""key":7,"answer":1"#, #""key" must be a string"#),
      (#""online":"yes""#, #""online" must be true or false, alone"#),
      (#""online":true,"key":"k""#, #""online" must be true or false, alone"#),
      (#""online":false,"took":"1s""#, #""online" must be true or false, alone"#),
      (#""key":"k","fails":"slow""#, #""fails" must be timeout or error"#),
      (#""key":"k","fails":true"#, #""fails" must be timeout or error"#),
      (#""key":"k","answer":1,"took":"fast""#, #""took" must be a duration such as "5m""#),
      (
        #""key":"k","answr":1"#,
        #"net: unknown member "answr"; did you mean "answer"? (its members: online, key, answer, took, fails, url, body, status, headers, error)"#
      ),
    ])
  func malformedNetLines(members: String, reason: String) {
    let line = #"{"seq":4,"action":"net","# + members + "}"
    let reason = reason.hasPrefix("net: ") ? reason : "net: " + reason
    #expect(throws: JournalError.malformed(line: 12, reason: reason)) { try ActionCodec.decode(line, lineNumber: 12) }
    #expect((try? ActionCodec.decode(line, lineNumber: 12)) == nil)
  }

  @Test(
    "a malformed optional field of a define line is refused with what it must be",
    arguments: [
      (#""fetch":"yes""#, #""fetch" must be network or none"#),
      (#""timeout":"soon""#, #""timeout" must be a duration such as "5m""#),
      (#""cachedPolicy":"sometimes""#, #""cachedPolicy" must be atEnd, after:DURATION or never"#),
      (#""fallbackPolicy":5"#, #""fallbackPolicy" must be atEnd, after:DURATION or never"#),
      (#""expired":"hide""#, #""expired" must be show or fallback"#),
      (#""series":"yes""#, #""series" must be true or false"#),
      (#""appgroup":"no""#, #""appgroup" must be true or false"#), (#""display":7"#, #""display" must be a string"#),
    ])
  func malformedDefineFields(member: String, reason: String) {
    let line =
      #"{"seq":2,"action":"define","name":"k","families":["systemSmall"],"entries":1,"every":"1h","#
      + #""policy":"atEnd","data":"k","# + member + "}"
    #expect(throws: JournalError.malformed(line: 5, reason: "define: " + reason)) {
      try ActionCodec.decode(line, lineNumber: 5)
    }
  }

  @Test("a net line that is well formed but invalid stops the replay at its line, and nothing after it is applied")
  func invalidNetLineStopsReplay() throws {
    let folder = try TestSupport.temporaryFolder("net-invalid")
    let path = folder + "/j.jsonl"
    let actions: [Action] = [
      .networkChanged(.rule(key: "k", .answer(.int(1), took: .seconds(1), seq: 0))),
      .networkChanged(.rule(key: "k", .answer(.int(2), took: .hours(2), seq: 0))),
      .networkChanged(.rule(key: "k", .error)),
    ]
    _ = try JournalWriter.create(
      path: path, header: JournalHeader(start: Instant(iso8601: "2026-03-01T08:00:00Z")!),
      lines: actions.enumerated().map { ActionCodec.encode($1, seq: $0 + 1) })
    let outcome = try JournalReplay.replay(path: path)
    #expect(
      outcome.error
        == .invalid(
          line: 3, seq: 2, error: .invalidValue(what: "took", value: "2h", expected: "a duration up to 1h")))
    #expect(outcome.state.seq == 1 && outcome.state.network.rules["k"] == .answer(.int(1), took: .seconds(1), seq: 1))
  }

  @Test("every recorded journal reads and writes back byte for byte, header and actions")
  func recordedJournalsReencode() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("journals")
    let paths = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".jsonl") }.sorted()
    #expect(paths.count >= 10, "\(root.path) holds \(paths)")
    // The extension's observations beside the sample device trace are its recorder's file, not a journal.
    for path in paths where !path.hasSuffix("/widgetsim-extension.jsonl") {
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      #expect(lines.last == "", "\(path) ends with a newline")
      lines.removeLast()
      let header = try JournalHeader.parse(lines[0])
      #expect(Self.rewritten(header.line, like: lines[0]) == lines[0], "\(path): header")
      for (index, line) in lines.enumerated().dropFirst() {
        // A v2 journal's observation lines (journals/device-trace) write back as they were read, too.
        if Array(line.utf8).withUnsafeBufferPointer({ Observation.isLine($0, version: header.version) }) {
          let observation = try Array(line.utf8).withUnsafeBufferPointer { (bytes) throws(JournalError) in
            try Observation.decode(bytes, lineNumber: index + 1)
          }
          #expect(observation.line == line, "\(path): line \(index + 1)")
          continue
        }
        let decoded = try ActionCodec.decode(line, lineNumber: index + 1)
        let written = ActionCodec.encode(decoded.action, seq: decoded.seq)
        #expect(Self.rewritten(written, like: line) == line, "\(path): line \(index + 1)")
      }
    }
  }

  /// A line as written (with its checksum), without the checksum when the original line has none.
  static func rewritten(_ written: String, like original: String) -> String {
    original.contains(#","crc":""#) ? written : Self.body(written)
  }

  @Test("provider lines in random spellings: fast path, generic path and Foundation decode the same actions")
  func differential() {
    let seed = TestSupport.seed(0xF37C)
    var random = SplitMix64(seed: seed)
    var fastHits = 0
    for round in 0..<2_000 {
      let encoded = ActionCodec.encode(ProviderActions.next(&random), seq: round + 1)
      for line in LineVariants.all(encoded, seq: round + 1, &random) {
        let verdict = LineVerdict(line)
        #expect(verdict.agrees, "seed \(seed) round \(round): \(line.debugDescription)\n\(verdict.detail)")
        if verdict.fastDecoded { fastHits += 1 }
      }
      // The canonical line always decodes.
      #expect(LineVerdict(encoded).succeeded, "seed \(seed) round \(round): \(encoded)")
    }
    // `set` lines go the fast way; `net` and `define` lines the generic one.
    #expect(fastHits > 0)
  }
}

/// Random actions of the provider's fetch for the differential test: `net` lines of every shape, `define` lines with
/// random fetch fields, and `set` lines of the provider's settings.
enum ProviderActions {
  /// Keys in the spellings a decoder must handle: plain, non-ASCII, and with characters JSON escapes.
  static let keys = ["k", "weather:Beijing", "Einkäufe", "quote\"d", "back\\slash", "tab\there", "中文:é"]
  /// Spans a journal may hold, some at the edges of the limits.
  static let spans: [TimeSpan] = [
    .zero, TimeSpan(ms: 1), NetworkChange.defaultTook, .seconds(3), TimeSpan(ms: 3001), .hours(1),
  ]

  static func next(_ random: inout SplitMix64) -> Action {
    switch random.below(7) {
    case 0: return .networkChanged(.online(random.below(2) == 0))
    case 1, 2:
      let value = JSONGenerator.value(&random, depth: 1)
      return .networkChanged(.rule(key: random.pick(keys), .answer(value, took: random.pick(spans), seq: 0)))
    case 3: return .networkChanged(.rule(key: random.pick(keys), random.below(2) == 0 ? .timeout : .error))
    case 4, 5: return .kindDefined(kind(&random))
    default:
      let span = random.pick(spans)
      return .settingChanged(random.below(2) == 0 ? .providerDeadline(span) : .retryAfter(span))
    }
  }

  /// A kind with a random choice of fetch fields.
  static func kind(_ random: inout SplitMix64) -> Kind {
    let policies: [ReloadPolicy] = [.atEnd, .never, .after(.minutes(5)), .after(TimeSpan(ms: 90_500))]
    var kind = Kind(
      name: "k\(random.below(100))", families: [.systemSmall], entries: 1 + random.below(5),
      policy: random.pick(policies), dataKey: DataKeyTemplate(random.pick(["k", "w:x", "Einkäufe"]))!,
      appGroup: random.below(2) == 0)
    if random.below(2) == 0 { kind.fetch = .network }
    if random.below(2) == 0 { kind.timeout = random.pick(spans) }
    if random.below(2) == 0 { kind.cachedPolicy = random.pick(policies) }
    if random.below(2) == 0 { kind.fallbackPolicy = random.pick(policies) }
    if random.below(2) == 0 { kind.expired = .fallback }
    if random.below(2) == 0 { kind.series = true }
    return kind
  }
}

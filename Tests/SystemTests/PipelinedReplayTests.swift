import Foundation
import JournalWorkload
import Testing
import WidgetModel

@testable import WidgetJournal

/// The pipelined replay (reading and decoding on one thread, checking and folding on another) must reach what the
/// replay on one thread reaches, in every case: the same state, the same stop at the same line with the same state
/// before it, the same torn tail and missing newline, the same errors thrown.
@Suite("Pipelined replay")
struct PipelinedReplayTests {
  /// Action lines per batch: damage is placed around the batches' edges.
  static let batch = JournalReplay.pipelineBatchLines

  /// Replays `path` both ways and checks that the outcomes (or the errors thrown) agree; returns the outcome.
  @discardableResult
  static func bothAgree(_ path: String, _ what: String) throws -> JournalReplay.Outcome? {
    let single: Result<JournalReplay.Outcome, JournalError> = Result { () throws(JournalError) in
      try JournalReplay.replay(path: path)
    }
    let pipelined: Result<JournalReplay.Outcome, JournalError> = Result { () throws(JournalError) in
      try JournalReplay.replayPipelined(path: path)
    }
    switch (single, pipelined) {
    case (.success(let one), .success(let two)):
      #expect(one.header == two.header, "\(what): header")
      #expect(
        one.state == two.state && one.state.digest == two.state.digest,
        "\(what): state at seq \(one.state.seq); \(Self.firstDifference(one.state, two.state))")
      #expect(one.error == two.error, "\(what): \(String(describing: one.error)) / \(String(describing: two.error))")
      #expect(one.tornTail == two.tornTail, "\(what): torn tail")
      #expect(one.missingFinalNewline == two.missingFinalNewline, "\(what): missing final newline")
      return one
    case (.failure(let one), .failure(let two)):
      #expect(one == two, "\(what): \(one) / \(two)")
      return nil
    default:
      Issue.record("\(what): one replay threw and the other did not: \(single) / \(pipelined)")
      return nil
    }
  }

  /// Where two states differ, for a failure's message: the first differing line of their canonical dumps (one thread
  /// first), or that the dumps agree (the difference is then in what the dump leaves out).
  static func firstDifference(_ one: SimState, _ two: SimState) -> String {
    let (a, b) = (one.canonicalDump.split(separator: "\n"), two.canonicalDump.split(separator: "\n"))
    guard
      let index = (0..<min(a.count, b.count)).first(where: { a[$0] != b[$0] })
        ?? (a.count == b.count ? nil : min(a.count, b.count))
    else { return "the canonical dumps agree; " + fieldDifferences(one, two) }
    let line = { (lines: [Substring]) in index < lines.count ? String(lines[index].prefix(400)) : "(none)" }
    return "dump line \(index + 1): one thread \(line(a)) / two threads \(line(b))"
  }

  /// The stored fields in which two values differ (by `==` through `AnyHashable`), recursively for structs, with both
  /// values described (their start): where states whose canonical dumps agree still differ.
  static func fieldDifferences(_ one: Any, _ two: Any, path: String = "state") -> String {
    let (a, b) = (Mirror(reflecting: one), Mirror(reflecting: two))
    var found: [String] = []
    for (x, y) in zip(a.children, b.children) {
      let name = path + "." + (x.label ?? "?")
      guard let hx = x.value as? AnyHashable, let hy = y.value as? AnyHashable, hx != hy else { continue }
      let inner = Mirror(reflecting: x.value).children.isEmpty ? "" : fieldDifferences(x.value, y.value, path: name)
      found.append(
        inner.isEmpty
          ? "\(name): \(String(describing: x.value).prefix(300)) / \(String(describing: y.value).prefix(300))" : inner)
    }
    return found.isEmpty ? "no stored field differs" : found.joined(separator: "; ")
  }

  /// The package's root folder, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test("every recorded journal in journals/ and journals/regressions/ replays to the same outcome both ways")
  func recordedJournals() throws {
    var count = 0
    for folder in ["journals", "journals/regressions"] {
      let url = Self.packageRoot.appendingPathComponent(folder)
      let files = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".jsonl") }
      for file in files.sorted() {
        let outcome = try Self.bothAgree(url.appendingPathComponent(file).path, "\(folder)/\(file)")
        #expect(outcome?.error == nil && outcome?.tornTail == nil, "\(folder)/\(file) replays cleanly")
        count += 1
      }
    }
    #expect(count > 30, "the recorded journals were found under \(Self.packageRoot.path)")
  }

  /// Generated journals: a few actions, batch-sized ones, and several batches, with plain, varied and fetching values.
  static let generated: [(actions: Int, widgets: Int, values: JournalWorkload.Values, fetching: Bool)] = [
    (1, 2, .plain, false), (batch - 1, 3, .varied, false), (batch, 5, .plain, false), (batch + 1, 16, .varied, false),
    (3 * batch + 17, 40, .plain, false), (2 * batch + 5, 16, .plain, true), (5_000, 100, .varied, false),
  ]

  /// Writes a generated journal into a new folder; returns the folder and the journal's path.
  static func write(
    _ name: String, actions: Int, widgets: Int, seed: UInt64, values: JournalWorkload.Values = .varied,
    fetching: Bool = false
  ) throws -> (folder: String, path: String) {
    let folder = try TestSupport.temporaryFolder(name)
    var workload = JournalWorkload(widgets: widgets, seed: seed, values: values, fetching: fetching)
    try workload.write(path: folder + "/j.jsonl", actions: actions)
    return (folder, folder + "/j.jsonl")
  }

  @Test("generated journals replay to the same state both ways", arguments: generated.indices)
  func generatedJournals(case index: Int) throws {
    let (actions, widgets, values, fetching) = Self.generated[index]
    let (_, path) = try Self.write(
      "pipelined-\(index)", actions: actions, widgets: widgets, seed: 0xB1DE + UInt64(index), values: values,
      fetching: fetching)
    let outcome = try Self.bothAgree(path, "\(actions) actions, \(widgets) widgets")
    #expect(outcome?.state.seq == actions && outcome?.error == nil)
  }

  /// Ways to damage one line (1-based number `line`) of a journal's lines, each stopping the replay there, or (the
  /// last ones) leaving the journal whole with another shape.
  static let damages: [(name: String, apply: @Sendable (inout [[UInt8]], Int) -> Void)] = [
    ("a byte flipped", { lines, line in lines[line - 1][lines[line - 1].count / 2] ^= 0x04 }),
    ("a checksum digit changed", { lines, line in lines[line - 1][lines[line - 1].count - 4] ^= 0x01 }),
    ("garbage", { lines, line in lines[line - 1] = Array("garbage".utf8) }),
    ("a seq gap", { lines, line in lines[line - 1] = encode(.appStateChanged(.foreground), seq: line + 3) }),
    ("an invalid action", { lines, line in lines[line - 1] = encode(.widgetRemoved(id: "w-nope"), seq: line - 1) }),
    ("a line over the limit", { lines, line in lines[line - 1] = [UInt8](repeating: 0x20, count: 70_000) + [0x7B] }),
    ("a blank line before it", { lines, line in lines.insert(Array("  \t".utf8), at: line - 1) }),
  ]

  /// The action line for `action` at `seq`, checksummed.
  static func encode(_ action: Action, seq: Int) -> [UInt8] { Array(ActionCodec.encode(action, seq: seq).utf8) }

  /// Where damage goes: early lines, both sides of the first batch's edge, and the last line (with and without its
  /// newline). Line 1 is the header, so line `batch + 1` is the first batch's last.
  static func positions(lines: Int) -> [(line: Int, terminated: Bool)] {
    [2, 3, batch, batch + 1, batch + 2, batch + 3].map { ($0, true) } + [(lines, true), (lines, false)]
  }

  @Test("a damaged line stops both replays at that line with the same error and the same state before it")
  func damagedLines() throws {
    let (folder, source) = try Self.write("pipelined-damage", actions: Self.batch + 300, widgets: 8, seed: 0xDA3A6E)
    let whole = try TestSupport.read(source).split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
      .map(Array.init)
    for (name, apply) in Self.damages {
      for (line, terminated) in Self.positions(lines: whole.count) {
        var lines = whole
        apply(&lines, line)
        let path = folder + "/damaged.jsonl"
        let bytes = lines.joined(separator: [0x0A]) + (terminated ? [0x0A] : [])
        try TestSupport.write(Array(bytes), to: path)
        let what = "\(name) at line \(line)\(terminated ? "" : ", no final newline")"
        let outcome = try Self.bothAgree(path, what)
        if name != "a blank line before it" {
          #expect(outcome?.error?.line == line || outcome?.tornTail?.line == line, "\(what): stops there")
          #expect(outcome?.state.seq == line - 2, "\(what): the state before it")
        }
      }
    }
  }

  @Test("torn last lines, cut at every few bytes, give the same torn tail or error both ways")
  func tornTails() throws {
    let (_, path) = try Self.write("pipelined-torn", actions: Self.batch + 1, widgets: 4, seed: 0x70B2)
    let whole = try TestSupport.read(path)
    let lastStart = TestSupport.lineStarts(whole).last!
    for cut in stride(from: lastStart, through: whole.count, by: 7) {
      try TestSupport.write(Array(whole[..<cut]), to: path)
      try Self.bothAgree(path, "cut at byte \(cut - lastStart) of the last line")
    }
  }

  @Test("files that are no journal fail the same way both ways")
  func badFiles() throws {
    let folder = try TestSupport.temporaryFolder("pipelined-bad")
    let path = folder + "/j.jsonl"
    try Self.bothAgree(folder + "/missing.jsonl", "a missing file")
    try Self.bothAgree(folder, "a folder")
    let contents: [(String, [UInt8])] = [
      ("an empty file", []), ("a header that is not JSON", Array("nope\n".utf8)),
      ("a header without a newline", Array(JournalHeader(start: Instant(ms: 0)).line.utf8)),
      ("a first line over the limit", [UInt8](repeating: 0x20, count: 70_000)),
    ]
    for (what, bytes) in contents {
      try TestSupport.write(bytes, to: path)
      try Self.bothAgree(path, what)
    }
  }
}

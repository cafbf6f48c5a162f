import Foundation
import Testing
import WidgetModel

@testable import WidgetJournal

/// Hostile journals end with a clean error: no crash, no hang, no gigabytes of memory.
@Suite("Limits against hostile journals")
struct LimitTests {
  static let header = JournalHeader(start: Instant(iso8601: "2026-03-01T08:00:00Z")!).line
  static let defines = BuiltinKinds.all.enumerated().map { ActionCodec.encode(.kindDefined($1), seq: $0 + 1) }

  static func write(_ lines: [String], to path: String) throws {
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: false, encoding: .utf8)
  }

  @Test("a 1 GB line is reported by its line number, skipped without being buffered, and verify goes on after it")
  func gigabyteLine() throws {
    let folder = try TestSupport.temporaryFolder("gigabyte")
    let path = folder + "/huge.jsonl"
    let size = TestSupport.soak ? 4 << 30 : 1 << 30
    try Self.write([Self.header], to: path)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    let headerBytes = Self.header.utf8.count + 1
    try handle.truncate(atOffset: UInt64(headerBytes + size))
    try handle.seekToEnd()
    try handle.write(
      contentsOf: Data(("\n" + ActionCodec.encode(.appGroupChanged(available: false), seq: 2) + "\n").utf8))
    try handle.close()
    let replay = try ChildProcess.measured(["replay", path, "--digest"])
    #expect(replay.status == 1)
    #expect(replay.error.contains("line 2: line length (\(size) bytes) exceeds the limit of 65536"), "\(replay.error)")
    #expect((replay.peakKB ?? 0) < 32 * 1024, "peak RSS \(replay.peakKB ?? 0) KB")
    let report = try JournalVerifier.verify(path: path)
    #expect(report.problemCount == 1 && report.actions == 1, "\(report.problems)")
  }

  @Test("a value nested 100,000 deep is a too long line; 30,000 deep is refused by depth; 40 deep by the model")
  func deepNesting() throws {
    let folder = try TestSupport.temporaryFolder("deep")
    func line(_ depth: Int) -> String {
      "{\"seq\":4,\"action\":\"data\",\"key\":\"k\",\"value\":" + String(repeating: "[", count: depth)
        + String(repeating: "]", count: depth) + "}"
    }
    let cases: [(Int, String)] = [
      (100_000, "line 5: line length (\(line(100_000).utf8.count) bytes) exceeds the limit of 65536"),
      (30_000, "line 5: unparsable JSON: nested deeper than 64 levels"),
      (40, "line 5 (seq 4): invalid action: too many levels of nesting in a data value"),
    ]
    for (depth, message) in cases {
      let path = folder + "/deep-\(depth).jsonl"
      let after = ActionCodec.encode(.appGroupChanged(available: false), seq: 5)
      try Self.write([Self.header] + Self.defines + [line(depth), after], to: path)
      let outcome = try JournalReplay.replay(path: path)
      #expect(outcome.state.seq == 3)
      #expect(outcome.error.map { "\($0)".hasPrefix(message) } == true, "\(String(describing: outcome.error))")
    }
  }

  @Test("a journal of many adds stops cleanly at the 10,001st widget")
  func manyAdds() throws {
    let folder = try TestSupport.temporaryFolder("adds")
    let path = folder + "/adds.jsonl"
    let count = TestSupport.soak ? 1_000_000 : 10_100
    var text = ([Self.header] + Self.defines).joined(separator: "\n") + "\n"
    for n in 1...count {
      text += "{\"seq\":\(n + 3),\"action\":\"add\",\"id\":\"w\(n)\",\"kind\":\"todo\",\"family\":\"systemSmall\"}\n"
    }
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    let outcome = try JournalReplay.replay(path: path)
    #expect(outcome.state.seq == 10_003 && outcome.state.widgets.count == Limits.widgetsMax)
    #expect(outcome.error == .invalid(line: 10_005, seq: 10_004, error: .limitExceeded(what: "widgets", max: 10_000)))
    #expect("\(outcome.error!)" == "line 10005 (seq 10004): invalid action: too many widgets: the limit is 10000")
  }

  // A data value's size (8 MiB) is checked by ValidationTests, and a line too long to hold it by JournalPartsTests.
  @Test("tick span and the journal's action count are limits with clear errors")
  func otherLimits() throws {
    let folder = try TestSupport.temporaryFolder("limits")
    let lines = [
      "{\"seq\":4,\"action\":\"tick\",\"to\":\"2027-04-06T08:00:00Z\"}",
      "{\"seq\":50000001,\"action\":\"app\",\"state\":\"foreground\"}",
    ]
    let messages = [
      "line 5 (seq 4): invalid action: a tick of 401d is longer than the limit of 400d",
      "line 5: actions in a journal exceeds the limit of 50000000",
    ]
    for (line, message) in zip(lines, messages) {
      let path = folder + "/limit.jsonl"
      try Self.write([Self.header] + Self.defines + [line], to: path)
      let outcome = try JournalReplay.replay(path: path)
      #expect(outcome.error.map { "\($0)".hasPrefix(message) } == true, "\(String(describing: outcome.error))")
      #expect(try JournalVerifier.verify(path: path).problemCount == 1)
    }
  }

  @Test("replay streams: a long journal replays in a child process with a small, bounded peak memory")
  func boundedMemory() throws {
    let folder = try TestSupport.temporaryFolder("stream")
    let path = folder + "/long.jsonl"
    let count = TestSupport.soak ? 2_000_000 : 200_000
    var text = ([Self.header] + Self.defines).joined(separator: "\n") + "\n"
    text.reserveCapacity(count * 60)
    let start = Instant(iso8601: "2026-03-01T08:00:00Z")!
    var expected = SimState(start: start)
    for kind in BuiltinKinds.all { expected.apply(.kindDefined(kind)) }
    for n in 1...count {
      let action = Action.clockTicked(to: start + .seconds(Int64(n)))
      text += ActionCodec.encode(action, seq: n + 3) + "\n"
      expected.apply(action)
    }
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    let replay = try ChildProcess.measured(["replay", path, "--digest"])
    // The file spans many 1 MiB read chunks, so lines cross chunk boundaries: the digest shows none was garbled.
    #expect(replay.status == 0 && replay.output == expected.digest + "\n", "\(replay)")
    #expect((replay.peakKB ?? 0) < 32 * 1024, "peak RSS \(replay.peakKB ?? 0) KB for \(count) actions")
  }
}

import Foundation
import Testing
import WidgetModel

@testable import WidgetJournal
@testable import WidgetSimCore

/// A crash leaves a prefix of what was written, so only a last line that is a proper prefix of a valid line is a torn
/// tail; any other damage to the last line is corruption: replay and verify name it, opening for writing is refused,
/// and nothing is moved aside.
@Suite("Torn tails and damaged last lines")
struct TornOrCorruptTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// A journal of the three built-in kinds and two ticks (seq 5), in a fresh folder; its bytes end with a newline.
  static func journal(_ name: String) throws -> (folder: String, path: String, bytes: [UInt8]) {
    let folder = try TestSupport.temporaryFolder(name)
    let path = folder + "/j.jsonl"
    let (session, _) = try Session.open(path: path, start: start)
    for minute in 1...2 { #expect(session.execute("tick \(minute)m").error == nil) }
    return (folder, path, try TestSupport.read(path))
  }

  /// The line of action `seq` with its checksum.
  static func line(_ action: Action, seq: Int) -> [UInt8] { Array(ActionCodec.encode(action, seq: seq).utf8) }

  /// `text`, a JSON object line without a checksum, with its checksum member.
  static func checksummed(_ text: String) -> [UInt8] {
    let body = Array(text.utf8.dropLast())
    let crc = body.withUnsafeBufferPointer { LineDecoder.checksum(ofLineWithoutChecksum: $0) }
    return body + Array(",\"crc\":\"\(CRC32C.hex(crc))\"}".utf8)
  }

  /// A whole, checksummed tick to 09:00 as action 6.
  static var tick: [UInt8] { line(.clockTicked(to: Instant(iso8601: "2026-03-01T09:00:00Z")!), seq: 6) }

  /// Damaged last lines, each after the five whole actions, with the kind of problem `verify` reports.
  static let damaged: [(name: String, kind: String, tail: @Sendable () -> [UInt8])] = [
    ("final } changed to |, newline kept", "json", { tick.dropLast() + Array("|\n".utf8) }),
    ("final } changed to |, no newline", "json", { tick.dropLast() + Array("|".utf8) }),
    ("checksum-valid, no newline, a seq gap", "seq", { line(.appStateChanged(.foreground), seq: 8) }),
    ("checksum-valid, no newline, an unknown widget", "invalid", { line(.widgetRemoved(id: "w99"), seq: 6) }),
    (
      "checksum-valid, no newline, a misspelt action", "unknownAction",
      { checksummed("{\"seq\":6,\"action\":\"tik\",\"to\":\"2026-03-01T09:00:00Z\"}") }
    ),
    (
      "a wrong checksum, no newline", "checksum",
      {
        var line = tick
        line[line.count - 3] = line[line.count - 3] == 0x30 ? 0x31 : 0x30
        return line
      }
    ),
    ("garbage with a newline", "json", { Array("garbage\n".utf8) }),
    ("a cut line whose whole checksum is wrong", "json", { tick.dropLast(10) + Array("00000000\"".utf8) }),
    ("a line of 70,000 bytes without a newline", "limit", { [UInt8](repeating: 0x20, count: 69_999) + [0x7B] }),
  ]

  @Test(
    "a damaged last line is corruption: replay and verify name it, open refuses, nothing is moved aside",
    arguments: damaged.indices)
  func damagedLastLine(case index: Int) throws {
    let (name, kind, tail) = Self.damaged[index]
    let (folder, path, whole) = try Self.journal("damaged-\(index)")
    let bytes = whole + tail()
    try TestSupport.write(bytes, to: path)
    let outcome = try JournalReplay.replay(path: path)
    #expect(outcome.tornTail == nil && outcome.error?.line == 7 && outcome.state.seq == 5, "\(name): \(outcome)")
    let report = try JournalVerifier.verify(path: path)
    #expect(report.problems.map(\.kind) == [kind] && report.problems.first?.line == 7, "\(name): \(report.problems)")
    #expect(throws: JournalError.self, "\(name)") {
      try TestSupport.reopening { try Session.open(path: path, start: Self.start) }
    }
    #expect(try TestSupport.read(path) == bytes, "\(name): the journal is unchanged")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["j.jsonl"], "\(name): no side file")
  }

  /// Last lines a crash can leave: every one is a proper prefix of a line that could have been written.
  static let torn: [(name: String, tail: @Sendable () -> [UInt8])] = [
    ("cut inside a string", { Array(tick.prefix(30)) }),
    ("cut after a comma", { Array(tick.prefix(9)) }),
    ("cut inside a number", { Array("{\"seq\":6,\"action\":\"set\",\"name\":\"budget\",\"value\":1".utf8) }),
    ("cut inside an escape", { Array("{\"seq\":6,\"action\":\"data\",\"key\":\"k\\u00".utf8) }),
    ("cut inside a character", { Array("{\"seq\":6,\"action\":\"data\",\"key\":\"caf".utf8) + [0xC3] }),
    ("cut inside a literal", { Array("{\"seq\":6,\"action\":\"appgroup\",\"available\":tr".utf8) }),
    ("cut before the final }, its checksum whole and right", { Array(tick.dropLast()) }),
    ("cut, then zeros left by a power loss", { Array(tick.prefix(20)) + [UInt8](repeating: 0, count: 100) }),
    ("only zeros", { [UInt8](repeating: 0, count: 4096) }),
  ]

  @Test(
    "a proper prefix of a valid line is a torn tail: replay warns, open sets it aside and goes on",
    arguments: torn.indices)
  func tornLastLine(case index: Int) throws {
    let (name, tail) = Self.torn[index]
    let (_, path, whole) = try Self.journal("torn-\(index)")
    try TestSupport.write(whole + tail(), to: path)
    let outcome = try JournalReplay.replay(path: path)
    #expect(outcome.error == nil && outcome.tornTail?.line == 7 && outcome.state.seq == 5, "\(name): \(outcome)")
    #expect(try JournalVerifier.verify(path: path).problems.map(\.kind) == ["torn"], "\(name)")
    let (session, notes) = try TestSupport.reopening { try Session.open(path: path, start: Self.start) }
    #expect(session.head.seq == 5 && notes.contains { $0.contains("torn by a crash") }, "\(name): \(notes)")
    #expect(try TestSupport.read(path + ".torn-\(whole.count)") == tail(), "\(name)")
    #expect(try TestSupport.read(path) == whole, "\(name)")
  }

  @Test("replay and repl exit 1 on a damaged last line, naming it; replay of a torn one exits 0 with a warning")
  func replayExitStatus() throws {
    let (_, path, whole) = try Self.journal("exit")
    try TestSupport.write(whole + Self.tick.dropLast() + Array("|\n".utf8), to: path)
    let damaged = try ChildProcess.measured(["replay", path])
    #expect(damaged.status == 1 && damaged.error.contains("line 7: unparsable JSON"), "\(damaged.error)")
    let repl = try SpecialFileTests.run(["repl", "--journal", path])
    #expect(repl.status == 1, "\(repl.error)")
    #expect(repl.error.contains("\(path): line 7: unparsable JSON"), "\(repl.error)")
    #expect(repl.error.contains("the journal was not opened for writing and nothing in it was changed"))
    try TestSupport.write(whole + Self.tick.prefix(30), to: path)
    let torn = try ChildProcess.measured(["replay", path])
    #expect(torn.status == 0 && torn.error.contains("line 7"), "\(torn.error)")
  }

  @Test("a journal ending in spaces without a newline is resumed on a new line; its next action reads back")
  func unterminatedBlankTail() throws {
    let (_, path, whole) = try Self.journal("blank")
    try TestSupport.write(whole + Array("   ".utf8), to: path)
    #expect(try JournalVerifier.verify(path: path).isClean)
    let (session, _) = try TestSupport.reopening { try Session.open(path: path, start: Self.start) }
    #expect(session.execute("tick 1m").error == nil)
    #expect(try JournalVerifier.verify(path: path).isClean)
    #expect(try JournalReplay.replay(path: path).state.seq == 6)
    #expect(try TestSupport.read(path).starts(with: whole + Array("   \n".utf8)))
  }
}

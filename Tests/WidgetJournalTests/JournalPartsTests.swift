import Foundation
import Testing
import WidgetModel

@testable import WidgetJournal
@testable import WidgetSimCore

/// Actions longer than a line, in part lines (docs/JOURNAL.md, "Long actions"): written, read back, repaired and
/// refused with the same guarantees as any line.
@Suite("Long actions in part lines")
struct JournalPartsTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// The text file's content: quotes, backslashes and letters beyond ASCII, which part lines escape.
  static let text = (0..<10_000).map { "note \($0): \"quoted\" and \\ slashed, ünïcödé\n" }.joined()

  /// A journal whose seq 4 is a `data` of a 300 KB text file (its part lines), with a tick before and after it.
  /// - Returns: its path and its lines.
  static func journal(_ name: String) throws -> (path: String, lines: [String]) {
    let folder = try TestSupport.temporaryFolder(name)
    let file = folder + "/notes.txt"
    try TestSupport.write(Array(text.utf8), to: file)
    let path = folder + "/j.jsonl"
    let (session, _) = try Session.open(path: path, start: start)
    #expect(session.execute("data notes.txt @\(file)").error == nil)
    #expect(session.execute("tick 1m").error == nil)
    let lines = String(decoding: try TestSupport.read(path), as: UTF8.self).split(separator: "\n").map(String.init)
    return (path, lines)
  }

  /// Writes `lines` as the journal at `path`.
  static func write(_ lines: [String], to path: String, newline: Bool = true) throws {
    try TestSupport.write(Array((lines.joined(separator: "\n") + (newline ? "\n" : "")).utf8), to: path)
  }

  /// A part line with its checksum made again after `edit` changed it (without its checksum).
  static func rechecked(_ line: String, _ edit: (String) -> String) -> String {
    let body = edit(String(line[..<line.range(of: ",\"crc\":")!.lowerBound]))
    return body + ",\"crc\":\"\(CRC32C.hex(CRC32C.checksum(body + "}")))\"}"
  }

  @Test("a 300 KB action is written as checksummed part lines under the line limit and replays, verifies and reopens")
  func roundTrip() throws {
    let (path, lines) = try Self.journal("parts-round")
    #expect(lines[0].contains(#""version":2"#))
    let parts = lines.filter { $0.hasPrefix(#"{"seq":4,"part":"#) }
    #expect(parts.count >= 5 && lines.count == 5 + parts.count, "\(lines.count) lines, \(parts.count) parts")
    #expect(lines.allSatisfy { $0.utf8.count <= Limits.journalLineBytesMax && $0.hasSuffix("\"}") })
    let replay = try JournalReplay.replay(path: path)
    #expect(replay.error == nil && replay.tornTail == nil && replay.state.seq == 5)
    let stored = replay.state.container(.appGroup)["notes.txt"]?.value
    #expect(stored?.fileBytes == Array(Self.text.utf8))
    let report = try JournalVerifier.verify(path: path)
    #expect(report.isClean && report.actions == 5 && report.state?.digest == replay.state.digest)

    // Reopened: time travel reads the long action back, and a fork after it copies its parts again.
    let (session, _) = try TestSupport.reopening { try Session.open(path: path, start: Self.start) }
    #expect(session.head.digest == replay.state.digest)
    #expect(try session.journal.action(at: 3) == .dataArrived(key: "notes.txt", value: stored!, ttl: nil))
    #expect(session.execute("goto 4").error == nil)
    #expect(session.execute("tick 5m").error == nil)
    let fork = try #require(session.journal.path)
    #expect(fork != path)
    let forkLines = String(decoding: try TestSupport.read(fork), as: UTF8.self).split(separator: "\n")
    #expect(forkLines.filter { $0.hasPrefix(#"{"seq":4,"part":"#) }.count == parts.count)
    #expect(try JournalVerifier.verify(path: fork).isClean)
    #expect(try JournalReplay.replay(path: fork).state.container(.appGroup)["notes.txt"]?.value == stored)
  }

  @Test("a journal held in memory joins its part lines as a file does, a cut one ending in a torn tail")
  func inMemory() throws {
    let (path, lines) = try Self.journal("parts-text")
    let text = lines.joined(separator: "\n") + "\n"
    let fromText = try JournalReplay.replay(text: text)
    let fromFile = try JournalReplay.replay(path: path)
    #expect(fromText.error == nil && fromText.state.digest == fromFile.state.digest)
    let first = lines.firstIndex { $0.hasPrefix(#"{"seq":4,"part":"#) }!
    let cut = try JournalReplay.replay(text: lines[..<(first + 2)].joined(separator: "\n") + "\n")
    #expect(cut.error == nil && cut.state.seq == 3 && cut.tornTail?.line == first + 1)
  }

  @Test("a journal cut after some of an action's parts has a torn tail: replay stops before it, opening sets it aside")
  func cutParts() throws {
    let (path, lines) = try Self.journal("parts-cut")
    let first = lines.firstIndex { $0.hasPrefix(#"{"seq":4,"part":"#) }!
    // Two whole parts, and half of the third.
    let kept = Array(lines[..<(first + 2)]) + [String(lines[first + 2].prefix(3000))]
    try Self.write(kept, to: path, newline: false)
    let replay = try JournalReplay.replay(path: path)
    #expect(replay.error == nil && replay.state.seq == 3)
    #expect(replay.tornTail?.line == first + 1, "\(String(describing: replay.tornTail))")
    let whole = Array((lines[..<first].joined(separator: "\n") + "\n").utf8)
    let (session, notes) = try TestSupport.reopening { try Session.open(path: path, start: Self.start) }
    #expect(session.head.seq == 3)
    #expect(try TestSupport.read(path) == whole)
    #expect(notes.contains { $0.contains("\(path).torn-\(whole.count)") }, "\(notes)")
    #expect(try TestSupport.read("\(path).torn-\(whole.count)").count > 60_000)
    #expect(session.execute("tick 1m").error == nil)
    #expect(try JournalVerifier.verify(path: path).isClean)
  }

  @Test("a missing part in the middle stops the replay at that line, and verify reports it once")
  func missingPart() throws {
    let (path, lines) = try Self.journal("parts-missing")
    let first = lines.firstIndex { $0.hasPrefix(#"{"seq":4,"part":"#) }!
    var damaged = lines
    damaged.remove(at: first + 1)
    try Self.write(damaged, to: path)
    let replay = try JournalReplay.replay(path: path)
    #expect(replay.state.seq == 3)
    let message = try #require(replay.error).description
    #expect(message.hasPrefix("line \(first + 2): part: part 3 of "), "\(message)")
    #expect(message.contains("where part 2 of "), "\(message)")
    let report = try JournalVerifier.verify(path: path)
    #expect(report.problemCount == 1, "\(report.problems)")
  }

  @Test("a part whose text changed is a checksum mismatch on its own line")
  func damagedPart() throws {
    let (path, lines) = try Self.journal("parts-crc")
    let first = lines.firstIndex { $0.hasPrefix(#"{"seq":4,"part":"#) }!
    var damaged = lines
    damaged[first + 1] = damaged[first + 1].replacingOccurrences(of: "note 1", with: "note 7")
    #expect(damaged[first + 1] != lines[first + 1])
    try Self.write(damaged, to: path)
    let replay = try JournalReplay.replay(path: path)
    #expect(replay.state.seq == 3)
    let error = try #require(replay.error)
    guard case .checksumMismatch(let line, _, _) = error else {
      Issue.record("not a checksum mismatch: \(error)")
      return
    }
    #expect(line == first + 2)
    #expect(try JournalVerifier.verify(path: path).problems.first?.kind == "checksum")
  }

  @Test("parts that announce a 10 GB action are refused at their first line, before anything is kept")
  func tenGigabytes() throws {
    let (path, lines) = try Self.journal("parts-huge")
    let first = lines.firstIndex { $0.hasPrefix(#"{"seq":4,"part":"#) }!
    var damaged = lines
    damaged[first] = Self.rechecked(lines[first]) {
      $0.replacingOccurrences(of: #","bytes":\d+,"#, with: #","bytes":10000000000,"#, options: .regularExpression)
    }
    try Self.write(damaged, to: path)
    let replay = try JournalReplay.replay(path: path)
    #expect(replay.state.seq == 3)
    #expect(
      replay.error?.description
        == "line \(first + 1): an action announced as 10000000000 bytes in parts exceeds the limit of \(32 << 20)")
    #expect(try JournalVerifier.verify(path: path).problemCount == 1)
  }

  @Test("an action of more JSON values than the limit is refused before it is parsed")
  func tooManyValues() throws {
    let (path, lines) = try Self.journal("parts-values")
    let zeros = Array(repeating: "0", count: Limits.journalActionValuesMax + 1).joined(separator: ",")
    let body = #"{"seq":5,"action":"data","key":"k","value":[\#(zeros)]"#
    let line = body + ",\"crc\":\"\(CRC32C.hex(CRC32C.checksum(body + "}")))\"}"
    try Self.write(Array(lines.dropLast()) + JournalParts.lines(for: line, seq: 5), to: path)
    let replay = try JournalReplay.replay(path: path)
    #expect(replay.state.seq == 4)
    #expect(
      replay.error?.description.contains("JSON values in one action") == true, "\(String(describing: replay.error))")
  }

  @Test("a journal of a format newer than part lines is refused as newer, naming the versions")
  func newerVersion() throws {
    let (path, lines) = try Self.journal("parts-newer")
    var damaged = lines
    damaged[0] = Self.rechecked(lines[0]) { $0.replacingOccurrences(of: #""version":2"#, with: #""version":3"#) }
    try Self.write(damaged, to: path)
    #expect(throws: JournalError.newerVersion(found: 3, supported: 2)) { try JournalReplay.replay(path: path) }
  }
}

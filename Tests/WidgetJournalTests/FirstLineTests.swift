import Foundation
import Testing
import WidgetModel

@testable import WidgetJournal

/// What is wrong with a journal's first line is said plainly, and a first line over the limit is not read to its end.
@Suite("The first line, and lines over the limit")
struct FirstLineTests {
  static let header = JournalHeader(start: Instant(iso8601: "2026-03-01T08:00:00Z")!).line

  /// The header error replaying `bytes` gives, as its message.
  static func headerError(_ bytes: [UInt8], _ name: String) throws -> String {
    let path = try TestSupport.temporaryFolder(name) + "/j.jsonl"
    try TestSupport.write(bytes, to: path)
    do {
      _ = try JournalReplay.replay(path: path)
      return "no error"
    } catch { return "\(error)" }
  }

  @Test("a byte-order mark is named as one, not as a checksum mismatch")
  func byteOrderMark() throws {
    let message = try Self.headerError([0xEF, 0xBB, 0xBF] + Array((Self.header + "\n").utf8), "bom")
    #expect(
      message.hasSuffix("byte-order mark (EF BB BF) at the start of line 1; save the file as UTF-8 without BOM"),
      "\(message)")
  }

  @Test(
    "a header member given twice is refused, naming it",
    arguments: [
      ("start", ",\"start\":\"2030-01-01T00:00:00Z\"}"),
      ("seed", ",\"seed\":1,\"seed\":2}"),
    ])
  func repeatedHeaderMember(member: String, ending: String) throws {
    let line = Self.header[..<Self.header.range(of: ",\"crc\"")!.lowerBound] + ending
    let message = try Self.headerError(Array((line + "\n").utf8), "repeated-\(member)")
    #expect(message.contains("member \"\(member)\" appears twice"), "\(message)")
  }

  /// A file of `size` bytes, sparse but for `start`, with no newline: one line that is all the file holds.
  static func oneLineFile(_ name: String, start: [UInt8], size: Int) throws -> String {
    let path = try TestSupport.temporaryFolder(name) + "/j.jsonl"
    try TestSupport.write(start, to: path)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: UInt64(size))
    try handle.close()
    return path
  }

  @Test("a first line over the limit stops replay, verify and open after a megabyte or so; nothing is copied aside")
  func hugeFirstLine() throws {
    let size = TestSupport.soak ? 4 << 30 : 300 << 20
    let path = try Self.oneLineFile("huge-header", start: Array("{\"format\":\"widgetsim-journal\",".utf8), size: size)
    var bytesRead = 0
    var items = 0
    bytesRead = try LineReader.forEachLine(path: path, longLines: .measuredAfterFirstLine) { _ in
      items += 1
      return true
    }
    #expect(items == 1 && bytesRead < 2 << 20, "\(bytesRead) bytes read")
    #expect(
      throws: JournalError.badHeader(
        line: 1, reason: "the first line is over 65536 bytes long (it was not read further)")
    ) {
      try JournalReplay.replay(path: path)
    }
    #expect(try JournalVerifier.verify(path: path).problems.map(\.kind) == ["header"])
    #expect(throws: JournalError.self) {
      try Journal.open(
        path: path, creating: JournalHeader(start: Instant(iso8601: "2026-03-01T08:00:00Z")!), initialActions: [])
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent) == ["j.jsonl"])
  }

  @Test("a last line over the limit without a newline is no torn tail: open refuses it without copying it aside")
  func hugeLastLine() throws {
    let start = Array((Self.header + "\n").utf8)
    let path = try Self.oneLineFile("huge-tail", start: start, size: start.count + (300 << 20))
    #expect(
      throws: JournalError.limit(line: 2, what: "line length (over 65536 bytes, not read further)", max: 65536)
    ) {
      try Journal.open(
        path: path, creating: JournalHeader(start: Instant(iso8601: "2026-03-01T08:00:00Z")!), initialActions: [])
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent) == ["j.jsonl"])
    #expect(try JournalReplay.replay(path: path).error?.kind == "limit")
  }
}

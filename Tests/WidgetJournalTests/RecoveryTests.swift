import Foundation
import Testing
import WidgetModel

@testable import WidgetJournal
@testable import WidgetSimCore

/// Opening a journal after a crash: torn tails set aside, never deleted; the session says what happened.
@Suite("Crash recovery on open")
struct RecoveryTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  static func journal(_ folder: String, actions: Int = 2) throws -> String {
    let path = folder + "/j.jsonl"
    let (session, _) = try Session.open(path: path, start: start)
    for minute in 1...actions { #expect(session.execute("tick \(minute)m").error == nil) }
    return path
  }

  @Test("a torn last line is moved to PATH.torn-OFFSET, the journal continues, and the note says so")
  func tornTailSetAside() throws {
    let folder = try TestSupport.temporaryFolder("torn")
    let path = try Self.journal(folder)
    let whole = try TestSupport.read(path)
    let torn = Array("{\"seq\":6,\"action\":\"tick\",\"to\":\"2026-03-01T09".utf8)
    try TestSupport.write(whole + torn, to: path)
    let (session, notes) = try TestSupport.reopening { try Session.open(path: path, start: Self.start) }
    let side = "\(path).torn-\(whole.count)"
    #expect(try TestSupport.read(side) == torn)
    #expect(try TestSupport.read(path) == whole)
    #expect(session.head.seq == 5)
    #expect(notes.contains { $0.contains(side) && $0.contains("torn") && $0.contains("line 7") }, "\(notes)")
    #expect(session.execute("tick 1m").error == nil)
    #expect(try JournalVerifier.verify(path: path).isClean)
  }

  @Test("a torn last line whose side file name is taken gets the next one; the existing file is kept")
  func sideFileNameTaken() throws {
    let folder = try TestSupport.temporaryFolder("taken")
    let path = try Self.journal(folder)
    let whole = try TestSupport.read(path)
    let torn = Array("{\"seq\":6,\"act".utf8) + [0, 0, 0]
    try TestSupport.write(whole + torn, to: path)
    try TestSupport.write(Array("x".utf8), to: "\(path).torn-\(whole.count)")
    let (session, notes) = try TestSupport.reopening { try Session.open(path: path, start: Self.start) }
    #expect(try TestSupport.read("\(path).torn-\(whole.count)-2") == torn)
    #expect(try TestSupport.read("\(path).torn-\(whole.count)") == Array("x".utf8), "an existing side file is kept")
    #expect(session.head.seq == 5 && notes.count == 2, "\(notes)")
  }

  @Test("a whole last action without its newline is kept, and the newline is added")
  func missingNewline() throws {
    let folder = try TestSupport.temporaryFolder("newline")
    let path = try Self.journal(folder)
    var bytes = try TestSupport.read(path)
    bytes.removeLast()
    try TestSupport.write(bytes, to: path)
    let (session, notes) = try TestSupport.reopening { try Session.open(path: path, start: Self.start) }
    #expect(session.head.seq == 5 && notes.contains { $0.contains("no newline") }, "\(notes)")
    #expect(session.execute("tick 1m").error == nil)
    #expect(try JournalReplay.replay(path: path).state.seq == 6)
  }

  @Test("a journal cut inside its header, or left empty, starts afresh; the cut header is kept aside")
  func tornHeader() throws {
    let folder = try TestSupport.temporaryFolder("header")
    let path = folder + "/j.jsonl"
    try TestSupport.write(Array("{\"format\":\"widgetsim-jour".utf8), to: path)
    let (session, notes) = try TestSupport.reopening { try Session.open(path: path, start: Self.start) }
    #expect(session.head.seq == 3 && notes.contains { $0.contains("\(path).torn-0") }, "\(notes)")
    #expect(try TestSupport.read("\(path).torn-0") == Array("{\"format\":\"widgetsim-jour".utf8))
    let empty = folder + "/empty.jsonl"
    try TestSupport.write([], to: empty)
    let (fresh, freshNotes) = try Session.open(path: empty, start: Self.start)
    #expect(fresh.head.seq == 3 && freshNotes.first?.hasPrefix("new journal") == true)
  }

  @Test("a damaged line in the middle refuses the open and changes nothing")
  func damageInTheMiddleRefused() throws {
    let folder = try TestSupport.temporaryFolder("middle")
    let path = try Self.journal(folder, actions: 3)
    var bytes = try TestSupport.read(path)
    let target = TestSupport.lineStarts(bytes)[5] + 3
    bytes[target] ^= 0x01
    try TestSupport.write(bytes, to: path)
    #expect(throws: JournalError.self) { try TestSupport.reopening { try Session.open(path: path, start: Self.start) } }
    #expect(try TestSupport.read(path) == bytes)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(files == ["j.jsonl"])
  }
}

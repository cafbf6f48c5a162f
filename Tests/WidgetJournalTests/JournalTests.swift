import Foundation
import JournalWorkload
import Testing
import WidgetModel

@_spi(Testing) @testable import WidgetJournal

/// A journal's life through `Journal`: how often it reads its file, and its index checked against the file's bytes.
@Suite("The journal: open, index, read back, fork")
struct JournalTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// A realistic, checksummed journal of `actions` actions at `folder/name`; its path and bytes.
  static func workload(_ actions: Int, in folder: String, name: String = "j.jsonl") throws -> (String, [UInt8]) {
    let path = folder + "/" + name
    var workload = JournalWorkload(widgets: 2, seed: TestSupport.seed(0x10), values: .varied)
    try workload.write(path: path, actions: actions)
    return (path, try TestSupport.read(path))
  }

  /// The index of a journal on disk.
  static func index(of journal: Journal) throws -> JournalIndex {
    guard case .file(_, let index) = journal.storage else { throw POSIXError(.EINVAL) }
    return index
  }

  /// Checks `index` against the file's bytes read naively: every line split at its newline, the header and blank
  /// lines (spaces, tabs, carriage returns) left out, every 256th action line's offset and number kept.
  static func expectIndex(_ index: JournalIndex, matches bytes: [UInt8], _ context: String) {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    if bytes.last == 0x0A { lines.removeLast() }
    var actionLines: [(number: Int, offset: Int)] = []
    var offset = 0
    for (i, line) in lines.enumerated() {
      if i > 0 && !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { actionLines.append((i + 1, offset)) }
      offset += line.count + 1
    }
    let kept = stride(from: 0, to: actionLines.count, by: JournalIndex.blockSize).map { actionLines[$0] }
    #expect(index.count == actionLines.count, "\(context): actions")
    #expect(index.lines == bytes.filter { $0 == 0x0A }.count, "\(context): lines")
    #expect(index.blockOffsets == kept.map(\.offset), "\(context): block offsets")
    #expect(index.blockLines == kept.map(\.number), "\(context): block line numbers")
  }

  @Test("resuming reads the file once: the pass that folds it also indexes it")
  func resumeReadsOnce() throws {
    let folder = try TestSupport.temporaryFolder("journal-once")
    let (path, bytes) = try Self.workload(16_000, in: folder)
    #expect(bytes.count > LineReader.chunkBytes, "the journal spans several reads")
    var observed: [Int] = []
    let opened = try Journal.open(
      path: path, creating: JournalHeader(start: Self.start), initialActions: [],
      observeState: { observed.append($0.seq) })
    #expect(opened.journal.reads == Journal.Reads(passes: 1, bytes: bytes.count))
    #expect(opened.head.seq == 16_000 && observed == Array(1...16_000))
    #expect(opened.head == (try JournalReplay.replay(path: path).state))
    Self.expectIndex(try Self.index(of: opened.journal), matches: bytes, "resumed")
    #expect(opened.notes == ["resumed \(path) at seq 16000, \(opened.head.now.iso8601)"])
  }

  @Test("a torn tail costs one more read, of the torn bytes only, and the index ends before them")
  func tornTailReads() throws {
    let folder = try TestSupport.temporaryFolder("journal-torn")
    let (path, bytes) = try Self.workload(700, in: folder)
    let torn = Array("\n  \r\n{\"seq\":701,\"action\":\"tick\",\"to\":\"2026-03".utf8)
    try TestSupport.write(bytes + torn, to: path)
    let opened = try Journal.open(path: path, creating: JournalHeader(start: Self.start), initialActions: [])
    // The torn line starts after the two blank lines; copying it aside reads it again.
    let tornBytes = torn.count - 5
    #expect(opened.journal.reads == Journal.Reads(passes: 2, bytes: bytes.count + torn.count + tornBytes))
    #expect(try TestSupport.read("\(path).torn-\(bytes.count + 5)") == Array(torn.suffix(tornBytes)))
    let after = try TestSupport.read(path)
    #expect(after == bytes + torn.prefix(5))
    Self.expectIndex(try Self.index(of: opened.journal), matches: after, "repaired")
    try opened.journal.append(Journal.Entry(.clockTicked(to: opened.head.now + .minutes(1)), seq: 701))
    Self.expectIndex(try Self.index(of: opened.journal), matches: try TestSupport.read(path), "appended")
    #expect(try opened.journal.all().count == 701)
  }

  @Test("a journal with blank lines, CRLF endings and no final newline is indexed as its bytes say")
  func blankLinesIndexed() throws {
    let folder = try TestSupport.temporaryFolder("journal-blank")
    let (path, bytes) = try Self.workload(900, in: folder)
    var edited: [UInt8] = []
    for (n, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast().enumerated() {
      edited += line + (n % 3 == 0 ? [0x0D, 0x0A] : [0x0A])
      if n % 97 == 5 { edited += Array(" \t\r\n\n".utf8) }
    }
    edited.removeLast()
    try TestSupport.write(edited, to: path)
    let opened = try Journal.open(path: path, creating: JournalHeader(start: Self.start), initialActions: [])
    #expect(opened.repairs.count == 1 && opened.journal.reads == Journal.Reads(passes: 1, bytes: edited.count))
    let after = try TestSupport.read(path)
    #expect(after == edited + [0x0A])
    Self.expectIndex(try Self.index(of: opened.journal), matches: after, "edited")
    #expect(try opened.journal.all() == Self.actions(of: path))
  }

  @Test("a new journal, or one whose torn header was set aside, is indexed as it is written, never read back")
  func newJournalIndexed() throws {
    let folder = try TestSupport.temporaryFolder("journal-new")
    let kinds = BuiltinKinds.all.map { Action.kindDefined($0) }
    let path = folder + "/new.jsonl"
    let opened = try Journal.open(path: path, creating: JournalHeader(start: Self.start), initialActions: kinds)
    #expect(
      opened.journal.reads == Journal.Reads() && opened.notes == ["new journal \(path), starting 2026-03-01T08:00:00Z"])
    Self.expectIndex(try Self.index(of: opened.journal), matches: try TestSupport.read(path), "new")
    #expect(try opened.journal.all() == kinds)
    let torn = folder + "/torn.jsonl"
    try TestSupport.write(Array("{\"format\":\"widgetsim-jo".utf8), to: torn)
    let restarted = try Journal.open(path: torn, creating: JournalHeader(start: Self.start), initialActions: kinds)
    #expect(restarted.repairs == [.headerSetAside(bytes: 23, sideFile: torn + ".torn-0")])
    #expect(restarted.journal.reads == Journal.Reads(passes: 2, bytes: 46))
    #expect(try TestSupport.read(torn) == TestSupport.read(path))
    Self.expectIndex(try Self.index(of: restarted.journal), matches: try TestSupport.read(torn), "restarted")
  }

  /// The v0 spelling of a current journal: no checksums, `n` for `seq`, `type` for `action`, and version 0.
  static func v0(_ bytes: [UInt8]) -> [UInt8] {
    var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map { String($0.dropLast(18)) + "}" }
    lines[0] = lines[0].replacingOccurrences(of: "\"version\":1,", with: "\"version\":0,")
    for i in lines.indices.dropFirst() {
      let seq = lines[i].range(of: "{\"seq\":")!
      lines[i].replaceSubrange(seq, with: "{\"n\":")
      let action = lines[i].range(of: ",\"action\":")!
      lines[i].replaceSubrange(action, with: ",\"type\":")
    }
    return Array(lines.map { $0 + "\n" }.joined().utf8)
  }

  @Test("upgrading a v0 journal reads it once, writing the copy as it goes, and never reads the copy back")
  func upgradeReadsOnce() throws {
    let folder = try TestSupport.temporaryFolder("journal-upgrade")
    let (twin, current) = try Self.workload(12_000, in: folder, name: "twin.jsonl")
    let old = Self.v0(current)
    let path = folder + "/old.jsonl"
    try TestSupport.write(old, to: path)
    var observed = 0
    let opened = try Journal.open(
      path: path, creating: JournalHeader(start: Self.start), initialActions: [], observeState: { _ in observed += 1 })
    #expect(opened.journal.reads == Journal.Reads(passes: 1, bytes: old.count))
    #expect(opened.journal.path == folder + "/old.v1.jsonl" && observed == 12_000)
    #expect(try TestSupport.read(path) == old)
    let oldHeader = try JournalHeader.parse(String(decoding: old.prefix { $0 != 0x0A }, as: UTF8.self))
    let copy =
      Array((JournalUpgrade.upgradedHeader(oldHeader).line + "\n").utf8)
      + current.drop { $0 != 0x0A }.dropFirst()
    #expect(try TestSupport.read(folder + "/old.v1.jsonl") == copy, "each action is its current line, checksummed")
    Self.expectIndex(try Self.index(of: opened.journal), matches: copy, "upgraded")
    #expect(opened.head == (try JournalReplay.replay(path: twin).state))
    #expect(opened.notes.count == 2 && opened.notes[1].hasPrefix("\(path) is journal format v0; it was copied to"))
  }

  @Test("an upgrade that fails leaves no copy behind and the original as it was", arguments: [2, 4_500])
  func failedUpgradeLeavesNothing(damagedSeq: Int) throws {
    let folder = try TestSupport.temporaryFolder("journal-upgrade-fails")
    let (_, current) = try Self.workload(6_000, in: folder, name: "twin.jsonl")
    var text = String(decoding: Self.v0(current), as: UTF8.self)
    text = text.replacingOccurrences(of: "{\"n\":\(damagedSeq),", with: "{\"n\":\(damagedSeq + 1),")
    let path = folder + "/old.jsonl"
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: JournalError.seqGap(line: damagedSeq + 1, expected: damagedSeq, found: damagedSeq + 1)) {
      try Journal.open(path: path, creating: JournalHeader(start: Self.start), initialActions: [])
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["old.jsonl", "twin.jsonl"])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
  }

  @Test("a fork reads the original's first lines once, and its copy is indexed as written, never read back")
  func forkReadsOnce() throws {
    let folder = try TestSupport.temporaryFolder("journal-fork")
    let (path, bytes) = try Self.workload(3_000, in: folder)
    let journal = try Journal.open(path: path, creating: JournalHeader(start: Self.start), initialActions: []).journal
    journal.reads = Journal.Reads()
    let note = try journal.fork(at: 2_000)
    #expect(note == "forked at seq 2000: the new journal is \(folder)/j.fork-1.jsonl (\(path) is unchanged)")
    #expect(journal.reads.passes == 1 && journal.reads.bytes <= bytes.count, "\(journal.reads)")
    let forked = try TestSupport.read(try #require(journal.path))
    // The action lines byte for byte after the header, which names the original and the seq as the parent.
    let starts = TestSupport.lineStarts(bytes)
    let headerEnd = try #require(forked.firstIndex(of: 0x0A)) + 1
    #expect(Array(forked[headerEnd...]) == Array(bytes[starts[1]..<starts[2_001]]))
    let parent = JournalParent(path: Journal.absolutePath(path), seq: 2_000)
    #expect(try JournalReplay.replay(path: try #require(journal.path)).header.parent == parent)
    #expect(try TestSupport.read(path) == bytes)
    Self.expectIndex(try Self.index(of: journal), matches: forked, "fork")
    let now = try JournalReplay.replay(path: try #require(journal.path)).state.now
    journal.reads = Journal.Reads()
    try journal.append(Journal.Entry(.clockTicked(to: now + .minutes(1)), seq: 2_001))
    Self.expectIndex(try Self.index(of: journal), matches: try TestSupport.read(try #require(journal.path)), "append")
    #expect(journal.reads == Journal.Reads(), "an append reads nothing")
  }

  @Test("a fork's lines are copied in batches bounded in lines and in bytes")
  func forkBatchesBounded() throws {
    let folder = try TestSupport.temporaryFolder("journal-batches")
    let (path, bytes) = try Self.workload(600, in: folder)
    let journal = try Journal.open(path: path, creating: JournalHeader(start: Self.start), initialActions: []).journal
    var batches: [[String]] = []
    try journal.forEachLineChunk(upTo: 600, chunk: 100, chunkBytes: 2_000) { batches.append($0) }
    #expect(batches.map(\.count).reduce(0, +) == 600)
    #expect(batches.allSatisfy { $0.count <= 100 && $0.dropLast().map { $0.utf8.count + 1 }.reduce(0, +) < 2_000 })
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").dropFirst().map(String.init)
    #expect(batches.joined().elementsEqual(lines))
  }

  @Test("a journal in memory appends, reads back and forks, and reads no file")
  func inMemory() throws {
    let ticks = (1...5).map { Action.clockTicked(to: Self.start + .minutes($0)) }
    let opened = Journal.inMemory(header: JournalHeader(start: Self.start), actions: Array(ticks.prefix(3)))
    let journal = opened.journal
    #expect(opened.head.now == Self.start + .minutes(3) && opened.notes.isEmpty && journal.path == nil)
    try journal.append(Journal.Entry(ticks[3], seq: 4))
    #expect(try journal.all() == Array(ticks.prefix(4)))
    #expect(try journal.fork(at: 2) == "forked at seq 2")
    try journal.append(Journal.Entry(ticks[4], seq: 3))
    #expect(try journal.all() == [ticks[0], ticks[1], ticks[4]] && journal.count == 3)
    #expect(journal.reads == Journal.Reads())
  }

  @Test("an entry takes one line up to the reader's limit, part lines past it, and is refused without parts")
  func entryAtTheLimit() throws {
    let base = ActionCodec.encode(.dataArrived(key: "k", value: .string(""), ttl: nil), seq: 1).utf8.count
    let room = Limits.journalLineBytesMax - base
    let fits = Action.dataArrived(key: "k", value: .string(String(repeating: "x", count: room)), ttl: nil)
    #expect(try Journal.Entry(fits, seq: 1).line.utf8.count == Limits.journalLineBytesMax)
    let over = Action.dataArrived(key: "k", value: .string(String(repeating: "x", count: room + 1)), ttl: nil)
    #expect(throws: JournalError.lineTooLong(bytes: Limits.journalLineBytesMax + 1, max: Limits.journalLineBytesMax)) {
      try Journal.Entry(over, seq: 1, parts: false)
    }
    let parts = try Journal.Entry(over, seq: 1).line.split(separator: "\n")
    #expect(parts.count == 2 && parts.allSatisfy { $0.utf8.count <= Limits.journalLineBytesMax })
    #expect(
      "\(JournalError.lineTooLong(bytes: 70_000, max: 65_536))"
        == "this action would take 70000 bytes in the journal, over the limit of 65536 (a limit of this simulator, which keeps a journal readable); nothing was recorded"
    )
  }

  /// The actions of the journal at `path`, collected by a replay.
  static func actions(of path: String) throws -> [Action] {
    var actions: [Action] = []
    _ = try JournalReplay.replay(path: path) { _, action, _ in actions.append(action) }
    return actions
  }
}

import Foundation
import Testing
import WidgetModel

@testable import WidgetJournal
@testable import WidgetSimCore

/// One writer at a time; readers alongside; nothing recorded is ever lost.
@Suite("Writers and locks")
struct WriterTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  @Test("a second writer is refused at once with a message naming the file; readers still work")
  func secondWriterRefused() throws {
    let folder = try TestSupport.temporaryFolder("lock")
    let path = folder + "/j.jsonl"
    var first: Session? = try Session.open(path: path, start: Self.start).0
    #expect(first?.execute("tick 5m").error == nil)
    do {
      _ = try Session.open(path: path, start: Self.start)
      Issue.record("the second writer was let in")
    } catch {
      #expect(error == .locked(path: path))
      #expect("\(error)".contains(path) && "\(error)".contains("only one writer"))
    }
    #expect(throws: JournalError.locked(path: path)) { try JournalWriter.openOrCreate(path: path) }
    let report = try JournalVerifier.verify(path: path)
    #expect(report.isClean && report.actions == 4)
    #expect(try JournalReplay.replay(path: path).state.seq == 4)
    first = nil
    let (third, _) = try TestSupport.reopening { try Session.open(path: path, start: Self.start) }
    #expect(third.head.seq == 4)
  }

  @Test("two widgetsim processes: the second writer exits 1 naming the file, verify runs alongside")
  func secondProcessRefused() throws {
    let folder = try TestSupport.temporaryFolder("lock-process")
    let path = folder + "/j.jsonl"
    let binary = TestSupport.widgetsimBinary
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build widgetsim first: \(binary)")
    let first = try ChildProcess(binary, ["repl", "--journal", path, "--start", "2026-03-01T08:00:00Z"])
    first.send("tick 5m\n")
    #expect(!first.read(first.output, timeoutMs: 20_000).isEmpty, "the first writer answered")
    let second = try ChildProcess(binary, ["repl", "--journal", path])
    second.closeInput()
    let message = String(decoding: second.readToEnd(second.error), as: UTF8.self)
    #expect(second.waitForExit() == 1)
    #expect(message.contains("\(path) is open for writing in another widgetsim"), "\(message)")
    let reader = try ChildProcess(binary, ["verify", path])
    let verdict = String(decoding: reader.readToEnd(reader.output), as: UTF8.self)
    #expect(reader.waitForExit() == 0 && verdict.contains("ok, 4 actions"), "\(verdict)")
    first.closeInput()
    #expect(first.waitForExit() == 0)
  }

  @Test("a write that fails part-way is cut back, and a failed fsync stops the writer")
  func failedWritesLeaveNoHalfLine() throws {
    let folder = try TestSupport.temporaryFolder("full")
    let path = folder + "/j.jsonl"
    let writer = try JournalWriter.create(path: path, header: JournalHeader(start: Self.start), lines: [])
    let before = try TestSupport.read(path)
    // The disk takes 10 more bytes, then is full: the line is written part-way.
    writer.bytesAcceptedBeforeFull = 10
    let failure = Result { try writer.append([ActionCodec.encode(.clockTicked(to: Self.start + .minutes(1)), seq: 1)]) }
    writer.bytesAcceptedBeforeFull = nil
    guard case .failure(let error) = failure else {
      Issue.record("the write to a full disk succeeded")
      return
    }
    #expect("\(error)".contains("no space left on device"), "\(error)")
    #expect(try TestSupport.read(path) == before, "the partial line was cut back off")
    try writer.append([ActionCodec.encode(.clockTicked(to: Self.start + .minutes(1)), seq: 1)])
    #expect(try JournalReplay.replay(path: path).state.seq == 1)
    writer.poisoned = true
    #expect(throws: JournalError.self) { try writer.append(["{}"]) }
  }
}

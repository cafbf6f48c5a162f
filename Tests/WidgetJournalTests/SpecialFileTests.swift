import Foundation
import Testing
import WidgetModel

@testable import WidgetJournal

/// Paths that are not regular files are refused at once, for reading and for writing, saying what they are; a file
/// that cannot be opened says which operation failed and why, in words.
@Suite("Special files and I/O messages")
struct SpecialFileTests {
  /// Runs widgetsim with `arguments` and no input, killing it if it has said nothing for five seconds.
  /// - Returns: its exit status (137 when it had to be killed) and what it wrote to its standard error.
  static func run(_ arguments: [String]) throws -> (status: Int32, error: String) {
    let child = try ChildProcess(TestSupport.widgetsimBinary, arguments)
    child.closeInput()
    let error = child.readToEnd(child.error, timeoutMs: 5_000)
    child.killNow()
    return (child.waitForExit(), String(decoding: error, as: UTF8.self))
  }

  /// A FIFO with no writer and no reader, in a fresh folder.
  static func fifo() throws -> String {
    let path = try TestSupport.temporaryFolder("fifo") + "/j.jsonl"
    try #require(mkfifo(path, 0o644) == 0)
    return path
  }

  @Test(
    "replay, verify and repl refuse a character device, a FIFO and a directory at once, naming the path",
    arguments: [
      (["replay", "/dev/zero"], "/dev/zero is a character device, not a regular file"),
      (["verify", "/dev/zero"], "/dev/zero is a character device, not a regular file"),
      (["verify", "FIFO"], "FIFO is a FIFO (named pipe), not a regular file"),
      (["replay", "FIFO"], "FIFO is a FIFO (named pipe), not a regular file"),
      (["repl", "--journal", "FIFO"], "FIFO is a FIFO (named pipe), not a regular file"),
      (["repl", "--journal", "/dev/zero"], "/dev/zero is a character device, not a regular file"),
      (["verify", "FOLDER"], "FOLDER is a directory, not a regular file"),
      (["repl", "--journal", "FOLDER"], "FOLDER is a directory, not a regular file"),
    ])
  func specialFilesRefused(arguments: [String], words: String) throws {
    let paths = ["FIFO": try Self.fifo(), "FOLDER": try TestSupport.temporaryFolder("folder")]
    let run = try Self.run(arguments.map { paths[$0] ?? $0 })
    let expected = paths.reduce(words) { $0.replacingOccurrences(of: $1.key + " is", with: $1.value + " is") }
    #expect(run.status == 1, "\(arguments): \(run.error)")
    #expect(run.error.contains(expected), "\(arguments): \(run.error)")
  }

  @Test("the library refuses them too: replay, verify and open throw notRegularFile")
  func libraryRefuses() throws {
    let fifo = try Self.fifo()
    let header = JournalHeader(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    #expect(throws: JournalError.notRegularFile(path: fifo, what: "a FIFO (named pipe)")) {
      try Journal.open(path: fifo, creating: header, initialActions: [])
    }
    #expect(throws: JournalError.notRegularFile(path: "/dev/null", what: "a character device")) {
      try JournalVerifier.verify(path: "/dev/null")
    }
    #expect(throws: JournalError.notRegularFile(path: "/", what: "a directory")) {
      try JournalReplay.replay(path: "/")
    }
  }

  @Test(
    "an I/O error says the operation and the reason in words for every errno",
    arguments: [
      (EPERM, "j.jsonl: cannot open for writing: operation not permitted"),
      (EACCES, "j.jsonl: cannot open for writing: permission denied"),
      (EROFS, "j.jsonl: cannot open for writing: read-only file system"),
      (ENXIO, "j.jsonl: cannot open for writing: no such device or address"),
      (EFBIG, "j.jsonl: cannot open for writing: file too large"),
    ])
  func errnoInWords(code: Int32, message: String) {
    #expect(JournalError.io(path: "j.jsonl", operation: "open for writing", errno: code).description == message)
  }

  @Test("a read-only journal that exists is reported as one that cannot be opened for writing, not created")
  func readOnlyJournal() throws {
    // Root may write any file, so the refusal can only be seen as another user.
    guard geteuid() != 0 else { return }
    let path = try TestSupport.temporaryFolder("read-only") + "/j.jsonl"
    let header = JournalHeader(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    try TestSupport.write(Array((header.line + "\n").utf8), to: path)
    try #require(chmod(path, 0o444) == 0)
    #expect(throws: JournalError.io(path: path, operation: "open for writing", errno: EACCES)) {
      try JournalWriter.openOrCreate(path: path)
    }
  }
}

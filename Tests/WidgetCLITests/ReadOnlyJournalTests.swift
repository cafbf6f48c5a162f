import Foundation
import Testing
import WidgetJournal
import WidgetModel

/// Exploring a recorded example (or a journal this user may not write) never changes it: the session opens it
/// read-only and forks into the sessions folder on the first action.
@Suite("Read-only journals", .serialized)
struct ReadOnlyJournalTests {
  /// The example the issue reproduced with.
  static let example = Widgetsim.packageRoot.appendingPathComponent("journals/data-without-reload.jsonl")

  @Test("every recorded example in journals/ says so in its header")
  func examplesAreMarked() throws {
    let folder = Widgetsim.packageRoot.appendingPathComponent("journals")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jsonl") }
    #expect(!files.isEmpty)
    for file in files {
      let path = folder.appendingPathComponent(file).path
      #expect(Journal.readOnlyReason(path: path) == .example, "\(file) is not marked \"example\":true")
    }
  }

  @Test("actions typed on an example leave it byte-identical and go to a fork in the sessions folder")
  func exampleForks() throws {
    let before = try Data(contentsOf: Self.example)
    let sessions = Widgetsim.temporaryDirectory().appendingPathComponent("sessions")
    let run = try Widgetsim.run(
      ["repl", "--journal", Self.example.path], input: "reload weather\ntick 10m\n",
      environment: ["WIDGETSIM_SESSIONS": sessions.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try Data(contentsOf: Self.example) == before)
    let fork = sessions.appendingPathComponent("data-without-reload.fork-1.jsonl")
    let notice = "\(Self.example.path) is a recorded example (read-only); your actions go to \(fork.path)"
    #expect(run.stdout.split(separator: "\n").first.map(String.init) == notice)
    let copied = try JournalReplay.replay(path: fork.path)
    let original = try JournalReplay.replay(path: Self.example.path)
    #expect(copied.error == nil)
    #expect(copied.state.seq == original.state.seq + 2)
    #expect(!copied.header.isExample, "a fork is the user's own journal, not an example")
    let parent = JournalParent(path: Journal.absolutePath(Self.example.path), seq: original.state.seq)
    #expect(copied.header == original.header.derived(from: parent))
  }

  @Test("a read-only journal is read without repairs: a torn last line is left out and the file stays as it is")
  func readOnlyKeepsTornTail() throws {
    let directory = Widgetsim.temporaryDirectory()
    let path = directory.appendingPathComponent("x.jsonl").path
    var text = try String(contentsOf: Self.example, encoding: .utf8)
    text += "{\"seq\":99,\"act"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let opened = try Journal.openReadOnly(path: path, reason: .example)
    #expect(opened.journal.readOnlyReason == .example)
    #expect(opened.notes.count == 2)
    // Its file may be writable: the note says why it is read-only.
    #expect(
      opened.notes.last?.contains(
        "it is left out, as \(path) is read-only (its header marks it as a recorded example, \"example\": true, which is never changed)"
      ) == true)
    let sessions = directory.appendingPathComponent("s")
    try FileManager.default.createDirectory(at: sessions, withIntermediateDirectories: true)
    let note = try opened.journal.fork(at: opened.journal.count, into: sessions.path)
    #expect(note.contains("\(sessions.path)/x.fork-1.jsonl"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    #expect(try opened.journal.all().count == opened.head.seq)
  }

  @Test(
    "a journal the user may not write opens read-only instead of failing to create it",
    .enabled(if: getuid() != 0, "root writes any file, so permissions cannot make one read-only"))
  func notWritable() throws {
    let directory = Widgetsim.temporaryDirectory()
    let path = directory.appendingPathComponent("mine.jsonl").path
    let created = try Widgetsim.run(
      ["repl", "--journal", path, "--start", "2026-03-01T08:00:00Z"], input: "add todo\n")
    #expect(created.status == 0)
    chmod(path, 0o444)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let run = try Widgetsim.run(
      ["repl", "--journal", path], input: "add weather\n",
      environment: ["WIDGETSIM_SESSIONS": directory.appendingPathComponent("s").path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasPrefix("\(path) is not writable (permission denied); your actions go to "))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }
}

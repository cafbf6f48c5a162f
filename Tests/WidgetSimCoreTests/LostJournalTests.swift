import Foundation
import Testing
import WidgetJournal
import WidgetModel

@testable import WidgetSimCore

/// A journal deleted, replaced or changed under a running session: the session notices before recording the next
/// action, writes nothing more into it, and saves the whole session to a new file that it names.
@Suite("A journal lost under the session")
struct LostJournalTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// A session on `x.jsonl` in a new folder with one widget added; returns the session and the journal's path.
  static func session() throws -> (Session, String) {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("x.jsonl").path
    let (session, _) = try Session.open(path: path, start: start)
    #expect(session.execute("add weather small").error == nil)
    return (session, path)
  }

  @Test(
    "deleted, replaced or grown behind the session, the journal is saved whole to a new file and the action goes there",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "the copy reads the lost file through /proc"),
    arguments: ["was deleted", "was replaced by another file", "changed size behind this session"])
  func saved(problem: String) throws {
    let (session, path) = try Self.session()
    let before = session.journal.count
    switch problem {
    case "was deleted": try FileManager.default.removeItem(atPath: path)
    case "was replaced by another file":
      try FileManager.default.removeItem(atPath: path)
      try Data("other\n".utf8).write(to: URL(fileURLWithPath: path))
    default:
      let handle = try #require(FileHandle(forWritingAtPath: path))
      try handle.seekToEnd()
      try handle.write(contentsOf: Data("\n".utf8))
      try handle.close()
    }
    let outcome = session.execute("tick 5m")
    #expect(outcome.error == nil)
    let saved = path.replacingOccurrences(of: "x.jsonl", with: "x.fork-1.jsonl")
    #expect(
      outcome.output.hasPrefix(
        "\(path) \(problem)"),
      "\(outcome.output)")
    #expect(
      outcome.output.contains("the whole session (\(before) actions) was saved to \(saved), which is now the journal"))
    #expect(session.path == saved)
    let replayed = try JournalReplay.replay(path: saved)
    #expect(replayed.error == nil)
    #expect(replayed.state.seq == before + 1)
    #expect(replayed.state.digest == session.head.digest)
    #expect(session.execute("tick 5m").output == "08:05 → 08:10", "the session goes on in the new file, silently")
  }

  @Test("when the session cannot be saved (its folder is gone too), nothing is recorded and the error says so")
  func cannotSave() throws {
    let (session, path) = try Self.session()
    let before = session.journal.count
    try FileManager.default.removeItem(atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path)
    let error = try #require(session.execute("tick 5m").error)
    #expect(error.hasPrefix("\(path) was deleted under this session; nothing was recorded, and saving the session"))
    #expect(session.journal.count == before)
  }
}

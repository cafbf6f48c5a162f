import Foundation
import Testing

@testable import WidgetCLI
@testable import WidgetSimCore

/// New sessions are written where the tests do not look: never into the project's `journals/`.
@Suite("Where new sessions are written", .serialized)
struct SessionsFolderTests {
  @Test("the folder: $WIDGETSIM_SESSIONS, else ~/.widgetsim/sessions")
  func folder() throws {
    #expect(try ReplCommand.sessionsFolder(environment: ["HOME": "/home/ada"]) == "/home/ada/.widgetsim/sessions")
    #expect(try ReplCommand.sessionsFolder(environment: ["HOME": "/home/ada/"]) == "/home/ada/.widgetsim/sessions")
    #expect(try ReplCommand.sessionsFolder(environment: ["HOME": "/h", "WIDGETSIM_SESSIONS": "/tmp/s"]) == "/tmp/s")
    #expect(try ReplCommand.sessionsFolder(environment: [:]) == "./.widgetsim/sessions")
  }

  @Test("widgetsim with no arguments writes its journal under HOME, nothing in the working folder")
  func noArguments() throws {
    let home = Widgetsim.temporaryDirectory()
    let work = Widgetsim.temporaryDirectory()
    let run = try Widgetsim.run(
      ["repl", "--start", "2026-03-01T08:00:00Z"], input: "add weather\n", in: work, environment: ["HOME": home.path])
    #expect(run.status == 0, "\(run.stderr)")
    let sessions = home.appendingPathComponent(".widgetsim/sessions")
    #expect(try FileManager.default.contentsOfDirectory(atPath: sessions.path) == ["session-20260301T080000Z.jsonl"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
    let again = try Widgetsim.run(
      ["repl", "--start", "2026-03-01T08:00:00Z"], input: "", in: work, environment: ["HOME": home.path])
    #expect(again.status == 0)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: sessions.path).sorted() == [
        "session-20260301T080000Z-2.jsonl", "session-20260301T080000Z.jsonl",
      ])
  }
}

import Foundation
import Testing
import WidgetModel

@testable import PropertyTesting
@testable import WidgetCLI
@testable import WidgetSimCore

/// The messages a new user met first (issue 11.9): each says what is wrong in words, names the file, and keeps
/// echoed input short. The tick durations are in ValidationTests' table of limits.
@Suite("Messages a new user meets")
struct NewUserMessageTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  @Test("an unknown command of 2 MB is echoed cut to 60 characters")
  func longUnknownCommandIsCut() throws {
    let session = Session.inMemory(start: Self.start)
    let error = try #require(session.execute(String(repeating: "x", count: 2_000_000)).error)
    #expect(error == "unknown command '\(String(repeating: "x", count: 60))…'. Type help for the list.")
  }

  @Test("show before the built-in kinds are defined suggests define, not an add that cannot work")
  func emptySuggestion() throws {
    let session = Session.inMemory(start: Self.start)
    _ = session.execute("goto 0")
    let shown = session.execute("show").output
    #expect(shown.contains("no widgets and no kinds yet; define a kind first"))
    #expect(!shown.contains("add weather"))
    _ = session.execute("head")
    #expect(session.execute("show").output.contains("add weather medium city=Shanghai"))
  }

  @Test(
    "--journal names the file and says what it is: a device, a directory, a file that is not a journal",
    arguments: [
      ("/dev/null", "widgetsim repl: /dev/null is a character device, not a regular file; a journal must be"),
      ("folder", "widgetsim repl: folder is a directory, not a regular file; a journal must be a regular file"),
      ("notes.jsonl", "widgetsim repl: notes.jsonl: line 1: not a widgetsim journal header: not JSON"),
    ])
  func journalPathMessages(path: String, message: String) throws {
    let directory = Widgetsim.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("folder"), withIntermediateDirectories: true)
    try Data("hello\n".utf8).write(to: directory.appendingPathComponent("notes.jsonl"))
    let run = try Widgetsim.run(["repl", "--journal", path], in: directory)
    #expect(run.status != 0)
    #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    #expect(!run.stderr.contains("error 22") && !run.stderr.contains("errno"))
  }

  @Test("check's summary counts in the singular and gives a rate that is never 0")
  func checkSummary() {
    var result = CheckResult()
    result.runs = 1
    result.steps = 23
    let configuration = CheckConfiguration(seed: 3, runs: 1, steps: 1)
    let text = CheckCommand.summary(result, configuration, properties: 1, elapsed: 2.5)
    #expect(text.hasPrefix("check: ok, 1 run of 1 step, 1 property held after every step (seed 3; 23 actions"))
    #expect(text.hasSuffix("in 2.50 s, 2.50 s a run"))
    #expect(CheckCommand.rate(runs: 5, elapsed: 2) == "2.5 runs/s")
    #expect(CheckCommand.rate(runs: 500, elapsed: 2) == "250 runs/s")
  }
}

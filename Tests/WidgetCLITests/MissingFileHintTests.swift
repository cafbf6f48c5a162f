import Foundation
import Testing

/// A FILE that does not exist: the error, or the REPL's new journal, names the file meant when one is near.
@Suite("A missing file's did-you-mean")
struct MissingFileHintTests {
  @Test("replay of a misspelt or bare journal name names the journal meant; an unrelated name gets no guess")
  func replayHints() throws {
    let root = Widgetsim.packageRoot
    let misspelt = try Widgetsim.run(["replay", "journals/data-without-reloda.jsonl"], in: root)
    #expect(misspelt.status == 1)
    #expect(
      misspelt.stderr
        == "journals/data-without-reloda.jsonl: cannot open for reading: no such file or directory; did you mean journals/data-without-reload.jsonl?\n"
    )
    let bare = try Widgetsim.run(["doctor", "data-without-reload.jsonl"], in: root)
    #expect(bare.stderr.hasSuffix("; did you mean journals/data-without-reload.jsonl?\n"))
    let unrelated = try Widgetsim.run(["replay", "zzzz-qqqq.jsonl"])
    #expect(unrelated.stderr == "zzzz-qqqq.jsonl: cannot open for reading: no such file or directory\n")
  }

  @Test("repl --journal of a misspelt name says a new journal starts there, and which one exists")
  func replNewJournalHint() throws {
    let directory = Widgetsim.temporaryDirectory()
    try Data("{}".utf8).write(to: directory.appendingPathComponent("morning.jsonl"))
    let run = try Widgetsim.run(["repl", "--journal", "mornnig.jsonl"], input: "quit\n", in: directory)
    #expect(run.status == 0)
    #expect(
      run.stderr == "mornnig.jsonl does not exist, so a new journal is started there; did you mean morning.jsonl?\n")
    // A new name near none says nothing, as before; nor one that only looks alike (three edits away).
    let fresh = try Widgetsim.run(["repl", "--journal", "evening-x.jsonl"], input: "quit\n", in: directory)
    #expect(fresh.stderr.isEmpty)
    try Data("{}".utf8).write(to: directory.appendingPathComponent("simz-20461.jsonl"))
    let alike = try Widgetsim.run(["repl", "--journal", "wz-20461.jsonl"], input: "quit\n", in: directory)
    #expect(alike.stderr.isEmpty)
  }

  @Test("a new session in the sessions folder, beside earlier ones of near names, starts without a warning")
  func newSessionsNoWarning() throws {
    let sessions = Widgetsim.temporaryDirectory()
    for _ in 0..<2 {
      let run = try Widgetsim.run(
        ["repl", "--start", "2026-03-01T08:00:00Z"], input: "quit\n",
        environment: ["WIDGETSIM_SESSIONS": sessions.path])
      #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
    }
  }
}

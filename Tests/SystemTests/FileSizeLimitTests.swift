import Foundation
import Testing

/// A write failed by a file-size limit (`ulimit -f`) is an error the REPL reports, with the journal cut back to its
/// last whole action: the process must not die of SIGXFSZ with half a line written.
@Suite("Writing under a file-size limit", .serialized)
struct FileSizeLimitTests {
  @Test("an action past the limit is refused and reported; the journal keeps every whole action and verifies")
  func cutBack() throws {
    try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"), "needs prlimit (util-linux)")
    let dir = Widgetsim.temporaryDirectory()
    let value = "\"" + String(repeating: "x", count: 3000) + "\""
    let run = try Widgetsim.run(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z"],
      input: "add weather\ndata k \(value)\nadd stocks\n", in: dir, launcher: ["/usr/bin/prlimit", "--fsize=2000"])
    #expect(run.status == 1, "killed by a signal? status \(run.status), stderr: \(run.stderr)")
    #expect(run.stderr.hasPrefix("line 2: "), "\(run.stderr)")
    #expect(run.stdout.contains("added w2"))
    let journal = try String(contentsOf: dir.appendingPathComponent("x.jsonl"), encoding: .utf8)
    #expect(journal.hasSuffix("}\n"))
    #expect(!journal.contains("\"action\":\"data\""))
    let verify = try Widgetsim.run(["verify", "x.jsonl"], in: dir)
    #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    #expect(verify.stdout.contains("5 actions"))
  }
}

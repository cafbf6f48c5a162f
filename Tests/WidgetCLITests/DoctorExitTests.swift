import Foundation
import Testing

/// `doctor`'s exit status: 1 when a finding is a warning, 0 with notes alone or none, both for
/// `widgetsim doctor FILE` and for the REPL reading commands from a pipe, where a warning fails the line.
@Suite("doctor's exit status", .serialized)
struct DoctorExitTests {
  /// A session with nothing to report: a kind whose data stays fresh for its whole timeline, reloaded after its write.
  static let cleanScript =
    "define news families=small,medium entries=4 every=15m data=news ttl=1h\nadd news\ndata news 5\ntick 10m\nreload news\n"
  /// The same with a kind that supports one family: a note, and nothing else.
  static let notesScript =
    "define solo families=small entries=4 every=15m data=solo ttl=1h\nadd solo\ndata solo 5\ntick 10m\nreload solo\n"
  /// A widget with data written and no reload after it: a warning.
  static let warningScript = cleanScript + "data news 6\n"

  /// Runs `script` in the REPL from a pipe on a new journal; returns the run and the journal's folder.
  static func repl(_ script: String, _ options: [String] = []) throws -> (run: Widgetsim.Run, dir: URL) {
    let dir = Widgetsim.temporaryDirectory()
    let run = try Widgetsim.run(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z"] + options, input: script, in: dir)
    return (run, dir)
  }

  @Test("from a pipe, doctor with a warning fails its line (exit 1, stderr names it); notes alone or none do not")
  func replFromPipe() throws {
    let warned = try Self.repl(Self.warningScript + "doctor\n").run
    #expect(warned.status == 1)
    #expect(warned.stderr == "line 7: doctor found 1 warning\n", "stderr: \(warned.stderr)")
    #expect(warned.stdout.contains("warning [dataWithoutReload] news:"))
    #expect(warned.stdout.hasSuffix("1 warning, 0 notes\n"))
    let noted = try Self.repl(Self.notesScript + "doctor\n").run
    #expect(noted.status == 0, "stderr: \(noted.stderr)")
    #expect(noted.stdout.contains("note [singleFamily] solo:") && noted.stdout.hasSuffix("0 warnings, 1 note\n"))
    let clean = try Self.repl(Self.cleanScript + "doctor\n").run
    #expect(clean.status == 0 && clean.stderr.isEmpty, "stderr: \(clean.stderr)")
    #expect(clean.stdout.hasSuffix("no findings: nothing matches the known pitfalls\n"))
  }

  @Test("--bail stops at a doctor with a warning, as at any failed line")
  func bail() throws {
    let (run, dir) = try Self.repl(Self.warningScript + "doctor\ntick 1h\n", ["--bail"])
    #expect(run.status == 1)
    let journal = try String(contentsOf: dir.appendingPathComponent("x.jsonl"), encoding: .utf8)
    #expect(!journal.contains(#""action":"tick","to":"2026-03-01T09:10:00Z""#), "the tick after doctor did not run")
  }

  @Test("widgetsim doctor FILE exits 1 on a warning and 0 with notes alone, which it prints")
  func doctorFile() throws {
    let warned = try Self.repl(Self.warningScript)
    #expect(warned.run.status == 0, "stderr: \(warned.run.stderr)")
    let failing = try Widgetsim.run(["doctor", "x.jsonl"], in: warned.dir)
    #expect(failing.status == 1 && failing.stdout.hasSuffix("1 warning, 0 notes\n"), "stdout: \(failing.stdout)")
    let noted = try Self.repl(Self.notesScript)
    let passing = try Widgetsim.run(["doctor", "x.jsonl"], in: noted.dir)
    #expect(passing.status == 0, "stdout: \(passing.stdout)")
    #expect(passing.stdout.hasPrefix("note [singleFamily] solo: it supports only systemSmall"))
    let json = try Widgetsim.run(["doctor", "x.jsonl", "--json"], in: noted.dir)
    #expect(json.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["warnings"] as? Int == 0 && object["notes"] as? Int == 1)
    let finding = try #require((object["findings"] as? [[String: Any]])?.first)
    #expect(finding["severity"] as? String == "note" && finding["rule"] as? String == "singleFamily")
    #expect(finding["evidence"] as? [Int] == [4])
  }
}

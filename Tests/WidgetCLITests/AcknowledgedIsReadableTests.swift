import Foundation
import Testing

/// Whatever the REPL acknowledges must be readable: a journal it wrote is one `verify`, `replay` and a reopening
/// accept. Starts and ticks at the clock's edges are the values most likely to slip through.
@Suite("Acknowledged actions can be read back", .serialized)
struct AcknowledgedIsReadableTests {
  @Test(
    "a start outside the clock's range is refused before anything is written, with exit status 2",
    arguments: [
      "1969-12-31T12:00:00Z", "0000-01-01T00:00:00Z", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59.5Z",
    ])
  func startOutOfRange(start: String) throws {
    let dir = Widgetsim.temporaryDirectory()
    for command in ["repl", "run"] {
      let script = dir.appendingPathComponent("s.txt")
      try "add weather\n".write(to: script, atomically: true, encoding: .utf8)
      let arguments = command == "repl" ? ["repl"] : ["run", "s.txt"]
      let run = try Widgetsim.run(
        arguments + ["--journal", "old.jsonl", "--start", start], input: "add weather\n", in: dir)
      #expect(run.status == 2, "\(command): \(run.stderr)")
      #expect(run.stderr.contains("outside the clock's range, from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z"))
      #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("old.jsonl").path))
    }
  }

  @Test(
    "a session at the clock's edges writes a journal that verify, replay and reopening accept",
    arguments: [
      ("1970-01-01T00:00:00Z", "add weather\ntick 1h\n"),
      ("9999-12-30T23:00:00Z", "add weather\ntick to 9999-12-31T23:59:59Z\ntick 1s\n"),
    ])
  func edgesReadBack(start: String, script: String) throws {
    let dir = Widgetsim.temporaryDirectory()
    let session = try Widgetsim.run(["repl", "--journal", "x.jsonl", "--start", start], input: script, in: dir)
    let acknowledged = session.status == 0 ? script.split(separator: "\n").count : nil
    let verify = try Widgetsim.run(["verify", "x.jsonl"], in: dir)
    #expect(verify.status == 0, "acknowledged \(acknowledged ?? -1) lines; verify: \(verify.stdout) \(verify.stderr)")
    let replay = try Widgetsim.run(["replay", "x.jsonl", "--digest"], in: dir)
    #expect(replay.status == 0, "\(replay.stderr)")
    let reopened = try Widgetsim.run(["repl", "--journal", "x.jsonl"], input: "journal\n", in: dir)
    #expect(reopened.status == 0, "\(reopened.stderr)")
  }
}

import Foundation
import Testing

/// `widgetsim doctor FILE` folds the journal without recording builds until the last day before the end, which it
/// reads ahead from the last tick line; when the reading stops earlier than that, it must read the journal again.
@Suite("doctor FILE reads the last day")
struct DoctorFileTests {
  /// Counted reloads that read nothing new, then a write, then three days on.
  static let script =
    "add stocks\ndata stocks:AAPL 1\nreload stocks\ntick 10m\nreload stocks\ntick 10m\nreload stocks\ntick 10m\n"
    + "reload stocks\ntick 10m\ndata stocks:AAPL 2\ntick 3d\n"

  @Test("a journal that stops at a bad line before its last tick gets the findings at that line")
  func stopsBeforeLastTick() throws {
    let dir = Widgetsim.temporaryDirectory()
    let made = try Widgetsim.run(
      ["repl", "--journal", "clean.jsonl", "--start", "2026-03-01T08:00:00Z"], input: Self.script, in: dir)
    #expect(made.status == 0, "stderr: \(made.stderr)")
    var lines = try String(contentsOf: dir.appendingPathComponent("clean.jsonl"), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The second write (seq 14, after the three built-in kinds) gets a wrong checksum: the reading stops before it.
    let bad = try #require(lines.firstIndex { $0.hasPrefix(#"{"seq":14,"action":"data""#) })
    lines[bad] = lines[bad].replacingOccurrences(of: #""crc":""#, with: #""crc":"0"#)
    lines[bad].remove(at: lines[bad].index(lines[bad].endIndex, offsetBy: -3))
    try lines.joined(separator: "\n").write(
      to: dir.appendingPathComponent("bad.jsonl"), atomically: true, encoding: .utf8)
    let expected = try Widgetsim.run(["doctor", "clean.jsonl", "--at", "13"], in: dir)
    #expect(expected.stdout.contains("warning [wastedReload] stocks:"), "stdout: \(expected.stdout)")
    let stopped = try Widgetsim.run(["doctor", "bad.jsonl"], in: dir)
    #expect(stopped.status == 1)
    #expect(stopped.stdout == expected.stdout)
    #expect(stopped.stderr.contains("read up to seq 13"), "stderr: \(stopped.stderr)")
  }
}

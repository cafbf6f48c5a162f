import Foundation
import Testing

/// A path that is not UTF-8 is refused, never silently replaced by another file's name.
@Suite("Arguments that are not UTF-8", .serialized)
struct ArgumentEncodingTests {
  @Test("repl --journal with a Latin-1 path exits 2 with a message and creates no file")
  func latin1Path() throws {
    let dir = Widgetsim.temporaryDirectory()
    // The shell passes the byte 0xE9 as it is; Foundation's Process only takes arguments as Swift strings.
    let script = #"exec "$0" repl --journal "$(printf 'caf\351.jsonl')""#
    let run = try Widgetsim.run([], input: "add weather\n", in: dir, launcher: ["/bin/sh", "-c", script])
    #expect(run.status == 2)
    #expect(run.stderr.contains("argument 3 ('caf\u{FFFD}.jsonl') is not valid UTF-8"), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }
}

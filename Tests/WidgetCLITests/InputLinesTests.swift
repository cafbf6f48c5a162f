import Foundation
import Testing

@testable import WidgetCLI
@testable import WidgetSimCore

/// Commands read from a pipe or a script: line by line, in bounded memory, an over-long line skipped and reported.
@Suite("Reading command lines", .serialized)
struct InputLinesTests {
  /// Every line `InputLines` reads from a file holding `bytes`.
  static func lines(of bytes: [UInt8]) throws -> [InputLine] {
    let url = Widgetsim.temporaryDirectory().appendingPathComponent("input")
    try Data(bytes).write(to: url)
    let fd = open(url.path, O_RDONLY)
    try #require(fd >= 0)
    defer { close(fd) }
    var reader = InputLines(fd: fd)
    var lines: [InputLine] = []
    while let line = reader.next() { lines.append(line) }
    return lines
  }

  @Test("newlines, CRLF, a last line without a newline, empty lines, lines across chunk boundaries")
  func shapes() throws {
    #expect(try Self.lines(of: Array("a\r\nb\n\nc".utf8)) == [.text("a"), .text("b"), .text(""), .text("c")])
    #expect(try Self.lines(of: []) == [])
    #expect(try Self.lines(of: Array("\n".utf8)) == [.text("")])
    let long = String(repeating: "é", count: InputLines.chunkBytes)  // two bytes each: spans two chunks
    #expect(
      try Self.lines(of: Array((long.prefix(30_000) + "\nz\n").utf8)) == [
        .text(String(long.prefix(30_000))), .text("z"),
      ])
  }

  @Test("a line at the limit is read; one byte more is skipped and only its length kept")
  func limit() throws {
    let max = InputLines.lineBytesMax
    let atLimit = [UInt8](repeating: 0x61, count: max)
    #expect(try Self.lines(of: atLimit + [0x0A, 0x62]) == [.text(String(repeating: "a", count: max)), .text("b")])
    let over = [UInt8](repeating: 0x61, count: max + 1)
    #expect(try Self.lines(of: over + [0x0A, 0x62, 0x0A]) == [.tooLong(bytes: max + 1), .text("b")])
    #expect(try Self.lines(of: [0x63, 0x0A] + over) == [.text("c"), .tooLong(bytes: max + 1)])
    let huge = [UInt8](repeating: 0x78, count: 5 * InputLines.chunkBytes + 17)
    #expect(try Self.lines(of: huge + [0x0A]) == [.tooLong(bytes: huge.count)])
  }

  @Test("the REPL skips a 20 MB line with a short message and goes on with the next one")
  func hugeLineEndToEnd() throws {
    let dir = Widgetsim.temporaryDirectory()
    let huge = String(repeating: "x", count: 20_000_000)
    let run = try Widgetsim.run(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z"], input: "add weather\n\(huge)\nadd stocks\n",
      in: dir)
    #expect(run.status == 1)
    #expect(run.stderr == "line 2: the line is 20000000 bytes long, over the limit of 65536; it was skipped\n")
    #expect(run.stdout.contains("added w2"))
  }

  @Test("run DIRECTORY is an error naming it, exit 1, and creates no journal")
  func runDirectory() throws {
    let dir = Widgetsim.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("scripts"), withIntermediateDirectories: true)
    let run = try Widgetsim.run(["run", "scripts", "--journal", "x.jsonl"], in: dir)
    #expect(run.status == 1)
    #expect(
      run.stderr == "widgetsim run: scripts is a directory, not a regular file; a script must be a regular file\n")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.jsonl").path))
    let missing = try Widgetsim.run(["run", "nothing.txt"], in: dir)
    #expect(missing.status == 1)
    #expect(missing.stderr == "widgetsim run: cannot read nothing.txt: no such file or directory\n")
  }
}

import Foundation
import Testing

/// A script must be a regular file: `widgetsim run FILE` and `source FILE` refuse a FIFO (which, with no writer,
/// would block the program for ever, out of Ctrl-C's reach) or a device at once, saying what it is.
@Suite("Scripts that are special files")
struct ScriptSpecialFileTests {
  /// The program is killed after this many seconds, so a script that blocks fails the test instead of hanging it.
  static let timeoutSeconds = "20"

  /// Runs widgetsim under `timeout`, which kills it (status 137) if it has not finished in time.
  static func run(_ arguments: [String], input: String = "", in directory: URL) throws -> Widgetsim.Run {
    try Widgetsim.run(
      arguments, input: input, in: directory, launcher: ["/usr/bin/timeout", "-s", "KILL", timeoutSeconds])
  }

  /// A new folder holding a FIFO named `script.txt` that no one writes to.
  static func folderWithFIFO() throws -> URL {
    let folder = Widgetsim.temporaryDirectory()
    try #require(mkfifo(folder.appendingPathComponent("script.txt").path, 0o644) == 0)
    return folder
  }

  @Test("run FIFO is refused at once with what it is, exit 1, and creates no journal")
  func runFIFO() throws {
    let folder = try Self.folderWithFIFO()
    let run = try Self.run(["run", "script.txt", "--journal", "x.jsonl"], in: folder)
    #expect(run.status == 1)
    #expect(
      run.stderr
        == "widgetsim run: script.txt is a FIFO (named pipe), not a regular file; a script must be a regular file\n")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.jsonl").path))
  }

  @Test(
    "source of a FIFO or a device is refused at once, and the session goes on with the next line",
    arguments: [
      ("script.txt", "is a FIFO (named pipe)"),
      ("/dev/zero", "is a character device"),
    ])
  func sourceSpecialFile(path: String, what: String) throws {
    let folder = try Self.folderWithFIFO()
    let run = try Self.run(
      ["repl", "--journal", "x.jsonl"], input: "source \(path)\nadd stocks small\n", in: folder)
    #expect(run.status == 1)
    #expect(run.stderr == "line 1: source \(path): \(what), not a regular file; a script must be a regular file\n")
    #expect(run.stdout.contains("added w1"))
  }
}

import Foundation
import Testing

/// A FIFO with no writer never blocks a script (it blocked the program for ever, out of Ctrl-C's reach): `source FILE`
/// refuses a FIFO or a device at once, saying what it is; `widgetsim run FILE` reads a pipe, never waiting for a
/// writer, and refuses a device.
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

  @Test("run of a FIFO with no writer does not wait for one: it reads as an empty script; a device is refused")
  func runFIFO() throws {
    let folder = try Self.folderWithFIFO()
    let run = try Self.run(["run", "script.txt"], in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty)
    let device = try Self.run(["run", "/dev/zero", "--journal", "x.jsonl"], in: folder)
    #expect(device.status == 1)
    #expect(
      device.stderr
        == "widgetsim run: /dev/zero is a character device, not a regular file; a script must be a regular file\n")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.jsonl").path))
  }

  @Test("run of a pipe (/dev/stdin) reads what is written to it")
  func runPipe() throws {
    let run = try Self.run(["run", "/dev/stdin"], input: "add stocks small\n", in: Widgetsim.temporaryDirectory())
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("added w1"))
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

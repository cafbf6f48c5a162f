import Foundation
import Testing

/// Runs the built `widgetsim` binary and collects what it printed.
public enum Widgetsim {
  /// The outcome of one run.
  public struct Run {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  /// The package's root folder, found from this file's path.
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The `widgetsim` binary beside the test bundle (SwiftPM builds all products before testing).
  public static var binary: URL {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("widgetsim")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return packageRoot.appendingPathComponent(".build/debug/widgetsim")
  }

  /// Runs `widgetsim ARGS` (or the program `executable`) with `input` on standard input, in `directory` (a fresh
  /// temporary one by default). With `launcher` (e.g. `["/usr/bin/prlimit", "--fsize=2000"]`) the program is started
  /// through that command. `environment` adds to (or replaces) the test's own variables.
  public static func run(
    _ arguments: [String], input: String = "", in directory: URL? = nil, launcher: [String] = [],
    environment extra: [String: String] = [:], executable: URL? = nil
  ) throws -> Run {
    let program = executable ?? binary
    let process = Process()
    process.executableURL = launcher.first.map { URL(fileURLWithPath: $0) } ?? program
    process.arguments = launcher.isEmpty ? arguments : Array(launcher.dropFirst()) + [program.path] + arguments
    process.currentDirectoryURL = directory ?? temporaryDirectory()
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment.merge(extra) { $1 }
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    // A child that exits before reading all its input (a usage error) closes the pipe: writing the rest must not
    // kill the test process with SIGPIPE, and the write's error is no concern of the test.
    signal(SIGPIPE, SIG_IGN)
    try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try? stdin.fileHandleForWriting.close()
    // Standard error is read on a thread of its own: read after standard output, a child that fills the error pipe
    // (64 KiB) would wait for it for ever while the test waits for its output.
    let err = ErrorsRead()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      err.data = stderr.fileHandleForReading.readDataToEndOfFile()
      done.signal()
    }
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    done.wait()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err.data, as: UTF8.self))
  }

  /// What a run wrote on standard error, read on another thread and handed over through `run`'s semaphore.
  final class ErrorsRead: @unchecked Sendable {
    var data = Data()
  }

  /// A new empty temporary directory.
  public static func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetsim-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A copy of the file at `path` in a new temporary directory (so a session can open it while another holds `path`).
  public static func copy(_ path: String) throws -> String {
    let copy = temporaryDirectory().appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent).path
    try FileManager.default.copyItem(atPath: path, toPath: copy)
    return copy
  }
}

/// Compares text with a golden file in the `Golden` folder beside the test file that checks it (each test target keeps
/// its own, e.g. Tests/WidgetSimCoreTests/Golden); `WIDGETSIM_UPDATE_GOLDEN=1` rewrites it.
public enum Golden {
  /// The `Golden` folder of the test target holding the file at `filePath`.
  public static func folder(beside filePath: String) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden")
  }

  /// The `Golden` folder of another test target, `Tests/TARGET/Golden`, for a golden file two targets check.
  public static func folder(of target: String) -> URL {
    Widgetsim.packageRoot.appendingPathComponent("Tests/\(target)/Golden")
  }

  /// Checks `text` against the golden file `name` in the `Golden` folder beside the calling test file, or writes it
  /// when updating on purpose.
  public static func check(
    _ text: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try check(text, at: folder(beside: filePath).appendingPathComponent(name), sourceLocation: sourceLocation)
  }

  /// Checks `text` against the file at `url` (a golden file kept elsewhere, such as a generated example), or writes it
  /// when updating on purpose.
  public static func check(_ text: String, at url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let name =
      url.path.hasPrefix(Widgetsim.packageRoot.path + "/")
      ? String(url.path.dropFirst(Widgetsim.packageRoot.path.count + 1)) : url.path
    if ProcessInfo.processInfo.environment["WIDGETSIM_UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      return
    }
    let expected = try #require(
      try? String(contentsOf: url, encoding: .utf8),
      "missing golden file \(name); run with WIDGETSIM_UPDATE_GOLDEN=1 to create it", sourceLocation: sourceLocation)
    #expect(text == expected, "differs from golden \(name)", sourceLocation: sourceLocation)
  }
}

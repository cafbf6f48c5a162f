import Foundation
import JournalWorkload
import Testing
import WidgetJournal
import WidgetModel

/// Shared helpers: seeds, temporary folders, journals as bytes, and the widgetsim binary.
public enum TestSupport {
  /// The seed for a randomised test: `WIDGETSIM_SEED` when set (to reproduce a failure), else `fallback`.
  public static func seed(_ fallback: UInt64) -> UInt64 {
    ProcessInfo.processInfo.environment["WIDGETSIM_SEED"].flatMap { UInt64($0) } ?? fallback
  }

  /// Whether the long, opt-in runs are asked for (`WIDGETSIM_SOAK=1`).
  public static var soak: Bool { ProcessInfo.processInfo.environment["WIDGETSIM_SOAK"] == "1" }

  /// A new empty folder under the system's temporary folder.
  public static func temporaryFolder(_ name: String) throws -> String {
    let template = NSTemporaryDirectory() + "widgetsim-\(name)-XXXXXX"
    var bytes = Array(template.utf8CString)
    guard let made = mkdtemp(&bytes) else { throw POSIXError(.EIO) }
    return String(cString: made)
  }

  /// The bytes of a file.
  public static func read(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// Writes bytes to a file, replacing it.
  public static func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  /// A small, valid, checksummed journal from the realistic workload: its bytes and the digest after each action.
  public static func smallJournal(actions: Int, seed: UInt64, in folder: String) throws -> (
    bytes: [UInt8], digests: [String]
  ) {
    let path = folder + "/source.jsonl"
    var workload = JournalWorkload(widgets: 2, seed: seed, values: .varied)
    try workload.write(path: path, actions: actions)
    let bytes = try read(path)
    var digests: [String] = []
    let outcome = try JournalReplay.replay(path: path) { state, _, _ in digests.append(state.digest) }
    #expect(outcome.error == nil && outcome.tornTail == nil, "seed \(seed): the source journal replays cleanly")
    digests.insert(JournalReplay.initialState(outcome.header).digest, at: 0)
    return (bytes, digests)
  }

  /// The byte offsets just after each newline, i.e. where each line starts (line 1 at index 0).
  public static func lineStarts(_ bytes: [UInt8]) -> [Int] {
    [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }.filter { $0 < bytes.count }
  }

  /// Peak resident memory of this process so far, in kilobytes (`VmHWM`).
  public static func peakResidentKB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? 0
    }
    return 0
  }

  /// Runs `body` (which opens a journal for writing that this test just closed), retrying for a while when the
  /// journal is still locked.
  ///
  /// Tests run in parallel and some spawn processes: posix_spawn's child starts with a copy of every descriptor of
  /// this process (close-on-exec ones close only at its exec), so for a moment it keeps a just-closed journal's
  /// flock alive. widgetsim itself spawns nothing, so this is a test-only race.
  public static func reopening<T>(_ body: () throws -> T) throws -> T {
    for _ in 0..<300 {
      do { return try body() } catch JournalError.locked { usleep(10_000) }
    }
    return try body()
  }

  /// The built `widgetsim` executable beside the test bundle (or `WIDGETSIM_BIN`).
  public static var widgetsimBinary: String {
    if let path = ProcessInfo.processInfo.environment["WIDGETSIM_BIN"] { return path }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return executable.deletingLastPathComponent().appendingPathComponent("widgetsim").path
  }
}

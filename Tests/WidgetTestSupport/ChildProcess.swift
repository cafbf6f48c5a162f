import Foundation

/// A child process with pipes for its standard input, output and error, started with posix_spawn so that a test
/// controls exactly when it is killed.
public final class ChildProcess {
  public let pid: pid_t
  /// The write end of the child's standard input (-1 once closed).
  public private(set) var input: Int32
  public let output: Int32
  public let error: Int32
  private var exitStatus: Int32? = nil

  /// Starts `executable` with `arguments` (paths in them should be absolute).
  public init(_ executable: String, _ arguments: [String]) throws {
    var stdinPipe: [Int32] = [0, 0]
    var stdoutPipe: [Int32] = [0, 0]
    var stderrPipe: [Int32] = [0, 0]
    guard pipe(&stdinPipe) == 0, pipe(&stdoutPipe) == 0, pipe(&stderrPipe) == 0 else { throw POSIXError(.EMFILE) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
    posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)
    for fd in stdinPipe + stdoutPipe + stderrPipe { posix_spawn_file_actions_addclose(&actions, fd) }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions, nil, argv, environ)
    close(stdinPipe[0])
    close(stdoutPipe[1])
    close(stderrPipe[1])
    guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .ENOENT) }
    pid = child
    input = stdinPipe[1]
    output = stdoutPipe[0]
    error = stderrPipe[0]
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      _ = waitForExit()
    }
    if input >= 0 { close(input) }
    close(output)
    close(error)
  }

  /// Writes text to the child's standard input.
  public func send(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes { write(input, $0.baseAddress! + offset, $0.count - offset) }
      if n <= 0 { return }
      offset += n
    }
  }

  /// Closes the child's standard input (end of file for it).
  public func closeInput() {
    if input >= 0 { close(input) }
    input = -1
  }

  /// Reads what is available on `fd` within `timeoutMs`; empty at end of file or on timeout.
  public func read(_ fd: Int32, timeoutMs: Int32) -> [UInt8] {
    var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, timeoutMs) > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 65536)
    let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
    return n > 0 ? Array(buffer[0..<n]) : []
  }

  /// Reads `fd` to its end (the child closed it or died), giving up after `timeoutMs` of silence.
  public func readToEnd(_ fd: Int32, timeoutMs: Int32 = 10_000) -> [UInt8] {
    var all: [UInt8] = []
    while true {
      let chunk = read(fd, timeoutMs: timeoutMs)
      if chunk.isEmpty { return all }
      all += chunk
    }
  }

  /// Kills the child at once.
  public func killNow() { kill(pid, SIGKILL) }

  /// Waits for the child and returns its exit status (128 + signal when killed).
  @discardableResult
  public func waitForExit() -> Int32 {
    if let exitStatus { return exitStatus }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    exitStatus = code
    return code
  }
}

extension ChildProcess {
  /// Runs widgetsim under GNU time and returns its exit status, output, errors and peak resident memory in KB.
  ///
  /// The peak cannot be read from `wait4` here: posix_spawn shares the test process's memory until the exec, and
  /// Linux carries that high-water mark over, so GNU time (which forks its own child) measures it instead.
  public static func measured(_ arguments: [String]) throws -> (
    status: Int32, output: String, error: String, peakKB: Int?
  ) {
    let timer = "/usr/bin/time"
    let timed = FileManager.default.isExecutableFile(atPath: timer)
    let child =
      timed
      ? try ChildProcess(timer, ["-f", "peak-kb %M", TestSupport.widgetsimBinary] + arguments)
      : try ChildProcess(TestSupport.widgetsimBinary, arguments)
    child.closeInput()
    let output = String(decoding: child.readToEnd(child.output, timeoutMs: 120_000), as: UTF8.self)
    var error = String(decoding: child.readToEnd(child.error, timeoutMs: 120_000), as: UTF8.self)
    let status = child.waitForExit()
    var peak: Int? = nil
    if timed, let range = error.range(of: "peak-kb ", options: .backwards) {
      peak = Int(error[range.upperBound...].prefix { $0.isNumber })
      error = String(error[..<range.lowerBound])
    }
    return (status, output, error, peak)
  }
}

#if canImport(Glibc)
  import Glibc
#endif

/// The thin layer over the operating system the benchmark needs: a monotonic clock, files, and child processes.
enum System {
  /// Seconds on the monotonic clock.
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// Runs `body` and returns how many seconds it took.
  static func time(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return now() - start
  }

  /// Seconds of processor time this thread has used (`CLOCK_THREAD_CPUTIME_ID`), or this process over all its threads
  /// (`CLOCK_PROCESS_CPUTIME_ID`): unlike the wall clock, it does not count the time other work on a shared machine
  /// takes the processor away.
  static func processorTime(_ clock: clockid_t = CLOCK_THREAD_CPUTIME_ID) -> Double {
    var spec = timespec()
    clock_gettime(clock, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }

  /// Runs `body` and returns how many seconds it took on the wall clock and in this thread's processor time, or with
  /// `clock` `CLOCK_PROCESS_CPUTIME_ID` in all this process's threads (a replay on two threads uses more processor
  /// time than wall time).
  static func times(_ clock: clockid_t = CLOCK_THREAD_CPUTIME_ID, _ body: () throws -> Void) rethrows -> (
    wall: Double, cpu: Double
  ) {
    let start = now()
    let cpu = processorTime(clock)
    try body()
    return (now() - start, processorTime(clock) - cpu)
  }

  /// Whether a directory exists at `path`.
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The size of a file in bytes, or 0 when it cannot be read.
  static func fileSize(_ path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
  }

  /// The absolute path of the running executable.
  static func executablePath() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard n > 0 else { return CommandLine.arguments[0] }
    return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Writes a line to standard output, unbuffered (as the CLI does).
  static func writeOutput(_ text: String) {
    var line = text + "\n"
    line.withUTF8 { buffer in _ = write(1, buffer.baseAddress, buffer.count) }
  }

  /// This process's peak resident set size (`VmHWM` in /proc/self/status), in kilobytes.
  static func peakRSSKilobytes() -> Int? {
    guard let file = fopen("/proc/self/status", "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), file) != nil {
      let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard line.hasPrefix("VmHWM:") else { continue }
      return Int(line.dropFirst(6).filter { $0.isNumber })
    }
    return nil
  }

  /// Writes a line to standard error.
  static func printError(_ text: String) {
    var line = text + "\n"
    line.withUTF8 { buffer in _ = write(2, buffer.baseAddress, buffer.count) }
  }

  /// Finds a program on `PATH`, or nil.
  static func which(_ program: String) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(program)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}

/// What a finished child process did: its exit status, its output, its wall time and its peak memory.
struct ChildResult {
  var status: Int32
  var output: String
  var seconds: Double
  /// The child's peak resident set size in bytes: the `VmHWM` it reported, else `ru_maxrss` from `wait4`.
  var maxRSSBytes: Int
  /// The processor time the child used, user and system, over all its threads (`wait4`'s `ru_utime` + `ru_stime`).
  var cpuSeconds: Double = 0

  /// The last line a `--child` prints: its own peak RSS in kilobytes.
  static let peakLinePrefix = "widgetsim-bench child VmHWM kB: "
}

extension System {
  /// Runs `arguments` (the program first, found on PATH when not a path), capturing stdout; stderr is discarded.
  static func run(_ arguments: [String]) -> ChildResult? {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = now()
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
    close(pipeEnds[1])
    guard spawned == 0 else {
      close(pipeEnds[0])
      return nil
    }
    let output = readAll(pipeEnds[0])
    close(pipeEnds[0])
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let seconds = now() - start
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    var result = ChildResult(
      status: exitStatus, output: output, seconds: seconds, maxRSSBytes: Int(usage.ru_maxrss) * 1024,
      cpuSeconds: Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6)
    // `ru_maxrss` includes the pages the child shared with this process before `exec` (posix_spawn uses vfork),
    // so a child that reports its own VmHWM is believed instead.
    if let range = output.firstRange(of: ChildResult.peakLinePrefix) {
      let kilobytes = Int(output[range.upperBound...].prefix { $0.isNumber }) ?? 0
      result.output = String(output[..<range.lowerBound])
      result.maxRSSBytes = kilobytes * 1024
    }
    return result
  }

  static func readAll(_ fd: Int32) -> String {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, 65536) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { break }
      bytes += chunk[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension System {
  /// The lines of a file (without their newlines), or nil when it cannot be read.
  static func readLines(_ path: String) -> [String]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, 1 << 20) }
      if n < 0 && errno == EINTR { continue }
      guard n >= 0 else { return nil }
      if n == 0 { break }
      bytes += chunk[0..<n]
    }
    return bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast(bytes.last == 0x0A ? 1 : 0).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Deletes a file, ignoring errors.
  static func removeFile(_ path: String) { unlink(path) }
}

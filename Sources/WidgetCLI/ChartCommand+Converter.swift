#if canImport(Glibc)
  import Glibc
#endif

/// Running `rsvg-convert` for `chart -o OUT.png`, with its reason kept when it fails (a chart too tall for it, say).
extension ChartCommand {
  /// The most bytes of a converter's standard error kept for the error message; the rest is read and dropped.
  static let converterReasonBytesMax = 600

  /// Runs a program reading `input` and writing `output` (descriptors; /dev/null when nil), and returns its exit status
  /// (127 when it could not be started) and what it wrote on standard error: its first `converterReasonBytesMax` bytes,
  /// on one line, with control characters as spaces and "…" when cut (nothing when no pipe could be made for it).
  static func runCapturingErrors(_ arguments: [String], input: Int32? = nil, output: Int32? = nil) -> (
    status: Int32, reason: String
  ) {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else {
      return (start(arguments, input: input, output: output, errors: nil).map(waitStatus) ?? 127, "")
    }
    let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
    let pid = start(arguments, input: input, output: output, errors: (writeEnd, readEnd))
    close(writeEnd)
    defer { close(readEnd) }
    guard let pid else { return (127, "") }
    var kept: [UInt8] = []
    var cut = false
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(readEnd, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      let room = converterReasonBytesMax - kept.count
      kept += buffer[0..<min(count, max(room, 0))]
      if count > room { cut = true }
    }
    return (waitStatus(pid), reasonLine(kept, cut: cut))
  }

  /// Starts a program with `input`, `output` and `errors.write` (descriptors; /dev/null when nil) as its standard
  /// input, output and error, closing both ends of the errors' pipe in it.
  /// - Returns: its process id, or nil when it could not be started.
  static func start(_ arguments: [String], input: Int32?, output: Int32?, errors: (write: Int32, read: Int32)?)
    -> pid_t?
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let input {
      posix_spawn_file_actions_adddup2(&actions, input, 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    if let output {
      posix_spawn_file_actions_adddup2(&actions, output, 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    if let errors {
      posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
      posix_spawn_file_actions_addclose(&actions, errors.read)
      posix_spawn_file_actions_addclose(&actions, errors.write)
    } else {
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return nil }
    return pid
  }

  /// Waits for `pid` and returns its exit status, or 128 and the signal that ended it.
  static func waitStatus(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }

  /// Bytes a program wrote on standard error as one line of text: decoded as UTF-8 (a character cut at the end
  /// dropped), control and format characters as spaces, runs of spaces as one, "…" when `cut`.
  static func reasonLine(_ bytes: [UInt8], cut: Bool) -> String {
    var text = String(decoding: bytes, as: UTF8.self)
    if cut, text.last == "\u{FFFD}" { text.removeLast() }
    let scalars = text.unicodeScalars.map { scalar -> Unicode.Scalar in
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator: return " "
      default: return scalar
      }
    }
    let words = String(String.UnicodeScalarView(scalars)).split(separator: " ")
    return words.joined(separator: " ") + (cut ? " …" : "")
  }

  /// The error of a converter that failed: its exit status, and its reason when it gave one.
  static func converterFailure(_ path: String, status: Int32, reason: String) -> String {
    "-o \(path): rsvg-convert failed (exit status \(status))" + (reason.isEmpty ? "" : ": \(reason)")
  }
}

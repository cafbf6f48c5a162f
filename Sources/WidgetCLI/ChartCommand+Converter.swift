#if canImport(Glibc)
  import Glibc
#endif

/// Running `rsvg-convert` for `chart -o OUT.png`, with its reason kept when it fails (a chart too tall for it, say).
extension ChartCommand {
  /// The most bytes of a converter's standard error kept for the error message; the rest is read and dropped.
  static let converterReasonBytesMax = 600

  /// Runs a program reading `input` and writing `output` (descriptors; /dev/null when nil), and returns its exit status
  /// (127 when it could not be started) and what it wrote on standard error: its first `converterReasonBytesMax` bytes,
  /// on one line, with control characters as spaces and "…" when cut.
  static func runCapturingErrors(_ arguments: [String], input: Int32? = nil, output: Int32? = nil) -> (
    status: Int32, reason: String
  ) {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return (spawn(arguments, input: input, output: output), "") }
    let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
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
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
    posix_spawn_file_actions_addclose(&actions, readEnd)
    posix_spawn_file_actions_addclose(&actions, writeEnd)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let started = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0
    close(writeEnd)
    defer { close(readEnd) }
    guard started else { return (127, "") }
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
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return (exit, reasonLine(kept, cut: cut))
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

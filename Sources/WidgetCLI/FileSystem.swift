import WidgetSimCore

#if canImport(Glibc)
  import Glibc
#endif

/// Removes a file, if there is one.
func removeFile(_ path: String) {
  _ = unlink(path)
}

/// Makes a fresh directory from a `mkdtemp` template such as `/tmp/x.XXXXXX`, or nil when it cannot.
public func makeTemporaryDirectory(_ template: String) -> String? {
  var bytes = Array(template.utf8CString)
  guard let made = bytes.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else { return nil }
  return String(cString: made)
}

/// Removes the files directly inside `directory`, then the directory itself.
public func removeDirectory(_ directory: String) {
  guard let dir = opendir(directory) else { return }
  while let entry = readdir(dir) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) {
      String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
    }
    if name != "." && name != ".." { unlink(directory + "/" + name) }
  }
  closedir(dir)
  rmdir(directory)
}

/// Creates a directory if it does not exist (an existing one makes `mkdir` fail with EEXIST, which is fine).
func makeDirectory(_ path: String) {
  _ = mkdir(path, 0o755)
}

/// Creates a directory and every missing one above it; true when it exists afterwards.
func makeDirectories(_ path: String) -> Bool {
  var prefix = path.hasPrefix("/") ? "/" : ""
  for component in path.split(separator: "/") {
    prefix += component
    makeDirectory(prefix)
    prefix += "/"
  }
  var status = stat()
  return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
}

/// Writes text to standard error, control characters escaped.
func writeError(_ text: String) {
  writeAll(2, TerminalText.escaped(text) + "\n")
}

/// Writes text to standard output, control characters escaped.
func writeOutput(_ text: String) {
  writeAll(1, TerminalText.escaped(text) + "\n")
}

/// Writes every byte of `text` to a file descriptor; false when a write failed (`errno` says why).
@discardableResult
func writeAll(_ fd: Int32, _ text: String) -> Bool {
  var copy = text
  return copy.withUTF8 { buffer in
    var offset = 0
    while offset < buffer.count {
      let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return false }
      offset += n
    }
    return true
  }
}

/// Whether standard input is a terminal.
var stdinIsTerminal: Bool { isatty(0) == 1 }

/// Whether standard output is a terminal.
var stdoutIsTerminal: Bool { isatty(1) == 1 }

/// Whether standard error is a terminal.
var stderrIsTerminal: Bool { isatty(2) == 1 }

/// The current wall-clock time truncated to the minute; only the command line reads it, never the model.
func wallClockMinute() -> Int64 {
  var now = timespec()
  clock_gettime(CLOCK_REALTIME, &now)
  return Int64(now.tv_sec) / 60 * 60_000
}

import WidgetCommands
import WidgetJournal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A script file that `source` and `widgetsim run` read: a regular file (a FIFO, a device or a directory is refused at
/// once, never waited on), read whole by `source`, bounded by `Script.sourceBytesMax`, checked to be UTF-8.
public enum ScriptFile {
  /// Why a script cannot be read, in words ("no such file or directory").
  public struct ReadError: Error, CustomStringConvertible {
    /// The reason.
    public let description: String
    /// Whether the path names something other than a regular file (the reason then reads after the path: "x is a
    /// FIFO (named pipe), not a regular file; …"), rather than a file that could not be read.
    public let isSpecialFile: Bool

    /// A reason in words.
    init(_ description: String, isSpecialFile: Bool = false) {
      self.description = description
      self.isSpecialFile = isSpecialFile
    }

    /// The reason of the last failed system call.
    static var lastSystemError: ReadError { ReadError(JournalError.errnoText(errno)) }
  }

  /// Opens the script at `path` for reading, refusing anything but a regular file, or a pipe when `allowsPipes`
  /// (`widgetsim run /dev/stdin`, `run <(…)`). The path is opened without waiting for a FIFO's writer, so a FIFO
  /// nobody writes to never blocks: `source` refuses it at once, and for `run` it reads as an empty script.
  /// - Returns: the open descriptor (blocking, for the caller to close), or why the script cannot be read.
  public static func open(_ path: String, allowsPipes: Bool = false) -> Result<Int32, ReadError> {
    if allowsPipes {
      let fd = SystemCall.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
      var info = stat()
      if fd >= 0, fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFIFO {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return .success(fd)
      }
      if fd >= 0 { close(fd) }
    }
    do throws(JournalError) {
      return .success(try SystemCall.openRegularFile(path, O_RDONLY | O_CLOEXEC))
    } catch {
      switch error {
      case .notRegularFile(_, let what):
        return .failure(
          ReadError("is \(what), not a regular file; a script must be a regular file", isSpecialFile: true))
      case .io(_, _, let code): return .failure(ReadError(JournalError.errnoText(code)))
      default: return .failure(ReadError(error.description))
      }
    }
  }

  /// The text of the script at `path` (without a final newline), or what stops it being read: missing, not a regular
  /// file, over the limit, not UTF-8.
  static func contents(of path: String) -> Result<String, ReadError> {
    let fd: Int32
    switch open(path) {
    case .success(let opened): fd = opened
    case .failure(let problem): return .failure(problem)
    }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n >= 0 else { return .failure(.lastSystemError) }
      if n == 0 { break }
      bytes += chunk[..<n]
      guard bytes.count <= Script.sourceBytesMax else {
        return .failure(ReadError("larger than the limit of \(Script.sourceBytesMax) bytes"))
      }
    }
    guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(ReadError("not UTF-8 text")) }
    return .success(text.hasSuffix("\n") ? String(text.dropLast()) : text)
  }
}

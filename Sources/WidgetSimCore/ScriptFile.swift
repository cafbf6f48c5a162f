import WidgetCommands
import WidgetJournal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A script file `source` runs: read whole, bounded by `Script.sourceBytesMax`, checked to be UTF-8.
enum ScriptFile {
  /// Why a script cannot be read, in words ("no such file or directory").
  struct ReadError: Error, CustomStringConvertible {
    /// The reason.
    let description: String

    /// A reason in words.
    init(_ description: String) { self.description = description }

    /// The reason of the last failed system call.
    static var lastSystemError: ReadError { ReadError(JournalError.errnoText(errno)) }
  }

  /// The text of the script at `path` (without a final newline), or what stops it being read: missing, a directory,
  /// over the limit, not UTF-8.
  static func contents(of path: String) -> Result<String, ReadError> {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .failure(.lastSystemError) }
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

import WidgetJournal
import WidgetModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `data KEY @FILE`: the file is read when the line is typed and the journal records its content, so that a replay
/// needs no file (docs/PROVIDERS.md, "Limits"). A plist, an image or plain text can be fed as well as JSON.
extension Session {
  /// `command` with its `@FILE` read: JSON becomes the value, other UTF-8 text `{"$text":…}` and other bytes
  /// `{"$base64":…}` (`JSONValue.file`). Paths are relative to the current directory; at most
  /// `Limits.dataValueBytesMax + 1` bytes are ever read, so a file of 10 GB costs no more than one of 8 MB.
  /// - Throws: `WidgetError.invalidValue` when the file is missing, not a regular file, or larger than a data value
  ///   may be.
  static func readingDataFile(_ command: Command) throws(WidgetError) -> Command {
    guard case .dataFile(let key, let path, let ttl) = command else { return command }
    let refused = { (problem: String) in
      WidgetError.invalidValue(what: "data \(key)", value: "@" + path, expected: problem)
    }
    let fd: Int32
    do throws(JournalError) {
      fd = try SystemCall.openRegularFile(path, O_RDONLY | O_CLOEXEC)
    } catch {
      switch error {
      case .notRegularFile(_, let what): throw refused("a regular file (it is \(what))")
      case .io(_, _, let code): throw refused("a file that can be read (\(JournalError.errnoText(code)))")
      default: throw refused("a file that can be read (\(error.description))")
      }
    }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while bytes.count <= Limits.dataValueBytesMax {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n >= 0 else { throw refused("a file that can be read (\(JournalError.errnoText(errno)))") }
      if n == 0 { break }
      bytes += chunk[..<n]
    }
    guard bytes.count <= Limits.dataValueBytesMax else {
      throw refused(
        "a file of at most \(Limits.dataValueBytesMax) bytes (it holds more; a limit of this simulator, not of WidgetKit)"
      )
    }
    return .data(key: key, value: JSONValue.file(bytes), ttl: ttl)
  }
}

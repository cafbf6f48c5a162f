import WidgetJournal
import WidgetModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `net URL @FILE …`: the body is read from the file when the line is typed, and the journal records it, so that a
/// replay needs neither the file nor the network (docs/PROVIDERS.md, "Network").
extension Session {
  /// `command` with an `@FILE` body read: a file of JSON becomes a JSON body, any other UTF-8 text a text body.
  /// Paths are relative to the current directory; at most `URLRule.bodyBytesMax + 1` bytes are ever read.
  /// - Throws: `WidgetError.invalidNet` when the file is missing or not a regular file, larger than a body may be,
  ///   or not UTF-8 text.
  static func readingBodyFile(_ command: Command) throws(WidgetError) -> Command {
    guard case .netURL(let url, .file(let path), let options) = command else { return command }
    let shown = NetExchange.recorded(String(url.prefix(120)))
    let fd: Int32
    do throws(JournalError) {
      fd = try SystemCall.openRegularFile(path, O_RDONLY | O_CLOEXEC)
    } catch {
      switch error {
      case .notRegularFile(_, let what): throw .invalidNet(url: shown, problem: "@\(path) is \(what), not a file")
      case .io(_, _, let code): throw .invalidNet(url: shown, problem: "@\(path): \(JournalError.errnoText(code))")
      default: throw .invalidNet(url: shown, problem: "@\(path): \(error.description)")
      }
    }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= URLRule.bodyBytesMax {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n >= 0 else { throw .invalidNet(url: shown, problem: "@\(path): \(JournalError.errnoText(errno))") }
      if n == 0 { break }
      bytes += chunk[..<n]
    }
    guard bytes.count <= URLRule.bodyBytesMax else {
      throw .invalidNet(url: shown, problem: "@\(path) holds over \(URLRule.bodyBytesMax) bytes, the limit for a body")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .invalidNet(url: shown, problem: "@\(path) is not UTF-8 text")
    }
    if let value = try? JSONValue(parsing: text) { return .netURL(url: url, answer: .value(value), options: options) }
    return .netURL(url: url, answer: .text(text), options: options)
  }
}

import WidgetModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The messages between the simulator program and its extension's worker process, over one socket of their own
/// (never standard input or output, which the provider may use): each is a 4-byte big-endian length and that many
/// bytes of one JSON object (docs/PROVIDERS.md, "The extension's process").
enum ExtensionChannel {
  /// The longest message, in bytes: a build's output is at most 16 MiB of timeline (`ProviderLimits`), which a
  /// message holds escaped in a string; the rest is headroom.
  static let messageBytesMax = 48 << 20
  /// The most messages the worker may send for one call (its answer and the App Group identifiers it was asked
  /// for); a worker that sends more has its call failed and its process ended.
  static let messagesPerCallMax = 64
  /// The most requests the worker may ask the program to answer for one call (`{"fetch":…}`, answered by
  /// `{"fetched":…}`); a build's requests past `NetExchange.requestsMax` are refused, and a worker that asks for
  /// more than this has its call failed and its process ended.
  static let fetchesPerCallMax = 1000
  /// The environment variable that starts the simulator program as its extension's worker, naming the socket's
  /// descriptor.
  static let environmentName = "WIDGETSIM_EXTENSION_CHANNEL"
  /// The descriptor number the worker's socket gets.
  static let workerDescriptor: Int32 = 3

  /// `message` as one frame: its length, then its JSON.
  static func frame(_ message: JSONValue) -> [UInt8] {
    let body = Array(message.serialized.utf8)
    let count = UInt32(body.count)
    return [UInt8(count >> 24), UInt8((count >> 16) & 0xFF), UInt8((count >> 8) & 0xFF), UInt8(count & 0xFF)] + body
  }

  /// Sends all of `bytes` on the socket `fd`, never raising SIGPIPE.
  /// - Returns: whether every byte was sent (false once the other end is gone).
  static func send(_ bytes: [UInt8], on fd: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes.withUnsafeBytes { raw in
        #if os(Linux)
          Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        #else
          Darwin.send(fd, raw.baseAddress! + offset, raw.count - offset, 0)
        #endif
      }
      if sent < 0 && errno == EINTR { continue }
      if sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        var waiting = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = poll(&waiting, 1, 100)
        continue
      }
      if sent <= 0 { return false }
      offset += sent
    }
    return true
  }

  /// What a buffer of received bytes holds at its front.
  enum Next {
    /// Not yet a whole message.
    case incomplete
    /// A whole message, and how many bytes it took.
    case message(JSONValue, bytes: Int)
    /// Bytes that are no message: why.
    case garbage(String)
  }

  /// The first message in `buffer`, if it is whole.
  static func next(in buffer: [UInt8]) -> Next {
    guard buffer.count >= 4 else { return .incomplete }
    let count = Int(buffer[0]) << 24 | Int(buffer[1]) << 16 | Int(buffer[2]) << 8 | Int(buffer[3])
    guard count <= messageBytesMax else {
      return .garbage("it sent a message of \(count) bytes, over the limit of \(messageBytesMax)")
    }
    guard buffer.count >= 4 + count else { return .incomplete }
    let text = String(decoding: buffer[4..<(4 + count)], as: UTF8.self)
    guard let value = try? JSONValue(parsing: text), value.objectValue != nil else {
      return .garbage("it sent a message that is not a JSON object: \(ExtensionOutput.quoted(text, max: 80))")
    }
    return .message(value, bytes: 4 + count)
  }

  /// Reads one whole message from the blocking socket `fd` (the worker's side).
  /// - Returns: the message, or nil at the end of the socket or on bytes that are no message.
  static func receive(from fd: Int32) -> JSONValue? {
    var buffer: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    while true {
      switch next(in: buffer) {
      case .message(let value, _): return value
      case .garbage: return nil
      case .incomplete: break
      }
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return nil }
      buffer += chunk[0..<n]
    }
  }
}

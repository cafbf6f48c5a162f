import WidgetModel
import WidgetSimCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One line of commands read from a pipe or a script.
enum InputLine: Equatable {
  /// A line, without its newline (nor the carriage return of a CRLF ending).
  case text(String)
  /// A line longer than the limit: only its length was kept, its bytes were skipped.
  case tooLong(bytes: Int)
}

/// The lines of a file descriptor (standard input, a script), read in chunks: memory stays bounded by the longest line
/// accepted, however long the input or its lines (`repl < /dev/zero` reads forever in constant memory).
struct InputLines {
  /// The longest line accepted: a command whose action could not fit a journal line is useless anyway.
  static let lineBytesMax = Limits.journalLineBytesMax

  /// Bytes read from the descriptor at once.
  static let chunkBytes = 1 << 16

  /// The descriptor read.
  let fd: Int32
  /// The bytes of the line being read.
  private var line: [UInt8] = []
  /// The length of an over-long line being skipped, or nil.
  private var skipped: Int? = nil
  /// Bytes read but not handed out yet: `filled` bytes of which those from `start` are new.
  private var chunk = [UInt8](repeating: 0, count: chunkBytes)
  private var filled = 0
  private var start = 0
  /// Whether the descriptor reached its end.
  private var ended = false

  /// Lines of `fd`, which the caller keeps open.
  init(fd: Int32) {
    self.fd = fd
  }

  /// The next line, or nil at the end of the input (or when it cannot be read).
  mutating func next() -> InputLine? {
    while true {
      if let newline = findNewline() {
        keep(start..<newline)
        start = newline + 1
        return take()
      }
      keep(start..<filled)
      start = filled
      guard !ended, refill() else {
        ended = true
        guard !line.isEmpty || skipped != nil else { return nil }
        return take()
      }
    }
  }

  /// The index of the next newline in the chunk, from `start`.
  private func findNewline() -> Int? {
    chunk.withUnsafeBufferPointer { buffer in
      guard start < filled, let found = memchr(buffer.baseAddress! + start, 0x0A, filled - start) else { return nil }
      return UnsafeRawPointer(found) - UnsafeRawPointer(buffer.baseAddress!)
    }
  }

  /// Ends the current line: its text, or its length when it went over the limit.
  private mutating func take() -> InputLine {
    defer {
      line.removeAll(keepingCapacity: true)
      skipped = nil
    }
    if let skipped { return .tooLong(bytes: skipped) }
    if line.last == 0x0D { line.removeLast() }
    return .text(String(decoding: line, as: UTF8.self))
  }

  /// Adds the chunk's bytes in `range` to the current line, or only counts them once it is over the limit.
  private mutating func keep(_ range: Range<Int>) {
    if let count = skipped {
      skipped = count + range.count
    } else if line.count + range.count > Self.lineBytesMax {
      skipped = line.count + range.count
      line.removeAll(keepingCapacity: true)
    } else {
      line.append(contentsOf: chunk[range])
    }
  }

  /// Reads the next chunk; false at the end of the input or on an error other than an interruption.
  private mutating func refill() -> Bool {
    start = 0
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, Self.chunkBytes) }
      if n < 0 && errno == EINTR { continue }
      filled = max(0, n)
      return n > 0
    }
  }
}

import WidgetModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file in large chunks and hands out its lines as bytes, so memory stays bounded by the chunk and the
/// longest line accepted, whatever the file's length or its lines' lengths.
public struct LineReader {
  /// The bytes read from the file at once.
  public static let chunkBytes = 1 << 20

  /// One line of the file.
  public enum Item {
    /// A line without its newline (nor the carriage return of a CRLF ending): 1-based number, bytes (valid only
    /// during the call), file offset, and whether a newline ended it (only the last line of a file can lack one).
    case line(number: Int, bytes: UnsafeBufferPointer<UInt8>, offset: Int, terminated: Bool)
    /// A line longer than the limit; its bytes were skipped, never buffered.
    case tooLong(number: Int, offset: Int, bytes: Int, terminated: Bool)
    /// A line that went over the limit, reported at once without reading to its end (see `LongLines`); reading stops
    /// after it.
    case overLimit(number: Int, offset: Int)
    /// A part line of a long action (`JournalParts`) that is damaged or out of place, or an action whose parts stop
    /// short: the action is not handed out, and reading goes on after it. Boxed (`indirect`): the error is far larger
    /// than the other cases, and every line is handed out as an item.
    indirect case badPart(number: Int, offset: Int, error: JournalError)

    /// The line's 1-based number.
    public var lineNumber: Int {
      switch self {
      case .line(let number, _, _, _), .tooLong(let number, _, _, _), .overLimit(let number, _),
        .badPart(let number, _, _):
        return number
      }
    }
  }

  /// How a line longer than the limit is handed out.
  public enum LongLines: Sendable {
    /// Read to its end without being kept, and handed out with its length (`Item.tooLong`), so reading can go on.
    case measured
    /// The first line handed out as soon as it passes the limit (`Item.overLimit`), since a header that long means the
    /// file is no journal; later lines measured.
    case measuredAfterFirstLine
    /// Every line handed out as soon as it passes the limit, for readers that stop at the first problem anyway.
    case notMeasured
  }

  let fd: Int32
  let path: String
  let lineBytesMax: Int
  /// How a line longer than `lineBytesMax` is handed out.
  let longLines: LongLines
  let capacity: Int
  let buffer: UnsafeMutablePointer<UInt8>
  /// The file offset of `buffer[0]`, the bytes held, and where the current line starts.
  var bufferOffset = 0
  var filled = 0
  var lineStart = 0
  var number = 0
  /// The bytes read from the file so far.
  var bytesRead = 0
  /// The long action whose part lines are being joined (`JournalParts`).
  var joiner = PartJoiner()

  /// Calls `body` for each line of the file at `path`, in order, until it returns false. With `offset` (which must
  /// start a line) reading starts there, and `firstLine` is that line's number.
  /// - Returns: the number of bytes read from the file (a read is a whole chunk, so it may reach past the last line
  ///   handed out when `body` stopped early).
  /// - Throws: `JournalError.io` when the file cannot be read, `.notRegularFile` when it is not a regular file, or
  ///   what `body` throws.
  @discardableResult
  public static func forEachLine(
    path: String, from offset: Int = 0, firstLine: Int = 1, lineBytesMax: Int = Limits.journalLineBytesMax,
    longLines: LongLines = .measured, _ body: (Item) throws(JournalError) -> Bool
  ) throws(JournalError) -> Int {
    let fd = try SystemCall.openRegularFile(path, O_RDONLY | O_CLOEXEC)
    defer { close(fd) }
    if offset > 0 {
      guard lseek(fd, off_t(offset), SEEK_SET) >= 0 else { throw .io(path: path, operation: "seek", errno: errno) }
    }
    var reader = LineReader(fd: fd, path: path, lineBytesMax: lineBytesMax, longLines: longLines)
    defer { reader.buffer.deallocate() }
    reader.bufferOffset = offset
    reader.number = firstLine - 1
    try reader.run(body)
    return reader.bytesRead
  }

  /// Whether a line is blank — empty, or only spaces, tabs and carriage returns — and so skipped by every reader.
  public static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for b in bytes where b != 0x20 && b != 0x09 && b != 0x0D { return false }
    return true
  }

  init(fd: Int32, path: String, lineBytesMax: Int, longLines: LongLines) {
    self.fd = fd
    self.path = path
    self.lineBytesMax = lineBytesMax
    self.longLines = longLines
    capacity = Self.chunkBytes + lineBytesMax + 1
    buffer = .allocate(capacity: capacity)
  }

  mutating func run(_ body: (Item) throws(JournalError) -> Bool) throws(JournalError) {
    while true {
      guard try emitWholeLines(body) else { return }
      let partial = filled - lineStart
      if partial > lineBytesMax {
        guard measures(line: number + 1) else {
          number += 1
          _ = try hand(.overLimit(number: number, offset: bufferOffset + lineStart), body)
          return
        }
        guard try skipLongLine(alreadyRead: partial, body) else { return }
        continue
      }
      if lineStart > 0 {
        memmove(buffer, buffer + lineStart, partial)
        bufferOffset += lineStart
        filled = partial
        lineStart = 0
      }
      let n = try readMore(into: buffer + filled, count: capacity - filled)
      if n == 0 {
        if partial > 0 {
          number += 1
          let bytes = Self.withoutCarriageReturn(UnsafePointer(buffer), partial)
          guard try hand(.line(number: number, bytes: bytes, offset: bufferOffset, terminated: false), body) else {
            return
          }
        }
        try joiner.finish(body)
        return
      }
      filled += n
    }
  }

  /// Whether line `number`, when it is over the limit, is read to its end and measured.
  func measures(line number: Int) -> Bool {
    switch longLines {
    case .measured: return true
    case .measuredAfterFirstLine: return number > 1
    case .notMeasured: return false
    }
  }

  /// Hands out every line the buffer holds in full; false when `body` asked to stop.
  mutating func emitWholeLines(_ body: (Item) throws(JournalError) -> Bool) throws(JournalError) -> Bool {
    while lineStart < filled {
      guard let found = memchr(buffer + lineStart, 0x0A, filled - lineStart) else { return true }
      let newline = UnsafeMutablePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - buffer
      number += 1
      let count = newline - lineStart
      let item: Item =
        count > lineBytesMax
        ? .tooLong(number: number, offset: bufferOffset + lineStart, bytes: count, terminated: true)
        : .line(
          number: number, bytes: Self.withoutCarriageReturn(buffer + lineStart, count),
          offset: bufferOffset + lineStart, terminated: true)
      lineStart = newline + 1
      guard try hand(item, body) else { return false }
    }
    return true
  }

  /// Hands `item` to `body`, or to the joiner when it is a part line of a long action or one is being joined.
  @inline(__always)
  mutating func hand(_ item: Item, _ body: (Item) throws(JournalError) -> Bool) throws(JournalError) -> Bool {
    try joiner.hand(item, body)
  }

  /// Reads past a line longer than the limit without keeping it, then reports it; false when `body` asked to stop.
  mutating func skipLongLine(alreadyRead: Int, _ body: (Item) throws(JournalError) -> Bool) throws(JournalError)
    -> Bool
  {
    number += 1
    let offset = bufferOffset + lineStart
    var length = alreadyRead
    while true {
      let n = try readMore(into: buffer, count: Self.chunkBytes)
      bufferOffset = offset + length
      if n == 0 {
        filled = 0
        lineStart = 0
        guard try hand(.tooLong(number: number, offset: offset, bytes: length, terminated: false), body) else {
          return false
        }
        try joiner.finish(body)
        return false
      }
      if let found = memchr(buffer, 0x0A, n) {
        let newline = UnsafeMutablePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - buffer
        length += newline
        filled = n
        lineStart = newline + 1
        return try hand(.tooLong(number: number, offset: offset, bytes: length, terminated: true), body)
      }
      length += n
    }
  }

  /// A line's bytes without the carriage return of a CRLF line ending, if it has one.
  static func withoutCarriageReturn(_ start: UnsafePointer<UInt8>, _ count: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: start, count: count > 0 && start[count - 1] == 0x0D ? count - 1 : count)
  }

  /// Reads up to `count` bytes, retrying on interruption; 0 at the end of the file.
  mutating func readMore(into pointer: UnsafeMutablePointer<UInt8>, count: Int) throws(JournalError) -> Int {
    while true {
      let n = read(fd, pointer, count)
      if n >= 0 {
        bytesRead += n
        return n
      }
      if errno != EINTR { throw .io(path: path, operation: "read", errno: errno) }
    }
  }
}

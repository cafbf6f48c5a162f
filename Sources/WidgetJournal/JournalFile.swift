#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A journal file open for appending: exclusively locked, every append fsync'd before it returns.
public final class JournalWriter {
  /// The journal's path.
  public let path: String
  let fd: Int32

  init(path: String, fd: Int32) {
    self.path = path
    self.fd = fd
  }

  deinit { close(fd) }

  /// Creates a new journal with its header and first actions, durable on return.
  /// - Throws: `JournalError.io` when the file exists or cannot be written.
  public static func create(path: String, header: JournalHeader, lines: [String]) throws(JournalError) -> JournalWriter
  {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw .io(path: path, operation: "create", errno: errno) }
    let writer = JournalWriter(path: path, fd: fd)
    try writer.lock()
    try writer.write(([header.line] + lines).joined(separator: "\n") + "\n")
    try writer.sync()
    syncDirectory(of: path)
    return writer
  }

  /// Opens an existing journal for appending, taking the writer's lock.
  /// - Throws: `JournalError.locked` when another writer has it, `.io` otherwise.
  public static func openForAppend(path: String) throws(JournalError) -> JournalWriter {
    let fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
    guard fd >= 0 else { throw .io(path: path, operation: "open for writing", errno: errno) }
    let writer = JournalWriter(path: path, fd: fd)
    try writer.lock()
    return writer
  }

  func lock() throws(JournalError) {
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      if errno == EWOULDBLOCK { throw .locked(path: path) }
      throw .io(path: path, operation: "lock", errno: errno)
    }
  }

  /// Appends lines (each without its newline) and fsyncs once: durable on return.
  public func append(_ lines: [String]) throws(JournalError) {
    guard !lines.isEmpty else { return }
    try write(lines.joined(separator: "\n") + "\n")
    try sync()
  }

  /// Appends lines without fsync, for bulk writers that group commits; call `sync()` at the end.
  public func appendUnsynced(_ lines: [String]) throws(JournalError) {
    guard !lines.isEmpty else { return }
    try write(lines.joined(separator: "\n") + "\n")
  }

  /// Flushes everything written to stable storage.
  public func sync() throws(JournalError) {
    guard fsync(fd) == 0 else { throw .io(path: path, operation: "fsync", errno: errno) }
  }

  func write(_ text: String) throws(JournalError) {
    var copy = text
    let failure: Int32? = copy.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += n
      }
      return nil
    }
    if let failure { throw .io(path: path, operation: "write", errno: failure) }
  }

  /// Makes a new file's directory entry durable.
  static func syncDirectory(of path: String) {
    let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
    let fd = open(directory.isEmpty ? "/" : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    fsync(fd)
    close(fd)
  }
}

/// Reads a file's bytes in large chunks and hands out whole lines, so memory stays bounded by the longest line.
public struct LineReader {
  /// The longest line accepted, in bytes.
  public static let lineBytesMax = 64 * 1024
  static let chunkBytes = 1 << 20

  /// What one line of the file is: its text and 1-based number, or a line too long to read.
  public enum Item {
    case line(number: Int, text: String)
    case tooLong(number: Int)
    /// The last line has no newline: the process writing it may have died mid-line.
    case unterminated(number: Int, text: String, offset: Int)
  }

  /// Calls `body` for each line of the file, in order; stops early when `body` returns false.
  /// - Throws: `JournalError.io` when the file cannot be read.
  public static func forEachLine(path: String, _ body: (Item) throws(JournalError) -> Bool) throws(JournalError) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .io(path: path, operation: "open", errno: errno) }
    defer { close(fd) }
    var pending: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: chunkBytes)
    var number = 0
    var chunkOffset = 0
    var lineStart = 0
    var skipping = false
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, chunkBytes) }
      if n < 0 {
        if errno == EINTR { continue }
        throw .io(path: path, operation: "read", errno: errno)
      }
      if n == 0 { break }
      var start = 0
      for i in 0..<n where chunk[i] == 0x0A {
        number += 1
        if skipping || pending.count + (i - start) > lineBytesMax {
          skipping = false
          pending.removeAll(keepingCapacity: true)
          guard try body(.tooLong(number: number)) else { return }
        } else {
          pending.append(contentsOf: chunk[start..<i])
          let text = String(decoding: pending, as: UTF8.self)
          pending.removeAll(keepingCapacity: true)
          guard try body(.line(number: number, text: text)) else { return }
        }
        lineStart = chunkOffset + i + 1
        start = i + 1
      }
      if !skipping {
        pending.append(contentsOf: chunk[start..<n])
        if pending.count > lineBytesMax {
          skipping = true
          pending.removeAll()
        }
      }
      chunkOffset += n
    }
    if skipping {
      _ = try body(.tooLong(number: number + 1))
    } else if !pending.isEmpty {
      _ = try body(.unterminated(number: number + 1, text: String(decoding: pending, as: UTF8.self), offset: lineStart))
    }
  }
}

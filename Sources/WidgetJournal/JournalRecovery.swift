import WidgetModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Repairing a journal opened for writing after a crash (see `Journal.open`): the torn last line is copied to a side
/// file next to the journal, then cut off, so the journal ends with its last whole action. Nothing is removed before
/// its copy is durable.
public enum JournalRecovery {
  /// One repair made while opening.
  public enum Repair: Equatable, Sendable {
    /// A torn last line was copied to `sideFile` and cut off the journal.
    case setAside(JournalReplay.TornTail, sideFile: String)
    /// The first line was an incomplete header (the journal's creation was cut short): the whole file was set aside.
    case headerSetAside(bytes: Int, sideFile: String)
    /// The file did not end with a newline after its last whole line (an action, or a blank line); one was added.
    case newlineAdded(seq: Int)
  }

  /// The length of an incomplete header, when the first line `item` is one: no newline, so it is all the file holds,
  /// and a proper prefix of a valid line (`TornLine`). A first line over the limit is never a torn header.
  static func tornHeaderBytes(_ item: LineReader.Item) -> Int? {
    guard case .line(_, let bytes, _, false) = item, TornLine.isPrefix(bytes) else { return nil }
    return bytes.count
  }

  /// Copies the bytes of `path` from `offset` to its end into a new side file, makes the copy durable, then cuts
  /// the journal at `offset`.
  /// - Returns: the side file's path, `PATH.torn-OFFSET` (or `PATH.torn-OFFSET-2` … when that exists).
  static func setAside(path: String, from offset: Int, writer: JournalWriter) throws(JournalError) -> String {
    let input = SystemCall.open(path, O_RDONLY | O_CLOEXEC)
    guard input >= 0 else { throw .io(path: path, operation: "open", errno: errno) }
    defer { close(input) }
    let (sidePath, output) = try createSideFile(for: path, offset: offset)
    defer { close(output) }
    try copy(from: input, at: offset, to: output, sidePath: sidePath, path: path)
    guard SystemCall.sync(output) == 0 else { throw .io(path: sidePath, operation: "fsync", errno: errno) }
    JournalWriter.syncDirectory(of: sidePath)
    try writer.truncate(to: offset)
    return sidePath
  }

  /// Creates the first free side file `PATH.torn-OFFSET` (then `-2`, `-3` …), never replacing one.
  static func createSideFile(for path: String, offset: Int) throws(JournalError) -> (String, Int32) {
    var candidate = "\(path).torn-\(offset)"
    var n = 2
    while true {
      let fd = SystemCall.open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if fd >= 0 { return (candidate, fd) }
      guard errno == EEXIST, n < 1000 else { throw .io(path: candidate, operation: "create", errno: errno) }
      candidate = "\(path).torn-\(offset)-\(n)"
      n += 1
    }
  }

  /// Copies the bytes of `input` from `offset` to its end into `output`, retrying interrupted calls.
  static func copy(from input: Int32, at offset: Int, to output: Int32, sidePath: String, path: String)
    throws(JournalError)
  {
    let chunk = 1 << 20
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 16)
    defer { buffer.deallocate() }
    var position = off_t(offset)
    while true {
      let n = pread(input, buffer, chunk, position)
      if n < 0 {
        if errno == EINTR { continue }
        throw .io(path: path, operation: "read", errno: errno)
      }
      if n == 0 { return }
      var written = 0
      while written < n {
        let w = write(output, buffer + written, n - written)
        if w < 0 {
          if errno == EINTR { continue }
          throw .io(path: sidePath, operation: "write", errno: errno)
        }
        written += w
      }
      position += off_t(n)
    }
  }
}

extension JournalRecovery.Repair: CustomStringConvertible {
  /// What was repaired, for the user.
  public var description: String {
    switch self {
    case .setAside(let tail, let sideFile):
      return
        "the last line (line \(tail.line), \(tail.bytes) bytes at offset \(tail.offset): \(tail.reason)) was torn by a crash; it was moved to \(sideFile) and the journal continues from its last whole action"
    case .headerSetAside(let bytes, let sideFile):
      return
        "the journal held only an incomplete header (\(bytes) bytes, its creation was cut short); it was moved to \(sideFile) and the journal starts afresh"
    case .newlineAdded(let seq):
      return "the last line had no newline; one was added (the journal ends at seq \(seq))"
    }
  }
}

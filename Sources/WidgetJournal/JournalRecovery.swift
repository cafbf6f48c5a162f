import WidgetModel

#if canImport(Glibc)
  import Glibc
#endif

/// Opening a journal for writing after a crash: the torn last line is copied to a side file next to the journal,
/// then cut off, so the journal ends with its last whole action. Nothing is removed before its copy is durable.
public enum JournalRecovery {
  /// One repair made while opening.
  public enum Repair: Equatable, Sendable {
    /// A torn last line was copied to `sideFile` and cut off the journal.
    case setAside(JournalReplay.TornTail, sideFile: String)
    /// The first line was an incomplete header (the journal's creation was cut short): the whole file was set aside.
    case headerSetAside(bytes: Int, sideFile: String)
    /// The last action was whole but had no newline; one was added.
    case newlineAdded(seq: Int)
  }

  /// A journal open for appending, with what replaying it gave.
  public struct Opened {
    /// The writer, holding the lock.
    public var writer: JournalWriter
    /// The replay of the journal, or nil when the file is empty and needs its header (see `JournalWriter.begin`).
    public var outcome: JournalReplay.Outcome?
    /// The repairs made, for the user to be told.
    public var repairs: [Repair]
  }

  /// Locks the journal at `path`, replays it (calling `observe` or `observeState` after each action) and repairs a torn tail.
  /// - Throws: `JournalError.locked` when another writer has it; the replay's error when a line in the journal is
  ///   damaged or invalid (nothing is changed then); `.io` when it cannot be read or repaired.
  public static func open(
    path: String, observe: ((SimState, Action, [Refresh]) -> Void)? = nil, observeState: ((SimState) -> Void)? = nil
  ) throws(JournalError) -> Opened {
    let writer = try JournalWriter.openForAppend(path: path)
    var repairs: [Repair] = []
    if writer.size > 0, let tornHeader = try tornHeaderLength(path: path) {
      let side = try setAside(path: path, from: 0, writer: writer)
      repairs.append(.headerSetAside(bytes: tornHeader, sideFile: side))
    }
    guard writer.size > 0 else { return Opened(writer: writer, outcome: nil, repairs: repairs) }
    let outcome = try JournalReplay.replay(path: path, observe: observe, observeState: observeState)
    if let error = outcome.error { throw error }
    if let tail = outcome.tornTail {
      let side = try setAside(path: path, from: tail.offset, writer: writer)
      repairs.append(.setAside(tail, sideFile: side))
    } else if outcome.missingFinalNewline {
      try writer.appendNewline()
      repairs.append(.newlineAdded(seq: outcome.state.seq))
    }
    return Opened(writer: writer, outcome: outcome, repairs: repairs)
  }

  /// The length of the file when its only content is an incomplete header line (no newline, not a header).
  static func tornHeaderLength(path: String) throws(JournalError) -> Int? {
    var torn: Int? = nil
    try LineReader.forEachLine(path: path) { (item) throws(JournalError) -> Bool in
      switch item {
      case .line(_, let bytes, _, let terminated):
        if !terminated, (try? JournalHeader.parse(bytes)) == nil { torn = bytes.count }
      case .tooLong(_, _, let bytes, let terminated):
        if !terminated { torn = bytes }
      }
      return false
    }
    return torn
  }

  /// Copies the bytes of `path` from `offset` to its end into a new side file, makes the copy durable, then cuts
  /// the journal at `offset`.
  /// - Returns: the side file's path, `PATH.torn-OFFSET` (or `PATH.torn-OFFSET-2` … when that exists).
  static func setAside(path: String, from offset: Int, writer: JournalWriter) throws(JournalError) -> String {
    let input = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard input >= 0 else { throw .io(path: path, operation: "open", errno: errno) }
    defer { close(input) }
    let (sidePath, output) = try createSideFile(for: path, offset: offset)
    defer { close(output) }
    try copy(from: input, at: offset, to: output, sidePath: sidePath, path: path)
    guard fsync(output) == 0 else { throw .io(path: sidePath, operation: "fsync", errno: errno) }
    JournalWriter.syncDirectory(of: sidePath)
    try writer.truncate(to: offset)
    return sidePath
  }

  static func createSideFile(for path: String, offset: Int) throws(JournalError) -> (String, Int32) {
    var candidate = "\(path).torn-\(offset)"
    var n = 2
    while true {
      let fd = Glibc.open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      if fd >= 0 { return (candidate, fd) }
      guard errno == EEXIST, n < 1000 else { throw .io(path: candidate, operation: "create", errno: errno) }
      candidate = "\(path).torn-\(offset)-\(n)"
      n += 1
    }
  }

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
      return "the last action (seq \(seq)) was whole but had no newline; one was added"
    }
  }
}

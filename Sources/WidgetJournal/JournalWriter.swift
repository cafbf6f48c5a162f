#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A journal file open for appending: exclusively locked (`flock`), every `append` fsync'd before it returns.
///
/// A write that fails part-way is cut back off, so the file never keeps half a line of ours; after a failed fsync
/// the writer refuses to go on (the kernel may have dropped the data), and reopening the journal checks it.
public final class JournalWriter {
  /// The journal's path.
  public let path: String
  let fd: Int32
  /// The file's length as far as this writer knows: everything up to it was written by a successful call.
  public private(set) var size: Int
  /// Set when an fsync failed: nothing more may be appended through this writer.
  var poisoned = false
  /// For tests: how many more bytes the file system takes before failing like a full disk (ENOSPC); nil, no limit.
  /// (A process-wide RLIMIT_FSIZE would also fail the writes of tests running in parallel.)
  var bytesAcceptedBeforeFull: Int? = nil

  init(path: String, fd: Int32, size: Int) {
    self.path = path
    self.fd = fd
    self.size = size
  }

  deinit { close(fd) }

  /// Creates a new journal with its header and first actions, durable on return.
  /// - Throws: `JournalError.io` when the file exists or cannot be written (a file it began is removed again).
  public static func create(path: String, header: JournalHeader, lines: [String]) throws(JournalError) -> JournalWriter
  {
    let fd = try SystemCall.openRegularFile(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o644)
    let writer = JournalWriter(path: path, fd: fd, size: 0)
    do {
      try writer.lock()
      try writer.start(header: header, lines: lines)
    } catch {
      // The file is new: nothing of it is worth keeping, and a half-written one would be unreadable.
      SystemCall.removeFile(path)
      throw error
    }
    return writer
  }

  /// Opens the journal at `path` for appending, creating it empty when it is missing, and takes the writer's lock.
  /// The writer's `size` says what the file holds: 0 for a new (or empty) journal, which `begin` then starts.
  /// - Throws: `JournalError.locked` when another writer has it, `.notRegularFile` for a directory, FIFO, device …,
  ///   `.io` otherwise.
  public static func openOrCreate(path: String) throws(JournalError) -> JournalWriter {
    let fd = try SystemCall.openRegularFile(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    let writer = JournalWriter(path: path, fd: fd, size: 0)
    try writer.lock()
    writer.size = try writer.currentSize()
    return writer
  }

  /// Writes the header and first actions into an empty journal (see `openOrCreate`), durable on return.
  /// - Throws: `JournalError.io` when it cannot be written.
  public func begin(header: JournalHeader, lines: [String]) throws(JournalError) {
    precondition(size == 0, "a journal is begun only when empty")
    try start(header: header, lines: lines)
  }

  /// Ends the file with a newline (after a whole last line that lacked one), durable on return.
  func appendNewline() throws(JournalError) {
    try write("\n")
    try sync()
  }

  func start(header: JournalHeader, lines: [String]) throws(JournalError) {
    var header = header
    if header.version < JournalParts.formatVersion, lines.contains(where: { $0.utf8.contains(0x0A) }) {
      // Actions in part lines (`JournalParts`): the header says so, as `Journal.append` makes it say.
      header.version = JournalParts.formatVersion
    }
    try write(([header.line] + lines).joined(separator: "\n") + "\n")
    try sync()
    Self.syncDirectory(of: path)
  }

  /// Replaces the file's header line `old` by `new`, of the same length, in place, durable on return: what
  /// `Journal.append` does before the journal's first part line, to raise its format version.
  /// - Throws: `JournalError.io` when it cannot be written, or `.malformed` when the file no longer starts with `old`.
  func rewriteHeader(from old: String, to new: String) throws(JournalError) {
    precondition(old.utf8.count == new.utf8.count, "a header rewritten in place keeps its length")
    // The writer's own descriptor appends wherever it writes (O_APPEND), so the header is written through another.
    let fd = try SystemCall.openRegularFile(path, O_RDWR | O_CLOEXEC)
    defer { close(fd) }
    var found = [UInt8](repeating: 0, count: old.utf8.count)
    let read = found.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, $0.count, 0) }
    guard read == found.count, found.elementsEqual(old.utf8) else {
      throw .malformed(line: 1, reason: "\(path) changed on disk since this session opened it; reopen it to continue")
    }
    var text = new
    let written = text.withUTF8 { pwrite(fd, $0.baseAddress!, $0.count, 0) }
    guard written == new.utf8.count else { throw .io(path: path, operation: "rewrite the header", errno: errno) }
    guard SystemCall.sync(fd) == 0 else { throw .io(path: path, operation: "fsync", errno: errno) }
  }

  /// Takes the exclusive lock without waiting: a second writer fails at once, naming the file.
  func lock() throws(JournalError) {
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      if errno == EWOULDBLOCK { throw .locked(path: path) }
      throw .io(path: path, operation: "lock", errno: errno)
    }
  }

  func currentSize() throws(JournalError) -> Int {
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .io(path: path, operation: "stat", errno: errno) }
    return Int(info.st_size)
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
    guard !poisoned else { throw .io(path: path, operation: "fsync (an earlier fsync failed; reopen it)", errno: 5) }
    guard SystemCall.sync(fd) == 0 else {
      poisoned = true
      throw .io(path: path, operation: "fsync", errno: errno)
    }
  }

  /// Writes all of `text`; on failure cuts the file back to where it was, so no half line stays behind.
  func write(_ text: String) throws(JournalError) {
    guard !poisoned else { throw .io(path: path, operation: "write (an earlier fsync failed; reopen it)", errno: 5) }
    var copy = text
    let failure: Int32? = copy.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        var count = buffer.count - offset
        if let room = bytesAcceptedBeforeFull {
          guard room > 0 else { return ENOSPC }
          count = min(count, room)
        }
        let n = SystemCall.write(fd, buffer.baseAddress! + offset, count)
        if n < 0 {
          if errno == EINTR { continue }
          return errno
        }
        if let room = bytesAcceptedBeforeFull { bytesAcceptedBeforeFull = room - n }
        offset += n
      }
      return nil
    }
    if let failure {
      _ = ftruncate(fd, off_t(size))
      throw .io(path: path, operation: "write", errno: failure)
    }
    size += copy.utf8.count
  }

  /// Cuts the file to `length` bytes and makes that durable (used by recovery after the cut bytes were copied).
  func truncate(to length: Int) throws(JournalError) {
    guard ftruncate(fd, off_t(length)) == 0 else { throw .io(path: path, operation: "truncate", errno: errno) }
    size = length
    try sync()
  }

  /// Makes a new file's directory entry durable.
  static func syncDirectory(of path: String) {
    let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
    let fd = SystemCall.open(directory.isEmpty ? "/" : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = SystemCall.sync(fd)
    close(fd)
  }
}

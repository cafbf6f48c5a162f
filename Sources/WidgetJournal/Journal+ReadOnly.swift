import WidgetModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a session opens a journal without writing to it.
public enum ReadOnlyReason: Equatable, Sendable {
  /// Its header marks it a recorded example (`"example":true`), which exploring must never change.
  case example
  /// This process may not write it: `errno` is EACCES or EPERM (permissions) or EROFS (a read-only file system).
  case notWritable(errno: Int32)
  /// It is the original of `widgetsim edit`, which writes its edited history to a new file and never changes it.
  case original

  /// The reason as a phrase: "a recorded example", "not writable (permission denied)".
  public var text: String {
    switch self {
    case .example: return "a recorded example"
    case .notWritable(let code): return "not writable (\(JournalError.errnoText(code)))"
    case .original: return "the original of an edit"
    }
  }

  /// Why that makes it read-only, for a note about a file whose permissions may say otherwise.
  public var explained: String {
    switch self {
    case .example: return "its header marks it as a recorded example, \"example\": true, which is never changed"
    case .notWritable(let code): return "this process may not write it: \(JournalError.errnoText(code))"
    case .original: return "it is the original of an edit, which is never changed"
    }
  }
}

/// Opening a journal read-only: recorded examples and files this process may not write. Nothing is written to the
/// file and no lock is taken (readers take none); the session forks it on its first action (`fork(at:into:)`).
extension Journal {
  /// Why the existing journal at `path` must be opened read-only, or nil when it may be opened for writing (or is
  /// missing, or its first line is no header: `open` then creates it or says what is wrong).
  public static func readOnlyReason(path: String) -> ReadOnlyReason? {
    guard SystemCall.fileExists(path) else { return nil }
    if access(path, W_OK) != 0, [EACCES, EPERM, EROFS].contains(errno) { return .notWritable(errno: errno) }
    var header: JournalHeader? = nil
    _ = try? LineReader.forEachLine(path: path) { (item) throws(JournalError) -> Bool in
      header = try? JournalReplay.header(from: item)
      return false
    }
    return header?.isExample == true ? .example : nil
  }

  /// Why the journal is read-only, or nil when it is written to (or kept in memory).
  public var readOnlyReason: ReadOnlyReason? {
    guard case .readOnly(_, _, let reason) = storage else { return nil }
    return reason
  }

  /// Opens the journal at `path` read-only, for `reason`: read once, folded and checked and indexed as `open` does,
  /// but nothing repaired: a torn last line is left out, and said so in the notes.
  /// - Returns: the journal, the state after its last whole action, and notes for the user.
  /// - Throws: the problem of a damaged or invalid line before the end, a torn header, or an older format (which only a
  ///   writable copy can upgrade); `.io` when it cannot be read.
  public static func openReadOnly(
    path: String, reason: ReadOnlyReason, observeState: ((SimState) -> Void)? = nil
  ) throws(JournalError) -> Opened {
    var pass = OpeningPass(path: path, observeState: observeState)
    pass.readOnly = reason
    let bytes = try LineReader.forEachLine(path: path) { (item) throws(JournalError) -> Bool in try pass.feed(item) }
    guard pass.tornHeader == nil, let fold = pass.fold else {
      throw .badHeader(line: 1, reason: "the header is incomplete, and \(path) is \(reason.text), so it stays so")
    }
    if let error = fold.outcome.error { throw error }
    var index = pass.index
    index.lines = pass.lastLine
    let state = fold.outcome.state
    var notes = [
      "resumed \(path) at seq \(state.seq), \(state.now.iso8601), read-only (\(reason.text)): the first action forks it"
    ]
    if let tail = fold.outcome.tornTail {
      index.lines = tail.line - 1
      notes.append("\(tail.error.description); it is left out, as \(path) is read-only (\(reason.explained))")
    }
    let journal = Journal(header: fold.outcome.header, storage: .readOnly(path: path, index: index, reason: reason))
    journal.reads.add(pass: bytes)
    return Opened(journal: journal, head: state, notes: notes, repairs: [])
  }
}

extension Journal {
  /// The format version in the header of the journal at `path`, or nil when its first line is not a readable header
  /// (opening it then says why).
  public static func formatVersion(path: String) -> Int? {
    var version: Int?
    _ = try? LineReader.forEachLine(path: path) { (item) throws(JournalError) -> Bool in
      version = try? JournalReplay.header(from: item).version
      return false
    }
    return version
  }
}

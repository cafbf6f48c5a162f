import WidgetJournal
import WidgetModel

/// The actions of a session, in seq order. A session kept in memory holds them; a session over a journal file reads
/// them back from the file when time travel, `history` or a fork needs them, keeping only where every 256th action's
/// line starts. So a REPL over a journal of millions of actions holds its state, its checkpoints and a small index,
/// not the actions (about 170 bytes each in memory). The file is the session's own journal, locked for writing by it;
/// lines are read with the journal's `LineReader` and `LineDecoder`, and each seq is checked against the index.
struct ActionLog {
  /// Actions per indexed block of lines.
  static let blockSize = 256

  /// Where the actions are.
  enum Storage {
    /// All of them, in memory.
    case memory([Action])
    /// In the journal at `path` (format `version`): `blockOffsets[b]` is the file offset of the line of action
    /// `b × blockSize` and `blockLines[b]` its line number; `lines` is the journal's number of lines.
    case file(path: String, version: Int, blockOffsets: [Int], blockLines: [Int], lines: Int)
  }

  private(set) var storage: Storage
  /// How many actions there are.
  private(set) var count: Int

  /// Actions held in memory.
  init(_ actions: [Action]) {
    storage = .memory(actions)
    count = actions.count
  }

  /// The actions of the journal at `path`, indexed by one pass over its lines (no action is decoded).
  /// - Throws: `JournalError` when the file cannot be read.
  static func indexing(path: String, version: Int) throws(JournalError) -> ActionLog {
    var offsets: [Int] = []
    var numbers: [Int] = []
    var count = 0
    var lastLine = 0
    try LineReader.forEachLine(path: path) { (item) throws(JournalError) -> Bool in
      guard case .line(let number, let bytes, let offset, _) = item else {
        throw .limit(line: lastLine + 1, what: "bytes in a line", max: Limits.journalLineBytesMax)
      }
      lastLine = number
      guard number > 1, !LineReader.isBlank(bytes) else { return true }
      if count % blockSize == 0 {
        offsets.append(offset)
        numbers.append(number)
      }
      count += 1
      return true
    }
    var log = ActionLog([])
    log.storage = .file(path: path, version: version, blockOffsets: offsets, blockLines: numbers, lines: lastLine)
    log.count = count
    return log
  }

  /// Records an action appended to the journal; `lineOffset` is where its line starts in the file (ignored for a log
  /// in memory).
  mutating func append(_ action: Action, lineOffset: Int) {
    switch storage {
    case .memory(var actions):
      storage = .memory([])
      actions.append(action)
      storage = .memory(actions)
    case .file(let path, let version, var offsets, var numbers, let lines):
      if count % Self.blockSize == 0 {
        offsets.append(lineOffset)
        numbers.append(lines + 1)
      }
      storage = .file(path: path, version: version, blockOffsets: offsets, blockLines: numbers, lines: lines + 1)
    }
    count += 1
  }

  /// Calls `body` with each action of `range` (indices from 0), in order.
  /// - Throws: `JournalError` when the file cannot be read or no longer holds what was indexed.
  func forEach(in range: Range<Int>, _ body: (Action) -> Void) throws(JournalError) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "actions \(range) of \(count)")
    switch storage {
    case .memory(let actions):
      for action in actions[range] { body(action) }
    case .file:
      try forEachLine(in: range) { _, action in body(action) }
    }
  }

  /// The action at `index` (from 0).
  func action(at index: Int) throws(JournalError) -> Action {
    var found: Action? = nil
    try forEach(in: index..<(index + 1)) { found = $0 }
    return found!
  }

  /// All the actions, in memory (for tests and small sessions).
  func all() throws(JournalError) -> [Action] {
    var actions: [Action] = []
    actions.reserveCapacity(count)
    try forEach(in: 0..<count) { actions.append($0) }
    return actions
  }

  /// The lines of the first `count` actions as they are in the journal, for a fork that copies them: handed to `body`
  /// in batches of at most `chunk` lines and about `chunkBytes` bytes, each line decoded and checked first, so a
  /// journal changed behind the session is an error, never a damaged copy.
  func forEachLineChunk(
    upTo count: Int, chunk: Int = 4096, chunkBytes: Int = 4 << 20, _ body: ([String]) throws(JournalError) -> Void
  ) throws(JournalError) {
    precondition(count >= 0 && count <= self.count, "lines up to \(count) of \(self.count)")
    var batch: [String] = []
    var batchBytes = 0
    try forEachLine(in: 0..<count) { (line, _) throws(JournalError) in
      batch.append(String(decoding: line, as: UTF8.self))
      batchBytes += line.count + 1
      if batch.count == chunk || batchBytes >= chunkBytes {
        try body(batch)
        batch.removeAll(keepingCapacity: true)
        batchBytes = 0
      }
    }
    if !batch.isEmpty { try body(batch) }
  }

  /// Reads the blocks of the journal holding `range`, decoding each action line and checking that it holds the seq the
  /// index expects, and calls `body` with the lines and actions of `range` (the line's bytes are valid only during the
  /// call).
  /// - Throws: `JournalError` for a line that no longer decodes, or `changedOnDisk` when the seqs or the lines are not
  ///   those indexed.
  func forEachLine(
    in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>, Action) throws(JournalError) -> Void
  ) throws(JournalError) {
    guard case .file(let path, let version, let offsets, let numbers, _) = storage, !range.isEmpty else { return }
    let block = range.lowerBound / Self.blockSize
    var index = block * Self.blockSize
    var lastLine = numbers[block]
    try LineReader.forEachLine(path: path, from: offsets[block], firstLine: numbers[block]) {
      (item) throws(JournalError) -> Bool in
      // Whole blocks are checked, the last one up to its end too, as the index knows them.
      guard index < range.upperBound || (index % Self.blockSize != 0 && index < count) else { return false }
      guard case .line(let number, let bytes, _, _) = item else { throw Self.changedOnDisk(path, lastLine + 1) }
      lastLine = number
      guard !LineReader.isBlank(bytes) else { return true }
      let decoded = try LineDecoder.decode(bytes, lineNumber: number, version: version)
      guard decoded.seq == index + 1 else { throw Self.changedOnDisk(path, number) }
      if range.contains(index) { try body(bytes, decoded.action) }
      index += 1
      return true
    }
    // The file ended before the last action indexed: it was cut short.
    guard index >= range.upperBound else { throw Self.changedOnDisk(path, lastLine) }
  }

  /// The error for a journal whose lines are no longer those the session indexed.
  static func changedOnDisk(_ path: String, _ line: Int) -> JournalError {
    .malformed(line: line, reason: "\(path) changed on disk since this session opened it; reopen it to continue")
  }
}

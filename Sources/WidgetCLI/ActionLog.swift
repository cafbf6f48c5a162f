import WidgetJournal
import WidgetModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The actions of a session, in seq order. A session kept in memory holds them; a session over a journal file reads
/// them back from the file when time travel, `history` or a fork needs them, keeping only where every 256th action's
/// line starts. So a REPL over a journal of millions of actions holds its state, its checkpoints and a small index,
/// not the actions (about 190 bytes each in memory). The file is the session's own journal, locked for writing by it.
struct ActionLog {
  /// Actions per indexed block of lines.
  static let blockSize = 256

  /// Where the actions are.
  enum Storage {
    /// All of them, in memory.
    case memory([Action])
    /// In the journal at `path` (format `version`): `blockOffsets[b]` is the file offset of the line of action
    /// `b × blockSize` and `blockLines[b]` its line number; `end` is the offset just after the last action's line.
    case file(path: String, version: Int, blockOffsets: [Int], blockLines: [Int], end: Int, lines: Int)
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
    var end = 0
    var lastLine = 0
    try LineReader.forEachLine(path: path) { (item) throws(JournalError) -> Bool in
      guard case .line(let number, let bytes, let offset, let terminated) = item else {
        throw .limit(line: lastLine + 1, what: "bytes in a line", max: Limits.journalLineBytesMax)
      }
      lastLine = number
      guard number > 1, !Self.isBlank(bytes) else { return true }
      if count % blockSize == 0 {
        offsets.append(offset)
        numbers.append(number)
      }
      count += 1
      end = offset + bytes.count + (terminated ? 1 : 0)
      return true
    }
    var log = ActionLog([])
    log.storage = .file(
      path: path, version: version, blockOffsets: offsets, blockLines: numbers, end: end, lines: lastLine)
    log.count = count
    return log
  }

  /// Records an action appended to the journal; `lineOffset` is where its line starts in the file and `lineEnd`
  /// just after its newline (ignored for a log in memory).
  mutating func append(_ action: Action, lineOffset: Int, lineEnd: Int) {
    switch storage {
    case .memory(var actions):
      storage = .memory([])
      actions.append(action)
      storage = .memory(actions)
    case .file(let path, let version, var offsets, var numbers, _, let lines):
      if count % Self.blockSize == 0 {
        offsets.append(lineOffset)
        numbers.append(lines + 1)
      }
      storage = .file(
        path: path, version: version, blockOffsets: offsets, blockLines: numbers, end: lineEnd, lines: lines + 1)
    }
    count += 1
  }

  /// Calls `body` with each action of `range` (indices from 0), in order; at most one block is decoded at a time.
  /// - Throws: `JournalError` when the file cannot be read or no longer holds what was indexed.
  func forEach(in range: Range<Int>, _ body: (Action) -> Void) throws(JournalError) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "actions \(range) of \(count)")
    switch storage {
    case .memory(let actions):
      for action in actions[range] { body(action) }
    case .file:
      var index = range.lowerBound
      while index < range.upperBound {
        let block = index / Self.blockSize
        let actions = try readBlock(block)
        let first = block * Self.blockSize
        let stop = min(range.upperBound, first + actions.count)
        for action in actions[(index - first)..<(stop - first)] { body(action) }
        index = stop
      }
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

  /// The raw lines of the first `count` actions, `chunk` at a time, for a fork that copies them.
  func forEachLineChunk(upTo count: Int, chunk: Int = 4096, _ body: ([String]) throws(JournalError) -> Void)
    throws(JournalError)
  {
    guard case .file(let path, _, let offsets, _, let end, _) = storage else {
      preconditionFailure("lines are read only from a journal file")
    }
    var batch: [String] = []
    var index = 0
    var block = 0
    while index < count {
      let blockEnd = block + 1 < offsets.count ? offsets[block + 1] : end
      for line in try Self.lines(path: path, from: offsets[block], to: blockEnd) where !Self.isBlank(line) {
        guard index < count else { break }
        batch.append(String(decoding: line, as: UTF8.self))
        index += 1
        if batch.count == chunk {
          try body(batch)
          batch.removeAll(keepingCapacity: true)
        }
      }
      block += 1
    }
    if !batch.isEmpty { try body(batch) }
  }

  /// Decodes the actions of one block.
  func readBlock(_ block: Int) throws(JournalError) -> [Action] {
    guard case .file(let path, let version, let offsets, let numbers, let end, _) = storage else { return [] }
    let blockEnd = block + 1 < offsets.count ? offsets[block + 1] : end
    var actions: [Action] = []
    actions.reserveCapacity(Self.blockSize)
    var number = numbers[block]
    for line in try Self.lines(path: path, from: offsets[block], to: blockEnd) {
      defer { number += 1 }
      guard !Self.isBlank(line) else { continue }
      let text = String(decoding: line, as: UTF8.self)
      let decoded = try ActionCodec.decode(text, lineNumber: number, version: version)
      guard decoded.seq == block * Self.blockSize + actions.count + 1 else { throw Self.changedOnDisk(path, number) }
      actions.append(decoded.action)
    }
    guard actions.count == min(Self.blockSize, count - block * Self.blockSize) else {
      throw Self.changedOnDisk(path, number)
    }
    return actions
  }

  /// The error for a journal whose lines are no longer those the session indexed.
  static func changedOnDisk(_ path: String, _ line: Int) -> JournalError {
    .malformed(line: line, reason: "\(path) changed on disk since this session opened it; reopen it to continue")
  }

  /// The lines of `path` between two offsets (which start lines), without their newlines or carriage returns.
  static func lines(path: String, from start: Int, to end: Int) throws(JournalError) -> [ArraySlice<UInt8>] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .io(path: path, operation: "open", errno: errno) }
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: end - start)
    var done = 0
    while done < bytes.count {
      let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, $0.count - done, off_t(start + done)) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { throw .io(path: path, operation: "read", errno: n < 0 ? errno : 0) }
      done += n
    }
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if bytes.last == UInt8(ascii: "\n") { lines.removeLast() }
    return lines.map { $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0 }
  }

  /// Whether a line is blank: empty, or only spaces, tabs and carriage returns (skipped, as the journal's reader does).
  static func isBlank<Bytes: Collection<UInt8>>(_ line: Bytes) -> Bool {
    line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
  }
}

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
    /// `b × blockSize` and `blockLines[b]` its line number; `end` is the journal's size (only blank lines may follow
    /// the last action's line), and `lines` its number of lines.
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
      return true
    }
    var info = stat()
    guard stat(path, &info) == 0 else { throw .io(path: path, operation: "stat", errno: errno) }
    let end = Int(info.st_size)
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

  /// The lines of the first `count` actions as they are in the journal, for a fork that copies them: handed to `body`
  /// in batches of at most `chunk` lines and about `chunkBytes` bytes, each line decoded and checked first, so a
  /// journal changed behind the session is an error, never a damaged copy.
  func forEachLineChunk(
    upTo count: Int, chunk: Int = 4096, chunkBytes: Int = 4 << 20, _ body: ([String]) throws(JournalError) -> Void
  ) throws(JournalError) {
    precondition(count >= 0 && count <= self.count, "lines up to \(count) of \(self.count)")
    var batch: [String] = []
    var batchBytes = 0
    var index = 0
    var block = 0
    while index < count {
      for (line, _) in try verifiedBlock(block) {
        guard index < count else { break }
        batch.append(String(decoding: line, as: UTF8.self))
        batchBytes += line.count + 1
        index += 1
        if batch.count == chunk || batchBytes >= chunkBytes {
          try body(batch)
          batch.removeAll(keepingCapacity: true)
          batchBytes = 0
        }
      }
      block += 1
    }
    if !batch.isEmpty { try body(batch) }
  }

  /// Decodes the actions of one block.
  func readBlock(_ block: Int) throws(JournalError) -> [Action] {
    try verifiedBlock(block).map(\.action)
  }

  /// The action lines of one block with their actions, each decoded and checked to hold the seq the index expects.
  /// - Throws: `JournalError` for a line that no longer decodes, or `changedOnDisk` when the seqs or the number of
  ///   lines are not those indexed.
  func verifiedBlock(_ block: Int) throws(JournalError) -> [(line: ArraySlice<UInt8>, action: Action)] {
    guard case .file(let path, let version, let offsets, let numbers, let end, _) = storage else { return [] }
    guard block < offsets.count else { throw Self.changedOnDisk(path, numbers.last ?? 1) }
    let blockEnd = block + 1 < offsets.count ? offsets[block + 1] : end
    var verified: [(line: ArraySlice<UInt8>, action: Action)] = []
    verified.reserveCapacity(Self.blockSize)
    var number = numbers[block]
    for line in try Self.lines(path: path, from: offsets[block], to: blockEnd, firstLine: number) {
      defer { number += 1 }
      guard !Self.isBlank(line) else { continue }
      let text = String(decoding: line, as: UTF8.self)
      let decoded = try ActionCodec.decode(text, lineNumber: number, version: version)
      guard decoded.seq == block * Self.blockSize + verified.count + 1 else { throw Self.changedOnDisk(path, number) }
      verified.append((line, decoded.action))
    }
    guard verified.count == min(Self.blockSize, count - block * Self.blockSize) else {
      throw Self.changedOnDisk(path, max(numbers[block], number - 1))
    }
    return verified
  }

  /// The error for a journal whose lines are no longer those the session indexed.
  static func changedOnDisk(_ path: String, _ line: Int) -> JournalError {
    .malformed(line: line, reason: "\(path) changed on disk since this session opened it; reopen it to continue")
  }

  /// The lines of `path` between two offsets (which start lines), without their newlines or carriage returns;
  /// `firstLine` is the number of the first, for the error when the file has become shorter.
  static func lines(path: String, from start: Int, to end: Int, firstLine: Int) throws(JournalError)
    -> [ArraySlice<UInt8>]
  {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .io(path: path, operation: "open", errno: errno) }
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: end - start)
    var done = 0
    while done < bytes.count {
      let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, $0.count - done, off_t(start + done)) }
      if n < 0 && errno == EINTR { continue }
      if n == 0 { throw changedOnDisk(path, firstLine) }
      guard n > 0 else { throw .io(path: path, operation: "read", errno: errno) }
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

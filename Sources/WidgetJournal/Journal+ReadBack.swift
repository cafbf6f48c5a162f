import WidgetModel

/// Reading a journal's actions back, for time travel, `history` and forks: from memory, or from the journal's own
/// file a block at a time, with the journal's `LineReader` and `LineDecoder`, each seq checked against the index.
extension Journal {
  /// Calls `body` with each action of `range` (indices from 0), in order.
  /// - Complexity: on disk, reads the blocks of lines holding `range`: at most `JournalIndex.blockSize` lines more.
  /// - Throws: `JournalError` when the file cannot be read or no longer holds what was indexed.
  public func forEach(in range: Range<Int>, _ body: (Action) -> Void) throws(JournalError) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "actions \(range) of \(count)")
    switch storage {
    case .memory(let actions):
      for action in actions[range] { body(action) }
    case .file, .readOnly:
      try forEachLine(in: range) { _, action in body(action) }
    }
  }

  /// The action at `index` (from 0).
  /// - Throws: `JournalError` when the file cannot be read or no longer holds what was indexed.
  public func action(at index: Int) throws(JournalError) -> Action {
    var found: Action? = nil
    try forEach(in: index..<(index + 1)) { found = $0 }
    return found!
  }

  /// All the actions, in memory (for tests and small journals).
  /// - Throws: `JournalError` when the file cannot be read or no longer holds what was indexed.
  public func all() throws(JournalError) -> [Action] {
    var actions: [Action] = []
    actions.reserveCapacity(count)
    try forEach(in: 0..<count) { actions.append($0) }
    return actions
  }

  /// The lines of the first `count` actions as they are in the file, for a fork that copies them: handed to `body` in
  /// batches of at most `chunk` lines and about `chunkBytes` bytes, each line decoded and checked first, so a journal
  /// changed behind this one is an error, never a damaged copy.
  func forEachLineChunk(
    upTo count: Int, readingFrom source: String? = nil, chunk: Int = 4096, chunkBytes: Int = 4 << 20,
    _ body: ([String]) throws(JournalError) -> Void
  ) throws(JournalError) {
    precondition(count >= 0 && count <= self.count, "lines up to \(count) of \(self.count)")
    var batch: [String] = []
    var batchBytes = 0
    var seq = 0
    try forEachLine(in: 0..<count, readingFrom: source) { (line, _) throws(JournalError) in
      seq += 1
      // A long action, joined by the reader, is copied as its part lines again (`JournalParts`).
      batch.append(
        JournalParts.lines(for: String(decoding: line, as: UTF8.self), seq: seq).joined(separator: "\n"))
      batchBytes += line.count + 1
      if batch.count == chunk || batchBytes >= chunkBytes {
        try body(batch)
        batch.removeAll(keepingCapacity: true)
        batchBytes = 0
      }
    }
    if !batch.isEmpty { try body(batch) }
  }

  /// Reads the blocks of the file holding `range`, decoding each action line and checking that it holds the seq the
  /// index expects, and calls `body` with the lines and actions of `range` (the line's bytes are valid only during the
  /// call). Does nothing for a journal in memory.
  /// - Throws: `JournalError` for a line that no longer decodes, or `changedOnDisk` when the seqs or the lines are not
  ///   those indexed.
  /// `source` is the file to read instead of the journal's path (its descriptor's `/proc` entry, when the path no
  /// longer names it).
  func forEachLine(
    in range: Range<Int>, readingFrom source: String? = nil,
    _ body: (UnsafeBufferPointer<UInt8>, Action) throws(JournalError) -> Void
  ) throws(JournalError) {
    let path: String
    let index: JournalIndex
    switch storage {
    case .memory: return
    case .file(let writer, let fileIndex): (path, index) = (writer.path, fileIndex)
    case .readOnly(let file, let fileIndex, _): (path, index) = (file, fileIndex)
    }
    guard !range.isEmpty else { return }
    let version = header.version
    let block = index.block(holding: range.lowerBound)
    var next = block.firstAction
    var lastLine = block.line
    let bytes = try LineReader.forEachLine(path: source ?? path, from: block.offset, firstLine: block.line) {
      (item) throws(JournalError) -> Bool in
      // Whole blocks are checked, the last one up to its end too, as the index knows them.
      guard next < range.upperBound || (next % JournalIndex.blockSize != 0 && next < index.count) else { return false }
      guard case .line(let number, let bytes, _, _) = item else { throw Self.changedOnDisk(path, lastLine + 1) }
      lastLine = number
      guard !LineReader.isBlank(bytes), !Observation.isLine(bytes, version: version) else { return true }
      let decoded = try LineDecoder.decode(bytes, lineNumber: number, version: version)
      guard decoded.seq == next + 1 else { throw Self.changedOnDisk(path, number) }
      if range.contains(next) { try body(bytes, decoded.action) }
      next += 1
      return true
    }
    reads.add(pass: bytes)
    // The file ended before the last action indexed: it was cut short.
    guard next >= range.upperBound else { throw Self.changedOnDisk(path, lastLine) }
  }

  /// The error for a journal whose lines are no longer those indexed.
  static func changedOnDisk(_ path: String, _ line: Int) -> JournalError {
    .malformed(line: line, reason: "\(path) changed on disk since this session opened it; reopen it to continue")
  }
}

import WidgetModel

/// The current-format copy of an older journal, `NAME.v1.jsonl` beside it, written while the older one is read and
/// folded (`OpeningPass`): the upgrade reads the original once and holds a batch of lines, never the whole journal.
/// Each action is encoded anew, with its checksum, and indexed as it is written, so the copy is never read back.
final class UpgradeCopy {
  /// The most lines held before they are written.
  static let batchLinesMax = 4096
  /// About the most bytes held before they are written.
  static let batchBytesMax = 4 << 20

  /// The copy's header: the original's, in the current version, saying which version it came from.
  let header: JournalHeader
  /// The copy's writer, holding its lock.
  let writer: JournalWriter
  /// Where the copy's action lines are, the lines of `batch` included.
  private(set) var index = JournalIndex()
  /// Lines encoded but not written yet.
  var batch: [String] = []
  /// The bytes of `batch`, newlines included.
  var batchBytes = 0
  /// The first failure (a write, or an action too long for a current-format line): the copy takes no more actions
  /// after it, and `finish` throws it.
  var failure: JournalError? = nil

  /// Creates the copy of the journal at `path`, whose header is `original`, holding its header only.
  /// - Throws: `JournalError.limit` when the header in the current format would be too long a line to read back (a
  ///   header near the limit grows by its checksum and `upgradedFrom`), so no copy is made; `.io` when it cannot be
  ///   created.
  init(of path: String, header original: JournalHeader) throws(JournalError) {
    header = JournalUpgrade.upgradedHeader(original)
    let bytes = header.line.utf8.count
    guard bytes <= Limits.journalLineBytesMax else {
      throw .limit(
        line: 1, what: "the header in format v\(JournalHeader.currentVersion) (\(bytes) bytes)",
        max: Limits.journalLineBytesMax)
    }
    writer = try JournalWriter.create(path: JournalUpgrade.upgradedPath(for: path), header: header, lines: [])
  }

  /// Adds the next action of the original.
  func add(_ action: Action) {
    guard failure == nil else { return }
    do {
      let entry = try Journal.Entry(action, seq: index.count + 1)
      index.addAction(line: index.lines + 1, offset: writer.size + batchBytes)
      batch.append(entry.line)
      batchBytes += entry.line.utf8.count + 1
      if batch.count == Self.batchLinesMax || batchBytes >= Self.batchBytesMax { try flush() }
    } catch {
      failure = error
    }
  }

  /// Writes the lines held (without syncing).
  func flush() throws(JournalError) {
    try writer.appendUnsynced(batch)
    batch.removeAll(keepingCapacity: true)
    batchBytes = 0
  }

  /// Writes the last lines and makes the copy durable.
  /// - Returns: the copy, as the active journal.
  /// - Throws: the first failure of the copy, or the final write's.
  func finish() throws(JournalError) -> Journal {
    if let failure { throw failure }
    try flush()
    try writer.sync()
    return Journal(header: header, storage: .file(writer, index))
  }

  /// Removes the copy, for an upgrade that failed: no partial copy is left behind.
  func discard() {
    SystemCall.removeFile(writer.path)
  }
}

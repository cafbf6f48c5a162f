import WidgetModel

/// Forking a journal: going on from an earlier action without touching what came after it.
extension Journal {
  /// Cuts the journal back to its first `seq` actions, so the next append follows them. A journal in memory drops the
  /// rest. A journal on disk is left untouched: its first `seq` lines are copied as they are (their checksums too), a
  /// batch at a time, after its header to the first free `NAME.fork-N.jsonl` beside it, which becomes the active
  /// journal; it is indexed as it is written, never read back.
  /// - Returns: the note for the user: "forked at seq N", and the new journal's path.
  /// - Throws: `JournalError` when the copy cannot be written, or the file no longer holds what was indexed; nothing of
  ///   the fork is kept then, and the journal is unchanged.
  public func fork(at seq: Int) throws(JournalError) -> String {
    precondition(seq >= 0 && seq <= count, "a fork at seq \(seq) of \(count)")
    let writer: JournalWriter
    switch storage {
    case .memory(let actions):
      storage = .memory(Array(actions.prefix(seq)))
      return "forked at seq \(seq)"
    case .file(let file, _):
      writer = file
    }
    let forkPath = Self.forkPath(for: writer.path)
    let forkWriter = try JournalWriter.create(path: forkPath, header: header, lines: [])
    var forkIndex = JournalIndex()
    do {
      try forEachLineChunk(upTo: seq) { (lines) throws(JournalError) in
        let offset = forkWriter.size
        try forkWriter.appendUnsynced(lines)
        forkIndex.addActions(lines, at: offset)
      }
      try forkWriter.sync()
    } catch {
      SystemCall.removeFile(forkPath)
      throw error
    }
    storage = .file(forkWriter, forkIndex)
    return "forked at seq \(seq): the new journal is \(forkPath) (\(writer.path) is unchanged)"
  }

  /// The first free `NAME.fork-N.jsonl` beside `path` (a fork of a fork is named after the original).
  static func forkPath(for path: String) -> String {
    var base = path.hasSuffix(".jsonl") ? String(path.dropLast(6)) : path
    // The first ".fork-", found by hand: `firstRange(of:)` would need macOS 13.
    if let marker = base.indices.first(where: { base[$0...].hasPrefix(".fork-") }) { base = String(base[..<marker]) }
    var n = 1
    while SystemCall.fileExists("\(base).fork-\(n).jsonl") { n += 1 }
    return "\(base).fork-\(n).jsonl"
  }
}

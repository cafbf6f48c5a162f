import WidgetModel

/// Forking a journal: going on from an earlier action without touching what came after it.
extension Journal {
  /// Cuts the journal back to its first `seq` actions, so the next append follows them. A journal in memory drops the
  /// rest. A journal on disk is left untouched: its first `seq` lines are copied as they are (their checksums too), a
  /// batch at a time, after its header to the first free `NAME.fork-N.jsonl` beside it (or in `folder` when given),
  /// which becomes the active journal; it is indexed as it is written, never read back.
  /// - Returns: the note for the user: "forked at seq N", and the new journal's path.
  /// - Throws: `JournalError` when the copy cannot be written, or the file no longer holds what was indexed; nothing of
  ///   the fork is kept then, and the journal is unchanged.
  public func fork(at seq: Int, into folder: String? = nil) throws(JournalError) -> String {
    precondition(seq >= 0 && seq <= count, "a fork at seq \(seq) of \(count)")
    let path: String
    switch storage {
    case .memory(let actions):
      storage = .memory(Array(actions.prefix(seq)))
      return "forked at seq \(seq)"
    case .file(let writer, _): path = writer.path
    case .readOnly(let file, _, _): path = file
    }
    let forkPath = Self.forkPath(for: path, in: folder)
    try copy(upTo: seq, to: forkPath)
    return "forked at seq \(seq): the new journal is \(forkPath) (\(path) is unchanged)"
  }

  /// Copies the header (without an example mark) and the lines of the first `seq` actions to a new journal at
  /// `target`, read from `source` instead of the journal's path when given, and makes it the active journal.
  /// - Throws: `JournalError` when the copy cannot be written or the lines read are not those indexed; the copy is
  ///   removed then, and the journal is unchanged.
  func copy(upTo seq: Int, to target: String, readingFrom source: String? = nil) throws(JournalError) {
    let forkHeader = header.derived
    let forkWriter = try JournalWriter.create(path: target, header: forkHeader, lines: [])
    var forkIndex = JournalIndex()
    do {
      try forEachLineChunk(upTo: seq, readingFrom: source) { (lines) throws(JournalError) in
        let offset = forkWriter.size
        try forkWriter.appendUnsynced(lines)
        forkIndex.addActions(lines, at: offset)
      }
      try forkWriter.sync()
    } catch {
      SystemCall.removeFile(target)
      throw error
    }
    header = forkHeader
    storage = .file(forkWriter, forkIndex)
  }

  /// The first free `NAME.fork-N.jsonl` beside `path`, or in `folder` when given (a fork of a fork is named after the
  /// original).
  static func forkPath(for path: String, in folder: String? = nil) -> String {
    var base = path.hasSuffix(".jsonl") ? String(path.dropLast(6)) : path
    // The first ".fork-", found by hand: `firstRange(of:)` would need macOS 13.
    if let marker = base.indices.first(where: { base[$0...].hasPrefix(".fork-") }) { base = String(base[..<marker]) }
    if let folder {
      let name = base.lastIndex(of: "/").map { base[base.index(after: $0)...] } ?? base[...]
      base = (folder.hasSuffix("/") ? folder : folder + "/") + name
    }
    var n = 1
    while SystemCall.fileExists("\(base).fork-\(n).jsonl") { n += 1 }
    return "\(base).fork-\(n).jsonl"
  }

  /// The first free name of `STEM.jsonl`, `STEM-2.jsonl`, `STEM-3.jsonl` …: a journal written there replaces nothing,
  /// and a name taken by a dangling link counts as taken.
  public static func freePath(stem: String) -> String {
    var path = stem + ".jsonl"
    var n = 2
    while SystemCall.fileExists(path) {
      path = "\(stem)-\(n).jsonl"
      n += 1
    }
    return path
  }
}

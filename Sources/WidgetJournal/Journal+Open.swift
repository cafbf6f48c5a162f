import WidgetModel

/// Opening a journal for writing: a new one is created, an existing one is resumed in one pass over its file.
extension Journal {
  /// Opens the journal at `path` for writing. A missing or empty file becomes a new journal: `header`, then
  /// `initialActions`. An existing one is read once (`OpeningPass`): folded and checked, its lines indexed, a torn
  /// last line set aside in `PATH.torn-OFFSET` (or a torn header, which starts the journal afresh), a missing final
  /// newline added, and a journal in an older format copied, as it is read, to `NAME.v1.jsonl` beside it, which
  /// becomes the active journal (the original stays as it is, but for those repairs).
  /// - Parameter observeState: told each state the fold reaches, so the caller can keep checkpoints.
  /// - Returns: the journal, the state after its last action, and notes for the user (new or resumed, what was set
  ///   aside, the upgrade).
  /// - Throws: `JournalError.locked` when another writer has the file; the problem of a damaged or invalid line
  ///   before the end (nothing is changed then, and no copy is left); `.io` when it cannot be read or written.
  public static func open(
    path: String, creating header: JournalHeader, initialActions: [Action],
    observeState: ((SimState) -> Void)? = nil
  ) throws(JournalError) -> Opened {
    let writer = try JournalWriter.openOrCreate(path: path)
    guard writer.size > 0 else {
      return try begin(writer, header: header, actions: initialActions, observeState: observeState)
    }
    var pass = OpeningPass(path: path, observeState: observeState)
    do {
      // A line over the limit stops the open, so it is not read to its end: a 4 GB line costs a megabyte's read.
      let bytes = try LineReader.forEachLine(path: path, longLines: .notMeasured) {
        (item) throws(JournalError) -> Bool in try pass.feed(item)
      }
      guard let tornHeader = pass.tornHeader else { return try resume(writer, after: pass, bytesRead: bytes) }
      let copied = writer.size
      let side = try JournalRecovery.setAside(path: path, from: 0, writer: writer)
      let repair = JournalRecovery.Repair.headerSetAside(bytes: tornHeader, sideFile: side)
      let opened = try begin(
        writer, header: header, actions: initialActions, repairs: [repair], observeState: observeState)
      opened.journal.reads.add(pass: bytes)
      opened.journal.reads.add(pass: copied)
      return opened
    } catch {
      pass.copy?.discard()
      throw error
    }
  }

  /// Starts the empty journal of `writer`: its header and first actions, durable on return.
  static func begin(
    _ writer: JournalWriter, header: JournalHeader, actions: [Action], repairs: [JournalRecovery.Repair] = [],
    observeState: ((SimState) -> Void)?
  ) throws(JournalError) -> Opened {
    let lines = actions.enumerated().map { ActionCodec.encode($1, seq: $0 + 1) }
    try writer.begin(header: header, lines: lines)
    var index = JournalIndex()
    index.addActions(lines, at: header.line.utf8.count + 1)
    let notes = repairs.map(\.description) + ["new journal \(writer.path), starting \(header.start.iso8601)"]
    return Journal(header: header, storage: .file(writer, index)).opened(
      folding: actions, notes: notes, repairs: repairs, observeState: observeState)
  }

  /// Ends the opening of a journal whose file `pass` read (`bytesRead` bytes): stops at a damaged line, repairs the
  /// end of the file, and makes the file (or its current-format copy) the active journal.
  static func resume(_ writer: JournalWriter, after pass: OpeningPass, bytesRead: Int) throws(JournalError) -> Opened {
    let fold = pass.fold!
    if let error = fold.outcome.error { throw error }
    var index = pass.index
    index.lines = pass.lastLine
    var repairs: [JournalRecovery.Repair] = []
    var tornBytes: Int? = nil
    if let tail = fold.outcome.tornTail {
      tornBytes = writer.size - tail.offset
      let side = try JournalRecovery.setAside(path: writer.path, from: tail.offset, writer: writer)
      repairs.append(.setAside(tail, sideFile: side))
      index.lines = tail.line - 1
    } else if fold.outcome.missingFinalNewline {
      try writer.appendNewline()
      repairs.append(.newlineAdded(seq: fold.outcome.state.seq))
    }
    let state = fold.outcome.state
    var notes = repairs.map(\.description)
    let journal: Journal
    if let copy = pass.copy {
      journal = try copy.finish()
      notes.append(
        "\(writer.path) is journal format v\(fold.outcome.header.version); it was copied to \(copy.writer.path) in format v\(JournalHeader.currentVersion), which is now the active journal (\(writer.path) is unchanged)"
      )
    } else {
      journal = Journal(header: fold.outcome.header, storage: .file(writer, index))
    }
    journal.reads.add(pass: bytesRead)
    if let tornBytes { journal.reads.add(pass: tornBytes) }
    notes.insert("resumed \(journal.path!) at seq \(state.seq), \(state.now.iso8601)", at: 0)
    return Opened(journal: journal, head: state, notes: notes, repairs: repairs)
  }
}

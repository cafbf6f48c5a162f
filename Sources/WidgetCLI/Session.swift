import WidgetCommands
import WidgetJournal
import WidgetModel

/// A REPL session over one journal: the state at its head, a time-travel cursor, and the durable writer.
public final class Session {
  /// What one executed line produced: text for stdout, an error for stderr, and whether to quit.
  public struct Outcome: Equatable, Sendable {
    public var output: String = ""
    public var error: String? = nil
    public var quit = false
  }

  public private(set) var header: JournalHeader
  /// Every action of the active journal, in seq order: in memory, or read back from the journal when needed.
  private(set) var actions: ActionLog
  /// The state after the last action.
  public private(set) var head: SimState
  /// The seq being looked at when the user travelled back; nil at the head.
  public private(set) var cursor: Int?
  /// The state at the cursor (the head's state when the cursor is nil).
  public private(set) var viewed: SimState
  /// The active journal's path, or nil for a session kept in memory.
  public private(set) var path: String?
  var writer: JournalWriter?
  /// States kept along the journal, so time travel and `history` refold from the nearest one.
  var checkpoints: Checkpoints
  /// How `show`, `timeline` and `budget` draw their pictures: `.plain` unless the REPL runs on a terminal.
  public var pictureStyle = PictureStyle.plain

  init(
    header: JournalHeader, actions: ActionLog, head: SimState, path: String?, writer: JournalWriter?,
    checkpoints: Checkpoints = Checkpoints()
  ) {
    self.header = header
    self.checkpoints = checkpoints
    self.actions = actions
    self.head = head
    self.viewed = head
    self.path = path
    self.writer = writer
  }

  /// A session that records nothing on disk, starting with the built-in kinds defined.
  public static func inMemory(start: Instant) -> Session {
    let header = JournalHeader(start: start)
    var state = JournalReplay.initialState(header)
    let actions = BuiltinKinds.all.map { Action.kindDefined($0) }
    for action in actions { state.apply(action) }
    return Session(header: header, actions: ActionLog(actions), head: state, path: nil, writer: nil)
  }

  /// Creates the journal at `path` (with the built-in kinds), or replays and resumes an existing one, setting a
  /// torn last line aside and copying an older-format journal to a current one beside it.
  /// - Returns: the session and notes for the user (e.g. "resumed … at seq 42", what was set aside).
  /// - Throws: `JournalError` when the file is locked, unreadable, or damaged before its end.
  /// `startIsExplicit` says whether the user chose `start` (`--start`), so that a resumed journal with another start
  /// is worth a note.
  public static func open(path: String, start: Instant, startIsExplicit: Bool = true) throws(JournalError) -> (
    Session, [String]
  ) {
    let fresh = inMemory(start: start)
    let initial = try fresh.actions.all().enumerated().map { ActionCodec.encode($1, seq: $0 + 1) }
    if let writer = try JournalWriter.startIfEmpty(path: path, header: fresh.header, lines: initial) {
      try fresh.attach(writer)
      return (fresh, ["new journal \(path), starting \(start.iso8601)"])
    }
    var checkpoints = Checkpoints()
    let opened = try JournalRecovery.open(path: path, observeState: { checkpoints.offer($0) })
    var notes = opened.repairs.map(\.description)
    guard let outcome = opened.outcome else {
      try opened.writer.begin(header: fresh.header, lines: initial)
      try fresh.attach(opened.writer)
      return (fresh, notes + ["new journal \(path), starting \(start.iso8601)"])
    }
    let actions = try ActionLog.indexing(path: path, version: outcome.header.version)
    var session = Session(
      header: outcome.header, actions: actions, head: outcome.state, path: path, writer: opened.writer,
      checkpoints: checkpoints)
    if outcome.header.version < JournalHeader.currentVersion {
      let upgraded = JournalUpgrade.upgradedPath(for: path)
      let header = JournalUpgrade.upgradedHeader(outcome.header)
      let writer = try JournalUpgrade.writeCopy(header: header, actions: try actions.all(), to: upgraded)
      session = Session(
        header: header, actions: ActionLog([]), head: outcome.state, path: upgraded, writer: writer,
        checkpoints: checkpoints)
      try session.attach(writer)
      notes.append(
        "\(path) is journal format v\(outcome.header.version); it was copied to \(upgraded) in format v\(JournalHeader.currentVersion), which is now the active journal (\(path) is unchanged)"
      )
    }
    notes.insert("resumed \(session.path!) at seq \(outcome.state.seq), \(outcome.state.now.iso8601)", at: 0)
    if startIsExplicit && outcome.header.start != start {
      notes.append("--start is ignored: the journal starts at \(outcome.header.start.iso8601)")
    }
    return (session, notes)
  }

  /// Makes `writer`'s journal the active one: its actions are read back from it from now on.
  func attach(_ writer: JournalWriter) throws(JournalError) {
    // Indexed first: if the file cannot be read, the session stays on its previous journal.
    let indexed = try ActionLog.indexing(path: writer.path, version: JournalHeader.currentVersion)
    self.writer = writer
    path = writer.path
    actions = indexed
  }

  /// Runs one line: parse, then answer a query or validate, append and apply an action.
  public func execute(_ line: String) -> Outcome {
    do {
      switch try CommandParser.parse(line) {
      case .empty: return Outcome()
      case .query(let query): return try answer(query)
      case .action(let command): return try perform(command)
      }
    } catch let error as ParseError {
      return Outcome(error: error.description)
    } catch let error as WidgetError {
      return Outcome(error: error.description)
    } catch let error as JournalError {
      return Outcome(error: error.description)
    } catch {
      return Outcome(error: "\(error)")
    }
  }

  /// Validates a command against the viewed state, forks when away from the head, makes it durable, then applies it.
  func perform(_ command: Command) throws -> Outcome {
    let action = try viewed.validate(command)
    let line = ActionCodec.encode(action, seq: viewed.seq + 1)
    // A line the journal's reader would refuse must never be written: the journal could no longer be resumed.
    guard line.utf8.count <= Limits.journalLineBytesMax else {
      throw SessionError.lineTooLong(bytes: line.utf8.count, max: Limits.journalLineBytesMax)
    }
    var notes: [String] = []
    if let cursor { notes.append(try fork(at: cursor)) }
    let lineOffset = writer?.size ?? 0
    try writer?.append([line])
    let before = head
    let refreshes = head.apply(action)
    actions.append(action, lineOffset: lineOffset)
    checkpoints.offer(head)
    viewed = head
    let report = ActionReport.describe(action, refreshes: refreshes, before: before, after: head)
    return Outcome(output: (notes + report).joined(separator: "\n"))
  }

  /// Starts a new journal beside the active one holding the actions up to `seq`; the original stays untouched.
  /// The fork copies the first `seq` lines of the journal as they are (their checksums too), a block at a time.
  func fork(at seq: Int) throws -> String {
    var note = "forked at seq \(seq)"
    if let path {
      let forkPath = Self.forkPath(for: path)
      let forkWriter = try JournalWriter.create(path: forkPath, header: header, lines: [])
      do {
        try actions.forEachLineChunk(upTo: seq) { (lines) throws(JournalError) in try forkWriter.appendUnsynced(lines) }
        try forkWriter.sync()
        try attach(forkWriter)
      } catch {
        // Nothing of the fork is kept when its copy fails; the active journal is unchanged.
        removeFile(forkPath)
        throw error
      }
      note += ": the new journal is \(forkPath) (\(path) is unchanged)"
    } else {
      actions = ActionLog(Array(try actions.all().prefix(seq)))
    }
    checkpoints.forget(after: seq)
    head = viewed
    cursor = nil
    return note
  }

  /// The first free `NAME.fork-N.jsonl` beside `path`.
  static func forkPath(for path: String) -> String {
    var base = path.hasSuffix(".jsonl") ? String(path.dropLast(6)) : path
    if let marker = base.firstRange(of: ".fork-") { base = String(base[..<marker.lowerBound]) }
    var n = 1
    while fileExists("\(base).fork-\(n).jsonl") { n += 1 }
    return "\(base).fork-\(n).jsonl"
  }

  /// Moves the time-travel cursor to `seq` (clamped), refolding from the nearest checkpoint.
  /// - Throws: `JournalError` when the journal cannot be read back.
  func travel(to seq: Int) throws(JournalError) -> SimState {
    let target = max(0, min(seq, actions.count))
    let state = target == actions.count ? head : try state(at: target)
    cursor = target == actions.count ? nil : target
    viewed = state
    return state
  }

  /// The state after the first `seq` actions (0 ≤ `seq` ≤ the number of actions): the nearest checkpoint at or
  /// before it, folded forward.
  /// - Complexity: O(actions since that checkpoint), fewer than `checkpoints.spacing`.
  func state(at seq: Int) throws(JournalError) -> SimState {
    if seq == actions.count { return head }
    var state = checkpoints.nearest(atOrBefore: seq) ?? JournalReplay.initialState(header)
    try actions.forEach(in: state.seq..<seq) { state.fold($0) }
    return state
  }

  /// The seq shown by the prompt: the cursor's, or nil at the head.
  public var promptSeq: Int? { cursor }
}

/// A command the session refuses after the model accepted it.
enum SessionError: Error, CustomStringConvertible {
  /// The action's journal line would be longer than the journal's reader accepts.
  case lineTooLong(bytes: Int, max: Int)

  var description: String {
    switch self {
    case .lineTooLong(let bytes, let max):
      return
        "this action would be a journal line of \(bytes) bytes, over the limit of \(max) (a journal must stay readable); nothing was recorded"
    }
  }
}

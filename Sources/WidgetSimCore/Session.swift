import WidgetCommands
import WidgetJournal
import WidgetModel

/// A REPL session over one journal: the state at its head, a time-travel cursor, and the journal it records to.
public final class Session {
  /// What one executed line produced: text for stdout, an error for stderr, and whether to quit.
  public struct Outcome: Equatable, Sendable {
    /// What to print on standard output.
    public var output: String = ""
    /// What to print on standard error, when the line failed.
    public var error: String? = nil
    /// Whether the line asked to leave.
    public var quit = false
    /// For a line that ran but whose answer is a failure, as a linter's is (`doctor` with a warning), what to say on
    /// standard error when commands come from a pipe, where it makes the exit status 1; nil otherwise.
    public var failure: String? = nil

    /// An outcome with `output` to print, or an `error`, whether to leave, and whether the answer is a `failure`.
    public init(output: String = "", error: String? = nil, quit: Bool = false, failure: String? = nil) {
      self.output = output
      self.error = error
      self.quit = quit
      self.failure = failure
    }
  }

  /// The journal the session records to, on disk or in memory; it reads actions back for time travel and forks.
  public let journal: Journal
  /// The journal's header.
  public var header: JournalHeader { journal.header }
  /// The state after the last action.
  public internal(set) var head: SimState
  /// The seq being looked at when the user travelled back; nil at the head.
  public private(set) var cursor: Int?
  /// The state at the cursor (the head's state when the cursor is nil).
  public internal(set) var viewed: SimState
  /// The active journal's path, or nil for a session kept in memory.
  public var path: String? { journal.path }
  /// States kept along the journal, so time travel and `history` refold from the nearest one.
  var checkpoints: Checkpoints
  /// `doctor`'s history of the actions up to the head, once `doctor` needed it: from then on each action adds to it,
  /// so `doctor` at the head does not fold the journal again. Nil until then, and after a fork changes the head.
  var headHistory: DoctorHistory? = nil
  /// How pictures and text are drawn (width, colour, display zone): `.plain` unless the REPL runs on a terminal or a
  /// zone is chosen.
  public var pictureStyle = PictureStyle.plain
  /// Where a read-only journal forks to on the first action (nil: beside it).
  var forkFolder: String? = nil
  /// Asked between the steps of a long tick whether the user interrupted it (Ctrl-C); nil runs every tick whole.
  public var interruptRequested: (() -> Bool)? = nil
  /// The span a long tick advances between two looks at `interruptRequested`.
  static let tickStep = TimeSpan.days(1)
  /// Runs the builds of kinds whose timelines come from developers' own providers (the simulator program built with
  /// `WidgetSimulator.main(widgets:)` sets it); nil in the plain program, where such builds fail unless a journal
  /// recorded them.
  public var providerHost: (any ProviderHost)? = nil
  /// Writes the chart of the journal up to the viewed action (`chart [ID…] [-o FILE]`) and returns what to print: the
  /// command line sets it, as the SVG chart is drawn there; nil in a session that cannot draw one.
  public var chartWriter: ((_ session: Session, _ ids: [String], _ output: String?) throws -> String)? = nil

  /// A session at the head of a journal just opened, with the checkpoints kept while it was folded.
  init(_ opened: Journal.Opened, checkpoints: Checkpoints = Checkpoints()) {
    journal = opened.journal
    head = opened.head
    viewed = opened.head
    self.checkpoints = checkpoints
  }

  /// The actions every new journal starts with: the built-in kinds defined, and `kinds` (a simulator program's
  /// provider kinds), each of which takes the place of a built-in kind of its name.
  static func initialActions(_ kinds: [Kind] = []) -> [Action] {
    let names = Set(kinds.map(\.name))
    return (BuiltinKinds.all.filter { !names.contains($0.name) } + kinds).map { Action.kindDefined($0) }
  }

  /// A session that records nothing on disk, starting with the built-in kinds defined, and `kinds` (a simulator
  /// program's provider kinds) in place of the built-in kinds of their names.
  public static func inMemory(start: Instant, kinds: [Kind] = []) -> Session {
    Session(Journal.inMemory(header: JournalHeader.stamped(start: start), actions: initialActions(kinds)))
  }

  /// Creates the journal at `path` (with the built-in kinds), or resumes an existing one, setting a torn last line
  /// aside and copying an older-format journal to a current one beside it (see `Journal.open`).
  /// - Returns: the session and notes for the user (e.g. "resumed … at seq 42", what was set aside).
  /// - Throws: `JournalError` when the file is locked, unreadable, or damaged before its end.
  /// `startIsExplicit` says whether the user chose `start` (`--start`), so that a resumed journal with another start
  /// is worth a note. A recorded example, or a journal this process may not write, is opened read-only and forked into
  /// `forkFolder` (beside it when nil) on the first action. A journal created now also defines `kinds` (a simulator
  /// program's provider kinds), in place of the built-in kinds of their names.
  public static func open(
    path: String, start: Instant, startIsExplicit: Bool = true, forkFolder: String? = nil, kinds: [Kind] = []
  ) throws(JournalError) -> (Session, [String]) {
    var checkpoints = Checkpoints()
    let opened: Journal.Opened
    if let reason = Journal.readOnlyReason(path: path) {
      opened = try Journal.openReadOnly(path: path, reason: reason, observeState: { checkpoints.offer($0) })
    } else {
      opened = try Journal.open(
        path: path, creating: JournalHeader.stamped(start: start), initialActions: initialActions(kinds),
        observeState: { checkpoints.offer($0) })
    }
    var notes = opened.notes
    if let note = opened.journal.header.modelNote { notes.append("\(path) was \(note)") }
    if startIsExplicit && opened.journal.header.start != start {
      notes.append("--start is ignored: the journal starts at \(opened.journal.header.start.iso8601)")
    }
    let session = Session(opened, checkpoints: checkpoints)
    session.forkFolder = forkFolder
    return (session, notes)
  }

  /// Runs one line: parse, then answer a query, validate, append and apply an action, or run a script.
  public func execute(_ line: String) -> Outcome { execute(line, depth: 0) }

  /// Runs one line inside `depth` scripts (`source`, `repeat`). A line typed at the prompt has its error wrapped to
  /// the terminal's width as other prose is, leaving room for the `error: ` the REPL writes before it (a script's
  /// errors are wrapped once, with their `FILE:N:` prefix).
  func execute(_ line: String, depth: Int) -> Outcome {
    var outcome = outcome(of: line, depth: depth)
    if depth == 0, let error = outcome.error, pictureStyle.wrapsText {
      outcome.error = TextWidth.wrapLines(error, columns: max(pictureStyle.width - Self.errorPrefixWidth, 16))
    }
    return outcome
  }

  /// The width of the `error: ` the REPL writes before an error.
  static let errorPrefixWidth = 7

  /// Runs one line: parses it and answers the query, performs the action or runs the script.
  private func outcome(of line: String, depth: Int) -> Outcome {
    do {
      switch try CommandParser.parse(line) {
      case .empty: return Outcome()
      case .query(let query): return try answer(query)
      case .action(let command): return try perform(command)
      case .script(let script): return run(script, depth: depth)
      case .edit(let request): return try edit(request)
      }
    } catch let error as ParseError {
      return Outcome(error: error.description)
    } catch let error as WidgetError {
      return Outcome(error: error.description)
    } catch let error as JournalError {
      return Outcome(error: error.description)
    } catch let error as EditRefusal {
      return Outcome(error: error.description)
    } catch {
      return Outcome(error: "\(error)")
    }
  }

  /// Validates a command against the viewed state, applies it on a copy, and commits it (`commit`): forked when away
  /// from the head, made durable, then the head.
  func perform(_ command: Command) throws -> Outcome {
    var action = try viewed.validate(Self.readingDataFile(Self.readingBodyFile(command)), zone: pictureStyle.zone)
    try checkProviderConfiguration(action)
    // In a journal that records its providers' outputs, a program without them records its builds' failures, so that
    // every line still carries the outputs of its builds.
    if viewed.hasProviderKinds,
      let host = providerHost ?? (viewed.providerOutputsSince != nil ? AbsentProviders() : nil)
    {
      return try perform(action, host: host)
    }
    var notes: [String] = []
    var state = viewed
    let refreshes: [Refresh]
    // A long tick runs first, in steps, on a copy: Ctrl-C stops it, and only the part that ran is recorded.
    if let stepped = steppedTick(action) {
      if case .clockTicked(let target) = action, stepped.reached < target {
        action = .clockTicked(to: stepped.reached)
        notes.append(
          "interrupted: the clock stopped at \(stepped.reached.iso8601), short of \(target.iso8601); that part is recorded"
        )
      }
      state = stepped.state
      refreshes = stepped.refreshes
    } else {
      refreshes = state.apply(action)
    }
    let before = viewed
    try commit(action, reaching: state, refreshes: refreshes, notes: &notes)
    let report = ActionReport.describe(
      action, refreshes: refreshes, before: before, after: head, zone: pictureStyle.zone)
    return Outcome(output: prose((notes + report).joined(separator: "\n")))
  }

  /// The one commit point: every writer (a typed command, the simulator program's providers, an action read from a
  /// journal, a provider kind's definition) records its action here, in one order. The line is encoded first, so a
  /// line the journal's reader would refuse is refused before anything is written; then the journal is saved if it
  /// was lost and forked when away from the head (or read-only), the line appended, the head moved, and doctor's kept
  /// history and the checkpoints brought along, each asserted in step with the head.
  /// - Parameters:
  ///   - action: the action as the journal records it (with its providers' outputs).
  ///   - state: the viewed state after `action`, made on a copy, so that nothing changes when the line is not written.
  ///   - refreshes: the timeline builds `action` caused.
  ///   - entry: `action`'s line, when the caller encoded it already (to see whether it fits).
  ///   - notes: where the notes about a lost journal saved elsewhere, or a fork, go.
  /// - Throws: the journal's error, or `JournalLostError`, when the line cannot be encoded, the journal saved or
  ///   forked, or the line written; nothing of `action` is applied then.
  func commit(
    _ action: Action, reaching state: SimState, refreshes: [Refresh], entry: Journal.Entry? = nil,
    notes: inout [String]
  ) throws {
    precondition(state.seq == viewed.seq + 1, "the state is one action after the viewed one")
    precondition(cursor != nil || viewed.seq == head.seq, "at the head, the viewed state is the head's")
    let entry = try entry ?? Journal.Entry(action, seq: state.seq)
    precondition(entry.seq == state.seq && entry.action == action, "the line is the action's, at the state's seq")
    if let note = try saveIfLost() { notes.append(note) }
    if let seq = cursor ?? (journal.readOnlyReason != nil ? journal.count : nil) { notes.append(try fork(at: seq)) }
    try journal.append(entry)
    head = state
    viewed = state
    headHistory?.record(action, refreshes: refreshes, after: head)
    precondition(journal.count == head.seq, "the journal holds the actions up to the head")
    precondition(headHistory.map { $0.seq == head.seq } ?? true, "doctor's kept history is folded to the head")
    checkpoints.offer(head)
  }

  /// Runs `action` in steps on a copy of the viewed state when it is a tick longer than `tickStep` and Ctrl-C can
  /// stop it (`interruptRequested`); nil otherwise, for the action to be applied in one go.
  /// - Returns: the instant reached, the state there, and the timeline builds on the way.
  func steppedTick(_ action: Action) -> (reached: Instant, state: SimState, refreshes: [Refresh])? {
    guard case .clockTicked(let target) = action, let shouldStop = interruptRequested,
      target - viewed.now > Self.tickStep
    else { return nil }
    var state = viewed
    let (reached, refreshes) = state.applyTick(to: target, step: Self.tickStep, shouldStop: shouldStop)
    return (reached, state, refreshes)
  }

  /// Saves the whole session to a new file when the journal's file was deleted, replaced or changed behind it, so
  /// nothing more is written into a file nobody will read.
  /// - Returns: the note saying what happened and where the session now is, or nil when the file is as written.
  /// - Throws: `JournalLostError` when the session cannot be saved.
  public func saveIfLost() throws(JournalLostError) -> String? {
    guard let problem = journal.fileProblem, let lost = journal.path else { return nil }
    let actions = journal.count
    do {
      let saved = try journal.rescue()
      return
        "\(lost) \(problem) under this session, so nothing more is written to it; the whole session (\(actions) actions) was saved to \(saved), which is now the journal"
    } catch {
      throw JournalLostError(path: lost, problem: problem, error: error)
    }
  }

  /// Goes on from the viewed state at `seq`: the journal forks there (the original stays untouched) and the head
  /// becomes the viewed state.
  /// - Returns: the journal's note about the fork.
  func fork(at seq: Int) throws(JournalError) -> String {
    var note: String
    if let reason = journal.readOnlyReason, let original = journal.path {
      _ = try journal.fork(at: seq, into: forkFolder)
      let kind = reason == .example ? "a recorded example (read-only)" : reason.text
      note = "\(original) is \(kind); your actions go to \(journal.path ?? "memory")"
      if seq < head.seq { note += " (forked at seq \(seq))" }
    } else {
      note = try journal.fork(at: seq)
    }
    checkpoints.forget(after: seq)
    head = viewed
    headHistory = nil
    cursor = nil
    return note
  }

  /// Moves the time-travel cursor to `seq` (clamped), refolding from the nearest checkpoint.
  /// - Throws: `JournalError` when the journal cannot be read back.
  func travel(to seq: Int) throws(JournalError) -> SimState {
    let target = max(0, min(seq, journal.count))
    let state = target == journal.count ? head : try state(at: target)
    cursor = target == journal.count ? nil : target
    viewed = state
    return state
  }

  /// The state after the first `seq` actions (0 ≤ `seq` ≤ the number of actions): the nearest checkpoint at or
  /// before it, folded forward.
  /// - Complexity: O(actions since that checkpoint), fewer than `checkpoints.spacing`.
  func state(at seq: Int) throws(JournalError) -> SimState {
    if seq == journal.count { return head }
    var state = checkpoints.nearest(atOrBefore: seq) ?? JournalReplay.initialState(header)
    try journal.forEach(in: state.seq..<seq) { state.fold($0) }
    return state
  }

  /// The seq shown by the prompt: the cursor's, or nil at the head.
  public var promptSeq: Int? { cursor }
}

/// A journal whose file was lost behind the session and that could not be saved elsewhere.
public struct JournalLostError: Error, CustomStringConvertible {
  /// The lost journal's path.
  public var path: String
  /// What happened to it ("was deleted").
  public var problem: String
  /// Why saving it failed.
  public var error: JournalError

  /// The message: what happened, that nothing was recorded, and why saving failed.
  public var description: String {
    "\(path) \(problem) under this session; nothing was recorded, and saving the session to a new file failed: \(error)"
  }
}

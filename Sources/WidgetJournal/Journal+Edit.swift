import WidgetModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One change to a journal's history: after its first `position` actions, `removing` of its actions are taken out and
/// `inserting` put in their place; the actions after those are replayed on top, as they were recorded.
public struct JournalEdit: Equatable, Sendable {
  /// How many of the original's actions stay as they are before the change.
  public var position: Int
  /// How many of the original's actions after those the change takes out (one for a replace, the range of a drop).
  public var removing: Int
  /// The actions put in their place (an insert's or a replace's), valid against the state after `position` actions.
  public var inserting: [Action]

  /// A change after `position` actions that takes `removing` of them out and puts `inserting` in their place.
  public init(position: Int, removing: Int, inserting: [Action]) {
    self.position = position
    self.removing = removing
    self.inserting = inserting
  }
}

/// An action of the original that the edited history no longer allows, left out of the edited journal.
public struct LeftOutAction: Equatable, Sendable {
  /// Its seq in the original.
  public var seq: Int
  /// The action.
  public var action: Action
  /// Why it is not valid after the change (the message its check gave).
  public var reason: String

  /// The action `seq` of the original, left out for `reason`.
  public init(seq: Int, action: Action, reason: String) {
    self.seq = seq
    self.action = action
    self.reason = reason
  }
}

/// A journal's history as the edit left it.
public struct EditOutcome {
  /// The state after the edited journal's last action.
  public var head: SimState
  /// The actions put in, as written: an added widget's automatic id may differ from the one asked for.
  public var inserted: [Action]
  /// The first `leftOutKept` actions of the original left out of the edited journal, in order.
  public var leftOut: [LeftOutAction] = []
  /// How many actions of the original were left out, `leftOut` and those after them.
  public var leftOutCount = 0
  /// What the user should know about the edit besides the actions left out (an added widget renamed).
  public var notes: [String] = []
}

/// What stops an edit before anything is written.
public struct EditRefusal: Error, CustomStringConvertible {
  /// The message: what, where, and what to do instead.
  public var description: String

  /// A refusal saying `description`.
  public init(description: String) { self.description = description }
}

/// Editing a journal's history: the prefix kept, the change, then the rest of the original replayed on top, with the
/// actions the new history no longer allows left out. Ticks are recorded with the instant they end at
/// (`tick to 14:00`), so a tick replayed after the change still ends at the same instant; one the change has moved
/// the clock past is left out, and the clock stays where the change put it.
extension Journal {
  /// The most actions left out that an outcome lists one by one; the rest are only counted.
  public static let leftOutKept = 1000

  /// Writes the edited history to a new journal at `target` (one kept in memory stays in memory, and `target` is not
  /// used) and makes it the active journal; the original's file is left as it was. The header is the original's,
  /// naming it and `edit.position` as the parent (a journal in memory names none), and recording how many actions the
  /// edit wrote (`JournalHeader.editedActions`). The first `edit.position` lines are copied as they are, the inserted
  /// actions follow, then each later action of the original that is still valid; `observeState` sees the state after
  /// each of those.
  ///
  /// A widget the change adds under an automatic id (`w3`) that a later action of the original adds too is given
  /// the first automatic id after every one the original uses, so the original's widgets keep their ids.
  /// - Parameters:
  ///   - edit: the change.
  ///   - state: the state after the first `edit.position` actions.
  ///   - target: the new file; it must not exist.
  ///   - parent: the path the header names as the parent, when not the journal's own (an older-format original is
  ///     edited through its upgraded copy, but the original is the parent).
  /// - Returns: the state at the end, the actions put in and those left out.
  /// - Throws: `EditRefusal` when the history has kinds whose timelines come from the developer's own providers (they
  ///   cannot be run here); `JournalError` when the file cannot be written or the original read. The journal is
  ///   unchanged then, and the new file is removed.
  public func write(
    _ edit: JournalEdit, from state: SimState, to target: String?, parent: String? = nil,
    observeState: ((SimState) -> Void)? = nil
  ) throws -> EditOutcome {
    try write(edit, from: state, into: target.map { .newFile($0) } ?? .memory, parent: parent, observe: observeState)
  }

  /// Writes the edited history into `file`, the temporary file of a replacement, as `write(_:from:to:)` writes it to a
  /// new file; the caller commits the replacement (or abandons it).
  /// - Throws: as `write(_:from:to:)`; the replacement is left to the caller.
  public func write(
    _ edit: JournalEdit, from state: SimState, replacing file: ReplacementFile, parent: String? = nil
  ) throws -> EditOutcome {
    try write(edit, from: state, into: .replacement(file), parent: parent, observe: nil)
  }

  /// Where an edit writes the edited history.
  enum EditDestination {
    /// The journal is kept in memory, and so is the edit.
    case memory
    /// A new file at this path.
    case newFile(String)
    /// The temporary file of a replacement.
    case replacement(ReplacementFile)
  }

  /// Writes the edited history to `destination` (see `write(_:from:to:)`).
  func write(
    _ edit: JournalEdit, from state: SimState, into destination: EditDestination, parent: String?,
    observe: ((SimState) -> Void)?
  ) throws -> EditOutcome {
    precondition(edit.position + edit.removing <= count, "an edit of actions up to \(edit.position + edit.removing)")
    precondition(state.seq == edit.position, "an edit at \(edit.position) from the state at \(state.seq)")
    if state.hasProviderKinds { throw Self.providerRefusal(at: edit.position + 1, recorded: false) }
    let inserted = try renamedAdds(edit)
    // A file records how many actions the edit writes, so that a later edit can tell whether it has grown since: they
    // are counted first, by the same replay writing nothing (which also refuses a history that cannot be edited before
    // a file is begun).
    var counted: Int? = nil
    if path != nil { counted = try replay(edit, inserted, from: state) { _, _ in }.head.seq }
    var sink = try EditSink(
      journal: self, position: edit.position, destination: destination, parent: parent, editedCount: counted)
    let outcome: EditOutcome
    do {
      outcome = try replay(edit, inserted, from: state) { action, head in
        observe?(head)
        try sink.add(action, seq: head.seq)
      }
      precondition(counted == nil || counted == outcome.head.seq, "the counting replay and the writing one agree")
      let edited = try sink.finish()
      header = sink.header
      storage = edited
    } catch {
      sink.abandon()
      throw error
    }
    return outcome
  }

  /// Replays the edit from `state`: the inserted actions, then each later action of the original still valid, each
  /// handed to `body` with the state after it; the others are left out.
  /// - Throws: `EditRefusal` for builds or kinds of the developer's own providers after the change; what `body` throws.
  func replay(
    _ edit: JournalEdit, _ inserted: (actions: [Action], notes: [String]), from state: SimState,
    _ body: (Action, SimState) throws -> Void
  ) throws -> EditOutcome {
    var outcome = EditOutcome(head: state, inserted: inserted.actions, notes: inserted.notes)
    for action in outcome.inserted {
      try outcome.head.check(action)
      outcome.head.fold(action)
      try body(action, outcome.head)
    }
    var seq = edit.position + edit.removing
    try forEachChunk(from: seq) { (action) throws in
      seq += 1
      if case .withBuilds = action { throw Self.providerRefusal(at: seq, recorded: true) }
      if case .kindDefined(let kind) = action, kind.provider { throw Self.providerRefusal(at: seq, recorded: false) }
      do throws(WidgetError) { try outcome.head.check(action) } catch {
        if outcome.leftOut.count < Self.leftOutKept {
          outcome.leftOut.append(LeftOutAction(seq: seq, action: action, reason: error.description))
        }
        outcome.leftOutCount += 1
        return
      }
      outcome.head.fold(action)
      try body(action, outcome.head)
    }
    return outcome
  }

  /// The refusal of a history that has, from `seq` on, builds recorded from the developer's own providers
  /// (`recorded`), or kinds whose timelines come from them (a journal recorded from an app holds such kinds, but no
  /// builds).
  static func providerRefusal(at seq: Int, recorded: Bool) -> EditRefusal {
    let what =
      recorded
      ? "builds recorded from your own providers (kinds with provider=yes): those outputs belong to the original history"
      : "kinds whose timelines come from your own providers (provider=yes): their builds after the change would need those providers"
    return EditRefusal(
      description:
        "from seq \(seq) on the history has \(what), and edit does not run providers, so it only edits journals without such kinds"
    )
  }

  /// The inserted actions, an automatic id that a later action of the original adds too replaced by the first one
  /// after every automatic id the original uses, with a note saying so.
  func renamedAdds(_ edit: JournalEdit) throws -> (actions: [Action], notes: [String]) {
    let wanted = edit.inserting.compactMap { action -> String? in
      guard case .widgetAdded(let id, _, _, _, _) = action, WidgetID.isAutomatic(id) else { return nil }
      return id
    }
    guard !wanted.isEmpty else { return (edit.inserting, []) }
    var taken = Set<String>()
    var highest = 0
    try forEachChunk(from: edit.position + edit.removing) { (action) throws in
      guard case .widgetAdded(let id, _, _, _, _) = action.base, let number = WidgetID.automaticNumber(id) else {
        return
      }
      if wanted.contains(id) { taken.insert(id) }
      highest = max(highest, number)
    }
    var notes: [String] = []
    let actions = edit.inserting.map { action -> Action in
      guard case .widgetAdded(let id, let kind, let family, let config, let page) = action, taken.contains(id) else {
        return action
      }
      highest += 1
      let renamed = WidgetID.automatic(highest)
      notes.append("the added widget is \(renamed): \(id) is added later in the original, and keeps its id")
      return .widgetAdded(id: renamed, kind: kind, family: family, config: config, page: page)
    }
    return (actions, notes)
  }

  /// Calls `body` with each action from index `start` to the end, reading a chunk of actions at a time, so that
  /// `body` may throw between them.
  func forEachChunk(from start: Int, _ body: (Action) throws -> Void) throws {
    var low = start
    var chunk: [Action] = []
    while low < count {
      let high = min(count, low + 4096)
      chunk.removeAll(keepingCapacity: true)
      try forEach(in: low..<high) { chunk.append($0) }
      for action in chunk { try body(action) }
      low = high
    }
  }
}

/// Where an edit writes the edited history: a file (its lines written in batches and indexed as they go, synced once at
/// the end) or an array, for a journal kept in memory.
struct EditSink {
  /// The new file's writer, or nil for a journal kept in memory.
  var writer: JournalWriter? = nil
  /// The new file's index.
  var index = JournalIndex()
  /// The new file's header.
  var header: JournalHeader
  /// The lines waiting to be written.
  var batch: [String] = []
  /// The actions of a journal kept in memory.
  var actions: [Action] = []
  /// The most lines written at once.
  static let batchLines = 4096

  /// A sink holding the first `position` actions of `journal`: its lines copied as they are to a new file at
  /// `destination`, after a header naming the journal (or `parent`) and `position` as the parent, and the
  /// count the edit writes (`editedCount`); or, for a journal kept in memory, the actions themselves.
  /// - Throws: `JournalError` when a new file exists or cannot be written (it is removed again), or the journal
  ///   cannot be read.
  init(
    journal: Journal, position: Int, destination: Journal.EditDestination, parent: String? = nil, editedCount: Int?
  ) throws(JournalError) {
    guard let path = journal.path else {
      header = journal.header.derived
      actions = Array(try journal.all().prefix(position))
      return
    }
    header = journal.header.derived(from: JournalParent(path: Journal.absolutePath(parent ?? path), seq: position))
    if let editedCount { header = header.edited(actions: editedCount) }
    let writer: JournalWriter
    switch destination {
    case .memory: preconditionFailure("an edit of \(path) needs a file to write")
    case .newFile(let target): writer = try JournalWriter.create(path: target, header: header, lines: [])
    case .replacement(let file): writer = try JournalWriter.create(in: file, header: header)
    }
    var index = JournalIndex()
    do {
      try journal.forEachLineChunk(upTo: position) { (lines) throws(JournalError) in
        let offset = writer.size
        try writer.appendUnsynced(lines)
        index.addActions(lines, at: offset)
      }
    } catch {
      SystemCall.removeFile(writer.path)
      throw error
    }
    self.writer = writer
    self.index = index
  }

  /// Adds action `seq` after those already in.
  /// - Throws: `JournalError` when its line is too long or the batch cannot be written.
  mutating func add(_ action: Action, seq: Int) throws(JournalError) {
    let entry = try Journal.Entry(action, seq: seq)
    guard writer != nil else {
      actions.append(action)
      return
    }
    batch.append(entry.line)
    if batch.count >= Self.batchLines { try flush() }
  }

  /// Writes the lines waiting, unsynced.
  mutating func flush() throws(JournalError) {
    guard let writer, !batch.isEmpty else { return }
    let offset = writer.size
    try writer.appendUnsynced(batch)
    index.addActions(batch, at: offset)
    batch.removeAll(keepingCapacity: true)
  }

  /// Writes what is left and makes the file durable.
  /// - Returns: the edited journal's storage.
  mutating func finish() throws(JournalError) -> Journal.Storage {
    guard let writer else { return .memory(actions) }
    try flush()
    try writer.sync()
    return .file(writer, index)
  }

  /// Removes the new file, when the edit fails.
  func abandon() {
    if let writer { SystemCall.removeFile(writer.path) }
  }
}

extension JournalWriter {
  /// A writer of a new journal in `file`, the temporary file of a replacement: its header written and durable, the
  /// writer's lock taken (so the journal is locked from the rename on, as one `create` makes).
  /// - Throws: `JournalError.io` when it cannot be written.
  static func create(in file: ReplacementFile, header: JournalHeader) throws(JournalError) -> JournalWriter {
    let fd = dup(file.fd)
    guard fd >= 0 else { throw .io(path: file.temporaryPath, operation: "create", errno: errno) }
    // Appending, as every journal writer does: a failed write is cut back off, and the next one follows the cut.
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_APPEND)
    let writer = JournalWriter(path: file.temporaryPath, fd: fd, size: 0)
    try writer.lock()
    try writer.start(header: header, lines: [])
    return writer
  }
}

import WidgetModel

/// Folds a journal file into the state as it streams it, checking every line: header, checksum, JSON, seq,
/// limits and validity against the state. Memory is bounded by the state, not by the journal's length.
public enum JournalReplay {
  /// The last line of a journal when a writer died while writing it.
  public struct TornTail: Equatable, Sendable {
    /// The line's number.
    public var line: Int
    /// The line's byte offset in the file.
    public var offset: Int
    /// The line's length in bytes (without a newline).
    public var bytes: Int
    /// Why it is not a whole action (no newline, not JSON …).
    public var reason: String

    /// The problem as a journal error, for reports.
    public var error: JournalError { .tornTail(line: line, offset: offset, bytes: bytes, reason: reason) }
  }

  /// The outcome of a replay: the state reached and what stopped it, if anything.
  public struct Outcome {
    /// The journal's header.
    public var header: JournalHeader
    /// The fold of every action before the stop.
    public var state: SimState
    /// The first problem found; nothing from its line on was applied.
    public var error: JournalError?
    /// A torn last line: no newline, and a proper prefix of a valid line (`TornLine`). It ends the replay without
    /// being corruption (a writer opening the file sets it aside).
    public var tornTail: TornTail?
    /// Whether the file does not end with a newline after a whole last line (an action, a blank line, or the header
    /// alone); a writer adds the newline before appending, so its first line is not glued onto that one.
    public var missingFinalNewline = false
  }

  /// The state a new journal starts from: its header's start and settings, nothing folded.
  public static func initialState(_ header: JournalHeader) -> SimState {
    SimState(start: header.start, settings: header.settings)
  }

  /// Replays `path` up to and including `seq` (all of it when nil), calling `observe` after each action. Without an
  /// observer the actions are folded without recording their timeline builds (`SimState.fold`).
  /// - Throws: `JournalError` only when the file cannot be read or its header is bad; line problems end up in `error`.
  public static func replay(
    path: String, to limit: Int? = nil, observe: ((SimState, Action, [Refresh]) -> Void)? = nil
  ) throws(JournalError) -> Outcome {
    try replay(path: path, to: limit, gate: nil, observe: observe)
  }

  /// Replays `path` as `replay(path:to:observe:)` does, for an observer that needs the timeline builds of the
  /// journal's last stretch only (`doctor`'s history): before each action `records` is asked whether to record its
  /// builds, until it says yes; the actions before are folded without recording them (as a replay without an
  /// observer does) and passed to `folded`, that one and every action after it with their builds to `observe`.
  /// - Throws: as `replay(path:to:observe:)`.
  public static func replay(
    path: String, to limit: Int? = nil, recordsFrom records: @escaping (SimState, Action) -> Bool,
    folded: @escaping (SimState, Action) -> Void, observe: @escaping (SimState, Action, [Refresh]) -> Void
  ) throws(JournalError) -> Outcome {
    try replay(path: path, to: limit, gate: FoldGate(records: records, folded: folded), observe: observe)
  }

  /// The replay behind both: with a `gate`, the actions before it opens are folded without their builds.
  static func replay(
    path: String, to limit: Int?, gate: FoldGate?, observe: ((SimState, Action, [Refresh]) -> Void)?
  ) throws(JournalError) -> Outcome {
    var fold: ReplayFold? = nil
    // A flag, not `fold != nil`: that comparison copied the whole fold on every line.
    var started = false
    try LineReader.forEachLine(path: path, longLines: .measuredAfterFirstLine) { (item) throws(JournalError) -> Bool in
      guard started else {
        fold = try ReplayFold(firstLine: item)
        started = true
        return true
      }
      if let limit, fold!.outcome.state.seq >= limit { return false }
      return fold!.feed(item, observe: observe, gate: gate)
    }
    guard let fold else { throw .badHeader(line: 1, reason: "the file is empty") }
    return fold.outcome
  }

  /// Reads the header from the first line.
  /// - Throws: `.badHeader` (an empty, incomplete or too long first line) or `.newerVersion`.
  static func header(from item: LineReader.Item) throws(JournalError) -> JournalHeader {
    switch item {
    case .tooLong(_, _, let bytes, _):
      throw .badHeader(line: 1, reason: "the first line is \(bytes) bytes long, over \(Limits.journalLineBytesMax)")
    case .overLimit:
      throw .badHeader(
        line: 1, reason: "the first line is over \(Limits.journalLineBytesMax) bytes long (it was not read further)")
    case .badPart(_, _, let error):
      throw error
    case .line(_, let bytes, _, let terminated):
      do { return try JournalHeader.parse(bytes) } catch {
        if case .badHeader(_, let reason) = error, !terminated, TornLine.isPrefix(bytes) {
          throw .badHeader(line: 1, reason: "the header is incomplete, with no newline (\(reason))")
        }
        throw error
      }
    }
  }
}

/// The replay's state machine: one line in, the state folded, or the stop recorded.
struct ReplayFold {
  /// The state reached and what stopped it.
  var outcome: JournalReplay.Outcome

  /// A fold starting from `header`, nothing applied.
  init(header: JournalHeader) {
    outcome = JournalReplay.Outcome(header: header, state: JournalReplay.initialState(header))
  }

  /// A fold starting at a journal's first line: its header read, and the newline noted missing when the header,
  /// without one, is all the file holds.
  /// - Throws: `.badHeader` or `.newerVersion` (see `JournalReplay.header(from:)`).
  init(firstLine item: LineReader.Item) throws(JournalError) {
    self.init(header: try JournalReplay.header(from: item))
    if case .line(_, _, _, false) = item { outcome.missingFinalNewline = true }
  }

  /// Folds one line; false when the replay must stop. Only a last line without a newline that is a proper prefix of
  /// a valid line (`TornLine`) is a torn tail; any other bad line, the last one too, is corruption.
  mutating func feed(
    _ item: LineReader.Item, observe: ((SimState, Action, [Refresh]) -> Void)?,
    observeState: ((SimState) -> Void)? = nil, gate: FoldGate? = nil
  ) -> Bool {
    fold(ReplayStep(item, version: outcome.header.version), observe: observe, observeState: observeState, gate: gate)
  }

  /// Folds one line already read and decoded (`ReplayStep`); false when the replay must stop.
  mutating func fold(
    _ step: ReplayStep, observe: ((SimState, Action, [Refresh]) -> Void)?,
    observeState: ((SimState) -> Void)? = nil, gate: FoldGate? = nil
  ) -> Bool {
    switch step {
    case .stop(let error):
      return stop(error)
    case .torn(let tail):
      outcome.missingFinalNewline = false
      outcome.tornTail = tail
      return false
    case .blank(let terminated):
      if !terminated { outcome.missingFinalNewline = true }
      return true
    case .action(let decoded):
      if !decoded.terminated { outcome.missingFinalNewline = true }
      do {
        try apply(
          decoded.line, number: decoded.number, prechecked: decoded.prechecked, observe: observe,
          observeState: observeState, gate: gate)
        return true
      } catch {
        guard let tornIfRefused = decoded.tornIfRefused else { return stop(error) }
        outcome.missingFinalNewline = false
        outcome.tornTail = tornIfRefused
        return false
      }
    }
  }

  /// Checks a decoded line against the seq, the limits and the state, then applies it. `prechecked` is what
  /// `SimState.precheck` found when the line was decoded, if it passed: only the rest of the checks are made here.
  mutating func apply(
    _ line: ActionCodec.Line, number: Int, prechecked: SimState.Prechecked?,
    observe: ((SimState, Action, [Refresh]) -> Void)?, observeState: ((SimState) -> Void)? = nil,
    gate: FoldGate? = nil
  ) throws(JournalError) {
    guard line.seq <= Limits.journalActionsMax else {
      throw .limit(line: number, what: "actions in a journal", max: Limits.journalActionsMax)
    }
    let expected = outcome.state.seq + 1
    guard line.seq == expected else { throw .seqGap(line: number, expected: expected, found: line.seq) }
    do {
      if let prechecked {
        try outcome.state.check(line.action, prechecked: prechecked)
      } else {
        try outcome.state.check(line.action)
      }
    } catch { throw .invalid(line: number, seq: line.seq, error: error) }
    var records = true
    if let gate, !gate.open {
      gate.open = gate.records(outcome.state, line.action)
      records = gate.open
    }
    var checksOutputs = outcome.state.providerOutputsSince != nil
    if case .withBuilds = line.action { checksOutputs = true }
    if checksOutputs {
      // Applied to a copy: a line whose recorded outputs do not fit its builds (or, in a journal that records them,
      // a line without the outputs of its builds) stops the replay before it.
      var state = outcome.state
      let (refreshes, mismatch) = state.applyChecked(line.action)
      if let mismatch {
        throw .invalid(line: number, seq: line.seq, error: .providedMismatch(mismatch.description))
      }
      outcome.state = state
      if records {
        observe?(outcome.state, line.action, refreshes)
        observeState?(outcome.state)
      } else {
        gate?.folded(outcome.state, line.action)
      }
      return
    }
    if !records {
      outcome.state.fold(line.action)
      gate?.folded(outcome.state, line.action)
      return
    }
    guard let observe else {
      outcome.state.fold(line.action)
      observeState?(outcome.state)
      return
    }
    let refreshes = outcome.state.apply(line.action)
    observe(outcome.state, line.action, refreshes)
  }

  /// Records `error` as what stopped the replay; always false, so the caller stops.
  mutating func stop(_ error: JournalError) -> Bool {
    outcome.error = error
    outcome.missingFinalNewline = false
    return false
  }
}

/// Where a replay starts recording timeline builds (`JournalReplay.replay(path:to:recordsFrom:folded:observe:)`):
/// asked before each action until it opens, after which it stays open.
final class FoldGate {
  /// Whether to record the builds of the action about to be applied to the state.
  let records: (SimState, Action) -> Bool
  /// Told of each action folded without its builds, with the state after it.
  let folded: (SimState, Action) -> Void
  /// Whether `records` said yes once.
  var open = false

  /// A closed gate that asks `records` before each action and tells `folded` of those it folds.
  init(records: @escaping (SimState, Action) -> Bool, folded: @escaping (SimState, Action) -> Void) {
    self.records = records
    self.folded = folded
  }
}

/// One journal line read and decoded, before it meets the state: what the replay does with it from here depends on
/// the state alone. Apart from the fold, so that a pipelined replay (`JournalReplay.replayPipelined`) decodes on one
/// thread while it folds on another, and both replays take the same steps.
enum ReplayStep: Sendable {
  /// An action line that decoded.
  case action(DecodedAction)
  /// A blank line, skipped; whether a newline ended it.
  case blank(terminated: Bool)
  /// A line that stops the replay whatever the state: too long, or not a valid action line.
  case stop(JournalError)
  /// A last line without a newline that does not decode and is a proper prefix of a valid line: a torn tail.
  case torn(JournalReplay.TornTail)

  /// Reads and decodes a line of a journal in format `version`: the checksum, the JSON and the action, no state.
  /// `prechecks`: the action's checks that read no state are made too (`DecodedAction.prechecked`), which a pipelined
  /// replay's reading thread has the time for; on one thread it would only cost a copy of the decoded line.
  init(_ item: LineReader.Item, version: Int, prechecks: Bool = false) {
    switch item {
    case .tooLong(let number, _, let bytes, _):
      // A line over the limit was never written whole, so without a newline it is no torn action either.
      self = .stop(.limit(line: number, what: "line length (\(bytes) bytes)", max: Limits.journalLineBytesMax))
    case .overLimit(let number, _):
      self = .stop(
        .limit(
          line: number, what: "line length (over \(Limits.journalLineBytesMax) bytes, not read further)",
          max: Limits.journalLineBytesMax))
    case .badPart(_, _, let error):
      self = .stop(error)
    case .line(let number, let bytes, let offset, let terminated):
      if LineReader.isBlank(bytes) {
        self = .blank(terminated: terminated)
        return
      }
      let torn = !terminated && TornLine.isPrefix(bytes) ? DecodedAction.Span(offset: offset, bytes: bytes.count) : nil
      do {
        let line = try LineDecoder.decode(bytes, lineNumber: number, version: version)
        let prechecked = prechecks ? SimState.precheck(line.action) : nil
        self = .action(
          DecodedAction(line: line, number: number, tornSpan: torn, terminated: terminated, prechecked: prechecked))
      } catch {
        // An observation line (a v2 journal's) is not the fold's: it is passed over as a blank line is. It is looked
        // for only once the line is no action, so that an action line pays nothing for it.
        if Observation.isLine(bytes, version: version) {
          self = .blank(terminated: terminated)
          return
        }
        self = torn.map { .torn($0.tornTail(line: number)) } ?? .stop(error)
      }
    }
  }
}

/// An action line that decoded: the action, the line's number, whether a newline ended it, where it lies when the fold
/// refusing it makes it a torn tail (only a last line without a newline that is a proper prefix of a valid line can be
/// one), and its checks that need no state. A struct, not the step's payload as a tuple, whose copies and destruction
/// went through the runtime's generic tuple code; at most 128 bytes (without a string: the torn tail's reason is made
/// when needed), so that a step moves in registers, not through `memcpy`.
struct DecodedAction: Sendable {
  /// Where a line lies in the file.
  struct Span: Sendable {
    /// Its byte offset.
    var offset: Int
    /// Its length in bytes, without a newline.
    var bytes: Int

    /// The torn tail a line lying here is, numbered `line`.
    func tornTail(line: Int) -> JournalReplay.TornTail {
      JournalReplay.TornTail(line: line, offset: offset, bytes: bytes, reason: "no newline")
    }
  }

  /// The decoded line.
  var line: ActionCodec.Line
  /// The line's 1-based number in the file.
  var number: Int
  /// Where the line lies when the fold refusing it makes it a torn tail; nil when that is corruption.
  var tornSpan: Span?
  /// Whether a newline ended the line.
  var terminated: Bool
  /// The action's checks that read no state, made as it was decoded (`SimState.precheck`) by a pipelined replay's
  /// reading thread, which has time to spare; nil when they were not made, when one failed, or when there are none
  /// apart.
  var prechecked: SimState.Prechecked?

  /// What the line is when the fold refuses it: a torn tail, or nil when it is corruption.
  var tornIfRefused: JournalReplay.TornTail? { tornSpan?.tornTail(line: number) }
}

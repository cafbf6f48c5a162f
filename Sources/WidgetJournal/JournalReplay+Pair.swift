import Dispatch
import WidgetModel

/// Replaying two journals side by side, for `widgetsim diff`: each is read and decoded on a thread of its own, as a
/// pipelined replay reads it, and this thread folds both, an action of each in turn, comparing them as it goes. Memory
/// is bounded by the two states and the batches in flight, whatever the journals' lengths.
extension JournalReplay {
  /// Where two journals first differ: at an action, or in their headers (seq 0).
  public struct Divergence: Equatable, Sendable {
    /// The seq of the first action that differs, or 0 when the headers' start or settings differ.
    public var seq: Int
    /// The first journal's action at `seq`, or nil when it has none (it ended before, or `seq` is 0).
    public var a: Action?
    /// The second journal's action at `seq`, or nil when it has none.
    public var b: Action?
  }

  /// Two journals replayed to their ends, and where they first differ (nil when every action is the same).
  public struct PairOutcome {
    /// The first journal's replay.
    public var a: Outcome
    /// The second journal's replay.
    public var b: Outcome
    /// Where they first differ, if they do.
    public var divergence: Divergence?
  }

  /// A journal of a pair that could not be read: its path and the problem.
  public struct PairError: Error, CustomStringConvertible {
    /// The journal's path.
    public var path: String
    /// What went wrong.
    public var error: JournalError

    /// `PATH: problem`, or the problem alone when it names the path.
    public var description: String {
      let text = error.description
      return text.contains(path) ? text : "\(path): \(text)"
    }
  }

  /// Replays the journals at `a` and `b` to their ends (each as `replayPipelined(path:)` does: the same states, the
  /// same stops) and finds the first action where they differ. Headers whose start or settings differ are a
  /// difference at seq 0.
  ///
  /// Up to the first difference both journals hold the same actions from the same state, so only the first is
  /// folded there: the second's lines are decoded and their seqs checked, and at the difference it takes the first's
  /// state. From there each is folded to its end on a thread of its own. A journal and its copy cost about one
  /// replay and one more reading; a journal and its edit, one replay and the second's actions after the edit.
  /// - Throws: `PairError` when a file cannot be read or its header is bad; line problems end up in the outcomes.
  public static func replayPair(_ a: String, _ b: String) throws(PairError) -> PairOutcome {
    let first = try PulledReplay.start(a)
    defer { first.close() }
    let second = try PulledReplay.start(b)
    defer { second.close() }
    let headerA = first.fold.outcome.header
    let headerB = second.fold.outcome.header
    var divergence: Divergence? = nil
    if headerA.start != headerB.start || headerA.settings != headerB.settings {
      divergence = Divergence(seq: 0, a: nil, b: nil)
    }
    // Whether each has an action found and not yet folded when the difference is found.
    var (pendingA, pendingB) = (false, false)
    var seq = 0
    while divergence == nil {
      let hasA = try first.advance(peeking: true)
      let hasB = try second.advance(peeking: true)
      guard hasA || hasB else {
        second.adopt(first.fold.outcome.state)
        return PairOutcome(a: first.fold.outcome, b: second.fold.outcome, divergence: nil)
      }
      seq += 1
      if hasA && hasB && first.pending == second.pending && second.pendingFollows {
        // The same action from the same state: folded once. When the first refuses it, so does the second.
        if first.foldPending() {
          second.skipPending()
          continue
        }
        second.adopt(first.fold.outcome.state)
        _ = second.foldPending()
      } else {
        (pendingA, pendingB) = (hasA, hasB)
        second.adopt(first.fold.outcome.state)
      }
      divergence = Divergence(seq: seq, a: hasA ? first.pending : nil, b: hasB ? second.pending : nil)
    }
    let done = DispatchSemaphore(value: 0)
    let secondPending = pendingB
    DispatchQueue(label: "widgetsim.diff.fold").async {
      second.foldToEnd(pendingFirst: secondPending)
      done.signal()
    }
    first.foldToEnd(pendingFirst: pendingA)
    done.wait()
    if let failure = first.failure ?? second.failure { throw failure }
    return PairOutcome(a: first.fold.outcome, b: second.fold.outcome, divergence: divergence)
  }
}

/// A pipelined replay pulled an action at a time: its lines read and decoded on a thread of its own, each action
/// looked at (`pending`) before it is folded here, or skipped when another replay folds the same action.
/// `close()` must be called once it is no longer needed.
///
/// `@unchecked Sendable`: one thread at a time uses it; `replayPair` hands the second replay to a thread of its own
/// to fold it to its end, and waits for that thread before it reads the replay again.
final class PulledReplay: @unchecked Sendable {
  /// The journal's path.
  let path: String
  /// The lines from the reading thread.
  let pipe: ReplayPipe
  /// Signalled when the reading thread is done.
  let finished: DispatchSemaphore
  /// The fold so far.
  var fold: ReplayFold
  /// The batch being folded, and the index of its next step.
  var batch: ReplayBatch? = nil
  var nextStep = 0
  /// Whether the fold has stopped or the file has ended.
  var ended = false
  /// The action of the step at `nextStep`, once `advance(peeking: true)` found one, with its line's seq and whether a
  /// newline ended it.
  var pending: Action? = nil
  var pendingSeq = 0
  var pendingTerminated = true
  /// The actions skipped since the fold last took a state (`adopt`): the state is that many actions behind the file.
  var skipped = 0

  /// A replay of `path` whose header is folded, its lines coming through `pipe` from a reading thread that signals
  /// `finished` when it is done.
  private init(path: String, fold: ReplayFold, pipe: ReplayPipe, finished: DispatchSemaphore) {
    self.path = path
    self.fold = fold
    self.pipe = pipe
    self.finished = finished
  }

  /// Starts reading `path` on a thread of its own and folds its header.
  /// - Throws: `JournalReplay.PairError` when the file cannot be read, is empty or its header is bad.
  static func start(_ path: String) throws(JournalReplay.PairError) -> PulledReplay {
    let pipe = ReplayPipe(depth: JournalReplay.pipelineDepth)
    let finished = DispatchSemaphore(value: 0)
    DispatchQueue(label: "widgetsim.diff.decode").async {
      JournalReplay.decodeLines(path: path, into: pipe)
      finished.signal()
    }
    switch pipe.receive() {
    case .header(let header, let terminated):
      var fold = ReplayFold(header: header)
      if !terminated { fold.outcome.missingFinalNewline = true }
      return PulledReplay(path: path, fold: fold, pipe: pipe, finished: finished)
    case .end(let error):
      pipe.stop()
      finished.wait()
      throw JournalReplay.PairError(path: path, error: error ?? .badHeader(line: 1, reason: "the file is empty"))
    case .steps:
      preconditionFailure("the reading thread sends the header before any line")
    }
  }

  /// Folds the steps that are not actions (blank lines, a stop, a torn tail) until the next action, which becomes
  /// `pending` when `peeking` (else it is only found, not copied); false once the file has ended or the fold has
  /// stopped (see `fold.outcome`).
  /// - Throws: `JournalReplay.PairError` when the file cannot be read further.
  func advance(peeking: Bool) throws(JournalReplay.PairError) -> Bool {
    pending = nil
    while !ended {
      if let batch, nextStep < batch.count {
        if peeking, case .action(let decoded) = batch.steps[nextStep] {
          pending = decoded.line.action
          pendingSeq = decoded.line.seq
          pendingTerminated = decoded.terminated
          return true
        }
        if !peeking, case .action = batch.steps[nextStep] { return true }
        let step = (batch.steps + nextStep).move()
        let goesOn = fold.fold(step, observe: nil)
        (batch.steps + nextStep).initialize(to: step)
        nextStep += 1
        if !goesOn { ended = true }
        continue
      }
      if let batch {
        pipe.recycle(batch)
        self.batch = nil
      }
      switch pipe.receive() {
      case .steps(let next):
        batch = next
        nextStep = 0
      case .end(let error):
        ended = true
        if let error { throw JournalReplay.PairError(path: path, error: error) }
      case .header:
        preconditionFailure("the reading thread sends one header")
      }
    }
    return false
  }

  /// Checks and folds the pending action; false when the fold refused it and stopped.
  func foldPending() -> Bool {
    precondition(skipped == 0, "a fold behind its file by \(skipped) skipped actions")
    let step = (batch!.steps + nextStep).move()
    let goesOn = fold.fold(step, observe: nil)
    (batch!.steps + nextStep).initialize(to: step)
    nextStep += 1
    if !goesOn { ended = true }
    return goesOn
  }

  /// Whether the pending action's line has the seq that follows the actions folded and skipped, as a fold requires.
  var pendingFollows: Bool { pendingSeq == fold.outcome.state.seq + skipped + 1 }

  /// Passes over the pending action, whose seq follows (`pendingFollows`) and which another replay folds from the same
  /// state; the fold is then behind its file until it `adopt`s that replay's state.
  func skipPending() {
    nextStep += 1
    skipped += 1
    if !pendingTerminated { fold.outcome.missingFinalNewline = true }
  }

  /// Takes `state`, the state another replay reached over the same actions (those this one skipped), as this fold's
  /// own.
  func adopt(_ state: SimState) {
    fold.outcome.state = state
    skipped = 0
  }

  /// What stopped `foldToEnd()` reading the file, if anything.
  var failure: JournalReplay.PairError? = nil

  /// Folds the pending action (when `pendingFirst`), then every action left, until the file ends or the fold stops; a
  /// file that cannot be read further is kept in `failure`.
  func foldToEnd(pendingFirst: Bool) {
    if pendingFirst { _ = foldPending() }
    do {
      while try advance(peeking: false) { _ = foldPending() }
    } catch {
      failure = error
    }
  }

  /// Tells the reading thread to stop and waits for it: it holds the file open.
  func close() {
    pipe.stop()
    finished.wait()
  }
}

import WidgetJournal
import WidgetModel

/// Actions whose builds run developers' own providers (docs/PROVIDERS.md): each is applied on a copy first, since
/// the providers' outputs go on its journal line, and a tick is recorded as one line per instant at which builds fall
/// due, so a line holds the outputs of one instant and a long tick stays interruptible.
extension Session {
  /// Performs a validated action with `host` running the providers' builds.
  func perform(_ action: Action, host: any ProviderHost) throws -> Outcome {
    var notes: [String] = []
    let before = head
    var refreshes: [Refresh] = []
    var forked = false
    var steps = 0
    var target: Instant? = nil
    if case .clockTicked(let to) = action { target = to }
    host.useZone(pictureStyle.zone.name)
    repeat {
      var step = action
      if let target {
        let next = viewed.nextScheduledBuild.flatMap { $0 > viewed.now ? $0 : nil } ?? target
        step = .clockTicked(to: min(next, target))
      }
      var state = viewed
      let (made, recorded) = state.apply(step, host: host)
      // Encoded before anything is written: a line the journal's reader would refuse is refused.
      let entry = try Journal.Entry(recorded, seq: state.seq)
      if !forked {
        if let note = try saveIfLost() { notes.append(note) }
        if let seq = cursor ?? (journal.readOnlyReason != nil ? journal.count : nil) { notes.append(try fork(at: seq)) }
        forked = true
      }
      try journal.append(entry)
      head = state
      viewed = state
      checkpoints.offer(head)
      refreshes += made
      steps += 1
      if let target, head.now < target, interruptRequested?() == true {
        notes.append(
          "interrupted: the clock stopped at \(head.now.iso8601), short of \(target.iso8601); that part is recorded")
        break
      }
    } while target.map { head.now < $0 } ?? false
    if steps > 1 { notes.append("recorded as \(steps) ticks, one per instant at which providers ran") }
    // An interrupted tick is reported as the tick to where the clock stopped, not to where it was going.
    var reported = action
    if let target, head.now < target { reported = .clockTicked(to: head.now) }
    let report = ActionReport.describe(
      reported, refreshes: refreshes, before: before, after: head, zone: pictureStyle.zone)
    return Outcome(output: prose((notes + report).joined(separator: "\n")))
  }
}

extension Session {
  /// Defines each kind of a developer's provider that the journal does not define yet (a journal started by the
  /// simulator program, or one it resumes). A kind the journal already defines keeps the journal's definition, so a
  /// recorded bug replays as it was recorded.
  /// - Returns: a note per kind defined now or defined differently in the journal.
  /// - Throws: the journal's error when a definition cannot be written.
  public func defineProviderKinds(_ kinds: [Kind]) throws -> [String] {
    var notes: [String] = []
    for kind in kinds {
      if let existing = head.kinds[kind.name] {
        if existing != kind {
          notes.append(
            "the journal defines \(kind.name) differently from the simulator program; the journal's definition is used")
        }
        continue
      }
      try head.check(.kindDefined(kind))
      // A recorded example (read-only) forks first, as any action typed into it would.
      if journal.readOnlyReason != nil { notes.append(try fork(at: journal.count)) }
      try journal.append(try Journal.Entry(.kindDefined(kind), seq: head.seq + 1))
      head.apply(.kindDefined(kind))
      viewed = head
      checkpoints.offer(head)
    }
    return notes
  }
}

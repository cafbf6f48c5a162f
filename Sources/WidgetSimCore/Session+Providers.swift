import WidgetJournal
import WidgetModel

/// Actions whose builds run developers' own providers (docs/PROVIDERS.md): each is applied on a copy first, since
/// the providers' outputs go on its journal line. A tick is recorded as one line per instant at which builds fall
/// due, so a line holds the outputs of one instant and a long tick stays interruptible; the builds of one instant
/// whose outputs do not fit on one line go on over several (`ProvidedBuild.more`), so no instant is a dead end.
extension Session {
  /// Performs a validated action with `host` running the providers' builds. When a line cannot be written part-way
  /// (a full disk), the lines written before it stay recorded and the session stays at the state they reach: the
  /// outcome says so, with the error.
  func perform(_ action: Action, host: any ProviderHost) throws -> Outcome {
    var notes: [String] = []
    let before = head
    host.useZone(pictureStyle.zone.name)
    host.usePlaced(PlacedWidget.all(in: viewed))
    var recording = Recording(action: action, host: host)
    do {
      repeat {
        let step = recording.nextStep(from: viewed)
        try record(step, &recording, notes: &notes)
        if let target = recording.target, !recording.stopped, head.now < target, interruptRequested?() == true {
          notes.append(
            "interrupted: the clock stopped at \(head.now.iso8601), short of \(target.iso8601); that part is recorded")
          break
        }
      } while recording.goesOn(at: head.now)
    } catch let error where recording.lines > 0 {
      return Outcome(
        output: report(recording, notes: notes, before: before), error: recording.partText(at: head.now, error))
    }
    if let summary = recording.summary { notes.append(summary) }
    return Outcome(output: report(recording, notes: notes, before: before))
  }

  /// The lines the user reads after `recording`: `notes`, then the action as far as it went (an interrupted tick is
  /// reported as the tick to where the clock stopped, not to where it was going).
  func report(_ recording: Recording, notes: [String], before: SimState) -> String {
    var reported = recording.action
    if let target = recording.target, head.now < target { reported = .clockTicked(to: head.now) }
    let report = ActionReport.describe(
      reported, refreshes: recording.refreshes, before: before, after: head, zone: pictureStyle.zone)
    return prose((notes + report).joined(separator: "\n"))
  }

  /// Applies `step` on a copy with the providers running its builds and appends it as one line; when its outputs do
  /// not fit on one line, appends the part that does, marked to go on (`ProvidedBuild.more`), and keeps the other
  /// outputs for the next step, so no provider runs twice for one build.
  /// - Throws: the journal's error when the line cannot be written; nothing of `step` is applied then.
  func record(_ step: Action, _ recording: inout Recording, notes: inout [String]) throws {
    var state = viewed
    var (made, recorded) = state.apply(step, host: recording.outputs)
    // Several builds that do not fit on one line go on over several (`more`); one build alone, or an action without
    // builds, that does not fit is written in part lines (`JournalParts`).
    var entry = try? Journal.Entry(recorded, seq: state.seq, parts: Self.buildCount(recorded) <= 1)
    while entry == nil, case .withBuilds(let base, let builds) = recorded {
      var count = Self.buildsFitting(base, builds, seq: state.seq)
      if count == 0, builds.count > 1,
        Self.lineBytes(base, [builds[0]], seq: state.seq) + Self.moreBytes <= Limits.journalActionBytesMax
      {
        count = 1
      }
      recording.outputs.keep(builds[count...])
      if count == 0 {
        // Not even the first build fits on a line with its action: it is recorded as a failed build, as the system
        // refuses an output it cannot keep, and the step runs again with the outputs already made.
        guard recording.outputs.refuse(builds[0], lineBytes: Self.lineBytes(base, [builds[0]], seq: state.seq)) else {
          break
        }
        state = viewed
        (made, recorded) = state.apply(step, host: recording.outputs)
        entry = try? Journal.Entry(recorded, seq: state.seq)
      } else {
        var part = Array(builds[..<count])
        part[count - 1].more = true
        recorded = .withBuilds(base, part)
        state = viewed
        let (refreshes, mismatch) = state.applyChecked(recorded)
        precondition(mismatch == nil, "the first outputs of a step, applied as recorded, fit its first builds")
        made = refreshes
        entry = try Journal.Entry(recorded, seq: state.seq)
      }
    }
    try commit(recorded, reaching: state, refreshes: made, entry: entry, notes: &notes)
    recording.recorded(made, stopped: Self.stops(recorded))
  }

  /// How many builds a recorded action holds.
  static func buildCount(_ action: Action) -> Int {
    guard case .withBuilds(_, let builds) = action else { return 0 }
    return builds.count
  }

  /// Whether a recorded action stops after its last build, leaving what else is due to the next line.
  static func stops(_ action: Action) -> Bool {
    guard case .withBuilds(_, let builds) = action else { return false }
    return builds.last?.more ?? false
  }

  /// How many of `builds`, from the first, fit on one line with `base` and `more` on the last of them.
  /// - Complexity: O(n) in the bytes of the builds' outputs.
  static func buildsFitting(_ base: Action, _ builds: [ProvidedBuild], seq: Int) -> Int {
    var bytes = lineBytes(base, [], seq: seq) + moreBytes
    for (index, build) in builds.enumerated() {
      bytes += ActionCodec.buildJSON(build).utf8.count + (index > 0 ? 1 : 0)
      if bytes > Limits.journalLineBytesMax { return index }
    }
    return builds.count
  }

  /// The bytes of `base`'s line with `builds` (without the newline).
  static func lineBytes(_ base: Action, _ builds: [ProvidedBuild], seq: Int) -> Int {
    // With no builds, `base`'s line and the `,"builds":[` and `]` that hold a list of builds.
    ActionCodec.encode(builds.isEmpty ? base : .withBuilds(base, builds), seq: seq).utf8.count
      + (builds.isEmpty ? ",\"builds\":[]".utf8.count : 0)
  }

  /// The bytes `more` adds to a build's output on its line.
  static let moreBytes = ",\"more\":true".utf8.count
}

/// One action being recorded: the lines written for it so far, the builds they made, and the providers' outputs
/// made but not yet recorded.
struct Recording {
  /// The action as performed.
  let action: Action
  /// Where a tick is going, nil for another action.
  let target: Instant?
  /// The providers, with the outputs already made for builds not yet recorded.
  let outputs: MadeOutputs
  /// The timeline builds of the lines written.
  var refreshes: [Refresh] = []
  /// How many lines were written.
  var lines = 0
  /// How many of them stopped part-way through the builds of their instant.
  var linesStopped = 0
  /// Whether the last line stopped part-way, leaving builds due at its instant to the next line.
  var stopped = false

  init(action: Action, host: any ProviderHost) {
    self.action = action
    if case .clockTicked(let to) = action { target = to } else { target = nil }
    outputs = MadeOutputs(host)
  }

  /// The next line's action: the action itself first; after a line that stopped part-way, a tick to the same instant
  /// that goes on with the builds left due; for a tick, a tick to the next instant at which builds fall due.
  func nextStep(from state: SimState) -> Action {
    if stopped { return .clockTicked(to: state.now) }
    guard let target else { return action }
    // Builds left due at the current instant (a journal that ends after a line that stopped part-way) come first.
    let next = state.nextScheduledBuild.map { max($0, state.now) } ?? target
    return .clockTicked(to: min(next, target))
  }

  /// Whether another line follows one that left the clock at `now`.
  func goesOn(at now: Instant) -> Bool { stopped || target.map { now < $0 } ?? false }

  /// Notes a line written, with its builds, and whether it stopped part-way.
  mutating func recorded(_ made: [Refresh], stopped: Bool) {
    refreshes += made
    lines += 1
    self.stopped = stopped
    if stopped { linesStopped += 1 }
  }

  /// How the action was written, when it took more than one line.
  var summary: String? {
    guard lines > 1 else { return nil }
    guard target != nil else { return "recorded as \(lines) lines: its builds did not fit on one" }
    let spread =
      linesStopped == 0 ? "" : ", and \(linesStopped) more where one instant's builds did not fit on one line"
    return "recorded as \(lines) ticks: one per instant at which providers ran\(spread)"
  }

  /// The error of an action that stopped part-way because a line could not be written: how far it was recorded.
  func partText(at now: Instant, _ error: any Error) -> String {
    let part =
      lines == 1
      ? "its first line, up to \(now.iso8601), is recorded and the session is there"
      : "\(lines) lines of it, up to \(now.iso8601), are recorded and the session is there"
    let whole =
      target.map { "the clock stopped at \(now.iso8601), short of \($0.iso8601): " } ?? "it stopped part-way: "
    let left = stopped ? "; the builds still due at \(now.iso8601) are made by the next action" : ""
    return whole + part + left + "; the next line could not be written: \(error)"
  }
}

/// The providers of a session, handing out again the outputs already made for builds whose line did not hold them
/// (for the same widget at the same instant), so that a provider runs once for each build recorded.
final class MadeOutputs: ProviderHost {
  /// The providers.
  let host: any ProviderHost
  /// Outputs made and not yet recorded, in the order they were made.
  var waiting: [ProvidedBuild] = []
  /// The builds whose output did not fit on a line, by widget and instant.
  var refused: Set<String> = []

  init(_ host: any ProviderHost) { self.host = host }

  func build(_ request: ProviderRequest) -> ProvidedBuild {
    guard let index = waiting.firstIndex(where: { $0.widget == request.widget && $0.at == request.at }) else {
      return host.build(request)
    }
    var made = waiting.remove(at: index)
    made.more = false
    return made
  }

  func preview(_ request: ProviderRequest) -> ProvidedPreview { host.preview(request) }

  func useZone(_ zone: String) { host.useZone(zone) }

  func usePlaced(_ widgets: [PlacedWidget]) { host.usePlaced(widgets) }

  /// Keeps `outputs` (made, not recorded) to hand out again, in place of any kept before.
  func keep(_ outputs: ArraySlice<ProvidedBuild>) { waiting = Array(outputs) }

  /// Puts a failed build in place of the first kept output, `build`'s, which takes `lineBytes` bytes on a line of
  /// its own.
  /// - Returns: false when it was already refused (its failure does not fit either).
  func refuse(_ build: ProvidedBuild, lineBytes: Int) -> Bool {
    precondition(waiting.first?.widget == build.widget && waiting.first?.at == build.at, "the first kept output")
    guard refused.insert("\(build.widget)@\(build.at.ms)").inserted else { return false }
    waiting[0].output = .failed(
      "its output takes \(lineBytes) bytes in the journal, over the limit of \(Limits.journalActionBytesMax) for one action, so it cannot be recorded (a limit of this simulator, not of WidgetKit)"
    )
    return true
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
      if let existing = viewed.kinds[kind.name] {
        if existing != kind {
          notes.append(
            "the journal defines \(kind.name) differently from the simulator program; the journal's definition is used")
        }
        continue
      }
      try viewed.check(.kindDefined(kind))
      var state = viewed
      let refreshes = state.apply(.kindDefined(kind))
      // A recorded example (read-only) forks first, as any action typed into it would.
      try commit(.kindDefined(kind), reaching: state, refreshes: refreshes, notes: &notes)
    }
    return notes
  }
}

import WidgetJournal
import WidgetModel

/// The model's side of the evidence: a journal's actions folded, under its own settings or others, with each
/// timeline build and each reload request the model saw.
public enum Replay {
  /// A timeline build the model makes.
  public struct Build: Sendable, Equatable {
    /// When it is built.
    public var at: Instant
    /// The widget's id, kind, family and configuration.
    public var widget: String
    public var kind: String
    public var family: String
    public var config: [String: ParamValue]
    /// What made it: added, configured, policy or reload.
    public var cause: BuildCause
    /// Whether it counts against a budget.
    public var counted: Bool
    /// When it first became due (earlier than `at` when deferred).
    public var dueAt: Instant
  }

  /// A reload request the app made, as the model saw it.
  public struct Request: Sendable, Equatable {
    /// When, and the action's seq.
    public var at: Instant
    public var seq: Int
    /// The kind asked for, or nil for all.
    public var kind: String?
    /// Whether the app was in the foreground.
    public var foreground: Bool
  }

  /// What the model did over the journal.
  public struct Outcome: Sendable {
    public var builds: [Build] = []
    public var requests: [Request] = []
    /// The state at the end.
    public var state: SimState
  }

  /// Folds `journal`'s actions, checking each against the state before it.
  /// - Throws: `JournalError.invalid` naming the seq of the first action the model refuses.
  public static func fold(_ journal: EvidenceJournal) throws(JournalError) -> SimState {
    var state = SimState(start: journal.header.start, settings: journal.header.settings)
    for (index, action) in journal.actions.enumerated() {
      do { try state.check(action) } catch { throw .invalid(line: 0, seq: index + 1, error: error) }
      _ = state.fold(action)
    }
    return state
  }

  /// Folds `journal`'s actions (already checked by `fold`) starting from `settings` instead of its header's, and
  /// collects the builds and requests. A `set` action in the journal still changes the settings where it is.
  public static func run(_ journal: EvidenceJournal, settings: Settings? = nil) -> Outcome {
    var state = SimState(start: journal.header.start, settings: settings ?? journal.header.settings)
    var outcome = Outcome(state: state)
    for (index, action) in journal.actions.enumerated() {
      if case .reloadRequested(let target) = action {
        var kind: String? = nil
        if case .kind(let name) = target { kind = name }
        outcome.requests.append(
          Request(at: state.now, seq: index + 1, kind: kind, foreground: state.app == .foreground))
      }
      // A widget removed by the action that built it has no build to compare.
      for refresh in state.apply(action) where !refresh.failed {
        guard let widget = state.widgets[refresh.widget] else { continue }
        outcome.builds.append(
          Build(
            at: refresh.at, widget: widget.id, kind: widget.kind, family: widget.family.rawValue,
            config: widget.config, cause: refresh.cause, counted: refresh.counted, dueAt: refresh.dueAt))
      }
    }
    outcome.state = state
    return outcome
  }

  /// The ticks that bring `state`'s clock to `target`: as long as one tick may be, shorter when one would build more
  /// timelines than a tick may.
  public static func ticks(from state: SimState, to target: Instant) -> [Action] {
    var state = state
    var ticks: [Action] = []
    while state.now < target {
      var step = min(target, state.now + Limits.tickSpanMax)
      while (try? state.check(.clockTicked(to: step))) == nil, step - state.now > .days(1) {
        step = state.now + TimeSpan(ms: (step - state.now).ms / 2)
      }
      ticks.append(.clockTicked(to: step))
      _ = state.fold(.clockTicked(to: step))
    }
    return ticks
  }
}

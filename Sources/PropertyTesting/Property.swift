import WidgetJournal
import WidgetModel

/// A named law of the model, checked after every step of a run (and, for some, once at the end of the run).
public struct Property: Sendable {
  /// A short identifier, as given to `widgetsim check --property` and written into failure journals.
  public let name: String
  /// One line saying what must hold.
  public let summary: String
  /// The check after each step: nil when the law holds, otherwise what is wrong.
  let afterStep: (@Sendable (Step) -> String?)?
  /// The check at the end of a run: nil when the law holds, otherwise what is wrong and at which seq.
  let afterRun: (@Sendable (RunRecord) -> RunProblem?)?

  /// A property checked after every step; `check` returns nil when it holds, or a message saying what is wrong.
  public init(_ name: String, _ summary: String, check: @escaping @Sendable (Step) -> String?) {
    self.name = name
    self.summary = summary
    self.afterStep = check
    self.afterRun = nil
  }

  /// A property of the state alone, checked after every step.
  public init(_ name: String, _ summary: String, holds: @escaping @Sendable (SimState) -> Bool) {
    self.init(name, summary) { step in holds(step.after) ? nil : "\(summary): does not hold" }
  }

  /// A property checked after every step (when `check` is given) and once at the end of the run.
  public init(
    _ name: String, _ summary: String, check: (@Sendable (Step) -> String?)?,
    afterRun: @escaping @Sendable (RunRecord) -> RunProblem?
  ) {
    self.name = name
    self.summary = summary
    self.afterStep = check
    self.afterRun = afterRun
  }
}

/// One step of a run as a property sees it: the action, the builds it caused, the states around it, and the
/// oracle's facts before it.
public struct Step {
  /// The action's seq in the run (its line in the journal).
  public let seq: Int
  /// The action applied.
  public let action: Action
  /// The timeline builds it caused, in the order they happened.
  public let refreshes: [Refresh]
  /// The state before the action.
  public let before: SimState
  /// The state after the action and everything it settled.
  public let after: SimState
  /// The oracle's facts before the action.
  public let history: History
  /// Each build with the oracle's facts about its widget just before it (after the action's own effects).
  public let builds: [Build]
  /// The oracle's facts after the step.
  public let historyAfter: History
  /// The widgets after the step, in the order they were added.
  public let widgets: [Widget]
  /// What each of `widgets` displays after the step, in the same order (computed once for every property).
  public let displays: [Display]
}

/// A timeline build paired with what the oracle knew about its widget just before it, and what it recomputed.
public struct Build: Sendable {
  /// The build from the refresh log.
  public let refresh: Refresh
  /// The widget's facts just before the build (for the build that adds a widget, its facts as added).
  public let facts: WidgetFacts?
  /// The source the oracle recomputed for the build (network, cache or fallback), or nil when it recomputed a
  /// failure (the provider ran past the deadline) or knows no such widget.
  public let expectedSource: DataSource?
  /// The oracle's facts just before the build, kept once a run has shared budgets (`budgetScope` kind or app): a
  /// pool's room then depends on the builds of its other widgets earlier in the step, not on those after. Nil
  /// otherwise (the facts after the step serve).
  public let historyBefore: History?
  /// What a developer's provider gave for the build, with how its extension's process ran it; nil for a recipe's.
  public var provided: ProvidedBuild? = nil
}

/// A finished run: where it started and what it did, for the checks that look at the whole journal.
public struct RunRecord {
  /// The journal header the run is written with.
  public let header: JournalHeader
  /// The state the run started from.
  public let initial: SimState
  /// Every action applied, in order.
  public let actions: [Action]
  /// The state at the end.
  public let final: SimState
}

/// What an end-of-run check found wrong, and the seq of the action it is about.
public struct RunProblem: Hashable, Sendable {
  /// The seq of the action at fault (the last one when the whole run is at fault).
  public var seq: Int
  /// What is wrong.
  public var message: String

  /// A problem at `seq`.
  public init(seq: Int, message: String) {
    self.seq = seq
    self.message = message
  }
}

/// A property that did not hold: which, where, why, and the states around the step.
public struct Violation: Sendable {
  /// The property's name.
  public let property: String
  /// The property's one-line description.
  public let summary: String
  /// The seq of the step after which it failed (the last seq for an end-of-run check).
  public let seq: Int
  /// The action of that step, if any (none for a failure before the first action).
  public let action: Action?
  /// What is wrong.
  public let message: String
  /// The state before the step.
  public let before: SimState
  /// The state after the step.
  public let after: SimState
}

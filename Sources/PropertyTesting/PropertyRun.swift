import WidgetJournal
import WidgetModel

/// Folds actions one at a time into a state, keeping the oracle's history and checking properties after each step.
public struct PropertyRun {
  /// The state the run started from.
  public let initial: SimState
  /// The properties checked after every step.
  public let properties: [Property]
  /// The state after the last step.
  public private(set) var state: SimState
  /// The oracle's facts after the last step.
  public private(set) var history: History
  /// Every action applied so far, each with the outputs of the providers it ran (`Action.withBuilds`).
  public private(set) var actions: [Action] = []
  /// Runs the builds of provider kinds; nil: each action's recorded outputs are used (or such builds fail).
  let host: (any ProviderHost)?

  /// A run starting from `initial`, checking `properties`; `host`, when given, runs the builds of provider kinds.
  public init(initial: SimState, properties: [Property], host: (any ProviderHost)? = nil) {
    self.initial = initial
    self.properties = properties
    self.state = initial
    self.history = History(initial: initial)
    self.host = host
  }

  /// Applies an action that `check` accepted (the reducer's contract) and checks every property after it. With a
  /// host, the action's builds of provider kinds run the providers (outputs it carries are replaced by theirs).
  /// - Returns: the first property that does not hold, or nil.
  public mutating func step(_ action: Action) -> Violation? {
    let before = state
    let refreshes: [Refresh]
    var action = action
    if let host, state.hasProviderKinds {
      (refreshes, action) = state.apply(action.base, host: host)
    } else {
      refreshes = state.apply(action)
    }
    actions.append(action)
    // The oracle takes the builds of providers' kinds from the outputs recorded with the action, in build order.
    var outputs: ArraySlice<ProvidedBuild> = []
    if case .withBuilds(_, let recorded) = action { outputs = recorded[...] }
    // The oracle and the properties see the action itself; its recorded outputs are in the state's timelines.
    action = action.base
    var after = history
    after.begin(action, seq: state.seq, before: before, after: state)
    var builds: [Build] = []
    builds.reserveCapacity(refreshes.count)
    let shares = after.settingChanges.contains { $0.settings.budgetScope != .widget }
    for refresh in refreshes {
      let facts = after.widgets[refresh.widget]
      let historyBefore = shares ? after : nil
      var provided: ProvidedBuild? = nil
      if let next = outputs.first, next.widget == refresh.widget, next.at == refresh.at {
        provided = outputs.removeFirst()
      }
      let source = after.record(refresh, seq: state.seq, provided: provided)
      builds.append(
        Build(
          refresh: refresh, facts: facts, expectedSource: source, historyBefore: historyBefore, provided: provided))
    }
    if !after.unlanded.isEmpty { after.land(through: state.now, seq: state.seq) }
    let widgets = state.orderedWidgets
    let step = Step(
      seq: state.seq, action: action, refreshes: refreshes, before: before, after: state, history: history,
      builds: builds, historyAfter: after, widgets: widgets, displays: widgets.map(state.display))
    history = after
    for property in properties {
      guard let check = property.afterStep, let message = check(step) else { continue }
      return Violation(
        property: property.name, summary: property.summary, seq: step.seq, action: action, message: message,
        before: before, after: state)
    }
    return nil
  }

  /// Validates a command against the state, as the REPL does, and applies the action it stands for.
  /// - Throws: `WidgetError` when the command is not valid now (nothing is applied).
  public mutating func step(_ command: Command) throws(WidgetError) -> Violation? {
    step(try state.validate(command))
  }

  /// The end-of-run checks (e.g. the journal round trip), with the run written under `header`.
  public func finish(header: JournalHeader) -> Violation? {
    let record = RunRecord(header: header, initial: initial, actions: actions, final: state)
    for property in properties {
      guard let check = property.afterRun, let problem = check(record) else { continue }
      let seq = min(max(problem.seq, 0), actions.count)
      let (before, after) = states(around: seq)
      return Violation(
        property: property.name, summary: property.summary, seq: seq, action: seq > 0 ? actions[seq - 1] : nil,
        message: problem.message, before: before, after: after)
    }
    return nil
  }

  /// The states just before and just after action `seq` (both the initial state for seq 0), refolded.
  func states(around seq: Int) -> (SimState, SimState) {
    var before = initial
    for action in actions.prefix(max(seq - 1, 0)) { before.apply(action) }
    var after = before
    if seq > 0 { after.apply(actions[seq - 1]) }
    return (before, after)
  }
}

/// What folding a fixed sequence of actions with properties gave.
public enum SequenceOutcome {
  /// Every action was valid and every property held; the final state.
  case passed(SimState)
  /// An action was not valid against the state before it.
  case invalid(seq: Int, error: WidgetError)
  /// A property did not hold.
  case violated(Violation)

  /// The violation, if a property did not hold.
  public var violation: Violation? {
    if case .violated(let violation) = self { return violation }
    return nil
  }
}

/// Folding a fixed sequence (a candidate of the shrinker, a journal) with `check` before every `apply`.
extension PropertyRun {
  /// Folds `actions` from `initial`, checking each with `check` first and the properties after it.
  /// With `host`, the builds of provider kinds run the providers instead of using the outputs the actions carry.
  public static func fold(
    _ actions: [Action], initial: SimState, header: JournalHeader, properties: [Property],
    host: (any ProviderHost)? = nil
  ) -> SequenceOutcome {
    var run = PropertyRun(initial: initial, properties: properties, host: host)
    for action in actions {
      do { try run.state.check(action) } catch { return .invalid(seq: run.state.seq + 1, error: error) }
      if let violation = run.step(action) { return .violated(violation) }
    }
    if let violation = run.finish(header: header) { return .violated(violation) }
    return .passed(run.state)
  }
}

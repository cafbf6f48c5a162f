import WidgetModel

/// Built-in properties about when widgets are rebuilt: the budget, the minimum interval, `never`, deferrals.
extension Property {
  /// No budget holds more counted refreshes in any 24-hour window than its limit, recounted from the refresh log: a
  /// widget's own under `budgetScope=widget`; under `kind` or `app`, the pool of its kind or of the app, which holds
  /// every counted refresh of the widgets placed in it (a removed widget takes its refreshes away). What each widget
  /// reports as used is that recount.
  public static let budgetWindow = Property(
    "budgetWindow",
    "no budget (a widget's, or its kind's or the app's pool under budgetScope) exceeds its limit in any 24-hour window"
  ) { step in
    let budget = step.after.settings.budget
    let scope = step.after.settings.budgetScope
    let placed = step.historyAfter.widgets
    // Each placed widget's counted refreshes before the step; the builds below add theirs in order.
    var counted: [String: [Instant]] = [:]
    for id in placed.keys { counted[id] = step.history.widgets[id]?.counted ?? [] }
    for build in step.builds {
      guard let facts = build.facts else { continue }
      let refresh = build.refresh
      if refresh.counted {
        let pool = poolIDs(of: refresh.widget, kind: facts.kind.name, scope: scope, in: placed)
        let inWindow = pool.map { History.countedInWindow(counted[$0] ?? [], at: refresh.at) }.reduce(1, +)
        if inWindow > budget {
          return
            "\(refresh.widget) made a counted refresh (\(refresh.cause.rawValue)) at \(refresh.at.iso8601), making \(inWindow) counted refreshes of \(poolName(refresh.widget, facts.kind.name, scope)) in the 24 hours up to it; the budget is \(budget)"
        }
        counted[refresh.widget, default: []].append(refresh.at)
      }
    }
    for (id, facts) in placed.sorted(by: { $0.key < $1.key }) {
      guard let widget = step.after.widgets[id] else { return "\(id) is in the refresh log but not in the state" }
      let used = step.after.budgetUsed(widget)
      let pool = poolIDs(of: id, kind: facts.kind.name, scope: scope, in: placed)
      let recount = pool.map { History.countedInWindow(placed[$0]!.counted, at: step.after.now) }.reduce(0, +)
      if used != recount {
        return
          "\(id) reports \(used) counted refreshes of \(poolName(id, facts.kind.name, scope)) in the last 24 hours, but the refresh log has \(recount)"
      }
    }
    return nil
  }

  /// The ids of the placed widgets whose counted refreshes share a budget with widget `id` of `kind` under `scope`.
  static func poolIDs(of id: String, kind: String, scope: BudgetScope, in placed: [String: WidgetFacts]) -> [String] {
    switch scope {
    case .widget: return [id]
    case .kind: return placed.filter { $0.value.kind.name == kind }.map(\.key)
    case .app: return Array(placed.keys)
    }
  }

  /// A budget's name in a message: `w1's budget`, `the weather kind's pool`, `the app's pool`.
  static func poolName(_ id: String, _ kind: String, _ scope: BudgetScope) -> String {
    switch scope {
    case .widget: return "\(id)'s budget"
    case .kind: return "the \(kind) kind's pool"
    case .app: return "the app's pool"
    }
  }

  /// Counted refreshes come at least the minimum interval after the widget's timeline was built, whatever built it
  /// (a failed build builds no timeline, so the interval runs from the timeline it kept).
  public static let minInterval = Property(
    "minInterval", "counted refreshes are at least the minimum interval after the timeline shown was built"
  ) { step in
    let interval = TimeSpan(ms: max(step.after.settings.minInterval.ms, 1))
    for build in step.builds where build.refresh.counted {
      guard let facts = build.facts else { continue }
      let gap = build.refresh.at - facts.timeline.builtAt
      if gap < interval {
        return
          "\(build.refresh.widget) made a counted refresh at \(build.refresh.at.iso8601), \(gap.text) after its timeline was built at \(facts.timeline.builtAt.iso8601); the minimum interval is \(interval.text)"
      }
    }
    return nil
  }

  /// A `never` widget (its timeline's outcome asks for `never`) is rebuilt only when added, when configured, for a
  /// reload request, or to retry a failed build.
  public static let neverPolicy = Property(
    "neverPolicy", "a never widget is rebuilt only by add, configure, a reload request, a system change or a retry"
  ) { step in
    for build in step.builds {
      guard let facts = build.facts, facts.timeline.policy(of: facts.kind) == .never else { continue }
      let refresh = build.refresh
      switch refresh.cause {
      case .added:
        guard case .widgetAdded(refresh.widget, _, _, _, _) = step.action else {
          return "never widget \(refresh.widget) was built as added at \(refresh.at.iso8601) by a \(step.action.name)"
        }
      case .configured:
        // A counted configuration change (configureCounts) may wait like a request and be built by a later tick.
        if facts.request != nil { continue }
        guard case .widgetConfigured(refresh.widget, _) = step.action else {
          return
            "never widget \(refresh.widget) was built as configured at \(refresh.at.iso8601) by a \(step.action.name)"
        }
      case .reload:
        guard facts.request != nil else {
          return
            "never widget \(refresh.widget) was rebuilt as a reload at \(refresh.at.iso8601), but no reload was requested"
        }
      case .system:
        guard facts.request?.system == true else {
          return
            "never widget \(refresh.widget) was rebuilt by the system at \(refresh.at.iso8601), but nothing of the device or the app changed"
        }
      case .policy:
        if facts.failure != nil { continue }
        return "never widget \(refresh.widget) was rebuilt by its policy at \(refresh.at.iso8601)"
      case .tapped:
        guard case .tapped(refresh.widget, _) = step.action else {
          return
            "never widget \(refresh.widget) was rebuilt as tapped at \(refresh.at.iso8601) by a \(step.action.name)"
        }
      }
    }
    return nil
  }

  /// Every refresh happens exactly when the oracle allows it: not before it is due and allowed (budget, minimum
  /// interval), not later than the first instant it is, and none that is allowed by now is left undone.
  public static let deferredOnTime = Property(
    "deferredOnTime", "a deferred refresh happens exactly when it is allowed, neither earlier nor later"
  ) { step in
    let history = step.historyAfter
    // A provider's timeline falls due by the policy and the entry dates recorded with its action.
    for build in step.builds {
      guard let facts = build.facts else { continue }
      let before = build.historyBefore ?? history
      if let problem = checkTiming(build.refresh, facts, before, actionAt: step.before.now) { return problem }
    }
    for (id, facts) in history.widgets.sorted(by: { $0.key < $1.key }) {
      if let expected = history.expectedCountedRefresh(facts), expected.at <= step.after.now {
        return
          "\(id) was due at \(expected.due.iso8601) and allowed at \(expected.at.iso8601), but by \(step.after.now.iso8601) it has not been refreshed"
      }
      if let expected = history.expectedUncountedRefresh(facts), expected <= step.after.now {
        return
          "\(id) has a foreground reload to carry out at \(expected.iso8601), but by \(step.after.now.iso8601) it has not been"
      }
    }
    return nil
  }

  /// Under a shared budget (`budgetScope` kind or app), the counted refreshes of one pool allowed at the same instant
  /// are carried out in the order they fell due, ties in the order the widgets were placed: one freed slot of a spent
  /// pool goes to the widget that has waited longest, so none placed later is passed over for ever by one that keeps
  /// falling due again. Judged by the oracle: at each counted build, no other widget of the pool that the oracle
  /// allows a counted refresh at that instant (and that has no foreground reload to carry out) fell due before it.
  public static let poolLongestWaitingFirst = Property(
    "poolLongestWaitingFirst",
    "under a shared budget, the widget that fell due first takes the pool's slot first, ties in the order placed"
  ) { step in
    for build in step.builds where build.refresh.counted {
      guard let before = build.historyBefore, let facts = build.facts else { continue }
      let scope = before.settings.budgetScope
      guard scope != .widget, let due = before.countedDue(facts) else { continue }
      let refresh = build.refresh
      for (id, other) in before.widgets.sorted(by: { $0.value.addedSeq < $1.value.addedSeq })
      where id != refresh.widget && History.samePool(other.kind.name, facts.kind.name, scope) {
        // The cheap test first: only a widget that fell due first could have been passed over.
        guard let otherDue = before.countedDue(other),
          otherDue < due || (otherDue == due && other.addedSeq < facts.addedSeq),
          before.expectedUncountedRefresh(other) == nil, let expected = before.expectedCountedRefresh(other),
          expected.at == refresh.at
        else { continue }
        let why = otherDue < due ? "due since \(otherDue.iso8601)" : "due at the same instant and placed first"
        return
          "\(refresh.widget) (due since \(due.iso8601)) took a slot of \(poolName(refresh.widget, facts.kind.name, scope)) at \(refresh.at.iso8601) before \(id), \(why) and allowed then too"
      }
    }
    return nil
  }

  /// What is wrong with the instant of one build, compared with the oracle; nil when it is on time.
  static func checkTiming(_ refresh: Refresh, _ facts: WidgetFacts, _ history: History, actionAt: Instant) -> String? {
    let id = refresh.widget
    if !refresh.counted && (refresh.cause == .added || refresh.cause == .configured || refresh.cause == .tapped) {
      return refresh.at == actionAt
        ? nil : "\(id) was \(refresh.cause.rawValue) at \(actionAt.iso8601) but built at \(refresh.at.iso8601)"
    }
    if refresh.counted {
      guard let expected = history.expectedCountedRefresh(facts) else {
        return
          "\(id) made a counted refresh (\(refresh.cause.rawValue)) at \(refresh.at.iso8601), but nothing counted was due"
      }
      if refresh.at != expected.at {
        return
          "\(id) made a counted refresh (\(refresh.cause.rawValue)) at \(refresh.at.iso8601); it was due at \(expected.due.iso8601) and first allowed at \(expected.at.iso8601)"
      }
      return nil
    }
    guard let expected = history.expectedUncountedRefresh(facts) else {
      return "\(id) made an uncounted reload at \(refresh.at.iso8601), but no foreground reload was pending"
    }
    return refresh.at == expected
      ? nil : "\(id) carried out a foreground reload at \(refresh.at.iso8601), but it was due at \(expected.iso8601)"
  }
}

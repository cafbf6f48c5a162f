/// A widget's next refresh in words (`NextRefresh`): when, whether it counts, why it is deferred, and where it stands
/// in a spent shared budget's queue.
extension Narrator {
  /// The `why` sentences about what is pending and when the next refresh comes, with the budget's count and, when
  /// deferred, why and behind whom.
  public func scheduleSentences(_ widget: Widget, _ facts: FactSheet) -> [String] {
    var lines: [String] = []
    let settings = state.settings
    let next = facts.next
    if let pending = next.pending, pending.held {
      lines.append(
        "A reload requested at \(time(pending.dueAt)) while the app was in the foreground is held (foregroundReloads=onBackground): it is carried out, not counted, when the app goes to the background (app background), unless another build comes first."
      )
    } else if let pending = next.pending, pending.cause == .system {
      lines.append(Self.systemRetrySentence(at: time(pending.dueAt)))
    } else if let pending = next.pending, pending.freeRule == .throttled {
      lines.append(
        "A reload the app asked for in the foreground is \(throttledText(releaseAt: pending.dueAt)), not counted (devices log \"Throttling additional refresh request while foreground.\")."
      )
    } else if let pending = next.pending {
      let what =
        pending.cause == .configured
        ? "A rebuild for a configuration change is pending (configureCounts is on), due at \(time(pending.dueAt))"
        : "A reload request is pending, due at \(time(pending.dueAt))"
      let counted =
        pending.counted
        ? (pending.cause == .configured ? "counted" : "counted: the app was in the background")
        : pending.freeRule.map(Narrator.freeRuleText) ?? "not counted: the app was in the foreground"
      lines.append("\(what) (\(counted)).")
    }
    guard next.scheduledAt != nil else {
      lines.append(
        "No refresh is scheduled: it will keep showing this timeline until the app reloads it or it is reconfigured.")
      return lines
    }
    let budget = facts.budget.pool.scope == .widget ? "budget" : Self.budgetName(facts.budget.pool)
    let expected = nextRefreshPhrase(next, of: widget.id) ?? "none"
    var sentence =
      "Next refresh: \(expected); \(budget) \(facts.budget.used)/\(settings.budget) used in the last 24h."
    if let deferral = next.deferral, let due = next.dueAt {
      let was = due <= state.now ? "It was due at" : "It falls due at"
      sentence += " \(was) \(time(due)) but is deferred: " + deferralText(deferral, of: widget)
      // Behind other widgets in a spent shared budget's queue, the refresh comes later than the slot it is scheduled
      // for.
      if let place = next.queue { sentence += poolQueueText(place, of: widget) }
    }
    lines.append(sentence)
    return lines
  }

  /// A deferral of `widget`'s next refresh in words, as `why` and the REPL's reload report say it: the clause
  /// (`deferralClause`) as a sentence.
  public func deferralText(_ deferral: Deferral, of widget: Widget) -> String {
    deferralClause(deferral, of: widget) + "."
  }

  /// When the widget's next refresh comes, for `why` and `timeline`: `08:05 (counted)`, or, behind other widgets in
  /// a spent shared budget's queue, `03-02 08:10 expected (counted; scheduled for 03-02 08:05, where w1 goes first)`,
  /// or that none is expected within `queueHorizon`; nil when none is scheduled.
  public func nextRefreshPhrase(_ next: NextRefresh, of id: String) -> String? {
    guard let scheduled = next.scheduledAt else { return nil }
    let counted = next.counted ? "counted" : "not counted"
    guard let place = next.queue, place.position > 0, next.expectedAt != scheduled else {
      return "\(time(scheduled)) (\(counted))"
    }
    let ahead = Self.named(place.ahead)
    let goes = ahead.plural ? "go" : "goes"
    let scheduledText = "\(counted); scheduled for \(time(scheduled)), where \(ahead.text) \(goes) first"
    if let expected = next.expectedAt { return "\(time(expected)) expected (\(scheduledText))" }
    return
      "none expected within \(SimState.queueHorizon.text) (\(scheduledText), and each later one to a widget that fell due before \(id))"
  }

  /// The short form for `show` and `budget`: `next refresh 12:10`, `(not counted)` when it will not count, that none
  /// is scheduled, or, behind other widgets in a spent shared budget's queue, when it can expect it (`next refresh
  /// 08:20, after w1`) or that it expects none within `queueHorizon`.
  public func nextRefreshNote(_ next: NextRefresh) -> String {
    guard let scheduled = next.scheduledAt else { return "no refresh scheduled" }
    if let place = next.queue, place.position > 0, next.expectedAt != scheduled {
      let ahead = Self.named(place.ahead)
      if let expected = next.expectedAt { return "next refresh \(time(expected)), after \(ahead.text)" }
      return "no refresh within \(SimState.queueHorizon.text): \(ahead.text) \(ahead.plural ? "go" : "goes") first"
    }
    return "next refresh \(time(scheduled))" + (next.counted ? "" : " (not counted)")
  }

  /// The queue in words, after a deferral by a spent shared budget: who else waits for a slot then, who goes first
  /// and why, and when this widget can expect its own.
  func poolQueueText(_ place: SimState.PoolQueuePlace, of widget: Widget) -> String {
    let wait = { (ids: [String]) in
      let named = Self.named(ids)
      return "\(named.text) also wait\(named.plural ? "" : "s")"
    }
    guard place.position > 0 else {
      let others = place.queue.filter { $0 != widget.id }
      return
        " \(wait(others)) for a slot then; the system serves first the one that fell due first (ties in the order they were placed), so \(widget.id) goes first."
    }
    let goes = Self.named(place.ahead).plural ? "go" : "goes"
    // Why those ahead go first: they fell due earlier, or as early and were placed before it.
    let due = state.countedDue(widget) ?? Limits.instantMax
    let dues = place.ahead.compactMap { state.widgets[$0].flatMap(state.countedDue) }
    let why: String
    switch (dues.contains { $0 < due }, dues.contains(due)) {
    case (true, false): why = "having fallen due before \(widget.id)"
    case (false, true): why = "due as early as \(widget.id) and placed before it"
    default: why = "having fallen due before \(widget.id), or as early and placed before it"
    }
    let after: String
    switch place.expected {
    case .some(let expected) where expected > place.scheduled:
      after = ", so \(widget.id) can expect the slot that frees at \(time(expected))"
    case .some: after = "; enough slots free then for \(widget.id) too"
    case .none:
      after =
        ", and each slot that frees in the next \(SimState.queueHorizon.text) goes to a widget that fell due before \(widget.id), so it gets none unless something changes"
    }
    return " \(wait(place.ahead)) for a slot then and, \(why), \(goes) first\(after)."
  }
}

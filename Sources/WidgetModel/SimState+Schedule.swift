/// When each widget next gets a timeline: its policy, pending requests, budget and minimum interval.
extension SimState {
  /// The instant the timeline's policy makes the widget due, or nil under `never`; `retryAfter` after a failed build.
  @inline(__always)
  public func policyDue(_ widget: Widget) -> Instant? { rules.policyDue(widget) }

  /// The instant a counted refresh is due: the earlier of the policy and a counted pending request.
  @inline(__always)
  public func countedDue(_ widget: Widget) -> Instant? { rules.countedDue(widget) }

  /// The least time between two builds before a counted refresh; at least 1 ms so time always advances.
  public var effectiveMinInterval: TimeSpan { TimeSpan(ms: max(settings.minInterval.ms, 1)) }

  /// The earliest instant at or after `due` when a counted refresh is allowed: room in its budget (its pool's under
  /// `budgetScope` kind or app) and the minimum interval, then the end of the quiet hours if it falls inside them.
  public func countedAllowed(_ widget: Widget, from due: Instant) -> Instant {
    sharedRules.countedAllowed(widget, from: due, window: budgetWindow(widget))
  }

  /// The few plain values the scheduling rules read from the state.
  @inline(__always)
  var rules: ScheduleRules {
    ScheduleRules(
      now: now, minInterval: effectiveMinInterval, budget: settings.budget, retryAfter: settings.retryAfter,
      atEndSingle: settings.atEndSingleSpan, plantedBug: plantedBug)
  }

  /// Computes a widget's next build instant and puts it on the schedule under its slot: by its own budget
  /// (`ScheduleRules.nextBuild`), or, when a setting shares budgets or sets quiet hours, by `SharedScheduleRules`.
  /// Neither is a method of the state: one given the widget (which the reducer holds `inout`) made the compiler copy
  /// the widget on every reschedule.
  mutating func reschedule(_ widget: inout Widget, slot: Int) {
    let next =
      pools.shared
      ? SharedScheduleRules.nextBuild(widget, rules: rules, pools: pools, settings: settings)
      : rules.nextBuild(widget)
    reschedule(&widget, slot: slot, next: next)
  }

  /// Puts a widget on the schedule at `next`, its next build as `ScheduleRules.nextBuild` computed it.
  @inline(__always)
  mutating func reschedule(_ widget: inout Widget, slot: Int, next: (at: Instant, counted: Bool)?) {
    widget.nextRefreshCounted = next?.counted ?? false
    // The schedule holds every widget under its `nextRefresh`: an unchanged instant leaves it as it is. A reload
    // request often does not move a widget whose budget or minimum interval already decides its next build.
    guard widget.nextRefresh != next?.at else { return }
    widget.nextRefresh = next?.at
    schedule.schedule(slot: slot, at: next?.at)
  }

  /// Why a widget's next counted refresh happens later than it is due, or nil when it is not deferred.
  public func deferral(_ widget: Widget) -> Deferral? {
    guard widget.nextRefreshCounted, let next = widget.nextRefresh, let due = countedDue(widget), due < next else {
      return nil
    }
    let from = max(due, now)
    let window = budgetWindow(widget)
    if let quiet = settings.quietHours {
      // When it fell due (as scheduled, before now moved on), else now: inside the window that defers it to `next`.
      var scheduled = rules
      scheduled.now = min(now, due)
      for allowed in [scheduled, rules].map({ $0.countedAllowed(widget, from: due, window: window) })
      where allowed < next && quiet.end(containing: allowed) == next {
        return .quietHours(from: allowed, until: next)
      }
    }
    let budgetRoom = window.earliestRoom(from: from, limit: settings.budget)
    if budgetRoom > from && budgetRoom >= next {
      return .budgetSpent(used: window.used(at: from), until: next)
    }
    return .minInterval(lastBuild: widget.timeline.generatedAt, until: next)
  }
}

/// Why a due counted refresh waits.
public enum Deferral: Hashable, Sendable {
  /// The counted refreshes in the last 24 hours of the widget's budget (its pool's under `budgetScope` kind or app)
  /// have reached the budget.
  case budgetSpent(used: Int, until: Instant)
  /// The minimum interval since the last build has not passed.
  case minInterval(lastBuild: Instant, until: Instant)
  /// It would come at `from`, inside the quiet hours, so it waits for their end.
  case quietHours(from: Instant, until: Instant)
}

/// The scheduling rules over the few plain values they read from the state (the clock, the minimum interval, the
/// budget and a planted defect). The reducer's mutating helpers use them through this small value: calling
/// non-mutating methods of the state from there made the compiler copy the whole state on every reschedule.
struct ScheduleRules {
  /// The state's clock.
  var now: Instant
  /// The effective minimum interval between two builds.
  var minInterval: TimeSpan
  /// The budget: counted refreshes allowed in the rolling window.
  var budget: Int
  /// How long after a failed build the widget is due again.
  var retryAfter: TimeSpan
  /// How long after its build a one-entry `atEnd` timeline is due; negative for at once (`Settings.atEndSingleSpan`).
  var atEndSingle: TimeSpan
  /// The planted defect, if any (test-only).
  var plantedBug: PlantedBug?

  /// The instant the timeline's policy makes the widget due, or nil under `never`; after a failed build, `retryAfter`
  /// after it whatever the policy. A one-entry `atEnd` timeline is due at once, or `atEndSingle` after its build.
  @inline(__always)
  func policyDue(_ widget: borrowing Widget) -> Instant? {
    if let failure = widget.failure { return failure.at + retryAfter }
    // The timeline's fields are read in place: a copy of the timeline would cost a copy on every reschedule.
    switch widget.timeline.policy {
    case .atEnd:
      if atEndSingle.ms >= 0, widget.timeline.entries == 1 { return widget.timeline.generatedAt + atEndSingle }
      return widget.timeline.entryDate(widget.timeline.entries - 1)
    case .after(let span): return widget.timeline.generatedAt + span
    case .never: return plantedBug == .neverRefreshesOnTick ? widget.timeline.generatedAt + .hours(1) : nil
    }
  }

  /// The instant a counted refresh is due: the earlier of the policy and a counted pending request.
  @inline(__always)
  func countedDue(_ widget: borrowing Widget) -> Instant? {
    var due = policyDue(widget)
    if let pending = widget.pending, pending.counted { due = min(due ?? pending.dueAt, pending.dueAt) }
    return due
  }

  /// The earliest instant at or after `due` when a counted refresh is allowed: budget room and the minimum interval.
  @inline(__always)
  func countedAllowed(_ widget: borrowing Widget, from due: Instant) -> Instant {
    countedAllowed(widget, from: due, window: widget.budget)
  }

  /// The earliest instant at or after `due` when a counted refresh is allowed: room in `window` (the widget's own
  /// budget, or its pool's) and the minimum interval.
  @inline(__always)
  func countedAllowed(_ widget: borrowing Widget, from due: Instant, window: borrowing RefreshBudget) -> Instant {
    guard plantedBug == nil else {
      // The last build's instant read here, not through a function taking the widget, which copied it on every call.
      let last =
        plantedBug == .minIntervalFromCounted
        ? widget.budget.storage.last ?? widget.timeline.generatedAt - Limits.spanMax : widget.timeline.generatedAt
      return plantedCountedAllowed(last, window, from: due)
    }
    let earliest = max(due, widget.timeline.generatedAt + minInterval, now)
    return window.earliestRoom(from: earliest, limit: budget)
  }

  /// `countedAllowed` with the planted defect applied (test-only; see `PlantedBug`).
  func plantedCountedAllowed(_ lastBuild: Instant, _ refreshes: RefreshBudget, from due: Instant) -> Instant {
    let interval = plantedBug == .minIntervalIgnored ? TimeSpan(ms: 1) : minInterval
    let earliest = max(due, lastBuild + interval, now)
    let limit = budget + (plantedBug == .budgetOffByOne ? 1 : 0)
    let room = refreshes.earliestRoom(from: earliest, limit: limit)
    return plantedBug == .deferredLate && room > earliest ? room + TimeSpan(ms: 1) : room
  }

  /// A widget's next build instant, and whether it counts: the earlier of an uncounted pending request (not held for
  /// the backgrounding) and the counted refresh as the budget and the minimum interval allow it.
  @inline(__always)
  func nextBuild(_ widget: borrowing Widget) -> (at: Instant, counted: Bool)? {
    var next: (at: Instant, counted: Bool)? = nil
    if let pending = widget.pending, !pending.counted, !pending.held { next = (max(pending.dueAt, now), false) }
    if let due = countedDue(widget) {
      let allowed = countedAllowed(widget, from: due)
      if next == nil || allowed < next!.at { next = (allowed, true) }
    }
    return next
  }
}

extension SimState {
  /// The instant of the next timeline build on the schedule, or nil when none is scheduled.
  public var nextScheduledBuild: Instant? { schedule.next(notAfter: Limits.instantMax)?.at }

  /// Whether a kind's timelines come from a developer's own provider (docs/PROVIDERS.md).
  public var hasProviderKinds: Bool { kindRecipes.contains { $0.provider } }
}

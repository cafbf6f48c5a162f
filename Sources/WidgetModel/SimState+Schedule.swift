/// When each widget next gets a timeline: its policy, pending requests, budget and minimum interval.
extension SimState {
  /// The instant the timeline's policy makes the widget due, or nil under `never`.
  @inline(__always)
  public func policyDue(_ widget: Widget) -> Instant? {
    // The timeline's fields are read in place: a copy of the timeline would cost a copy on every reschedule.
    switch widget.timeline.policy {
    case .atEnd: return widget.timeline.entryDate(widget.timeline.entries - 1)
    case .after(let span): return widget.timeline.generatedAt + span
    case .never: return plantedBug == .neverRefreshesOnTick ? widget.timeline.generatedAt + .hours(1) : nil
    }
  }

  /// The instant a counted refresh is due: the earlier of the policy and a counted pending request.
  @inline(__always)
  public func countedDue(_ widget: Widget) -> Instant? {
    var due = policyDue(widget)
    if let pending = widget.pending, pending.counted { due = min(due ?? pending.dueAt, pending.dueAt) }
    return due
  }

  /// The least time between two builds before a counted refresh; at least 1 ms so time always advances.
  public var effectiveMinInterval: TimeSpan { TimeSpan(ms: max(settings.minInterval.ms, 1)) }

  /// The earliest instant at or after `due` when a counted refresh is allowed: budget room and the minimum interval.
  @inline(__always)
  public func countedAllowed(_ widget: Widget, from due: Instant) -> Instant {
    guard plantedBug == nil else { return plantedCountedAllowed(widget, from: due) }
    let earliest = max(due, widget.timeline.generatedAt + effectiveMinInterval, now)
    return widget.budget.earliestRoom(from: earliest, limit: settings.budget)
  }

  /// `countedAllowed` with the planted defect applied (test-only; see `PlantedBug`).
  func plantedCountedAllowed(_ widget: Widget, from due: Instant) -> Instant {
    let interval = plantedBug == .minIntervalIgnored ? TimeSpan(ms: 1) : effectiveMinInterval
    let earliest = max(due, widget.timeline.generatedAt + interval, now)
    let limit = settings.budget + (plantedBug == .budgetOffByOne ? 1 : 0)
    let room = widget.budget.earliestRoom(from: earliest, limit: limit)
    return plantedBug == .deferredLate && room > earliest ? room + TimeSpan(ms: 1) : room
  }

  /// Computes a widget's next build instant and puts it on the schedule under its slot.
  mutating func reschedule(_ widget: inout Widget, slot: Int) {
    var next: (at: Instant, counted: Bool)? = nil
    if let pending = widget.pending, !pending.counted { next = (max(pending.dueAt, now), false) }
    if let due = countedDue(widget) {
      let allowed = countedAllowed(widget, from: due)
      if next == nil || allowed < next!.at { next = (allowed, true) }
    }
    widget.nextRefresh = next?.at
    widget.nextRefreshCounted = next?.counted ?? false
    schedule.schedule(slot: slot, at: next?.at)
  }

  /// Why a widget's next counted refresh happens later than it is due, or nil when it is not deferred.
  public func deferral(_ widget: Widget) -> Deferral? {
    guard widget.nextRefreshCounted, let next = widget.nextRefresh, let due = countedDue(widget), due < next else {
      return nil
    }
    let from = max(due, now)
    let budgetRoom = widget.budget.earliestRoom(from: from, limit: settings.budget)
    if budgetRoom > from && budgetRoom >= next {
      return .budgetSpent(used: widget.budget.used(at: from), until: next)
    }
    return .minInterval(lastBuild: widget.timeline.generatedAt, until: next)
  }
}

/// Why a due counted refresh waits.
public enum Deferral: Hashable, Sendable {
  /// The widget's counted refreshes in the last 24 hours have reached the budget.
  case budgetSpent(used: Int, until: Instant)
  /// The minimum interval since the last build has not passed.
  case minInterval(lastBuild: Instant, until: Instant)
}

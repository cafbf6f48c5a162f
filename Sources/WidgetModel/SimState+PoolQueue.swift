/// The queue for a spent shared budget: under `budgetScope` kind or app, widgets whose counted refreshes wait for the
/// same freed slot are served one per slot in the order they fell due, ties in the order they were placed
/// (`SimState.servingOrder`), so only the first gets the slot they are all scheduled for. `why` and `budget` say when
/// the others can expect theirs, found by running the model ahead on a copy of the state. A widget served falls due
/// again after it is served, later than those still waiting, so each waiting widget moves up at every freed slot.
extension SimState {
  /// A widget's place in the queue for its pool's next free slot.
  public struct PoolQueuePlace: Equatable, Sendable {
    /// The widgets of the pool waiting for the same slot, in the order the schedule serves them.
    public var queue: [String]
    /// The widget's index in `queue`.
    public var position: Int
    /// The slot they are all scheduled for (the widget's `nextRefresh`).
    public var scheduled: Instant
    /// When the widget refreshes if nothing but time happens (the model run ahead), or nil when not within
    /// `SimState.queueHorizon`.
    public var expected: Instant?

    /// The widgets served before this one.
    public var ahead: [String] { Array(queue[..<position]) }

    /// The widgets ahead for people, the first few named (`w1, w2`, `w1, …, w5 and 994 more`), and whether they are
    /// more than one.
    public var aheadText: (text: String, plural: Bool) { SimState.named(ahead) }

    /// When the widget can expect its refresh, if later than the slot it is scheduled for.
    public var delayedTo: Instant? { expected.flatMap { $0 > scheduled ? $0 : nil } }
  }

  /// How far ahead `poolQueuePlace` runs the model to find when a queued widget refreshes.
  public static let queueHorizon = TimeSpan.days(7)

  /// The widget's place in the queue for a spent shared budget's next free slot, or nil when it waits alone (or not
  /// for the budget, or its budget is its own).
  public func poolQueuePlace(_ widget: Widget) -> PoolQueuePlace? {
    guard settings.budgetScope != .widget, case .budgetSpent = deferral(widget) else { return nil }
    return poolQueuePlaces()[widget.id]
  }

  /// Every queued widget's place, by id, with the model run ahead once for all of them.
  public func poolQueuePlaces() -> [String: PoolQueuePlace] {
    guard settings.budgetScope != .widget else { return [:] }
    // The waiting widgets of each pool, by the slot they wait for, in the order the model serves them: the one that
    // fell due first before the others, ties in the order they were placed (a stable sort of them in that order).
    var queues: [String: (until: Instant, waiting: [(id: String, due: Instant)])] = [:]
    var order: [String] = []
    for widget in orderedWidgets {
      guard case .budgetSpent(_, let until) = deferral(widget), let due = countedDue(widget) else { continue }
      let key = "\(budgetName(widget)) \(until.ms)"
      if queues[key] == nil { order.append(key) }
      queues[key, default: (until, [])].waiting.append((widget.id, due))
    }
    let queued = order.compactMap { queues[$0] }.filter { $0.waiting.count > 1 }.map { queue in
      (
        until: queue.until,
        ids: queue.waiting.enumerated().sorted { a, b in
          (a.element.due, a.offset) < (b.element.due, b.offset)
        }.map(\.element.id)
      )
    }
    guard !queued.isEmpty else { return [:] }
    let expected = projectedRefreshes(of: Set(queued.flatMap(\.ids)))
    var places: [String: PoolQueuePlace] = [:]
    for queue in queued {
      for (position, id) in queue.ids.enumerated() {
        places[id] = PoolQueuePlace(
          queue: queue.ids, position: position, scheduled: queue.until, expected: expected[id])
      }
    }
    return places
  }

  /// When each of the widgets next refreshes if nothing but time happens: the model itself run on a copy of the
  /// state, up to `queueHorizon` ahead. Absent when one does not refresh by then; none for a state with provider kinds
  /// (their builds need the provider).
  public func projectedRefreshes(of ids: Set<String>) -> [String: Instant] {
    guard !hasProviderKinds, !ids.isEmpty else { return [:] }
    var future = self
    var first: [String: Instant] = [:]
    for refresh in future.apply(.clockTicked(to: now + Self.queueHorizon))
    where ids.contains(refresh.widget) && first[refresh.widget] == nil {
      first[refresh.widget] = refresh.at
    }
    return first
  }

  /// When the widget's next refresh comes, for `why` and `timeline`: `08:05 (counted)`, or, behind other widgets in
  /// a spent shared budget's queue, `03-02 08:10 expected (counted; scheduled for 03-02 08:05, where w1 goes first)`,
  /// or that none is expected within `queueHorizon`; nil when none is scheduled. `place` is the widget's
  /// `poolQueuePlace`, which the caller may have found with the others' (`poolQueuePlaces`).
  public func nextRefreshPhrase(_ widget: Widget, place: PoolQueuePlace?, zone: DisplayZone = .utc) -> String? {
    guard let next = widget.nextRefresh else { return nil }
    let counted = widget.nextRefreshCounted ? "counted" : "not counted"
    guard let place, place.position > 0, place.delayedTo != nil || place.expected == nil else {
      return "\(time(next, zone)) (\(counted))"
    }
    let ahead = place.aheadText.text + (place.aheadText.plural ? " go" : " goes")
    let scheduled = "\(counted); scheduled for \(time(next, zone)), where \(ahead) first"
    if let delayed = place.delayedTo { return "\(time(delayed, zone)) expected (\(scheduled))" }
    return
      "none expected within \(Self.queueHorizon.text) (\(scheduled), and each later one to a widget that fell due before \(widget.id))"
  }

  /// The short form for `show` and `budget`: `next refresh 12:10`, `(not counted)` when it will not count, that none
  /// is scheduled, or, behind other widgets in a spent shared budget's queue, when it can expect it (`next refresh
  /// 08:20, after w1`) or that it expects none within `queueHorizon`.
  public func nextRefreshNote(_ widget: Widget, place: PoolQueuePlace?, time: (Instant) -> String) -> String {
    guard let next = widget.nextRefresh else { return "no refresh scheduled" }
    if let place, place.position > 0 {
      let ahead = place.aheadText
      if let expected = place.delayedTo { return "next refresh \(time(expected)), after \(ahead.text)" }
      if place.expected == nil {
        return "no refresh within \(Self.queueHorizon.text): \(ahead.text) \(ahead.plural ? "go" : "goes") first"
      }
    }
    return "next refresh \(time(next))" + (widget.nextRefreshCounted ? "" : " (not counted)")
  }

  /// Widget ids for people: all of them up to `widgetsNamedMax`, else the first ones and how many more; and whether
  /// they are more than one.
  static func named(_ ids: [String]) -> (text: String, plural: Bool) {
    let shown = ids.prefix(widgetsNamedMax).joined(separator: ", ")
    let more = ids.count > widgetsNamedMax ? " and \(ids.count - widgetsNamedMax) more" : ""
    return (shown + more, ids.count > 1)
  }

  /// The queue in words, after a deferral by a spent shared budget: who else waits for a slot then, who goes first
  /// and why, and when this widget can expect its own.
  func poolQueueText(_ place: PoolQueuePlace, of widget: Widget, zone: DisplayZone) -> String {
    let wait = { (ids: [String]) in
      let named = Self.named(ids)
      return "\(named.text) also wait\(named.plural ? "" : "s")"
    }
    guard place.position > 0 else {
      let others = place.queue.filter { $0 != widget.id }
      return
        " \(wait(others)) for a slot then; the system serves first the one that fell due first (ties in the order they were placed), so \(widget.id) goes first."
    }
    let goes = place.aheadText.plural ? "go" : "goes"
    // Why those ahead go first: they fell due earlier, or as early and were placed before it.
    let due = countedDue(widget) ?? Limits.instantMax
    let dues = place.ahead.compactMap { widgets[$0].flatMap(countedDue) }
    let why: String
    switch (dues.contains { $0 < due }, dues.contains(due)) {
    case (true, false): why = "having fallen due before \(widget.id)"
    case (false, true): why = "due as early as \(widget.id) and placed before it"
    default: why = "having fallen due before \(widget.id), or as early and placed before it"
    }
    let after: String
    switch place.expected {
    case .some(let expected) where expected > place.scheduled:
      after = ", so \(widget.id) can expect the slot that frees at \(time(expected, zone))"
    case .some: after = "; enough slots free then for \(widget.id) too"
    case .none:
      after =
        ", and each slot that frees in the next \(Self.queueHorizon.text) goes to a widget that fell due before \(widget.id), so it gets none unless something changes"
    }
    return " \(wait(place.ahead)) for a slot then and, \(why), \(goes) first\(after)."
  }
}

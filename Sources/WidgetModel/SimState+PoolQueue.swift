/// The queue for a spent shared budget: under `budgetScope` kind or app, widgets whose counted refreshes wait for the
/// same freed slot are served one per slot, in the order they were placed (the schedule breaks ties by slot), so only
/// the first gets the slot they are all scheduled for. `why` and `budget` say when the others can expect theirs, found
/// by running the model ahead on a copy of the state: widgets placed first that fall due again before the next slot
/// frees take it again, so a widget placed later can wait as long as they keep asking.
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
    // The waiting widgets of each pool, by the slot they wait for, in the order they were placed.
    var queues: [String: (until: Instant, ids: [String])] = [:]
    var order: [String] = []
    for widget in orderedWidgets {
      guard case .budgetSpent(_, let until) = deferral(widget) else { continue }
      let key = "\(budgetName(widget)) \(until.ms)"
      if queues[key] == nil { order.append(key) }
      queues[key, default: (until, [])].ids.append(widget.id)
    }
    let queued = order.compactMap { queues[$0] }.filter { $0.ids.count > 1 }
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

  /// Widget ids for people: all of them up to `widgetsNamedMax`, else the first ones and how many more; and whether
  /// they are more than one.
  static func named(_ ids: [String]) -> (text: String, plural: Bool) {
    let shown = ids.prefix(widgetsNamedMax).joined(separator: ", ")
    let more = ids.count > widgetsNamedMax ? " and \(ids.count - widgetsNamedMax) more" : ""
    return (shown + more, ids.count > 1)
  }

  /// The queue in words, after a deferral by a spent shared budget: who else waits for a slot then, who goes first,
  /// and when this widget can expect its own.
  func poolQueueText(_ place: PoolQueuePlace, of widget: Widget, zone: DisplayZone) -> String {
    let wait = { (ids: [String]) in
      let named = Self.named(ids)
      return "\(named.text) also wait\(named.plural ? "" : "s")"
    }
    guard place.position > 0 else {
      let others = place.queue.filter { $0 != widget.id }
      return
        " \(wait(others)) for a slot then; the system serves them in the order they were placed, so \(widget.id) goes first."
    }
    let goes = place.aheadText.plural ? "go" : "goes"
    let after: String
    switch place.expected {
    case .some(let expected) where expected > place.scheduled:
      after = ", so \(widget.id) can expect the slot that frees at \(time(expected, zone))"
    case .some: after = "; enough slots free then for \(widget.id) too"
    case .none:
      after =
        ", and they are due again before each later slot frees, so \(widget.id) gets none in the next \(Self.queueHorizon.text) unless something changes"
    }
    return " \(wait(place.ahead)) for a slot then and, placed before \(widget.id), \(goes) first\(after)."
  }
}

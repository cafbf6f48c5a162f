/// The queue for a spent shared budget: under `budgetScope` kind or app, widgets whose counted refreshes wait for the
/// same freed slot are served one per slot in the order they fell due, ties in the order they were placed
/// (`SimState.servingOrder`), so only the first gets the slot they are all scheduled for. `why` and `budget` say when
/// the others can expect theirs, found by running the model ahead on a copy of the state. A widget served falls due
/// again after it is served, later than those still waiting, so each waiting widget moves up at every freed slot.
extension SimState {
  /// A widget's place in the queue for its pool's next free slot.
  public struct PoolQueuePlace: Hashable, Sendable {
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
    var queues: [PoolSlot: (until: Instant, waiting: [(id: String, due: Instant)])] = [:]
    var order: [PoolSlot] = []
    for widget in orderedWidgets {
      guard case .budgetSpent(_, let until) = deferral(widget), let due = countedDue(widget) else { continue }
      let key = PoolSlot(pool: budgetPool(widget), until: until)
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
}

/// A pool's slot that widgets wait for: the queue `poolQueuePlaces` groups them by.
struct PoolSlot: Hashable {
  var pool: BudgetPool
  var until: Instant
}

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

    /// When the widget can expect its refresh, if later than the slot it is scheduled for.
    public var delayedTo: Instant? { expected.flatMap { $0 > scheduled ? $0 : nil } }
  }

  /// How far ahead `poolQueuePlace` runs the model to find when a queued widget refreshes.
  public static let queueHorizon = TimeSpan.days(7)

  /// The widget's place in the queue for a spent shared budget's next free slot, or nil when it waits alone (or not
  /// for the budget, or its budget is its own).
  public func poolQueuePlace(_ widget: Widget) -> PoolQueuePlace? {
    guard settings.budgetScope != .widget, case .budgetSpent(_, let until) = deferral(widget) else { return nil }
    let queue = poolMembers(widget).filter { member in
      guard case .budgetSpent(_, let other) = deferral(member) else { return false }
      return other == until
    }.map(\.id)
    guard queue.count > 1, let position = queue.firstIndex(of: widget.id) else { return nil }
    return PoolQueuePlace(
      queue: queue, position: position, scheduled: until, expected: projectedRefresh(of: widget.id))
  }

  /// When the widget next refreshes if nothing but time happens: the model itself run on a copy of the state, up to
  /// `queueHorizon` ahead. Nil when it does not refresh by then, and for a state with provider kinds (their builds
  /// need the provider).
  public func projectedRefresh(of id: String) -> Instant? {
    guard !hasProviderKinds else { return nil }
    var future = self
    return future.apply(.clockTicked(to: now + Self.queueHorizon)).first { $0.widget == id }?.at
  }

  /// The queue in words, after a deferral by a spent shared budget: who else waits for a slot then, who goes first,
  /// and when this widget can expect its own.
  func poolQueueText(_ place: PoolQueuePlace, of widget: Widget, zone: DisplayZone) -> String {
    let wait = { (ids: [String]) in "\(ids.joined(separator: ", ")) also wait\(ids.count == 1 ? "s" : "")" }
    guard place.position > 0 else {
      let others = place.queue.filter { $0 != widget.id }
      return
        " \(wait(others)) for a slot then; the system serves them in the order they were placed, so \(widget.id) goes first."
    }
    let goes = place.position == 1 ? "goes" : "go"
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

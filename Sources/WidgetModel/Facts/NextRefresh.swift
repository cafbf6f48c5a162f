/// A widget's next timeline build as the model schedules it, and what holds it back: deferred (and why), queued
/// behind other widgets for a spent shared budget's slot (and when it can expect one), or none at all.
public struct NextRefresh: Hashable, Sendable {
  /// When the next build is scheduled (deferrals included), or nil when none is.
  public var scheduledAt: Instant?
  /// Whether that build counts against the budget.
  public var counted: Bool
  /// What will cause that build: a waiting request's cause (a reload, or a configuration change), else the policy
  /// (or a retry after a failed build); nil when none is scheduled.
  public var cause: BuildCause?
  /// When the next counted refresh fell or falls due, before any deferral: the earlier of the policy (a retry after
  /// a failed build) and a counted request; nil when nothing makes one due.
  public var dueAt: Instant?
  /// Why the counted refresh comes later than it is due, or nil when it is not deferred.
  public var deferral: Deferral?
  /// The widget's place in a spent shared budget's queue, when it waits with others for the same freed slot.
  public var queue: SimState.PoolQueuePlace?
  /// A reload request, or a counted configuration change, waiting to be carried out.
  public var pending: PendingReload?

  /// When the widget can expect its next refresh: as scheduled, or later behind widgets ahead of it in a spent
  /// shared budget's queue; nil when none is scheduled, or none is expected within `SimState.queueHorizon`.
  public var expectedAt: Instant? {
    guard let scheduledAt else { return nil }
    guard let queue, queue.position > 0 else { return scheduledAt }
    if let delayed = queue.delayedTo { return delayed }
    return queue.expected == nil ? nil : scheduledAt
  }

  /// Whether the widget waits behind others in a spent shared budget's queue and expects no refresh within
  /// `SimState.queueHorizon`.
  public var expectsNoneWithinHorizon: Bool { scheduledAt != nil && expectedAt == nil }

  /// Whether only a reload (or a configure) rebuilds the widget: nothing is scheduled and no request is held for the
  /// backgrounding.
  public var onlyAfterReload: Bool { scheduledAt == nil && pending?.held != true }
}

extension SimState {
  /// A widget's next build: when, counted or not, its cause, when it is due, why it is deferred and its place in a
  /// spent shared budget's queue. `place` is the widget's `poolQueuePlace` when the caller found it with the others'
  /// (`poolQueuePlaces`); by default it is found for this widget.
  public func nextRefresh(_ widget: Widget, place: PoolQueuePlace?? = nil) -> NextRefresh {
    let scheduledAt = widget.nextRefresh
    let counted = scheduledAt != nil && widget.nextRefreshCounted
    var cause: BuildCause? = nil
    if let scheduledAt {
      // As `fire` decides: a request due by then builds it, else the policy (or a retry).
      if let pending = widget.pending, !pending.held, pending.counted == counted, pending.dueAt <= scheduledAt {
        cause = pending.cause
      } else {
        cause = .policy
      }
    }
    return NextRefresh(
      scheduledAt: scheduledAt, counted: counted, cause: cause, dueAt: countedDue(widget),
      deferral: deferral(widget), queue: place ?? poolQueuePlace(widget), pending: widget.pending)
  }
}

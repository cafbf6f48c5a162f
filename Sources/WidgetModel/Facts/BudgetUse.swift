/// The budget a widget's counted refreshes are judged by (`budgetScope`): its own, its kind's, or the app's.
public enum BudgetPool: Hashable, Sendable {
  /// The widget's own budget (`budgetScope=widget`, as Apple documents), named by the widget's id.
  case widget(String)
  /// The budget the widgets of one kind share (`budgetScope=kind`), named by the kind.
  case kind(String)
  /// The one budget all the app's widgets share (`budgetScope=app`).
  case app

  /// The setting that makes this pool.
  public var scope: BudgetScope {
    switch self {
    case .widget: return .widget
    case .kind: return .kind
    case .app: return .app
    }
  }
}

/// A widget's budget use at the state's now, as the model counts it: every view that shows a count, a window or a
/// free slot reads it here rather than counting again.
public struct BudgetUse: Hashable, Sendable {
  /// The budget the widget draws on.
  public var pool: BudgetPool
  /// The counted refreshes of the pool in the rolling window now (a refresh at `r` is in it at `t` when
  /// `t - 24h < r ≤ t`).
  public var used: Int
  /// The budget: counted refreshes allowed in the window.
  public var limit: Int
  /// Where the window starts now: a counted refresh after this instant (and not after now) is in it.
  public var windowStart: Instant
  /// The widget's own counted refreshes in the window (`used` under `budgetScope=widget`).
  public var share: Int
  /// The pool's counted refresh instants in the window now, oldest first (`used` of them).
  public var refreshes: [Instant]
  /// When a slot frees while the budget is spent (the earliest instant with room), nil while it has room.
  public var freesAt: Instant?
  /// How many widgets share the pool, the widget included (1 under `budgetScope=widget`).
  public var members: Int

  /// Whether the window holds as many counted refreshes as the budget allows, or more (after the budget was lowered).
  public var isSpent: Bool { Self.isSpent(used: used, limit: limit) }

  /// Whether a budget whose window holds `used` counted refreshes is spent under a budget of `limit`: the rule
  /// `isSpent` applies, for a view that follows a count over time (the chart's budget line).
  public static func isSpent(used: Int, limit: Int) -> Bool { used >= limit }
}

extension SimState {
  /// A widget's budget use now: its pool, the pool's count and refreshes in the window, its own share, and when a
  /// slot frees if it is spent.
  public func budgetUse(_ widget: Widget) -> BudgetUse {
    let window = budgetWindow(widget)
    let refreshes = window.refreshes(inWindowAt: now)
    let limit = settings.budget
    return BudgetUse(
      pool: budgetPool(widget), used: refreshes.count, limit: limit, windowStart: now - RefreshBudget.window,
      share: widget.budget.used(at: now),
      refreshes: refreshes,
      freesAt: refreshes.count >= limit ? window.earliestRoom(from: now, limit: limit) : nil,
      members: poolMemberCount(widget))
  }

  /// How many widgets share a widget's budget, itself included.
  /// - Complexity: O(1).
  func poolMemberCount(_ widget: Widget) -> Int {
    switch settings.budgetScope {
    case .widget: return 1
    case .kind:
      let slot = poolKindSlot(widget)
      return slot < widgets.slotsByKind.count ? widgets.slotsByKind[slot].count : 0
    case .app: return widgets.count
    }
  }

  /// The budget a widget's counted refreshes are judged by under the scope in force.
  public func budgetPool(_ widget: Widget) -> BudgetPool {
    switch settings.budgetScope {
    case .widget: return .widget(widget.id)
    case .kind: return .kind(widget.kind)
    case .app: return .app
    }
  }
}

/// When counted refreshes leave the rolling window: the instants a budget's count falls while no refresh is
/// recorded. The chart draws a budget's count from these and from the count each refresh reached
/// (`Refresh.budgetReached`), rather than counting the window again.
extension RefreshBudget {
  /// The instant a counted refresh at `r` leaves the window: the first instant whose window no longer holds it (a
  /// refresh at `r` is in the window at `t` when `t - 24h < r ≤ t`).
  public static func departure(of r: Instant) -> Instant { r + window }

  /// When each counted refresh in the window at `t` leaves it, oldest first: the instants after `t` at which the
  /// count falls by one while no refresh is recorded (`used(at: t)` of them).
  /// - Complexity: O(log n + k) for the k returned.
  public func departures(inWindowAt t: Instant) -> [Instant] { refreshes(inWindowAt: t).map(Self.departure(of:)) }
}

extension SimState {
  /// The window of `pool` now: a widget's own (which every placed widget keeps, whatever the scope), or a shared
  /// pool's while the scope in force makes it; nil for a widget not placed or a shared pool of another scope.
  public func budgetWindow(of pool: BudgetPool) -> RefreshBudget? {
    switch pool {
    case .widget(let id): return widgets[id]?.budget
    case .kind(let kind):
      guard settings.budgetScope == .kind, let slot = kindOrder.firstIndex(of: kind) else { return nil }
      return pools.window(slot)
    case .app: return settings.budgetScope == .app ? pools.window(0) : nil
    }
  }
}

/// A widget's counted refreshes over the rolling 24 hours: a refresh at `r` is in the window at `t` when `t - 24h < r ≤ t`.
public struct RefreshBudget: Hashable, Sendable {
  /// The length of the rolling window.
  public static let window = TimeSpan.days(1)

  /// Counted refresh instants, oldest first; those that left the window are pruned on record.
  public private(set) var refreshes: [Instant] = []

  public init() {}

  /// How many counted refreshes are in the window at `t`.
  /// - Complexity: O(log n) for n retained refreshes.
  public func used(at t: Instant) -> Int {
    refreshes.count - firstIndex(inWindowAt: t)
  }

  /// The earliest instant at or after `t` when fewer than `limit` counted refreshes are in the window.
  /// No refresh is recorded meanwhile, so the count only falls as time goes on.
  public func earliestRoom(from t: Instant, limit: Int) -> Instant {
    precondition(limit >= 1, "the budget allows at least one refresh")
    let first = firstIndex(inWindowAt: t)
    let inWindow = refreshes.count - first
    if inWindow < limit { return t }
    return refreshes[first + inWindow - limit] + Self.window
  }

  /// Records a counted refresh at `t` (not earlier than the last one) and forgets those that left the window.
  public mutating func record(_ t: Instant) {
    precondition(refreshes.last.map { $0 <= t } ?? true, "refreshes are recorded in time order")
    let first = firstIndex(inWindowAt: t)
    if first > 0 { refreshes.removeFirst(first) }
    refreshes.append(t)
  }

  /// The index of the oldest refresh still inside the window at `t`.
  func firstIndex(inWindowAt t: Instant) -> Int {
    let boundary = t - Self.window
    var low = 0
    var high = refreshes.count
    while low < high {
      let mid = (low + high) / 2
      if refreshes[mid] <= boundary { low = mid + 1 } else { high = mid }
    }
    return low
  }
}

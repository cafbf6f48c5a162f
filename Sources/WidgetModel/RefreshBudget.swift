/// A widget's counted refreshes over the rolling 24 hours: a refresh at `r` is in the window at `t` when `t - 24h < r ≤ t`.
public struct RefreshBudget: Hashable, Sendable {
  /// The length of the rolling window.
  public static let window = TimeSpan.days(1)

  /// Counted refresh instants, oldest first; those before `start` were forgotten and wait to be dropped in a batch,
  /// so forgetting one refresh does not shift all the others.
  var storage: [Instant] = []
  /// The index in `storage` of the oldest refresh not forgotten.
  var start = 0

  /// A budget with no refreshes yet.
  public init() {}

  /// Counted refresh instants, oldest first; those that left the window are pruned on record.
  /// - Complexity: O(n): it copies them, for display and the digest.
  public var refreshes: [Instant] { Array(storage[start...]) }

  /// How many counted refreshes are in the window at `t`.
  /// - Complexity: O(log n) for n retained refreshes.
  public func used(at t: Instant) -> Int {
    // Refreshes after `t` are not in its window; the clock only moves forward, so usually there are none.
    var end = storage.count
    if end > start, storage[end - 1] > t {
      var low = start
      while low < end {
        let mid = (low + end) / 2
        if storage[mid] <= t { low = mid + 1 } else { end = mid }
      }
    }
    return max(0, end - firstIndex(inWindowAt: t))
  }

  /// The counted refresh instants in the window at `t`, oldest first: `used(at: t)` of them.
  /// - Complexity: O(log n + k) for the k returned.
  public func refreshes(inWindowAt t: Instant) -> [Instant] {
    let first = firstIndex(inWindowAt: t)
    var end = storage.count
    while end > first, storage[end - 1] > t { end -= 1 }
    return Array(storage[first..<end])
  }

  /// The earliest instant at or after `t` when fewer than `limit` counted refreshes are in the window.
  /// No refresh is recorded meanwhile, so the count only falls as time goes on.
  @inline(__always)
  public func earliestRoom(from t: Instant, limit: Int) -> Instant {
    precondition(limit >= 1, "the budget allows at least one refresh")
    // Fewer refreshes retained than the limit means fewer in the window: room now, without searching. This test is
    // inlined into the scheduling rules; the search is not.
    if storage.count - start < limit { return t }
    return earliestRoomSearching(from: t, limit: limit)
  }

  /// `earliestRoom` when at least `limit` refreshes are retained.
  func earliestRoomSearching(from t: Instant, limit: Int) -> Instant {
    let first = firstIndex(inWindowAt: t)
    let inWindow = storage.count - first
    if inWindow < limit { return t }
    return storage[first + inWindow - limit] + Self.window
  }

  /// Records a counted refresh at `t` (not earlier than the last one) and forgets those that left the window.
  /// - Complexity: amortised O(1) when refreshes leave the window a few at a time, O(log n) at worst.
  public mutating func record(_ t: Instant) {
    precondition(start == storage.count || storage[storage.count - 1] <= t, "refreshes are recorded in time order")
    // The oldest refresh still in the window means all are: nothing to forget, without searching.
    if start < storage.count, storage[start] <= t - Self.window {
      start = firstIndex(inWindowAt: t)
      if start >= 16 && 2 * start >= storage.count {
        storage.removeFirst(start)
        start = 0
      }
    }
    // Room for a day of refreshes at the usual budgets at once, rather than growing by doubling from one.
    if storage.capacity == 0 { storage.reserveCapacity(32) }
    storage.append(t)
  }

  /// The index in `storage` of the oldest refresh still inside the window at `t` (at least `start`).
  /// - Complexity: O(1) when at most a few refreshes before it left the window (the usual case: refreshes leave it
  ///   about as often as they are recorded), O(log n) otherwise.
  func firstIndex(inWindowAt t: Instant) -> Int {
    let boundary = t - Self.window
    var low = start
    var high = storage.count
    // Step past the first few refreshes that left the window; search only if there are more of them.
    let stepsEnd = min(high, start + 4)
    while low < stepsEnd {
      if storage[low] > boundary { return low }
      low += 1
    }
    while low < high {
      let mid = (low + high) / 2
      if storage[mid] <= boundary { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Equal budgets hold the same refreshes, whatever is still waiting to be dropped.
  public static func == (a: RefreshBudget, b: RefreshBudget) -> Bool {
    a.storage[a.start...].elementsEqual(b.storage[b.start...])
  }

  /// Hashes the refreshes, which equal budgets share.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.count - start)
    for instant in storage[start...] { hasher.combine(instant) }
  }
}

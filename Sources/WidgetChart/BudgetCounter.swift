import WidgetModel

/// A budget's count over time as the model reports it, gathered while a journal is folded for the chart's step line.
/// It rises to the count each counted refresh reached (`Refresh.budgetReached`) and falls by one as each of them
/// leaves the window, at the instant the model says it leaves (`RefreshBudget.departure(of:)`); where the model changes
/// a pool's window otherwise (a widget removed from a shared pool takes its refreshes with it; the scope changed), the
/// count and the departures are taken from the model's window again (`resync`). The chart never counts a window.
struct BudgetCounter {
  /// The count after each change, in time order; two steps are never at the same instant.
  private(set) var steps: [ChartData.BudgetStep] = []
  /// When the refreshes counted now leave the window, oldest first; those before `head` have left.
  private var departures: [Instant] = []
  private var head = 0

  /// The count now: the last step's (none before the first).
  var count: Int { steps.last?.count ?? 0 }

  /// A counted refresh at `at` brought the budget to `used`, as the model reports (`Refresh.budgetReached`).
  /// - Complexity: amortised O(1), plus the departures since the last change.
  mutating func reach(_ used: Int, at: Instant) {
    fall(through: at)
    set(used, at: at)
    departures.append(RefreshBudget.departure(of: at))
  }

  /// The count falls by one at each departure up to `t`, `t` included.
  mutating func fall(through t: Instant) {
    while head < departures.count, departures[head] <= t {
      set(count - 1, at: departures[head])
      head += 1
    }
    // Forget the departures passed in a batch, so that dropping them does not shift the others one by one.
    if head >= 32 && 2 * head >= departures.count {
      departures.removeFirst(head)
      head = 0
    }
  }

  /// Takes the count and the departures from the model's `window` at `now` (none when the pool is not in force):
  /// after the model changed the window without a refresh.
  /// - Complexity: O(k) for the k refreshes in the window.
  mutating func resync(to window: RefreshBudget?, at now: Instant) {
    fall(through: now)
    departures = window?.departures(inWindowAt: now) ?? []
    head = 0
    if departures.count != count { set(departures.count, at: now) }
  }

  /// Every step, with the falls still to come once no refresh is recorded (the rest of the journal records none).
  mutating func finish() -> [ChartData.BudgetStep] {
    fall(through: Limits.instantMax)
    return steps
  }

  /// The count becomes `count` at `at`: a new step, or the last one's count when it is at the same instant.
  private mutating func set(_ count: Int, at: Instant) {
    if steps.last?.at == at {
      steps[steps.count - 1].count = count
    } else {
      steps.append(ChartData.BudgetStep(at: at, count: count))
    }
  }
}

import WidgetModel

/// States kept along a session's journal, so that time travel and `history` refold a few thousand actions from the
/// nearest one instead of the whole journal from its start.
///
/// A state is kept at every multiple of `spacing`; when `capacity` states are kept, every other one is dropped and the
/// spacing doubles. So at most `capacity` states are held whatever the journal's length, and travelling anywhere
/// refolds fewer than `spacing` actions: at most about `2 × actions / capacity`. The journal stays the source of truth:
/// checkpoints live in memory only and are made by the same fold that makes the head.
struct Checkpoints {
  /// The most states kept at once.
  static let capacity = 64

  /// The seq distance between two kept states (a power of two times the initial spacing).
  private(set) var spacing: Int
  /// The kept states in seq order; the seq of each is a multiple of `spacing`, and none is at seq 0.
  private(set) var states: [SimState] = []

  /// No states yet; the first will be kept at seq `spacing`.
  init(spacing: Int = 1024) {
    precondition(spacing >= 1, "checkpoints are at least one action apart")
    self.spacing = spacing
  }

  /// Offers the state after an action: it is kept when its seq is the next multiple of the spacing.
  /// - Complexity: O(1) amortised (a thinning moves at most `capacity` states).
  mutating func offer(_ state: SimState) {
    guard state.seq > 0, state.seq % spacing == 0, state.seq > (states.last?.seq ?? 0) else { return }
    if states.count == Self.capacity {
      spacing *= 2
      states.removeAll { $0.seq % spacing != 0 }
      guard state.seq % spacing == 0 else { return }
    }
    states.append(state)
  }

  /// The kept state with the greatest seq not after `seq`, if any.
  /// - Complexity: O(log capacity).
  func nearest(atOrBefore seq: Int) -> SimState? {
    var low = 0
    var high = states.count
    while low < high {
      let mid = (low + high) / 2
      if states[mid].seq <= seq { low = mid + 1 } else { high = mid }
    }
    return low > 0 ? states[low - 1] : nil
  }

  /// Forgets the states after `seq`, for a journal cut back to it (a fork).
  mutating func forget(after seq: Int) {
    states.removeAll { $0.seq > seq }
  }
}

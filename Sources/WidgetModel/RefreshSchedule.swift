/// An indexed 4-ary min-heap of due instants, one item per widget slot: the next widget due, in time order, ties by
/// slot. Slots keep the order widgets were added (the widget table compacts without reordering them), so ties are
/// broken by that order, as they always were (by ordinal). An item is moved in place when its widget is rescheduled,
/// so the heap never holds stale items and its size is the number of scheduled widgets. Four children per node halve
/// the depth of a binary heap, which suits a schedule whose usual change is its first item moving later.
public struct RefreshSchedule: Hashable, Sendable {
  /// An item's key orders items as (instant, slot) with one integer comparison: the instant's bits (sign flipped, so
  /// that unsigned order is signed order) above the slot.
  typealias Key = UInt128

  /// The items, as keys, in heap order.
  var heap: [Key] = []
  /// The heap position of each slot's item, or -1 when the slot is not scheduled.
  var position: [Int] = []

  /// An empty schedule.
  public init() {}

  static func key(_ at: Instant, _ slot: Int) -> Key {
    Key(UInt64(bitPattern: at.ms) ^ (1 << 63)) << 64 | Key(UInt64(slot))
  }

  static func instant(_ key: Key) -> Instant {
    Instant(ms: Int64(bitPattern: UInt64(truncatingIfNeeded: key >> 64) ^ (1 << 63)))
  }

  static func slot(_ key: Key) -> Int { Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: key)) }

  /// Schedules (or reschedules) the widget in `slot` at `at`, or unschedules it when `at` is nil.
  /// - Complexity: O(log n) for n scheduled widgets.
  public mutating func schedule(slot: Int, at: Instant?) {
    if slot >= position.count { position += repeatElement(-1, count: slot + 1 - position.count) }
    let index = position[slot]
    guard let at else {
      if index >= 0 { removeItem(at: index) }
      return
    }
    let key = Self.key(at, slot)
    if index < 0 {
      heap.append(key)
      position[slot] = heap.count - 1
      siftUp(heap.count - 1)
    } else {
      let old = heap[index]
      heap[index] = key
      if key < old { siftUp(index) } else if key > old { siftDown(index) }
    }
  }

  /// The widget due first, if it is due at or before `limit`.
  /// - Complexity: O(1).
  public func next(notAfter limit: Instant) -> (slot: Int, at: Instant)? {
    guard let top = heap.first else { return nil }
    let at = Self.instant(top)
    return at <= limit ? (Self.slot(top), at) : nil
  }

  /// Moves every item to its widget's new slot after the widget table closed its holes; as the table keeps the
  /// order of slots, the heap's order is unchanged.
  mutating func remap(_ mapping: [Int?]) {
    position = [Int](repeating: -1, count: mapping.lazy.compactMap { $0 }.count)
    for index in heap.indices {
      let slot = mapping[Self.slot(heap[index])]!
      heap[index] = Self.key(Self.instant(heap[index]), slot)
      position[slot] = index
    }
  }

  mutating func removeItem(at index: Int) {
    position[Self.slot(heap[index])] = -1
    let last = heap.removeLast()
    guard index < heap.count else { return }
    heap[index] = last
    position[Self.slot(last)] = index
    if index > 0 && last < heap[(index - 1) / 4] { siftUp(index) } else { siftDown(index) }
  }

  /// Moves the item at `start` towards the root until its parent precedes it.
  mutating func siftUp(_ start: Int) {
    withBuffers { heap, position in
      var child = start
      let item = heap[child]
      while child > 0 {
        let parent = (child - 1) / 4
        guard item < heap[parent] else { break }
        heap[child] = heap[parent]
        position[Self.slot(heap[child])] = child
        child = parent
      }
      heap[child] = item
      position[Self.slot(item)] = child
    }
  }

  /// Moves the item at `start` towards the leaves until it precedes its children.
  mutating func siftDown(_ start: Int) {
    withBuffers { heap, position in
      var parent = start
      let item = heap[parent]
      let count = heap.count
      while true {
        let first = 4 * parent + 1
        guard first < count else { break }
        var best = first
        if first + 3 < count {
          // All four children: pick the least in two rounds of selects rather than a chain of branches.
          let low = heap[first + 1] < heap[first] ? first + 1 : first
          let high = heap[first + 3] < heap[first + 2] ? first + 3 : first + 2
          best = heap[high] < heap[low] ? high : low
        } else {
          for child in (first + 1)..<count where heap[child] < heap[best] { best = child }
        }
        guard heap[best] < item else { break }
        heap[parent] = heap[best]
        position[Self.slot(heap[parent])] = parent
        parent = best
      }
      heap[parent] = item
      position[Self.slot(item)] = parent
    }
  }

  /// Runs `body` on the heap and the positions as buffers: the sift loops then check uniqueness once, not per move.
  mutating func withBuffers(
    _ body: (inout UnsafeMutableBufferPointer<Key>, inout UnsafeMutableBufferPointer<Int>) -> Void
  ) {
    heap.withUnsafeMutableBufferPointer { heap in
      position.withUnsafeMutableBufferPointer { position in body(&heap, &position) }
    }
  }

  /// Equal schedules hold the same due instants, wherever their slots are; which widget is due when is each
  /// widget's `nextRefresh`, compared with the widgets.
  public static func == (a: RefreshSchedule, b: RefreshSchedule) -> Bool { a.dueInstants == b.dueInstants }

  /// Hashes the number of scheduled widgets, which equal schedules share.
  public func hash(into hasher: inout Hasher) { hasher.combine(heap.count) }

  /// The scheduled instants in time order; for equality.
  var dueInstants: [Instant] { heap.map(Self.instant).sorted() }
}

/// An indexed 4-ary min-heap of due instants, one item per widget slot: the next widget due, in time order, ties by
/// slot. Slots keep the order widgets were added (the widget table compacts without reordering them), so ties are
/// broken by that order, as they always were (by ordinal). An item is moved in place when its widget is rescheduled,
/// so the heap never holds stale items and its size is the number of scheduled widgets. Four children per node halve
/// the depth of a binary heap, which suits a schedule whose usual change is its first item moving later.
public struct RefreshSchedule: Hashable, Sendable {
  struct Item: Hashable, Sendable {
    var at: Instant
    var slot: Int

    func precedes(_ other: Item) -> Bool {
      at != other.at ? at < other.at : slot < other.slot
    }
  }

  var heap: [Item] = []
  /// The heap position of each slot's item, or -1 when the slot is not scheduled.
  var position: [Int] = []

  /// An empty schedule.
  public init() {}

  /// Schedules (or reschedules) the widget in `slot` at `at`, or unschedules it when `at` is nil.
  /// - Complexity: O(log n) for n scheduled widgets.
  public mutating func schedule(slot: Int, at: Instant?) {
    if slot >= position.count { position += repeatElement(-1, count: slot + 1 - position.count) }
    let index = position[slot]
    guard let at else {
      if index >= 0 { removeItem(at: index) }
      return
    }
    if index < 0 {
      heap.append(Item(at: at, slot: slot))
      position[slot] = heap.count - 1
      siftUp(heap.count - 1)
    } else {
      let old = heap[index].at
      heap[index].at = at
      if at < old { siftUp(index) } else if at > old { siftDown(index) }
    }
  }

  /// The widget due first, if it is due at or before `limit`.
  /// - Complexity: O(1).
  public func next(notAfter limit: Instant) -> (slot: Int, at: Instant)? {
    guard let top = heap.first, top.at <= limit else { return nil }
    return (top.slot, top.at)
  }

  /// Moves every item to its widget's new slot after the widget table closed its holes; as the table keeps the
  /// order of slots, the heap's order is unchanged.
  mutating func remap(_ mapping: [Int?]) {
    position = [Int](repeating: -1, count: mapping.lazy.compactMap { $0 }.count)
    for index in heap.indices {
      let slot = mapping[heap[index].slot]!
      heap[index].slot = slot
      position[slot] = index
    }
  }

  mutating func removeItem(at index: Int) {
    position[heap[index].slot] = -1
    let last = heap.removeLast()
    guard index < heap.count else { return }
    heap[index] = last
    position[last.slot] = index
    if index > 0 && last.precedes(heap[(index - 1) / 4]) { siftUp(index) } else { siftDown(index) }
  }

  /// Moves the item at `start` towards the root until its parent precedes it.
  mutating func siftUp(_ start: Int) {
    withBuffers { heap, position in
      var child = start
      let item = heap[child]
      while child > 0 {
        let parent = (child - 1) / 4
        guard item.precedes(heap[parent]) else { break }
        heap[child] = heap[parent]
        position[heap[child].slot] = child
        child = parent
      }
      heap[child] = item
      position[item.slot] = child
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
        var child = first + 1
        let end = min(first + 4, count)
        while child < end {
          if heap[child].precedes(heap[best]) { best = child }
          child += 1
        }
        guard heap[best].precedes(item) else { break }
        heap[parent] = heap[best]
        position[heap[parent].slot] = parent
        parent = best
      }
      heap[parent] = item
      position[item.slot] = parent
    }
  }

  /// Runs `body` on the heap and the positions as buffers: the sift loops then check uniqueness once, not per move.
  mutating func withBuffers(
    _ body: (inout UnsafeMutableBufferPointer<Item>, inout UnsafeMutableBufferPointer<Int>) -> Void
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
  var dueInstants: [Instant] { heap.map(\.at).sorted() }
}

/// An indexed binary min-heap of (instant, ordinal) per widget slot: the next widget due, in time order, ties by
/// ordinal (the order widgets were added). Each slot has at most one item, which is moved in place when the widget is
/// rescheduled, so the heap never holds stale items and its size is the number of scheduled widgets.
public struct RefreshSchedule: Hashable, Sendable {
  struct Item: Hashable, Sendable {
    var at: Instant
    var ordinal: Int
    var slot: Int

    func precedes(_ other: Item) -> Bool {
      at != other.at ? at < other.at : ordinal < other.ordinal
    }
  }

  var heap: [Item] = []
  /// The heap position of each slot's item, or -1 when the slot is not scheduled.
  var position: [Int] = []

  /// An empty schedule.
  public init() {}

  /// Schedules (or reschedules) the widget in `slot` at `at`, or unschedules it when `at` is nil.
  /// - Complexity: O(log n) for n scheduled widgets.
  public mutating func schedule(slot: Int, ordinal: Int, at: Instant?) {
    if slot >= position.count { position += repeatElement(-1, count: slot + 1 - position.count) }
    let index = position[slot]
    guard let at else {
      if index >= 0 { removeItem(at: index) }
      return
    }
    let item = Item(at: at, ordinal: ordinal, slot: slot)
    if index < 0 {
      heap.append(item)
      position[slot] = heap.count - 1
      siftUp(heap.count - 1)
    } else {
      let earlier = item.precedes(heap[index])
      heap[index] = item
      if earlier { siftUp(index) } else { siftDown(index) }
    }
  }

  /// The widget due first, if it is due at or before `limit`.
  /// - Complexity: O(1).
  public func next(notAfter limit: Instant) -> (slot: Int, at: Instant)? {
    guard let top = heap.first, top.at <= limit else { return nil }
    return (top.slot, top.at)
  }

  /// Moves every item to its widget's new slot after the widget table closed its holes; the order is unchanged.
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
    if index > 0 && last.precedes(heap[(index - 1) / 2]) { siftUp(index) } else { siftDown(index) }
  }

  mutating func siftUp(_ start: Int) {
    var child = start
    let item = heap[child]
    while child > 0 {
      let parent = (child - 1) / 2
      guard item.precedes(heap[parent]) else { break }
      heap[child] = heap[parent]
      position[heap[child].slot] = child
      child = parent
    }
    heap[child] = item
    position[item.slot] = child
  }

  mutating func siftDown(_ start: Int) {
    var parent = start
    let item = heap[parent]
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { break }
      let right = left + 1
      let best = right < heap.count && heap[right].precedes(heap[left]) ? right : left
      guard heap[best].precedes(item) else { break }
      heap[parent] = heap[best]
      position[heap[parent].slot] = parent
      parent = best
    }
    heap[parent] = item
    position[item.slot] = parent
  }

  /// Equal schedules hold the same (ordinal, instant) items, wherever their slots are.
  public static func == (a: RefreshSchedule, b: RefreshSchedule) -> Bool { a.liveItems == b.liveItems }

  /// Hashes the number of scheduled widgets, which equal schedules share.
  public func hash(into hasher: inout Hasher) { hasher.combine(heap.count) }

  /// The scheduled instants by widget ordinal; for equality and tests.
  var liveItems: [Int: Instant] {
    var items: [Int: Instant] = [:]
    for item in heap { items[item.ordinal] = item.at }
    return items
  }
}

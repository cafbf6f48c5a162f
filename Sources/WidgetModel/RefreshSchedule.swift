/// An indexed 4-ary min-heap of due instants, one item per widget slot: the next widget due, in time order, ties by
/// slot. Slots keep the order widgets were added (the widget table compacts without reordering them), so ties are
/// broken by that order, as they always were (by ordinal). An item is moved in place when its widget is rescheduled,
/// so the heap never holds stale items and its size is the number of scheduled widgets. Four children per node halve
/// the depth of a binary heap, which suits a schedule whose usual change is its first item moving later.
struct RefreshSchedule: Hashable, Sendable {
  /// An item's key orders items as (instant, slot) with one 64-bit comparison: the instant's offset from `base` above
  /// the slot. Half the size of a key holding the whole instant, so the sift loops compare and move half as much.
  typealias Key = UInt64

  /// How many low bits of a key hold the slot. The widget table has fewer than `2 * Limits.widgetsMax + 65` slots
  /// (it compacts when holes outnumber widgets), which is below `1 << slotBits`.
  static let slotBits = 15
  /// One more than the largest offset a key holds: about 17,800 years of milliseconds. Every scheduled instant lies
  /// between the clock and `Limits.entriesMax` spans of `Limits.spanMax` after it (about 1,000 years), so the items
  /// always fit once `base` is at the earliest of them.
  static let offsetLimit: Int64 = 1 << (64 - slotBits)

  /// The items, as keys, in heap order.
  var heap: [Key] = []
  /// The heap position of each slot's item, or -1 when the slot is not scheduled.
  var position: [Int] = []
  /// The instant (in ms) that keys count their offsets from; moved only when an instant falls outside the keys'
  /// range, which a journal (whose instants start at 1970) never makes happen.
  var base: Int64 = 0

  /// An empty schedule.
  init() {}

  /// The key of `slot` due at `at`, which must be representable from `base` (see `rebase(including:)`).
  func key(_ at: Instant, _ slot: Int) -> Key {
    Key(UInt64(bitPattern: at.ms &- base)) << Self.slotBits | Key(UInt64(slot))
  }

  /// The instant a key stands for.
  func instant(_ key: Key) -> Instant { Instant(ms: Int64(bitPattern: key >> Self.slotBits) &+ base) }

  static func slot(_ key: Key) -> Int { Int(truncatingIfNeeded: key & (1 << slotBits - 1)) }

  /// Whether an instant's offset from `base` fits in a key, in one unsigned comparison: an instant before `base` wraps
  /// to an offset far above the limit. (Only an instant almost 2^64 ms before `base` would wrap back under it, and
  /// every instant scheduled lies within about 1,000 years of the clock.)
  func fits(_ at: Instant) -> Bool { UInt64(bitPattern: at.ms &- base) < UInt64(Self.offsetLimit) }

  /// Schedules (or reschedules) the widget in `slot` at `at`, or unschedules it when `at` is nil.
  /// - Complexity: O(log n) for n scheduled widgets.
  mutating func schedule(slot: Int, at: Instant?) {
    precondition(slot >= 0 && slot < 1 << Self.slotBits, "a widget slot fits in a schedule key")
    if slot >= position.count { position += repeatElement(-1, count: slot + 1 - position.count) }
    let index = position[slot]
    guard let at else {
      if index >= 0 { removeItem(at: index) }
      return
    }
    if !fits(at) { rebase(including: at) }
    let key = key(at, slot)
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

  /// Moves `base` to the earliest of the scheduled instants and `at`, re-keying every item (their order is
  /// unchanged, as every offset moves by the same amount).
  /// - Complexity: O(n); it happens only when an instant falls outside the keys' range.
  mutating func rebase(including at: Instant) {
    let instants = heap.map(instant)
    let earliest = min(instants.min() ?? at, at)
    let latest = max(instants.max() ?? at, at)
    let (span, overflow) = latest.ms.subtractingReportingOverflow(earliest.ms)
    precondition(!overflow && span < Self.offsetLimit, "scheduled instants lie within the keys' range of each other")
    base = earliest.ms
    for index in heap.indices { heap[index] = key(instants[index], Self.slot(heap[index])) }
  }

  /// The widget due first, if it is due at or before `limit`.
  /// - Complexity: O(1).
  func next(notAfter limit: Instant) -> (slot: Int, at: Instant)? {
    guard let top = heap.first else { return nil }
    let at = instant(top)
    return at <= limit ? (Self.slot(top), at) : nil
  }

  /// Moves every item to its widget's new slot after the widget table closed its holes; as the table keeps the
  /// order of slots, the heap's order is unchanged.
  mutating func remap(_ mapping: [Int?]) {
    position = [Int](repeating: -1, count: mapping.lazy.compactMap { $0 }.count)
    for index in heap.indices {
      let slot = mapping[Self.slot(heap[index])]!
      heap[index] = key(instant(heap[index]), slot)
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
  static func == (a: RefreshSchedule, b: RefreshSchedule) -> Bool { a.dueInstants == b.dueInstants }

  /// Hashes the number of scheduled widgets, which equal schedules share.
  func hash(into hasher: inout Hasher) { hasher.combine(heap.count) }

  /// The scheduled instants in time order; for equality.
  var dueInstants: [Instant] { heap.map(instant).sorted() }
}

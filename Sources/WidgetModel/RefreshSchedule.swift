/// A min-heap of (instant, widget ordinal) with lazy invalidation: the next widget due, in time order, ties by ordinal.
public struct RefreshSchedule: Hashable, Sendable {
  struct Item: Hashable, Sendable {
    var at: Instant
    var ordinal: Int
    var id: String
    var version: Int

    func precedes(_ other: Item) -> Bool {
      at != other.at ? at < other.at : ordinal < other.ordinal
    }
  }

  var heap: [Item] = []
  /// The current version of each scheduled widget; heap items of other versions are stale.
  var versions: [String: Int] = [:]
  var versionCounter = 0

  public init() {}

  /// Schedules (or reschedules) a widget at `at`, or unschedules it when `at` is nil.
  /// - Complexity: O(log n).
  public mutating func schedule(_ id: String, ordinal: Int, at: Instant?) {
    versionCounter += 1
    guard let at else {
      versions[id] = nil
      compactIfNeeded()
      return
    }
    versions[id] = versionCounter
    push(Item(at: at, ordinal: ordinal, id: id, version: versionCounter))
    compactIfNeeded()
  }

  /// The widget due first, if it is due at or before `limit`.
  /// - Complexity: amortised O(log n).
  public mutating func next(notAfter limit: Instant) -> (id: String, at: Instant)? {
    while let top = heap.first {
      if versions[top.id] != top.version {
        popTop()
        continue
      }
      return top.at <= limit ? (top.id, top.at) : nil
    }
    return nil
  }

  mutating func push(_ item: Item) {
    heap.append(item)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  mutating func popTop() {
    let last = heap.removeLast()
    guard !heap.isEmpty else { return }
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var best = parent
      if left < heap.count, heap[left].precedes(heap[best]) { best = left }
      if right < heap.count, heap[right].precedes(heap[best]) { best = right }
      if best == parent { return }
      heap.swapAt(parent, best)
      parent = best
    }
  }

  /// Drops stale items when they outnumber live ones, so the heap stays bounded by the widgets.
  mutating func compactIfNeeded() {
    guard heap.count > 2 * versions.count + 64 else { return }
    let live = heap.filter { versions[$0.id] == $0.version }
    heap = []
    heap.reserveCapacity(live.count)
    for item in live { push(item) }
  }

  public static func == (a: RefreshSchedule, b: RefreshSchedule) -> Bool { a.liveItems == b.liveItems }
  public func hash(into hasher: inout Hasher) { hasher.combine(liveItems.count) }

  /// The live items as (id, instant), in due order; for equality and tests.
  var liveItems: [String: Instant] {
    var items: [String: Instant] = [:]
    for item in heap where versions[item.id] == item.version { items[item.id] = item.at }
    return items
  }
}

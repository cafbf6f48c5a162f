/// The due instants of the widgets, one per widget slot, as a tournament tree: the next widget due, in time order, ties
/// by slot. Slots keep the order widgets were added (the widget table compacts without reordering them), so ties are
/// broken by that order, as they always were (by ordinal).
///
/// Each slot has a leaf holding its key (`unscheduled` when it is not scheduled) and each inner node the least key
/// below it, so the root is the next widget due. Rescheduling a widget rewrites its leaf and the inner nodes above it,
/// stopping at the first one that keeps its key: one comparison and one store per level, with no position to keep up
/// and no choice among children. The usual change, the first widget moving later once it is built, walks up the
/// whole height (log₂ of the slots) for about a third of what a sift-down of the 4-ary heap this replaced cost
/// (docs/PERFORMANCE.md).
struct RefreshSchedule: Hashable, Sendable {
  /// An item's key orders items as (instant, slot) with one 64-bit comparison: the instant's offset from `base` above
  /// the slot.
  typealias Key = UInt64

  /// How many low bits of a key hold the slot. The widget table has fewer than `2 * Limits.widgetsMax + 65` slots
  /// (it compacts when holes outnumber widgets), which is below `1 << slotBits - 1`, so no key is `unscheduled`.
  static let slotBits = 15
  /// One more than the largest offset a key holds: about 17,800 years of milliseconds. Every scheduled instant lies
  /// between the clock and `Limits.entriesMax` spans of `Limits.spanMax` after it (about 10,000 years), so the items
  /// always fit once `base` is at the earliest of them.
  static let offsetLimit: Int64 = 1 << (64 - slotBits)
  /// The key of a leaf whose slot is not scheduled: above every key (its slot bits would be the last slot's, which the
  /// widget table never has).
  static let unscheduled = Key.max

  /// The tree in an array: the root at 1, the children of node `n` at `2n` and `2n + 1`, and the leaf of slot `s` at
  /// `leaves + s`. Node 0 is unused.
  var tree: [Key] = [unscheduled, unscheduled]
  /// How many leaves the tree has: a power of two, at least 1, above every slot scheduled since the widget table last
  /// closed its holes.
  var leaves = 1
  /// How many slots are scheduled.
  private(set) var count = 0
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

  /// The key `slot` is scheduled under, or nil when it is not scheduled.
  func scheduledKey(slot: Int) -> Key? {
    guard slot < leaves, tree[leaves + slot] != Self.unscheduled else { return nil }
    return tree[leaves + slot]
  }

  /// Whether an instant's offset from `base` fits in a key, in one unsigned comparison: an instant before `base` wraps
  /// to an offset far above the limit. (Only an instant almost 2^64 ms before `base` would wrap back under it, and
  /// every instant scheduled lies within about 1,000 years of the clock.)
  func fits(_ at: Instant) -> Bool { UInt64(bitPattern: at.ms &- base) < UInt64(Self.offsetLimit) }

  /// Schedules (or reschedules) the widget in `slot` at `at`, or unschedules it when `at` is nil.
  /// - Complexity: O(log n) for n slots.
  mutating func schedule(slot: Int, at: Instant?) {
    precondition(slot >= 0 && slot < 1 << Self.slotBits - 1, "a widget slot fits in a schedule key")
    if slot >= leaves {
      guard at != nil else { return }
      grow(above: slot)
    }
    var key = Self.unscheduled
    if let at {
      if !fits(at) { rebase(including: at) }
      key = self.key(at, slot)
    }
    let leaf = leaves + slot
    let old = tree[leaf]
    guard key != old else { return }
    if old == Self.unscheduled { count += 1 } else if key == Self.unscheduled { count -= 1 }
    tree.withUnsafeMutableBufferPointer { tree in
      tree[leaf] = key
      // Up from the leaf, each node the least of its two children, until one keeps its key: the nodes above it
      // depend only on it.
      var node = leaf
      var least = key
      while node > 1 {
        let sibling = tree[node ^ 1]
        if sibling < least { least = sibling }
        node >>= 1
        guard tree[node] != least else { return }
        tree[node] = least
      }
    }
  }

  /// Doubles the leaves until `slot` has one, keeping every slot's key.
  mutating func grow(above slot: Int) {
    var wider = leaves
    while wider <= slot { wider *= 2 }
    var keys = [Key](repeating: Self.unscheduled, count: wider)
    keys[..<leaves] = tree[leaves...]
    build(leaves: keys)
  }

  /// Makes the tree over `keys`, one leaf per slot (their count a power of two).
  mutating func build(leaves keys: [Key]) {
    leaves = keys.count
    tree = [Key](repeating: Self.unscheduled, count: leaves) + keys
    for node in stride(from: leaves - 1, through: 1, by: -1) { tree[node] = min(tree[2 * node], tree[2 * node + 1]) }
  }

  /// Moves `base` to the earliest of the scheduled instants and `at`, re-keying every item (their order is
  /// unchanged, as every offset moves by the same amount).
  /// - Complexity: O(n); it happens only when an instant falls outside the keys' range.
  mutating func rebase(including at: Instant) {
    var keys = Array(tree[leaves...])
    let instants = keys.map { $0 == Self.unscheduled ? nil : instant($0) }
    let scheduled = instants.compactMap { $0 }
    let earliest = min(scheduled.min() ?? at, at)
    let latest = max(scheduled.max() ?? at, at)
    let (span, overflow) = latest.ms.subtractingReportingOverflow(earliest.ms)
    precondition(!overflow && span < Self.offsetLimit, "scheduled instants lie within the keys' range of each other")
    base = earliest.ms
    for (slot, instant) in instants.enumerated() { if let instant { keys[slot] = key(instant, slot) } }
    build(leaves: keys)
  }

  /// The widget due first, if it is due at or before `limit`.
  /// - Complexity: O(1).
  func next(notAfter limit: Instant) -> (slot: Int, at: Instant)? {
    let top = tree[1]
    guard top != Self.unscheduled else { return nil }
    let at = instant(top)
    return at <= limit ? (Self.slot(top), at) : nil
  }

  /// Moves every item to its widget's new slot after the widget table closed its holes; as the table keeps the
  /// order of slots, the order of items is unchanged. The tree shrinks to the slots left: each level less is a step
  /// less for every reschedule until the table grows again.
  mutating func remap(_ mapping: [Int?]) {
    let slots = mapping.lazy.compactMap { $0 }.count
    var width = 1
    while width < slots { width *= 2 }
    var keys = [Key](repeating: Self.unscheduled, count: width)
    for (old, new) in mapping.enumerated() {
      guard let new, old < leaves, tree[leaves + old] != Self.unscheduled else { continue }
      keys[new] = key(instant(tree[leaves + old]), new)
    }
    build(leaves: keys)
  }

  /// Equal schedules hold the same due instants, wherever their slots are; which widget is due when is each
  /// widget's `nextRefresh`, compared with the widgets.
  static func == (a: RefreshSchedule, b: RefreshSchedule) -> Bool { a.dueInstants == b.dueInstants }

  /// Hashes the number of scheduled widgets, which equal schedules share.
  func hash(into hasher: inout Hasher) { hasher.combine(count) }

  /// The scheduled instants in time order; for equality.
  var dueInstants: [Instant] { tree[leaves...].filter { $0 != Self.unscheduled }.map(instant).sorted() }
}

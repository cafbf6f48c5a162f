/// The placed widgets, stored densely by slot in the order they were added and found by id through one dictionary.
///
/// The reducer works on slots: a due widget is found by its slot in the schedule and mutated in place, so the
/// per-action work does no hashing and no copying of widgets. Ids are looked up only at the boundary (validation,
/// queries). It reads like the dictionary it replaces: `widgets[id]`, `count`, `keys`, `values`, and iteration as
/// `(key, value)` pairs, but always in the order the widgets were added.
public struct WidgetTable: Hashable, Sendable {
  /// Widgets by slot, in the order they were added; a removed widget leaves a hole until `compact()`.
  var slots: [Widget?] = []
  /// The slot of each placed widget's id.
  var slotByID: [String: Int] = [:]
  /// Each slot's kind slot (-1 for a hole).
  var kindSlots: [Int] = []
  /// The slots of each kind's widgets in increasing order, by kind slot, so `reload KIND` visits only its widgets.
  var slotsByKind: [[Int]] = []
  /// How many widgets are placed.
  public private(set) var count = 0

  /// An empty table.
  public init() {}

  /// The widget with this id, if it is placed.
  /// - Complexity: O(1) on average (one dictionary lookup).
  public subscript(id: String) -> Widget? { slotByID[id].map { slots[$0]! } }

  /// The ids, in the order the widgets were added.
  public var keys: [String] { slots.compactMap { $0?.id } }

  /// The widgets, in the order they were added.
  public var values: [Widget] { slots.compactMap { $0 } }

  /// The slot of a placed widget, if any.
  func slot(of id: String) -> Int? { slotByID[id] }

  /// Places a new widget (its id must be free) after all others and returns its slot.
  mutating func insert(_ widget: Widget) -> Int {
    slots.append(widget)
    kindSlots.append(widget.memo.kindSlot)
    if widget.memo.kindSlot >= slotsByKind.count {
      slotsByKind += repeatElement([], count: widget.memo.kindSlot + 1 - slotsByKind.count)
    }
    slotsByKind[widget.memo.kindSlot].append(slots.count - 1)
    let previous = slotByID.updateValue(slots.count - 1, forKey: widget.id)
    precondition(previous == nil, "a widget id is placed at most once")
    count += 1
    return slots.count - 1
  }

  /// Takes a placed widget away and returns the slot it had.
  mutating func remove(_ id: String) -> Int? {
    guard let slot = slotByID.removeValue(forKey: id) else { return nil }
    slots[slot] = nil
    // A kind's slots are in increasing order, so the removed one is found by binary search.
    let kindSlot = kindSlots[slot]
    let members = slotsByKind[kindSlot]
    var low = 0
    var high = members.count
    while low < high {
      let mid = (low + high) / 2
      if members[mid] < slot { low = mid + 1 } else { high = mid }
    }
    slotsByKind[kindSlot].remove(at: low)
    kindSlots[slot] = -1
    count -= 1
    return slot
  }

  /// Whether removed widgets have left more holes than there are widgets, so `compact()` is due.
  var needsCompaction: Bool { slots.count > 2 * count + 64 }

  /// Closes the holes, keeping the order; returns each old slot's new slot (nil for a hole).
  /// - Complexity: O(n) for n slots; done only when holes outnumber widgets, so amortised O(1) per removal.
  mutating func compact() -> [Int?] {
    var mapping = [Int?](repeating: nil, count: slots.count)
    var kept: [Widget?] = []
    kept.reserveCapacity(count)
    for old in slots.indices {
      guard let widget = slots[old].take() else { continue }
      mapping[old] = kept.count
      slotByID[widget.id] = kept.count
      kept.append(widget)
    }
    slots = kept
    kindSlots = kept.map { $0!.memo.kindSlot }
    slotsByKind = slotsByKind.map { $0.map { mapping[$0]! } }
    return mapping
  }

  /// Equal tables hold equal widgets in the same order (where the holes are does not matter).
  public static func == (a: WidgetTable, b: WidgetTable) -> Bool {
    a.count == b.count && a.slots.lazy.compactMap { $0 }.elementsEqual(b.slots.lazy.compactMap { $0 })
  }

  /// Hashes the ids in order, which equal tables share.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for case let widget? in slots { hasher.combine(widget.id) }
  }
}

extension WidgetTable: Collection {
  /// A position in the table: the slot of a placed widget, or the end.
  public struct Index: Comparable, Hashable, Sendable {
    let slot: Int

    /// Positions are ordered by slot, which is the order the widgets were added.
    public static func < (a: Index, b: Index) -> Bool { a.slot < b.slot }
  }

  /// The first placed widget's position.
  public var startIndex: Index { Index(slot: firstOccupied(from: 0)) }

  /// The position after the last slot.
  public var endIndex: Index { Index(slot: slots.count) }

  /// The widget at a position, with its id, as a dictionary's element.
  public subscript(position: Index) -> (key: String, value: Widget) {
    let widget = slots[position.slot]!
    return (widget.id, widget)
  }

  /// The position of the next placed widget.
  public func index(after i: Index) -> Index { Index(slot: firstOccupied(from: i.slot + 1)) }

  /// Whether no widget is placed.
  public var isEmpty: Bool { count == 0 }

  func firstOccupied(from start: Int) -> Int {
    var slot = start
    while slot < slots.count && slots[slot] == nil { slot += 1 }
    return slot
  }
}

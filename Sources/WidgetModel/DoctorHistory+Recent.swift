/// A list in time order that forgets its entries as they leave a window (`DoctorHistory`'s writes, builds, timelines
/// and reloads): entries before the window are skipped by moving `start` past them, and dropped from the storage in a
/// batch once they are at least half of it, so appending costs a constant on average however long the list.
public struct Recent<Element: Sendable>: Sendable {
  /// The entries, those before `start` forgotten and waiting to be dropped in a batch.
  var storage: [Element] = []
  /// The index in `storage` of the oldest entry not forgotten.
  var start = 0
  /// How many entries were dropped from the front of `storage`, so that an entry keeps its index (`endIndex` when it
  /// was appended) however many are dropped before it.
  var dropped = 0

  /// An empty list.
  public init() {}

  /// The entries not forgotten, oldest first.
  public var elements: ArraySlice<Element> { storage[start...] }

  /// The newest entry, forgotten or not (a key's newest write is kept however old).
  public var last: Element? { storage.last }

  /// The index the next entry appended gets.
  var endIndex: Int { dropped + storage.count }

  /// The entry appended at `index` (an `endIndex`), or nil when it is forgotten (or `index` is -1).
  func entry(at index: Int) -> Element? {
    let position = index - dropped
    return start <= position && position < storage.count ? storage[position] : nil
  }

  /// Forgets the entries `leaves` says have left the window, from the oldest on until one has not, then appends
  /// `entry`.
  mutating func append(_ entry: Element, forgetting leaves: (Element) -> Bool) {
    while start < storage.count, leaves(storage[start]) { start += 1 }
    if start > 0, start * 2 >= storage.count {
      storage.removeFirst(start)
      dropped += start
      start = 0
    }
    storage.append(entry)
  }

  /// The index in the storage of the entry not forgotten whose `key` is `target`, the entries being in ascending
  /// order of `key`: the newest, or one found by bisection.
  func index(of target: Int, by key: (Element) -> Int) -> Int? {
    var low = start
    var high = storage.count
    if let last = storage.last, key(last) == target { low = high - 1 }
    while low < high {
      let mid = (low + high) / 2
      if key(storage[mid]) < target { low = mid + 1 } else { high = mid }
    }
    return low < storage.count && key(storage[low]) == target ? low : nil
  }

  /// Changes in place the entry at `index` in the storage (from `index(of:by:)`).
  mutating func update(at index: Int, _ change: (inout Element) -> Void) {
    guard start <= index, index < storage.count else { return }
    change(&storage[index])
  }
}

/// The shared cache, stored densely by slot in the order keys were first written and found by key through one
/// dictionary. A key once written keeps its slot forever (the cache never forgets a key), so a widget can remember
/// the slot of its key and read its data on every build without hashing the key again.
///
/// It reads like the dictionary it replaces: `cache[key]`, `count`, `isEmpty`, `keys`, `values`, and iteration as
/// `(key, value)` pairs in the order keys were first written.
public struct CacheTable: Hashable, Sendable {
  /// The entries by slot.
  var entries: [CacheEntry] = []
  /// The key of each slot.
  var keyBySlot: [String] = []
  /// The slot of each key.
  var slotByKey: [String: Int] = [:]

  /// An empty cache.
  public init() {}

  /// The entry written for a key, if any.
  /// - Complexity: O(1) on average (one dictionary lookup).
  public subscript(key: String) -> CacheEntry? { slotByKey[key].map { entries[$0] } }

  /// The keys, in the order they were first written.
  public var keys: [String] { keyBySlot }

  /// The entries, in the order their keys were first written.
  public var values: [CacheEntry] { entries }

  /// The slot of a written key, if any.
  func slot(of key: String) -> Int? { slotByKey[key] }

  /// Writes the entry for a key, replacing what was there.
  mutating func write(_ entry: CacheEntry, for key: String) {
    if let slot = slotByKey[key] {
      entries[slot] = entry
    } else {
      slotByKey[key] = entries.count
      keyBySlot.append(key)
      entries.append(entry)
    }
  }

  /// Equal caches hold the same entries under the same keys, whatever order the keys were first written in.
  public static func == (a: CacheTable, b: CacheTable) -> Bool {
    a.count == b.count && a.slotByKey.allSatisfy { key, slot in b[key] == a.entries[slot] }
  }

  /// Hashes the number of keys, which equal caches share.
  public func hash(into hasher: inout Hasher) { hasher.combine(entries.count) }
}

extension CacheTable: RandomAccessCollection {
  /// The first slot.
  public var startIndex: Int { 0 }

  /// The slot after the last.
  public var endIndex: Int { entries.count }

  /// The entry in a slot, with its key, as a dictionary's element.
  public subscript(position: Int) -> (key: String, value: CacheEntry) { (keyBySlot[position], entries[position]) }
}

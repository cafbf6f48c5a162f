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
  /// The bytes each slot's value holds in memory (`JSONValue.heldByteCount`).
  var valueBytes: [Int] = []
  /// The bytes the cache holds in memory, as accounted: for each key, `keyBytes` and its value's held bytes. It
  /// bounds the cache's memory (`Limits.cacheBytesMax`); `recent`, a fixed 4 KiB or so, is left out.
  public private(set) var heldBytes = 0
  /// Recently written keys with their slots, by a cheap hash of the key's bytes (direct-mapped: a key evicts the one
  /// sharing its place). A key keeps its slot forever, so a remembered slot is never stale; a key not found here is
  /// looked up in `slotByKey`, whose seeded hashing keeps crafted keys from degrading it. This spares most writes the
  /// dictionary's hashing, which cost more than the rest of a write.
  var recent: [(key: String, slot: Int)?] = []

  /// How many keys `recent` holds at most.
  static let recentCount = 128

  /// An empty cache.
  public init() {}

  /// The entry written for a key, if any.
  /// - Complexity: O(1) on average (one dictionary lookup).
  public subscript(key: String) -> CacheEntry? { slotByKey[key].map { entries[$0] } }

  /// The keys, in the order they were first written.
  public var keys: [String] { keyBySlot }

  /// The entries, in the order their keys were first written.
  public var values: [CacheEntry] { entries }

  /// When the entry in `slot` was written, by which action, and its own ttl, read in place: a copy of the entry would
  /// retain and release its value.
  @inline(__always)
  func stamp(_ slot: Int) -> (writtenAt: Instant, writeSeq: Int, ttl: TimeSpan?) {
    (entries[slot].writtenAt, entries[slot].writeSeq, entries[slot].ttl)
  }

  /// The slot of a written key, if any.
  func slot(of key: String) -> Int? {
    if !recent.isEmpty, let remembered = recent[Self.recentIndex(key)], remembered.key == key { return remembered.slot }
    return slotByKey[key]
  }

  /// Writes the entry for a key, replacing what was there; `valueBytes` is its value's `heldByteCount`.
  /// - Returns: the key's slot, so that a caller need not look it up again.
  @discardableResult
  mutating func write(_ entry: CacheEntry, for key: String, valueBytes bytes: Int) -> Int {
    if recent.isEmpty { recent = Array(repeating: nil, count: Self.recentCount) }
    let index = Self.recentIndex(key)
    if let remembered = recent[index], remembered.key == key {
      replace(slot: remembered.slot, with: entry, valueBytes: bytes)
      return remembered.slot
    } else if let slot = slotByKey[key] {
      replace(slot: slot, with: entry, valueBytes: bytes)
      recent[index] = (key, slot)
      return slot
    } else {
      let slot = entries.count
      slotByKey[key] = slot
      recent[index] = (key, slot)
      keyBySlot.append(key)
      entries.append(entry)
      valueBytes.append(bytes)
      heldBytes += Self.keyBytes(key) + bytes
      return slot
    }
  }

  /// Replaces the entry of a slot, keeping the account of held bytes.
  private mutating func replace(slot: Int, with entry: CacheEntry, valueBytes bytes: Int) {
    entries[slot] = entry
    heldBytes += bytes - valueBytes[slot]
    valueBytes[slot] = bytes
  }

  /// The bytes the cache would hold after writing a value holding `valueBytes` under `key`.
  public func heldBytesAfterWriting(_ valueBytes: Int, for key: String) -> Int {
    guard let slot = slot(of: key) else { return heldBytes + Self.keyBytes(key) + valueBytes }
    return heldBytes - self.valueBytes[slot] + valueBytes
  }

  /// The most bytes one key can cost (`keyBytes` of a key of `Limits.nameBytesMax` bytes).
  static let keyBytesMax = keyBytes(String(repeating: "k", count: Limits.nameBytesMax))

  /// The bytes one key costs beside its value's: its entry, its place in `keyBySlot`, `valueBytes` and `slotByKey`
  /// (whose table keeps a quarter of its room free, and a byte of metadata a place), and the key's text when it is
  /// too long to be stored inline (shared by `keyBySlot` and `slotByKey`).
  public static func keyBytes(_ key: String) -> Int {
    let slotBytes = MemoryLayout<String>.stride + MemoryLayout<Int>.stride + 1
    return MemoryLayout<CacheEntry>.stride + MemoryLayout<String>.stride + MemoryLayout<Int>.stride
      + slotBytes * 4 / 3 + JSONValue.heldByteCount(of: key)
  }

  /// The place of a key in `recent`: FNV-1a over its UTF-8 bytes (the first 64 are enough to spread keys).
  static func recentIndex(_ key: String) -> Int {
    var text = key
    let hash = text.withUTF8 { bytes in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in bytes.prefix(64) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      return hash
    }
    return Int(truncatingIfNeeded: (hash ^ hash >> 32) % UInt64(recentCount))
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

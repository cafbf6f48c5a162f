import PropertyTesting
import Testing

@testable import WidgetModel

/// The reducer's storage: widgets by slot, the indexed schedule, and the data value size check.
@Suite("Storage")
struct StorageTests {
  /// A widget as `add` would make it, for exercising the table alone.
  static func widget(_ id: String, ordinal: Int, kindSlot: Int = 0) -> Widget {
    Widget(
      id: id, ordinal: ordinal, kind: "weather", family: .systemSmall, config: [:],
      timeline: Timeline(
        generatedAt: Instant(ms: 0), builtSeq: 0, entries: 1, every: .hours(1), policy: .never, cause: .added,
        counted: false),
      budget: RefreshBudget(), pending: nil, nextRefresh: nil, nextRefreshCounted: false, builds: 1, countedBuilds: 0,
      memo: WidgetMemo(kindSlot: kindSlot))
  }

  @Test("the widget table reads like a dictionary, in the order widgets were added, across compactions")
  func widgetTable() {
    var table = WidgetTable()
    var expected: [String] = []
    for n in 1...300 {
      _ = table.insert(Self.widget("w\(n)", ordinal: n, kindSlot: n % 4))
      expected.append("w\(n)")
      if n % 3 != 0 {
        let victim = expected.remove(at: expected.count / 2)
        _ = table.remove(victim)
        if table.needsCompaction { _ = table.compact() }
      }
    }
    #expect(table.keys == expected)
    #expect(table.count == expected.count)
    #expect(table.map(\.key) == expected)
    #expect(table.values.map(\.ordinal) == table.values.map(\.ordinal).sorted())
    for id in expected { #expect(table[id]?.id == id) }
    #expect(table["w2"] == nil)
    #expect(table.slots.count <= 2 * table.count + 64)
    #expect(zip(table.slots, table.kindSlots).allSatisfy { ($0 == nil) == ($1 == -1) })
    for kindSlot in 0..<4 {
      #expect(table.slotsByKind[kindSlot] == table.kindSlots.indices.filter { table.kindSlots[$0] == kindSlot })
    }
  }

  @Test("tables with the same widgets are equal wherever their holes are")
  func tableEquality() {
    var a = WidgetTable()
    var b = WidgetTable()
    _ = a.insert(Self.widget("w1", ordinal: 1))
    _ = a.insert(Self.widget("w2", ordinal: 2))
    _ = a.remove("w1")
    _ = b.insert(Self.widget("w2", ordinal: 2))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
  }

  @Test("the indexed schedule always yields the earliest item, ties by slot, like a naive scan")
  func scheduleAgainstNaiveScan() {
    var random = SplitMix64(seed: 6)
    var schedule = RefreshSchedule()
    var naive: [Int: Instant] = [:]
    for _ in 0..<20_000 {
      let slot = random.below(64)
      if random.below(4) == 0 {
        schedule.schedule(slot: slot, at: nil)
        naive[slot] = nil
      } else {
        let at = Instant(ms: Int64(random.below(50)))
        schedule.schedule(slot: slot, at: at)
        naive[slot] = at
      }
      let best = naive.min { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key }
      let limit = Instant(ms: Int64(random.below(60)))
      let expected = best.flatMap { $0.value <= limit ? ($0.key, $0.value) : nil }
      let found = schedule.next(notAfter: limit)
      #expect(found?.slot == expected?.0 && found?.at == expected?.1)
      #expect(schedule.count == naive.count)
    }
  }

  @Test("the schedule re-keys its items when instants leave its keys' range, and still agrees with a naive scan")
  func scheduleAcrossRebases() {
    var random = SplitMix64(seed: 7)
    var schedule = RefreshSchedule()
    var naive: [Int: Instant] = [:]
    // Windows of instants far before 1970, around it, and near the largest instant a key could never hold from 0.
    let origins: [Int64] = [-(1 << 60), -5_000, 0, RefreshSchedule.offsetLimit - 1_000, 1 << 61]
    for round in 0..<20 {
      let origin = origins[round % origins.count]
      for _ in 0..<500 {
        let slot = random.below(40)
        if random.below(5) == 0 {
          schedule.schedule(slot: slot, at: nil)
          naive[slot] = nil
        } else {
          // Instants up to nearly the keys' whole range apart, so some need a new base and all still fit.
          let at = Instant(
            ms: origin + Int64(random.below(Int(RefreshSchedule.offsetLimit / 2))) * random.pick([1, -1]))
          schedule.schedule(slot: slot, at: at)
          naive[slot] = at
        }
        let best = naive.min { $0.value != $1.value ? $0.value < $1.value : $0.key < $1.key }
        let found = schedule.next(notAfter: Instant(ms: .max))
        #expect(found?.slot == best?.key && found?.at == best?.value)
        #expect(schedule.dueInstants == naive.values.sorted())
      }
      for slot in naive.keys { schedule.schedule(slot: slot, at: nil) }
      naive = [:]
    }
  }

  @Test("a schedule key holds every slot the widget table can have")
  func scheduleKeyHoldsSlots() {
    #expect(2 * Limits.widgetsMax + 65 <= 1 << RefreshSchedule.slotBits)
    // The latest instant a build can be scheduled at after the clock: the last entry of the longest timeline.
    #expect(Limits.spanMax.ms * Int64(Limits.entriesMax) < RefreshSchedule.offsetLimit)
  }

  @Test("many adds and removes keep the schedule, the slots and the build order consistent")
  func churn() throws {
    var world = TestWorld()
    var random = SplitMix64(seed: 42)
    var ids: [String] = []
    var adds = 0
    for step in 0..<2_000 {
      let line: String
      switch random.below(10) {
      case 0..<4 where ids.count < 120: line = "add " + random.pick(["weather", "stocks", "todo list=home"])
      case 0..<6 where ids.count > 20: line = "remove " + ids.remove(at: random.below(ids.count))
      case 6: line = "reload " + random.pick(["all", "weather", "stocks"])
      default: line = "tick " + random.pick(["1m", "7m", "1h"])
      }
      let log = try world.run(line)
      if line.hasPrefix("add") {
        ids.append(world.state.orderedWidgets.last!.id)
        adds += 1
      }
      for (a, b) in zip(log, log.dropFirst()) where a.cause != .added && b.cause != .added {
        let ordinal = { (id: String) in world.state.widgets[id]?.ordinal ?? 0 }
        #expect(a.at < b.at || (a.at == b.at && ordinal(a.widget) < ordinal(b.widget)), "step \(step)")
      }
      try Self.expectConsistent(world.state, step: step)
    }
    #expect(world.state.widgets.slots.count < adds, "the table was compacted at least once")
  }

  /// Every widget's scheduled instant is its `nextRefresh`, under its slot, and nothing else is scheduled.
  static func expectConsistent(_ state: SimState, step: Int) throws {
    var scheduled = 0
    var lastOrdinal = 0
    for (slot, widget) in state.widgets.slots.enumerated() {
      guard let widget else { continue }
      #expect(widget.ordinal > lastOrdinal, "step \(step): slots keep the order widgets were added")
      lastOrdinal = widget.ordinal
      #expect(state.widgets.slot(of: widget.id) == slot)
      #expect(state.widgets.kindSlots[slot] == widget.memo.kindSlot)
      let key = state.schedule.scheduledKey(slot: slot)
      if let next = widget.nextRefresh {
        try #require(key != nil, "step \(step): \(widget.id) is not scheduled")
        #expect(state.schedule.key(next, slot) == key)
        scheduled += 1
      } else {
        #expect(key == nil, "step \(step): \(widget.id) is scheduled without a next refresh")
      }
    }
    #expect(state.schedule.count == scheduled, "step \(step)")
    for (kindSlot, slots) in state.widgets.slotsByKind.enumerated() {
      let expected = state.widgets.kindSlots.indices.filter { state.widgets.kindSlots[$0] == kindSlot }
      #expect(slots == expected, "step \(step): the slots of kind \(kindSlot)")
    }
  }

  @Test("the cache finds each key's slot as a dictionary does, through its memo of recent keys or not")
  func cacheTableAgainstDictionary() {
    var random = SplitMix64(seed: 9)
    var cache = CacheTable()
    var naive: [String: CacheEntry] = [:]
    var order: [String] = []
    // More keys than the memo holds, so keys evict each other; canonically equal spellings share one entry.
    let keys =
      (0..<400).map { "k:\($0)" } + [
        "caf\u{E9}", "cafe\u{301}", "", "\u{212A}", "K", String(repeating: "x", count: 150),
      ]
    for seq in 1...20_000 {
      let key = random.pick(keys)
      if random.below(3) == 0 {
        #expect(cache.slot(of: key).map { cache.entries[$0] } == naive[key], "slot of \(key)")
        continue
      }
      let entry = CacheEntry(value: .int(Int64(seq)), writtenAt: Instant(ms: Int64(seq)), writeSeq: seq, ttl: nil)
      if naive[key] == nil { order.append(key) }
      naive[key] = entry
      cache.write(entry, for: key, valueBytes: entry.value.heldByteCount)
      #expect(cache[key] == entry)
    }
    #expect(cache.count == naive.count)
    #expect(cache.keys == order)
    #expect(cache.heldBytes == cache.reduce(0) { $0 + CacheTable.keyBytes($1.key) })
    for key in keys { #expect(cache[key] == naive[key] && cache.slot(of: key).map { cache.entries[$0] } == naive[key]) }
  }

  @Test("the budget forgets refreshes that left the window exactly as pruning on every record would")
  func budgetAgainstNaivePruning() {
    var random = SplitMix64(seed: 24)
    var budget = RefreshBudget()
    var naive: [Instant] = []
    var t = Instant(ms: 0)
    for _ in 0..<5_000 {
      t = t + TimeSpan(ms: Int64(random.below(4 * 3_600_000)))
      budget.record(t)
      naive = naive.filter { $0 > t - RefreshBudget.window } + [t]
      #expect(budget.refreshes == naive)
      let probe = t + TimeSpan(ms: Int64(random.below(30 * 3_600_000)))
      #expect(budget.used(at: probe) == naive.filter { $0 > probe - RefreshBudget.window && $0 <= probe }.count)
    }
    // Bursts of refreshes a minute apart, then long gaps: many leave the window at once, so the search is used too.
    for _ in 0..<3_000 {
      let gap = random.below(6) == 0 ? random.below(3 * 86_400_000) : random.below(120_000)
      t = t + TimeSpan(ms: Int64(gap))
      budget.record(t)
      naive = naive.filter { $0 > t - RefreshBudget.window } + [t]
      #expect(budget.refreshes == naive)
      let probe = t + TimeSpan(ms: Int64(random.below(30 * 3_600_000)))
      #expect(budget.used(at: probe) == naive.filter { $0 > probe - RefreshBudget.window && $0 <= probe }.count)
      let limit = 1 + random.below(60)
      let room = budget.earliestRoom(from: probe, limit: limit)
      let naiveRoom =
        naive.filter { $0 > probe - RefreshBudget.window }.count < limit
        ? probe : naive[naive.count - limit] + RefreshBudget.window
      #expect(room == max(naiveRoom, probe))
    }
    var rebuilt = RefreshBudget()
    for instant in naive { rebuilt.record(instant) }
    #expect(rebuilt == budget && rebuilt.hashValue == budget.hashValue)
    #expect(budget.storage.count <= 2 * max(naive.count, 16))
  }

  @Test(
    "a data value's size is counted exactly as its serialization is long",
    arguments: [
      "null", "true", "false", "0", "-7", "9223372036854775807", "-9223372036854775808", "2.5", "-0.125", "1e300",
      "\"\"", "\"sunny\"", "\"quote \\\" back \\\\ slash\"", "\"tab\\t nl\\n cr\\r bell\\u0007\"", "\"中文 é 🙂\"",
      "[]", "[1,[2,[3]],\"x\"]", "{}", "{\"temp\":21,\"sky\":{\"a\":[true,null]},\"k\\\"ey\":\"v\"}",
    ])
  func serializedByteCount(_ text: String) throws {
    let value = try JSONValue(parsing: text)
    #expect(value.serializedByteCount == value.serialized.utf8.count)
    #expect(value.depthAndByteCount == (value.depth, value.serializedByteCount, value.heldByteCount))
  }
}

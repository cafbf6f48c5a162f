import PropertyTesting
import Testing
import WidgetModel

/// docs/MODEL.md, "Limits": the cache accounts the bytes it holds in memory and refuses a write that would take it
/// past `Limits.cacheBytesMax`, so the state stays bounded however many keys a journal writes.
@Suite("The cache's memory bound")
struct CacheBytesTests {
  /// The accounted bytes recounted from scratch: each key's own cost and its value's held bytes.
  static func recount(_ cache: CacheTable) -> Int {
    cache.reduce(0) { $0 + CacheTable.keyBytes($1.key) + $1.value.value.heldByteCount }
  }

  /// A 16 KiB value shaped to hold the most memory per byte of JSON: `[[0],[0],…]`.
  static let heaviest: JSONValue = {
    let count = (16 * 1024 - 1) / 4
    return try! JSONValue(parsing: "[" + Array(repeating: "[0]", count: count).joined(separator: ",") + "]")
  }()

  /// Writes `value` under `key` as the REPL and replay do: checked, then applied.
  static func write(_ value: JSONValue, _ key: String, in state: inout SimState) throws(WidgetError) {
    let action = Action.dataArrived(key: key, value: value, ttl: nil)
    try state.check(action)
    state.apply(action)
  }

  @Test("the accounted bytes follow every write, overwrite and new key, as a recount from scratch says")
  func accountMatchesRecount() throws {
    let seed = UInt64(0x5EED_CAC4E)
    var rng = SplitMix64(seed: seed)
    var state = SimState(start: TestWorld.start)
    let values: [JSONValue] = [
      .int(3), .string("sunny"), .string(String(repeating: "é", count: 40)), .array([.int(1), .string("x")]),
      .object([("temperature", .double(21.5)), ("sky", .array([]))]), Self.heaviest,
    ]
    for step in 0...400 {
      try Self.write(
        rng.pick(values), "key:\(rng.below(30))" + String(repeating: "k", count: rng.below(3) * 20), in: &state)
      if step % 25 == 0 { #expect(state.cache.heldBytes == Self.recount(state.cache), "seed=\(seed) step \(step)") }
    }
  }

  @Test("the heaviest 16 KiB value is accounted at its real shape: buffers and headers, not its JSON text")
  func heaviestValue() {
    let held = Self.heaviest.heldByteCount
    // The figures docs/MODEL.md gives: a node, a member, and what the heaviest value holds.
    #expect(MemoryLayout<JSONValue>.stride == 24 && MemoryLayout<(key: String, value: JSONValue)>.stride == 40)
    #expect((650_000...720_000).contains(held), "\(held)")
    #expect(Self.heaviest.serializedByteCount <= 16 * 1024)
    // Each `[0]` is a node in the outer buffer and a buffer of its own with a header.
    let perElement = MemoryLayout<JSONValue>.stride * 2 + JSONValue.heapObjectBytes
    #expect(held >= 4_000 * perElement, "\(held)")
  }

  @Test("a value's accounting does not depend on how much room its arrays were given, so every replay agrees")
  func accountingIgnoresCapacity() {
    var roomy: [JSONValue] = []
    roomy.reserveCapacity(100)
    roomy += [.int(1), .int(2), .int(3)]
    #expect(roomy.capacity >= 100)
    #expect(JSONValue.array(roomy).heldByteCount == JSONValue.array([.int(1), .int(2), .int(3)]).heldByteCount)
    #expect(
      JSONValue.bufferCapacity(3) == 4 && JSONValue.bufferCapacity(5) == 8 && JSONValue.bufferCapacity(4096) == 4096)
  }

  @Test("a write past Limits.cacheBytesMax is refused with the bytes; an overwrite that shrinks the cache is not")
  func writeRefusedAtTheLimit() throws {
    var state = SimState(start: TestWorld.start)
    var keys = 0
    var refusal: WidgetError? = nil
    // The issue's journal: 100,000 keys of 16 KiB values. It stops long before, with the cache within its bound.
    while refusal == nil, keys < Limits.cacheKeysMax {
      do { try Self.write(Self.heaviest, "k\(keys)", in: &state) } catch { refusal = error }
      keys += 1
    }
    let error = try #require(refusal)
    guard case .cacheFull(let key, let bytes, let max) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(key == "k\(keys - 1)" && max == Limits.cacheBytesMax && bytes > max)
    #expect(state.cache.heldBytes <= Limits.cacheBytesMax && state.cache.count == keys - 1)
    #expect(
      error.description.hasPrefix(
        "data k\(keys - 1): the cache would hold \(bytes) bytes in memory, over its limit of \(max) (64 MiB)"))
    let before = state.cache.heldBytes
    try Self.write(.int(1), "k0", in: &state)
    #expect(state.cache.heldBytes < before && state.cache.heldBytes == Self.recount(state.cache))
  }
}

/// docs/MODEL.md, "Limits": the three containers and the server's answers share the bound, and each answer is counted
/// twice (it, and the copy a fetch may store in the extension's container), so no fetch can take the data past it.
@Suite("The memory bound with the network")
struct NetworkBytesTests {
  /// A kind whose provider fetches the key its widget is configured with.
  static let fetching = "define f families=small data={key} param=key:string fetch=network timeout=1s"

  /// The server answering `key` with `value`, checked and applied as the REPL and replay do.
  static func answer(_ value: JSONValue, _ key: String, in state: inout SimState) throws(WidgetError) {
    let action = Action.networkChanged(.rule(key: key, .answer(value, took: .zero, seq: 0)))
    try state.check(action)
    state.apply(action)
  }

  /// The bytes the server's rules hold, recounted from scratch.
  static func recount(_ network: Network) -> Int {
    network.rules.reduce(0) { total, rule in
      guard case .answer(let value, _, _) = rule.value else { return total + CacheTable.keyBytes(rule.key) }
      return total + CacheTable.keyBytes(rule.key) + value.heldByteCount
    }
  }

  @Test("answers are refused before their fetched copies could take the data past the bound")
  func answersAndCopiesWithinBound() throws {
    var world = try TestWorld(Self.fetching, "app foreground")
    var keys = 0
    var refusal: WidgetError? = nil
    while refusal == nil, keys < 1_000 {
      do { try Self.answer(CacheBytesTests.heaviest, "k\(keys)", in: &world.state) } catch { refusal = error }
      keys += 1
    }
    let error = try #require(refusal)
    guard case .networkFull(let key, let bytes, let max) = error else {
      Issue.record("\(error)")
      return
    }
    #expect(key == "k\(keys - 1)" && max == Limits.cacheBytesMax && bytes > max)
    #expect(
      error.description.hasPrefix(
        "net k\(keys - 1): the data would hold \(bytes) bytes in memory, over its limit of \(max) (64 MiB)"))
    // Every answer is fetched and its copy stored in the extension's container.
    for n in 0..<(keys - 1) { try world.run("add f key=k\(n)") }
    #expect(world.state.extensionCache.count == keys - 1)
    #expect(world.state.dataHeldBytes <= Limits.cacheBytesMax, "\(world.state.dataHeldBytes)")
    #expect(world.state.network.heldBytes == Self.recount(world.state.network))
    #expect(world.state.extensionCache.heldBytes == CacheBytesTests.recount(world.state.extensionCache))
    // A write that would add to the data is refused; one that shrinks it is always taken, data or answer.
    #expect(world.error("data more 1") != nil)
    #expect(world.error("net more timeout") != nil)
    try world.run("net k0 1", "reload all")
    #expect(world.state.extensionCache["k0"]?.value == .int(1))
    #expect(world.state.dataHeldBytes <= Limits.cacheBytesMax)
  }

  @Test("a copy fetched before its answer shrank stays counted until a fetch replaces it")
  func biggerCopyOfAnOldAnswer() throws {
    var world = try TestWorld(Self.fetching, "app foreground")
    try Self.answer(CacheBytesTests.heaviest, "old", in: &world.state)
    try world.run("add f key=old", "net old 1")
    #expect(world.state.extensionCache["old"]?.value == CacheBytesTests.heaviest)
    var keys = 0
    while (try? Self.answer(CacheBytesTests.heaviest, "k\(keys)", in: &world.state)) != nil { keys += 1 }
    for n in 0..<keys { try world.run("add f key=k\(n)") }
    #expect(world.state.dataHeldBytes <= Limits.cacheBytesMax, "\(world.state.dataHeldBytes)")
    try world.run("reload all")
    #expect(world.state.extensionCache["old"]?.value == .int(1))
    #expect(world.state.dataHeldBytes <= Limits.cacheBytesMax)
  }

  @Test("the accounted bytes of every container and of the network follow random writes, answers and fetches")
  func accountsMatchRecounts() throws {
    let seed = UInt64(0x5EED_0E7)
    var rng = SplitMix64(seed: seed)
    var world = try TestWorld(Self.fetching, "app foreground")
    let values: [JSONValue] = [
      .int(3), .string(String(repeating: "é", count: 40)), .array([.int(1), .string("x")]), CacheBytesTests.heaviest,
    ]
    for n in 0..<12 { try world.run("add f key=k\(n)") }
    for step in 0...300 {
      let key = "k\(rng.below(12))"
      switch rng.below(6) {
      case 0: try CacheBytesTests.write(rng.pick(values), key, in: &world.state)
      case 1: try Self.answer(rng.pick(values), key, in: &world.state)
      case 2: try world.run("net \(key) \(rng.below(2) == 0 ? "timeout" : "error")")
      case 3: try world.run("appgroup \(rng.below(2) == 0 ? "on" : "off")")
      default: try world.run("reload f")
      }
      let state = world.state
      #expect(state.cache.heldBytes == CacheBytesTests.recount(state.cache), "seed=\(seed) step \(step)")
      #expect(state.appCache.heldBytes == CacheBytesTests.recount(state.appCache), "seed=\(seed) step \(step)")
      #expect(
        state.extensionCache.heldBytes == CacheBytesTests.recount(state.extensionCache), "seed=\(seed) step \(step)")
      #expect(state.network.heldBytes == Self.recount(state.network), "seed=\(seed) step \(step)")
    }
  }
}

/// docs/MODEL.md, "Widgets, timelines and what is displayed": automatic ids end at `w999999999`.
@Suite("Automatic widget ids")
struct AutomaticIDTests {
  @Test("after w999999999 an add without as ID is refused with a clear message; a named widget is still added")
  func usedUp() throws {
    var world = TestWorld()
    let last = WidgetID.automatic(WidgetID.automaticMax)
    // A hand-written journal may add the last automatic id directly.
    let added = Action.widgetAdded(id: last, kind: "todo", family: .systemSmall, config: [:])
    try world.state.check(added)
    world.state.apply(added)
    #expect(world.state.nextWidgetNumber == WidgetID.automaticMax + 1)
    #expect(
      world.message("add weather")
        == "the automatic widget ids are used up (the last is w999999999); name the widget with add … as ID")
    try world.run("add weather as kitchen", "remove w999999999")
    #expect(world.state.widgets.keys.sorted() == ["kitchen"])
    #expect(world.error(Command(line: "add weather")) == .automaticIDsUsedUp(last: last))
  }
}

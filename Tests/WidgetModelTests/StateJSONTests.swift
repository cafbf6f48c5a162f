import Testing
import WidgetModel

/// docs/MODEL.md, "Canonical JSON state": the canonical JSON state, with stable keys, and the digest of the whole
/// state.
@Suite("Canonical JSON state and digest")
struct StateJSONTests {
  @Test("a new state has seq 0, the app in the background and the App Group available")
  func emptyState() {
    let state = SimState(start: TestWorld.start)
    #expect(
      state.json
        == #"{"seq":0,"now":"2026-03-01T08:00:00Z","app":"background","appGroup":true,"#
        + #""settings":{"budget":40,"minInterval":"5m","latency":"0s","configureCounts":false,"#
        + #""providerDeadline":"5s","retryAfter":"1h"},"widgets":[],"cache":[],"network":{"online":true,"answers":[]}}"#
    )
  }

  @Test("seq counts the actions folded; a refused command folds nothing")
  func seqCountsActions() throws {
    var world = TestWorld()
    #expect(world.state.seq == 3)
    _ = world.error("add nothing")
    try world.run("add weather", "tick 1m")
    #expect(world.json["seq"] == .int(5))
  }

  @Test("the state's keys are stable, and widgets and cache keep a fixed order")
  func stableKeys() throws {
    let world = try TestWorld(
      "data stocks:AAPL 1", "data weather:Beijing 2", "add stocks as zz", "add weather", "set latency=1m",
      "reload all")
    let json = world.json
    #expect(
      json.objectValue?.map(\.key) == ["seq", "now", "app", "appGroup", "settings", "widgets", "cache", "network"])
    #expect(json["widgets"]?.arrayValue?.map { $0["id"] } == [.string("zz"), .string("w1")])
    #expect(json["cache"]?.arrayValue?.map { $0["key"] } == [.string("stocks:AAPL"), .string("weather:Beijing")])
    let widget = try #require(world.json("zz"))
    #expect(widget.objectValue?.map(\.key) == ["id", "kind", "family", "config", "display", "timeline", "budget"])
    #expect(
      widget["display"]?.objectValue?.map(\.key) == [
        "status", "entryDate", "entry", "entries", "content", "dataKey", "dataState", "dataAge", "source",
      ])
    #expect(
      widget["timeline"]?.objectValue?.map(\.key) == [
        "generatedAt", "policy", "cause", "nextRefresh", "pending", "fetch", "failure",
      ])
    #expect(widget["budget"]?.objectValue?.map(\.key) == ["used", "limit"])
  }

  @Test("each copy names its container, the network lists every key's rule, and a widget its source, fetch and failure")
  func providerParts() throws {
    let world = try TestWorld(
      "define fc families=small entries=1 every=1h policy=after:30m data=k fetch=network timeout=6s", "data k 1",
      "appgroup off", "data k 2", "appgroup on", "net k 3 took=2s", "add fc", "net k 4 took=6s", "tick 30m",
      "net b timeout", "net a error", "net offline")
    world.expectWidget(
      "w1",
      is: """
        {"id":"w1","kind":"fc","family":"systemSmall","config":{},
         "display":{"status":"live","entryDate":"2026-03-01T08:00:00Z","entry":1,"entries":1,"content":3,
                    "dataKey":"k","dataState":"fresh","dataAge":"30m","source":"network"},
         "timeline":{"generatedAt":"2026-03-01T08:00:00Z","policy":"after:30m","cause":"added",
                     "nextRefresh":"2026-03-01T09:30:00Z","pending":null,"fetch":"answered",
                     "failure":{"at":"2026-03-01T08:30:00Z","fetch":"answered","waited":"6s"}},
         "budget":{"used":1,"limit":40}}
        """)
    #expect(
      world.json["cache"]?.serialized
        == #"[{"key":"k","container":"appGroup","writtenAt":"2026-03-01T08:00:00Z","ttl":null,"value":1},"#
        + #"{"key":"k","container":"app","writtenAt":"2026-03-01T08:00:00Z","ttl":null,"value":2},"#
        + #"{"key":"k","container":"extension","writtenAt":"2026-03-01T08:00:00Z","ttl":null,"value":3}]"#)
    #expect(
      world.json["network"]?.serialized
        == #"{"online":false,"answers":[{"key":"a","fails":"error"},{"key":"b","fails":"timeout"},"#
        + #"{"key":"k","answer":4,"took":"6s"}]}"#)
  }

  @Test("instants carry milliseconds only when they are not zero")
  func millisecondsInJSON() throws {
    let world = try TestWorld("tick 1500ms", "data k v ttl=90s")
    #expect(world.json["now"] == .string("2026-03-01T08:00:01.500Z"))
    #expect(
      world.json["cache"]?.serialized
        == #"[{"key":"k","container":"appGroup","writtenAt":"2026-03-01T08:00:01.500Z","ttl":"1m30s","value":"v"}]"#)
  }

  @Test("the same actions give the same digest, folded live or replayed from their record")
  func digestReplays() throws {
    let lines = [
      "add weather", "add stocks", "data weather:Beijing sunny", "tick 3h", "app foreground", "reload all",
      "set budget=2", "tick 1d", "remove w1", "add todo as t",
    ]
    var live = TestWorld()
    var journal: [Action] = BuiltinKinds.all.map { .kindDefined($0) }
    for line in lines {
      let action = try live.state.validate(Command(line: line))
      journal.append(action)
      live.state.apply(action)
    }
    var replayed = SimState(start: TestWorld.start)
    for action in journal {
      try replayed.check(action)
      replayed.apply(action)
    }
    #expect(replayed.digest == live.state.digest && replayed.json == live.state.json)
    #expect(replayed.digest.count == 16 && replayed.digest.allSatisfy(\.isHexDigit))
  }

  @Test(
    "a digest changes with any part of the state, including what the JSON leaves out",
    arguments: [
      "tick 1ms", "reload todo", "define extra data=x", "fail k error", "set budget=39", "data k v", "net k v",
      "net k timeout", "net offline", "set retryAfter=2h", "set providerDeadline=4s", "appgroup off",
    ])
  func digestSeesEverything(line: String) throws {
    var world = try TestWorld("add weather")
    let before = world.state.digest
    try world.run(line)
    #expect(world.state.digest != before)
  }

  @Test(
    "kinds that differ only in a fetch field have different digests",
    arguments: [
      "fetch=network", "timeout=2s", "cachedPolicy=never", "fallbackPolicy=never", "expired=fallback", "series=yes",
    ])
  func digestSeesFetchFields(field: String) throws {
    let plain = try TestWorld("define extra data=x").state.digest
    #expect(try TestWorld("define extra data=x \(field)").state.digest != plain)
  }
}

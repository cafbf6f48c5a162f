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
        + #""settings":{"budget":40,"minInterval":"5m","latency":"0s","configureCounts":false},"#
        + #""widgets":[],"cache":[]}"#)
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
      json.objectValue?.map(\.key) == ["seq", "now", "app", "appGroup", "settings", "widgets", "cache"])
    #expect(json["widgets"]?.arrayValue?.map { $0["id"] } == [.string("zz"), .string("w1")])
    #expect(json["cache"]?.arrayValue?.map { $0["key"] } == [.string("stocks:AAPL"), .string("weather:Beijing")])
    let widget = try #require(world.json("zz"))
    #expect(widget.objectValue?.map(\.key) == ["id", "kind", "family", "config", "display", "timeline", "budget"])
    #expect(
      widget["display"]?.objectValue?.map(\.key) == [
        "status", "entryDate", "entry", "entries", "content", "dataKey", "dataState", "dataAge",
      ])
    #expect(
      widget["timeline"]?.objectValue?.map(\.key) == ["generatedAt", "policy", "cause", "nextRefresh", "pending"])
    #expect(widget["budget"]?.objectValue?.map(\.key) == ["used", "limit"])
  }

  @Test("instants carry milliseconds only when they are not zero")
  func millisecondsInJSON() throws {
    let world = try TestWorld("tick 1500ms", "data k v ttl=90s")
    #expect(world.json["now"] == .string("2026-03-01T08:00:01.500Z"))
    #expect(
      world.json["cache"]?.serialized
        == #"[{"key":"k","writtenAt":"2026-03-01T08:00:01.500Z","ttl":"1m30s","value":"v"}]"#)
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
    arguments: ["tick 1ms", "reload todo", "define extra data=x", "fail k error", "set budget=39", "data k v"])
  func digestSeesEverything(line: String) throws {
    var world = try TestWorld("add weather")
    let before = world.state.digest
    try world.run(line)
    #expect(world.state.digest != before)
  }
}

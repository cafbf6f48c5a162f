import Testing
import WidgetModel

/// docs/MODEL.md, "Refresh: policy, requests, budget": WidgetCenter reload requests — targets, latency, coalescing, and
/// foreground versus background.
@Suite("Reload requests")
struct ReloadRequestTests {
  @Test("reload KIND makes every widget of that kind due, and no other")
  func reloadKind() throws {
    var world = try TestWorld("add weather", "add stocks", "add weather city=Guangzhou", "tick 10m")
    #expect(lines(try world.run("reload weather")) == ["w1 08:10 reload counted", "w3 08:10 reload counted"])
    #expect(world.state.orderedWidgets.map { world.state.budgetUsed($0) } == [1, 0, 1])
    #expect(try world.widget("w2").timeline.cause == .added)
  }

  @Test("reload all makes every widget due, a never widget included")
  func reloadAll() throws {
    var world = try TestWorld("add weather", "add stocks", "add todo list=inbox", "tick 10m")
    let log = try world.run("reload all")
    #expect(
      lines(log) == ["w1 08:10 reload counted", "w2 08:10 reload counted", "w3 08:10 reload counted"])
    #expect(world.state.lastReloadAllSeq == world.state.seq)
  }

  @Test("a reload becomes due after the latency setting, and the widget shows when")
  func reloadLatency() throws {
    var world = try TestWorld("add weather", "add stocks", "set latency=2m", "app foreground", "tick 10m")
    #expect(lines(try world.run("reload all")) == [])
    world.expectWidget(
      "w1",
      is: """
        {"id":"w1","kind":"weather","family":"systemSmall","config":{"city":"Beijing"},
         "display":{"status":"placeholder","entryDate":"2026-03-01T08:00:00Z","entry":1,"entries":5,"content":null,
                    "dataKey":"weather:Beijing","dataState":"missing","dataAge":null,"source":"fallback"},
         "timeline":{"generatedAt":"2026-03-01T08:00:00Z","policy":"atEnd","cause":"added",
                     "nextRefresh":"2026-03-01T08:12:00Z","pending":{"dueAt":"2026-03-01T08:12:00Z","counted":false},
                     "fetch":null,"failure":null},
         "budget":{"used":0,"limit":40}}
        """)
    #expect(lines(try world.run("tick 1m59s999ms")) == [])
    #expect(lines(try world.run("tick 1ms")) == ["w1 08:12 reload free", "w2 08:12 reload free"])
    #expect(world.json("w1")?["timeline"]?["pending"] == .null)
  }

  @Test("a foreground reload is not counted and is done at once, whatever the budget and the minimum interval")
  func foregroundReload() throws {
    var world = try TestWorld("set budget=1", "add stocks", "tick 1h")
    #expect(world.state.budgetUsed(try world.widget("w1")) == 1)
    try world.run("app foreground")
    #expect(lines(try world.run("reload stocks")) == ["w1 09:00 reload free"])
    #expect(lines(try world.run("reload all")) == ["w1 09:00 reload free"])
    let widget = try world.widget("w1")
    #expect(world.state.budgetUsed(widget) == 1 && widget.builds == 4 && widget.countedBuilds == 1)
  }

  @Test("a background reload is counted, and waits for the minimum interval since the last build")
  func backgroundReload() throws {
    var world = try TestWorld("add weather", "tick 2m")
    #expect(lines(try world.run("reload weather")) == [])
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("08:05"))
    #expect(lines(try world.run("tick 5m")) == ["w1 08:05 reload counted (due 08:02)"])
    #expect(world.state.budgetUsed(try world.widget("w1")) == 1)
  }

  @Test("the app state that counts is the one when the request is made")
  func appStateAtRequest() throws {
    var world = try TestWorld("add weather", "set latency=10m", "app foreground", "reload weather", "app background")
    #expect(lines(try world.run("tick 10m")) == ["w1 08:10 reload free"])
    try world.run("reload weather", "app foreground")
    #expect(lines(try world.run("tick 10m")) == ["w1 08:20 reload counted"])
  }

  @Test("two requests coalesce into one, due at the earlier instant")
  func coalesceEarlier() throws {
    var world = try TestWorld("add weather", "set minInterval=1m", "set latency=10m", "reload weather", "tick 2m")
    try world.run("set latency=1m", "reload weather")
    #expect(
      world.json("w1")?["timeline"]?["pending"]?.serialized == #"{"dueAt":"2026-03-01T08:03:00Z","counted":true}"#)
    #expect(lines(try world.run("tick 20m")) == ["w1 08:03 reload counted"])
    #expect(world.state.budgetUsed(try world.widget("w1")) == 1)
  }

  @Test(
    "coalesced requests are counted only if all of them were",
    arguments: [
      (["app background", "reload weather", "app foreground", "reload weather"], false),
      (["app foreground", "reload weather", "app background", "reload weather"], false),
      (["app background", "reload weather", "reload all"], true),
      (["app foreground", "reload weather", "reload all"], false),
    ])
  func coalesceCounted(requests: [String], counted: Bool) throws {
    var world = try TestWorld("add weather", "set latency=10m")
    try world.run(requests)
    #expect(world.json("w1")?["timeline"]?["pending"]?["counted"] == .bool(counted))
    let log = try world.run("tick 20m")
    #expect(lines(log) == ["w1 08:10 reload \(counted ? "counted" : "free")"])
  }

  @Test("any build of a widget satisfies what was pending for it")
  func buildSatisfiesPending() throws {
    var world = try TestWorld("add weather", "set latency=10m", "reload weather", "tick 5m")
    #expect(lines(try world.run("configure w1 city=Shanghai")) == ["w1 08:05 configured free"])
    #expect(world.json("w1")?["timeline"]?["pending"] == .null)
    #expect(lines(try world.run("tick 20m")) == [])
  }

  @Test("a policy refresh before a pending reload's instant satisfies the reload")
  func policySatisfiesPending() throws {
    var world = try TestWorld("add stocks", "set latency=2h", "tick 50m", "reload stocks")
    let log = try world.run("tick 3h")
    #expect(lines(log) == ["w1 09:00 policy counted", "w1 10:00 policy counted", "w1 11:00 policy counted"])
  }

  @Test("a pending reload that is due before the policy is the refresh's cause and due instant")
  func reloadBeforePolicy() throws {
    var world = try TestWorld("set budget=1", "add stocks", "tick 1h", "tick 10m", "reload stocks")
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("2026-03-02T09:00:00Z"))
    let log = try world.run("tick to 2026-03-02T09:00:00Z")
    #expect(lines(log) == ["w1 03-02 09:00 reload counted (due 09:10)"])
  }

  @Test("a removed widget's pending reload is gone with it")
  func removeDropsPending() throws {
    var world = try TestWorld("add weather", "add weather", "set latency=1m", "reload weather", "remove w1")
    #expect(lines(try world.run("tick 10m")) == ["w2 08:05 reload counted (due 08:01)"])
  }
}

import Testing
import WidgetModel

/// docs/MODEL.md, "Widgets, timelines and what is displayed": adding, configuring and removing widgets, building
/// timelines, and which entry is displayed.
@Suite("Timelines and what is displayed")
struct TimelineDisplayTests {
  @Test("add builds the first timeline at once, reading the cache, without counting it against the budget")
  func addBuildsFirstTimeline() throws {
    var world = try TestWorld("tick 10m", "data weather:Shanghai sunny", "tick 5m")
    let log = try world.run("add weather medium city=Shanghai")
    #expect(lines(log) == ["w1 08:15 added free"])
    world.expectWidget(
      "w1",
      is: """
        {"id":"w1","kind":"weather","family":"systemMedium","config":{"city":"Shanghai"},
         "display":{"status":"live","entryDate":"2026-03-01T08:15:00Z","entry":1,"entries":5,"content":"sunny",
                    "dataKey":"weather:Shanghai","dataState":"fresh","dataAge":"5m","source":"cache"},
         "timeline":{"generatedAt":"2026-03-01T08:15:00Z","policy":"atEnd","cause":"added",
                     "nextRefresh":"2026-03-01T12:15:00Z","pending":null,"fetch":null,"failure":null},
         "budget":{"used":0,"limit":40}}
        """)
    let widget = try world.widget("w1")
    #expect(widget.builds == 1 && widget.countedBuilds == 0 && widget.budget.refreshes.isEmpty)
  }

  @Test("add takes the kind's first family and the parameters' defaults when none are given")
  func addTakesDefaults() throws {
    var world = TestWorld()
    #expect(lines(try world.run("add stocks")) == ["w1 08:00 added free"])
    world.expectWidget(
      "w1",
      is: """
        {"id":"w1","kind":"stocks","family":"systemSmall","config":{"symbol":"AAPL"},
         "display":{"status":"placeholder","entryDate":"2026-03-01T08:00:00Z","entry":1,"entries":12,"content":null,
                    "dataKey":"stocks:AAPL","dataState":"missing","dataAge":null,"source":"fallback"},
         "timeline":{"generatedAt":"2026-03-01T08:00:00Z","policy":"after:1h","cause":"added",
                     "nextRefresh":"2026-03-01T09:00:00Z","pending":null,"fetch":null,"failure":null},
         "budget":{"used":0,"limit":40}}
        """)
  }

  @Test(
    "the displayed entry is the last one dated at or before now",
    arguments: [
      ("0s", 1, "08:00"), ("9m59s999ms", 1, "08:00"), ("10m", 2, "08:10"), ("19m59s", 2, "08:10"),
      ("20m", 3, "08:20"), ("5h", 3, "08:20"), ("3d", 3, "08:20"),
    ])
  func displayedEntry(elapsed: String, entry: Int, date: String) throws {
    var world = try TestWorld(
      "define slides families=small entries=3 every=10m policy=never data=slides", "data slides [1,2]",
      "add slides")
    #expect(lines(try world.run("tick \(elapsed)")) == [])
    let shown = try world.display("w1")
    #expect(shown.entryIndex + 1 == entry)
    #expect(shown.entryDate == TestWorld.at(date))
    #expect(world.json("w1")?["display"]?["entry"] == .int(Int64(entry)))
  }

  @Test("a parameter with no value and no default resolves no key, so the widget reads nothing")
  func missingParameterReadsNothing() throws {
    var world = try TestWorld("data todo:groceries [\"milk\"]", "add todo large", "data todo:groceries [\"eggs\"]")
    let widget = try world.widget("w1")
    #expect(widget.config.isEmpty)
    #expect(widget.timeline.dataKey == nil && widget.timeline.data == nil)
    #expect(widget.timeline.missingReason == .unresolvedKey(param: "list"))
    // Data for every list arrives, and still none of it is "newer data for its key": it has no key.
    #expect(try world.display("w1").status == .blank)
    #expect(
      lines(try world.run("configure w1 list=groceries")) == ["w1 08:00 configured free"])
    #expect(try world.display("w1").content == .array([.string("eggs")]))
    #expect(try world.display("w1").status == .live)
  }

  @Test("with the App Group unavailable a kind that reads through it finds nothing, and is stale once it is back")
  func appGroupOffReadsNothing() throws {
    var world = try TestWorld("data weather:Beijing sunny", "appgroup off")
    #expect(lines(try world.run("add weather")) == ["w1 08:00 added free"])
    #expect(try world.widget("w1").timeline.missingReason == .appGroupUnavailable)
    #expect(try world.display("w1").status == .placeholder && world.display("w1").content == nil)
    // The environment matters when a timeline is built: turning the group back on rebuilds nothing, but the App Group
    // now holds data for its key, and showing no data counts as older than any write.
    #expect(lines(try world.run("appgroup on")) == [])
    #expect(try world.display("w1").status == .stale && world.display("w1").content == nil)
    #expect(try world.display("w1").newerData?.value == .string("sunny"))
    #expect(lines(try world.run("app foreground", "reload weather")) == ["w1 08:00 reload free"])
    #expect(try world.display("w1").content == .string("sunny") && world.display("w1").status == .live)
  }

  @Test("a kind with appgroup=no reads only the extension's container: the app's writes never reach it")
  func kindWithoutAppGroupReadsOnlyExtension() throws {
    var world = try TestWorld(
      "define note families=small data=note:today appgroup=no", "data note:today hello", "appgroup off",
      "data note:today again", "add note")
    #expect(try world.display("w1").content == nil)
    #expect(try world.display("w1").status == .placeholder)
    #expect(try world.widget("w1").timeline.missingReason == .noData)
    try world.run("appgroup on", "data note:today later", "app foreground", "reload note")
    #expect(try world.display("w1").status == .placeholder && world.display("w1").content == nil)
    // An answer a fetching kind stored under the same key is in the extension's container, which it does read.
    try world.run(
      "define noteFetch families=small data=note:today fetch=network", "net note:today fetched", "add noteFetch")
    #expect(try world.display("w1").status == .stale)
    try world.run("reload note")
    #expect(try world.display("w1").content == .string("fetched") && world.display("w1").status == .live)
    #expect(try world.widget("w1").timeline.data?.container == .extension)
  }

  @Test(
    "a data key template fills each placeholder from the configuration, and resolves nothing when one is missing",
    arguments: [
      ("weather:{city}", ["city": "Paris"], "weather:Paris"),
      ("{a}-{b}-{a}", ["a": "1", "b": "2"], "1-2-1"),
      ("static:key", [:], "static:key"),
      ("{a}:{b}", ["a": "1"], nil),
    ] as [(String, [String: String], String?)])
  func templateResolution(template: String, config: [String: String], key: String?) throws {
    let parsed = try #require(DataKeyTemplate(template))
    #expect(parsed.resolve(config.mapValues { .string($0) }) == key)
  }

  @Test("malformed data key templates are refused", arguments: ["", "a{", "a}", "{}", "{a{b}}", "x:{a"])
  func templateRefused(template: String) {
    #expect(DataKeyTemplate(template) == nil)
  }

  @Test("a data key with no placeholder reads the same key for every configuration")
  func keyIgnoringConfiguration() throws {
    let world = try TestWorld(
      "define headline families=small param=topic:enum:tech|sport=tech data=news:today",
      "data news:today {\"title\":\"Rain\"}", "add headline topic=tech", "add headline topic=sport")
    for id in ["w1", "w2"] {
      let shown = try world.display(id)
      #expect(shown.dataKey == "news:today" && shown.content == .object([("title", .string("Rain"))]))
    }
    #expect(try world.widget("w1").config != world.widget("w2").config)
  }

  @Test("configure changes parameters and rebuilds at once, without counting against the budget")
  func configureRebuildsAtOnce() throws {
    var world = try TestWorld("add weather", "tick 10m", "data weather:Shanghai rain")
    let log = try world.run("configure w1 city=Shanghai")
    #expect(lines(log) == ["w1 08:10 configured free"])
    world.expectWidget(
      "w1",
      is: """
        {"id":"w1","kind":"weather","family":"systemSmall","config":{"city":"Shanghai"},
         "display":{"status":"live","entryDate":"2026-03-01T08:10:00Z","entry":1,"entries":5,"content":"rain",
                    "dataKey":"weather:Shanghai","dataState":"fresh","dataAge":"0s","source":"cache"},
         "timeline":{"generatedAt":"2026-03-01T08:10:00Z","policy":"atEnd","cause":"configured",
                     "nextRefresh":"2026-03-01T12:10:00Z","pending":null,"fetch":null,"failure":null},
         "budget":{"used":0,"limit":40}}
        """)
  }

  @Test("configure even with the budget spent and inside the minimum interval still rebuilds at once")
  func configureIgnoresBudget() throws {
    var world = try TestWorld("set budget=1", "add stocks", "tick 1h", "tick 1m")
    #expect(world.state.budgetUsed(try world.widget("w1")) == 1)
    #expect(lines(try world.run("configure w1 symbol=MSFT")) == ["w1 09:01 configured free"])
    #expect(try world.widget("w1").timeline.dataKey == "stocks:MSFT")
  }

  @Test("a counted configure that waits leaves the widget stale when its new key has data it does not show yet")
  func configureCountedWaitingIsStale() throws {
    var world = try TestWorld(
      "data weather:Shanghai 5", "data weather:Beijing 1", "add weather", "set configureCounts=true")
    try world.run("configure w1 city=Shanghai")
    let shown = try world.display("w1")
    #expect(shown.dataKey == "weather:Beijing")
    #expect(shown.content == .int(1))
    #expect(shown.status == .stale)
    #expect(shown.newerData?.value == .int(5))
    let why = Narrator(world.state).why(try world.widget("w1")).joined(separator: "\n")
    #expect(why.contains("its configuration now reads weather:Shanghai"))
    #expect(why.contains("A rebuild for a configuration change is pending"))
    try world.run("tick 5m")
    #expect(try world.display("w1").status == .live)
    #expect(try world.display("w1").content == .int(5))
  }

  @Test("with configureCounts=true a configure is counted and waits for budget and minimum interval")
  func configureCounted() throws {
    var world = try TestWorld("set configureCounts=true", "add weather", "tick 2m")
    // Inside the minimum interval of the first timeline: the change waits until 08:05.
    #expect(lines(try world.run("configure w1 city=Shanghai")) == [])
    #expect(try world.widget("w1").config == ["city": .string("Shanghai")])
    #expect(try world.display("w1").dataKey == "weather:Beijing")
    #expect(
      world.json("w1")?["timeline"]?["pending"]?.serialized == #"{"dueAt":"2026-03-01T08:02:00Z","counted":true}"#)
    // A counted configure waits like a request, and its build is recorded as a configuration change.
    #expect(lines(try world.run("tick 5m")) == ["w1 08:05 configured counted (due 08:02)"])
    #expect(try world.display("w1").dataKey == "weather:Shanghai")
    #expect(world.state.budgetUsed(try world.widget("w1")) == 1)

    // With the budget spent, the next counted configure is deferred by a day.
    try world.run("set budget=1", "tick 10m")
    #expect(lines(try world.run("configure w1 city=Guangzhou")) == [])
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("2026-03-02T08:05:00Z"))
    #expect(
      lines(try world.run("tick to 2026-03-02T08:05:00Z")) == ["w1 03-02 08:05 configured counted (due 08:17)"])
    #expect(try world.display("w1").dataKey == "weather:Guangzhou")
  }

  @Test("remove takes the widget, its timeline and its schedule away")
  func removeTakesWidgetAway() throws {
    var world = try TestWorld("add stocks", "add stocks symbol=MSFT", "reload stocks")
    let before = world.json
    #expect(lines(try world.run("remove w1")) == [])
    #expect(world.state.widgets["w1"] == nil)
    #expect(world.json["widgets"]?.arrayValue?.map { $0["id"] } == [.string("w2")])
    #expect(world.json("w2") == before["widgets"]?.arrayValue?[1])
    // The pending reload was deferred by the minimum interval of the first timeline; w1 no longer takes part.
    #expect(lines(try world.run("tick 2h")) == ["w2 08:05 reload counted (due 08:00)", "w2 09:05 policy counted"])
  }

  @Test("automatic ids count up and are never reused after a remove")
  func idsNeverReused() throws {
    var world = try TestWorld("add weather", "add weather", "remove w2", "add weather", "remove w3", "remove w1")
    try world.run("add todo", "add todo as shopping", "add todo")
    #expect(world.state.orderedWidgets.map(\.id) == ["w4", "shopping", "w5"])
    #expect(world.state.nextWidgetNumber == 6)
  }

  @Test("fail records the failure and keeps the old value, which the widget goes on showing until its ttl")
  func failKeepsOldValue() throws {
    var world = try TestWorld("data weather:Beijing sunny", "add weather", "tick 10m")
    #expect(lines(try world.run("fail weather:Beijing timeout")) == [])
    #expect(world.state.cache["weather:Beijing"]?.value == .string("sunny"))
    #expect(world.state.failures["weather:Beijing"]?.reason == .timeout)
    #expect(
      world.json["cache"]?.serialized
        == #"[{"key":"weather:Beijing","container":"appGroup","writtenAt":"2026-03-01T08:00:00Z","ttl":null,"#
        + #""value":"sunny","#
        + #""failure":{"at":"2026-03-01T08:10:00Z","reason":"timeout"}}]"#)
    #expect(lines(try world.run("app foreground", "reload weather")) == ["w1 08:10 reload free"])
    #expect(try world.display("w1").content == .string("sunny") && world.display("w1").status == .live)
    try world.run("tick 20m")
    #expect(try world.display("w1").status == .live)
    try world.run("tick 1ms")
    #expect(try world.display("w1").status == .stale && world.display("w1").content == .string("sunny"))
  }

  @Test("a failure older than the last write is not shown in the cache")
  func failureThenWrite() throws {
    let world = try TestWorld("fail weather:Beijing error", "tick 1m", "data weather:Beijing sunny")
    #expect(
      world.json["cache"]?.serialized
        == #"[{"key":"weather:Beijing","container":"appGroup","writtenAt":"2026-03-01T08:01:00Z","ttl":null,"#
        + #""value":"sunny"}]"#)
  }

  @Test("writing data refreshes no widget by itself")
  func dataRefreshesNothing() throws {
    var world = try TestWorld("add weather", "add stocks", "tick 10m")
    let before = world.json("w1")
    #expect(lines(try world.run("data weather:Beijing sunny", "data stocks:AAPL 190.5")) == [])
    #expect(try world.widget("w1").builds == 1 && world.widget("w2").builds == 1)
    #expect(world.json("w1")?["timeline"] == before?["timeline"])
  }
}

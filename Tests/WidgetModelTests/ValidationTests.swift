import Testing
import WidgetCommands
import WidgetModel

/// docs/MODEL.md, "Actions and validation": a command becomes an action only if it is valid; an invalid one is a clear
/// error that changes nothing.
@Suite("Validation")
struct ValidationTests {
  /// A command that must fail against the standard world, and its exact message.
  struct Case: Sendable, CustomTestStringConvertible {
    var command: Command
    var message: String
    var testDescription: String { "\(command)" }

    init(_ line: String, _ message: String) {
      self.command = Command(line: line)
      self.message = message
    }

    init(_ command: Command, _ message: String) {
      self.command = command
      self.message = message
    }
  }

  /// `w1` weather, `w2` stocks and `home` todo at 09:00, and a kind with int and bool parameters.
  static func world() throws -> TestWorld {
    try TestWorld(
      "define counter families=small,xl param=count:int=3 param=compact:bool=false data=counter:{count}",
      "define note families=small data=note:today", "add weather", "add stocks", "add todo as home", "tick 1h")
  }

  static let names: [Case] = [
    Case("remove w3", "no widget 'w3'; did you mean 'w1'? (widgets: w1, w2, home)"),
    Case("configure hom list=x", "no widget 'hom'; did you mean 'home'? (widgets: w1, w2, home)"),
    Case("remove garden", "no widget 'garden' (widgets: w1, w2, home)"),
    Case("add wether", "no kind 'wether'; did you mean 'weather'? (kinds: weather, stocks, todo, counter, note)"),
    Case("reload stock", "no kind 'stock'; did you mean 'stocks'? (kinds: weather, stocks, todo, counter, note)"),
    Case("add weather cty=Beijing", "kind 'weather' has no parameter 'cty'; did you mean 'city'? (parameters: city)"),
    Case(
      "configure w2 Symbol=MSFT", "kind 'stocks' has no parameter 'Symbol'; did you mean 'symbol'? (parameters: symbol)"
    ),
    Case("add note topic=x", "kind 'note' has no parameters (it has a static configuration); 'topic' is not one"),
    Case(
      "add weather smal",
      "no family 'smal'; did you mean 'small'? (families: small, medium, large, xl, circular, rectangular, inline)"),
    Case(
      "add weather systemSmal",
      "no family 'systemSmal'; did you mean 'systemSmall'? (families: small, medium, large, xl, circular, rectangular, inline)"
    ),
    Case(
      "add weather city=Shanghi",
      "'Shanghi' is not an option of city; did you mean 'Shanghai'? (options: Beijing, Shanghai, Guangzhou)"),
    Case(
      "configure w1 city=beijing",
      "'beijing' is not an option of city; did you mean 'Beijing'? (options: Beijing, Shanghai, Guangzhou)"),
    Case("configure w1 city=Paris", "'Paris' is not an option of city (options: Beijing, Shanghai, Guangzhou)"),
    Case(
      "app foregrund",
      "'foregrund' is not an option of app; did you mean 'foreground'? (options: foreground, background, update)"),
    Case("appgroup yes", "'yes' is not an option of appgroup (options: on, off)"),
    Case(
      "fail weather:Beijing timout",
      "'timout' is not an option of fail reason; did you mean 'timeout'? (options: timeout, error)"),
    Case(
      "set providerDeadlin=1s",
      "no setting 'providerDeadlin'; did you mean 'providerDeadline'? (19 settings, e.g. budget, minInterval, latency, configureCounts, providerDeadline, retryAfter)"
    ),
    Case(
      "net sometimes",
      "'sometimes' is not an option of net (options: online, offline, KEY VALUE, KEY timeout, KEY error)"),
    Case(
      "net onlin",
      "'onlin' is not an option of net; did you mean 'online'? (options: online, offline, KEY VALUE, KEY timeout, KEY error)"
    ),
    Case(.netFails(key: "k", how: "slow"), "'slow' is not an option of net k (options: timeout, error)"),
    Case(
      "set budgt=3",
      "no setting 'budgt'; did you mean 'budget'? (19 settings, e.g. budget, minInterval, latency, configureCounts, providerDeadline, retryAfter)"
    ),
  ]

  @Test("an unknown name is an error that names it and suggests the near miss", arguments: names)
  func unknownNames(_ example: Case) throws {
    #expect(try Self.world().message(example.command) == example.message)
  }

  static let values: [Case] = [
    Case("add counter count=three", "parameter count: 'three' is not an integer"),
    Case("add counter compact=maybe", "parameter compact: 'maybe' is not true or false"),
    Case("add weather city=Beijing city=Shanghai", "parameter 'city' is given twice"),
    // The REPL's parser refuses `configure w1` before validation sees it; a journal or a library caller may not.
    Case(.configure(id: "w1", params: []), "configure w1: give at least one PARAM=VALUE"),
    Case(
      "add stocks large",
      "kind 'stocks' does not support systemLarge; it supports small (systemSmall), medium (systemMedium)"),
    Case(
      "add counter accessoryInline",
      "kind 'counter' does not support accessoryInline; it supports small (systemSmall), xl (systemExtraLarge)"),
    Case(
      "tick to 2026-03-01T08:30:00Z",
      "the clock only moves forward: it is 2026-03-01T09:00:00Z, and 2026-03-01T08:30:00Z is earlier"),
    Case("tick 1hour", "tick: '1hour' is not a duration such as 500ms, 45s, 15m, 1h30m or 2d"),
    Case("add todo as home", "a widget 'home' already exists; choose another id"),
    Case("add weather as w5", "'w5' looks like an automatic id (w1, w2, …); name your widget something else"),
    Case("add weather as w1", "'w1' looks like an automatic id (w1, w2, …); name your widget something else"),
    Case(
      "add weather as 9lives",
      "widget id '9lives' is not a valid widget id (an ASCII letter first, then letters, digits, '_', '-', '.' and ':'; at most 200 bytes)"
    ),
    Case("data weather:Beijing sunny ttl=soon", "ttl: 'soon' is not a duration such as 500ms, 45s, 15m, 1h30m or 2d"),
    Case("set budget=lots", "budget: 'lots' is not a whole number from 1 to 100000"),
    Case("set configureCounts=maybe", "configureCounts: 'maybe' is not true or false"),
  ]

  @Test("a wrong value, family, instant or id is an error that says what was expected", arguments: values)
  func wrongValues(_ example: Case) throws {
    #expect(try Self.world().message(example.command) == example.message)
  }

  static let limits: [Case] = [
    Case("tick 401d", "a tick of 401d is longer than the limit of 400d; tick in steps"),
    Case(
      "tick to 10000-01-01T00:00:00Z",
      "tick to: '10000-01-01T00:00:00Z' is not a time such as 14:30, 2026-03-01T14:30:00Z or 2026-03-01T22:30:00+08:00"),
    Case("set budget=0", "budget: '0' is not a whole number from 1 to 100000"),
    Case("set budget=100001", "budget: '100001' is not a whole number from 1 to 100000"),
    Case("set minInterval=366d", "minInterval: '366d' is not a duration up to 365d"),
    Case("set latency=400d", "latency: '400d' is not a duration up to 365d"),
    Case("data weather:Beijing x ttl=366d", "ttl: '366d' is not a duration up to 365d"),
    Case(
      .data(key: "k", value: .string(String(repeating: "x", count: Limits.dataValueBytesMax + 1)), ttl: nil),
      "too many bytes in a data value (a limit of this simulator, not of WidgetKit): the limit is 8388608"),
    Case(
      .data(key: "k", value: (0..<33).reduce(JSONValue.int(1)) { value, _ in .array([value]) }, ttl: nil),
      "too many levels of nesting in a data value: the limit is 32"),
    Case(
      .data(key: "bad\nkey", value: .null, ttl: nil),
      "cache key 'bad\nkey' is not a valid cache key (not empty, no control characters, at most 200 bytes)"),
    Case(
      .add(kind: "todo", family: nil, params: [KeyValue("list", String(repeating: "x", count: 201))], id: nil),
      "parameter list: '\(String(repeating: "x", count: 40))…' is not a string of at most 200 bytes (it has 201)"),
    Case("tick 99999999d", "tick: '99999999d' is not a duration up to 400d"),
    Case(
      "tick -5m",
      "tick: '-5m' is not a duration forward: the clock only moves forward (back and goto look at the past)"),
    Case("tick 1h1h", "tick: '1h1h' is not a duration with each unit once, the largest first, such as 1h30m"),
    Case("tick 30m1h", "tick: '30m1h' is not a duration with each unit once, the largest first, such as 1h30m"),
    Case("set minInterval=-5m", "minInterval: '-5m' is not a duration: durations are never negative"),
    Case("set providerDeadline=0s", "providerDeadline: '0s' is not a duration from 1ms to 1h"),
    Case("set providerDeadline=1h1ms", "providerDeadline: '1h1ms' is not a duration from 1ms to 1h"),
    Case(
      "set providerDeadline=soon", "providerDeadline: 'soon' is not a duration such as 500ms, 45s, 15m, 1h30m or 2d"),
    Case("set retryAfter=999ms", "retryAfter: '999ms' is not a duration from 1s to 365d"),
    Case("set retryAfter=366d", "retryAfter: '366d' is not a duration from 1s to 365d"),
    Case("net k 1 took=1h1ms", "took: '1h1ms' is not a duration up to 1h"),
    Case("net k 1 took=soon", "took: 'soon' is not a duration such as 500ms, 45s, 15m, 1h30m or 2d"),
    Case(
      .net(key: "k", value: .string(String(repeating: "x", count: Limits.dataValueBytesMax + 1)), took: nil),
      "too many bytes in a data value (a limit of this simulator, not of WidgetKit): the limit is 8388608"),
    Case(
      .net(key: "k", value: (0..<33).reduce(JSONValue.int(1)) { value, _ in .array([value]) }, took: nil),
      "too many levels of nesting in a data value: the limit is 32"),
    Case(
      .net(key: "bad\nkey", value: .null, took: nil),
      "cache key 'bad\nkey' is not a valid cache key (not empty, no control characters, at most 200 bytes)"),
    Case(
      .netFails(key: "", how: "timeout"),
      "cache key '' is not a valid cache key (not empty, no control characters, at most 200 bytes)"),
    // A series is an array like any data value, and held to the same limits.
    Case(
      .data(
        key: "forecast", value: .array([.string(String(repeating: "x", count: Limits.dataValueBytesMax))]), ttl: nil),
      "too many bytes in a data value (a limit of this simulator, not of WidgetKit): the limit is 8388608"),
    Case(
      .net(
        key: "forecast", value: .array([.string(String(repeating: "x", count: Limits.dataValueBytesMax))]), took: "1s"),
      "too many bytes in a data value (a limit of this simulator, not of WidgetKit): the limit is 8388608"),
  ]

  @Test("each limit is checked with a clear error", arguments: limits)
  func limitsChecked(_ example: Case) throws {
    #expect(try Self.world().message(example.command) == example.message)
  }

  @Test("a tick that could need too many timeline builds is refused before it starts")
  func tickTooMuchWork() throws {
    let world = try TestWorld("set budget=100000", "set minInterval=1ms", "add weather")
    #expect(
      world.message("tick 200d")
        == "tick: '200d' is not short enough for 1 widgets (it could need more than 10000000 timeline builds); "
        + "tick in shorter steps")
    // The bound is budget × (days + 1) per widget here: 98 days stay just under ten million builds.
    #expect(throws: Never.self) { try world.state.validate(.tickBy("98d")) }
  }

  @Test("the number of kinds is limited")
  func kindsLimit() throws {
    var world = TestWorld()
    for i in world.state.kinds.count..<Limits.kindsMax { try world.run("define k\(i) data=k") }
    #expect(world.message("define one-more data=k") == "too many kinds: the limit is 256")
  }

  @Test("the number of keys the server has a rule for is limited; a new rule for a known key is still taken")
  func networkKeysLimit() throws {
    var world = TestWorld()
    for i in 0..<Limits.cacheKeysMax { world.state.apply(.networkChanged(.rule(key: "k\(i)", .error))) }
    #expect(world.message("net one-more error") == "too many network keys: the limit is 100000")
    try world.run("net k7 1", "net k8 timeout")
    #expect(world.state.network.rules.count == Limits.cacheKeysMax)
  }

  static let definitions: [Case] = [
    Case("define clock families=small", "define clock: 'data=' is required"),
    Case(
      "define clock param=zone:string data=clock:{tz}",
      "data key 'clock:{tz}' names {tz}, which is not a parameter; parameters: zone"),
    Case(
      "define clock data=clock:{tz}", "data key 'clock:{tz}' names {tz}, which is not a parameter (the kind has none)"),
    Case("define clock data=clock:{tz", "data: 'clock:{tz' is not a key template such as weather:{city}"),
    Case("define clock data=clock:{}", "data: 'clock:{}' is not a key template such as weather:{city}"),
    Case(
      "define clock data=c param=zone",
      "param: 'zone' is not NAME:TYPE[=DEFAULT] with TYPE enum:A|B, string, int or bool"),
    Case(
      "define clock data=c param=zone:float",
      "'float' is not an option of param type (options: enum, string, int, bool)"),
    Case(
      "define clock data=c param=zone:strin",
      "'strin' is not an option of param type; did you mean 'string'? (options: enum, string, int, bool)"),
    Case(
      "define clock data=c param=zone:enum",
      "param zone: 'zone:enum' is not an enum with options, e.g. city:enum:Beijing|Shanghai"),
    Case("define clock data=c param=zone:string:utc", "param zone: 'zone:string:utc' is not NAME:TYPE[=DEFAULT]"),
    Case("define clock data=c param=zone:enum:utc|cet=pst", "'pst' is not an option of zone (options: utc, cet)"),
    Case("define clock data=c param=zone:enum:utc|utc", "param zone: 'utc|utc' is not distinct, non-empty options"),
    Case("define clock data=c param=n:int=x", "parameter n: 'x' is not an integer"),
    Case(
      "define clock data=c param=9n:int",
      "parameter name '9n' is not a valid parameter name (a letter or '_' first, then ASCII letters, digits and '_'; at most 64 bytes)"
    ),
    Case("define clock data=c param=n:int param=n:bool", "parameter 'n' is given twice"),
    Case("define clock data=c ttl=1m ttl=2m", "define: field 'ttl=' is given twice"),
    Case(
      "define a{ data=x",
      "kind name 'a{' is not a valid kind name (an ASCII letter first, then letters, digits, '_', '-', '.' and ':'; at most 200 bytes)"
    ),
    Case(
      "define clock dat=c",
      "define: no field 'dat'; did you mean 'data'? (fields: families, entries, every, policy, data, ttl, fallback, appgroup, param, display, fetch, timeout, cachedPolicy, fallbackPolicy, expired, series, provider)"
    ),
    Case("define clock data=c policy=sometimes", "policy: 'sometimes' is not atEnd, after:DURATION or never"),
    Case("define clock data=c fallback=empty", "'empty' is not an option of fallback (options: placeholder, blank)"),
    Case(
      "define clock data=c families=small,huge",
      "no family 'huge' (families: small, medium, large, xl, circular, rectangular, inline)"),
    Case("define clock data=c families=small,small", "families: 'small,small' is not a list without repeats"),
    Case("define clock data=c entries=0", "entries: '0' is not from 1 to 10000"),
    Case("define clock data=c entries=10001", "entries: '10001' is not from 1 to 10000"),
    Case("define clock data=c every=500ms", "every: '500ms' is not a duration from 1s to 365d"),
    Case(
      "define clock data=c fetchh=network",
      "define: no field 'fetchh'; did you mean 'fetch'? (fields: families, entries, every, policy, data, ttl, fallback, appgroup, param, display, fetch, timeout, cachedPolicy, fallbackPolicy, expired, series, provider)"
    ),
    Case(
      "define clock data=c cachedpolicy=never",
      "define: no field 'cachedpolicy'; did you mean 'cachedPolicy'? (fields: families, entries, every, policy, data, ttl, fallback, appgroup, param, display, fetch, timeout, cachedPolicy, fallbackPolicy, expired, series, provider)"
    ),
    Case("define clock data=c fetch=yes", "'yes' is not an option of fetch (options: none, network)"),
    Case(
      "define clock data=c fetch=netwrk",
      "'netwrk' is not an option of fetch; did you mean 'network'? (options: none, network)"),
    Case("define clock data=c timeout=0s", "timeout: '0s' is not a duration from 1ms to 1h"),
    Case("define clock data=c timeout=1h1ms", "timeout: '1h1ms' is not a duration from 1ms to 1h"),
    Case("define clock data=c timeout=3", "timeout: '3' is not a duration such as 500ms, 45s, 15m, 1h30m or 2d"),
    Case("define clock data=c expired=hide", "'hide' is not an option of expired (options: show, fallback)"),
    Case("define clock data=c series=maybe", "series: 'maybe' is not true or false"),
    Case(
      "define clock data=c cachedPolicy=sometimes", "cachedPolicy: 'sometimes' is not atEnd, after:DURATION or never"),
    Case("define clock data=c fallbackPolicy=after:366d", "fallbackPolicy after: '366d' is not a duration up to 365d"),
    Case("define clock data=c fetch=network fetch=none", "define: field 'fetch=' is given twice"),
    Case("define weather data=c", "kind 'weather' is already defined; choose another name"),
    Case("define all data=c", "kind name: 'all' is not free: reload all means every kind"),
  ]

  @Test("define reports what is wrong with a kind's definition", arguments: definitions)
  func defineErrors(_ example: Case) throws {
    #expect(try Self.world().message(example.command) == example.message)
  }

  @Test("a valid define makes a kind that reads back as the same words")
  func defineRoundTrip() throws {
    var world = try Self.world()
    try world.run(
      "define clock families=small,inline entries=4 every=15m policy=after:30m data=clock:{zone}:{n} ttl=1h "
        + "fallback=blank appgroup=no param=zone:enum:utc|cet=utc param=n:int display=World")
    let kind = try #require(world.state.kinds["clock"])
    #expect(
      kind.defineWords
        == "define clock families=small,inline entries=4 every=15m policy=after:30m data=clock:{zone}:{n} ttl=1h "
        + "fallback=blank appgroup=no param=zone:enum:utc|cet=utc param=n:int display=World")
    #expect(kind.dataKey.placeholders == ["zone", "n"] && kind.policy == .after(.minutes(30)))
    #expect(world.state.kindOrder.last == "clock")
  }

  @Test("a define with the fetch fields reads back as the same words, each written only when not its default")
  func defineFetchRoundTrip() throws {
    var world = try Self.world()
    let words =
      "define forecast families=small entries=3 every=1h policy=after:30m data=forecast ttl=1h fallback=placeholder "
      + "appgroup=yes fetch=network timeout=2s500ms cachedPolicy=after:10m fallbackPolicy=never expired=fallback "
      + "series=yes"
    try world.run(words)
    let kind = try #require(world.state.kinds["forecast"])
    #expect(kind.defineWords == words)
    #expect(kind.fetch == .network && kind.timeout == TimeSpan(ms: 2500) && kind.expired == .fallback && kind.series)
    #expect(kind.policy(after: .network) == .after(.minutes(30)) && kind.policy(after: .cache) == .after(.minutes(10)))
    #expect(kind.policy(after: .fallback) == .never)
    // The defaults spelled out are not written back.
    try world.run("define spelled data=s fetch=none timeout=3s expired=show series=no")
    #expect(
      try #require(world.state.kinds["spelled"]).defineWords
        == "define spelled families=small,medium,large entries=1 every=1h policy=atEnd data=s ttl=30m "
        + "fallback=placeholder appgroup=yes")
  }

  @Test("a provider kind's define reads back as the same kind: no recipe fields, provider=yes")
  func defineProviderRoundTrip() throws {
    var world = try Self.world()
    var kind = Kind(
      name: "city", displayName: "City weather", families: [.systemSmall, .systemMedium],
      params: [ParamSpec(name: "city", type: .string, defaultValue: .string("Paris"))],
      dataKey: DataKeyTemplate("temperatures.json")!)
    kind.provider = true
    let words =
      "define city provider=yes families=small,medium data=temperatures.json appgroup=yes param=city:string=Paris "
      + "\"display=City weather\""
    #expect(Action.kindDefined(kind).commandText == words)
    try world.run(words)
    #expect(world.state.kinds["city"] == kind)
  }

  @Test("a net value that is not JSON is taken as a string, as data's is; the bare words timeout and error are rules")
  func netValues() throws {
    let world = TestWorld()
    let cases: [(String, NetworkChange)] = [
      ("net k sunny", .rule(key: "k", .answer(.string("sunny"), took: NetworkChange.defaultTook, seq: 0))),
      ("net k 21 took=2s", .rule(key: "k", .answer(.int(21), took: .seconds(2), seq: 0))),
      (
        "net k {\"t\":21}",
        .rule(key: "k", .answer(.object([("t", .int(21))]), took: NetworkChange.defaultTook, seq: 0))
      ),
      ("net k \"timeout\"", .rule(key: "k", .answer(.string("timeout"), took: NetworkChange.defaultTook, seq: 0))),
      ("net k \"two words\" took=0s", .rule(key: "k", .answer(.string("two words"), took: .zero, seq: 0))),
      ("net k timeout", .rule(key: "k", .timeout)), ("net k error", .rule(key: "k", .error)),
      ("net \"a key\" error", .rule(key: "a key", .error)), ("net offline", .online(false)),
      ("net online", .online(true)),
    ]
    for (line, change) in cases {
      #expect(try world.state.validate(Command(line: line)) == .networkChanged(change), "\(line)")
    }
    #expect(throws: ParseError.self) { try CommandParser.parse("net k two words") }
  }

  /// Actions as a journal would carry them, checked without going through the command words.
  static let journalActions: [(Action, String)] = [
    (.kindDefined(BuiltinKinds.stocks), "kind 'stocks' is already defined; choose another name"),
    (
      .widgetAdded(id: "w9", kind: "stocks", family: .systemLarge, config: [:]),
      "kind 'stocks' does not support systemLarge; it supports small (systemSmall), medium (systemMedium)"
    ),
    (
      .widgetAdded(id: "w1", kind: "stocks", family: .systemSmall, config: [:]),
      "a widget 'w1' already exists; choose another id"
    ),
    (
      .widgetAdded(id: "w9", kind: "weather", family: .systemSmall, config: ["city": .string("Paris")]),
      "'Paris' is not an option of city (options: Beijing, Shanghai, Guangzhou)"
    ),
    (
      .widgetConfigured(id: "w2", changes: ["symbol": .int(3)]),
      "parameter symbol: '3' is not a value of type string"
    ),
    (.widgetRemoved(id: "w7"), "no widget 'w7'; did you mean 'w1'? (widgets: w1, w2, home)"),
    (
      .clockTicked(to: TestWorld.at("08:59")),
      "the clock only moves forward: it is 2026-03-01T09:00:00Z, and 2026-03-01T08:59:00Z is earlier"
    ),
    (.settingChanged(.minInterval(TimeSpan(ms: -1))), "minInterval: '-1ms' is not a duration up to 365d"),
    (.reloadRequested(.kind("clock")), "no kind 'clock' (kinds: weather, stocks, todo, counter, note)"),
    (.settingChanged(.retryAfter(.zero)), "retryAfter: '0s' is not a duration from 1s to 365d"),
    (.settingChanged(.providerDeadline(.zero)), "providerDeadline: '0s' is not a duration from 1ms to 1h"),
    (
      .networkChanged(.rule(key: "k", .answer(.int(1), took: .hours(2), seq: 0))),
      "took: '2h' is not a duration up to 1h"
    ),
  ]

  @Test("check refuses impossible journal actions with the same messages", arguments: journalActions)
  func checkJournalActions(action: Action, message: String) throws {
    let world = try Self.world()
    var thrown: WidgetError? = nil
    do { try world.state.check(action) } catch { thrown = error }
    #expect(thrown.map { String(describing: $0) } == message)
  }

  @Test("a failed command changes nothing, and the next valid command still works")
  func failureChangesNothing() throws {
    var world = try Self.world()
    let before = world.state.json
    for example in Self.names + Self.values + Self.limits + Self.definitions { _ = world.error(example.command) }
    #expect(world.state.json == before)
    #expect(lines(try world.run("add weather city=Guangzhou")) == ["w3 09:00 added free"])
  }
}

import PropertyTesting
import WidgetJournal
import WidgetModel

/// Generates valid, realistic journals for the benchmark and the journal's tests: the kinds, `widgets` adds, then
/// mostly ticks and data writes, with reloads, configures, adds, removes, failed fetches, environment changes and
/// settings; in a `fetching` workload half the kinds fetch from the network, and `net` actions set the server's
/// answers, timeouts and errors and take the device offline for a while. Seeded (SplitMix64), so a seed gives the same journal byte for byte, and valid by construction, so replay
/// never stops (`WorkloadTests` folds generated journals to prove it).
public struct JournalWorkload {
  /// How data values and configured names are spelled.
  public enum Values: Sendable {
    /// Short ASCII values: numbers, words, small objects and arrays. The benchmark's journals, whose figures are
    /// compared across sessions, so what this draws must never change.
    case plain
    /// Values shaped like each key's data (weather with a fractional humidity, stock quotes, to-do lists), with
    /// non-ASCII text and characters that JSON escapes, in values and in a configured list name: the decoder's tests.
    case varied
  }

  /// The most widgets a workload keeps alive: it may add a tenth more, and all of them stay within `Limits.widgetsMax`.
  public static let widgetsMax = 5_000

  /// The start instant of every generated journal.
  public static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// A kind that ignores its configuration, so the generated journals also hold a kind without parameters.
  public static let news = Kind(
    name: "news", displayName: "News", families: [.systemMedium, .systemLarge], entries: 3, every: .minutes(10),
    policy: .after(.minutes(30)), dataKey: DataKeyTemplate("news")!, ttl: .minutes(20))

  /// The kinds every generated journal defines first, in order.
  public static let kinds = BuiltinKinds.all + [news]

  /// The kinds a `fetching` journal defines instead, in the same order: `weather` and `news` fetch from the network
  /// with the guides' outcome policies (`news` waits 6 s, past the 5 s provider deadline, so a server that never
  /// answers makes its builds fail); `stocks` and `todo` read the caches only, as in `kinds`.
  public static let fetchingKinds: [Kind] = {
    var weather = BuiltinKinds.weather
    weather.fetch = .network
    weather.cachedPolicy = .after(.minutes(30))
    weather.fallbackPolicy = .after(.minutes(15))
    var news = Self.news
    news.fetch = .network
    news.timeout = .seconds(6)
    news.cachedPolicy = .after(.minutes(10))
    news.fallbackPolicy = .after(.minutes(5))
    news.expired = .fallback
    return [weather, BuiltinKinds.stocks, BuiltinKinds.todo, news]
  }()
  /// The cities weather widgets are configured with.
  static let cities = ["Beijing", "Shanghai", "Guangzhou"]
  /// The symbols stocks widgets are configured with.
  static let symbols = ["AAPL", "MSFT", "GOOG", "AMZN", "NVDA"]
  /// The list names to-do widgets are configured with in `plain` journals.
  static let lists = ["home", "work", "shopping"]
  /// The list names of `varied` journals: one is not ASCII, so its key and its configuration are not either.
  static let variedLists = ["home", "work", "Einkäufe"]
  /// The cache keys of `plain` journals: one per configuration, and the `news` key.
  static let keys =
    cities.map { "weather:" + $0 } + symbols.map { "stocks:" + $0 } + lists.map { "todo:" + $0 } + ["news"]
  /// The cache keys of `varied` journals.
  static let variedKeys =
    cities.map { "weather:" + $0 } + symbols.map { "stocks:" + $0 } + variedLists.map { "todo:" + $0 } + ["news"]

  /// The number of live widgets the generator keeps close to.
  public let widgets: Int
  /// Only `todo` widgets (policy never), ticks and data: after the adds, no action builds a timeline.
  public let quiet: Bool
  /// How data values and configured names are spelled.
  public let values: Values
  /// Whether half the kinds fetch (`fetchingKinds`) and `net` actions are generated.
  public let fetching: Bool
  /// The seed the generator started from.
  public let seed: UInt64
  /// The random source every choice is drawn from.
  var random: SplitMix64
  /// The clock as the generated ticks have moved it.
  var now = JournalWorkload.start
  /// The widgets alive now, with the index of their kind in `kinds`.
  var live: [(id: String, kind: Int)] = []
  /// The number of the next automatic id.
  var nextNumber = 1
  /// How many actions were generated so far.
  var emitted = 0
  /// Whether the app is in the foreground.
  var foreground = false
  /// Whether the App Group is unavailable.
  var appGroupOff = false
  /// Whether the device is offline (`net offline`), in a fetching workload.
  var offline = false

  /// A generator keeping about `widgets` widgets alive, seeded by `seed`; a quiet one only ticks and writes data; a
  /// fetching one defines `fetchingKinds` and generates `net` actions too (it cannot be quiet).
  public init(widgets: Int = 16, seed: UInt64, quiet: Bool = false, values: Values = .plain, fetching: Bool = false) {
    precondition(widgets >= 1 && widgets <= Self.widgetsMax, "a workload keeps 1 to widgetsMax widgets")
    precondition(!(quiet && fetching), "a quiet workload builds no timelines, so it fetches nothing")
    self.widgets = widgets
    self.quiet = quiet
    self.values = values
    self.fetching = fetching
    self.seed = seed
    self.random = SplitMix64(seed: seed)
  }

  /// The header of the journals `write` makes: the start instant, and the generator and its seed when `recordsSeed`.
  public func header(recordsSeed: Bool) -> JournalHeader {
    guard recordsSeed else { return JournalHeader(start: Self.start) }
    return JournalHeader(
      start: Self.start,
      extra: [("generator", .string("JournalWorkload")), ("seed", .int(Int64(bitPattern: seed)))])
  }

  /// Writes a new journal of the next `count` actions at `path`, committing every 4,096 lines and syncing once.
  /// - Throws: `JournalError` when the file exists or cannot be written.
  public mutating func write(path: String, actions count: Int, recordsSeed: Bool = true) throws(JournalError) {
    let writer = try JournalWriter.create(path: path, header: header(recordsSeed: recordsSeed), lines: [])
    var batch: [String] = []
    batch.reserveCapacity(4096)
    var seq = 0
    while seq < count {
      seq += 1
      batch.append(ActionCodec.encode(next(), seq: seq))
      if batch.count == 4096 {
        try writer.appendUnsynced(batch)
        batch.removeAll(keepingCapacity: true)
      }
    }
    try writer.appendUnsynced(batch)
    try writer.sync()
  }

  /// The kinds this workload defines: `fetchingKinds` or `kinds` (the same names, in the same order).
  var kindList: [Kind] { fetching ? Self.fetchingKinds : Self.kinds }

  /// The next action; the first ones define the kinds and add the widgets.
  public mutating func next() -> Action {
    defer { emitted += 1 }
    if emitted < Self.kinds.count { return .kindDefined(kindList[emitted]) }
    if emitted < Self.kinds.count + widgets { return quiet ? addTodo() : add() }
    if quiet { return random.below(10) < 6 ? tick() : data() }
    // An offline spell lasts about 40 actions. Drawn only when fetching, so the other journals stay as they were.
    if fetching, offline, random.below(40) == 0 {
      offline = false
      return .networkChanged(.online(true))
    }
    switch random.below(1000) {
    case 0..<440: return tick()
    case 440..<790: return fetching && random.below(4) == 0 ? net() : data()
    case 790..<850: return reload()
    case 850..<900: return configure() ?? tick()
    case 900..<930: return live.count < widgets + widgets / 10 + 1 ? add() : remove()
    case 930..<960: return live.count > max(1, widgets - widgets / 10) ? remove() : add()
    case 960..<980:
      return .fetchFailed(key: random.pick(dataKeys), reason: random.below(2) == 0 ? .timeout : .error)
    case 980..<992:
      foreground.toggle()
      return .appStateChanged(foreground ? .foreground : .background)
    case 992..<998:
      if fetching, !offline, random.below(2) == 0 {
        offline = true
        return .networkChanged(.online(false))
      }
      appGroupOff.toggle()
      return .appGroupChanged(available: !appGroupOff)
    default:
      return .settingChanged(random.below(2) == 0 ? .budget(40 + random.below(3) * 10) : .latency(.seconds(30)))
    }
  }

  /// The cache keys data is written to and fetches fail for.
  var dataKeys: [String] { values == .plain ? Self.keys : Self.variedKeys }

  /// A tick of 30 s to 10 min.
  mutating func tick() -> Action {
    let spans: [TimeSpan] = [.seconds(30), .minutes(1), .minutes(1), .minutes(2), .minutes(5), .minutes(10)]
    now = now + random.pick(spans)
    return .clockTicked(to: now)
  }

  /// A data write to one of the keys, with its own ttl one time in five.
  mutating func data() -> Action {
    let key = random.pick(dataKeys)
    let value = self.value(for: key)
    let ttl: TimeSpan? = random.below(5) == 0 ? .minutes(Int64(5 + random.below(60))) : nil
    return .dataArrived(key: key, value: value, ttl: ttl)
  }

  /// A value for `key`: short ASCII in `plain` journals, shaped like the key's data in `varied` ones.
  mutating func value(for key: String) -> JSONValue {
    if values == .varied { return variedValue(for: key) }
    switch random.below(4) {
    case 0: return .int(Int64(random.below(40)) - 5)
    case 1: return .string(random.pick(["sunny", "cloudy", "rain", "snow"]))
    case 2: return .object([("temp", .int(Int64(random.below(35)))), ("sky", .string("clear"))])
    default: return .array([.string("milk"), .string("eggs"), .int(Int64(random.below(9)))])
    }
  }

  /// The keys the fetching kinds read: weather's and news's.
  var fetchedKeys: [String] { dataKeys.filter { $0.hasPrefix("weather:") || $0 == "news" } }

  /// How the server answers one fetched key from now on: an answer eight times in ten (taking 100 ms to 4 s, past
  /// weather's 3 s timeout one time in seven), else a timeout or an error.
  mutating func net() -> Action {
    let key = random.pick(fetchedKeys)
    switch random.below(10) {
    case 0: return .networkChanged(.rule(key: key, .timeout))
    case 1: return .networkChanged(.rule(key: key, .error))
    default:
      let took = random.pick([100, 300, 500, 500, 800, 1_500, 4_000].map { TimeSpan(ms: $0) })
      return .networkChanged(.rule(key: key, .answer(value(for: key), took: took, seq: 0)))
    }
  }

  /// A value shaped like the data of `key`: a weather report, a stock quote, a to-do list or a headline.
  mutating func variedValue(for key: String) -> JSONValue {
    if key.hasPrefix("weather:") {
      return .object([
        ("temp", .int(Int64(random.below(45)) - 10)), ("sky", .string(random.pick(["sunny", "rain", "cloudy", "晴"]))),
        ("humidity", .double(Double(random.below(100)) / 100)),
      ])
    }
    if key.hasPrefix("stocks:") {
      return .object([
        ("price", .double(Double(random.below(100_000)) / 100)),
        ("change", .double(Double(random.below(200) - 100) / 10)),
      ])
    }
    if key.hasPrefix("todo:") {
      return .array(
        (0..<random.below(4)).map { _ in .string(random.pick(["milk", "eggs", "\"bread\"", "tea\tcake"])) })
    }
    return .string(random.pick(["Rain later", "Märkte schließen höher", "新闻 — 头条", "a \\ b"]))
  }

  /// A reload of one kind, or of all one time in eight.
  mutating func reload() -> Action {
    random.below(8) == 0 ? .reloadRequested(.all) : .reloadRequested(.kind(random.pick(kindList).name))
  }

  /// A widget of a random kind and family, configured three times in four.
  mutating func add() -> Action {
    let kindIndex = random.below(Self.kinds.count)
    let kind = kindList[kindIndex]
    let id = "w\(nextNumber)"
    nextNumber += 1
    live.append((id, kindIndex))
    var config: [String: ParamValue] = [:]
    for param in kind.params { config[param.name] = param.defaultValue }
    // A quarter of the widgets keep their defaults (a todo widget then has an unresolved key).
    if random.below(4) != 0, let change = configChange(kindIndex) { config.merge(change) { $1 } }
    return .widgetAdded(id: id, kind: kind.name, family: random.pick(kind.families), config: config)
  }

  /// A `todo` widget: its policy is `never`, so only a reload would rebuild it.
  mutating func addTodo() -> Action {
    let id = "w\(nextNumber)"
    nextNumber += 1
    live.append((id, 2))
    return .widgetAdded(id: id, kind: "todo", family: .systemSmall, config: ["list": .string(random.pick(listNames))])
  }

  /// The removal of a random live widget (an add when there is none).
  mutating func remove() -> Action {
    guard !live.isEmpty else { return add() }
    let index = random.below(live.count)
    let id = live[index].id
    live.swapAt(index, live.count - 1)
    live.removeLast()
    return .widgetRemoved(id: id)
  }

  /// A new parameter value for a random live widget, or nil when there is none or its kind has no parameter.
  mutating func configure() -> Action? {
    guard !live.isEmpty else { return nil }
    let widget = random.pick(live)
    guard let change = configChange(widget.kind) else { return nil }
    return .widgetConfigured(id: widget.id, changes: change)
  }

  /// The list names a `todo` widget is configured with.
  var listNames: [String] { values == .plain ? Self.lists : Self.variedLists }

  /// A random value for the kind's parameter, or nil for a kind without parameters.
  mutating func configChange(_ kindIndex: Int) -> [String: ParamValue]? {
    switch Self.kinds[kindIndex].name {
    case "weather": return ["city": .string(random.pick(Self.cities))]
    case "stocks": return ["symbol": .string(random.pick(Self.symbols))]
    case "todo": return ["list": .string(random.pick(listNames))]
    default: return nil
    }
  }
}

import PropertyTesting
import WidgetModel

/// Generates a valid, realistic action sequence: the kinds, `widgets` adds, then mostly ticks and data writes, with
/// reloads, configures, adds, removes, failures and environment changes. Valid by construction, so replay never stops.
struct JournalGenerator {
  /// The start instant of every generated journal.
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// A kind that ignores its configuration, so the generated journals also hold a kind without parameters.
  static let news = Kind(
    name: "news", displayName: "News", families: [.systemMedium, .systemLarge], entries: 3, every: .minutes(10),
    policy: .after(.minutes(30)), dataKey: DataKeyTemplate("news")!, ttl: .minutes(20))

  static let kinds = BuiltinKinds.all + [news]
  static let cities = ["Beijing", "Shanghai", "Guangzhou"]
  static let symbols = ["AAPL", "MSFT", "GOOG", "AMZN", "NVDA"]
  static let lists = ["home", "work", "shopping"]
  static let keys =
    cities.map { "weather:" + $0 } + symbols.map { "stocks:" + $0 } + lists.map { "todo:" + $0 } + ["news"]

  let widgets: Int
  /// Only `todo` widgets (policy never), ticks and data: after the adds, no action builds a timeline.
  let quiet: Bool
  var random: SplitMix64
  var now = JournalGenerator.start
  var live: [(id: String, kind: Int)] = []
  var nextNumber = 1
  var emitted = 0
  var foreground = false
  var appGroupOff = false

  /// A generator aiming at about `widgets` live widgets, seeded by `seed`; a quiet one only ticks and writes data.
  init(widgets: Int, seed: UInt64, quiet: Bool = false) {
    self.widgets = widgets
    self.quiet = quiet
    self.random = SplitMix64(seed: seed)
  }

  /// The next action; the first ones define the kinds and add the widgets.
  mutating func next() -> Action {
    defer { emitted += 1 }
    if emitted < Self.kinds.count { return .kindDefined(Self.kinds[emitted]) }
    if emitted < Self.kinds.count + widgets { return quiet ? addTodo() : add() }
    if quiet { return random.below(10) < 6 ? tick() : data() }
    let roll = random.below(1000)
    switch roll {
    case 0..<440: return tick()
    case 440..<790: return data()
    case 790..<850: return reload()
    case 850..<900: return configure() ?? tick()
    case 900..<930: return live.count < widgets + widgets / 10 + 1 ? add() : remove()
    case 930..<960: return live.count > max(1, widgets - widgets / 10) ? remove() : add()
    case 960..<980: return .fetchFailed(key: random.pick(Self.keys), reason: random.below(2) == 0 ? .timeout : .error)
    case 980..<992:
      foreground.toggle()
      return .appStateChanged(foreground ? .foreground : .background)
    case 992..<998:
      appGroupOff.toggle()
      return .appGroupChanged(available: !appGroupOff)
    default:
      return .settingChanged(random.below(2) == 0 ? .budget(40 + random.below(3) * 10) : .latency(.seconds(30)))
    }
  }

  mutating func tick() -> Action {
    let spans: [TimeSpan] = [.seconds(30), .minutes(1), .minutes(1), .minutes(2), .minutes(5), .minutes(10)]
    now = now + random.pick(spans)
    return .clockTicked(to: now)
  }

  mutating func data() -> Action {
    let key = random.pick(Self.keys)
    let value: JSONValue
    switch random.below(4) {
    case 0: value = .int(Int64(random.below(40)) - 5)
    case 1: value = .string(random.pick(["sunny", "cloudy", "rain", "snow"]))
    case 2: value = .object([("temp", .int(Int64(random.below(35)))), ("sky", .string("clear"))])
    default: value = .array([.string("milk"), .string("eggs"), .int(Int64(random.below(9)))])
    }
    let ttl: TimeSpan? = random.below(5) == 0 ? .minutes(Int64(5 + random.below(60))) : nil
    return .dataArrived(key: key, value: value, ttl: ttl)
  }

  mutating func reload() -> Action {
    random.below(8) == 0 ? .reloadRequested(.all) : .reloadRequested(.kind(random.pick(Self.kinds).name))
  }

  mutating func add() -> Action {
    let kindIndex = random.below(Self.kinds.count)
    let kind = Self.kinds[kindIndex]
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
    return .widgetAdded(id: id, kind: "todo", family: .systemSmall, config: ["list": .string(random.pick(Self.lists))])
  }

  mutating func remove() -> Action {
    guard !live.isEmpty else { return add() }
    let index = random.below(live.count)
    let id = live[index].id
    live.swapAt(index, live.count - 1)
    live.removeLast()
    return .widgetRemoved(id: id)
  }

  mutating func configure() -> Action? {
    guard !live.isEmpty else { return nil }
    let widget = random.pick(live)
    guard let change = configChange(widget.kind) else { return nil }
    return .widgetConfigured(id: widget.id, changes: change)
  }

  /// A random value for the kind's parameter, or nil for a kind without parameters.
  mutating func configChange(_ kindIndex: Int) -> [String: ParamValue]? {
    switch Self.kinds[kindIndex].name {
    case "weather": return ["city": .string(random.pick(Self.cities))]
    case "stocks": return ["symbol": .string(random.pick(Self.symbols))]
    case "todo": return ["list": .string(random.pick(Self.lists))]
    default: return nil
    }
  }
}

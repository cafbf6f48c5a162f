import PropertyTesting
import WidgetJournal
import WidgetModel

/// Generates valid journals with a realistic mix of actions (mostly tick and data), for benchmarks and tests.
public struct JournalWorkload {
  /// How often each kind of action is drawn, in parts per thousand.
  public struct Mix: Sendable {
    /// Clock ticks of 10 s to 5 min.
    public var tick = 450
    /// Data written to the cache: weather objects, stock quotes, to-do lists.
    public var data = 420
    /// Widgets added (a remove instead when the home screen is full).
    public var add = 30
    /// Parameter changes.
    public var configure = 30
    /// WidgetCenter reloads of a kind or of all.
    public var reload = 40
    /// Widgets removed (while more than a quarter of `widgetsMax` remain).
    public var remove = 15
    /// Failed fetches.
    public var fail = 10
    /// App and App Group state changes.
    public var app = 5
    /// The most widgets on the home screen at once; at this count an add becomes a remove.
    public var widgetsMax = 16

    /// The default mix: mostly ticks and data, some add, configure, reload and remove.
    public init() {}

    var total: Int { tick + data + add + configure + reload + remove + fail + app }
  }

  /// The start instant of generated journals.
  public static let start = Instant(ms: 1_772_352_000_000)

  static let cities = ["Beijing", "Shanghai", "Guangzhou"]
  static let symbols = ["AAPL", "GOOG", "MSFT", "NVDA", "TSLA", "AMZN"]
  static let lists = ["home", "work", "Einkäufe"]

  var random: SplitMix64
  let mix: Mix
  /// The state after the actions generated so far; every action is checked against it before it is kept.
  public private(set) var state: SimState

  /// A workload drawing from `seed`, starting with the built-in kinds defined.
  public init(seed: UInt64, mix: Mix = Mix()) {
    random = SplitMix64(seed: seed)
    self.mix = mix
    state = SimState(start: Self.start)
    for kind in BuiltinKinds.all { state.apply(.kindDefined(kind)) }
  }

  /// The header of a generated journal, with its seed.
  public static func header(seed: UInt64) -> JournalHeader {
    JournalHeader(
      start: start, extra: [("generator", .string("JournalWorkload")), ("seed", .int(Int64(bitPattern: seed)))])
  }

  /// The next valid action, already applied to `state`.
  public mutating func next() -> Action {
    while true {
      let action = draw()
      guard (try? state.check(action)) != nil else { continue }
      state.apply(action)
      return action
    }
  }

  /// Writes a whole journal of `count` actions after the built-in kinds, grouping commits every 64k lines.
  /// - Throws: `JournalError` when the file exists or cannot be written.
  public static func write(path: String, actions count: Int, seed: UInt64) throws(JournalError) {
    var workload = JournalWorkload(seed: seed)
    let defines = BuiltinKinds.all.enumerated().map { ActionCodec.encode(.kindDefined($1), seq: $0 + 1) }
    let writer = try JournalWriter.create(path: path, header: header(seed: seed), lines: defines)
    var batch: [String] = []
    var seq = defines.count
    while seq < count {
      seq += 1
      batch.append(ActionCodec.encode(workload.next(), seq: seq))
      if batch.count == 65_536 {
        try writer.appendUnsynced(batch)
        batch.removeAll(keepingCapacity: true)
      }
    }
    try writer.appendUnsynced(batch)
    try writer.sync()
  }

  mutating func draw() -> Action {
    var roll = random.below(mix.total)
    for (weight, make) in drawers {
      if roll < weight { return make(&self) }
      roll -= weight
    }
    return drawTick()
  }

  var drawers: [(Int, (inout JournalWorkload) -> Action)] {
    [
      (mix.tick, { $0.drawTick() }), (mix.data, { $0.drawData() }), (mix.add, { $0.drawAdd() }),
      (mix.configure, { $0.drawConfigure() }), (mix.reload, { $0.drawReload() }),
      (mix.remove, { $0.drawRemove() }), (mix.fail, { $0.drawFail() }), (mix.app, { $0.drawApp() }),
    ]
  }

  mutating func drawTick() -> Action {
    let seconds = Int64(10 + random.below(290))
    return .clockTicked(to: state.now + .seconds(seconds))
  }

  mutating func drawData() -> Action {
    switch random.below(10) {
    case 0..<5:
      let value: JSONValue = .object([
        ("temp", .int(Int64(random.below(45)) - 10)), ("sky", .string(random.pick(["sunny", "rain", "cloudy", "晴"]))),
        ("humidity", .double(Double(random.below(100)) / 100)),
      ])
      return .dataArrived(key: "weather:" + random.pick(Self.cities), value: value, ttl: nil)
    case 5..<8:
      let price = Double(random.below(100_000)) / 100
      let value: JSONValue = .object([
        ("price", .double(price)), ("change", .double(Double(random.below(200) - 100) / 10)),
      ])
      return .dataArrived(
        key: "stocks:" + random.pick(Self.symbols), value: value, ttl: random.below(4) == 0 ? .minutes(5) : nil)
    default:
      let items: [JSONValue] = (0..<random.below(4)).map { _ in
        .string(random.pick(["milk", "eggs", "\"bread\"", "tea\tcake"]))
      }
      return .dataArrived(key: "todo:" + random.pick(Self.lists), value: .array(items), ttl: nil)
    }
  }

  mutating func drawAdd() -> Action {
    guard state.widgets.count < mix.widgetsMax else { return drawRemove() }
    let kind = random.pick(state.orderedKinds)
    let family = random.pick(kind.families)
    var config: [String: ParamValue] = [:]
    for param in kind.params { config[param.name] = param.defaultValue }
    if random.below(2) == 0 { config.merge(randomConfig(kind)) { $1 } }
    return .widgetAdded(id: "w\(state.nextWidgetNumber)", kind: kind.name, family: family, config: config)
  }

  mutating func drawConfigure() -> Action {
    guard !state.widgets.isEmpty else { return drawAdd() }
    let widget = random.pick(state.orderedWidgets)
    let changes = randomConfig(state.kinds[widget.kind]!)
    return changes.isEmpty ? drawTick() : .widgetConfigured(id: widget.id, changes: changes)
  }

  mutating func randomConfig(_ kind: Kind) -> [String: ParamValue] {
    switch kind.name {
    case "weather": return ["city": .string(random.pick(Self.cities))]
    case "stocks": return ["symbol": .string(random.pick(Self.symbols))]
    default: return ["list": .string(random.pick(Self.lists))]
    }
  }

  mutating func drawReload() -> Action {
    random.below(4) == 0 ? .reloadRequested(.all) : .reloadRequested(.kind(random.pick(state.kindOrder)))
  }

  mutating func drawRemove() -> Action {
    guard state.widgets.count > mix.widgetsMax / 4 else { return drawTick() }
    return .widgetRemoved(id: random.pick(state.orderedWidgets).id)
  }

  mutating func drawFail() -> Action {
    .fetchFailed(key: "weather:" + random.pick(Self.cities), reason: random.below(2) == 0 ? .timeout : .error)
  }

  mutating func drawApp() -> Action {
    random.below(3) == 0
      ? .appGroupChanged(available: !state.appGroup)
      : .appStateChanged(state.app == .foreground ? .background : .foreground)
  }
}

import WidgetModel

/// Bounds on what the generator produces, so runs stay small, fast and within the model's limits.
public struct GeneratorLimits: Hashable, Sendable {
  /// The most widgets alive at once.
  public var widgetsMax = 12
  /// The most kinds defined (the run's own kinds included).
  public var kindsMax = 8
  /// How far the clock may move from the start; ticks stop there.
  public var duration = TimeSpan.days(7)
  /// Whether the generator defines new kinds of its own.
  public var definesKinds = true

  /// The default bounds: 12 widgets, 8 kinds, 7 days, new kinds allowed.
  public init() {}
}

/// A seeded, state-aware generator of valid commands: it looks at the state to pick existing widgets,
/// the keys they read, defined kinds and their parameters, so (almost) every command it makes is accepted.
public struct ActionGenerator: Sendable {
  /// How much each category weighs in this run.
  public var weights: ActionWeights
  /// The bounds it keeps to.
  public var limits: GeneratorLimits
  /// Whether the run also changes the settings of the system's discretion (`budgetScope`, `foregroundReloads`,
  /// `quietHours`, `atEndSingle`): at its start, and for half of its `set` commands. A run without them draws exactly
  /// what it drew before they existed, so seeds keep their runs.
  public var discretion: Bool
  /// Samples of the app's own data by the key they are written under (an App Group file's name, such as
  /// `weather.json`): a value written under such a key is mostly one of them, unchanged or changed as real data goes
  /// wrong (`SampleMutation`). A run without samples draws what it drew before they existed.
  public var samples: [String: [JSONValue]] = [:]

  /// A generator for one run.
  public init(weights: ActionWeights, limits: GeneratorLimits = GeneratorLimits(), discretion: Bool = false) {
    self.weights = weights
    self.limits = limits
    self.discretion = discretion
  }

  /// Whether the run of `seed` changes the settings of the system's discretion: half of the runs, decided by a
  /// stream of its own so that the run's draws are those of a run without them when it does not.
  public static func usesDiscretion(seed: UInt64) -> Bool {
    var side = SplitMix64(seed: seed ^ 0x5EED_D15C_2E71_0013)
    return side.chance(0.5)
  }

  /// The ids the generator names widgets with (besides automatic ones), reused after a widget is removed.
  static let customIDs = ["home", "work", "lock", "desk"]
  /// String parameter values; a few are the built-in kinds' defaults so keys collide.
  static let strings = ["AAPL", "MSFT", "home", "work", "groceries"]

  /// The `set` commands that open a run: the profile's settings (a budget-starved run gets a tiny budget).
  public func setup(using rng: inout SplitMix64) -> [Command] {
    var commands: [Command] = []
    if weights.profile == .budgetStarved {
      commands.append(.set(name: SettingTable.row(.budget).name, value: String(rng.int(in: 1...4))))
      if rng.chance(0.5) {
        commands.append(.set(name: SettingTable.row(.minInterval).name, value: rng.pick(["0s", "1s", "1m"])))
      }
    } else if rng.chance(0.3) {
      commands.append(Self.setting(rng.pick(Self.numberRows), beside: Settings(), using: &rng))
    }
    if discretion && rng.chance(0.7) {
      // Against the longest minimum interval the commands above may set, so that `atEndSingle` is never shorter.
      var longest = Settings()
      longest.minInterval = .minutes(30)
      commands.append(Self.setting(rng.pick(Self.discretionRows), beside: longest, using: &rng))
    }
    return commands
  }

  /// The next command for `state`; it falls back to toggling the app when nothing else applies. When the clock stands
  /// on a rule edge (see `edgesNow`), half of the time it builds or changes a setting there.
  public func next(in state: SimState, using rng: inout SplitMix64) -> Command {
    if weights.weights[.tickShort] ?? 0 > 0, case let expiries = fallbackExpiries(in: state), !expiries.isEmpty,
      rng.chance(Self.fallbackExpiryChance)
    {
      let edge = rng.pick(expiries)
      let offset = rng.chance(0.5) ? 0 : rng.pick([-1, 1] as [Int64])
      return .tickTo((edge + TimeSpan(ms: offset) > state.now ? edge + TimeSpan(ms: offset) : edge).iso8601)
    }
    if let command = throttleAim(in: state, using: &rng) { return command }
    if let command = tapAim(in: state, using: &rng) { return command }
    if rng.chance(0.5), case let edges = edgesNow(state), !edges.isEmpty,
      let command = edgeAction(edges, in: state, using: &rng)
    {
      return command
    }
    for _ in 0..<8 {
      if let command = make(weights.draw(using: &rng), in: state, using: &rng) { return command }
    }
    return .app(state.app == .foreground ? "background" : "foreground")
  }

  /// A command of one category, or nil when the category does not apply to the state.
  func make(_ category: ActionCategory, in state: SimState, using rng: inout SplitMix64) -> Command? {
    switch category {
    case .add: return add(in: state, using: &rng)
    case .configure: return configure(in: state, using: &rng)
    case .remove:
      guard !state.widgets.isEmpty else { return nil }
      return .remove(id: rng.pick(state.widgets.keys.sorted()))
    case .dataRead:
      guard let key = readKey(in: state, using: &rng) else { return nil }
      return data(key, in: state, using: &rng)
    case .dataOther: return data(otherKey(in: state, using: &rng), in: state, using: &rng)
    case .fail:
      let key = readKey(in: state, using: &rng) ?? otherKey(in: state, using: &rng)
      return .fail(key: key, reason: rng.pick(FailReason.allCases).rawValue)
    case .reload:
      guard !state.kindOrder.isEmpty else { return nil }
      return .reload(target: rng.chance(0.3) ? "all" : rng.pick(state.kindOrder))
    case .app:
      // The app's own state decides more rules (what counts, what waits, quiet hours) than the device's: a quarter of
      // these draws are the device's, and a third of those what the app does besides (a session, an App Intent).
      guard !rng.chance(0.75) else { return .app(state.app == .foreground ? "background" : "foreground") }
      return rng.chance(0.67) ? device(in: state, using: &rng) : activity(in: state, using: &rng)
    case .appGroup: return .appGroup(state.appGroup ? "off" : "on")
    case .tickShort: return tickShort(in: state, using: &rng)
    case .tickLong: return tickLong(in: state, using: &rng)
    case .set:
      let rows = discretion && rng.chance(0.5) ? Self.discretionRows : Self.numberRows
      return Self.setting(
        rng.pick(rows), beside: state.settings, starved: weights.profile == .budgetStarved, using: &rng)
    case .define: return intent(in: state) ?? define(in: state, using: &rng)
    case .netAnswer:
      let took: String? = rng.chance(0.3) ? nil : rng.pick(Self.tooks)
      let key = fetchKey(in: state, using: &rng)
      return .net(key: key, value: value(for: key, in: state, using: &rng), took: took)
    case .netFail: return .netFails(key: fetchKey(in: state, using: &rng), how: rng.chance(0.5) ? "timeout" : "error")
    case .netOnline:
      // Offline silences every fetch until the device is online again, so it is drawn less often than online.
      guard state.network.online else { return .network("online") }
      return rng.chance(0.3) ? .network("offline") : nil
    }
  }

  /// What the user does with the device around the app (`device …`, `move ID page=N`): mostly the home screen and its
  /// first two pages, so that widgets are often visible when the app asks for a reload.
  func device(in state: SimState, using rng: inout SplitMix64) -> Command {
    // A system change rebuilds every widget at once: now and then, so that runs still reach a spent budget.
    if rng.chance(0.15) { return systemChange(using: &rng) }
    if !state.widgets.isEmpty, rng.chance(0.2) {
      return .move(id: rng.pick(state.widgets.keys.sorted()), params: [KeyValue("page", rng.pick(["1", "2"]))])
    }
    return .device(
      rng.pick([["home"], ["home"], ["home"], ["lock"], ["off"], ["app", "Maps"], ["page", "1"], ["page", "2"]]))
  }

  /// A change of the device or the app after which the system rebuilds every widget (`device locale`, `app update`, …).
  func systemChange(using rng: inout SplitMix64) -> Command {
    switch rng.int(in: 0...4) {
    case 0: return .app(SystemChange.appUpdate.word)
    case 1: return .device(["timezone", rng.pick(["Europe/Paris", "Asia/Shanghai", "America/New_York"])])
    default: return .device([rng.pick(["locale", "textsize", "restart"])])
    }
  }

  /// What the app does that the reload filter asks about (`app session …`, `app intent`): a session started or ended
  /// (the one active, when there is one, mostly ended), or an App Intent run.
  func activity(in state: SimState, using rng: inout SplitMix64) -> Command {
    if rng.chance(0.4) { return .appActivity(["intent"]) }
    let kind = state.filter.sessions.first.flatMap { rng.chance(0.8) ? $0 : nil } ?? rng.pick(SessionKind.allCases)
    let active = state.filter.sessions.contains(kind)
    return .appActivity(["session", kind.rawValue, active ? "off" : "on"])
  }

  /// How long a server takes to answer: around the default timeout (3s) and deadline (5s), on both sides of each.
  static let tooks = ["100ms", "1s", "2s", "2999ms", "3s", "3001ms", "4s", "5s", "5001ms", "8s", "20s", "1m"]

  /// A key for a `net` action: mostly one that a widget of a kind that fetches reads (first those the server has no
  /// rule for yet), else one such a kind would read (so the server answers before the widget is added), else any key
  /// a widget reads, else another.
  func fetchKey(in state: SimState, using rng: inout SplitMix64) -> String {
    let fetched = state.widgets.values.compactMap { widget -> String? in
      guard let kind = state.kinds[widget.kind], kind.fetch == .network else { return nil }
      return kind.dataKey.resolve(widget.config)
    }
    let unanswered = fetched.filter { state.network.rules[$0] == nil }
    if !unanswered.isEmpty, rng.chance(0.5) { return rng.pick(Array(Set(unanswered)).sorted()) }
    if !fetched.isEmpty, rng.chance(0.8) { return rng.pick(Array(Set(fetched)).sorted()) }
    let fetching = state.kindOrder.filter { state.kinds[$0]?.fetch == .network }
    if !fetching.isEmpty, rng.chance(0.7) { return key(of: state.kinds[rng.pick(fetching)]!, using: &rng) }
    return readKey(in: state, using: &rng) ?? otherKey(in: state, using: &rng)
  }

  func add(in state: SimState, using rng: inout SplitMix64) -> Command? {
    guard state.widgets.count < limits.widgetsMax, !state.kindOrder.isEmpty else { return nil }
    // Kinds that fetch are picked more often: the built-in kinds do not fetch.
    let fetching = state.kindOrder.filter { state.kinds[$0]?.fetch == .network }
    let kind = state.kinds[rng.pick(!fetching.isEmpty && rng.chance(0.5) ? fetching : state.kindOrder)]!
    let family: String? = rng.chance(0.6) ? rng.pick(kind.families).shortName : nil
    var params: [KeyValue] = []
    for param in kind.params where rng.chance(0.5) {
      params.append(KeyValue(param.name, Self.valueText(param.type, using: &rng)))
    }
    var id: String? = nil
    if rng.chance(0.15) {
      let free = Self.customIDs.filter { state.widgets[$0] == nil }
      if !free.isEmpty { id = rng.pick(free) }
    }
    return .add(kind: kind.name, family: family, params: params, id: id)
  }

  func configure(in state: SimState, using rng: inout SplitMix64) -> Command? {
    let candidates = state.widgets.values.filter { !(state.kinds[$0.kind]?.params.isEmpty ?? true) }
      .map(\.id).sorted()
    guard !candidates.isEmpty else { return nil }
    let widget = state.widgets[rng.pick(candidates)]!
    var params = state.kinds[widget.kind]!.params
    var changes: [KeyValue] = []
    for _ in 0..<rng.int(in: 1...min(2, params.count)) {
      let param = params.remove(at: rng.int(in: 0...(params.count - 1)))
      changes.append(KeyValue(param.name, Self.valueText(param.type, using: &rng)))
    }
    return .configure(id: widget.id, params: changes)
  }

  /// A key that some widget reads now (its kind's template resolved with its configuration).
  func readKey(in state: SimState, using rng: inout SplitMix64) -> String? {
    let keys = state.widgets.values.compactMap { widget in state.kinds[widget.kind]?.dataKey.resolve(widget.config) }
    guard !keys.isEmpty else { return nil }
    return rng.pick(Array(Set(keys)).sorted())
  }

  /// A key of some kind resolved with random parameter values, or one no kind reads.
  func otherKey(in state: SimState, using rng: inout SplitMix64) -> String {
    guard rng.chance(0.6), !state.kindOrder.isEmpty else { return "misc:\(rng.int(in: 1...3))" }
    return key(of: state.kinds[rng.pick(state.kindOrder)]!, using: &rng)
  }

  /// The key of `kind` resolved with random parameter values.
  func key(of kind: Kind, using rng: inout SplitMix64) -> String {
    var config: [String: ParamValue] = [:]
    for param in kind.params {
      config[param.name] = try? param.parseValue(Self.valueText(param.type, using: &rng))
    }
    return kind.dataKey.resolve(config) ?? "misc:0"
  }

  func data(_ key: String, in state: SimState, using rng: inout SplitMix64) -> Command {
    let ttl: String? = rng.chance(0.25) ? rng.pick(["1m", "10m", "1h", "2h"]) : nil
    return .data(key: key, value: value(for: key, in: state, using: &rng), ttl: ttl)
  }

  /// A value to write or serve under `key`: mostly an array of numbers when a widget of a series kind reads it (entry
  /// i shows element i), else a value of any shape.
  func value(for key: String, in state: SimState, using rng: inout SplitMix64) -> JSONValue {
    if let samples = samples[key], !samples.isEmpty, rng.chance(0.85) {
      return SampleMutation.value(from: samples, using: &rng)
    }
    let series = state.widgets.values.contains { widget in
      guard let kind = state.kinds[widget.kind], kind.series else { return false }
      return kind.dataKey.resolve(widget.config) == key
    }
    guard series, rng.chance(0.7) else { return Self.value(using: &rng) }
    return .array((0..<rng.int(in: 1...6)).map { _ in .int(Int64(rng.int(in: -10...35))) })
  }

  /// The time left before the run's duration is used up.
  func remaining(in state: SimState) -> Int64 { (state.start + limits.duration - state.now).ms }

  /// A tick of seconds to minutes; often one that stops exactly on a rule edge (`edgeTick`), however far ahead.
  func tickShort(in state: SimState, using rng: inout SplitMix64) -> Command? {
    if rng.chance(0.5), let edge = edgeTick(in: state, using: &rng) { return .tickTo(edge.iso8601) }
    let spans: [Int64] = [1, 1000, 30_000, 60_000, 299_999, 300_000, 300_001, 420_000, 900_000]
    let ms = rng.chance(0.5) ? rng.pick(spans) : Int64(rng.int(in: 1...900)) * 1000
    let span = min(ms, remaining(in: state))
    guard span > 0 else { return nil }
    return .tickBy(TimeSpan(ms: span).text)
  }

  func tickLong(in state: SimState, using rng: inout SplitMix64) -> Command? {
    let spans: [Int64] = [3_600_000, 21_600_000, 86_400_000, 86_400_001, 86_399_999]
    let ms = rng.chance(0.3) ? rng.pick(spans) : Int64(rng.int(in: 30...2880)) * 60_000
    let span = min(ms, remaining(in: state))
    guard span > 0 else { return nil }
    switch rng.int(in: 0...5) {
    case 0: return .tickTo((state.now + TimeSpan(ms: span)).iso8601)
    case 1:
      let target = (state.now + TimeSpan(ms: span)).msOfDay / 60_000 * 60_000
      var delta = target - state.now.msOfDay
      if delta <= 0 { delta += QuietClock.day }
      guard delta <= remaining(in: state) else { return .tickBy(TimeSpan(ms: span).text) }
      return .tickTo(Self.clock(target))
    default: return .tickBy(TimeSpan(ms: span).text)
    }
  }

  /// `HH:MM` for a time of day in milliseconds.
  static func clock(_ msOfDay: Int64) -> String {
    let minutes = msOfDay / 60_000
    let hours = minutes / 60
    return (hours < 10 ? "0" : "") + String(hours) + ":" + (minutes % 60 < 10 ? "0" : "") + String(minutes % 60)
  }

  /// The settings of the model's numbers the generator changes (`SettingTable.Group.numbers`, with samples).
  static let numberRows = SettingTable.rows(in: .numbers).filter { $0.samples != nil }
  /// The settings of the system's discretion it changes in the runs that use them (`usesDiscretion(seed:)`).
  static let discretionRows = SettingTable.rows(in: .discretion).filter { $0.samples != nil }

  /// A `set NAME=VALUE` command for `row`, its value drawn from its samples (`SettingTable.Samples`) leaving out those
  /// `settings` would refuse beside them (a minimum interval over `atEndSingle`, an `atEndSingle` under the minimum
  /// interval); a budget-starved run's budget is tiny.
  static func setting(
    _ row: SettingTable.Row, beside settings: Settings, starved: Bool = false, using rng: inout SplitMix64
  ) -> Command {
    guard let samples = row.samples else { preconditionFailure("the generator sets only settings with samples") }
    if starved && row.key == .budget { return .set(name: row.name, value: String(rng.int(in: 1...4))) }
    if samples.noneChance > 0 && rng.chance(samples.noneChance) { return .set(name: row.name, value: Settings.none) }
    var value = rng.pick(samples.values.filter { row.accepts($0, beside: settings) })
    if !samples.zones.isEmpty { value += "@" + rng.pick(samples.zones) }
    return .set(name: row.name, value: value)
  }

  /// A parameter value as typed in a command.
  static func valueText(_ type: ParamType, using rng: inout SplitMix64) -> String {
    switch type {
    case .enumeration(let options): return rng.pick(options)
    case .string: return rng.pick(strings)
    case .int: return String(rng.int(in: -1...5))
    case .bool: return rng.chance(0.5) ? "true" : "false"
    }
  }

  /// A small JSON value of any shape; often an array of numbers, which a series kind shows one element per entry.
  static func value(using rng: inout SplitMix64) -> JSONValue {
    switch rng.int(in: 0...9) {
    case 8, 9: return .array((0..<rng.int(in: 0...5)).map { _ in .int(Int64(rng.int(in: -10...35))) })
    case 0: return .int(Int64(rng.int(in: -5...100)))
    case 1: return .string(rng.pick(["sunny", "rain", "snow", "a b"]))
    case 2: return .object([("temp", .int(Int64(rng.int(in: -10...35)))), ("sky", .string("clear"))])
    case 3: return .array([.string("milk"), .string("eggs")])
    case 4: return .double(Double(rng.int(in: -40...160)) / 4)
    case 5: return .bool(rng.chance(0.5))
    case 6: return .null
    default: return .string("")
    }
  }
}

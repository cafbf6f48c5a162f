import Foundation
import PropertyTesting
import Testing
import WidgetCommands
import WidgetModel

/// Every kind of action, written back as a command, reads back through the REPL's parser and the model's validation
/// as the same action: generated ones over many seeds, odd variants of them, and a table of hand-picked odd cases.
@Suite("Actions round-trip through their command text")
struct CommandRoundTripTests {
  /// The seeds the property runs: `WIDGETSIM_SEED` alone when set (to reproduce a failure), else 1 through 64.
  static var seeds: [UInt64] {
    ProcessInfo.processInfo.environment["WIDGETSIM_SEED"].flatMap { UInt64($0) }.map { [$0] } ?? Array(1...64)
  }

  /// The action `action`'s command text stands for in `state`: parsed by the REPL's parser, then validated.
  /// - Throws: the `ParseError` or `WidgetError` the text meets, or `NotAnAction` when it parses as a query.
  static func readBack(_ action: Action, in state: SimState) throws -> Action {
    guard case .action(let command) = try CommandParser.parse(action.commandText) else { throw NotAnAction() }
    return try state.validate(command)
  }

  /// A command text that the parser reads as a query or an empty line.
  struct NotAnAction: Error {}

  /// Checks that `action` reads back as itself in `state`, naming the seed when one is given.
  static func expectRoundTrip(
    _ action: Action, in state: SimState, seed: UInt64? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let reproduce = seed.map { " (reproduce with WIDGETSIM_SEED=\($0))" } ?? ""
    do {
      let again = try readBack(action, in: state)
      #expect(
        again == action, "'\(action.commandText)' read back as \(again)\(reproduce)", sourceLocation: sourceLocation)
    } catch {
      Issue.record("'\(action.commandText)' does not read back: \(error)\(reproduce)", sourceLocation: sourceLocation)
    }
  }

  @Test("every generated action and an odd variant of it read back as themselves, over 64 seeds")
  func generated() {
    var names: Set<String> = []
    var variants = 0
    for seed in Self.seeds {
      var rng = SplitMix64(seed: seed ^ 0x6F64_6476_6172)
      var state = SimState(start: Instant(ms: 1_772_352_000_000))
      for action in GeneratorTests.generate(seed: seed, steps: 200).actions {
        Self.expectRoundTrip(action, in: state, seed: seed)
        names.insert(action.name)
        if let variant = OddValues.variant(of: action, in: state, using: &rng), (try? state.check(variant)) != nil {
          Self.expectRoundTrip(variant, in: state, seed: seed)
          variants += 1
          // A kind with odd options: each option, typed in an add, reads back too.
          if case .kindDefined(let kind) = variant {
            var defined = state
            defined.apply(variant)
            for added in OddValues.adds(of: kind) where (try? defined.check(added)) != nil {
              Self.expectRoundTrip(added, in: defined, seed: seed)
            }
          }
        }
        state.apply(action)
      }
    }
    if Self.seeds.count > 1 {
      #expect(names == Set(Action.names), "action kinds never generated: \(Set(Action.names).subtracting(names))")
      #expect(variants > 1000, "only \(variants) odd variants were valid")
    }
  }

  /// The state the hand-picked cases run in: the built-in kinds, a kind whose template, display name, enum options
  /// and defaults are odd, a widget `home` of it, and widget `w1`.
  static let oddState: SimState = {
    var state = SimState(start: Instant(ms: 1_772_352_000_000))
    for kind in BuiltinKinds.all { state.apply(.kindDefined(kind)) }
    let setup = [
      oddKind, addedHome, .widgetAdded(id: "w1", kind: "todo", family: .systemSmall, config: [:]), optionsKind,
    ]
    for action in setup {
      precondition((try? state.check(action)) != nil, "the odd state's setup is valid")
      state.apply(action)
    }
    return state
  }()

  /// A kind with every kind of parameter and text that needs quoting or is not ASCII.
  static let oddKind = Action.kindDefined(
    Kind(
      name: "odd.kind:v-1_x", displayName: "Odd \"kind\" \\ é 北京 = #", families: [.accessoryInline, .systemSmall],
      params: [
        ParamSpec(name: "s", type: .string, defaultValue: .string("a b=c")),
        ParamSpec(name: "n", type: .int, defaultValue: .int(-7)),
        ParamSpec(name: "b", type: .bool),
        ParamSpec(
          name: "e", type: .enumeration(["北京", "a b", "x\"y", "back\\slash", "é"]), defaultValue: .string("é")),
      ], entries: 3, every: .minutes(90), policy: .after(TimeSpan(ms: 1)), dataKey: DataKeyTemplate("odd key:{s}/{e}")!,
      appGroup: false, ttl: .zero, fallback: .blank))

  /// Enum options that hold what `define`'s text uses as separators and escapes, and marks that combine with a
  /// separator beside them: U+0301 after one, U+0600 (a prepended mark) before one.
  static let oddOptions = [
    "a=b", "=", "==x", "|", "a|b", "\\", "a\\", "\\|", "\\=", "\\\\", "back\\slash", "\u{301}", "x\u{301}", "=\u{301}",
    "|\u{301}", "x\u{600}", "\u{600}", "\u{600}|", "\u{600}=", ":", "a:b", "a b", "x\"y", "as", "#", "\u{2028}", "🙂",
  ]

  /// A kind whose one parameter's options are `oddOptions`, the last its default.
  static let optionsKind = Action.kindDefined(
    Kind(
      name: "opts", families: [.systemSmall],
      params: [ParamSpec(name: "e", type: .enumeration(oddOptions), defaultValue: .string(oddOptions.last!))],
      entries: 1, every: .hours(1), policy: .never, dataKey: DataKeyTemplate("opts:{e}")!, appGroup: true,
      ttl: .minutes(30), fallback: .placeholder))

  /// The widget `home` of the odd kind.
  static let addedHome = Action.widgetAdded(
    id: "home", kind: "odd.kind:v-1_x", family: .systemSmall,
    config: ["s": .string(""), "n": .int(0), "b": .bool(true), "e": .string("a b")])

  /// A configuration of the odd kind as `add` makes it: the defaults, then `values`.
  static func oddConfig(_ values: [String: ParamValue]) -> [String: ParamValue] {
    ["s": .string("a b=c"), "n": .int(-7), "e": .string("é")].merging(values) { $1 }
  }

  /// Odd string values for a parameter, a cache key or JSON.
  static let oddTexts = [
    "", " ", "a b", "  two  blanks  ", "\"", "say \"hi\"", "\\", "back\\slash\\", "\\\"", "a=b", "=", "==x=",
    "ttl=1m", "x ttl=1m", "#hash", "# not a comment", "as", "to", "all", "--json", "é", "e\u{301}", "\u{301}x",
    "北京", "🙂", "👩‍👩‍👧", "\u{600}x", "x\u{600}", "\u{a0}", "a\u{2028}b", "\u{3000}", "{\"json\": 1}", "[1, 2]",
  ]

  /// Hand-picked odd actions, each valid in `oddState`.
  static let oddCases: [Action] =
    [
      oddKind.renamed("odd2"), .kindDefined(Kind(name: "to", families: [.systemSmall], dataKey: DataKeyTemplate("k")!)),
      .widgetAdded(id: "w2", kind: "weather", family: .systemLarge, config: ["city": .string("Shanghai")]),
      .widgetRemoved(id: "home"), .widgetRemoved(id: "w1"),
      .reloadRequested(.all), .reloadRequested(.kind("odd.kind:v-1_x")),
      .clockTicked(to: Instant(ms: 1_772_352_000_000)), .clockTicked(to: Instant(ms: 1_772_352_000_001)),
      .clockTicked(to: Instant(ms: 1_772_352_000_000 + TimeSpan.days(400).ms)),
      .appStateChanged(.foreground), .appStateChanged(.background), .appGroupChanged(available: true),
      .appGroupChanged(available: false), .fetchFailed(key: "k", reason: .timeout),
    ]
    + ["as", "to", "all", "w0", "w01", "w1234567890", "x.y:z-_1", "W3"].map { id in
      .widgetAdded(id: id, kind: "odd.kind:v-1_x", family: .accessoryInline, config: oddConfig(["n": .int(Int64.min)]))
    }
    + oddTexts.flatMap { text in
      [
        .widgetAdded(id: "w2", kind: "odd.kind:v-1_x", family: .systemSmall, config: oddConfig(["s": .string(text)])),
        .widgetConfigured(id: "home", changes: ["s": .string(text), "n": .int(Int64.max), "b": .bool(false)]),
        .dataArrived(key: "k", value: .object([(text, .array([.string(text), .null]))]), ttl: .hours(2)),
      ]
    }
    + oddTexts.filter { !$0.isEmpty }.flatMap { key in
      [.dataArrived(key: key, value: .string(key), ttl: nil), .fetchFailed(key: key, reason: .error)]
    }
    + ["北京", "a b", "x\"y", "back\\slash", "é"].map { option in
      .widgetConfigured(id: "home", changes: ["e": .string(option)])
    }
    + oddOptions.map { .widgetAdded(id: "w2", kind: "opts", family: .systemSmall, config: ["e": .string($0)]) }
    + oddOptions.indices.map { index in
      let options = Array(oddOptions[index...] + oddOptions[..<index])
      return .kindDefined(
        Kind(
          name: "opts\(index)", families: [.systemSmall],
          params: [ParamSpec(name: "e", type: .enumeration(options), defaultValue: .string(options[0]))],
          dataKey: DataKeyTemplate("opts:{e}")!))
    }
    + oddZones.compactMap { zone in
      (try? QuietHours.parse("22:00-07:00@" + zone, zone: .utc, now: Instant(ms: 1_772_352_000_000)))
        .map { .settingChanged(.quietHours($0)) }
    }
    + oddJSON.map { .dataArrived(key: "k", value: $0, ttl: TimeSpan(ms: 1)) }
    + [
      .budget(1), .budget(40), .budget(Limits.budgetMax), .minInterval(.zero), .minInterval(TimeSpan(ms: 1)),
      .minInterval(TimeSpan(ms: 5_400_001)), .minInterval(Limits.spanMax), .latency(.seconds(45)),
      .latency(.days(2)), .configureCounts(true), .configureCounts(false),
    ].map { .settingChanged($0) }

  /// POSIX zone rules whose names (between `<` and `>`) hold blanks, quotes, backslashes, `=`, `#` and marks.
  static let oddZones = [
    "UTC0", "<a b>-8", "<  x  >+3", "<x\"y>-1", "<back\\slash>2", "<a=b>-5:30", "<#xx>0", "<é\u{301}x>-1",
    "<\u{600}xy>4", "<a b>5<c d>,M3.2.0,M11.1.0", "<ttl=1m>1",
  ]

  /// JSON values of every shape, including numbers at the edges of their types.
  static let oddJSON: [JSONValue] = [
    .null, .bool(true), .bool(false), .int(0), .int(-1), .int(Int64.max), .int(Int64.min), .double(0), .double(-0.0),
    .double(2), .double(-2.5), .double(0.1), .double(1.0 / 3), .double(1e15), .double(1e300),
    .double(.leastNonzeroMagnitude),
    .double(-1.7976931348623157e308), .string(""), .string("ttl=1m"), .string("a ttl=1m"), .string("\n\t\r\u{1}"),
    .array([]), .object([]), .array([.array([.array([])])]), .object([("", .object([("a b", .null)]))]),
    .object([("x", .string("y ttl=5m")), ("", .array([.int(1), .double(1.5), .bool(false)]))]),
  ]

  @Test("hand-picked odd actions read back as themselves", arguments: oddCases)
  func oddCase(_ action: Action) throws {
    try Self.oddState.check(action)
    Self.expectRoundTrip(action, in: Self.oddState)
  }
}

/// Variants of hand-picked actions.
extension Action {
  /// The same kind definition under another name, so it can be defined beside the original.
  fileprivate func renamed(_ name: String) -> Action {
    guard case .kindDefined(var kind) = self else { return self }
    kind.name = name
    return .kindDefined(kind)
  }
}

/// Odd strings, JSON values and spans drawn from a seeded generator: blanks, quotes, backslashes, `=`, `#`, words the
/// parser gives a meaning, and Unicode that combines with its neighbours.
enum OddValues {
  /// The pieces odd strings are made of.
  static let pieces = [
    " ", "\"", "\\", "=", "|", "#", "ttl=1m", " ttl=5m", "as", "{", "}", "[", ",", ":", "'", "é", "e\u{301}", "\u{301}",
    "北京", "🙂", "👩‍👩‍👧", "\u{600}", "\u{a0}", "\u{2028}", "\u{3000}", "\u{85}", "a", "1", "\n", "\t",
  ]

  /// A string of up to five pieces.
  static func string(using rng: inout SplitMix64) -> String {
    (0..<rng.int(in: 0...5)).map { _ in rng.pick(pieces) }.joined()
  }

  /// A JSON value of any shape, nested at most `depth` deep.
  static func json(depth: Int = 3, using rng: inout SplitMix64) -> JSONValue {
    switch rng.int(in: depth > 0 ? 0...8 : 0...5) {
    case 0: return .null
    case 1: return .bool(rng.chance(0.5))
    case 2: return .int(rng.chance(0.2) ? rng.pick([Int64.min, Int64.max, 0]) : Int64(rng.int(in: -1000...1000)))
    case 3:
      let bits = Double(bitPattern: rng.next())
      return .double(bits.isFinite ? bits : 0.5)
    case 4: return .double(Double(rng.int(in: -1000...1000)) / 8)
    case 5: return .string(string(using: &rng))
    case 6: return .array((0..<rng.int(in: 0...3)).map { _ in json(depth: depth - 1, using: &rng) })
    default:
      // A key once: JSON text with a key twice reads back with one of them, so no action ever holds such an object.
      var keys: Set<String> = []
      return .object(
        (0..<rng.int(in: 0...3)).map { _ in (string(using: &rng), json(depth: depth - 1, using: &rng)) }
          .filter { keys.insert($0.0).inserted })
    }
  }

  /// A span from 0 to a year, most often short.
  static func span(using rng: inout SplitMix64) -> TimeSpan {
    TimeSpan(ms: rng.chance(0.5) ? Int64(rng.int(in: 0...100_000)) : Int64(rng.int(in: 0...Int(Limits.spanMax.ms))))
  }

  /// `action` with its free-form text and values replaced by odd ones, or nil for actions that have none.
  static func variant(of action: Action, in state: SimState, using rng: inout SplitMix64) -> Action? {
    switch action {
    case .widgetAdded(let id, let kind, let family, let config, let page):
      let chosen = rng.pick(["as", "to", "all", "w0", "w01", "w1234567890", "x.y:z-_1"])
      let newID = WidgetID.isAutomatic(id) && rng.chance(0.5) ? id : chosen
      return .widgetAdded(
        id: newID, kind: kind, family: family, config: oddStrings(config, kind: kind, state, &rng), page: page)
    case .widgetConfigured(let id, let changes):
      let kind = state.widgets[id]?.kind ?? ""
      return .widgetConfigured(id: id, changes: oddStrings(changes, kind: kind, state, &rng))
    case .dataArrived:
      return .dataArrived(
        key: string(using: &rng), value: json(using: &rng), ttl: rng.chance(0.5) ? span(using: &rng) : nil)
    case .fetchFailed(_, let reason): return .fetchFailed(key: string(using: &rng), reason: reason)
    case .clockTicked: return .clockTicked(to: state.now + span(using: &rng))
    case .settingChanged(let setting):
      switch setting {
      case .budget: return .settingChanged(.budget(rng.int(in: 1...Limits.budgetMax)))
      case .minInterval: return .settingChanged(.minInterval(span(using: &rng)))
      case .latency: return .settingChanged(.latency(span(using: &rng)))
      case .configureCounts: return .settingChanged(.configureCounts(rng.chance(0.5)))
      case .providerDeadline:
        return .settingChanged(.providerDeadline(TimeSpan(ms: Int64(rng.int(in: 1...Int(Limits.fetchSpanMax.ms))))))
      case .retryAfter: return .settingChanged(.retryAfter(TimeSpan(ms: Int64(rng.int(in: 1000...100_000_000)))))
      case .budgetScope: return .settingChanged(.budgetScope(rng.pick(BudgetScope.allCases)))
      case .foregroundReloads: return .settingChanged(.foregroundReloads(rng.pick(ForegroundReloads.allCases)))
      case .visibleReloadsFree: return .settingChanged(.visibleReloadsFree(rng.chance(0.5)))
      case .quietHours:
        let (start, length) = (rng.int(in: 0...1439), rng.int(in: 1...1439))
        let clock = { (minutes: Int) in String(format: "%02d:%02d", minutes / 60, minutes % 60) }
        let text =
          clock(start) + "-" + clock((start + length) % 1440) + "@"
          + rng.pick(["UTC0", "CST-8", "<+0530>-5:30"] + CommandRoundTripTests.oddZones)
        return .settingChanged(.quietHours(try? QuietHours.parse(text, zone: .utc, now: state.now)))
      case .atEndSingle:
        return .settingChanged(.atEndSingle(rng.chance(0.2) ? nil : state.settings.minInterval + span(using: &rng)))
      case .extensionMemory: return .settingChanged(.extensionMemory(rng.int(in: 1...Limits.extensionMemoryMBMax)))
      case .extensionKeepAlive: return .settingChanged(.extensionKeepAlive(span(using: &rng)))
      case .network: return .settingChanged(.network(rng.pick(NetworkSource.allCases)))
      case .appUpdateReload: return .settingChanged(.appUpdateReload(rng.pick(AppUpdateReload.allCases)))
      case .foregroundThrottle:
        let window = TimeSpan(ms: max(1, span(using: &rng).ms))
        return .settingChanged(.foregroundThrottle(rng.chance(0.3) ? nil : window))
      case .intentReloadWindow: return .settingChanged(.intentReloadWindow(span(using: &rng)))
      case .runningAppReloads: return .settingChanged(.runningAppReloads(rng.pick(RunningAppReloads.allCases)))
      case .developerMode: return .settingChanged(.developerMode(rng.chance(0.5)))
      }
    case .kindDefined(var kind):
      kind.displayName = rng.chance(0.5) ? kind.displayName : string(using: &rng)
      for index in kind.params.indices {
        guard case .enumeration = kind.params[index].type else { continue }
        var seen: Set<String> = []
        let options = (0..<rng.int(in: 1...6)).map { _ in string(using: &rng) }.filter {
          !$0.isEmpty && seen.insert($0).inserted
        }
        guard !options.isEmpty else { continue }
        kind.params[index].type = .enumeration(options)
        kind.params[index].defaultValue = rng.chance(0.5) ? .string(rng.pick(options)) : nil
      }
      return .kindDefined(kind)
    case .networkChanged(.rule):
      let took = TimeSpan(ms: Int64(rng.int(in: 0...Int(Limits.fetchSpanMax.ms))))
      let rule: NetRule = rng.pick([.answer(json(using: &rng), took: took, seq: 0), .timeout, .error])
      return .networkChanged(.rule(key: string(using: &rng), rule))
    default: return nil
    }
  }

  /// For each option of the kind's enum parameters, a widget added with it (the other parameters at their
  /// defaults, as `add` makes them).
  static func adds(of kind: Kind) -> [Action] {
    var defaults: [String: ParamValue] = [:]
    for param in kind.params { defaults[param.name] = param.defaultValue }
    return kind.params.flatMap { param -> [Action] in
      guard case .enumeration(let options) = param.type else { return [] }
      return options.map { option in
        var config = defaults
        config[param.name] = .string(option)
        return .widgetAdded(id: "odd", kind: kind.name, family: kind.families[0], config: config)
      }
    }
  }

  /// `config` with the values of the kind's string parameters replaced by odd strings.
  static func oddStrings(
    _ config: [String: ParamValue], kind: String, _ state: SimState, _ rng: inout SplitMix64
  ) -> [String: ParamValue] {
    var odd = config
    for (name, _) in config where state.kinds[kind]?.param(name)?.type == .string {
      odd[name] = .string(string(using: &rng))
    }
    return odd
  }
}

import Testing

@testable import WidgetModel

/// The digest's hand-written descriptions must stay byte for byte what `String(describing:)` prints, except that the
/// fields the provider's fetch added are left out while they hold their defaults (so older journals keep their digests).
@Suite("Digest text")
struct DigestTextTests {
  /// `String(describing:)` of a kind, with the fetch fields removed when all of them hold their defaults.
  static func described(_ kind: Kind) -> String {
    let defaults =
      ", fetch: WidgetModel.FetchMode.none, timeout: WidgetModel.TimeSpan(ms: 3000), cachedPolicy: nil"
      + ", fallbackPolicy: nil, expired: WidgetModel.ExpiredUse.show, series: false)"
    let text = String(describing: kind).replacing(", providerTTL: false)", with: ")")
      .replacing(", provider: false)", with: ")").replacing(
        ", fetch: WidgetModel.FetchMode.none, timeout: WidgetModel.TimeSpan(ms: 3000), cachedPolicy: nil, fallbackPolicy: nil, expired: WidgetModel.ExpiredUse.show, series: false, provider: true)",
        with: ", provider: true)")
    return text.hasSuffix(defaults) ? String(text.dropLast(defaults.count)) + ")" : text
  }

  /// `String(describing:)` of a timeline, with the App Group container of its read and its source and fetch removed
  /// when they say what a timeline said before the fetch existed (no fetch; the source its read implies).
  static func described(_ timeline: Timeline) -> String {
    // The reload filter's rule is in the digest through the canonical JSON's `"free"`, not in the timeline's text.
    var text = String(describing: timeline).replacing(", container: WidgetModel.Container.appGroup)", with: ")")
      .replacing(", freeRule: nil", with: "")
    if text.hasSuffix(", provided: nil)") { text = String(text.dropLast(", provided: nil)".count)) + ")" }
    let implied = timeline.data == nil ? DataSource.fallback : .cache
    let defaults = ", source: WidgetModel.DataSource.\(implied.rawValue), fetch: nil)"
    if text.hasSuffix(defaults) { text = String(text.dropLast(defaults.count)) + ")" }
    return text
  }

  /// Data values of every shape, with the strings and numbers whose descriptions need care.
  static let values: [JSONValue] = [
    .null, .bool(true), .bool(false), .int(0), .int(-7), .int(.max), .int(.min), .double(0.1), .double(2.0),
    .double(-0.0), .double(1e300), .double(.leastNonzeroMagnitude), .double(-2.5), .string(""), .string("sunny"),
    .string("quote \" backslash \\ tab \t newline \n return \r bell \u{7} nul \u{0}"),
    .string("中文 é 🙂 \u{301}e \u{200B} \u{7F}"), .array([]), .object([]),
    .array([.int(1), .array([.string("x"), .null]), .object([("k\"ey", .double(1.5))])]),
    .object([("temp", .int(21)), ("sky", .object([("a", .array([.bool(true), .null]))])), ("", .string("v"))]),
  ]

  /// Kinds covering every parameter type, defaults or none, every policy, and awkward names.
  static let kinds: [Kind] =
    BuiltinKinds.all + [
      Kind(
        name: "odd", displayName: "Say \"hi\"\n\u{1F600} é", families: [.accessoryInline, .systemExtraLarge],
        params: [
          ParamSpec(name: "mode", type: .enumeration(["a\"b", "中文", "x\\y"]), defaultValue: .string("中文")),
          ParamSpec(name: "n", type: .int, defaultValue: .int(-3)), ParamSpec(name: "on", type: .bool),
          ParamSpec(name: "flag", type: .bool, defaultValue: .bool(true)),
        ],
        entries: 0, every: .zero, policy: .never, dataKey: DataKeyTemplate("k:{mode}:{n}")!, appGroup: false,
        ttl: TimeSpan(ms: 1), fallback: .blank),
      Kind(
        name: "plain", families: [.systemSmall], entries: 400, every: .minutes(3), policy: .after(.days(365)),
        dataKey: DataKeyTemplate("plain")!),
    ] + fetching

  /// Kinds that each move one fetch field off its default, so each must appear in the digest.
  static let fetching: [Kind] = (0..<7).map { n in
    var kind = Kind(name: "f\(n)", families: [.systemSmall], dataKey: DataKeyTemplate("f")!)
    switch n {
    case 0: kind.fetch = .network
    case 1: kind.timeout = .seconds(2)
    case 2: kind.cachedPolicy = .after(.minutes(10))
    case 3: kind.fallbackPolicy = .never
    case 4: kind.expired = .fallback
    case 5: kind.provider = true
    default: kind.series = true
    }
    return kind
  }

  @Test("a fetch field off its default is in the digest's text of its kind")
  func fetchFieldsDescribed() {
    let plain = DigestText.kind(Kind(name: "f", families: [.systemSmall], dataKey: DataKeyTemplate("f")!))
    #expect(!plain.contains("fetch:"))
    for kind in Self.fetching {
      #expect(DigestText.kind(kind) == Self.described(kind))
      #expect(DigestText.kind(kind).contains(kind.provider ? "provider: true" : "series:"))
    }
  }

  @Test("kinds are described as String(describing:) does")
  func kindText() {
    for kind in Self.kinds { #expect(DigestText.kind(kind) == Self.described(kind)) }
  }

  @Test("timelines are described as String(describing:) does, whatever they hold", arguments: values.indices)
  func timelineText(_ index: Int) {
    let reasons: [MissingReason?] = [nil, .unresolvedKey(param: "li\"st"), .appGroupUnavailable, .noData]
    let policies: [ReloadPolicy] = [.atEnd, .after(.hours(1)), .never]
    for (n, reason) in reasons.enumerated() {
      let data = DataRead(value: Self.values[index], writtenAt: Instant(ms: -5), writeSeq: 9, ttl: .minutes(30))
      let timeline = Timeline(
        generatedAt: Instant(ms: 1_772_352_000_123), builtSeq: n, entries: 5, every: .hours(1),
        policy: policies[n % 3], dataKey: n == 1 ? nil : "weather:\u{1F600}\"\\", data: n == 0 ? data : nil,
        missingReason: reason, cause: [BuildCause.added, .configured, .policy, .reload][n], counted: n % 2 == 0)
      #expect(DigestText.timeline(timeline) == Self.described(timeline))
      var fetched = timeline
      let outcomes = [FetchOutcome.answered(took: TimeSpan(ms: 500)), .timedOut(after: .seconds(3)), .failed(.error)]
      fetched.fetch = outcomes[n % 3]
      fetched.source = n == 0 ? .network : .fallback
      fetched.data?.container = .extension
      #expect(DigestText.timeline(fetched) == Self.described(fetched))
      var provided = timeline
      provided.provided = ProvidedEntries(
        dates: [Instant(ms: 5), Instant(ms: 9)], contents: [Self.values[index], .string("b\"")], relevances: [0.5, nil])
      provided.source = .provider
      #expect(DigestText.timeline(provided) == Self.described(provided))
      #expect(DigestText.timeline(provided).contains("provided: Optional(ProvidedEntries(dates: [5, 9]"))
    }
  }

  @Test("budget windows are described as String(describing:) describes their milliseconds")
  func millisecondsText() {
    for instants in [[], [Instant(ms: 0)], [Instant(ms: -1), Instant(ms: 5), Instant(ms: .max)]] {
      #expect(DigestText.milliseconds(instants) == String(describing: instants.map(\.ms)))
    }
  }

  @Test("every widget of a busy session is described as String(describing:) does")
  func sessionText() throws {
    var world = try TestWorld("add weather", "add stocks symbol=MSFT", "add todo", "add todo list=home")
    for (n, value) in Self.values.enumerated() {
      world.state.apply(
        .dataArrived(key: ["weather:Beijing", "stocks:MSFT", "todo:home"][n % 3], value: value, ttl: nil))
      world.state.apply(n % 4 == 0 ? .appGroupChanged(available: n % 8 != 0) : .reloadRequested(.all))
      world.state.apply(.clockTicked(to: world.state.now + .minutes(7)))
      for widget in world.state.orderedWidgets {
        #expect(DigestText.timeline(widget.timeline) == Self.described(widget.timeline))
      }
    }
  }
}

import Testing

@testable import WidgetModel

/// The digest's hand-written descriptions must stay byte for byte what `String(describing:)` prints.
@Suite("Digest text")
struct DigestTextTests {
  /// Data values of every shape, with the strings and numbers whose descriptions need care.
  static let values: [JSONValue] = [
    .null, .bool(true), .bool(false), .int(0), .int(-7), .int(.max), .int(.min), .double(0.1), .double(2.0),
    .double(-0.0), .double(1e300), .double(5e-324), .double(-2.5), .string(""), .string("sunny"),
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
    ]

  @Test("kinds are described as String(describing:) does")
  func kindText() {
    for kind in Self.kinds { #expect(DigestText.kind(kind) == String(describing: kind)) }
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
      #expect(DigestText.timeline(timeline) == String(describing: timeline))
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
        #expect(DigestText.timeline(widget.timeline) == String(describing: widget.timeline))
      }
    }
  }
}

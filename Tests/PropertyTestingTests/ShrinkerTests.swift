import PropertyTesting
import Testing
import WidgetCommands
import WidgetJournal
import WidgetModel

/// The shrinker: smaller, still failing, still valid.
@Suite("Shrinker")
struct ShrinkerTests {
  static let initial = SimState(start: Instant(ms: 1_772_352_000_000))

  /// Folds `commands` (after the built-in kinds) into actions, as the REPL would.
  static func actions(_ commands: [Command]) throws -> [Action] {
    var state = initial
    var actions: [Action] = []
    for action in BuiltinKinds.all.map({ Action.kindDefined($0) }) {
      state.apply(action)
      actions.append(action)
    }
    for command in commands {
      let action = try state.validate(command)
      state.apply(action)
      actions.append(action)
    }
    return actions
  }

  /// The seq after which `predicate` first holds, folding with `check`.
  static func firstHolding(_ predicate: Predicate, _ actions: [Action]) -> Int? {
    var state = initial
    for (index, action) in actions.enumerated() {
      guard (try? state.check(action)) != nil else { return nil }
      state.apply(action)
      if predicate.holds(in: state) { return index + 1 }
    }
    return nil
  }

  @Test("a long generated journal shrinks to a short sub-journal in which the predicate still becomes true")
  func longJournal() throws {
    let long = GeneratorTests.generate(seed: 3, steps: 2000).actions
    let predicate = try Predicate.parse("any.status=stale and any.budget.used>=1")
    let first = try #require(Self.firstHolding(predicate, long))
    var shrinker = Shrinker(initial: Self.initial, simplifies: false) { Self.firstHolding(predicate, $0) }
    let shrunk = shrinker.shrink(long)
    #expect(shrunk.count <= 8, "\(ActionListing.lines(shrunk, start: Self.initial.start).joined(separator: "\n"))")
    #expect(Self.firstHolding(predicate, shrunk) == shrunk.count)
    var rest = long.prefix(first)[...]
    for action in shrunk {
      let found = try #require(rest.firstIndex(of: action), "the shrunk journal keeps original actions, in order")
      rest = rest[(found + 1)...]
    }
  }

  @Test("actions the failure depends on are kept: dropping them would make the journal invalid")
  func dependentsKept() throws {
    let actions = try Self.actions([
      .add(kind: "weather", family: nil, params: [], id: nil), .tickBy("10m"),
      .data(key: "weather:Shanghai", value: .int(21), ttl: nil), .app("foreground"),
      .configure(id: "w1", params: [KeyValue("city", "Shanghai")]), .tickBy("1m"),
    ])
    let predicate = try Predicate.parse("w1.content=21")
    var shrinker = Shrinker(initial: Self.initial) { Self.firstHolding(predicate, $0) }
    let shrunk = shrinker.shrink(actions)
    #expect(shrunk.map(\.name) == ["define", "add", "data", "configure"])
  }

  @Test("simplifying shortens ticks to the simplest span that still fails, and restores defaults")
  func simplifies() throws {
    let actions = try Self.actions([
      .set(name: "budget", value: "7"),
      .add(kind: "weather", family: "large", params: [KeyValue("city", "Guangzhou")], id: nil),
      .tickBy("1d7h13m"),
    ])
    let predicate = try Predicate.parse("any.entry>=2")
    var shrinker = Shrinker(initial: Self.initial) { Self.firstHolding(predicate, $0) }
    let shrunk = shrinker.shrink(actions)
    #expect(shrunk.count == 3)
    #expect(shrunk.last == .clockTicked(to: Self.initial.start + .hours(1)))
    #expect(
      shrunk[1] == .widgetAdded(id: "w1", kind: "weather", family: .systemSmall, config: ["city": .string("Beijing")]))
  }

  @Test("the shrinker stops after its limit of tries")
  func bounded() throws {
    let long = GeneratorTests.generate(seed: 4, steps: 500).actions
    let predicate = try Predicate.parse("any.status!=live")
    guard Self.firstHolding(predicate, long) != nil else { return }
    var shrinker = Shrinker(initial: Self.initial) { Self.firstHolding(predicate, $0) }
    shrinker.triesMax = 10
    _ = shrinker.shrink(long)
    #expect(shrinker.tries <= 10)
  }
}

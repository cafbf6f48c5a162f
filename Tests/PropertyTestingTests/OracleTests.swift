import PropertyTesting
import Testing
import WidgetModel

/// The oracle the schedule properties compare the model with: naive, and checked here by hand.
@Suite("Oracle")
struct OracleTests {
  let t0 = Instant(ms: 1_772_352_000_000)

  @Test("a refresh exactly 24 hours ago has left the window; one a millisecond later has not")
  func window() {
    let counted = [t0, t0 + TimeSpan(ms: 1)]
    #expect(History.countedInWindow(counted, at: t0 + .days(1)) == 1)
    #expect(History.countedInWindow(counted, at: t0 + .days(1) - TimeSpan(ms: 1)) == 2)
  }

  @Test("budget room waits for the oldest refreshes in the window to leave, one at a time")
  func room() {
    let counted = [t0, t0 + .hours(1), t0 + .hours(2)]
    #expect(History.budgetRoom(from: t0 + .hours(3), counted: counted, budget: 4) == t0 + .hours(3))
    #expect(History.budgetRoom(from: t0 + .hours(3), counted: counted, budget: 3) == t0 + .days(1))
    #expect(History.budgetRoom(from: t0 + .hours(3), counted: counted, budget: 1) == t0 + .days(1) + .hours(2))
  }

  @Test("policy due: atEnd at the last entry, after:D from the build, never not at all")
  func policyDue() {
    let weather = BuiltinKinds.weather
    #expect(History.policyDue(weather, builtAt: t0) == t0 + .hours(4))
    #expect(History.policyDue(BuiltinKinds.stocks, builtAt: t0) == t0 + .hours(1))
    #expect(History.policyDue(BuiltinKinds.todo, builtAt: t0) == nil)
  }

  /// A run over the built-in kinds that applies `commands` with every built-in property checked after each.
  static func run(_ commands: [Command]) throws -> PropertyRun {
    var run = PropertyRun(initial: SimState(start: Instant(ms: 1_772_352_000_000)), properties: Property.builtin)
    for kind in BuiltinKinds.all { #expect(run.step(.kindDefined(kind)) == nil) }
    for command in commands {
      let violation = try run.step(command)
      #expect(violation == nil, "\(command): \(violation?.message ?? "")")
    }
    return run
  }

  @Test("a foreground reload under onBackground is held, expected at no time, until the backgrounding carries it out")
  func heldReload() throws {
    var run = try Self.run([
      .set(name: "foregroundReloads", value: "onBackground"), .add(kind: "weather", family: nil, params: [], id: nil),
      .app("foreground"), .reload(target: "weather"), .tickBy("10m"),
    ])
    let held = try #require(run.history.widgets["w1"])
    #expect(held.request?.held == true && run.history.expectedUncountedRefresh(held) == nil)
    #expect(try run.step(.app("background")) == nil)
    let built = try #require(run.history.widgets["w1"])
    #expect(built.request == nil && built.counted.isEmpty && built.timeline.builtAt == t0 + .minutes(10))
  }

  @Test("under budgetScope=app a removed widget takes its counted refreshes out of the pool, which frees room")
  func poolRemoval() throws {
    let stocks = Command.add(kind: "stocks", family: nil, params: [], id: nil)
    var run = try Self.run([
      .set(name: "budgetScope", value: "app"), .set(name: "budget", value: "2"), stocks, stocks, .tickBy("1h"),
    ])
    // Both made their hourly refresh at 09:00: the pool is spent until 09:00 tomorrow.
    let w1 = try #require(run.history.widgets["w1"])
    #expect(run.history.poolCounted(w1, scope: .app, fromSeq: run.state.seq) == [t0 + .hours(1), t0 + .hours(1)])
    #expect(run.history.expectedCountedRefresh(w1)?.at == t0 + .days(1) + .hours(1))
    #expect(try run.step(.remove(id: "w2")) == nil)
    let after = try #require(run.history.widgets["w1"])
    #expect(run.history.poolCounted(after, scope: .app, fromSeq: run.state.seq) == [t0 + .hours(1)])
    #expect(run.history.expectedCountedRefresh(after)?.at == t0 + .hours(2))
  }
}

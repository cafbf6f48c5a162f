import PropertyTesting
import Testing
import WidgetCommands
import WidgetModel

/// The oracle on system reloads and pages given at `add`, checked by hand, with every built-in property holding.
@Suite("The oracle on system changes and add's page")
struct SystemChangeOracleTests {
  /// The command a REPL line types.
  static func command(_ line: String) throws -> Command {
    guard case .action(let command) = try CommandParser.parse(line) else { throw CommandLineNotAnAction() }
    return command
  }

  struct CommandLineNotAnAction: Error {}

  /// A run over the built-in kinds that applies `lines` with every built-in property checked after each.
  static func run(_ lines: [String]) throws -> PropertyRun {
    var run = PropertyRun(initial: SimState(start: Instant(ms: 1_772_352_000_000)), properties: Property.builtin)
    for kind in BuiltinKinds.all { #expect(run.step(.kindDefined(kind)) == nil) }
    for line in lines {
      let violation = try run.step(Self.command(line))
      #expect(violation == nil, "\(line): \(violation?.message ?? "")")
    }
    return run
  }

  @Test("after a stale app update the oracle records the failed rebuild and expects the system's retry an hour later")
  func staleUpdate() throws {
    let start = Instant(ms: 1_772_352_000_000)
    let run = try Self.run(["add weather", "add todo", "tick 10m", "set appUpdateReload=stale", "app update"])
    for id in ["w1", "w2"] {
      let facts = try #require(run.history.widgets[id])
      #expect(facts.failure?.at == start + .minutes(10))
      #expect(facts.request?.system == true && facts.request?.counted == false)
      #expect(run.history.expectedUncountedRefresh(facts) == start + .minutes(70))
    }
    var later = run
    #expect(try later.step(Self.command("tick 1h")) == nil)
    #expect(later.history.widgets["w2"]?.failure == nil && later.history.widgets["w2"]?.request == nil)
  }

  @Test("a system change expects every widget rebuilt at once; add page=N puts the widget on that page for the oracle")
  func rebuildsAndPages() throws {
    let run = try Self.run([
      "add weather page=2", "add stocks", "device home", "device locale", "device page 2", "reload weather",
      "tick 1h",
    ])
    #expect(run.history.pages["w1"] == 2 && run.history.pages["w2"] == nil)
    #expect(run.history.widgets["w1"]?.counted == [])
  }
}

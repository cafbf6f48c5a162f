import PropertyTesting
import Testing
import WidgetCommands
import WidgetModel

/// Actions written back as commands read back, through the REPL's parser and validation, as the same actions.
@Suite("Actions as commands")
struct CommandTextTests {
  @Test("every generated action's command parses and validates back to the same action", arguments: [UInt64(1), 2, 3])
  func roundTrip(_ seed: UInt64) throws {
    let actions = GeneratorTests.generate(seed: seed, steps: 300).actions
    var state = SimState(start: Instant(ms: 1_772_352_000_000))
    for action in actions {
      guard case .action(let command) = try CommandParser.parse(action.commandText) else {
        Issue.record("'\(action.commandText)' is not an action")
        return
      }
      #expect(try state.validate(command) == action, "\(action.commandText)")
      state.apply(action)
    }
  }

  @Test(
    "an id is written with 'as' exactly when the model takes it for a chosen name",
    arguments: ["w1234567890", "w0", "w01", "W1", "w1a", "home"])
  func chosenID(_ id: String) throws {
    var state = SimState(start: Instant(ms: 1_772_352_000_000))
    for kind in BuiltinKinds.all { state.apply(.kindDefined(kind)) }
    let line = "add todo small list=x as \(id)"
    guard case .action(let command) = try CommandParser.parse(line) else {
      Issue.record("'\(line)' is not an action")
      return
    }
    let action = try state.validate(command)
    #expect(action.commandText == line)
    guard case .action(let again) = try CommandParser.parse(action.commandText) else { return }
    #expect(try state.validate(again) == action)
  }

  @Test("the listing numbers actions and says how far each tick moves the clock")
  func listing() {
    let start = Instant(ms: 1_772_352_000_000)
    let lines = ActionListing.lines(
      [.appStateChanged(.foreground), .clockTicked(to: start + .minutes(90)), .widgetRemoved(id: "home")], start: start)
    #expect(lines == ["1  app foreground", "2  tick to 2026-03-01T09:30:00Z  (+1h30m)", "3  remove home"])
  }

  @Test("quoting: values with spaces are quoted; chosen ids are named with 'as'")
  func quoting() {
    #expect(
      Action.widgetAdded(id: "home", kind: "stocks", family: .systemSmall, config: ["symbol": .string("A B")])
        .commandText == "add stocks small \"symbol=A B\" as home")
    #expect(Action.dataArrived(key: "k", value: .double(2), ttl: .minutes(5)).commandText == "data k 2.0 ttl=5m")
  }
}

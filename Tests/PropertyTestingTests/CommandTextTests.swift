import PropertyTesting
import Testing
import WidgetCommands
import WidgetModel

/// Actions written back as the commands that make them: chosen ids, quoting, listings (the round trip of every kind of
/// action is `CommandRoundTripTests`).
@Suite("Actions as commands")
struct CommandTextTests {
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
    CommandRoundTripTests.expectRoundTrip(action, in: state)
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

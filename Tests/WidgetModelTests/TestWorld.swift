import Testing
import WidgetCommands
import WidgetModel

/// A widget world for tests: a state at 2026-03-01T08:00:00Z holding the three built-in kinds, driven by commands.
struct TestWorld {
  /// The instant every test world starts at.
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// The state after every command run so far.
  var state: SimState

  /// A new world with the built-in kinds defined, as a new journal starts.
  init() {
    state = SimState(start: Self.start)
    for kind in BuiltinKinds.all { state.apply(.kindDefined(kind)) }
  }

  /// A new world that has run `lines`, each a REPL command such as `add weather small city=Shanghai`.
  init(_ lines: String...) throws {
    self.init()
    try run(lines)
  }

  /// Validates and applies each command in order; returns every timeline build they caused.
  /// - Throws: the first command's `WidgetError`; the commands before it stay applied.
  @discardableResult
  mutating func run(_ commands: [Command]) throws(WidgetError) -> [Refresh] {
    var log: [Refresh] = []
    for command in commands { log += state.apply(try state.validate(command)) }
    return log
  }

  /// Runs REPL command lines; see `Command.init(line:)`.
  @discardableResult
  mutating func run(_ lines: [String]) throws(WidgetError) -> [Refresh] {
    try run(lines.map { Command(line: $0) })
  }

  /// Runs REPL command lines; see `Command.init(line:)`.
  @discardableResult
  mutating func run(_ lines: String...) throws(WidgetError) -> [Refresh] { try run(lines) }

  /// The error a command fails with, after checking that it left the state exactly as it was.
  func error(_ command: Command, sourceLocation: SourceLocation = #_sourceLocation) -> WidgetError? {
    let before = state.digest
    var copy = self
    var failure: WidgetError? = nil
    do { try copy.run([command]) } catch { failure = error }
    #expect(failure != nil, "\(command) should fail", sourceLocation: sourceLocation)
    #expect(copy.state.digest == before, "\(command) changed the state", sourceLocation: sourceLocation)
    return failure
  }

  /// The error a command line fails with, after checking that it left the state exactly as it was.
  func error(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> WidgetError? {
    error(Command(line: line), sourceLocation: sourceLocation)
  }

  /// The message of the error a command fails with, or "" when it does not fail.
  func message(_ command: Command, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    error(command, sourceLocation: sourceLocation).map { String(describing: $0) } ?? ""
  }

  /// The message of the error a command line fails with, or "" when it does not fail.
  func message(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
    message(Command(line: line), sourceLocation: sourceLocation)
  }

  /// A widget by id; fails the test when there is none.
  func widget(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Widget {
    try #require(state.widgets[id], "no widget \(id)", sourceLocation: sourceLocation)
  }

  /// What a widget displays now.
  func display(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Display {
    state.display(try widget(id, sourceLocation: sourceLocation))
  }

  /// The canonical JSON state, parsed.
  var json: JSONValue { try! JSONValue(parsing: state.json) }

  /// A widget's object in the canonical JSON state.
  func json(_ id: String) -> JSONValue? {
    json["widgets"]?.arrayValue?.first { $0["id"] == .string(id) }
  }

  /// Checks a widget's whole object in the canonical JSON state against `expected`, written in the state's key order.
  func expectWidget(_ id: String, is expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let wanted = try? JSONValue(parsing: expected)
    #expect(wanted != nil, "the expected JSON does not parse", sourceLocation: sourceLocation)
    #expect(json(id)?.serialized == wanted?.serialized, sourceLocation: sourceLocation)
  }

  /// The instant a time of day names on the start day, e.g. `at("09:30")`, or a full ISO 8601 instant.
  static func at(_ text: String) -> Instant {
    Instant(iso8601: text) ?? Instant(iso8601: "2026-03-01T\(text):00Z")!
  }
}

/// Reading a REPL line into a command with the REPL's own parser, so tests read like sessions.
extension Command {
  /// The command one REPL line asks for, such as `add todo list=groceries as shopping` or `tick to 09:30`.
  init(line: String) {
    let input: ReplInput
    do { input = try CommandParser.parse(line) } catch { preconditionFailure("test line '\(line)': \(error)") }
    guard case .action(let command) = input else { preconditionFailure("test line '\(line)' is not an action") }
    self = command
  }
}

/// A timeline build written compactly for comparing whole logs, e.g. `w1 09:00 policy counted (due 08:30)`, with
/// ` failed` when the provider ran past its deadline.
extension Refresh {
  var line: String {
    var text = "\(widget) \(at.text(relativeTo: TestWorld.start)) \(cause.rawValue)"
    text += counted ? " counted" : " free"
    if failed { text += " failed" }
    if dueAt != at { text += " (due \(dueAt.text(relativeTo: TestWorld.start)))" }
    return text
  }
}

/// The lines of a log of timeline builds.
func lines(_ log: [Refresh]) -> [String] { log.map(\.line) }

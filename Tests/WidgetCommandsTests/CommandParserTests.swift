import Testing
import WidgetModel

@testable import WidgetCommands

@Suite("The command parser")
struct CommandParserTests {
  @Test(
    "reads each command into its typed form",
    arguments: [
      (
        "add weather small city=Shanghai",
        ReplInput.action(.add(kind: "weather", family: "small", params: [KeyValue("city", "Shanghai")], id: nil))
      ),
      (
        "add weather city=Shanghai as home",
        .action(.add(kind: "weather", family: nil, params: [KeyValue("city", "Shanghai")], id: "home"))
      ),
      ("add todo", .action(.add(kind: "todo", family: nil, params: [], id: nil))),
      ("remove w1", .action(.remove(id: "w1"))),
      ("configure w1 city=Beijing", .action(.configure(id: "w1", params: [KeyValue("city", "Beijing")]))),
      (
        "data weather:Beijing {\"temp\": 21}",
        .action(.data(key: "weather:Beijing", value: .object([("temp", .int(21))]), ttl: nil))
      ),
      ("data weather:Beijing sunny ttl=1h", .action(.data(key: "weather:Beijing", value: .string("sunny"), ttl: "1h"))),
      (
        "data \"todo:my list\" [\"milk\"]",
        .action(.data(key: "todo:my list", value: .array([.string("milk")]), ttl: nil))
      ),
      ("fail weather:Beijing timeout", .action(.fail(key: "weather:Beijing", reason: "timeout"))),
      ("reload all", .action(.reload(target: "all"))),
      ("tick 1h30m", .action(.tickBy("1h30m"))),
      ("tick to 14:30", .action(.tickTo("14:30"))),
      ("app foreground", .action(.app("foreground"))),
      ("appgroup off", .action(.appGroup("off"))),
      ("set budget=12", .action(.set(name: "budget", value: "12"))),
      ("set", .query(.settings)),
      ("show w1 --json", .query(.show(id: "w1", json: true))),
      ("state --json", .query(.state(json: true))),
      ("why w2", .query(.why("w2"))),
      ("back", .query(.back(1))),
      ("goto 4", .query(.goto(4))),
      ("  # a comment", .empty),
      ("", .empty),
    ])
  func parses(line: String, expected: ReplInput) throws {
    #expect(try CommandParser.parse(line) == expected)
  }

  @Test(
    "reads blanks, quotes and = as Unicode scalars, and a JSON VALUE that holds ' ttl=' whole",
    arguments: [
      (
        "data k \"wait ttl=5m\"",
        ReplInput.action(.data(key: "k", value: .string("wait ttl=5m"), ttl: nil))
      ),
      (
        "data k [\"a ttl=1m\"] ttl=2m",
        .action(.data(key: "k", value: .array([.string("a ttl=1m")]), ttl: "2m"))
      ),
      ("data \u{301}k 1", .action(.data(key: "\u{301}k", value: .int(1), ttl: nil))),
      ("data k\u{600} 1", .action(.data(key: "k\u{600}", value: .int(1), ttl: nil))),
      ("fail \"\u{301}k\u{600}\" error", .action(.fail(key: "\u{301}k\u{600}", reason: "error"))),
      (
        "add todo list=\u{301}x as \u{301}",
        .action(.add(kind: "todo", family: nil, params: [KeyValue("list", "\u{301}x")], id: "\u{301}"))
      ),
      ("#\u{301} a comment", .empty),
    ])
  func parsesScalars(line: String, expected: ReplInput) throws {
    #expect(try CommandParser.parse(line) == expected)
  }

  @Test(
    "explains a malformed line",
    arguments: [
      ("ad weather", "unknown command 'ad'. Did you mean 'add'? Type help for the list."),
      ("tick", "usage: tick DUR | tick to TIME"),
      ("configure w1 city", "configure: expected NAME=VALUE, found 'city'. Usage: configure ID PARAM=VALUE…"),
      (
        "data k {\"a\":",
        "data k: VALUE is not JSON (unexpected end of line at character 6); write JSON, a single word, or quote the text: \"like this\""
      ),
      ("add weather \"unterminated", "unterminated quote"),
      ("goto x", "goto: 'x' is not a whole number. Usage: goto SEQ"),
    ])
  func rejects(line: String, message: String) {
    #expect(throws: ParseError(message)) { try CommandParser.parse(line) }
  }

  @Test("an option of a shell subcommand typed at the prompt says what does it here")
  func shellOptionsAtThePrompt() throws {
    #expect(
      throws: ParseError(
        "why takes no options at the prompt, so '--at' is not one: to see it after action SEQ, type goto SEQ first (head comes back). Usage: why ID"
      )
    ) { try CommandParser.parse("why w1 --at 3") }
    #expect(
      throws: ParseError(
        "budget takes no options at the prompt, so '--json' is not one: --json works here for show and state; from the shell, widgetsim budget --help lists its options. Usage: budget [ID]"
      )
    ) { try CommandParser.parse("budget --json") }
    #expect(try CommandParser.parse("show --json") == .query(.show(id: nil, json: true)))
  }
}

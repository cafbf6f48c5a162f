import Testing
import WidgetModel

@testable import WidgetCommands

/// `intent KIND NAME writes KEY VALUE [after=DUR]` and `tap ID NAME` as the REPL reads them.
@Suite("Parsing intent and tap")
struct IntentParseTests {
  static func command(_ line: String) throws -> Command {
    guard case .action(let command) = try CommandParser.parse(line) else {
      Issue.record("\(line) is not an action")
      return .tap(id: "", intent: "")
    }
    return command
  }

  @Test("the value is read as data reads it, with after= in place of ttl=")
  func fullForm() throws {
    #expect(
      try Self.command(#"intent todo done writes "todo:my list" ["a", "b"] after=1s"#)
        == .intent(
          kind: "todo", name: "done", key: "todo:my list", value: .array([.string("a"), .string("b")]), after: "1s"))
    #expect(
      try Self.command("intent todo done writes todo:x yes")
        == .intent(kind: "todo", name: "done", key: "todo:x", value: .string("yes"), after: nil))
    #expect(try Self.command("tap w1 done") == .tap(id: "w1", intent: "done"))
  }

  @Test("a line that is not the form says what is wrong, naming the whole command")
  func errors() {
    #expect(throws: ParseError("usage: intent KIND NAME writes KEY VALUE …")) {
      try CommandParser.parse("intent todo done write todo:x 1")
    }
    #expect(throws: ParseError("intent todo done: a VALUE is missing. Usage: intent KIND NAME writes KEY VALUE …")) {
      try CommandParser.parse("intent todo done writes todo:x after=1s")
    }
    #expect(
      throws: ParseError(
        "intent todo done writes todo:x: VALUE is not JSON (unexpected character at character 1); write JSON, a single word, or quote the text: \"like this\""
      )
    ) { try CommandParser.parse("intent todo done writes todo:x hello world") }
    #expect(throws: ParseError("usage: tap ID NAME")) { try CommandParser.parse("tap w1") }
  }
}

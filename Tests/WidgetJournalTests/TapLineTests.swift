import Testing
import WidgetModel

@testable import WidgetJournal

/// The journal lines of interactive widgets (docs/JOURNAL.md): `intent` (journaled like `define`) and `tap`.
@Suite("Journal lines of intent and tap")
struct TapLineTests {
  @Test(
    "each line is written exactly so and reads back through both decoders",
    arguments: [
      (
        Action.intentDefined(
          IntentDefinition(kind: "todo", name: "done", key: "todo:home", value: .array([]), after: .seconds(1))),
        #"{"seq":9,"action":"intent","kind":"todo","name":"done","key":"todo:home","value":[],"after":"1s"}"#
      ),
      (
        Action.intentDefined(IntentDefinition(kind: "todo", name: "done", key: "todo:home", value: .string("x"))),
        #"{"seq":9,"action":"intent","kind":"todo","name":"done","key":"todo:home","value":"x"}"#
      ),
      (Action.tapped(id: "w1", intent: "done"), #"{"seq":9,"action":"tap","id":"w1","intent":"done"}"#),
    ])
  func lineShapes(action: Action, text: String) throws {
    let line = ActionCodec.encode(action, seq: 9)
    #expect(LineVariants.withoutChecksum(line) == text)
    #expect(try ActionCodec.decode(line, lineNumber: 3).action == action)
    let verdict = LineVerdict(line)
    #expect(verdict.agrees && verdict.succeeded, "\(verdict.detail)")
  }

  @Test("an intent line without its value, or with an unknown member, is refused saying which")
  func refused() {
    #expect(throws: JournalError.self) {
      try ActionCodec.decode(#"{"seq":2,"action":"intent","kind":"todo","name":"done","key":"k"}"#, lineNumber: 3)
    }
    do {
      _ = try ActionCodec.decode(#"{"seq":2,"action":"tap","id":"w1","intent":"done","at":"x"}"#, lineNumber: 3)
      Issue.record("a tap line with an unknown member was read")
    } catch {
      #expect("\(error)".contains("tap: unknown member \"at\""))
    }
  }
}

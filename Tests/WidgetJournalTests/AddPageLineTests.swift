import Testing
import WidgetModel

@testable import WidgetJournal

/// The journal's `add` line with a home screen page (docs/JOURNAL.md): `"page"` only off the first page, so that
/// every add line written before pages is written and read as it was.
@Suite("Journal lines of add with a page")
struct AddPageLineTests {
  @Test(
    "an add line has a page member only off the first page, and reads back the same through every decoder",
    arguments: [
      (1, #"{"seq":2,"action":"add","id":"w1","kind":"weather","family":"systemSmall","config":{"city":"Beijing"}}"#),
      (
        4,
        #"{"seq":2,"action":"add","id":"w1","kind":"weather","family":"systemSmall","config":{"city":"Beijing"},"page":4}"#
      ),
    ])
  func lineShapes(page: Int, text: String) throws {
    let action = Action.widgetAdded(
      id: "w1", kind: "weather", family: .systemSmall, config: ["city": .string("Beijing")], page: page)
    let line = ActionCodec.encode(action, seq: 2)
    #expect(LineVariants.withoutChecksum(line) == text)
    #expect(try ActionCodec.decode(line, lineNumber: 3).action == action)
    let verdict = LineVerdict(line)
    #expect(verdict.agrees && verdict.succeeded, "\(verdict.detail)")
  }

  @Test("an add line whose page is not a whole number is refused, naming the member")
  func refused() {
    let line = #"{"seq":2,"action":"add","id":"w1","kind":"weather","family":"systemSmall","config":{},"page":"2"}"#
    #expect(throws: JournalError.self) { try ActionCodec.decode(line, lineNumber: 3) }
    do { _ = try ActionCodec.decode(line, lineNumber: 3) } catch {
      #expect("\(error)".contains("\"page\" must be a whole number"))
    }
  }
}

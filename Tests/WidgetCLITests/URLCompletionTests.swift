import Testing
import WidgetCommands
import WidgetModel

/// Tab completion of `net URL …` lines.
@Suite("Tab completion of net URL lines")
struct URLCompletionTests {
  static let state = SimState(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)

  @Test(
    "after the URL the failures, after error= the codes, after an answer its options",
    arguments: [
      ("net https://a.example/x ", ["timeout", "error="]),
      ("net https://a.example/x error=cannotF", ["error=cannotFindHost"]),
      ("net https://a.example/x {\"t\":1} ", ["status=", "took=", "header="]),
      ("net https://a.example/x timeout ", []),
    ])
  func candidates(line: String, expected: [String]) {
    let candidates = Completer(state: Self.state).candidates(line: line, cursor: line.utf8.count)
    #expect(candidates == expected)
  }
}

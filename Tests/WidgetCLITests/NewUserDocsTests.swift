import Foundation
import Testing
import WidgetJournal
import WidgetModel

@testable import WidgetCLI

/// What the README and docs tell a new user agrees with what the tool does (issue 11.10).
@Suite("The docs a new user reads")
struct NewUserDocsTests {
  /// The text of a file of the package.
  static func text(_ path: String) throws -> String {
    try String(contentsOf: Widgetsim.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("every command journals/README.md's table gives to see a bug works: typed in the REPL, or from the shell")
  func journalCommandsWork() throws {
    let table = try Self.text("journals/README.md").split(separator: "\n").filter { $0.hasPrefix("| `") }
    #expect(table.count >= 15)
    let sessions = Widgetsim.temporaryDirectory().path
    for row in table {
      let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      let journal = "journals/" + cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
      // The backquoted commands of the last cell, in order: the REPL's, and whole shell commands.
      let commands = cells.last!.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
      #expect(!commands.isEmpty, "\(journal): no command")
      let typed = commands.filter { !$0.hasPrefix("widgetsim ") }
      let repl = try Widgetsim.run(
        ["repl", "--journal", journal], input: typed.joined(separator: "\n") + "\n", in: Widgetsim.packageRoot,
        environment: ["WIDGETSIM_SESSIONS": sessions])
      for line in (repl.stdout + repl.stderr).split(separator: "\n") {
        #expect(!line.contains("usage:") && !line.contains("unknown"), "\(journal) \(typed): \(line)")
      }
      for shell in commands.filter({ $0.hasPrefix("widgetsim ") }) {
        let run = try Widgetsim.run(
          shell.split(separator: " ").dropFirst().map(String.init), in: Widgetsim.packageRoot)
        #expect(run.status == 0 && !run.stdout.isEmpty, "\(shell): \(run.stderr)")
      }
    }
  }

  @Test("the README says the terminal tests need tmux and that its timings are from a release build")
  func readmeSaysSo() throws {
    let readme = try Self.text("README.md")
    #expect(readme.contains("without tmux installed they are skipped"))
    #expect(readme.contains("every time in this section is from a release build"))
    #expect(!readme.contains("a few seconds"))
    #expect(!(try Self.text("docs/PERFORMANCE.md")).contains("a few seconds"))
  }

  @Test("the README's provider test is Examples/WeatherWidget's, which CI compiles and runs")
  func readmeProviderTest() throws {
    let readme = try Self.text("README.md")
    let section = try #require(readme.range(of: "### Writing a provider test"))
    let open = try #require(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
    let close = try #require(readme.range(of: "```", range: open.upperBound..<readme.endIndex))
    let code = String(readme[open.upperBound..<close.lowerBound])
    #expect(code.contains("Session.simulating"))
    let example = try Self.text("Examples/WeatherWidget/Tests/WeatherWidgetTests/ReadmeProviderTest.swift")
    #expect(example.hasSuffix(code), "the README's code differs from the example's ReadmeProviderTest.swift")
  }

  @Test("every doc names the shrunk journal as shrink writes it")
  func shrunkName() throws {
    #expect(ShrinkCommand.shrunkPath("x.jsonl") == "x.shrunk.jsonl")
    for path in ["README.md", "docs/MODEL.md", "docs/JOURNAL.md"] {
      #expect(!(try Self.text(path)).contains("FILE.shrunk.jsonl"), "\(path) names FILE.shrunk.jsonl")
    }
    #expect(!ShrinkCommand.details.contains("FILE.shrunk.jsonl"))
  }

  @Test("docs/JOURNAL.md's invalid-action message is the one verify prints")
  func journalDocMessage() throws {
    let folder = Widgetsim.temporaryDirectory()
    let actions: [Action] =
      BuiltinKinds.all.map { .kindDefined($0) } + [
        .widgetAdded(id: "w1", kind: "todo", family: .systemSmall, config: [:]),
        .clockTicked(to: Instant(iso8601: "2026-03-01T09:00:00Z")!),
        .clockTicked(to: Instant(iso8601: "2026-03-01T10:00:00Z")!), .widgetRemoved(id: "w99"),
      ]
    _ = try JournalWriter.create(
      path: folder.appendingPathComponent("j.jsonl").path,
      header: JournalHeader(start: Instant(iso8601: "2026-03-01T08:00:00Z")!),
      lines: actions.enumerated().map { ActionCodec.encode($1, seq: $0 + 1) })
    let run = try Widgetsim.run(["replay", "j.jsonl"], in: folder)
    let printed = try #require(run.stderr.split(separator: "\n").first.map(String.init))
    #expect(printed.hasPrefix("j.jsonl: line 8 (seq 7): invalid action: no widget 'w99'"))
    #expect(try Self.text("docs/JOURNAL.md").contains(printed))
  }
}

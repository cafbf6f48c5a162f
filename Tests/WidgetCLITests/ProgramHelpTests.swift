import PropertyTesting
import Testing
@_spi(Testing) import WidgetModel

@testable import WidgetCLI
@testable import WidgetCommands
@testable import WidgetSimCore

/// `help` at a terminal, `widgetsim --help` and `widgetsim SUBCOMMAND --help` (the catalog's help text alone is in
/// WidgetCommandsTests' HelpTextTests).
@Suite("Help of the program and at a terminal")
struct ProgramHelpTests {
  @Test(
    "help COMMAND on a terminal fills its width, as the help table does; off a terminal it keeps 88 columns",
    arguments: [80, 140])
  func commandFillsTerminal(width: Int) throws {
    let session = Session.inMemory(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    session.pictureStyle = PictureStyle(width: width, colour: false, wrapsText: true)
    for name in ["define", "set", "tick"] {
      let lines = session.execute("help \(name)").output.split(separator: "\n").map(String.init)
      #expect(lines.allSatisfy { TextWidth.columns($0) <= width }, "help \(name) at \(width): \(lines)")
      // A paragraph wrapped to the width leaves its lines within a word or so of it.
      let widest = lines.map(TextWidth.columns).max() ?? 0
      #expect(widest > width - 16, "help \(name) at \(width) is \(widest) wide")
    }
    let table = session.execute("help").output.split(separator: "\n").map { TextWidth.columns(String($0)) }
    #expect(table.max()! > width - 16)
    let piped = Session.inMemory(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    let plain = piped.execute("help define").output.split(separator: "\n").map { TextWidth.columns(String($0)) }
    #expect(plain.max()! <= HelpText.columnsMax && plain.max()! > HelpText.columnsMax - 16)
  }

  /// The words of a text, however it is wrapped, in lower case and without a full stop at the end (a summary
  /// starts with a capital and ends with one in help).
  static func words(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { word in
      let lower = word.lowercased()
      return lower.hasSuffix(".") ? String(lower.dropLast()) : lower
    }
  }

  @Test(
    "widgetsim --help and every SUBCOMMAND --help wrap at blanks to the width, never inside a word",
    arguments: [80, 60, 140])
  func commandLineHelp(columns: Int) throws {
    let texts =
      [("--help", WidgetsimCLI.overview(columns: columns), WidgetsimCLI.overview(columns: 100_000))]
      + WidgetsimCLI.subcommands.map { sub in
        (sub.name, WidgetsimCLI.help(sub, columns: columns), "usage: \(sub.usage) \(sub.summary) \(sub.details)")
      }
    for (name, text, unwrapped) in texts {
      for line in text.split(separator: "\n") {
        #expect(TextWidth.columns(String(line)) <= columns, "\(name) at \(columns): '\(line)'")
      }
      #expect(Self.words(text) == Self.words(unwrapped), "\(name) at \(columns): a word was split, joined or lost")
    }
  }

  @Test("check --help: options with a hanging indent, the planted bugs and the properties wrapped as lists")
  func checkHelp() throws {
    let sub = try #require(WidgetsimCLI.subcommand("check"))
    let lines = WidgetsimCLI.help(sub, columns: 80).split(separator: "\n").map(String.init)
    let plant = try #require(lines.firstIndex { $0.hasPrefix("--plant BUG ") })
    let jobs = try #require(lines.firstIndex { $0.hasPrefix("--jobs N ") })
    #expect(lines[jobs + 1].hasPrefix("  ") && !lines[jobs + 1].hasPrefix("   "), "'\(lines[jobs + 1])'")
    // The bugs: lines of their own, four blanks in, the names whole.
    let bugLines = lines[(plant + 1)..<jobs].filter { $0.hasPrefix("    ") }
    #expect(bugLines.count >= 2)
    let bugs = bugLines.joined(separator: " ").split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    #expect(bugs == PlantedBug.allCases.map(\.rawValue), "\(bugLines)")
    // The properties: a table, each summary in one column, going on under itself.
    let table = try #require(lines.firstIndex(of: "Properties:"))
    let rows = lines[(table + 1)...]
    for property in Property.builtin {
      #expect(rows.contains { $0.hasPrefix("  \(property.name):") }, "\(property.name)")
    }
    let first = try #require(rows.first)
    let column = try #require(first.firstRange(of: "the clock")).lowerBound.utf16Offset(in: first)
    for row in rows {
      let starts = row.hasPrefix("  ") && row.dropFirst(2).first != " "
      let goesOn = row.prefix(column).allSatisfy { $0 == " " } && row.dropFirst(column).first != " "
      #expect(starts || goesOn, "'\(row)'")
      #expect(row.count <= 80)
    }
  }

  @Test("the help a pipe gets is wrapped to 80 columns", arguments: ["--help", "check", "doctor", "edit", "chart"])
  func helpThroughAPipe(name: String) throws {
    let run = try Widgetsim.run(name == "--help" ? ["--help"] : [name, "--help"])
    #expect(run.status == 0)
    for line in run.stdout.split(separator: "\n") { #expect(TextWidth.columns(String(line)) <= 80, "'\(line)'") }
  }
}

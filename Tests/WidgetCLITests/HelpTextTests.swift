import PropertyTesting
import Testing
@_spi(Testing) import WidgetModel

@testable import WidgetCLI
@testable import WidgetCommands
@testable import WidgetSimCore

/// `help` and `help COMMAND`.
@Suite("Help")
struct HelpTextTests {
  @Test("help lists every command under its group")
  func overview() {
    let text = HelpText.overview(columns: HelpText.columnsMax)
    for info in CommandCatalog.all {
      #expect(
        text.contains("\n  " + HelpText.shortUsage(info.usage, columns: HelpText.columnsMax - 2)),
        "\(info.name) is missing")
    }
    for group in ["Kinds and widgets:", "The app:", "Time:", "Looking:", "Time travel:", "Session:"] {
      #expect(text.contains(group))
    }
  }

  @Test("help COMMAND gives the usage, a description and an example", arguments: CommandCatalog.names)
  func command(name: String) throws {
    let text = try HelpText.text(for: name)
    let info = try #require(CommandCatalog.info(name))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let usage = lines.prefix { !$0.isEmpty }.joined(separator: " ").split(separator: " ")
    let example = lines.reversed().prefix { !$0.isEmpty }.reversed().joined(separator: " ").split(separator: " ")
    #expect(usage == ("usage: " + info.usage).split(separator: " "))
    #expect(example == ("example: " + info.example).split(separator: " "))
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= HelpText.columnsMax })
  }

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

  @Test("every example in the catalog parses")
  func examplesParse() throws {
    for info in CommandCatalog.all {
      #expect(throws: Never.self, "\(info.name): \(info.example)") { try CommandParser.parse(info.example) }
    }
  }

  @Test(
    "an unknown command suggests the nearest",
    arguments: [
      ("shw", "no command 'shw'. Did you mean 'show'? Type help for the list."),
      ("timelime", "no command 'timelime'. Did you mean 'timeline'? Type help for the list."),
      ("xyzzy", "no command 'xyzzy'. Type help for the list."),
    ])
  func unknown(name: String, message: String) {
    #expect(throws: ParseError(message)) { try HelpText.text(for: name) }
  }

  @Test("? and exit are explained as help and quit")
  func aliases() throws {
    #expect(try HelpText.text(for: "?").hasPrefix("usage: help"))
    #expect(try HelpText.text(for: "exit").hasPrefix("usage: quit"))
  }

  @Test("the overview's usages are cut at a blank to one line, whole when they fit", arguments: [40, 80, 140])
  func shortUsages(columns: Int) {
    for info in CommandCatalog.all {
      let usage = HelpText.shortUsage(info.usage, columns: columns)
      #expect(TextWidth.columns(usage) <= columns, "\(usage)")
      if TextWidth.columns(info.usage) <= columns {
        #expect(usage == info.usage)
      } else {
        #expect(usage.hasSuffix(" …") && info.usage.hasPrefix(String(usage.dropLast(2)) + " "), "\(usage)")
      }
    }
  }

  /// The usages in a column up to two fifths of the terminal, two blanks before the summaries, which fill the
  /// width; a wider usage on a line of its own, its summary below in the column.
  @Test("the overview fits the terminal, its usages in a column as wide as they need", arguments: [80, 140])
  func overviewColumns(columns: Int) throws {
    let lines = HelpText.overview(columns: columns).split(separator: "\n").map(String.init)
    for line in lines { #expect(TextWidth.columns(line) <= columns, "'\(line)'") }
    let cap = HelpText.usageColumnsMax(columns: columns)
    let fitting = CommandCatalog.all.filter { TextWidth.columns($0.usage) <= cap }
    let summaryColumn = 2 + (fitting.map { TextWidth.columns($0.usage) }.max() ?? 0) + 2
    for info in CommandCatalog.all {
      let usage = HelpText.shortUsage(info.usage, columns: columns - 2)
      let index = try #require(lines.firstIndex { $0.hasPrefix("  " + usage + " ") || $0 == "  " + usage })
      let summaryStart = info.summary.split(separator: " ").prefix(2).joined(separator: " ")
      if TextWidth.columns(info.usage) <= cap {
        // Two blanks at least, and the summary starts in its column.
        #expect(lines[index].hasPrefix(("  " + usage).padding(summaryColumn) + summaryStart), "'\(lines[index])'")
      } else {
        #expect(lines[index] == "  " + usage)
        let next = lines[index + 1]
        #expect(next.hasPrefix(String(repeating: " ", count: summaryColumn) + summaryStart), "'\(next)'")
      }
    }
    // The summaries go on towards the terminal's edge, not to a fixed width.
    let longest = lines.map(TextWidth.columns).max() ?? 0
    #expect(longest > columns - 12, "the longest line is \(longest) columns")
    if columns == 140 {
      // add's usage (40 columns) has a place in the column; set's, cut, has a line of its own.
      #expect(lines.contains { $0.hasPrefix("  add KIND [FAMILY] [PARAM=VALUE…] [as ID]  place a widget") })
      #expect(lines.contains { $0.hasPrefix("  set [budget=N | minInterval=DUR | ") && $0.hasSuffix(" …") })
    }
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

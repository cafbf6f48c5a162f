import Testing

@testable import WidgetCommands

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
      // add's usage (49 columns) has a place in the column; set's, cut, has a line of its own.
      #expect(lines.contains { $0.hasPrefix("  add KIND [FAMILY] [PARAM=VALUE…] [page=N] [as ID]  place a widget") })
      #expect(lines.contains { $0.hasPrefix("  set [budget=N | minInterval=DUR | ") && $0.hasSuffix(" …") })
    }
  }
}

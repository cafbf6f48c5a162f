import WidgetModel

/// The text of `help` and `help COMMAND`.
public enum HelpText {
  /// The most columns help text is wrapped to, however wide the terminal.
  public static let columnsMax = 88

  /// The width of the usage column in the overview.
  static let usageColumns = 36

  /// The overview for `help`, or usage, description and example for `help NAME`, wrapped at blanks to `columns`
  /// (at most `columnsMax`) with hanging indents.
  /// - Throws: `ParseError` naming the nearest command when `name` is not one.
  public static func text(for name: String?, columns width: Int = columnsMax) throws(ParseError) -> String {
    let columns = min(width, columnsMax)
    guard let name else { return overview(columns: columns) }
    guard let info = CommandCatalog.info(name == "?" ? "help" : name == "exit" ? "quit" : name) else {
      let near = NameSuggestion.nearest(to: name, in: CommandCatalog.names).map { " Did you mean '\($0)'?" } ?? ""
      throw ParseError("no command '\(name)'.\(near) Type help for the list.")
    }
    var lines = TextWidth.wrap(info.usage, columns: columns, first: "usage: ", rest: "         ") + [""]
    let summary = info.summary.prefix(1).uppercased() + info.summary.dropFirst() + "."
    lines += TextWidth.wrap(info.details.isEmpty ? summary : summary + " " + info.details, columns: columns)
    if !info.items.isEmpty { lines.append("") }
    for item in info.items { lines += TextWidth.wrap(item, columns: columns, first: "", rest: "  ") }
    lines += [""] + TextWidth.wrap(info.example, columns: columns, first: "example: ", rest: "           ")
    return lines.joined(separator: "\n")
  }

  /// Every command by group, each with a short usage and its summary (wrapped under the summary column, or below the
  /// usage when the terminal is too narrow for two columns), then how to learn more.
  static func overview(columns: Int) -> String {
    let summaryColumn = 2 + usageColumns
    let twoColumns = columns - summaryColumn >= 24
    var lines: [String] = []
    var group = ""
    for info in CommandCatalog.all {
      if info.group != group {
        if !group.isEmpty { lines.append("") }
        group = info.group
        lines.append(group + ":")
      }
      let usage = "  " + shortUsage(info.usage)
      if twoColumns {
        let pad = String(repeating: " ", count: summaryColumn)
        lines += TextWidth.wrap(info.summary, columns: columns, first: usage.padding(summaryColumn), rest: pad + "  ")
      } else {
        lines += TextWidth.wrap(usage, columns: columns, first: "", rest: "      ")
        lines += TextWidth.wrap(info.summary, columns: columns, first: "      ", rest: "        ")
      }
    }
    lines.append("")
    lines += TextWidth.wrap(
      "help COMMAND explains one, with an example. Tab completes commands, kinds, widget ids, families, parameters"
        + " and their values, cache and network keys, define fields and settings. Lines starting with # are comments.",
      columns: columns)
    return lines.joined(separator: "\n")
  }

  /// A usage cut at a word boundary to fit the overview's usage column, ending in `…` when cut.
  static func shortUsage(_ usage: String) -> String {
    guard usage.count > usageColumns - 1 else { return usage }
    var kept = ""
    for word in usage.split(separator: " ") {
      let next = kept.isEmpty ? String(word) : kept + " " + word
      guard next.count + 2 <= usageColumns - 1 else { break }
      kept = next
    }
    return kept + " …"
  }
}

/// Padding text into columns.
extension String {
  /// The string padded with blanks to `width` characters, or followed by one blank when it is that long already.
  public func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}

import WidgetModel

/// The text of `help` and `help COMMAND`.
public enum HelpText {
  /// The columns `help COMMAND` is wrapped to off a terminal (in pipes and files); on one it fills the terminal's
  /// width, as the overview does.
  public static let columnsMax = 88

  /// The overview for `help`, or usage, description and example for `help NAME`, wrapped at blanks to `columns`
  /// with hanging indents.
  /// - Throws: `ParseError` naming the nearest command when `name` is not one.
  public static func text(for name: String?, columns: Int = columnsMax) throws(ParseError) -> String {
    guard let name else { return overview(columns: columns) }
    guard let info = CommandCatalog.info(name == "?" ? "help" : name == "exit" ? "quit" : name) else {
      let near = NameSuggestion.nearest(to: name, in: CommandCatalog.names).map { " Did you mean '\($0)'?" } ?? ""
      throw ParseError("no command '\(name)'.\(near) Type help for the list.")
    }
    // Under the usage's first word on a wide terminal; two columns in on a narrow one, so a long option fits whole.
    let indent = { (width: Int) in String(repeating: " ", count: columns >= 60 ? width : 2) }
    var lines = TextWidth.wrap(info.usage, columns: columns, first: "usage: ", rest: indent(9)) + [""]
    let summary = info.summary.prefix(1).uppercased() + info.summary.dropFirst() + "."
    lines += TextWidth.wrap(info.details.isEmpty ? summary : summary + " " + info.details, columns: columns)
    if !info.items.isEmpty { lines.append("") }
    for item in info.items { lines += TextWidth.wrap(item, columns: columns, first: "", rest: "  ") }
    lines += [""] + TextWidth.wrap(info.example, columns: columns, first: "example: ", rest: indent(11))
    return lines.joined(separator: "\n")
  }

  /// The widest the overview's usage column grows on a terminal `columns` wide: two fifths of it.
  static func usageColumnsMax(columns: Int) -> Int { columns * 2 / 5 }

  /// The fewest columns the overview's summaries need beside the usages; on a narrower terminal each summary goes
  /// under its usage.
  static let summaryColumnsMin = 24

  /// Every command by group, each with its usage (cut to one line) and its summary, then how to learn more, all
  /// within `columns`. The usages take a column as wide as the widest that fits `usageColumnsMax`, two blanks from
  /// the summaries, which wrap under themselves; a wider usage has a line of its own with its summary on the next,
  /// in the summaries' column. When that leaves the summaries too little room, each goes under its usage.
  static func overview(columns: Int) -> String {
    let usages = CommandCatalog.all.map { shortUsage($0.usage, columns: max(1, columns - 2)) }
    let usageWidth = usages.map(TextWidth.columns).filter { $0 <= usageColumnsMax(columns: columns) }.max() ?? 0
    let summaryColumn = 2 + usageWidth + 2
    let twoColumns = columns - summaryColumn >= summaryColumnsMin
    let pad = String(repeating: " ", count: summaryColumn)
    var lines: [String] = []
    var group = ""
    for (info, usage) in zip(CommandCatalog.all, usages) {
      if info.group != group {
        if !group.isEmpty { lines.append("") }
        group = info.group
        lines.append(group + ":")
      }
      if twoColumns, TextWidth.columns(usage) <= usageWidth {
        lines += TextWidth.wrap(info.summary, columns: columns, first: ("  " + usage).padding(summaryColumn), rest: pad)
      } else if twoColumns {
        lines.append("  " + usage)
        lines += TextWidth.wrap(info.summary, columns: columns, first: pad, rest: pad)
      } else {
        lines += TextWidth.wrap(usage, columns: columns, first: "  ", rest: "      ")
        lines += TextWidth.wrap(info.summary, columns: columns, first: "      ", rest: "      ")
      }
    }
    lines.append("")
    lines += TextWidth.wrap(
      "help COMMAND explains one, with an example. Tab completes commands, kinds, widget ids, families, parameters"
        + " and their values, cache and network keys, define fields and settings. Lines starting with # are comments.",
      columns: columns)
    return lines.joined(separator: "\n")
  }

  /// A usage cut at a word boundary to fit `columns`, ending in `…` when cut (`help COMMAND` gives it whole).
  static func shortUsage(_ usage: String, columns: Int) -> String {
    guard TextWidth.columns(usage) > columns else { return usage }
    var kept = ""
    for word in usage.split(separator: " ") {
      let next = kept.isEmpty ? String(word) : kept + " " + word
      guard TextWidth.columns(next) + 2 <= columns else { break }
      kept = next
    }
    return kept.isEmpty ? TextWidth.clip(usage, columns: columns) : kept + " …"
  }
}

/// Padding text into columns.
extension String {
  /// The string padded with blanks to `width` characters, or followed by one blank when it is that long already.
  public func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}

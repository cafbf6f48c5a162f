import WidgetModel

/// The text of `help` and `help COMMAND`.
public enum HelpText {
  /// The columns help text is wrapped to.
  static let columns = 88

  /// The width of the usage column in the overview.
  static let usageColumns = 36

  /// The overview for `help`, or usage, description and example for `help NAME`.
  /// - Throws: `ParseError` naming the nearest command when `name` is not one.
  public static func text(for name: String?) throws(ParseError) -> String {
    guard let name else { return overview }
    guard let info = CommandCatalog.info(name == "?" ? "help" : name == "exit" ? "quit" : name) else {
      let near = NameSuggestion.nearest(to: name, in: CommandCatalog.names).map { " Did you mean '\($0)'?" } ?? ""
      throw ParseError("no command '\(name)'.\(near) Type help for the list.")
    }
    var lines = ["usage: \(info.usage)", ""]
    let summary = info.summary.prefix(1).uppercased() + info.summary.dropFirst() + "."
    lines += TextWidth.wrap(info.details.isEmpty ? summary : summary + " " + info.details, columns: columns)
    lines += ["", "example: \(info.example)"]
    return lines.joined(separator: "\n")
  }

  /// Every command by group, each with a short usage and its summary, then how to learn more.
  static var overview: String {
    var lines: [String] = []
    var group = ""
    for info in CommandCatalog.all {
      if info.group != group {
        if !group.isEmpty { lines.append("") }
        group = info.group
        lines.append(group + ":")
      }
      lines.append("  " + shortUsage(info.usage).padding(usageColumns) + info.summary)
    }
    lines += [
      "",
      "help COMMAND explains one, with an example. Tab completes commands, kinds, widget ids, families,",
      "parameters and their values, cache keys and settings. Lines starting with # are comments.",
    ]
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

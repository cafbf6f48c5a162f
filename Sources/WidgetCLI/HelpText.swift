import WidgetModel

/// The text of `help` and `help COMMAND`.
enum HelpText {
  static func text(for name: String?) throws(ParseError) -> String {
    guard let name else { return overview }
    guard let info = CommandCatalog.info(name) else {
      let near = NameSuggestion.nearest(to: name, in: CommandCatalog.names).map { " Did you mean '\($0)'?" } ?? ""
      throw ParseError("no command '\(name)'.\(near) Type help for the list.")
    }
    var lines = ["usage: \(info.usage)", "", info.summary.prefix(1).uppercased() + info.summary.dropFirst() + "."]
    if !info.details.isEmpty { lines.append(info.details) }
    lines += ["", "example: \(info.example)"]
    return lines.joined(separator: "\n")
  }

  static var overview: String {
    var lines: [String] = []
    var group = ""
    for info in CommandCatalog.all {
      if info.group != group {
        if !group.isEmpty { lines.append("") }
        group = info.group
        lines.append(group + ":")
      }
      let usage = info.usage.count > 34 ? String(info.usage.prefix { $0 != " " }) + " …" : info.usage
      lines.append("  " + usage.padding(34) + info.summary)
    }
    lines += ["", "help COMMAND explains one command. Lines starting with # are comments."]
    return lines.joined(separator: "\n")
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}

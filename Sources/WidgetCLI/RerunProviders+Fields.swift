import WidgetModel

/// What `--rerun-providers` prints for a build whose output differs: the fields that changed, one per line
/// (`entry 2 .departures[0].minutes: then 4; now 5`), not the two outputs, which run to kilobytes for a real
/// provider's timeline. `--full` prints the two outputs as journal JSON as well.
extension RerunProviders {
  /// The most field lines printed for one build; the rest are counted.
  static let fieldLinesMax = 12
  /// The most characters of one value in a field line; a longer one is cut with `…`.
  static let fieldValueMax = 60

  /// The differences between a recorded build and the build now, field by field, in the order a reader checks them:
  /// the outcome, the policy, the entries (count, then each entry's date, content, relevance and placeholder mark),
  /// the reloads asked for. Empty when the two match in every field compared.
  static func fieldDifferences(_ recorded: ProvidedBuild, _ now: ProvidedBuild) -> [String] {
    switch (recorded.output, now.output) {
    case (.failed(let then), .failed(let after)):
      return then == after ? reloadDifferences(recorded, now) : ["reason: then \(quoted(then)); now \(quoted(after))"]
    case (.failed, .timeline), (.timeline, .failed):
      // `outcomeWords` says it; the fields of a timeline against a failure are not comparable.
      return []
    case (.timeline(let oldEntries, let oldPolicy), .timeline(let newEntries, let newPolicy)):
      var lines: [String] = []
      if oldPolicy != newPolicy { lines.append("policy: then \(oldPolicy.text); now \(newPolicy.text)") }
      lines += entryDifferences(oldEntries, newEntries)
      return lines + reloadDifferences(recorded, now)
    }
  }

  /// The differences between two lists of entries: their counts, then entry by entry the fields of those both have.
  static func entryDifferences(_ old: ProvidedEntries, _ new: ProvidedEntries) -> [String] {
    var lines: [String] = []
    if old.count != new.count {
      let extra = old.count > new.count ? "only then" : "only now"
      let longer = old.count > new.count ? old : new
      let first = min(old.count, new.count)
      let span = longer.count - first == 1 ? "entry \(first + 1)" : "entries \(first + 1)–\(longer.count)"
      lines.append(
        "entries: then \(old.count); now \(new.count) (\(span) \(extra), from \(longer.dates[first].iso8601))")
    }
    for index in 0..<min(old.count, new.count) {
      let name = "entry \(index + 1)"
      if old.dates[index] != new.dates[index] {
        lines.append("\(name) date: then \(old.dates[index].iso8601); now \(new.dates[index].iso8601)")
      }
      valueDifferences(old.contents[index], new.contents[index], path: "", into: &lines, prefix: name)
      if old.relevances[index] != new.relevances[index] {
        func score(_ value: Double?) -> String { value.map { "\($0)" } ?? "none" }
        lines.append(
          "\(name) relevance: then \(score(old.relevances[index])); now \(score(new.relevances[index]))")
      }
      // A recording made before placeholders were marked has none; `matches` forgives that, and so does this.
      if !old.placeholders.isEmpty, old.isPlaceholder(index) != new.isPlaceholder(index) {
        func mark(_ placeholder: Bool) -> String { placeholder ? "the placeholder" : "data" }
        lines.append(
          "\(name): then \(mark(old.isPlaceholder(index))); now \(mark(new.isPlaceholder(index)))")
      }
    }
    return lines
  }

  /// The leaves at which two JSON values differ, each as `PREFIX .path: then A; now B`, walking objects by key and
  /// arrays by position; a key or item on one side only reads `absent` on the other.
  static func valueDifferences(
    _ old: JSONValue?, _ new: JSONValue?, path: String, into lines: inout [String], prefix: String
  ) {
    if old == new { return }
    switch (old, new) {
    case (.object(let a)?, .object(let b)?):
      var keys = a.map(\.key)
      for (key, _) in b where !keys.contains(key) { keys.append(key) }
      for key in keys {
        let step =
          key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !key.isEmpty ? ".\(key)" : "[\(quoted(key))]"
        valueDifferences(
          a.first { $0.key == key }?.value, b.first { $0.key == key }?.value, path: path + step, into: &lines,
          prefix: prefix)
      }
    case (.array(let a)?, .array(let b)?):
      if a.count != b.count {
        lines.append("\(prefix) \(path.isEmpty ? "content" : path): then \(a.count) items; now \(b.count) items")
      }
      for index in 0..<min(a.count, b.count) {
        valueDifferences(a[index], b[index], path: path + "[\(index)]", into: &lines, prefix: prefix)
      }
    default:
      lines.append("\(prefix) \(path.isEmpty ? "content" : path): then \(shown(old)); now \(shown(new))")
    }
  }

  /// The reloads the provider asked for from inside the extension, when they differ.
  static func reloadDifferences(_ recorded: ProvidedBuild, _ now: ProvidedBuild) -> [String] {
    guard recorded.reloads != now.reloads else { return [] }
    func words(_ reloads: [ReloadTarget]) -> String {
      reloads.isEmpty ? "none" : reloads.map(\.text).joined(separator: ", ")
    }
    return ["reloads asked for: then \(words(recorded.reloads)); now \(words(now.reloads))"]
  }

  /// A value as JSON, cut to `fieldValueMax` characters; `absent` for none.
  static func shown(_ value: JSONValue?) -> String {
    guard let value else { return "absent" }
    return cut(value.serialized)
  }

  /// A string in quotes, cut to `fieldValueMax` characters.
  static func quoted(_ text: String) -> String { "«" + cut(text) + "»" }

  static func cut(_ text: String) -> String {
    text.count <= fieldValueMax ? text : String(text.prefix(fieldValueMax - 1)) + "…"
  }

  /// The lines printed under a difference's headline: at most `fieldLinesMax` field lines, then how many more.
  static func fieldLines(_ lines: [String]) -> [String] {
    guard lines.count > fieldLinesMax else { return lines }
    let more = lines.count - fieldLinesMax
    return Array(lines.prefix(fieldLinesMax))
      + ["… and \(more) more difference\(more == 1 ? "" : "s") (--full prints both outputs)"]
  }
}

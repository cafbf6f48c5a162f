import WidgetCommands
import WidgetModel

/// A widget's displayed JSON content as lines a person reads: members as `key: value`, elements as bullets,
/// strings without quotes, instants as the picture writes times, all wrapped to a width.
enum ContentText {
  /// How an instant found in content is written, e.g. `08:10` or `03-02 08:10` (`Instant.text(relativeTo:in:)`).
  typealias TimeText = (Instant) -> String

  /// The lines of `value` wrapped to `columns`; a string holding an ISO 8601 instant (an entry's `date`, a Codable
  /// `Date`) is written as `time` writes it, kept on one line: twenty columns of ISO text broke mid-value in a widget.
  static func lines(_ value: JSONValue, columns: Int, time: TimeText? = nil) -> [String] {
    let inline = { (value: JSONValue) in Self.inline(value, time: time) }
    switch value {
    case .object(let members) where !members.isEmpty:
      // Values line up after the longest key, unless that key would take more than half the width.
      let longest = members.map { TextWidth.columns($0.key) }.max() ?? 0
      let aligned = (longest + 2) * 2 <= columns
      return members.flatMap { member in
        let key = member.key + ":"
        let pad = aligned ? longest + 2 - TextWidth.columns(key) : 1
        return hanging(key + String(repeating: " ", count: pad), inline(member.value), columns: columns)
      }
    case .array(let elements) where !elements.isEmpty:
      return elements.flatMap { hanging("• ", inline($0), columns: columns) }
    default:
      return TextWidth.wrap(inline(value), columns: columns)
    }
  }

  /// A value on one line: strings bare (an instant as `time` writes it, its words held together), numbers and
  /// literals as JSON, nested arrays and objects compact.
  static func inline(_ value: JSONValue, time: TimeText? = nil) -> String {
    switch value {
    case .string(let text):
      if let time, let instant = Instant(iso8601: text) {
        // A no-break space: the wrap breaks at spaces only, and a date and its time belong on one line.
        return time(instant).replacing(" ", with: "\u{00A0}")
      }
      return text.map { $0.isNewline ? " " : String($0) }.joined()
    case .array(let elements): return elements.map { inline($0, time: time) }.joined(separator: ", ")
    case .object(let members):
      return members.map { "\($0.key): \(inline($0.value, time: time))" }.joined(separator: ", ")
    default: return value.serialized
    }
  }

  /// `text` wrapped after `label`, its continuation lines indented under the text.
  static func hanging(_ label: String, _ text: String, columns: Int) -> [String] {
    TextWidth.wrap(text, columns: columns, first: label, rest: String(repeating: " ", count: TextWidth.columns(label)))
  }

  /// The first `rows` of `lines`, the last one ending in `…` when lines were left out.
  static func fit(_ lines: [String], rows: Int, columns: Int) -> [String] {
    guard lines.count > rows else { return lines }
    guard rows > 0 else { return [] }
    var kept = Array(lines.prefix(rows))
    let last = TextWidth.prefix(kept[rows - 1], columns: columns - 2)
    kept[rows - 1] = last + (last.isEmpty ? "…" : " …")
    return kept
  }
}

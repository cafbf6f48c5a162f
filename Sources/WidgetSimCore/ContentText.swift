import WidgetCommands
import WidgetModel

/// A widget's displayed JSON content as lines a person reads: members as `key: value`, elements as bullets,
/// strings without quotes, all wrapped to a width.
enum ContentText {
  /// The lines of `value` wrapped to `columns`.
  static func lines(_ value: JSONValue, columns: Int) -> [String] {
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

  /// A value on one line: strings bare, numbers and literals as JSON, nested arrays and objects compact.
  static func inline(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): return text.map { $0.isNewline ? " " : String($0) }.joined()
    case .array(let elements): return elements.map(inline).joined(separator: ", ")
    case .object(let members): return members.map { "\($0.key): \(inline($0.value))" }.joined(separator: ", ")
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

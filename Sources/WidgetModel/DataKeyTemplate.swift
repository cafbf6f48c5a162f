/// A cache key with `{param}` placeholders, e.g. `weather:{city}`.
public struct DataKeyTemplate: Hashable, Sendable {
  /// The template as written.
  public var text: String
  /// The parameter names it refers to, in order of appearance.
  public private(set) var placeholders: [String]

  /// Reads a template; nil when a brace is unbalanced or a placeholder is empty.
  public init?(_ text: String) {
    self.text = text
    self.placeholders = []
    var current: String? = nil
    for character in text {
      switch character {
      case "{":
        guard current == nil else { return nil }
        current = ""
      case "}":
        guard let name = current, !name.isEmpty else { return nil }
        if !placeholders.contains(name) { placeholders.append(name) }
        current = nil
      default:
        if current != nil { current!.append(character) }
      }
    }
    guard current == nil, !text.isEmpty else { return nil }
  }

  /// The key for a configuration, or nil when a named parameter has no value.
  public func resolve(_ config: [String: ParamValue]) -> String? {
    if placeholders.isEmpty { return text }
    var key = ""
    var current: String? = nil
    for character in text {
      switch character {
      case "{": current = ""
      case "}":
        guard let name = current, let value = config[name] else { return nil }
        key += value.text
        current = nil
      default:
        if current != nil { current!.append(character) } else { key.append(character) }
      }
    }
    return key
  }
}

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
    if let key = resolveASCII(config) { return key }
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

  /// `resolve` for an ASCII template, reading bytes rather than characters (which costs grapheme breaking): in ASCII
  /// text every brace byte is a brace character, so the result is the same. `.some(nil)` when a parameter has no
  /// value; nil when the template is not ASCII.
  func resolveASCII(_ config: [String: ParamValue]) -> String?? {
    text.utf8.withContiguousStorageIfAvailable { (bytes) -> String?? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      var key = ""
      var literalStart = 0
      var nameStart: Int? = nil
      for (index, byte) in bytes.enumerated() {
        if byte == UInt8(ascii: "{") {
          if nameStart == nil {
            key += String(decoding: UnsafeBufferPointer(rebasing: bytes[literalStart..<index]), as: UTF8.self)
          }
          nameStart = index + 1
        } else if byte == UInt8(ascii: "}") {
          guard let start = nameStart else { return .some(nil) }
          let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
          guard let value = config[name] else { return .some(nil) }
          key += value.text
          nameStart = nil
          literalStart = index + 1
        }
      }
      if nameStart == nil {
        key += String(decoding: UnsafeBufferPointer(rebasing: bytes[literalStart...]), as: UTF8.self)
      }
      return .some(key)
    } ?? nil
  }
}

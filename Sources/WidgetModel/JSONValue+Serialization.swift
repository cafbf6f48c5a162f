/// Compact, deterministic JSON text for values.
extension JSONValue {
  /// The value as compact JSON text (no spaces), members in their stored order.
  public var serialized: String {
    var out = ""
    write(to: &out)
    return out
  }

  /// Appends the compact JSON text of the value to `out`.
  public func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .int(let n): out += String(n)
    case .double(let d): out += Self.numberText(d)
    case .string(let s): Self.writeString(s, to: &out)
    case .array(let elements):
      out += "["
      for (i, element) in elements.enumerated() {
        if i > 0 { out += "," }
        element.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (i, member) in members.enumerated() {
        if i > 0 { out += "," }
        Self.writeString(member.key, to: &out)
        out += ":"
        member.value.write(to: &out)
      }
      out += "}"
    }
  }

  /// A double as JSON: integral values with `.0` (so they read back as doubles, not integers), non-finite as null.
  static func numberText(_ d: Double) -> String {
    guard d.isFinite else { return "null" }
    if d.rounded() == d, abs(d) < 1e15 { return (d.sign == .minus ? "-" : "") + String(Int64(d.magnitude)) + ".0" }
    return String(d)
  }

  /// Appends `s` as a JSON string literal, escaping quotes, backslashes and control characters.
  public static func writeString(_ s: String, to out: inout String) {
    out += "\""
    var needsEscape = false
    for byte in s.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C {
      needsEscape = true
      break
    }
    if !needsEscape {
      out += s
      out += "\""
      return
    }
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }

  /// A string as a JSON literal.
  public static func quoted(_ s: String) -> String {
    var out = ""
    writeString(s, to: &out)
    return out
  }
}

import WidgetModel

/// Reading member names and the small values of the common actions.
extension FastLine {
  /// The member named at the cursor (an opening quote), or nil for an unknown name or one with escapes.
  mutating func readKey() -> Field? {
    guard let span = readSpan() else { return nil }
    let base = scanner.base
    switch span.end - span.start {
    case 2:
      if Self.equals(base, span, "id") { return .id }
      if Self.equals(base, span, "to") { return .to }
    case 3:
      if Self.equals(base, span, "seq") { return .seq }
      if Self.equals(base, span, "key") { return .key }
      if Self.equals(base, span, "ttl") { return .ttl }
      if Self.equals(base, span, "crc") { return .crc }
    case 4:
      if Self.equals(base, span, "kind") { return .kind }
      if Self.equals(base, span, "name") { return .name }
    case 5:
      if Self.equals(base, span, "value") { return .value }
      if Self.equals(base, span, "state") { return .state }
    case 6:
      if Self.equals(base, span, "action") { return .action }
      if Self.equals(base, span, "family") { return .family }
      if Self.equals(base, span, "config") { return .config }
      if Self.equals(base, span, "reason") { return .reason }
      if Self.equals(base, span, "target") { return .target }
    case 9:
      if Self.equals(base, span, "available") { return .available }
    default: break
    }
    return nil
  }

  static func actionName(_ base: UnsafePointer<UInt8>, _ span: Span) -> Name? {
    switch base[span.start] {
    case UInt8(ascii: "t"): return Self.equals(base, span, "tick") ? .tick : nil
    case UInt8(ascii: "d"): return Self.equals(base, span, "data") ? .data : nil
    case UInt8(ascii: "a"):
      if Self.equals(base, span, "add") { return .add }
      if Self.equals(base, span, "app") { return .app }
      return Self.equals(base, span, "appgroup") ? .appgroup : nil
    case UInt8(ascii: "r"):
      if Self.equals(base, span, "reload") { return .reload }
      return Self.equals(base, span, "remove") ? .remove : nil
    case UInt8(ascii: "c"): return Self.equals(base, span, "configure") ? .configure : nil
    case UInt8(ascii: "f"): return Self.equals(base, span, "fail") ? .fail : nil
    case UInt8(ascii: "s"): return Self.equals(base, span, "set") ? .set : nil
    default: return nil
    }
  }

  /// A plain whole number from 1 to `Int32.max` (the generic path handles `5.0`, `5e0` and the errors).
  mutating func readSeq() -> Bool {
    var n = 0
    var digits = 0
    while LineScanner.isDigit(scanner.peek) {
      if digits == 0 && scanner.peek == UInt8(ascii: "0") { return false }
      n = n * 10 + Int(scanner.peek - 48)
      digits += 1
      guard digits <= 10 else { return false }
      scanner.index += 1
    }
    guard digits > 0, n <= Int(Int32.max) else { return false }
    seq = n
    return true
  }

  mutating func readBool() -> Bool {
    if let parsed = try? scanner.parseValue(depth: 1), case .bool(let b) = parsed {
      available = b
      return true
    }
    return false
  }

  /// A configuration object of strings, whole numbers and Booleans.
  mutating func readConfig() -> Bool {
    guard scanner.peek == UInt8(ascii: "{") else { return false }
    scanner.index += 1
    var values: [String: ParamValue] = [:]
    let base = scanner.base
    scanner.skipSpace()
    if scanner.peek == UInt8(ascii: "}") {
      scanner.index += 1
      config = values
      return true
    }
    while true {
      scanner.skipSpace()
      guard let nameSpan = readSpan(), let name = Self.text(base, nameSpan) else { return false }
      scanner.skipSpace()
      guard scanner.peek == UInt8(ascii: ":") else { return false }
      scanner.index += 1
      scanner.skipSpace()
      guard let value = readParamValue() else { return false }
      values[name] = value
      scanner.skipSpace()
      if scanner.peek == UInt8(ascii: ",") {
        scanner.index += 1
        continue
      }
      guard scanner.peek == UInt8(ascii: "}") else { return false }
      scanner.index += 1
      config = values
      return true
    }
  }

  mutating func readParamValue() -> ParamValue? {
    if scanner.peek == UInt8(ascii: "\"") {
      guard let span = readSpan(), let value = Self.text(scanner.base, span) else { return nil }
      return .string(value)
    }
    switch try? scanner.parseValue(depth: 2) {
    case .int(let n)?: return .int(n)
    case .bool(let b)?: return .bool(b)
    default: return nil
    }
  }
}

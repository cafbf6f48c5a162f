/// A JSON value as written in a data action or a journal line; objects keep their key order.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  /// An integer that fits in 64 bits, kept exact.
  case int(Int64)
  /// Any other number.
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.int(let x), .int(let y)): return x == y
    case (.double(let x), .double(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(serialized)
  }

  /// The value of `key` when this is an object.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.last(where: { $0.key == key })?.value
  }

  /// The string when this is a string.
  public var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// The integer when this is a whole number: one written without a fraction or an exponent that fits in 64 bits
  /// (`40`, not `40.0`, `4e1` or `1.0000000000000000000000001`, whose double is 1 though the number is not).
  public var intValue: Int64? {
    if case .int(let n) = self { return n }
    return nil
  }

  /// The Boolean when this is `true` or `false`.
  public var boolValue: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  /// The elements when this is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let a) = self { return a }
    return nil
  }

  /// The members when this is an object.
  public var objectValue: [(key: String, value: JSONValue)]? {
    if case .object(let o) = self { return o }
    return nil
  }

  /// The nesting depth: 0 for a scalar, 1 for a flat array or object.
  public var depth: Int {
    var deepest = 0
    switch self {
    case .array(let elements):
      for element in elements { deepest = max(deepest, element.depth) }
    case .object(let members):
      for member in members { deepest = max(deepest, member.value.depth) }
    default: return 0
    }
    return 1 + deepest
  }
}

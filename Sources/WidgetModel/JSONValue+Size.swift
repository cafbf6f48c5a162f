/// The size of a value's serialization, computed without building the text.
extension JSONValue {
  /// The number of UTF-8 bytes of `serialized`, counted without building it.
  /// - Complexity: O(n) in the size of the value, with no allocation for integers and strings.
  public var serializedByteCount: Int {
    switch self {
    case .null: return 4
    case .bool(let b): return b ? 4 : 5
    case .int(let n): return Self.decimalDigitCount(n)
    case .double(let d): return Self.numberText(d).utf8.count
    case .string(let s): return Self.quotedByteCount(s)
    case .array(let elements):
      var total = 2 + max(elements.count - 1, 0)
      for element in elements { total += element.serializedByteCount }
      return total
    case .object(let members):
      var total = 2 + max(members.count - 1, 0)
      for member in members { total += Self.quotedByteCount(member.key) + 1 + member.value.serializedByteCount }
      return total
    }
  }

  /// The nesting depth (as `depth`) and the serialized byte count (as `serializedByteCount`) in one walk over the
  /// value, which is what checking a data value needs: each walk costs the reference counting of every element.
  public var depthAndByteCount: (depth: Int, bytes: Int) {
    switch self {
    case .array(let elements):
      var deepest = 0
      var total = 2 + max(elements.count - 1, 0)
      for element in elements {
        let (depth, bytes) = element.depthAndByteCount
        deepest = max(deepest, depth)
        total += bytes
      }
      return (1 + deepest, total)
    case .object(let members):
      var deepest = 0
      var total = 2 + max(members.count - 1, 0)
      for member in members {
        let (depth, bytes) = member.value.depthAndByteCount
        deepest = max(deepest, depth)
        total += Self.quotedByteCount(member.key) + 1 + bytes
      }
      return (1 + deepest, total)
    default:
      return (0, serializedByteCount)
    }
  }

  /// The length of `String(n)`: its digits and a minus sign when negative.
  static func decimalDigitCount(_ n: Int64) -> Int {
    var count = n < 0 ? 2 : 1
    var rest = n.magnitude
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }

  /// The length of the JSON string literal `writeString` makes of `s`, quotes and escapes included.
  static func quotedByteCount(_ s: String) -> Int {
    var text = s
    return text.withUTF8 { bytes in
      var total = 2
      for byte in bytes {
        switch byte {
        case 0x22, 0x5C, 0x0A, 0x0D, 0x09: total += 2
        case 0..<0x20: total += 6
        default: total += 1
        }
      }
      return total
    }
  }
}

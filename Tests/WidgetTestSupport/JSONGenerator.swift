import JournalWorkload
import PropertyTesting
import WidgetModel

/// Random JSON values, spelled in random but valid ways, and random corruptions of their bytes.
public enum JSONGenerator {
  public static let scalarsPool: [Unicode.Scalar] = [
    "a", "Z", "0", " ", "\"", "\\", "/", "\n", "\t", "\r", "\u{08}", "\u{0C}", "\u{00}", "\u{1F}", "\u{7F}", "é", "ß",
    "中", "\u{2028}", "\u{FFFF}", "😀", "𝄞", "\u{10FFFF}", "{", "}", "[", "]", ",", ":",
  ]

  public static func value(_ random: inout SplitMix64, depth: Int) -> JSONValue {
    switch random.below(depth >= 4 ? 6 : 9) {
    case 0: return .null
    case 1: return .bool(random.below(2) == 0)
    case 2: return .int(integer(&random))
    case 3: return .double(double(&random))
    case 4, 5: return .string(string(&random))
    case 6, 7:
      return .array((0..<random.below(5)).map { _ in value(&random, depth: depth + 1) })
    default:
      var members: [(key: String, value: JSONValue)] = []
      for _ in 0..<random.below(5) {
        let key = string(&random)
        if !members.contains(where: { $0.key == key }) { members.append((key, value(&random, depth: depth + 1))) }
      }
      return .object(members)
    }
  }

  public static func integer(_ random: inout SplitMix64) -> Int64 {
    switch random.below(5) {
    case 0: return [Int64.max, Int64.min, 0, -1, 1 << 53, -(1 << 53) - 1].randomElement(using: &random)!
    case 1: return Int64(bitPattern: random.next())
    default: return Int64(random.below(2000)) - 1000
    }
  }

  public static func double(_ random: inout SplitMix64) -> Double {
    switch random.below(4) {
    case 0:
      var d = Double(bitPattern: random.next())
      while !d.isFinite { d = Double(bitPattern: random.next()) }
      return d
    case 1:
      return [0.1, -0.0, Double.leastNonzeroMagnitude, 1.7976931348623157e308, 1e22, 1e23, 9007199254740993.0]
        .randomElement(using: &random)!
    default:
      return Double(random.below(2_000_000) - 1_000_000) / [1.0, 10, 100, 1000, 1e6].randomElement(using: &random)!
    }
  }

  public static func string(_ random: inout SplitMix64) -> String {
    var scalars = String.UnicodeScalarView()
    for _ in 0..<random.below(8) { scalars.append(random.pick(scalarsPool)) }
    return String(scalars)
  }

  /// The value as JSON text with random whitespace, escapes and number spellings.
  public static func spell(_ value: JSONValue, _ random: inout SplitMix64) -> String {
    var out = space(&random)
    write(value, &random, to: &out)
    return out + space(&random)
  }

  public static func space(_ random: inout SplitMix64) -> String {
    random.below(3) == 0 ? String((0..<random.below(3)).map { _ in random.pick([" ", "\t", "\n", "\r"]) }) : ""
  }

  public static func write(_ value: JSONValue, _ random: inout SplitMix64, to out: inout String) {
    switch value {
    case .null, .bool, .double: out += value.serialized
    case .int(let n):
      out += random.below(8) == 0 && n > -(1 << 50) && n < 1 << 50 ? "\(n).0" : String(n)
    case .string(let s): writeString(s, &random, to: &out)
    case .array(let elements):
      out += "[" + space(&random)
      for (i, element) in elements.enumerated() {
        if i > 0 { out += space(&random) + "," + space(&random) }
        write(element, &random, to: &out)
      }
      out += space(&random) + "]"
    case .object(let members):
      out += "{" + space(&random)
      for (i, member) in members.enumerated() {
        if i > 0 { out += space(&random) + "," + space(&random) }
        writeString(member.key, &random, to: &out)
        out += space(&random) + ":" + space(&random)
        write(member.value, &random, to: &out)
      }
      out += space(&random) + "}"
    }
  }

  public static func writeString(_ s: String, _ random: inout SplitMix64, to out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      let mustEscape = scalar.value < 0x20 || scalar == "\"" || scalar == "\\"
      if mustEscape || random.below(6) == 0 {
        out += escape(scalar, &random)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }

  public static func escape(_ scalar: Unicode.Scalar, _ random: inout SplitMix64) -> String {
    let short: [Unicode.Scalar: String] = [
      "\"": "\\\"", "\\": "\\\\", "/": "\\/", "\n": "\\n", "\t": "\\t", "\r": "\\r", "\u{08}": "\\b", "\u{0C}": "\\f",
    ]
    if let text = short[scalar], random.below(2) == 0 { return text }
    func hex(_ v: UInt32) -> String {
      let digits = String(v, radix: 16, uppercase: random.below(2) == 0)
      return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }
    guard scalar.value >= 0x10000 else { return hex(scalar.value) }
    let v = scalar.value - 0x10000
    return hex(0xD800 + (v >> 10)) + hex(0xDC00 + (v & 0x3FF))
  }

  /// The bytes with one random edit: a byte replaced, deleted, inserted or duplicated, or the text cut short.
  public static func corrupt(_ bytes: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
    guard !bytes.isEmpty else { return [UInt8(ascii: "[")] }
    var damaged = bytes
    let at = random.below(bytes.count)
    let interesting: [UInt8] = Array("{}[]\",:\\0123456789.eE+-tfnu ".utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xED, 0xFF]
    switch random.below(5) {
    case 0: damaged[at] = random.pick(interesting)
    case 1: damaged.remove(at: at)
    case 2: damaged.insert(random.pick(interesting), at: at)
    case 3: damaged.insert(damaged[at], at: at)
    default: damaged.removeLast(bytes.count - at)
    }
    return damaged
  }

  /// Hand-picked inputs at the edges of the grammar.
  public static let edgeCases: [String] = [
    "0", "-0", "-0.0", "1e2", "1E+2", "1e-2", "0.5e-3", "-1.5E+10", "123456789012345678901234567890",
    "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809", "1e400", "-1e400",
    "1e-400", "4.9e-324", "2.2250738585072014e-308", "0.1", "0.30000000000000004", "1.7976931348623157e308",
    "01", "-01", "1.", ".5", "1e", "1e+", "+1", "-", "--1", "0x10", "NaN", "Infinity", "1.5.5",
    "\"\"", "\"\\u0000\"", "\"\\ud83d\\ude00\"", "\"\\uD834\\uDD1E\"", "\"\\ud800\"", "\"\\udc00\"",
    "\"\\ud800\\u0041\"",
    "\"\\u00e9\"", "\"\\/\"", "\"\\x\"", "\"\\u12\"", "\"\\u12G4\"", "\"unterminated", "\"tab\there\"", "\"nl\nhere\"",
    "\"é中😀\"", "[]", "{}", "[[]]", "{\"a\":{}}", "[1,2,3]", "{\"a\":1,\"b\":[true,false,null]}", "{\"a\":1,\"a\":2}",
    "[", "]", "{", "}", "[1 2]", "{\"a\" 1}", "{\"a\":}", "{1:2}", "{\"a\":1 \"b\":2}", "[,1]", "[1,,2]",
    "true", "false", "null", "tru", "nul", "True", "  1  ", "\t[\n1\r]\n", "", " ", "1 2", "[]]",
    String(repeating: "[", count: 64) + String(repeating: "]", count: 64),
  ]
}

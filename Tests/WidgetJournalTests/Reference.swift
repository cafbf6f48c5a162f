import Foundation
import WidgetModel

@testable import WidgetJournal

/// The reference decoder, built on Foundation's JSONSerialization, and comparisons with the one JSON reader.
enum Reference {
  /// The one JSON reader (`JSONValue(parsing:)`, the journal's too) on one JSON value, whitespace around it allowed.
  static func ours(_ text: String) -> Result<JSONValue, JSONSyntaxError> {
    ours(Array(text.utf8))
  }

  /// The one JSON reader on raw bytes, which may be invalid UTF-8.
  static func ours(_ bytes: [UInt8]) -> Result<JSONValue, JSONSyntaxError> {
    bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(JSONSyntaxError) -> JSONValue in try JSONValue(parsing: buffer) }
    }
  }

  /// Foundation's reading of the bytes as a JSON value, or nil when it refuses them.
  static func foundation(_ bytes: [UInt8]) -> JSONValue? {
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) else {
      return nil
    }
    return convert(object)
  }

  static func convert(_ object: Any) -> JSONValue {
    switch object {
    case is NSNull: return .null
    case let s as String: return .string(s)
    case let n as NSNumber: return number(n)
    case let a as [Any]: return .array(a.map(convert))
    case let d as [String: Any]: return .object(d.keys.sorted().map { ($0, convert(d[$0]!)) })
    default: return .string("unexpected \(type(of: object))")
    }
  }

  static func number(_ n: NSNumber) -> JSONValue {
    if String(describing: type(of: n)) == "__NSCFBoolean" { return .bool(n.boolValue) }
    switch String(cString: n.objCType) {
    case "c", "s", "i", "l", "q": return .int(n.int64Value)
    case "Q": return n.uint64Value <= UInt64(Int64.max) ? .int(Int64(n.uint64Value)) : .double(Double(n.uint64Value))
    default:
      if n is NSDecimalNumber, let exact = Int64(n.stringValue) { return .int(exact) }
      return .double(n.doubleValue)
    }
  }

  /// Whether two values are the same JSON: objects compared as maps, numbers by value.
  ///
  /// Two known faults of Foundation's reader on Linux are allowed for: doubles with long mantissas are not always
  /// correctly rounded (seen up to about 1e-15 relative off; the JSON reader is checked exactly against
  /// the standard library's correctly rounded conversion in `numbersAreCorrectlyRounded`), and U+FEFF is dropped
  /// from inside strings (so the generator leaves it out, and `byteOrderMarkKept` checks the JSON reader alone).
  static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return close(Double(x), y)
    case (.double(let x), .double(let y)): return close(x, y)
    case (.string(let x), .string(let y)): return withoutBOM(x) == withoutBOM(y)
    case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
    case (.object(let x), .object(let y)):
      let left = merged(x)
      let right = merged(y)
      return left.count == right.count && left.allSatisfy { key, value in right[key].map { same(value, $0) } ?? false }
    default: return a == b
    }
  }

  static func close(_ x: Double, _ y: Double) -> Bool {
    guard x != y else { return true }
    guard x.sign == y.sign, x.isFinite, y.isFinite else { return false }
    return (x - y).magnitude <= 1e-14 * max(x.magnitude, y.magnitude)
  }

  static func withoutBOM(_ s: String) -> String {
    String(String.UnicodeScalarView(s.unicodeScalars.filter { $0 != "\u{FEFF}" }))
  }

  static func merged(_ members: [(key: String, value: JSONValue)]) -> [String: JSONValue] {
    var map: [String: JSONValue] = [:]
    for member in members { map[withoutBOM(member.key)] = member.value }
    return map
  }

  /// The verdict on one input: whether both parsers agree, with a description for the failure message.
  struct Verdict {
    var agrees: Bool
    var accepted: Bool
    var detail: String
  }

  static func compare(_ bytes: [UInt8]) -> Verdict {
    let text = String(decoding: bytes, as: UTF8.self).debugDescription
    let theirs = foundation(bytes)
    switch (ours(bytes), theirs) {
    case (.success(let mine), let reference?):
      return Verdict(agrees: same(mine, reference), accepted: true, detail: "\(text): \(mine) vs \(reference)")
    case (.failure, nil): return Verdict(agrees: true, accepted: false, detail: text)
    case (.success(let mine), nil):
      return Verdict(agrees: false, accepted: true, detail: "\(text): accepted as \(mine), Foundation refuses")
    case (.failure(let failure), let reference?):
      let known = isLeniency(bytes, failure)
      return Verdict(
        agrees: known, accepted: false, detail: "\(text): refused (\(failure)), Foundation reads \(reference)")
    }
  }

  /// Foundation's known leniencies that the journal does not share: a trailing comma, nesting past the limit, and
  /// reading input whose first bytes hold a NUL as UTF-16 or UTF-32 (RFC 4627's encoding detection; journal lines
  /// are UTF-8 only).
  static func isLeniency(_ bytes: [UInt8], _ failure: JSONSyntaxError) -> Bool {
    if failure.message.contains("nested deeper") || bytes.prefix(4).contains(0) { return true }
    var at = failure.offset
    guard at < bytes.count, bytes[at] == UInt8(ascii: "]") || bytes[at] == UInt8(ascii: "}") else { return false }
    at -= 1
    while at >= 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at -= 1 }
    return at >= 0 && bytes[at] == UInt8(ascii: ",")
  }
}

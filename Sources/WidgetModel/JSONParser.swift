/// A byte-level JSON parser with limits on depth and size, for data values and journal lines.
public struct JSONParser {
  /// Why a text is not acceptable JSON, with the byte offset where the problem was seen.
  public struct Failure: Error, Equatable, Sendable {
    public var message: String
    public var offset: Int
  }

  /// The deepest nesting accepted; deeper input fails cleanly instead of exhausting the stack.
  public static let depthMax = 64

  /// Parses one complete JSON value from `text`; fails on trailing content.
  public static func parse(_ text: String) throws(Failure) -> JSONValue {
    var copy = text
    let result: Result<JSONValue, Failure> = copy.withUTF8 { buffer in
      Result { () throws(Failure) -> JSONValue in try parse(buffer) }
    }
    return try result.get()
  }

  /// Parses one complete JSON value from UTF-8 bytes; fails on trailing content.
  public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipSpace()
    let value = try parser.parseValue(depth: 0)
    parser.skipSpace()
    guard parser.index == bytes.count else { throw parser.failure("unexpected text after the value") }
    return value
  }

  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  func failure(_ message: String) -> Failure { Failure(message: message, offset: index) }

  mutating func skipSpace() {
    while index < bytes.count {
      let b = bytes[index]
      guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
      index += 1
    }
  }

  mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
    guard index < bytes.count else { throw failure("unexpected end of input") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw failure("unexpected character")
    }
  }

  mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(Failure) -> JSONValue {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { throw failure("unexpected end of input") }
    for i in 0..<count where bytes[index + i] != word.utf8Start[i] {
      throw failure("unexpected character")
    }
    index += count
    return value
  }

  mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
    guard depth <= Self.depthMax else { throw failure("nested deeper than \(Self.depthMax) levels") }
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key") }
      let key = try parseString()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':'") }
      index += 1
      skipSpace()
      let value = try parseValue(depth: depth)
      if let existing = members.firstIndex(where: { $0.key == key }) {
        members[existing].value = value
      } else {
        members.append((key, value))
      }
      skipSpace()
      guard index < bytes.count else { throw failure("unexpected end of input") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else { throw failure("expected ',' or '}'") }
      index += 1
      return .object(members)
    }
  }

  mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
    guard depth <= Self.depthMax else { throw failure("nested deeper than \(Self.depthMax) levels") }
    index += 1
    var elements: [JSONValue] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipSpace()
      elements.append(try parseValue(depth: depth))
      skipSpace()
      guard index < bytes.count else { throw failure("unexpected end of input") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else { throw failure("expected ',' or ']'") }
      index += 1
      return .array(elements)
    }
  }

  /// Parses a string literal starting at the opening quote, decoding escapes and `\u` surrogate pairs.
  mutating func parseString() throws(Failure) -> String {
    index += 1
    let start = index
    while index < bytes.count {
      let b = bytes[index]
      if b == UInt8(ascii: "\"") {
        let s = try validUTF8(start..<index)
        index += 1
        return s
      }
      if b == UInt8(ascii: "\\") { break }
      guard b >= 0x20 else { throw failure("control character in string") }
      index += 1
    }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: try validUTF8(start..<index).unicodeScalars)
    var runStart = index
    while index < bytes.count {
      let b = bytes[index]
      if b == UInt8(ascii: "\"") {
        scalars.append(contentsOf: try validUTF8(runStart..<index).unicodeScalars)
        index += 1
        return String(scalars)
      }
      guard b >= 0x20 else { throw failure("control character in string") }
      guard b == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      scalars.append(contentsOf: try validUTF8(runStart..<index).unicodeScalars)
      scalars.append(try parseEscape())
      runStart = index
    }
    throw failure("unterminated string")
  }

  mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
    index += 1
    guard index < bytes.count else { throw failure("unterminated string") }
    let e = bytes[index]
    index += 1
    switch e {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800...0xDBFF).contains(high) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        else { throw failure("unpaired surrogate in \\u escape") }
        index += 2
        let low = try parseHex4()
        guard (0xDC00...0xDFFF).contains(low) else { throw failure("unpaired surrogate in \\u escape") }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(high) else { throw failure("unpaired surrogate in \\u escape") }
      return scalar
    default:
      index -= 1
      throw failure("invalid escape")
    }
  }

  mutating func parseHex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure("short \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let b = bytes[index]
      let digit: UInt32
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - 48)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - 87)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - 55)
      default: throw failure("invalid \\u escape")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  func validUTF8(_ range: Range<Int>) throws(Failure) -> String {
    let slice = UnsafeBufferPointer(rebasing: bytes[range])
    guard let s = String(validating: slice, as: UTF8.self) else {
      throw Failure(message: "invalid UTF-8 in string", offset: range.lowerBound)
    }
    return s
  }

  mutating func parseNumber() throws(Failure) -> JSONValue {
    let start = index
    var isInteger = true
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < bytes.count, isDigit(bytes[index]) { throw failure("leading zero in number") }
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else { throw failure("invalid number") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    if isInteger, let n = Int64(text) { return .int(n) }
    guard let d = Double(text), d.isFinite else {
      index = start
      throw failure("number out of range")
    }
    return .double(d)
  }

  func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
}

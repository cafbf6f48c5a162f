/// Strings: a fast path for plain runs, escapes decoded into a byte buffer, UTF-8 validated once.
extension JSONScanner {
  /// Parses a string literal at the opening quote.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    let start = index
    var ascii = true
    while index < end {
      let b = base[index]
      if b == UInt8(ascii: "\"") {
        let run = UnsafeBufferPointer(start: base + start, count: index - start)
        index += 1
        if ascii { return String(decoding: run, as: UTF8.self) }
        guard let text = String(validating: run, as: UTF8.self) else {
          throw JSONSyntaxError(message: "invalid UTF-8 in a string", offset: start)
        }
        return text
      }
      if b == UInt8(ascii: "\\") { return try parseEscapedString(from: start) }
      guard b >= 0x20 else { throw failure("control character in a string") }
      ascii = ascii && b < 0x80
      index += 1
    }
    throw failure("unterminated string")
  }

  /// The slow path for a string with escapes, from its first content byte.
  mutating func parseEscapedString(from start: Int) throws(JSONSyntaxError) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(index - start + 16)
    bytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: index - start))
    while index < end {
      let b = base[index]
      if b == UInt8(ascii: "\"") {
        index += 1
        guard let text = String(validating: bytes, as: UTF8.self) else {
          throw JSONSyntaxError(message: "invalid UTF-8 in a string", offset: start)
        }
        return text
      }
      guard b >= 0x20 else { throw failure("control character in a string") }
      if b == UInt8(ascii: "\\") {
        Self.appendUTF8(try parseEscape(), to: &bytes)
      } else {
        bytes.append(b)
        index += 1
      }
    }
    throw failure("unterminated string")
  }

  /// Decodes one escape at the backslash: `\" \\ \/ \b \f \n \r \t` or `\uXXXX` (a surrogate pair for astral scalars).
  mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    index += 1
    guard index < end else { throw failure("unterminated string") }
    let e = base[index]
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
        guard index + 1 < end, base[index] == UInt8(ascii: "\\"), base[index + 1] == UInt8(ascii: "u") else {
          throw failure("unpaired surrogate in a \\u escape")
        }
        index += 2
        let low = try parseHex4()
        guard (0xDC00...0xDFFF).contains(low) else { throw failure("unpaired surrogate in a \\u escape") }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(high) else { throw failure("unpaired surrogate in a \\u escape") }
      return scalar
    default:
      index -= 1
      throw failure("invalid escape")
    }
  }

  /// Reads the four hex digits of a `\u` escape.
  mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < end, let digit = Self.hexValue(base[index]) else { throw failure("invalid \\u escape") }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// The value of a hex digit (either case), or nil.
  public static func hexValue(_ b: UInt8) -> UInt8? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - 48
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - 87
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - 55
    default: return nil
    }
  }

  /// Appends the UTF-8 encoding of `scalar`.
  static func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
    let v = scalar.value
    switch v {
    case 0..<0x80: bytes.append(UInt8(v))
    case 0x80..<0x800:
      bytes.append(0xC0 | UInt8(v >> 6))
      bytes.append(0x80 | UInt8(v & 0x3F))
    case 0x800..<0x10000:
      bytes.append(0xE0 | UInt8(v >> 12))
      bytes.append(0x80 | UInt8((v >> 6) & 0x3F))
      bytes.append(0x80 | UInt8(v & 0x3F))
    default:
      bytes.append(0xF0 | UInt8(v >> 18))
      bytes.append(0x80 | UInt8((v >> 12) & 0x3F))
      bytes.append(0x80 | UInt8((v >> 6) & 0x3F))
      bytes.append(0x80 | UInt8(v & 0x3F))
    }
  }
}

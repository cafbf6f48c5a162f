/// Numbers: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, exact as `Int64` when integral and in range,
/// otherwise a correctly rounded `Double` (Clinger's fast path, else the standard library's conversion).
extension JSONScanner {
  /// 10⁰ … 10²², each exactly representable as a `Double` (the range of Clinger's fast path).
  static let powersOfTen: [Double] = (0...22).map { (e: Int) -> Double in
    var p = 1.0
    for _ in 0..<e { p *= 10 }
    return p
  }

  /// Parses a number at its first byte (a digit or `-`).
  mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    let negative = peek == UInt8(ascii: "-")
    if negative { index += 1 }
    guard Self.isDigit(peek) else { throw failure("invalid number") }
    var mantissa: UInt64 = 0
    var digits = 0
    var exponent = 0
    if peek == UInt8(ascii: "0") {
      index += 1
      if Self.isDigit(peek) { throw failure("leading zero in a number") }
    } else {
      while Self.isDigit(peek) {
        Self.accumulate(base[index], &mantissa, &digits, &exponent, fraction: false)
        index += 1
      }
    }
    let integral = peek != UInt8(ascii: ".") && peek != UInt8(ascii: "e") && peek != UInt8(ascii: "E")
    if integral, digits <= 19, let n = Self.exactInteger(mantissa, negative: negative) { return .int(n) }
    if peek == UInt8(ascii: ".") {
      index += 1
      guard Self.isDigit(peek) else { throw failure("invalid number") }
      while Self.isDigit(peek) {
        Self.accumulate(base[index], &mantissa, &digits, &exponent, fraction: true)
        index += 1
      }
    }
    var explicitExponent = 0
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      index += 1
      let negativeExponent = peek == UInt8(ascii: "-")
      if peek == UInt8(ascii: "-") || peek == UInt8(ascii: "+") { index += 1 }
      guard Self.isDigit(peek) else { throw failure("invalid number") }
      while Self.isDigit(peek) {
        explicitExponent = min(explicitExponent * 10 + Int(base[index] - 48), 1_000_000)
        index += 1
      }
      if negativeExponent { explicitExponent = -explicitExponent }
    }
    return .double(try double(start: start, mantissa, digits, exponent + explicitExponent, negative))
  }

  /// Adds a digit to the mantissa while it has fewer than 19 significant digits, else counts it in the exponent.
  static func accumulate(
    _ b: UInt8, _ mantissa: inout UInt64, _ digits: inout Int, _ exponent: inout Int, fraction: Bool
  ) {
    if mantissa == 0 && b == UInt8(ascii: "0") {
      if fraction { exponent -= 1 }
      return
    }
    if digits < 19 {
      mantissa = mantissa * 10 + UInt64(b - 48)
      digits += 1
      if fraction { exponent -= 1 }
    } else {
      digits += 1
      if !fraction { exponent += 1 }
    }
  }

  /// `±mantissa` as an `Int64`, or nil when it does not fit.
  static func exactInteger(_ mantissa: UInt64, negative: Bool) -> Int64? {
    if negative { return mantissa <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- mantissa) : nil }
    return mantissa <= UInt64(Int64.max) ? Int64(mantissa) : nil
  }

  /// The double for `±mantissa × 10^exponent`, exact when both parts are exactly representable.
  func double(start: Int, _ mantissa: UInt64, _ digits: Int, _ exponent: Int, _ negative: Bool) throws(JSONSyntaxError)
    -> Double
  {
    var value: Double
    if mantissa == 0 {
      value = 0
    } else if digits <= 15, mantissa < 1 << 53, exponent >= -22, exponent <= 22 {
      value = Double(mantissa)
      value = exponent < 0 ? value / Self.powersOfTen[-exponent] : value * Self.powersOfTen[exponent]
    } else {
      let text = String(decoding: UnsafeBufferPointer(start: base + start, count: index - start), as: UTF8.self)
      guard let parsed = Double(text), parsed.isFinite else {
        throw JSONSyntaxError(message: JSONSyntaxError.numberOutOfRange, offset: start)
      }
      return parsed
    }
    return negative ? -value : value
  }

  /// Whether `b` is an ASCII digit.
  static func isDigit(_ b: UInt8) -> Bool { b &- 48 < 10 }
}

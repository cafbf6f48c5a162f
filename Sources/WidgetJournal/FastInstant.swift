import WidgetModel

/// Reads the canonical instants a journal writes (`2026-03-01T08:00:00Z`, `2026-03-01T08:00:00.250Z`) straight
/// from bytes; any other spelling is left to `Instant(iso8601:)`, which this agrees with.
enum FastInstant {
  /// The instant, or nil when the text is not in one of the two canonical shapes or is not a real date and time.
  static func parse(_ p: UnsafePointer<UInt8>, _ count: Int) -> Instant? {
    guard count == 20 || count == 24, p[4] == UInt8(ascii: "-"), p[7] == UInt8(ascii: "-"),
      p[10] == UInt8(ascii: "T"), p[13] == UInt8(ascii: ":"), p[16] == UInt8(ascii: ":"),
      p[count - 1] == UInt8(ascii: "Z")
    else { return nil }
    // Every digit is read without a branch; `invalid` remembers whether any of them was not a digit.
    var invalid = false
    let y = number(p, 0, &invalid) * 100 + number(p, 2, &invalid)
    let mo = number(p, 5, &invalid)
    let d = number(p, 8, &invalid)
    let h = number(p, 11, &invalid)
    let mi = number(p, 14, &invalid)
    let s = number(p, 17, &invalid)
    var millis: Int64 = 0
    if count == 24 {
      guard p[19] == UInt8(ascii: ".") else { return nil }
      millis = number(p, 20, &invalid) * 10 + digit(p[22], &invalid)
    }
    guard !invalid, mo >= 1, mo <= 12, d >= 1, d <= Instant.daysInMonth(y, mo), h < 24, mi < 60, s < 60 else {
      return nil
    }
    let days = Instant.days(fromCivil: y, mo, d)
    return Instant(ms: ((days * 24 + h) * 60 + mi) * 60_000 + s * 1000 + millis)
  }

  /// The two-digit number at `p[at]`; sets `invalid` when either byte is not a digit.
  @inline(__always)
  static func number(_ p: UnsafePointer<UInt8>, _ at: Int, _ invalid: inout Bool) -> Int64 {
    digit(p[at], &invalid) * 10 + digit(p[at + 1], &invalid)
  }

  /// The value of a digit byte; sets `invalid` when it is not one.
  @inline(__always)
  static func digit(_ byte: UInt8, _ invalid: inout Bool) -> Int64 {
    let value = byte &- 48
    invalid = invalid || value > 9
    return Int64(value)
  }
}

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
    guard let y = number(p, 0, 4), let mo = number(p, 5, 2), let d = number(p, 8, 2), let h = number(p, 11, 2),
      let mi = number(p, 14, 2), let s = number(p, 17, 2), mo >= 1, mo <= 12, d >= 1, d <= Instant.daysInMonth(y, mo),
      h < 24, mi < 60, s < 60
    else { return nil }
    var millis: Int64 = 0
    if count == 24 {
      guard p[19] == UInt8(ascii: "."), let f = number(p, 20, 3) else { return nil }
      millis = f
    }
    let days = Instant.days(fromCivil: y, mo, d)
    return Instant(ms: ((days * 24 + h) * 60 + mi) * 60_000 + s * 1000 + millis)
  }

  static func number(_ p: UnsafePointer<UInt8>, _ at: Int, _ digits: Int) -> Int64? {
    var value: Int64 = 0
    for i in at..<at + digits {
      let digit = p[i] &- 48
      guard digit < 10 else { return nil }
      value = value * 10 + Int64(digit)
    }
    return value
  }
}

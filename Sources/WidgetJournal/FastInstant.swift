import WidgetModel

/// Reads the canonical instants a journal writes (`2026-03-01T08:00:00Z`, `2026-03-01T08:00:00.250Z`) straight
/// from bytes; any other spelling is left to `Instant(iso8601:)`, which this agrees with.
///
/// The date and time are read as three 8-byte words: `YYYY-MM-`, `DDTHH:MM` and `HH:MM:SS` (bytes 0, 8 and 11).
/// In each, the separators are compared at once under a mask, the digits checked at once, and pairs of digits
/// combined into two-digit numbers at once (see `pairs`).
enum FastInstant {
  /// The instant, or nil when the text is not in one of the two canonical shapes or is not a real date and time.
  static func parse(_ p: UnsafePointer<UInt8>, _ count: Int) -> Instant? {
    guard count == 20 || count == 24, p[count - 1] == UInt8(ascii: "Z") else { return nil }
    let date = load(p)
    let day = load(p + 8)
    let time = load(p + 11)
    // Separators: `-` at 4 and 7 of the date, `T` at 2 of `day`, `:` at 2 and 5 of the time.
    guard date & 0xFF00_00FF_0000_0000 == 0x2D00_002D_0000_0000, day & 0xFF_0000 == 0x54_0000,
      time & 0xFF00_00FF_0000 == 0x3A00_003A_0000
    else { return nil }
    let dateDigits = digits(date, 0x00FF_FF00_FFFF_FFFF)
    let dayDigits = digits(day, 0xFFFF)
    let timeDigits = digits(time, 0xFFFF_00FF_FF00_FFFF)
    guard let dateDigits, let dayDigits, let timeDigits else { return nil }
    let datePairs = pairs(dateDigits)
    let timePairs = pairs(timeDigits)
    let y = byte(datePairs, 0) * 100 + byte(datePairs, 2)
    let mo = byte(datePairs, 5)
    let d = byte(pairs(dayDigits), 0)
    let h = byte(timePairs, 0)
    let mi = byte(timePairs, 3)
    let s = byte(timePairs, 6)
    var millis: Int64 = 0
    if count == 24 {
      let (a, b, c) = (p[20] &- 48, p[21] &- 48, p[22] &- 48)
      guard p[19] == UInt8(ascii: "."), a <= 9, b <= 9, c <= 9 else { return nil }
      millis = Int64(a) * 100 + Int64(b) * 10 + Int64(c)
    }
    guard mo >= 1, mo <= 12, d >= 1, d <= Instant.daysInMonth(y, mo), h < 24, mi < 60, s < 60 else { return nil }
    let days = Instant.days(fromCivil: y, mo, d)
    return Instant(ms: ((days * 24 + h) * 60 + mi) * 60_000 + s * 1000 + millis)
  }

  /// The eight bytes at `p` as a little-endian word (byte 0 lowest).
  @inline(__always)
  static func load(_ p: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
  }

  /// The digit values (0 to 9) of the bytes of `word` that `mask` selects, the other bytes zero; nil when one of
  /// those bytes is not a digit.
  ///
  /// `x = byte ^ 0x30` is 0…9 for a digit; for anything else either `x` or `x + 0x76` has its top bit set. A byte's
  /// `+ 0x76` carries into the next byte only when `x` is at least 0x8A, which is itself flagged.
  @inline(__always)
  static func digits(_ word: UInt64, _ mask: UInt64) -> UInt64? {
    let x = word ^ 0x3030_3030_3030_3030
    let flagged = ((x &+ 0x7676_7676_7676_7676) | x) & 0x8080_8080_8080_8080 & mask
    return flagged == 0 ? x & mask : nil
  }

  /// For digit values one per byte (at most 9 each), each byte becomes ten times itself plus the next byte: the
  /// two-digit number starting there. No byte exceeds 99, so nothing carries between bytes.
  @inline(__always)
  static func pairs(_ digits: UInt64) -> UInt64 {
    digits &* 10 &+ (digits &>> 8)
  }

  /// Byte `index` of `word`, as a number.
  @inline(__always)
  static func byte(_ word: UInt64, _ index: Int) -> Int64 {
    Int64((word &>> UInt64(index &* 8)) & 0xFF)
  }
}

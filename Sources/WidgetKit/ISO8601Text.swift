/// Instants as ISO-8601 text in UTC, to the millisecond: `2026-03-01T08:00:00Z`, `2026-03-01T08:00:00.250Z`.
/// Written by hand, without a formatter, so it is the same on every thread and never reads the clock.
enum ISO8601Text {
  /// A date's milliseconds since 1970, rounded to the nearest; nil when not finite or beyond 64 bits.
  static func milliseconds(_ date: Date) -> Int64? {
    let value = (date.timeIntervalSince1970 * 1000).rounded()
    guard value.isFinite, abs(value) < 9.2e18 else { return nil }
    return Int64(value)
  }

  /// A date as text; a date that is not a number of milliseconds is described as such.
  static func text(_ date: Date) -> String {
    milliseconds(date).map(text(milliseconds:)) ?? "a date beyond any calendar (\(date.timeIntervalSince1970) s)"
  }

  /// Milliseconds since 1970 as text, in the proleptic Gregorian calendar.
  static func text(milliseconds: Int64) -> String {
    let (days, dayMilliseconds) = floorDivision(milliseconds, 86_400_000)
    // Civil date from days since 1970-01-01 (Howard Hinnant's days_from_civil, inverted).
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    let seconds = dayMilliseconds / 1000
    var text =
      "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(seconds / 3600, 2)):\(pad(seconds / 60 % 60, 2)):"
      + pad(seconds % 60, 2)
    if dayMilliseconds % 1000 != 0 { text += "." + pad(dayMilliseconds % 1000, 3) }
    return text + "Z"
  }

  /// `a` divided by `b` rounded down, and the non-negative remainder.
  private static func floorDivision(_ a: Int64, _ b: Int64) -> (Int64, Int64) {
    let remainder = a % b
    return remainder < 0 ? (a / b - 1, remainder + b) : (a / b, remainder)
  }

  /// A number with leading zeros to `width` digits (a minus sign first when negative).
  private static func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value.magnitude)
    return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

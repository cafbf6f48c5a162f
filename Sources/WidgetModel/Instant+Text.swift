/// Calendar arithmetic for UTC instants, after Howard Hinnant's `days_from_civil`.
extension Instant {
  /// The instant written as ISO 8601 UTC, with `.sss` only when the milliseconds are not zero.
  public var iso8601: String {
    let (days, msOfDay) = Self.floorDivide(ms, 86_400_000)
    let (y, m, d) = Self.civil(fromDays: days)
    let seconds = msOfDay / 1000
    let millis = msOfDay % 1000
    var text =
      Self.pad(y, 4) + "-" + Self.pad(m, 2) + "-" + Self.pad(d, 2) + "T" + Self.pad(seconds / 3600, 2)
      + ":" + Self.pad(seconds / 60 % 60, 2) + ":" + Self.pad(seconds % 60, 2)
    if millis != 0 { text += "." + Self.pad(millis, 3) }
    return text + "Z"
  }

  /// The one way human output writes an instant (docs/MODEL.md, "Time"): `HH:MM` when it falls on the same day as
  /// `now` in `zone`, `MM-DD HH:MM` on another day, `YYYY-MM-DD HH:MM` in another year; `:SS` only when the seconds
  /// (or milliseconds) are not zero. JSON and journals write `iso8601` instead.
  public func text(relativeTo now: Instant, in zone: DisplayZone = .utc) -> String {
    let (days, msOfDay) = Self.floorDivide(zone.localMs(self), 86_400_000)
    let seconds = msOfDay / 1000
    var text = Self.pad(seconds / 3600, 2) + ":" + Self.pad(seconds / 60 % 60, 2)
    if seconds % 60 != 0 || msOfDay % 1000 != 0 { text += ":" + Self.pad(seconds % 60, 2) }
    let nowDays = Self.floorDivide(zone.localMs(now), 86_400_000).0
    guard days != nowDays else { return text }
    let (y, m, d) = Self.civil(fromDays: days)
    let date = Self.pad(m, 2) + "-" + Self.pad(d, 2) + " " + text
    return y == Self.civil(fromDays: nowDays).0 ? date : Self.pad(y, 4) + "-" + date
  }

  /// The day the instant falls on in `zone`, as `YYYY-MM-DD`: what a caption adds to a time written `HH:MM`.
  public func day(in zone: DisplayZone = .utc) -> String {
    let (y, m, d) = Self.civil(fromDays: Self.floorDivide(zone.localMs(self), 86_400_000).0)
    return Self.pad(y, 4) + "-" + Self.pad(m, 2) + "-" + Self.pad(d, 2)
  }

  /// Milliseconds since midnight UTC.
  public var msOfDay: Int64 { Self.floorDivide(ms, 86_400_000).1 }

  /// Parses the canonical form JSON and journals use: `YYYY-MM-DDTHH:MM[:SS[.sss]]` then `Z` or `+00:00`; nil for
  /// anything else, another offset included (`Instant(typed:)` reads those).
  public init?(iso8601 text: String) {
    guard text.utf8.last == UInt8(ascii: "Z") || text.hasSuffix("+00:00"), let (local, _) = Self.parseISO(text) else {
      return nil
    }
    self.init(ms: local)
  }

  /// Parses an instant typed by a user: ISO 8601 with `Z` or an offset `±HH:MM` (hours 00–23, minutes 00–59, as in
  /// RFC 3339), normalised to UTC; nil if malformed. `+0800` and `+08` are refused: the colon is required.
  public init?(typed text: String) {
    guard let (local, offsetMs) = Self.parseISO(text) else { return nil }
    self.init(ms: local - offsetMs)
  }

  /// Splits an ISO 8601 text into its wall-clock time (milliseconds since the epoch, as if UTC) and its offset.
  static func parseISO(_ text: String) -> (local: Int64, offsetMs: Int64)? {
    var bytes = Array(text.utf8)
    var offsetMs: Int64 = 0
    if bytes.last == UInt8(ascii: "Z") {
      bytes.removeLast()
    } else if bytes.count > 6,
      bytes[bytes.count - 6] == UInt8(ascii: "+") || bytes[bytes.count - 6] == UInt8(ascii: "-"),
      bytes[bytes.count - 3] == UInt8(ascii: ":")
    {
      let sign: Int64 = bytes[bytes.count - 6] == UInt8(ascii: "-") ? -1 : 1
      let digits = [bytes.count - 5, bytes.count - 4, bytes.count - 2, bytes.count - 1].map { bytes[$0] }
      guard digits.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
      let hours = Int64(digits[0] - 48) * 10 + Int64(digits[1] - 48)
      let minutes = Int64(digits[2] - 48) * 10 + Int64(digits[3] - 48)
      guard hours < 24, minutes < 60 else { return nil }
      offsetMs = sign * (hours * 60 + minutes) * 60_000
      bytes.removeLast(6)
    } else {
      return nil
    }
    guard let local = parseLocal(bytes) else { return nil }
    return (local, offsetMs)
  }

  /// Reads `YYYY-MM-DDTHH:MM[:SS[.sss]]` (a space for the `T` accepted) as milliseconds since the epoch.
  static func parseLocal(_ bytes: [UInt8]) -> Int64? {
    guard bytes.count >= 16, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "), bytes[13] == UInt8(ascii: ":")
    else { return nil }
    func number(_ range: Range<Int>) -> Int64? {
      var value: Int64 = 0
      for i in range {
        guard i < bytes.count, bytes[i] >= 48, bytes[i] <= 57 else { return nil }
        value = value * 10 + Int64(bytes[i] - 48)
      }
      return value
    }
    guard let y = number(0..<4), let mo = number(5..<7), let d = number(8..<10), let h = number(11..<13),
      let mi = number(14..<16), (1...12).contains(mo), d >= 1, d <= Self.daysInMonth(y, mo), h < 24, mi < 60
    else { return nil }
    var seconds: Int64 = 0
    var millis: Int64 = 0
    var i = 16
    if i < bytes.count {
      guard bytes[i] == UInt8(ascii: ":"), let s = number(i + 1..<i + 3), s < 60 else { return nil }
      seconds = s
      i += 3
      if i < bytes.count {
        guard bytes[i] == UInt8(ascii: "."), bytes.count - i - 1 >= 1, bytes.count - i - 1 <= 3,
          let f = number(i + 1..<bytes.count)
        else { return nil }
        millis = f * [1, 100, 10, 1][bytes.count - i - 1]
        i = bytes.count
      }
    }
    let days = Self.days(fromCivil: y, mo, d)
    return ((days * 24 + h) * 60 + mi) * 60_000 + seconds * 1000 + millis
  }

  /// The quotient rounded down and the remainder, never negative for a positive `b`.
  public static func floorDivide(_ a: Int64, _ b: Int64) -> (Int64, Int64) {
    var q = a / b
    var r = a % b
    if r < 0 {
      q -= 1
      r += b
    }
    return (q, r)
  }

  /// The number of days in month `m` (1–12) of proleptic Gregorian year `y`.
  public static func daysInMonth(_ y: Int64, _ m: Int64) -> Int64 {
    switch m {
    case 2: return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
  public static func days(fromCivil year: Int64, _ m: Int64, _ d: Int64) -> Int64 {
    let y = m <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  static func civil(fromDays z0: Int64) -> (Int64, Int64, Int64) {
    let z = z0 + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
  }

  static func pad(_ n: Int64, _ width: Int) -> String {
    let digits = String(n)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
  }
}

extension TimeSpan {
  /// The span written as in docs/MODEL.md, "Time": `500ms`, `45s`, `15m`, `1h30m`, `2d`; `0s` when zero.
  public var text: String {
    if ms == 0 { return "0s" }
    var rest = ms < 0 ? -ms : ms
    var text = ms < 0 ? "-" : ""
    for (unit, size) in Self.units where rest >= size {
      text += String(rest / size) + unit
      rest %= size
    }
    return text
  }

  /// What is wrong with the text of a span (see `parse(_:)`).
  public enum TextProblem: Error, Equatable, Sendable {
    /// Not digits and units at all.
    case malformed
    /// A valid span with a minus sign: spans are never negative.
    case negative
    /// A unit given twice, or after a smaller one (`1h1h`, `30m1h`).
    case unitsOutOfOrder
    /// Longer than any span the clock could use (over 2^52 ms, or a number of more than 12 digits).
    case tooLong
  }

  /// Parses a span such as `500ms`, `45s`, `15m`, `1h30m` or `2d`; nil if malformed, out of order or absurdly long.
  public init?(text: String) {
    guard case .success(let span) = Self.parse(text) else { return nil }
    self = span
  }

  /// Parses a span such as `500ms`, `45s`, `15m`, `1h30m` or `2d`: numbers with units, each unit at most once and the
  /// largest first, or what is wrong with it.
  public static func parse(_ text: String) -> Result<TimeSpan, TextProblem> {
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty else { return .failure(.malformed) }
    if bytes[0] == 45 {
      return TimeSpan(text: String(text.dropFirst())) == nil ? .failure(.malformed) : .failure(.negative)
    }
    var total: Int64 = 0
    var i = 0
    var previousUnit = -1
    while i < bytes.count {
      var value: Int64 = 0
      let digitsStart = i
      while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57 {
        guard i - digitsStart < 12 else { return .failure(.tooLong) }
        value = value * 10 + Int64(bytes[i] - 48)
        i += 1
      }
      guard i > digitsStart else { return .failure(.malformed) }
      var unitEnd = i
      while unitEnd < bytes.count, !(bytes[unitEnd] >= 48 && bytes[unitEnd] <= 57) { unitEnd += 1 }
      let unit = String(decoding: bytes[i..<unitEnd], as: UTF8.self)
      guard let unitIndex = Self.units.firstIndex(where: { $0.0 == unit }) else { return .failure(.malformed) }
      guard unitIndex > previousUnit else { return .failure(.unitsOutOfOrder) }
      previousUnit = unitIndex
      let (product, overflow) = value.multipliedReportingOverflow(by: Self.units[unitIndex].1)
      guard !overflow, product <= Int64(1) << 52 else { return .failure(.tooLong) }
      // Bound the sum too: many parts, each under the bound, would otherwise overflow and trap.
      total += product
      guard total <= Int64(1) << 52 else { return .failure(.tooLong) }
      i = unitEnd
    }
    return .success(TimeSpan(ms: total))
  }

  static let units: [(String, Int64)] = [
    ("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1000), ("ms", 1),
  ]
}

/// A POSIX TZ rule, as a TZif footer holds it (`EST5EDT,M3.2.0,M11.1.0`): a standard time, and optionally a daylight
/// saving time with the yearly dates it starts and ends on. It gives the offsets after a zone's last transition.
struct ZoneRule: Equatable, Sendable {
  /// A day of the year as POSIX writes it.
  enum Day: Equatable, Sendable {
    /// `Jn`: day 1–365, February 29 never counted.
    case julian(Int64)
    /// `n`: day 0–365, February 29 counted in leap years.
    case zeroBased(Int64)
    /// `Mm.w.d`: weekday `d` (0 is Sunday) of week `w` (5 is the last) of month `m`.
    case monthWeekDay(month: Int64, week: Int64, weekday: Int64)
  }

  /// A change of local time type: the day, and the local time of day it happens at, in seconds (may be negative or
  /// over a day, as RFC 8536 allows).
  struct Change: Equatable, Sendable {
    /// The day of the year.
    var day: Day
    /// Seconds after local midnight of that day.
    var secondsOfDay: Int64
  }

  /// The standard time.
  var standard: DisplayZone.LocalType
  /// The daylight saving time with the changes into it and out of it, or nil for a zone without one.
  var daylight: (type: DisplayZone.LocalType, start: Change, end: Change)?

  /// Rules are equal when their times and changes are.
  static func == (a: ZoneRule, b: ZoneRule) -> Bool {
    a.standard == b.standard && a.daylight?.type == b.daylight?.type && a.daylight?.start == b.daylight?.start
      && a.daylight?.end == b.daylight?.end
  }

  /// The local time type at `seconds` since the epoch.
  func localType(at seconds: Int64) -> DisplayZone.LocalType {
    guard let daylight else { return standard }
    let year = Instant.civil(fromDays: Instant.floorDivide(seconds + standard.offsetSeconds, 86_400).0).0
    let start = Self.secondsSinceEpoch(daylight.start, year: year) - standard.offsetSeconds
    let end = Self.secondsSinceEpoch(daylight.end, year: year) - daylight.type.offsetSeconds
    // In the southern hemisphere daylight time spans the new year: it is in force outside end..<start.
    let inDaylight = start < end ? (start <= seconds && seconds < end) : !(end <= seconds && seconds < start)
    return inDaylight ? daylight.type : standard
  }

  /// The local wall-clock time of a change in `year`, in seconds since the epoch as if it were UTC.
  static func secondsSinceEpoch(_ change: Change, year: Int64) -> Int64 {
    dayNumber(change.day, year: year) * 86_400 + change.secondsOfDay
  }

  /// Days since 1970-01-01 of a rule's day in `year`.
  static func dayNumber(_ day: Day, year: Int64) -> Int64 {
    let january1 = Instant.days(fromCivil: year, 1, 1)
    switch day {
    case .julian(let n):
      let leap = Instant.daysInMonth(year, 2) == 29
      return january1 + n - 1 + (leap && n >= 60 ? 1 : 0)
    case .zeroBased(let n): return january1 + n
    case .monthWeekDay(let month, let week, let weekday):
      let first = Instant.days(fromCivil: year, month, 1)
      // 1970-01-01 was a Thursday, weekday 4.
      let firstWeekday = Instant.floorDivide(first + 4, 7).1
      var day = first + Instant.floorDivide(weekday - firstWeekday, 7).1 + (week - 1) * 7
      while day >= first + Instant.daysInMonth(year, month) { day -= 7 }
      return day
    }
  }
}

/// Reading a POSIX TZ string.
extension ZoneRule {
  /// Parses a TZ string such as `CST-8`, `<+0530>-5:30` or `EST5EDT,M3.2.0,M11.1.0`; nil if malformed.
  init?(posix text: String) {
    var reader = TZStringReader(bytes: Array(text.utf8))
    guard let standardName = reader.name(), let standardOffset = reader.time() else { return nil }
    standard = DisplayZone.LocalType(offsetSeconds: -standardOffset, abbreviation: standardName)
    daylight = nil
    if reader.atEnd { return }
    guard let daylightName = reader.name() else { return nil }
    var daylightOffset = -standardOffset + 3600
    if !reader.atEnd && reader.peek != UInt8(ascii: ",") {
      guard let offset = reader.time() else { return nil }
      daylightOffset = -offset
    }
    guard reader.take(","), let start = reader.change(), reader.take(","), let end = reader.change(), reader.atEnd
    else { return nil }
    daylight = (DisplayZone.LocalType(offsetSeconds: daylightOffset, abbreviation: daylightName), start, end)
  }
}

/// A cursor over the bytes of a POSIX TZ string.
struct TZStringReader {
  /// The string's bytes.
  let bytes: [UInt8]
  /// The next byte to read.
  var index = 0

  /// Whether every byte was read.
  var atEnd: Bool { index >= bytes.count }

  /// The next byte, or 0 at the end.
  var peek: UInt8 { atEnd ? 0 : bytes[index] }

  /// Skips `character` when it is next; says whether it was.
  mutating func take(_ character: Unicode.Scalar) -> Bool {
    guard peek == UInt8(ascii: character) else { return false }
    index += 1
    return true
  }

  /// A zone abbreviation: three or more letters, or anything between `<` and `>`.
  mutating func name() -> String? {
    let start = index
    if take("<") {
      while !atEnd && peek != UInt8(ascii: ">") { index += 1 }
      guard take(">"), index - start >= 5 else { return nil }
      return String(decoding: bytes[start + 1..<index - 1], as: UTF8.self)
    }
    while !atEnd, (peek | 0x20) >= UInt8(ascii: "a"), (peek | 0x20) <= UInt8(ascii: "z") { index += 1 }
    return index - start >= 3 ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
  }

  /// A whole number of up to three digits.
  mutating func number() -> Int64? {
    let start = index
    var value: Int64 = 0
    while !atEnd, peek >= 48, peek <= 57, index - start < 3 {
      value = value * 10 + Int64(peek - 48)
      index += 1
    }
    return index > start ? value : nil
  }

  /// `[+|-]hh[:mm[:ss]]` in seconds (the hours may reach 167, as RFC 8536 allows).
  mutating func time() -> Int64? {
    var sign: Int64 = 1
    if take("-") { sign = -1 } else { _ = take("+") }
    guard let hours = number(), hours <= 167 else { return nil }
    var seconds = hours * 3600
    if take(":") {
      guard let minutes = number(), minutes < 60 else { return nil }
      seconds += minutes * 60
      if take(":") {
        guard let rest = number(), rest < 60 else { return nil }
        seconds += rest
      }
    }
    return sign * seconds
  }

  /// A change: a day (`Jn`, `n` or `Mm.w.d`), then `/time` (02:00 when left out).
  mutating func change() -> ZoneRule.Change? {
    let day: ZoneRule.Day
    if take("J") {
      guard let n = number(), (1...365).contains(n) else { return nil }
      day = .julian(n)
    } else if take("M") {
      guard let month = number(), (1...12).contains(month), take("."), let week = number(), (1...5).contains(week),
        take("."), let weekday = number(), weekday <= 6
      else { return nil }
      day = .monthWeekDay(month: month, week: week, weekday: weekday)
    } else {
      guard let n = number(), n <= 365 else { return nil }
      day = .zeroBased(n)
    }
    guard take("/") else { return ZoneRule.Change(day: day, secondsOfDay: 7200) }
    guard let seconds = time() else { return nil }
    return ZoneRule.Change(day: day, secondsOfDay: seconds)
  }
}

/// Writing a fixed local time type as a POSIX TZ string.
extension ZoneRule {
  /// A rule with no daylight saving time that keeps `type` always: its abbreviation (between `<` and `>` unless it
  /// is three or more letters; made from the offset when it cannot be written), then its offset west of UTC, as POSIX
  /// writes it (`CST-8`, `<+0530>-5:30`, `UTC0`).
  static func fixedText(_ type: DisplayZone.LocalType) -> String {
    let west = -type.offsetSeconds
    let magnitude = abs(west)
    let (hours, minutes, seconds) = (magnitude / 3600, magnitude / 60 % 60, magnitude % 60)
    var offset = (west < 0 ? "-" : "") + String(hours)
    if minutes != 0 || seconds != 0 { offset += ":" + twoDigits(minutes) }
    if seconds != 0 { offset += ":" + twoDigits(seconds) }
    let bytes = Array(type.abbreviation.utf8)
    let isLetter = { (b: UInt8) in (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
    if bytes.count >= 3, bytes.allSatisfy(isLetter) { return type.abbreviation + offset }
    let isNameByte = { (b: UInt8) in isLetter(b) || (b >= 48 && b <= 57) || b == UInt8(ascii: "+") || b == 45 }
    if bytes.count >= 3, bytes.allSatisfy(isNameByte) { return "<" + type.abbreviation + ">" + offset }
    let east = type.offsetSeconds
    let name = (east < 0 ? "-" : "+") + twoDigits(magnitude / 3600) + (minutes != 0 ? twoDigits(minutes) : "")
    return "<" + name + ">" + offset
  }

  /// A number below 100 in two digits.
  static func twoDigits(_ n: Int64) -> String { (n < 10 ? "0" : "") + String(n) }
}

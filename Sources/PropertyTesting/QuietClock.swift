import WidgetModel

/// The oracle's own reading of a quiet-hours window (docs/MODEL.md, "Settings"): local time from the window's POSIX TZ
/// rule, computed here from the rule's text and the calendar, never by the model's zone or `QuietHours` code. It reads
/// the rules `set quietHours` writes: a fixed offset (`UTC0`, `CST-8`, `<+0530>-5:30`) or a daylight saving rule
/// with `M` dates (`EST5EDT,M3.2.0,M11.1.0`).
enum QuietClock {
  /// One day in milliseconds.
  static let day: Int64 = 86_400_000

  /// A POSIX TZ rule: the standard offset east of UTC, and the daylight offset with the dates it starts and ends.
  struct Rule: Hashable, Sendable {
    /// The standard time's offset east of UTC, in milliseconds.
    var standard: Int64
    /// Daylight saving time, if the rule has it.
    var daylight: Daylight?
  }

  /// A rule's daylight saving time: its offset east of UTC, in milliseconds, and the dates it starts and ends.
  struct Daylight: Hashable, Sendable {
    var offset: Int64
    var start: Transition
    var end: Transition
  }

  /// A quiet-hours window with its rule read once: reading a rule from its text costs far more than the arithmetic
  /// that uses it, and the oracle asks about the same window for every widget after every step.
  struct Window: Hashable, Sendable {
    /// The window.
    let hours: QuietHours
    /// Its rule, or nil for a form `rule(_:)` does not know.
    let rule: Rule?

    /// `hours` with its rule read.
    init(_ hours: QuietHours) {
      self.hours = hours
      rule = QuietClock.rule(hours.zoneRule)
    }
  }

  /// A date of a rule, `Mm.w.d/time`: weekday `d` (0 Sunday) of week `w` (5 the last) of month `m`, at `time`
  /// milliseconds after local midnight of the time in force before it.
  struct Transition: Hashable, Sendable {
    var month: Int
    var week: Int
    var weekday: Int
    var time: Int64
  }

  /// Reads a rule; nil for a form it does not know (`Jn` or `n` dates).
  static func rule(_ text: String) -> Rule? {
    var rest = Substring(text)
    guard skipName(&rest), let standard = offset(&rest) else { return nil }
    var rule = Rule(standard: -standard, daylight: nil)
    guard !rest.isEmpty else { return rule }
    guard skipName(&rest) else { return nil }
    var daylight = rule.standard + 3_600_000
    if let first = rest.first, first != "," {
      guard let west = offset(&rest) else { return nil }
      daylight = -west
    }
    let dates = rest.split(separator: ",", omittingEmptySubsequences: false)
    guard dates.count == 3, dates[0].isEmpty, let start = transition(dates[1]), let end = transition(dates[2]) else {
      return nil
    }
    rule.daylight = Daylight(offset: daylight, start: start, end: end)
    return rule
  }

  /// Skips a zone abbreviation, `<…>` or letters; false when there is none.
  static func skipName(_ rest: inout Substring) -> Bool {
    if rest.first == "<" {
      guard let close = rest.firstIndex(of: ">") else { return false }
      rest = rest[rest.index(after: close)...]
      return true
    }
    let letters = rest.prefix { $0.isLetter }
    rest = rest.dropFirst(letters.count)
    return letters.count >= 3
  }

  /// Reads `[+-]hh[:mm[:ss]]` as milliseconds (west of UTC for an offset); nil when it is not one.
  static func offset(_ rest: inout Substring) -> Int64? {
    var sign: Int64 = 1
    if rest.first == "+" || rest.first == "-" {
      if rest.first == "-" { sign = -1 }
      rest = rest.dropFirst()
    }
    let text = rest.prefix { $0.isNumber || $0 == ":" }
    rest = rest.dropFirst(text.count)
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int64($0) }
    guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
    let units: [Int64] = [3_600_000, 60_000, 1000]
    return sign * zip(parts, units).map { $0! * $1 }.reduce(0, +)
  }

  /// Reads `Mm.w.d[/time]`.
  static func transition(_ text: Substring) -> Transition? {
    guard text.first == "M" else { return nil }
    let halves = text.dropFirst().split(separator: "/", maxSplits: 1)
    let fields = halves[0].split(separator: ".").compactMap { Int($0) }
    guard fields.count == 3 else { return nil }
    var time: Int64 = 2 * 3_600_000
    if halves.count == 2 {
      var rest = halves[1]
      guard let parsed = offset(&rest), rest.isEmpty else { return nil }
      time = parsed
    }
    return Transition(month: fields[0], week: fields[1], weekday: fields[2], time: time)
  }

  /// Days since 1970-01-01 of a date of the proleptic Gregorian calendar.
  static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The year of a local instant (milliseconds since the epoch of local time).
  static func year(ofLocal local: Int64) -> Int64 {
    var year = 1970 + (local >= 0 ? local : local - day * 366) / (day * 365_2425 / 10_000)
    while days(year: year + 1, month: 1, day: 1) * day <= local { year += 1 }
    while days(year: year, month: 1, day: 1) * day > local { year -= 1 }
    return year
  }

  /// The UTC instant, in milliseconds, of a transition in `year`, given the offset in force before it.
  static func instant(of transition: Transition, year: Int64, offsetBefore: Int64) -> Int64 {
    let month = Int64(transition.month)
    let first = days(year: year, month: month, day: 1)
    // 1970-01-01 was a Thursday (weekday 4).
    let firstWeekday = ((first + 4) % 7 + 7) % 7
    var date = first + (Int64(transition.weekday) - firstWeekday + 7) % 7 + 7 * Int64(transition.week - 1)
    let nextMonth = month == 12 ? days(year: year + 1, month: 1, day: 1) : days(year: year, month: month + 1, day: 1)
    while date >= nextMonth { date -= 7 }
    return date * day + transition.time - offsetBefore
  }

  /// The offset east of UTC, in milliseconds, that `rule` gives at `t`.
  static func offset(_ rule: Rule, at t: Instant) -> Int64 {
    guard let daylight = rule.daylight else { return rule.standard }
    let year = year(ofLocal: t.ms + rule.standard)
    let start = instant(of: daylight.start, year: year, offsetBefore: rule.standard)
    let end = instant(of: daylight.end, year: year, offsetBefore: daylight.offset)
    let inDaylight = start < end ? (t.ms >= start && t.ms < end) : (t.ms >= start || t.ms < end)
    return inDaylight ? daylight.offset : rule.standard
  }

  /// Whether `t` falls inside the window: its local time of day, in the window's rule, is at or after the start and
  /// before the end (across midnight when the end is earlier). False for a rule it cannot read.
  static func contains(_ window: QuietHours, _ t: Instant) -> Bool { contains(Window(window), t) }

  /// `contains(_:_:)` for a window whose rule was read already.
  static func contains(_ read: Window, _ t: Instant) -> Bool {
    guard let rule = read.rule else { return false }
    let window = read.hours
    let local = t.ms + offset(rule, at: t)
    let ofDay = ((local % day) + day) % day
    let start = Int64(window.start) * 60_000
    let end = Int64(window.end) * 60_000
    return start < end ? (ofDay >= start && ofDay < end) : (ofDay >= start || ofDay < end)
  }

  /// The window's end for an instant inside it: the first instant after `t` whose local time is the end; where the
  /// clock skips that time, the instant a clock not set forward would read it. Nil when `t` is outside the window.
  static func end(of window: QuietHours, containing t: Instant) -> Instant? { end(of: Window(window), containing: t) }

  /// `end(of:containing:)` for a window whose rule was read already.
  static func end(of read: Window, containing t: Instant) -> Instant? {
    guard contains(read, t), let rule = read.rule else { return nil }
    let window = read.hours
    let offsetAtT = offset(rule, at: t)
    let local = t.ms + offsetAtT
    let midnight = local - ((local % day) + day) % day
    let ofDay = local - midnight
    var localEnd = midnight + Int64(window.end) * 60_000
    if window.start > window.end && ofDay >= Int64(window.start) * 60_000 { localEnd += day }
    let first = localEnd - offsetAtT
    if offset(rule, at: Instant(ms: first)) == offsetAtT { return Instant(ms: first) }
    let second = localEnd - offset(rule, at: Instant(ms: first))
    if second > t.ms, second + offset(rule, at: Instant(ms: second)) == localEnd { return Instant(ms: second) }
    return Instant(ms: first)
  }
}

extension QuietClock {
  /// The instants of the window's next starts and ends after `t` (three days of them): the generator ticks there to
  /// test the window's edges. Empty for a rule it cannot read.
  static func edges(of window: QuietHours, after t: Instant) -> [Instant] {
    guard let rule = rule(window.zoneRule) else { return [] }
    let local = t.ms + offset(rule, at: t)
    let midnight = local - ((local % day) + day) % day
    var instants: [Instant] = []
    for days in Int64(0)...2 {
      for minutes in [window.start, window.end] {
        let wanted = midnight + days * day + Int64(minutes) * 60_000
        let guess = wanted - offset(rule, at: t)
        let at = Instant(ms: wanted - offset(rule, at: Instant(ms: guess)))
        if at > t { instants.append(at) }
      }
    }
    return instants
  }
}

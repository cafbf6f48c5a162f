/// A daily window of local time in which counted refreshes wait for its end (`set quietHours=22:00-07:00`).
///
/// The times are read in a zone given by its POSIX TZ rule (`EST5EDT,M3.2.0,M11.1.0`, `CST-8`, `UTC0`), which the
/// setting carries after `@`: a window typed without one is read in the session's display zone, whose rule is then
/// written with it, so the journal replays the same whatever zone it is later shown in, and with the zone's daylight
/// saving time. The window starts at its first time (inclusive) and ends at its second (exclusive); it crosses
/// midnight when the second is earlier.
public struct QuietHours: Sendable {
  /// Minutes after local midnight where the window starts (0 to 1439).
  public let start: Int
  /// Minutes after local midnight where it ends (0 to 1439, never `start`).
  public let end: Int
  /// The POSIX TZ rule the times are read in, as written after `@`.
  public let zoneRule: String
  /// The zone that rule makes.
  let zone: DisplayZone

  /// A window from `start` to `end` minutes after local midnight in the zone of `rule` (its text `zoneRule`).
  init(start: Int, end: Int, rule: ZoneRule, zoneRule: String) {
    self.start = start
    self.end = end
    self.zoneRule = zoneRule
    zone = DisplayZone(rule: rule, text: zoneRule)
  }

  /// The window as `set` writes it: `22:00-07:00@UTC0`.
  public var text: String { Self.clock(start) + "-" + Self.clock(end) + "@" + zoneRule }

  /// The window for people: `22:00-07:00 UTC` when the rule is plain UTC, else with its rule,
  /// `22:00-07:00 in EST5EDT,M3.2.0,M11.1.0`.
  public var displayText: String {
    Self.clock(start) + "-" + Self.clock(end) + (zoneRule == "UTC0" ? " UTC" : " in " + zoneRule)
  }

  /// How long the window lasts, in minutes (1 to 1439).
  public var minutes: Int { (end - start + 1440) % 1440 }

  /// `HH:MM` for minutes after midnight.
  static func clock(_ minutes: Int) -> String {
    ZoneRule.twoDigits(Int64(minutes / 60)) + ":" + ZoneRule.twoDigits(Int64(minutes % 60))
  }

  /// The window's end when `t` is inside it: the first instant after `t` whose local time is the window's end (on a
  /// day when the clock skips it, where a clock not set forward would read it). Nil when `t` is outside.
  public func end(containing t: Instant) -> Instant? {
    let day: Int64 = 86_400_000
    let local = zone.localMs(t)
    let midnight = Instant.floorDivide(local, day).0 * day
    let minute = Int((local - midnight) / 60_000)
    let endMs = Int64(end) * 60_000
    let localEnd: Int64
    if start < end {
      guard minute >= start && minute < end else { return nil }
      localEnd = midnight + endMs
    } else if minute >= start {
      localEnd = midnight + day + endMs
    } else if minute < end {
      localEnd = midnight + endMs
    } else {
      return nil
    }
    let earliest = zone.instant(localMs: localEnd)
    // When the clock was set back inside the window, the end's local time came once already, before `t`.
    return earliest > t ? earliest : Instant(ms: localEnd - zone.offsetMs(at: t))
  }
}

extension QuietHours {
  /// The windows that overlap `from..<to`, clipped to it, in time order (for pictures of the quiet hours); at most
  /// `windowsMax`.
  public func windows(from: Instant, to: Instant) -> [(from: Instant, to: Instant)] {
    let day: Int64 = 86_400_000
    var result: [(from: Instant, to: Instant)] = []
    var t = from
    while t < to && result.count < Self.windowsMax {
      if let end = end(containing: t) {
        result.append((t, min(end, to)))
        t = end
        continue
      }
      // Outside a window: on to the next local instant at which one starts.
      let local = zone.localMs(t)
      var next = Instant.floorDivide(local, day).0 * day + Int64(start) * 60_000
      if next <= local { next += day }
      let instant = zone.instant(localMs: next)
      guard instant > t else { break }
      t = instant
    }
    return result
  }

  /// The most windows `windows(from:to:)` lists: 27 years of nights.
  public static let windowsMax = 10_000
}

extension QuietHours: Hashable {
  /// Windows are equal when their times and rule text are.
  public static func == (a: QuietHours, b: QuietHours) -> Bool {
    a.start == b.start && a.end == b.end && a.zoneRule == b.zoneRule
  }

  /// Hashes the times and the rule text, as equality compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(start)
    hasher.combine(end)
    hasher.combine(zoneRule)
  }
}

/// Reading a window as typed.
extension QuietHours {
  /// Reads `HH:MM-HH:MM` or `HH:MM-HH:MM@RULE`; without a rule the times are in `zone` (its rule at `now` is kept).
  /// - Throws: `WidgetError.invalidValue` saying which part is wrong (the start, the end, the rule) and why.
  public static func parse(_ text: String, zone: DisplayZone, now: Instant) throws(WidgetError) -> QuietHours {
    func failure(_ why: String) -> WidgetError {
      .invalidValue(what: "quietHours", value: String(text.prefix(80)), expected: why)
    }
    let form = "a window HH:MM-HH:MM such as 22:00-07:00 (or none)"
    let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    let times = parts[0].split(separator: "-", omittingEmptySubsequences: false)
    guard times.count == 2 else { throw failure(form + ": it needs one '-' between two times") }
    guard let start = try minutes(times[0], what: "start", failure: failure) else {
      throw failure(form + ": its start is missing")
    }
    guard let end = try minutes(times[1], what: "end", failure: failure) else {
      throw failure(form + ": its end is missing")
    }
    guard start != end else {
      throw failure(
        "a window of some length: it starts and ends at \(clock(start)), so it would be empty (quietHours=none turns quiet hours off)"
      )
    }
    let ruleText = parts.count == 2 ? String(parts[1]) : zone.posixRule(at: now)
    guard let rule = ZoneRule(posix: ruleText) else {
      throw failure(
        form
          + ": after '@', '\(ruleText.prefix(60))' is not a POSIX TZ rule such as UTC0, CST-8 or EST5EDT,M3.2.0,M11.1.0"
      )
    }
    return QuietHours(start: start, end: end, rule: rule, zoneRule: ruleText)
  }

  /// Reads one `HH:MM` of a window: nil when it is empty; throws when it is not a time of day, saying why.
  static func minutes(
    _ text: Substring, what: String, failure: (String) -> WidgetError
  ) throws(WidgetError) -> Int? {
    if text.isEmpty { return nil }
    let form = "a window HH:MM-HH:MM such as 22:00-07:00 (or none)"
    let fields = text.split(separator: ":", omittingEmptySubsequences: false)
    let isTwoDigits = { (part: Substring) in part.utf8.count == 2 && part.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }
    guard fields.count == 2, fields.allSatisfy(isTwoDigits), let hours = Int(fields[0]), let minutes = Int(fields[1])
    else {
      throw failure(form + ": its \(what) '\(text.prefix(20))' is not a time of day HH:MM (two digits each)")
    }
    guard hours < 24 else {
      throw failure(
        form + ": its \(what) '\(text)' is past 23:59 (hours 00 to 23): a window lasts less than 24 hours")
    }
    guard minutes < 60 else { throw failure(form + ": its \(what) '\(text)' has minutes past 59") }
    return hours * 60 + minutes
  }
}

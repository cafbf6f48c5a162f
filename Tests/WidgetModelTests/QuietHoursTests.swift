import Testing

@testable import WidgetModel

/// docs/MODEL.md, "Settings" and "Refresh: policy, requests, budget": under `quietHours=HH:MM-HH:MM` a counted refresh
/// that falls due inside the daily window waits for its end; the window is read in a zone's rule, may cross midnight,
/// and leaves foreground reloads alone.
@Suite("Quiet hours")
struct QuietHoursTests {
  /// A window as `set` reads it, in UTC unless it names its rule.
  static func window(_ text: String) throws -> QuietHours {
    try QuietHours.parse(text, zone: .utc, now: TestWorld.start)
  }

  @Test("a counted refresh due at the window's start waits for its end")
  func startDefers() throws {
    var world = try TestWorld("set quietHours=09:00-10:00", "add stocks")
    let widget = try world.widget("w1")
    #expect(widget.nextRefresh == TestWorld.at("10:00") && widget.nextRefreshCounted)
    #expect(world.state.deferral(widget) == .quietHours(from: TestWorld.at("09:00"), until: TestWorld.at("10:00")))
    #expect(lines(try world.run("tick to 10:30")) == ["w1 10:00 policy counted (due 09:00)"])
  }

  @Test("a counted refresh due at the window's end is outside it and happens then")
  func endDoesNotDefer() throws {
    let world = try TestWorld("set quietHours=07:00-09:00", "add stocks")
    let widget = try world.widget("w1")
    #expect(widget.nextRefresh == TestWorld.at("09:00"))
    #expect(world.state.deferral(widget) == nil)
  }

  @Test(
    "the window holds its start and not its end, in either direction around midnight",
    arguments: [
      ("09:00-10:00", "08:59:59", nil), ("09:00-10:00", "09:00", "09:00-10:00 end"),
      ("09:00-10:00", "09:59:59", "09:00-10:00 end"), ("09:00-10:00", "10:00", nil),
      ("22:00-07:00", "21:59", nil), ("22:00-07:00", "22:00", "next 07:00"), ("22:00-07:00", "23:59", "next 07:00"),
      ("22:00-07:00", "00:00", "07:00"), ("22:00-07:00", "06:59:59", "07:00"), ("22:00-07:00", "07:00", nil),
    ] as [(String, String, String?)])
  func boundaries(window: String, at time: String, ends: String?) throws {
    let quiet = try Self.window(window)
    let t = TestWorld.at("2026-03-01T\(time)\(time.count == 5 ? ":00" : "")Z")
    let expected: Instant?
    switch ends {
    case "09:00-10:00 end": expected = TestWorld.at("10:00")
    case "next 07:00": expected = TestWorld.at("2026-03-02T07:00:00Z")
    case "07:00": expected = TestWorld.at("07:00")
    default: expected = nil
    }
    #expect(quiet.end(containing: t) == expected)
  }

  @Test("a window that crosses midnight defers an evening refresh to the next morning")
  func crossesMidnight() throws {
    var world = try TestWorld("set quietHours=22:00-07:00", "add stocks")
    try world.run("tick to 21:30")
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("2026-03-02T07:00:00Z"))
    #expect(lines(try world.run("tick to 2026-03-02T07:30:00Z")) == ["w1 03-02 07:00 policy counted (due 22:00)"])
  }

  @Test("the window is read in its zone's rule, not in UTC")
  func readInItsZone() throws {
    // 16:00-18:00 at UTC+8 is 08:00-10:00 UTC: the 09:00 UTC refresh is inside it.
    let world = try TestWorld("set quietHours=16:00-18:00@CST-8", "add stocks")
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("10:00"))
    let utc = try TestWorld("set quietHours=16:00-18:00@UTC0", "add stocks")
    #expect(try utc.widget("w1").nextRefresh == TestWorld.at("09:00"))
  }

  @Test("a window typed without a rule is read in the display zone, whose rule is written with it")
  func typedInDisplayZone() throws {
    let shanghai = DisplayZone(rule: ZoneRule(posix: "CST-8")!, text: "CST-8")
    let world = TestWorld()
    let action = try world.state.validate(Command(line: "set quietHours=22:00-07:00"), zone: shanghai)
    guard case .settingChanged(.quietHours(let window?)) = action else {
      Issue.record("not a quiet-hours setting: \(action)")
      return
    }
    #expect(window.text == "22:00-07:00@CST-8")
    #expect(window.end(containing: TestWorld.at("14:00")) == TestWorld.at("23:00"))
    let utc = try world.state.validate(Command(line: "set quietHours=22:00-07:00"))
    #expect(utc == .settingChanged(.quietHours(try Self.window("22:00-07:00@UTC0"))))
  }

  @Test(
    "a zone without a footer rule is written as the fixed rule of its local time, which reads back as that time",
    arguments: [
      (0, "UTC", "UTC0"), (28_800, "CST", "CST-8"), (19_800, "+0530", "<+0530>-5:30"),
      (-12_600, "-0330", "<-0330>3:30"),
      (3_600, "x", "<+01>-1"), (20_730, "LMT", "LMT-5:45:30"),
    ] as [(Int64, String, String)])
  func fixedRules(offset: Int64, abbreviation: String, text: String) throws {
    let type = DisplayZone.LocalType(offsetSeconds: offset, abbreviation: abbreviation)
    #expect(ZoneRule.fixedText(type) == text)
    let rule = try #require(ZoneRule(posix: text))
    #expect(rule.standard.offsetSeconds == offset && rule.daylight == nil)
  }

  @Test("across daylight saving changes the window keeps to the local clock")
  func daylightSaving() throws {
    let newYork = try Self.window("01:00-03:00@EST5EDT,M3.2.0,M11.1.0")
    // 2026-03-08: 02:00 EST becomes 03:00 EDT (07:00 UTC); 01:30 EST is 06:30 UTC.
    #expect(newYork.end(containing: TestWorld.at("2026-03-08T06:30:00Z")) == TestWorld.at("2026-03-08T07:00:00Z"))
    // A winter night: 01:30 EST is 06:30 UTC, and the window ends at 03:00 EST, 08:00 UTC.
    #expect(newYork.end(containing: TestWorld.at("2026-01-10T06:30:00Z")) == TestWorld.at("2026-01-10T08:00:00Z"))
    // 2026-11-01: 02:00 EDT becomes 01:00 EST, so 01:30 comes twice; each time the window ends at the next 01:45.
    let repeated = try Self.window("01:00-01:45@EST5EDT,M3.2.0,M11.1.0")
    #expect(repeated.end(containing: TestWorld.at("2026-11-01T05:30:00Z")) == TestWorld.at("2026-11-01T05:45:00Z"))
    #expect(repeated.end(containing: TestWorld.at("2026-11-01T06:30:00Z")) == TestWorld.at("2026-11-01T06:45:00Z"))
  }

  @Test("a reload asked for in the foreground is not affected; one asked for in the background waits")
  func foregroundUnaffected() throws {
    var world = try TestWorld("set quietHours=08:00-12:00", "add weather", "app foreground", "tick 10m")
    #expect(lines(try world.run("reload weather")) == ["w1 08:10 reload free"])
    try world.run("app background", "tick 10m")
    #expect(lines(try world.run("reload weather")).isEmpty)
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("12:00"))
  }

  @Test("why names the window that defers the refresh")
  func whyNamesTheWindow() throws {
    let world = try TestWorld("set quietHours=09:00-10:00", "add stocks")
    let why = Narrator(world.state).why(try world.widget("w1")).joined(separator: "\n")
    #expect(
      why.contains(
        "It falls due at 09:00 but is deferred: 09:00 is inside the quiet hours (09:00-10:00 UTC), so it waits for their end at 10:00."
      ))
  }

  @Test(
    "a malformed, empty or whole-day window is an error saying where, and changes nothing",
    arguments: [
      (
        "set quietHours=22:00-22:00",
        "quietHours: '22:00-22:00' is not a window of some length: it starts and ends at 22:00, so it would be empty (quietHours=none turns quiet hours off)"
      ),
      (
        "set quietHours=00:00-24:00",
        "quietHours: '00:00-24:00' is not a window HH:MM-HH:MM such as 22:00-07:00 (or none): its end '24:00' is past 23:59 (hours 00 to 23): a window lasts less than 24 hours"
      ),
      (
        "set quietHours=22:00-7:00",
        "quietHours: '22:00-7:00' is not a window HH:MM-HH:MM such as 22:00-07:00 (or none): its end '7:00' is not a time of day HH:MM (two digits each)"
      ),
      (
        "set quietHours=22:75-07:00",
        "quietHours: '22:75-07:00' is not a window HH:MM-HH:MM such as 22:00-07:00 (or none): its start '22:75' has minutes past 59"
      ),
      (
        "set quietHours=22:00",
        "quietHours: '22:00' is not a window HH:MM-HH:MM such as 22:00-07:00 (or none): it needs one '-' between two times"
      ),
      (
        "set quietHours=-07:00",
        "quietHours: '-07:00' is not a window HH:MM-HH:MM such as 22:00-07:00 (or none): its start is missing"
      ),
      (
        "set quietHours=22:00-07:00@Mars",
        "quietHours: '22:00-07:00@Mars' is not a window HH:MM-HH:MM such as 22:00-07:00 (or none): after '@', 'Mars' is not a POSIX TZ rule such as UTC0, CST-8 or EST5EDT,M3.2.0,M11.1.0"
      ),
      (
        "set quietHours=nightly",
        "quietHours: 'nightly' is not a window HH:MM-HH:MM such as 22:00-07:00 (or none): it needs one '-' between two times"
      ),
    ])
  func badWindows(line: String, message: String) throws {
    #expect(try TestWorld("add stocks").message(line) == message)
  }

  @Test("none turns quiet hours off again")
  func noneTurnsOff() throws {
    var world = try TestWorld("set quietHours=09:00-10:00", "add stocks")
    try world.run("set quietHours=none")
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("09:00"))
    #expect(world.state.settings.quietHours == nil)
  }
}

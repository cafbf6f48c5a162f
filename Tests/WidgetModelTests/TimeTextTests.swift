import Testing
import WidgetModel

/// docs/MODEL.md, "Time": instants as ISO 8601 UTC, durations as `500ms`, `45s`, `15m`, `1h30m`, `2d`, and `HH:MM`
/// ticks.
@Suite("Time as text")
struct TimeTextTests {
  @Test(
    "ISO 8601 instants are written with milliseconds only when they are not zero, and read back exactly",
    arguments: [
      (0, "1970-01-01T00:00:00Z"),
      (1, "1970-01-01T00:00:00.001Z"),
      (1_772_352_000_000, "2026-03-01T08:00:00Z"),
      (1_772_352_000_500, "2026-03-01T08:00:00.500Z"),
      (1_772_409_599_999, "2026-03-01T23:59:59.999Z"),
      (951_782_400_000, "2000-02-29T00:00:00Z"),
      (1_709_164_800_000, "2024-02-29T00:00:00Z"),
      (4_107_542_399_000, "2100-02-28T23:59:59Z"),
      (1_767_225_599_000, "2025-12-31T23:59:59Z"),
      (253_402_300_799_000, "9999-12-31T23:59:59Z"),
    ] as [(Int64, String)])
  func iso8601RoundTrip(ms: Int64, text: String) throws {
    #expect(Instant(ms: ms).iso8601 == text)
    let parsed = try #require(Instant(iso8601: text))
    #expect(parsed == Instant(ms: ms))
  }

  @Test(
    "ISO 8601 accepts a missing seconds field, short fractions, a space and +00:00",
    arguments: [
      ("2026-03-01T08:00Z", "2026-03-01T08:00:00Z"),
      ("2026-03-01T08:00:00.5Z", "2026-03-01T08:00:00.500Z"),
      ("2026-03-01T08:00:00.05Z", "2026-03-01T08:00:00.050Z"),
      ("2026-03-01 08:00:00Z", "2026-03-01T08:00:00Z"),
      ("2026-03-01T08:00:00+00:00", "2026-03-01T08:00:00Z"),
    ])
  func iso8601Variants(text: String, canonical: String) throws {
    #expect(try #require(Instant(iso8601: text)).iso8601 == canonical)
  }

  @Test(
    "malformed or impossible ISO 8601 instants are refused",
    arguments: [
      "", "Z", "2026-03-01", "2026-03-01T08:00:00", "2026-03-01T08:00:00+01:00", "2026-02-29T00:00:00Z",
      "2100-02-29T00:00:00Z", "2026-13-01T00:00:00Z", "2026-00-10T00:00:00Z", "2026-04-31T00:00:00Z",
      "2026-03-00T00:00:00Z", "2026-03-01T24:00:00Z", "2026-03-01T08:60:00Z", "2026-03-01T08:00:60Z",
      "2026-03-01T08:00:0Z", "2026-03-01T08:00:00.Z", "2026-03-01T08:00:00.1234Z", "2026/03/01T08:00:00Z",
      "2026-03-01X08:00:00Z", "2026-03-01T08:00:00ZZ", "26-03-01T08:00:00Z", "2026-03-01T8:00:00Z",
    ])
  func iso8601Refused(text: String) {
    #expect(Instant(iso8601: text) == nil)
  }

  @Test("every day of a leap year and of a common year round-trips through ISO 8601")
  func everyDayRoundTrips() {
    var t = Instant(iso8601: "2023-01-01T00:00:00Z")!
    let end = Instant(iso8601: "2025-01-01T00:00:00Z")!
    var days = 0
    while t < end {
      let shifted = t + .hours(13) + .minutes(7) + TimeSpan(ms: 9)
      #expect(Instant(iso8601: shifted.iso8601) == shifted, "\(shifted.iso8601)")
      t = t + .days(1)
      days += 1
    }
    #expect(days == 365 + 366)
  }

  @Test(
    "durations are written in the largest units first and read back",
    arguments: [
      (0, "0s"), (1, "1ms"), (500, "500ms"), (45_000, "45s"), (61_000, "1m1s"), (900_000, "15m"),
      (5_400_000, "1h30m"), (86_400_000, "1d"), (172_800_000, "2d"), (90_061_001, "1d1h1m1s1ms"),
      (31_536_000_000, "365d"),
    ] as [(Int64, String)])
  func spanRoundTrip(ms: Int64, text: String) throws {
    #expect(TimeSpan(ms: ms).text == text)
    #expect(try #require(TimeSpan(text: text)) == TimeSpan(ms: ms))
  }

  @Test(
    "a part may exceed the next unit up and still means its number of units",
    arguments: [("90m", 5_400_000), ("1h90m", 9_000_000), ("0ms", 0), ("48h", 172_800_000)] as [(String, Int64)])
  func spanLenient(text: String, ms: Int64) {
    #expect(TimeSpan(text: text) == TimeSpan(ms: ms))
  }

  @Test(
    "malformed durations are refused",
    arguments: [
      "", "h", "1", "1h30", "-5m", "+5m", "1.5h", "1H", "1 h", " 5m", "5m ", "1w", "1y", "5mins", "1hh",
      "1000000000000s", "999999999999d",
    ])
  func spanRefused(text: String) {
    #expect(TimeSpan(text: text) == nil)
  }

  @Test(
    "each problem of a duration is told apart: negative, units repeated or out of order, too long",
    arguments: [
      ("-5m", .negative), ("-x", .malformed), ("1h1h", .unitsOutOfOrder), ("30m1h", .unitsOutOfOrder),
      ("1m1m1m", .unitsOutOfOrder), ("99999999d", .tooLong), ("1000000000000s", .tooLong), ("5x", .malformed),
    ] as [(String, TimeSpan.TextProblem)])
  func spanProblems(text: String, problem: TimeSpan.TextProblem) {
    #expect(TimeSpan.parse(text) == .failure(problem))
  }

  @Test("a duration whose parts add up past the limit is refused instead of overflowing")
  func spanSumOverflow() {
    // Each part is just under the per-part limit of 2^52 ms; together they are over it.
    #expect(TimeSpan.parse("52000000d20000000h") == .failure(.tooLong))
    #expect(TimeSpan(text: "52000000d1000000h") != nil)
  }

  @Test(
    "tick to HH:MM moves to the next such time of day, strictly after now",
    arguments: [
      ("08:00", "2026-03-02T08:00:00Z"),
      ("08:01", "2026-03-01T08:01:00Z"),
      ("07:59", "2026-03-02T07:59:00Z"),
      ("09:30", "2026-03-01T09:30:00Z"),
      ("23:59", "2026-03-01T23:59:00Z"),
      ("00:00", "2026-03-02T00:00:00Z"),
      ("08:00:01", "2026-03-01T08:00:01Z"),
    ])
  func tickToTimeOfDay(text: String, expected: String) throws {
    var world = TestWorld()
    try world.run("tick to \(text)")
    #expect(world.state.now.iso8601 == expected)
  }

  @Test("tick to HH:MM counts from the current instant, seconds and milliseconds included")
  func tickToTimeOfDayFromOddInstant() throws {
    var world = try TestWorld("tick 30s500ms")
    try world.run("tick to 08:00")
    #expect(world.state.now.iso8601 == "2026-03-02T08:00:00Z")
    try world.run("tick to 2026-03-02T23:00:00Z", "tick to 01:15")
    #expect(world.state.now.iso8601 == "2026-03-03T01:15:00Z")
  }

  @Test(
    "tick to a malformed time of day is an error that changes nothing",
    arguments: ["8:00", "24:00", "12:60", "12:00:60", "-1:00", "+1:00", "1:-1", "12", "12:00:00:00", "noon", ""])
  func tickToMalformed(text: String) {
    let world = TestWorld()
    #expect(world.message(.tickTo(text)).hasPrefix("tick to: '\(text)' is not a time such as 14:30"))
  }
}

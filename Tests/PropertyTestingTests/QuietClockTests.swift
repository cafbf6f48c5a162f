import Testing
import WidgetModel

@testable import PropertyTesting

/// The oracle's own quiet-hours clock, checked by hand at the daylight saving changes and against the model's
/// independent reading of the same windows.
@Suite("The oracle's quiet-hours clock")
struct QuietClockTests {
  /// A window as `set quietHours=TEXT` reads it.
  static func window(_ text: String) throws -> QuietHours {
    try QuietHours.parse(text, zone: .utc, now: Instant(ms: 0))
  }

  /// An instant from its ISO 8601 text.
  static func at(_ text: String) throws -> Instant { try #require(Instant(iso8601: text)) }

  @Test("US daylight saving time in 2026 starts at 07:00Z on March 8 and ends at 06:00Z on November 1")
  func daylightSaving() throws {
    let rule = try #require(QuietClock.rule("EST5EDT,M3.2.0,M11.1.0"))
    let hour: Int64 = 3_600_000
    #expect(QuietClock.offset(rule, at: try Self.at("2026-03-08T06:59:59.999Z")) == -5 * hour)
    #expect(QuietClock.offset(rule, at: try Self.at("2026-03-08T07:00:00Z")) == -4 * hour)
    #expect(QuietClock.offset(rule, at: try Self.at("2026-11-01T05:59:59.999Z")) == -4 * hour)
    #expect(QuietClock.offset(rule, at: try Self.at("2026-11-01T06:00:00Z")) == -5 * hour)
    #expect(QuietClock.offset(try #require(QuietClock.rule("<+0530>-5:30")), at: Instant(ms: 0)) == 11 * hour / 2)
    #expect(QuietClock.rule("EST5EDT,J60,J300") == nil)
  }

  @Test("a window starts at its first minute and ends before its second, in local time")
  func edges() throws {
    let window = try Self.window("22:00-07:00@CST-8")
    #expect(!QuietClock.contains(window, try Self.at("2026-03-01T13:59:59.999Z")))
    #expect(QuietClock.contains(window, try Self.at("2026-03-01T14:00:00Z")))
    #expect(QuietClock.contains(window, try Self.at("2026-03-01T22:59:59.999Z")))
    #expect(!QuietClock.contains(window, try Self.at("2026-03-01T23:00:00Z")))
    #expect(
      QuietClock.end(of: window, containing: try Self.at("2026-03-01T14:00:00Z"))
        == (try Self.at("2026-03-01T23:00:00Z")))
  }

  @Test(
    "the oracle's window end agrees with the model's every 7 minutes over the spring and autumn changes",
    arguments: ["22:00-07:00", "01:00-03:00", "00:00-05:00", "02:30-02:45", "23:30-01:30", "18:00-18:01"])
  func agreesWithTheModel(_ times: String) throws {
    let window = try Self.window(times + "@EST5EDT,M3.2.0,M11.1.0")
    for start in ["2026-03-06T00:00:00Z", "2026-10-30T00:00:00Z"] {
      var t = try Self.at(start)
      for _ in 0..<(4 * 24 * 60 / 7) {
        #expect(QuietClock.end(of: window, containing: t) == window.end(containing: t), "\(times) at \(t.iso8601)")
        t = t + .minutes(7)
      }
    }
  }
}

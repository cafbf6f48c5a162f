import Foundation
import Testing

@testable import WidgetModel

/// docs/MODEL.md, "Time": the one rule human output writes instants by, instants typed with offsets, and display
/// zones read from TZif files.
@Suite("Display time")
struct DisplayTimeTests {
  /// A zone from the system's zoneinfo files, or nil when this system has none.
  static func zone(_ name: String) -> DisplayZone? {
    guard let data = FileManager.default.contents(atPath: "/usr/share/zoneinfo/" + name) else { return nil }
    return try? DisplayZone(name: name, tzif: [UInt8](data))
  }

  /// Whether the system has the zoneinfo files these tests read.
  static let hasZoneinfo = FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/America/New_York")

  @Test(
    "an instant is HH:MM on now's day, MM-DD HH:MM another day, with the year only in another year",
    arguments: [
      ("2026-03-01T08:00:00Z", "2026-03-01T08:00:00Z", "08:00"),
      ("2026-03-01T00:00:00Z", "2026-03-01T23:59:00Z", "00:00"),
      ("2026-03-01T23:59:00Z", "2026-03-01T00:00:00Z", "23:59"),
      ("2026-03-01T08:05:07Z", "2026-03-01T08:00:00Z", "08:05:07"),
      ("2026-03-01T08:05:00.250Z", "2026-03-01T08:00:00Z", "08:05:00"),
      ("2026-03-01T20:05:00Z", "2026-03-02T00:05:00Z", "03-01 20:05"),
      ("2026-03-02T08:05:00Z", "2026-03-01T08:00:00Z", "03-02 08:05"),
      ("2026-02-28T08:05:09Z", "2026-03-01T08:00:00Z", "02-28 08:05:09"),
      ("2025-12-31T23:00:00Z", "2026-01-01T01:00:00Z", "2025-12-31 23:00"),
      ("2027-03-01T08:00:00Z", "2026-03-01T08:00:00Z", "2027-03-01 08:00"),
    ])
  func rule(instant: String, now: String, text: String) throws {
    let instant = try #require(Instant(iso8601: instant))
    let now = try #require(Instant(iso8601: now))
    #expect(instant.text(relativeTo: now) == text)
  }

  @Test(
    "a typed instant may carry an offset, normalised to UTC",
    arguments: [
      ("2026-03-01T08:00:00Z", "2026-03-01T08:00:00Z"),
      ("2026-03-01T16:00:00+08:00", "2026-03-01T08:00:00Z"),
      ("2026-03-01T02:30:00-05:30", "2026-03-01T08:00:00Z"),
      ("2026-03-01T08:00:00+00:00", "2026-03-01T08:00:00Z"),
      ("2026-03-01T08:00:00-00:00", "2026-03-01T08:00:00Z"),
      ("2026-03-02T07:59+23:59", "2026-03-01T08:00:00Z"),
      ("2026-03-01T00:30:00.5+01:00", "2026-02-28T23:30:00.500Z"),
    ])
  func typedOffsets(text: String, utc: String) throws {
    let instant = try #require(Instant(typed: text))
    #expect(instant.iso8601 == utc)
  }

  @Test(
    "offsets out of range or without their colon are refused",
    arguments: [
      "2026-03-01T08:00:00+25:00", "2026-03-01T08:00:00+24:00", "2026-03-01T08:00:00+08:60",
      "2026-03-01T08:00:00+0800", "2026-03-01T08:00:00+08", "2026-03-01T08:00:00+8:00", "2026-03-01T08:00:00",
      "2026-03-01T08:00:00 +08:00", "2026-03-01T08:00:00+08:0a",
    ])
  func refusedOffsets(text: String) {
    #expect(Instant(typed: text) == nil)
  }

  @Test("the journal's reader still takes only Z and +00:00")
  func journalStaysUTC() {
    #expect(Instant(iso8601: "2026-03-01T16:00:00+08:00") == nil)
    #expect(Instant(iso8601: "2026-03-01T08:00:00-00:00") == nil)
    #expect(Instant(iso8601: "2026-03-01T08:00:00+00:00") == Instant(typed: "2026-03-01T08:00:00Z"))
  }

  @Test("tick to with an offset lands on the same instant as in UTC")
  func tickToOffset() throws {
    let state = SimState(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    #expect(
      try state.validate(.tickTo("2026-03-01T18:00:00+08:00")) == .clockTicked(to: Instant(ms: 1_772_359_200_000)))
  }

  @Test(
    "America/New_York is written in EST, then EDT across the spring transition",
    .enabled(if: hasZoneinfo),
    arguments: [
      ("2026-03-08T06:59:00Z", "01:59", "EST"),
      ("2026-03-08T07:00:00Z", "03:00", "EDT"),
      ("2026-11-01T05:59:00Z", "11-01 01:59", "EDT"),
      ("2026-11-01T06:00:00Z", "11-01 01:00", "EST"),
      ("2026-01-15T12:00:00Z", "01-15 07:00", "EST"),
      ("2041-03-10T07:00:00Z", "2041-03-10 03:00", "EDT"),
      ("2041-03-10T06:59:00Z", "2041-03-10 01:59", "EST"),
    ])
  func newYork(instant: String, text: String, abbreviation: String) throws {
    let zone = try #require(Self.zone("America/New_York"))
    let instant = try #require(Instant(iso8601: instant))
    let now = try #require(Instant(iso8601: "2026-03-08T12:00:00Z"))
    #expect(instant.text(relativeTo: now, in: zone) == text)
    #expect(zone.localType(at: instant).abbreviation == abbreviation)
  }

  @Test("the footer rule agrees with the transitions every hour through 2027", .enabled(if: hasZoneinfo))
  func footerAgrees() throws {
    for name in ["America/New_York", "Europe/London", "Australia/Sydney", "Asia/Shanghai", "Asia/Kolkata"] {
      let zone = try #require(Self.zone(name))
      let rule = try #require(zone.rule, "\(name) has a footer")
      var instant = try #require(Instant(iso8601: "2026-01-01T00:00:00Z"))
      while instant < Instant(iso8601: "2028-01-01T00:00:00Z")! {
        let seconds = Instant.floorDivide(instant.ms, 1000).0
        #expect(zone.localType(at: instant) == rule.localType(at: seconds), "\(name) at \(instant.iso8601)")
        instant = instant + .hours(1)
      }
    }
  }

  @Test("a time of day typed in a zone is the next such wall-clock time there", .enabled(if: hasZoneinfo))
  func tickToInZone() throws {
    let shanghai = try #require(Self.zone("Asia/Shanghai"))
    let state = SimState(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    // 08:00Z is 16:00 in Shanghai: 18:00 there is 10:00Z the same day, 09:00 there is 01:00Z the next.
    #expect(
      try state.validate(.tickTo("18:00"), zone: shanghai) == .clockTicked(to: Instant(typed: "2026-03-01T10:00Z")!))
    #expect(
      try state.validate(.tickTo("09:00"), zone: shanghai) == .clockTicked(to: Instant(typed: "2026-03-02T01:00Z")!))
    let newYork = try #require(Self.zone("America/New_York"))
    let beforeGap = SimState(start: Instant(iso8601: "2026-03-08T05:00:00Z")!)
    // 02:30 does not exist on 2026-03-08 in New York; the clock lands where an unchanged clock would read it.
    #expect(
      try beforeGap.validate(.tickTo("02:30"), zone: newYork) == .clockTicked(to: Instant(typed: "2026-03-08T07:30Z")!))
    #expect(
      try beforeGap.validate(.tickTo("04:00"), zone: newYork) == .clockTicked(to: Instant(typed: "2026-03-08T08:00Z")!))
  }

  @Test(
    "POSIX TZ strings are read, and malformed ones refused",
    arguments: [
      ("CST-8", true), ("<+0530>-5:30", true), ("EST5EDT,M3.2.0,M11.1.0", true), ("AEST-10AEDT,M10.1.0,M4.1.0/3", true),
      ("<-03>3", true), ("IST-2IDT,M3.4.4/26,M10.5.0", true), ("EST5EDT", false), ("E5", false), ("EST", false),
      ("EST5EDT,M13.1.0,M11.1.0", false),
    ])
  func posixStrings(text: String, valid: Bool) {
    #expect((ZoneRule(posix: text) != nil) == valid)
  }

  @Test("bytes that are not a version 2 TZif file are refused")
  func notTZif() {
    #expect(throws: DisplayZone.TZifError.notTZif) { try DisplayZone(name: "x", tzif: Array("hello".utf8)) }
    var versionOne = Array("TZif".utf8) + [0] + [UInt8](repeating: 0, count: 39)
    #expect(throws: DisplayZone.TZifError.versionOne) { try DisplayZone(name: "x", tzif: versionOne) }
    versionOne[4] = UInt8(ascii: "2")
    #expect(throws: DisplayZone.TZifError.self) { try DisplayZone(name: "x", tzif: versionOne) }
  }
}

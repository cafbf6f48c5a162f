import Foundation
import Testing
@_spi(WidgetSimHost) import WidgetKit

/// An entry of many kinds of stored property, none Encodable.
struct RichEntry: TimelineEntry, @unchecked Sendable {
  enum Trend {
    case up
    case down(by: Double)
  }

  struct Reading {
    let label: String
    let value: Int
  }

  final class Box {
    let name = "box"
    let parent: Box? = nil
  }

  let date: Date
  let tags: Set<String>
  let counts: [String: Int]
  let byNumber: [Int: String]
  let trend: Trend
  let steady: Trend
  let readings: [Reading]
  let missing: String?
  let url: URL
  let point: (x: Int, y: Int)
  let box: Box
  let data: Data
  let ratio: Float
  let big: Double
}

/// An Encodable entry with a date and a nested value.
struct CodableEntry: TimelineEntry, Codable, Sendable {
  struct Inner: Codable, Sendable {
    let zeta: Int
    let alpha: String
  }

  let date: Date
  let inner: Inner
  let path: String
  let tags: Set<String>
  let byDay: [Date: Int]
  let scores: [Double: String]
}

@Suite("Entry content as JSON")
struct EntryContentTests {
  /// The recorded content of `entry`'s placeholder, at the fixture's instant.
  func content<Entry: TimelineEntry & Sendable>(of entry: Entry) throws -> String {
    try ProviderRunner.placeholder(
      of: FixedProvider(entry: entry), in: Fixture.small, at: Fixture.instant, deadline: .seconds(60)
    ).outcome.get().content
  }

  @Test("Stored properties: keys sorted, sets and dictionaries sorted, enums by case, dates to the millisecond")
  func mirrored() throws {
    let entry = RichEntry(
      date: Fixture.date(Fixture.instant + 250), tags: ["b", "a", "c"], counts: ["b": 2, "a": 1],
      byNumber: [2: "two", 10: "ten"], trend: .down(by: 1.5), steady: .up,
      readings: [RichEntry.Reading(label: "t", value: 3)], missing: nil, url: URL(string: "https://example.com/a")!,
      point: (x: 1, y: 2), box: RichEntry.Box(), data: Data([1, 2, 3]), ratio: 0.1, big: 1e20)
    let expected =
      #"{"big":1e+20,"box":{"name":"box","parent":null},"byNumber":{"10":"ten","2":"two"},"counts":{"a":1,"b":2},"#
      + #""data":"AQID","date":"2026-03-01T08:30:00.250Z","missing":null,"point":{"x":1,"y":2},"ratio":0.1,"#
      + #""readings":[{"label":"t","value":3}],"steady":"up","tags":["a","b","c"],"trend":{"down":{"by":1.5}},"#
      + #""url":"https://example.com/a"}"#
    let text = try content(of: entry)
    #expect(text == expected)
    #expect(try content(of: entry) == text, "the same entry gives the same text")
  }

  @Test("Encodable entries: sorted keys and sets, unescaped slashes, ISO-8601 dates, dictionaries by key")
  func encoded() throws {
    let entry = CodableEntry(
      date: Fixture.date(Fixture.instant), inner: CodableEntry.Inner(zeta: 1, alpha: "a\"b"), path: "a/b",
      tags: ["z", "y", "x", "w"], byDay: [Fixture.date(0): 1], scores: [2.5: "b", 1: "a"])
    let text = try content(of: entry)
    #expect(
      text
        == #"{"byDay":[["1970-01-01T00:00:00Z",1]],"date":"2026-03-01T08:30:00Z","inner":{"alpha":"a\"b","zeta":1},"#
        + #""path":"a/b","scores":[[1,"a"],[2.5,"b"]],"tags":["w","x","y","z"]}"#)
  }

  @Test("Strings are escaped as RFC 8259 asks")
  func escaping() throws {
    #expect(
      try content(of: NoteEntry(date: Fixture.date(Fixture.instant), text: "tab\there\n\u{1}\"\\é"))
        == #"{"date":"2026-03-01T08:30:00Z","text":"tab\there\n\u0001\"\\é"}"#)
  }
}

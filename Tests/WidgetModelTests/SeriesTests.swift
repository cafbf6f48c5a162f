import Testing

@testable import WidgetModel

/// docs/MODEL.md, "Series": a `series=yes` kind reads a JSON array, entry i shows element i (the last element for later
/// entries), and an entry's data expires at max(written, entry date) + ttl.
@Suite("Series")
struct SeriesTests {
  @Test(
    "entry i shows element i of a non-empty array and later entries its last; anything else shows whole",
    arguments: [
      ("[\"a\",\"b\",\"c\"]", 0, "\"a\""), ("[\"a\",\"b\",\"c\"]", 2, "\"c\""), ("[\"a\",\"b\",\"c\"]", 3, "\"c\""),
      ("[\"a\",\"b\",\"c\"]", 999, "\"c\""), ("[[1,2],3]", 0, "[1,2]"), ("[]", 0, "[]"), ("[]", 4, "[]"),
      ("\"x\"", 3, "\"x\""), ("{\"a\":[1,2]}", 1, "{\"a\":[1,2]}"), ("null", 0, "null"),
    ])
  func element(value: String, index: Int, shown: String) throws {
    #expect(SimState.seriesElement(try JSONValue(parsing: value), index).serialized == shown)
  }

  @Test("a series widget shows its entries' elements as time passes, the last one for entries past the array's end")
  func entriesOverTime() throws {
    var world = try TestWorld(
      "define forecast families=small entries=4 every=1h policy=never data=f series=yes ttl=2h",
      "data f [\"a\",\"b\"]", "add forecast")
    var shown: [JSONValue?] = []
    for _ in 0..<5 {
      shown.append(try world.display("w1").content)
      try world.run("tick 1h")
    }
    #expect(shown == [.string("a"), .string("b"), .string("b"), .string("b"), .string("b")])
    #expect(world.json("w1")?["display"]?["content"] == .string("b"))
  }

  @Test("a series kind shows a value that is not an array, or an empty array, whole in every entry")
  func wholeValues() throws {
    let world = try TestWorld(
      "define forecast families=small entries=3 every=1h policy=never data=f series=yes ttl=1d", "data f sunny",
      "data g []", "define forecastG families=small entries=3 every=1h policy=never data=g series=yes ttl=1d",
      "add forecast", "add forecastG", "tick 2h")
    #expect(try world.display("w1").content == .string("sunny") && world.display("w1").entryIndex == 2)
    #expect(try world.display("w2").content == .array([]) && world.display("w2").status == .live)
  }

  @Test(
    "a series entry's data expires ttl after its date: stale at the end of each entry's ttl, live again at the next")
  func expiryPerEntry() throws {
    var world = try TestWorld(
      "define forecast families=small entries=3 every=1h policy=never data=f series=yes ttl=30m", "data f [1,2,3]",
      "add forecast")
    /// The displayed content, status and data state now.
    func now() throws -> String {
      let shown = try world.display("w1")
      return "\(shown.content?.serialized ?? "nil") \(shown.status.rawValue) \(shown.dataState.rawValue)"
    }
    var seen: [String] = []
    for step in ["30m", "1ms", "29m59s999ms", "30m", "1ms", "30m"] {
      try world.run("tick \(step)")
      seen.append(try now())
    }
    #expect(
      seen == [
        "1 live fresh", "1 stale expired", "2 live fresh", "2 live fresh", "2 stale expired", "3 live fresh",
      ])
  }

  @Test("an entry's expiry is the later of its data's write and its date, plus the ttl; without series, the write's")
  func expiryInstant() {
    let data = DataRead(
      value: .int(1), writtenAt: TestWorld.at("09:00"), writeSeq: 4, ttl: .minutes(30), container: .appGroup)
    #expect(SimState.expiry(of: data, entryDate: TestWorld.at("08:00"), series: true) == TestWorld.at("09:30"))
    #expect(SimState.expiry(of: data, entryDate: TestWorld.at("11:00"), series: true) == TestWorld.at("11:30"))
    #expect(SimState.expiry(of: data, entryDate: TestWorld.at("11:00"), series: false) == TestWorld.at("09:30"))
  }

  @Test("under expired=fallback a series kind still shows its data, as its first entry is dated at the build")
  func seriesUnderExpiredFallback() throws {
    let world = try TestWorld(
      "define forecast families=small entries=3 every=1h policy=never data=f series=yes ttl=30m expired=fallback",
      "data f [1,2,3]", "tick 2h", "add forecast")
    #expect(try world.display("w1").content == .int(1) && world.display("w1").status == .live)
  }

  @Test("why says when a stale series entry's data expired: its ttl after the entry's date, not after the write")
  func whyStaleSeriesEntry() throws {
    var world = try TestWorld(
      "define forecast families=small entries=4 every=1h policy=never data=f series=yes ttl=30m", "data f [1,2,3,4]",
      "add forecast")
    try world.run("tick to 09:40")
    #expect(try world.display("w1").status == .stale)
    let why = Narrator(world.state).why(try world.widget("w1"))
    #expect(
      why[0]
        == "w1 (forecast, systemSmall) is stale: the data it shows was written at 08:00 and expired at 09:30, for this entry dated 09:00 (ttl 30m)."
    )
  }
}

import Foundation
import Testing
import WidgetModel

@testable import WidgetJournal
@testable import WidgetSimCore

/// Format versions: an older journal is read through the upgrade step; a newer one is refused.
@Suite("Format versions")
struct UpgradeTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// A hand-made v0 journal: no checksums, `n` for the seq and `type` for the action.
  static let v0 = """
    {"format":"widgetsim-journal","version":0,"start":"2026-03-01T08:00:00Z","settings":{"budget":40}}
    {"n":1,"type":"define","name":"weather","families":["systemSmall"],"params":[{"name":"city","type":"enum","options":["Beijing","Shanghai"],"default":"Beijing"}],"entries":5,"every":"1h","policy":"atEnd","data":"weather:{city}"}
    {"n":2,"type":"add","id":"w1","kind":"weather","family":"systemSmall","config":{"city":"Shanghai"}}
    {"n":3,"type":"data","key":"weather:Shanghai","value":{"temp":8}}
    {"n":4,"type":"tick","to":"2026-03-01T09:30:00Z"}

    """

  /// The same actions, as a current journal.
  static var v1Actions: [Action] {
    let kind = Kind(
      name: "weather", families: [.systemSmall],
      params: [ParamSpec(name: "city", type: .enumeration(["Beijing", "Shanghai"]), defaultValue: .string("Beijing"))],
      entries: 5, every: .hours(1), policy: .atEnd, dataKey: DataKeyTemplate("weather:{city}")!)
    return [
      .kindDefined(kind),
      .widgetAdded(id: "w1", kind: "weather", family: .systemSmall, config: ["city": .string("Shanghai")]),
      .dataArrived(key: "weather:Shanghai", value: .object([("temp", .int(8))]), ttl: nil),
      .clockTicked(to: Instant(iso8601: "2026-03-01T09:30:00Z")!),
    ]
  }

  @Test("a v0 journal replays through the upgrade step to the same state as its v1 twin")
  func v0Replays() throws {
    let folder = try TestSupport.temporaryFolder("v0")
    let path = folder + "/old.jsonl"
    try Self.v0.write(toFile: path, atomically: false, encoding: .utf8)
    let outcome = try JournalReplay.replay(path: path)
    #expect(outcome.error == nil && outcome.header.version == 0)
    var twin = SimState(start: Self.start)
    for action in Self.v1Actions { twin.apply(action) }
    #expect(outcome.state.digest == twin.digest)
    #expect(try JournalVerifier.verify(path: path).isClean)
  }

  @Test("opening a v0 journal for writing copies it to NAME.v1.jsonl and appends there; the original is untouched")
  func v0OpenedForWriting() throws {
    let folder = try TestSupport.temporaryFolder("v0-open")
    let path = folder + "/old.jsonl"
    try Self.v0.write(toFile: path, atomically: false, encoding: .utf8)
    let (session, notes) = try Session.open(path: path, start: Self.start)
    let copy = folder + "/old.v1.jsonl"
    #expect(session.path == copy && notes.contains { $0.contains(copy) && $0.contains("format v0") }, "\(notes)")
    #expect(session.execute("tick 5m").error == nil)
    // Time travel reads the actions back from the upgraded copy, the session's journal now.
    let before = session.head
    #expect(session.execute("goto 2").error == nil && session.promptSeq == 2)
    #expect(session.execute("history").output.contains(">   2"))
    #expect(session.execute("head").error == nil && session.viewed == before)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.v0)
    let upgraded = try JournalReplay.replay(path: copy)
    #expect(upgraded.header.version == 1 && upgraded.state.seq == 5 && upgraded.error == nil)
    #expect(upgraded.header.extra.contains { $0.key == "upgradedFrom" && $0.value == .int(0) })
    #expect(try JournalVerifier.verify(path: copy).isClean)
  }

  @Test(
    "a v0 header too near the line limit to take its checksum and upgradedFrom is refused, leaving no copy, each retry")
  func v0HeaderNearTheLimit() throws {
    let folder = try TestSupport.temporaryFolder("v0-long-header")
    let path = folder + "/old.jsonl"
    let v0Header = Self.v0.split(separator: "\n")[0]
    // An extra member pads the v0 header to a few bytes under the limit, which the reader accepts.
    let padding = Limits.journalLineBytesMax - 10 - (v0Header.utf8.count - 1 + 9 + 2)
    let header = v0Header.dropLast() + #","note":""# + String(repeating: "x", count: padding) + #""}"#
    #expect(header.utf8.count == Limits.journalLineBytesMax - 10)
    let text = Self.v0.replacingOccurrences(of: String(v0Header), with: header)
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(try JournalReplay.replay(path: path).error == nil, "the v0 journal itself is readable")
    for _ in 0..<2 {
      #expect(throws: JournalError.self) { try Session.open(path: path, start: Self.start) }
      do { _ = try Session.open(path: path, start: Self.start) } catch {
        #expect("\(error)".hasPrefix("line 1: the header in format v1 ("), "\(error)")
        #expect("\(error)".hasSuffix("bytes) exceeds the limit of 65536"), "\(error)")
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["old.jsonl"])
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
  }

  @Test("a v0 line with v1 members is malformed, naming the line")
  func v0WithChecksum() throws {
    let folder = try TestSupport.temporaryFolder("v0-bad")
    let path = folder + "/old.jsonl"
    try Self.v0.replacingOccurrences(of: "{\"n\":3,\"type\"", with: "{\"seq\":3,\"type\"").write(
      toFile: path, atomically: false, encoding: .utf8)
    let outcome = try JournalReplay.replay(path: path)
    #expect(outcome.state.seq == 2)
    #expect(outcome.error.map { "\($0)".hasPrefix("line 4: format v0: \"seq\" is not a member of v0 lines") } == true)
  }

  @Test("a newer format version is refused with a clear message, by replay, verify and open")
  func newerRefused() throws {
    let folder = try TestSupport.temporaryFolder("v3")
    let path = folder + "/new.jsonl"
    try "{\"format\":\"widgetsim-journal\",\"version\":3,\"start\":\"2026-03-01T08:00:00Z\"}\n".write(
      toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: JournalError.newerVersion(found: 3, supported: 2)) { try JournalReplay.replay(path: path) }
    #expect("\(JournalError.newerVersion(found: 3, supported: 2))".contains("newer than this widgetsim reads"))
    #expect(try JournalVerifier.verify(path: path).problems == [.newerVersion(found: 3, supported: 2)])
    #expect(throws: JournalError.newerVersion(found: 3, supported: 2)) {
      try Session.open(path: path, start: Self.start)
    }
  }
}

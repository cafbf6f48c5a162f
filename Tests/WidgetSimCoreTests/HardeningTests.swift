import Foundation
import Testing
import WidgetJournal
import WidgetModel

@testable import WidgetSimCore

/// Issue 17's smaller findings outside the journal reader: fork names, the cache's bound seen from the REPL and from
/// replay, and dates past 9999 in pictures.
@Suite("Hardening: forks, the cache's bound, far dates")
struct HardeningTests {
  /// The instant every session starts at.
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// A 16 KiB data value holding the most memory per byte of JSON, as the REPL types it.
  static let heaviestText =
    "[" + Array(repeating: "[0]", count: (16 * 1024 - 1) / 4).joined(separator: ",")
    + "]"

  @Test("a dangling symbolic link named like the next fork is skipped: the fork takes the next free name")
  func forkSkipsDanglingLink() throws {
    let dir = Widgetsim.temporaryDirectory()
    let path = dir.appendingPathComponent("x.jsonl").path
    try FileManager.default.createSymbolicLink(
      atPath: dir.appendingPathComponent("x.fork-1.jsonl").path, withDestinationPath: "/nonexistent/widgetsim")
    let (session, _) = try Session.open(path: path, start: Self.start)
    _ = session.execute("add weather")
    _ = session.execute("back")
    let fork = session.execute("tick 1h")
    #expect(fork.error == nil, "\(fork)")
    #expect(session.path == dir.appendingPathComponent("x.fork-2.jsonl").path)
    #expect(try JournalReplay.replay(path: session.path!).state == session.head)
  }

  @Test("the REPL refuses the data write that would take the cache past its bound, and records nothing")
  func replRefusesCacheFull() {
    let session = Session.inMemory(start: Self.start)
    var error: String? = nil
    var n = 0
    while error == nil, n < 1_000 {
      n += 1
      error = session.execute("data k\(n) \(Self.heaviestText)").error
    }
    #expect(error?.hasPrefix("data k\(n): the cache would hold ") == true, "\(error ?? "no error")")
    #expect(session.head.cache.count == n - 1 && session.head.cache.heldBytes <= Limits.cacheBytesMax)
    #expect(session.execute("data k1 small").error == nil, "an overwrite that frees memory is accepted")
  }

  @Test("replay stops at the line whose data write would take the cache past its bound, naming it")
  func replayStopsAtCacheFull() throws {
    let dir = Widgetsim.temporaryDirectory()
    let path = dir.appendingPathComponent("full.jsonl").path
    let value = try JSONValue(parsing: Self.heaviestText)
    let lines = (1...250).map { ActionCodec.encode(.dataArrived(key: "k\($0)", value: value, ttl: nil), seq: $0) }
    _ = try JournalWriter.create(path: path, header: JournalHeader(start: Self.start), lines: lines)
    let outcome = try JournalReplay.replay(path: path)
    guard case .invalid(let line, let seq, .cacheFull(let key, _, _)) = outcome.error else {
      Issue.record("\(String(describing: outcome.error))")
      return
    }
    #expect(line == seq + 1 && key == "k\(seq)" && outcome.state.seq == seq - 1)
    #expect(outcome.state.cache.heldBytes <= Limits.cacheBytesMax)
  }

  @Test("dates past 9999 are drawn whole: month and day on the axis and beside entries, the year in full")
  func datesPast9999() {
    let now = Instant(iso8601: "9999-12-31T22:00:00Z")!
    let later = now + .hours(27)
    #expect(later.text(relativeTo: now) == "10000-01-02 01:00")
    #expect(later.day() == "10000-01-02")
    let axis = TimeAxis(from: now, to: now + .days(6), columns: 100, now: now, zone: .utc)
    #expect(axis.ticks().map(axis.label).allSatisfy { $0.hasPrefix("10000-01-0") }, "\(axis.ticks().map(axis.label))")
    let session = Session.inMemory(start: now)
    for line in ["define far families=small entries=8 every=1d data=far", "add far", "data far 7"] {
      #expect(session.execute(line).error == nil)
    }
    for width in [40, 80, 140] {
      session.pictureStyle = PictureStyle(width: width, colour: false, wrapsText: true)
      for command in ["timeline w1", "show w1", "show", "budget"] {
        let text = session.execute(command).output
        #expect(!text.contains("-01-0") || text.contains("10000-01-0"), "\(command) at \(width):\n\(text)")
        #expect(text.split(separator: "\n").allSatisfy { TextWidth.columns(String($0)) <= width }, "\(text)")
      }
      #expect(session.execute("why w1").output.contains("10000-01-0"))
    }
  }
}

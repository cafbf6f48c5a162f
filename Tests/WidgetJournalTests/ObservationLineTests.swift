import Foundation
import Testing
import WidgetJournal
import WidgetModel

/// Observation lines (issue 31): a v2 journal's lines of what a device did, which the fold passes over.
@Suite("Observation lines")
struct ObservationLineTests {
  static let header = "{\"format\":\"widgetsim-journal\",\"version\":VERSION,\"start\":\"2026-03-01T08:00:00Z\"}\n"

  /// An observation of a timeline build at 08:30.
  static var observation: Observation {
    var observation = Observation(.timeline, at: Instant(iso8601: "2026-03-01T08:30:00Z")!)
    observation.kind = "weather"
    observation.family = "systemSmall"
    observation.entries = 5
    observation.policy = "atEnd"
    observation.tookMs = 120
    observation.preview = false
    return observation
  }

  /// A journal of `version` with a tick, the observation, and another tick.
  static func journal(version: Int) -> String {
    header.replacingOccurrences(of: "VERSION", with: "\(version)")
      + ActionCodec.encode(.clockTicked(to: Instant(iso8601: "2026-03-01T08:20:00Z")!), seq: 1) + "\n"
      + observation.line + "\n"
      + ActionCodec.encode(.clockTicked(to: Instant(iso8601: "2026-03-01T09:00:00Z")!), seq: 2) + "\n"
  }

  static func write(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("obs-\(UUID().uuidString).jsonl").path
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    return path
  }

  @Test("an observation line reads back as it was written, checksum and all")
  func roundTrip() throws {
    let line = Self.observation.line
    let read = try Array(line.utf8).withUnsafeBufferPointer { (bytes) throws(JournalError) in
      try Observation.decode(bytes, lineNumber: 3)
    }
    #expect(read == Self.observation)
    let damaged = line.replacingOccurrences(of: "\"entries\":5", with: "\"entries\":6")
    #expect(throws: JournalError.self) {
      try Array(damaged.utf8).withUnsafeBufferPointer { (bytes) throws(JournalError) in
        try Observation.decode(bytes, lineNumber: 3)
      }
    }
  }

  @Test("replay, read-back and verify of a v2 journal pass over its observations and fold its actions")
  func v2Folds() throws {
    let path = try Self.write(Self.journal(version: 2))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outcome = try JournalReplay.replay(path: path)
    #expect(outcome.error == nil)
    #expect(outcome.state.seq == 2 && outcome.state.now == Instant(iso8601: "2026-03-01T09:00:00Z"))
    #expect(try JournalVerifier.verify(path: path).problems.isEmpty)
    let plain = try Self.write(
      Self.journal(version: 1).split(separator: "\n").filter { !$0.hasPrefix("{\"observed\"") }.joined(
        separator: "\n") + "\n")
    defer { try? FileManager.default.removeItem(atPath: plain) }
    #expect(try JournalReplay.replay(path: plain).state == outcome.state, "the observation changes nothing")
  }

  @Test("in a v1 journal an observation line is no action: replay stops there, naming the line")
  func v1Refuses() throws {
    let path = try Self.write(Self.journal(version: 1))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outcome = try JournalReplay.replay(path: path)
    #expect(outcome.error?.line == 3, "\(String(describing: outcome.error))")
    #expect(outcome.state.seq == 1)
  }

  @Test("verify reports a damaged observation line of a v2 journal")
  func verifyDamaged() throws {
    let text = Self.journal(version: 2).replacingOccurrences(of: "\"tookMs\":120", with: "\"tookMs\":121")
    let path = try Self.write(text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let problems = try JournalVerifier.verify(path: path).problems
    #expect(problems.map(\.line) == [3], "\(problems)")
  }
}

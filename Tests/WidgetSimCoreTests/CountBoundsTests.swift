import Testing
import WidgetModel

@testable import WidgetSimCore

/// Counts typed by the user, however large, are clamped or refused with a message: never an overflow trap.
@Suite("Counts at the edge of Int")
struct CountBoundsTests {
  @Test(
    "time travel by the largest count stops at an end of the journal",
    arguments: [
      ("forward 9223372036854775807", "at the head, seq 4"), ("back 9223372036854775807", "at seq 0 of 4"),
      ("goto 9223372036854775807", "going to the head"), ("history 9223372036854775807", "seq  time   action"),
    ])
  func travel(line: String, expected: String) {
    let session = Session.inMemory(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    #expect(session.execute("add weather").error == nil)
    #expect(session.execute("goto 2").error == nil)
    let outcome = session.execute(line)
    #expect(outcome.error == nil)
    #expect(outcome.output.contains(expected), "\(outcome.output)")
  }

  @Test(
    "settings and ticks beyond their limits are refused, not wrapped",
    arguments: [
      "set budget=9223372036854775807", "set minInterval=99999999999d", "set latency=9223372036854775807ms",
      "tick 9223372036854775807ms", "tick to 9999-12-31T23:59:59Z",
    ])
  func refused(line: String) {
    let session = Session.inMemory(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    let before = session.head
    #expect(session.execute(line).error != nil)
    #expect(session.head == before)
  }
}

import Foundation
import Testing
import WidgetJournal
import WidgetModel

@testable import WidgetSimCore

/// A long tick runs in steps of a day and can be stopped between them (Ctrl-C): the clock and the journal stay
/// consistent, holding one tick to the instant reached.
@Suite("An interrupted tick")
struct InterruptedTickTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// A state with widgets that refresh often, so that every day of a tick builds timelines.
  static func busyState() -> SimState {
    let session = Session.inMemory(start: start)
    for line in ["set minInterval=1m", "add stocks small", "add weather small", "data stocks:AAPL 1", "reload all"] {
      #expect(session.execute(line).error == nil)
    }
    return session.head
  }

  @Test("a tick in steps reaches the state of the same tick in one go, and of a tick to where it was stopped")
  func steppedEqualsWhole() {
    let state = Self.busyState()
    let target = state.now + .days(10)
    var whole = state
    let wholeRefreshes = whole.apply(.clockTicked(to: target))
    var stepped = state
    let (reached, refreshes) = stepped.applyTick(to: target, step: .days(1), shouldStop: { false })
    #expect(reached == target)
    #expect(stepped.digest == whole.digest)
    #expect(refreshes == wholeRefreshes)

    var asked = 0
    var stopped = state
    let (part, _) = stopped.applyTick(to: target, step: .days(1)) {
      asked += 1
      return asked == 3
    }
    #expect(part == state.now + .days(3))
    var direct = state
    direct.apply(.clockTicked(to: part))
    #expect(stopped.digest == direct.digest)
  }

  @Test("a session records the part that ran, says so, and its journal replays to its head")
  func sessionRecordsPart() throws {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("x.jsonl").path
    let (session, _) = try Session.open(path: path, start: Self.start)
    #expect(session.execute("add stocks small").error == nil)
    var asked = 0
    session.interruptRequested = {
      asked += 1
      return asked >= 2
    }
    let outcome = session.execute("tick 400d")
    #expect(outcome.error == nil)
    let reached = Self.start + .days(2)
    #expect(outcome.output.hasPrefix("interrupted: the clock stopped at \(reached.iso8601), short of"))
    #expect(session.head.now == reached)
    #expect(try session.journal.action(at: session.journal.count - 1) == .clockTicked(to: reached))
    let replayed = try JournalReplay.replay(path: path)
    #expect(replayed.state.digest == session.head.digest)
    asked = -100
    #expect(session.execute("tick 3d").error == nil, "a tick not interrupted runs whole")
    #expect(session.head.now == reached + .days(3))
  }
}

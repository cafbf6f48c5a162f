import Foundation
import Testing
import WidgetJournal
import WidgetModel

@testable import WidgetCLI

@Suite("Checkpoints for time travel")
struct CheckpointsTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// A session of `count` actions beyond the built-in kinds: widgets, data, reloads and ticks, so states differ.
  static func busySession(actions count: Int) -> Session {
    let session = Session.inMemory(start: start)
    session.checkpoints = Checkpoints(spacing: 4)
    let lines = [
      "add weather", "data weather:Cupertino 21", "tick 7m", "reload weather", "add stocks", "tick 13m",
      "data stocks:AAPL 101", "reload all", "tick 30m",
    ]
    var index = 0
    while session.actions.count < count {
      let outcome = session.execute(lines[index % lines.count])
      #expect(outcome.error == nil, "\(lines[index % lines.count]): \(outcome.error ?? "")")
      index += 1
    }
    return session
  }

  /// The state after the first `seq` actions, folded from the start without checkpoints.
  static func refold(_ session: Session, to seq: Int) -> SimState {
    var state = JournalReplay.initialState(session.header)
    for action in session.actions.prefix(seq) { state.apply(action) }
    return state
  }

  @Test("at most `capacity` states are kept, at multiples of a spacing that doubles")
  func bounded() {
    let session = Self.busySession(actions: 1_000)
    let kept = session.checkpoints.states.map(\.seq)
    #expect(kept.count <= Checkpoints.capacity)
    #expect(kept.count >= Checkpoints.capacity / 2)
    #expect(kept == kept.sorted())
    #expect(kept.allSatisfy { $0 % session.checkpoints.spacing == 0 })
    #expect(session.checkpoints.spacing == 16)
    #expect(kept.first == 16 && kept.last == 992)
  }

  @Test("every kept state equals the fold of the journal up to its seq")
  func keptStatesAreFolds() {
    let session = Self.busySession(actions: 300)
    for state in session.checkpoints.states {
      #expect(state == Self.refold(session, to: state.seq), "checkpoint at seq \(state.seq)")
    }
  }

  @Test("travelling anywhere gives the state a fold from the start gives")
  func travelEqualsRefold() {
    let session = Self.busySession(actions: 300)
    for seq in [0, 1, 3, 4, 5, 63, 64, 65, 127, 200, 299, 300] {
      let travelled = session.travel(to: seq)
      #expect(travelled == Self.refold(session, to: seq), "travel to \(seq)")
      #expect(travelled.digest == Self.refold(session, to: seq).digest)
    }
  }

  @Test("a fork forgets the checkpoints after it, and later ones are kept again")
  func forkForgets() {
    let session = Self.busySession(actions: 300)
    _ = session.execute("goto 100")
    #expect(session.execute("tick 1m").error == nil)
    #expect(session.actions.count == 101)
    #expect(session.checkpoints.states.allSatisfy { $0.seq <= 101 })
    for _ in 0..<100 { _ = session.execute("tick 1m") }
    for seq in [50, 101, 150, 200] {
      #expect(session.travel(to: seq) == Self.refold(session, to: seq), "travel to \(seq) after the fork")
    }
  }

  @Test("history lists times read from the nearest checkpoint as from the start")
  func historyFromCheckpoint() {
    let session = Self.busySession(actions: 300)
    let listed = session.history(20)
    var state = Self.refold(session, to: 280)
    var times: [String] = []
    for action in session.actions[280...] {
      times.append(state.now.shortText(relativeTo: session.head.now))
      state.apply(action)
    }
    let rows = listed.split(separator: "\n").dropFirst(2).map {
      $0.split(separator: " ", omittingEmptySubsequences: true)[1]
    }
    #expect(rows.map(String.init) == times)
  }
}

import Foundation
import Testing
import WidgetJournal
import WidgetModel

@testable import WidgetSimCore

/// Time travel over checkpoints, with the actions in memory or read back from the journal file (`Journal`).
@Suite("Checkpoints and the journal read back for time travel")
struct CheckpointsTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!
  static let lines = [
    "add weather", "data weather:Cupertino 21", "tick 7m", "reload weather", "add stocks", "tick 13m",
    "data stocks:AAPL 101", "reload all", "tick 30m",
  ]

  /// A session of `count` actions (built-in kinds included), kept in memory or on a journal in a fresh directory.
  static func busySession(actions count: Int, onDisk: Bool) throws -> Session {
    let session: Session
    if onDisk {
      let path = Widgetsim.temporaryDirectory().appendingPathComponent("busy.jsonl").path
      session = try Session.open(path: path, start: start).0
    } else {
      session = Session.inMemory(start: start)
    }
    session.checkpoints = Checkpoints(spacing: 4)
    var index = 0
    while session.journal.count < count {
      let outcome = session.execute(lines[index % lines.count])
      #expect(outcome.error == nil, "\(lines[index % lines.count]): \(outcome.error ?? "")")
      index += 1
    }
    return session
  }

  /// The state after the first `seq` actions, folded from the start without checkpoints.
  static func refold(_ actions: [Action], header: JournalHeader, to seq: Int) -> SimState {
    var state = JournalReplay.initialState(header)
    for action in actions.prefix(seq) { state.apply(action) }
    return state
  }

  @Test("at most `capacity` states are kept, at multiples of a spacing that doubles")
  func bounded() throws {
    let session = try Self.busySession(actions: 1_000, onDisk: false)
    let kept = session.checkpoints.states.map(\.seq)
    #expect(kept.count <= Checkpoints.capacity)
    #expect(kept.count >= Checkpoints.capacity / 2)
    #expect(kept == kept.sorted())
    #expect(kept.allSatisfy { $0 % session.checkpoints.spacing == 0 })
    #expect(session.checkpoints.spacing == 16)
    #expect(kept.first == 16 && kept.last == 992)
  }

  @Test("every kept state equals the fold of the journal up to its seq")
  func keptStatesAreFolds() throws {
    let session = try Self.busySession(actions: 300, onDisk: false)
    let actions = try session.journal.all()
    for state in session.checkpoints.states {
      #expect(state == Self.refold(actions, header: session.header, to: state.seq), "checkpoint at seq \(state.seq)")
    }
  }

  @Test("travelling anywhere gives the state a fold from the start gives", arguments: [false, true])
  func travelEqualsRefold(onDisk: Bool) throws {
    let session = try Self.busySession(actions: 600, onDisk: onDisk)
    let actions = try session.journal.all()
    #expect(actions.count == 600)
    for seq in [0, 1, 3, 4, 5, 63, 64, 65, 255, 256, 257, 300, 511, 512, 513, 599, 600] {
      let travelled = try session.travel(to: seq)
      #expect(travelled == Self.refold(actions, header: session.header, to: seq), "travel to \(seq)")
    }
  }

  @Test("a fork forgets the checkpoints after it, and later ones are kept again", arguments: [false, true])
  func forkForgets(onDisk: Bool) throws {
    let session = try Self.busySession(actions: 600, onDisk: onDisk)
    _ = session.execute("goto 300")
    #expect(session.execute("tick 1m").error == nil)
    #expect(session.journal.count == 301)
    #expect(session.checkpoints.states.allSatisfy { $0.seq <= 301 })
    for _ in 0..<100 { _ = session.execute("tick 1m") }
    let actions = try session.journal.all()
    #expect(actions.count == 401)
    for seq in [50, 256, 300, 301, 350, 400] {
      #expect(try session.travel(to: seq) == Self.refold(actions, header: session.header, to: seq), "travel to \(seq)")
    }
  }

  @Test("history lists times read from the nearest checkpoint as from the start", arguments: [false, true])
  func historyFromCheckpoint(onDisk: Bool) throws {
    let session = try Self.busySession(actions: 300, onDisk: onDisk)
    let listed = try session.history(20)
    let actions = try session.journal.all()
    var state = Self.refold(actions, header: session.header, to: 280)
    var times: [String] = []
    for action in actions[280...] {
      times.append(state.now.text(relativeTo: session.head.now))
      state.apply(action)
    }
    let rows = listed.split(separator: "\n").dropFirst(2).map {
      String($0.split(separator: " ", omittingEmptySubsequences: true)[1])
    }
    #expect(rows == times)
  }

  @Test("a session on disk reads its actions back from the file: what was written, what it resumed")
  func readsBack() throws {
    let session = try Self.busySession(actions: 700, onDisk: true)
    let path = try #require(session.path)
    let replayed = try JournalReplay.replay(path: path)
    #expect(replayed.state == session.head)
    let (resumed, _) = try Session.open(path: Widgetsim.copy(path), start: Self.start)
    #expect(try resumed.journal.all() == session.journal.all())
    #expect(try resumed.travel(to: 333) == session.travel(to: 333))
  }

  @Test("a fork copies the journal's first lines byte for byte, checksums included")
  func forkCopiesLines() throws {
    let session = try Self.busySession(actions: 600, onDisk: true)
    let original = try #require(session.path)
    let before = try String(contentsOfFile: original, encoding: .utf8)
    _ = session.execute("goto 400")
    #expect(session.execute("tick 1m").error == nil)
    let fork = try String(contentsOfFile: try #require(session.path), encoding: .utf8)
    let keptLines = before.split(separator: "\n").prefix(401)
    // Every action line as it was; the header the original's, naming it and seq 400 as the parent.
    #expect(fork.split(separator: "\n").prefix(401).dropFirst().elementsEqual(keptLines.dropFirst()))
    let parent = JournalParent(path: Journal.absolutePath(original), seq: 400)
    #expect(
      try JournalReplay.replay(path: session.path!).header
        == JournalHeader.parse(String(keptLines.first!)).derived(from: parent))
    #expect(fork.split(separator: "\n").count == 402)
    #expect(try String(contentsOfFile: original, encoding: .utf8) == before)
    #expect(try JournalReplay.replay(path: session.path!).state == session.head)
  }

  @Test("a journal with blank lines and CRLF endings is read back as it was replayed")
  func blankLinesAndCRLF() throws {
    let made = try Self.busySession(actions: 300, onDisk: true)
    let text = try String(contentsOfFile: try #require(made.path), encoding: .utf8)
    var edited = ""
    for (index, line) in text.split(separator: "\n").enumerated() {
      edited += line + (index % 3 == 0 ? "\r\n" : "\n")
      if index % 50 == 7 { edited += "  \n" }
    }
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("edited.jsonl").path
    try edited.write(toFile: path, atomically: true, encoding: .utf8)
    let (session, _) = try Session.open(path: path, start: Self.start)
    #expect(try session.journal.all() == made.journal.all())
    #expect(try session.travel(to: 260) == made.travel(to: 260))
    _ = session.execute("head")
    #expect(session.execute("tick 1m").error == nil)
    #expect(session.journal.count == 301)
    #expect(try session.travel(to: 300) == made.travel(to: 300))
  }

  @Test("a journal changed on disk behind the session is an error naming it, not a crash")
  func changedOnDisk() throws {
    let session = try Self.busySession(actions: 300, onDisk: true)
    let path = try #require(session.path)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    lines.remove(at: 100)
    try lines.joined(separator: "\n").write(toFile: path, atomically: false, encoding: .utf8)
    let outcome = session.execute("goto 10")
    #expect(outcome.error?.contains("changed on disk") == true, "\(outcome)")
    #expect(session.promptSeq == nil)
  }

  /// A session of 600 actions on disk, moved back to `cursor`, with the journal then edited behind its back by `edit`
  /// (given the journal's lines); the outcome of typing an action there (which forks).
  static func forkAfterEdit(cursor: Int, _ edit: (inout [Substring]) -> Void) throws -> (Session, Session.Outcome) {
    let session = try busySession(actions: 600, onDisk: true)
    let path = try #require(session.path)
    #expect(session.execute("goto \(cursor)").error == nil)
    var lines = try String(contentsOfFile: path, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    edit(&lines)
    try lines.joined(separator: "\n").write(toFile: path, atomically: false, encoding: .utf8)
    return (session, session.execute("tick 1m"))
  }

  @Test("a fork of a journal changed on disk is refused, and no partial fork is left", arguments: [590, 300])
  func forkOfChangedJournal(cursor: Int) throws {
    // Lines of seq 580 and 581 blanked (same length), or seq 10 removed: the copy meets a seq it did not expect.
    let (session, outcome) = try Self.forkAfterEdit(cursor: cursor) { lines in
      if cursor == 590 {
        for seq in [580, 581] { lines[seq] = Substring(String(repeating: " ", count: lines[seq].count)) }
      } else {
        lines.remove(at: 10)
      }
    }
    #expect(outcome.error?.contains("changed on disk") == true, "\(outcome)")
    let folder = URL(fileURLWithPath: try #require(session.path)).deletingLastPathComponent().path
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["busy.jsonl"])
    #expect(session.path?.hasSuffix("busy.jsonl") == true)
    #expect(session.journal.count == 600)
  }

  @Test("a journal cut short behind the session is reported as changed on disk")
  func truncatedBehind() throws {
    let session = try Self.busySession(actions: 600, onDisk: true)
    let path = try #require(session.path)
    #expect(truncate(path, 2_000) == 0)
    let outcome = session.execute("goto 400")
    #expect(outcome.error?.contains("changed on disk") == true, "\(outcome)")
  }
}

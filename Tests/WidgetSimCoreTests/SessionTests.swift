import Foundation
import Testing
import WidgetJournal
import WidgetModel

@testable import WidgetSimCore

@Suite("A REPL session")
struct SessionTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  func run(_ session: Session, _ lines: [String]) -> [Session.Outcome] {
    lines.map { session.execute($0) }
  }

  @Test("an invalid command changes nothing")
  func invalidChangesNothing() {
    let session = Session.inMemory(start: Self.start)
    _ = run(session, ["add weather", "tick 1h"])
    let before = session.head.digest
    let outcomes = run(
      session, ["add weather huge", "configure w1 city=Paris", "tick to 2026-03-01T08:30:00Z", "remove w7"])
    #expect(outcomes.allSatisfy { $0.error != nil })
    #expect(session.head.digest == before)
    #expect(session.journal.count == 5)
  }

  @Test("going back and typing an action forks to a new journal and leaves the original untouched")
  func forks() throws {
    let dir = Widgetsim.temporaryDirectory()
    let path = dir.appendingPathComponent("x.jsonl").path
    let (session, _) = try Session.open(path: path, start: Self.start)
    _ = run(session, ["add weather", "tick 1h", "add stocks", "tick 1h"])
    let original = try String(contentsOfFile: path, encoding: .utf8)
    let back = session.execute("back 2")
    #expect(back.output.hasPrefix("at seq 5 of 7"))
    #expect(session.viewed.now == Self.start + .hours(1))
    let fork = session.execute("add todo list=inbox")
    #expect(fork.error == nil)
    #expect(fork.output.contains("the new journal is \(dir.path)/x.fork-1.jsonl"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
    #expect(session.path == dir.appendingPathComponent("x.fork-1.jsonl").path)
    let replayed = try JournalReplay.replay(path: session.path!)
    #expect(replayed.error == nil)
    #expect(replayed.state == session.head)
    #expect(replayed.state.widgets.keys.sorted() == ["w1", "w2"])
    #expect(replayed.state.widgets["w2"]?.kind == "todo")
  }

  @Test("an action whose journal line would exceed the reader's limit is written in part lines and reads back")
  func lineTooLongInParts() throws {
    let path = Widgetsim.temporaryDirectory().appendingPathComponent("big.jsonl").path
    let (session, _) = try Session.open(path: path, start: Self.start)
    let options = (0..<64).map { "option\($0)_" + String(repeating: "x", count: 60) }.joined(separator: "|")
    let params = (0..<16).map { "param=p\($0):enum:\(options)" }.joined(separator: " ")
    let outcome = session.execute("define huge data=h:{p0} \(params)")
    #expect(outcome.error == nil, "\(outcome)")
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix(#"{"seq":4,"part":2,"#) })
    #expect(lines.allSatisfy { $0.utf8.count <= Limits.journalLineBytesMax })
    #expect(session.execute("add huge").error == nil)
    let (reopened, _) = try Session.open(path: Widgetsim.copy(path), start: Self.start)
    #expect(reopened.head == session.head)
  }

  @Test("goto, forward and head move the cursor without recording anything")
  func timeTravel() throws {
    let session = Session.inMemory(start: Self.start)
    _ = run(session, ["add weather", "tick 1h", "tick 1h"])
    let head = session.head
    _ = session.execute("goto 4")
    #expect(session.promptSeq == 4)
    #expect(session.viewed.now == Self.start)
    _ = session.execute("forward")
    #expect(session.viewed.now == Self.start + .hours(1))
    _ = session.execute("head")
    #expect(session.promptSeq == nil)
    #expect(session.viewed == head)
    #expect(session.journal.count == 6)
    #expect(session.execute("goto 99").output.hasPrefix("the journal holds 6 actions; going to the head\n"))
    #expect(
      session.execute("set").output.hasPrefix(
        "budget=40 minInterval=5m latency=0s configureCounts=false providerDeadline=5s retryAfter=1h\n"))
    #expect(session.promptSeq == nil)
  }

  @Test("a second writer is refused with a message naming the file")
  func secondWriterRefused() throws {
    let dir = Widgetsim.temporaryDirectory()
    let path = dir.appendingPathComponent("x.jsonl").path
    let (first, _) = try Session.open(path: path, start: Self.start)
    #expect(throws: JournalError.locked(path: path)) { _ = try Session.open(path: path, start: Self.start) }
    _ = first.execute("add weather")
    #expect(try JournalReplay.replay(path: path).state.seq == 4)
  }

  @Test("back, forward and goto clamp at seq 0 and at the head; the prompt seq follows the cursor")
  func cursorClamps() {
    let session = Session.inMemory(start: Self.start)
    _ = run(session, ["add weather", "tick 1h"])
    #expect(session.execute("back 99").output.hasPrefix("at seq 0 of 5, before the first action"))
    #expect(session.promptSeq == 0)
    #expect(session.viewed.kinds.isEmpty)
    _ = session.execute("forward 4")
    #expect(session.promptSeq == 4)
    #expect(session.viewed.widgets.keys.sorted() == ["w1"])
    #expect(
      session.execute("forward 9").output.hasPrefix("at the head, seq 5, just after: tick to 2026-03-01T09:00:00Z"))
    #expect(session.promptSeq == nil)
    #expect(session.execute("back").output.hasPrefix("at seq 4 of 5, just after: add weather small city=Beijing as w1"))
  }

  @Test("travelling says where the cursor is, what a new action there does, and draws the widgets there")
  func travelText() {
    let session = Session.inMemory(start: Self.start)
    _ = run(session, ["add weather", "tick 1h", "add stocks"])
    let output = session.execute("goto 5").output
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines[0] == "at seq 5 of 6, just after: tick to 2026-03-01T09:00:00Z")
    #expect(
      lines[1]
        == "a new action typed here forks the journal; insert ACTION, replace ACTION or drop [N] edit the history here and replay the rest; head returns to seq 6"
    )
    #expect(lines[2].hasPrefix("now 09:00 UTC on 2026-03-01"))
    #expect(output.contains("┌─ w1 weather"))
    #expect(!output.contains("w2 stocks"))
  }

  @Test("history keeps its columns aligned past seq 9,999")
  func historyWideSeqs() {
    let session = Session.inMemory(start: Self.start)
    while session.journal.count < 10_001 { _ = session.execute("tick 1s") }
    _ = session.execute("goto 9999")
    let lines = session.execute("history 4").output.split(separator: "\n").dropLast().map(String.init)
    #expect(lines.first == "   seq  time      action")
    #expect(lines[1] == "     …  9997 earlier (history 10001 lists them all)")
    #expect(lines.dropFirst(2).map { $0.prefix(6) } == ["  9998", "> 9999", " 10000", " 10001"])
    let timeColumn = lines.dropFirst(2).map { $0.firstRange(of: "10:46")?.lowerBound.utf16Offset(in: $0) }
    #expect(Set(timeColumn).count == 1, "\(lines)")
  }

  @Test("history lists actions with seq and time, marks the cursor, and says how many are left out")
  func historyListing() {
    let session = Session.inMemory(start: Self.start)
    _ = run(session, ["add weather", "tick 1h", "add stocks", "goto 5"])
    #expect(
      session.execute("history 3").output == """
          seq  time   action
            …  3 earlier (history 6 lists them all)
            4  08:00  add weather small city=Beijing as w1
        >   5  08:00  tick to 2026-03-01T09:00:00Z
            6  09:00  add stocks small symbol=AAPL as w2
        > marks the cursor at seq 5; head returns to seq 6
        """)
    #expect(Session.inMemory(start: Self.start).execute("history").output.hasPrefix("  seq  time   action\n    1"))
  }

  @Test("forking a fork names the next free fork beside the original, and each file replays to its own state")
  func forkOfFork() throws {
    let dir = Widgetsim.temporaryDirectory()
    let path = dir.appendingPathComponent("x.jsonl").path
    let (session, _) = try Session.open(path: path, start: Self.start)
    _ = run(session, ["add weather", "tick 1h"])
    let original = try String(contentsOfFile: path, encoding: .utf8)
    _ = session.execute("back")
    #expect(
      session.execute("add stocks").output.hasPrefix("forked at seq 4: the new journal is \(dir.path)/x.fork-1.jsonl"))
    _ = session.execute("back 2")
    let second = session.execute("tick 2h")
    #expect(second.error == nil)
    #expect(
      second.output.contains("the new journal is \(dir.path)/x.fork-2.jsonl (\(dir.path)/x.fork-1.jsonl is unchanged)"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
    let first = try JournalReplay.replay(path: dir.appendingPathComponent("x.fork-1.jsonl").path)
    #expect(first.state.widgets.keys.sorted() == ["w1", "w2"])
    let forked = try JournalReplay.replay(path: session.path!)
    #expect(forked.state == session.head)
    #expect(forked.state.seq == 4)
    #expect(forked.state.now == Self.start + .hours(2))
  }

  @Test("a fork in memory keeps the prefix and the new action, and writes nothing")
  func forkInMemory() {
    let session = Session.inMemory(start: Self.start)
    _ = run(session, ["add weather", "tick 1h", "tick 1h"])
    _ = session.execute("goto 4")
    let outcome = session.execute("add todo list=inbox")
    #expect(outcome.output.hasPrefix("forked at seq 4\nadded w2 (todo"))
    #expect(session.path == nil)
    #expect(session.journal.count == 5)
    #expect(session.promptSeq == nil)
    #expect(session.head.now == Self.start)
  }

  @Test("an invalid action away from the head does not fork")
  func invalidActionDoesNotFork() throws {
    let dir = Widgetsim.temporaryDirectory()
    let path = dir.appendingPathComponent("x.jsonl").path
    let (session, _) = try Session.open(path: path, start: Self.start)
    _ = run(session, ["add weather", "tick 1h"])
    _ = session.execute("back")
    #expect(session.execute("add nothing").error != nil)
    #expect(session.promptSeq == 4)
    #expect(session.path == path)
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.fork-1.jsonl").path))
  }

  @Test("a tick that carries out several counted refreshes reports each with the count as it was then")
  func refreshCountsAsTheyWere() {
    let session = Session.inMemory(start: Self.start)
    _ = run(session, ["define gauge entries=3 every=10m data=gauge", "add gauge", "reload gauge"])
    let lines = session.execute("tick 30m").output.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "08:00 → 08:30", "  08:05 w1 refreshed (reload, counted 1/40, deferred from 08:00)",
        "  08:25 w1 refreshed (policy, counted 2/40)",
      ])
  }
}

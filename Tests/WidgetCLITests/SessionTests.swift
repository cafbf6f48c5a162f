import Foundation
import Testing
import WidgetJournal
import WidgetModel

@testable import WidgetCLI

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
    #expect(session.actions.count == 5)
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
    #expect(session.actions.count == 6)
    _ = session.execute("goto 99")
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
}

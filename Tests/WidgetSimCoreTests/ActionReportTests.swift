import Testing
import WidgetModel

@testable import WidgetSimCore

/// What the REPL says after an action: the widgets a reload concerns, merged requests, counted refreshes against a
/// naive recount, and a summary instead of thousands of lines.
@Suite("Reports after an action")
struct ActionReportTests {
  /// Runs `lines` in a new session (see `RendererTests.state`) and returns the output of the last one.
  static func report(_ lines: [String]) -> String {
    let session = RendererTests.session(lines.dropLast())
    let outcome = session.execute(lines.last!)
    precondition(outcome.error == nil, "\(lines.last!): \(outcome.error!)")
    return outcome.output
  }

  @Test("reload KIND lists only that kind's widgets as waiting")
  func reloadListsItsKindOnly() {
    let output = Self.report(["add stocks small", "add todo small list=x", "reload stocks", "reload todo"])
    #expect(output.contains("w2 waits"))
    #expect(!output.contains("w1"), "\(output)")
    let all = Self.report(["add stocks small", "add todo small list=x", "reload all"])
    #expect(all.contains("w1 waits") && all.contains("w2 waits"))
  }

  @Test("a reload that merges into a pending one says so")
  func merged() {
    let first = Self.report(["add stocks small", "reload stocks"])
    #expect(first.contains("w1 waits: due 08:00"))
    let second = Self.report(["add stocks small", "reload stocks", "reload stocks"])
    #expect(second.contains("w1 waits (merged into the request already pending): due 08:00"), "\(second)")
  }

  @Test("each counted refresh shows its rolling 24-hour count, as a naive recount over the whole history finds it")
  func countedMatchesNaiveRecount() {
    let session = Session.inMemory(start: RendererTests.start)
    var counted: [String: [Instant]] = [:]
    let setup = ["set budget=6", "set minInterval=0s", "add stocks small", "add weather small", "tick 1h"]
    let steps = (0..<40).map { $0 % 3 == 0 ? "reload all" : "tick \(17 + $0 * 7)m" }
    for line in setup + steps {
      let before = session.head
      let outcome = session.execute(line)
      #expect(outcome.error == nil)
      let action = try! session.journal.action(at: session.journal.count - 1)
      var copy = before
      let refreshes = copy.apply(action).filter { $0.cause != .added }
      let reported = outcome.output.split(separator: "\n").filter { $0.contains(" refreshed (") }
      #expect(reported.count == refreshes.count)
      for (refresh, line) in zip(refreshes, reported) {
        guard refresh.counted else {
          #expect(line.contains("not counted"))
          continue
        }
        counted[refresh.widget, default: []].append(refresh.at)
        let inWindow = counted[refresh.widget]!.filter { $0 > refresh.at - .days(1) && $0 <= refresh.at }.count
        #expect(line.contains("counted \(inWindow)/6"), "\(line)")
      }
    }
    #expect(counted.values.map(\.count).reduce(0, +) > 20)
  }

  @Test("a tick with more refreshes than a screenful sums them up per widget")
  func summary() {
    let output = Self.report(["add stocks small", "add weather small", "tick 30d"])
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "\(lines.prefix(6))")
    #expect(lines[1].hasSuffix("refreshes, summed up per widget (tick in shorter steps to see each one):"))
    #expect(lines[2].hasPrefix("  w1: 720 refreshes, 720 counted (at most 24/40 in 24h), from "))
    #expect(lines[3].hasPrefix("  w2: 180 refreshes, 180 counted (at most 6/40 in 24h), from "))
  }

  @Test(
    "a tick's summary dates each end when the other falls on another day, and writes the year when it differs",
    arguments: [
      ("2026-03-01T12:00:00Z", "tick 3h", "12:00 → 15:00"),
      ("2026-03-01T12:00:00Z", "tick to 11:00", "03-01 12:00 → 03-02 11:00"),
      ("2026-03-01T12:00:00Z", "tick 1d", "03-01 12:00 → 03-02 12:00"),
      ("2026-03-01T23:30:00Z", "tick 45m", "03-01 23:30 → 03-02 00:15"),
      ("2026-12-02T14:42:00Z", "tick 30d", "2026-12-02 14:42 → 2027-01-01 14:42"),
    ])
  func tickAcrossDays(start: String, line: String, expected: String) {
    let session = Session.inMemory(start: Instant(iso8601: start)!)
    #expect(session.execute(line).output == expected)
  }
}

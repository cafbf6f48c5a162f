import Foundation
import Testing
import WidgetJournal
import WidgetModel

@testable import WidgetCLI
@testable import WidgetChart

/// `widgetsim chart` of long journals: the journal is streamed rather than held, only the lanes drawn keep their
/// marks, and a chart whose lanes would hold more than a bound is refused with what to draw instead, never an abort.
@Suite("chart memory")
struct ChartMemoryTests {
  /// The chart of the journal at `path` (relative to the package), read as `widgetsim chart` reads it.
  static func draw(_ path: String, ids: [String]? = nil, marksMax: Int = ChartRecorder.marksHeldMax) throws
    -> ChartCommand.Drawn
  {
    let file = Widgetsim.packageRoot.appendingPathComponent(path).path
    let initial = JournalReplay.initialState(try JournalReplay.replay(path: file, to: 0).header)
    var input = ChartInput(title: "j.jsonl", start: initial.start)
    _ = try JournalReplay.replay(path: file) { state, action, _ in input.observe(state, action) }
    let count = input.count
    let source: ChartInput.Source = { body in
      try withoutActuallyEscaping(body) { body in
        _ = try JournalReplay.replay(path: file, to: count) { _, action, _ in body(action) }
      }
    }
    return try ChartCommand.draw(
      input, initial: initial, source: source, from: nil, to: nil, ids: ids, zone: .utc, marksMax: marksMax)
  }

  @Test("the lanes' marks past the bound refuse the chart, naming the options that draw less")
  func refusedOverTheBound() throws {
    let error = try #require(throws: ChartSizeError.self) {
      try Self.draw("journals/budget-spent.jsonl", marksMax: 20)
    }
    #expect(error.description.contains("would hold more than 20 marks"))
    #expect(error.description.contains("draw a shorter range (--from, --to) or fewer widgets (--widgets ID,…)"))
    // Under the bound, the same journal draws as `widgetsim chart` draws it.
    let drawn = try Self.draw("journals/budget-spent.jsonl")
    let run = try Widgetsim.run([
      "chart", Widgetsim.packageRoot.appendingPathComponent("journals/budget-spent.jsonl").path,
    ])
    #expect(run.stdout == drawn.svg.replacingOccurrences(of: "j.jsonl", with: "budget-spent.jsonl"))
  }

  @Test("a seq given to --from or --to is found in the stream: its clock, or past the end")
  func seqBounds() throws {
    let path = Widgetsim.packageRoot.appendingPathComponent("journals/budget-spent.jsonl").path
    let within = try Widgetsim.run(["chart", path, "--from", "4", "--to", "10"])
    #expect(within.status == 0 && within.stderr.isEmpty, "\(within.stderr)")
    #expect(within.stdout.contains("2026-03-01 08:00 – 2026-03-01 08:20 (20m)"))
    let past = try Widgetsim.run(["chart", path, "--from", "999"])
    #expect(past.status == 2)
    #expect(past.stderr.contains("--from 999 is past the end: the journal holds"))
  }
}

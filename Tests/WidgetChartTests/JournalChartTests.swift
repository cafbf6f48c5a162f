import Foundation
import Testing
import WidgetChart
import WidgetJournal
import WidgetModel
import WidgetTestSupport

/// The chart's drawing as a library: a program that holds a journal's actions draws the chart `widgetsim chart` draws.
@Suite("Charts drawn by a library user")
struct JournalChartTests {
  /// The recorded examples in journals/, by name without `.jsonl`.
  static let examples: [String] = {
    let folder = Widgetsim.packageRoot.appendingPathComponent("journals").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".jsonl") }.map { String($0.dropLast(6)) }.sorted()
  }()

  @Test("the chart of every recorded journal's actions is widgetsim chart's, byte for byte", arguments: examples)
  func sameAsTheCommand(name: String) throws {
    let path = Widgetsim.packageRoot.appendingPathComponent("journals/\(name).jsonl").path
    var actions: [Action] = []
    let replay = try JournalReplay.replay(path: path) { _, action, _ in actions.append(action) }
    #expect(replay.error == nil)
    let svg = try JournalChart.svg(
      of: actions, from: JournalReplay.initialState(replay.header), title: "\(name).jsonl")
    try Golden.check(svg, named: "chart-\(name).svg")
  }

  @Test("the widgets chosen are the lanes drawn, and a journal whose clock never moves is drawn over an hour")
  func chosenWidgets() throws {
    let start = Instant(iso8601: "2026-03-01T08:00:00Z")!
    let actions =
      BuiltinKinds.all.map { Action.kindDefined($0) } + [
        .widgetAdded(id: "w1", kind: "weather", family: .systemSmall, config: ["city": .string("Beijing")]),
        .widgetAdded(id: "w2", kind: "weather", family: .systemSmall, config: ["city": .string("Shanghai")]),
      ]
    let svg = try JournalChart.svg(of: actions, from: SimState(start: start), title: "two", widgets: ["w2"])
    #expect(svg.contains("Shanghai") && !svg.contains("Beijing"))
    #expect(svg.contains("08:00 – 2026-03-01 09:00 (1h)"), "\(svg.prefix(2_000))")
  }
}

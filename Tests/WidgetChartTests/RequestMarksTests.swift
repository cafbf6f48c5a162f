import Foundation
import Testing
import WidgetChart
import WidgetJournal
import WidgetModel
import WidgetTestSupport

/// The chart marks the requests a developer's provider made during each build, on the widget's lane: the example's
/// journal of a server that times out in the morning and comes back (Examples/WeatherWidget/journals).
@Suite("The chart's marks of a provider's requests")
struct RequestMarksTests {
  static func chart() throws -> String {
    let path = Widgetsim.packageRoot.appendingPathComponent("Examples/WeatherWidget/journals/server-morning.jsonl").path
    var actions: [Action] = []
    let replay = try JournalReplay.replay(path: path) { _, action, _ in actions.append(action) }
    #expect(replay.error == nil)
    return try JournalChart.svg(
      of: actions, from: JournalReplay.initialState(replay.header), title: "server-morning.jsonl")
  }

  @Test("each build that made requests has a mark whose tooltip lists them, filled when answered, hollow when not")
  func marks() throws {
    let svg = try Self.chart()
    let marks = svg.components(separatedBy: "<circle class=\"requests\"").dropFirst()
      .map { $0.components(separatedBy: "</circle>")[0] }
      .filter { $0.components(separatedBy: ">").dropFirst().first?.hasPrefix("<title") == true }  // not the legend's
    let hollow = marks.filter { $0.contains("fill=\"none\"") }
    let filled = marks.filter { !$0.contains("fill=\"none\"") }
    #expect(hollow.contains { $0.contains("timed out after") }, "\(hollow)")
    #expect(filled.contains { $0.contains(": 200 after") && !$0.contains("timed out") }, "\(filled)")
    #expect(marks.allSatisfy { $0.contains("build at") && $0.contains("asked: GET https://api.example.com/") })
    #expect(svg.contains("requests answered") && svg.contains("a request failed"))
  }

  @Test("a chart without requests has neither the marks nor their legend")
  func none() throws {
    let path = Widgetsim.packageRoot.appendingPathComponent("journals").appendingPathComponent(
      "app-budget-starved.jsonl")
    var actions: [Action] = []
    let replay = try JournalReplay.replay(path: path.path) { _, action, _ in actions.append(action) }
    let svg = try JournalChart.svg(of: actions, from: JournalReplay.initialState(replay.header), title: "crash")
    #expect(!svg.contains("class=\"requests\""))
    #expect(!svg.contains("requests answered"))
  }
}

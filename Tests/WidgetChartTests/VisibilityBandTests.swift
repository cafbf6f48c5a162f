import Testing
import WidgetModel

@testable import WidgetChart

/// The chart's visibility band: under each lane's status bar while the model said its widget was on screen
/// (`SimState.isVisible`), with a legend item only in a chart that has such a span.
@Suite("The chart's band of when each widget was on screen")
struct VisibilityBandTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// The chart data after `commands`, from a state with the built-in kinds.
  static func data(_ commands: [Command]) throws -> ChartData {
    var state = SimState(start: start)
    for kind in BuiltinKinds.all { state.apply(.kindDefined(kind)) }
    let recorder = ChartRecorder(state, zone: .utc, selected: nil)
    for command in commands {
      let action = try state.validate(command)
      state.apply(action)
      recorder.feed(action)
    }
    return recorder.data(title: "visibility", notes: [])
  }

  /// w1 on page 1 and w2 on page 2; the home screen from 08:10, the app in front from 08:40 to 08:55, then page 2
  /// until the end at 09:00.
  static let commands: [Command] = [
    .add(kind: "weather", family: nil, params: [], id: nil),
    .add(kind: "weather", family: nil, params: [KeyValue("page", "2")], id: nil), .tickBy("10m"), .device(["home"]),
    .tickBy("30m"), .app("foreground"), .tickBy("15m"), .app("background"), .device(["page", "2"]), .tickBy("5m"),
  ]

  @Test("each lane's spans are when the model said its widget was on screen")
  func spans() throws {
    let data = try Self.data(Self.commands)
    let spans = Dictionary(uniqueKeysWithValues: data.widgets.map { ($0.id, $0.visible) })
    #expect(spans["w1"] == [ChartData.Interval(from: Self.start + .minutes(10), to: Self.start + .minutes(40))])
    #expect(spans["w2"] == [ChartData.Interval(from: Self.start + .minutes(55), to: Self.start + .minutes(60))])
  }

  @Test("the band is drawn under the status bar from the first instant on screen to the last, with a legend item")
  func drawn() throws {
    let data = try Self.data(Self.commands)
    let chart = SVGChart(data: data, from: data.start, to: data.end, zone: .utc)
    let svg = chart.render()
    let axis = ChartAxis(
      from: data.start, to: data.end, zone: .utc, left: SVGChart.labelWidth, width: SVGChart.plotWidth)
    let x0 = axis.x(Self.start + .minutes(10))
    let width = axis.x(Self.start + .minutes(40)) - x0
    #expect(svg.contains("class=\"visible\" x=\"\(n(x0))\""), "\(svg)")
    #expect(svg.contains("width=\"\(n(width))\" height=\"3\""))
    #expect(svg.contains("w1 on screen from 08:10 to 08:40 (30m)"))
    #expect(svg.contains("w2 on screen from 08:55 to 09:00 (5m)"))
    #expect(svg.components(separatedBy: "class=\"visible\"").count == 3)
    #expect(svg.contains(">on screen<"))
  }

  @Test("a chart of a journal that never shows a widget has no band and no legend item")
  func none() throws {
    let data = try Self.data([.add(kind: "weather", family: nil, params: [], id: nil), .tickBy("1h")])
    let svg = SVGChart(data: data, from: data.start, to: data.end, zone: .utc).render()
    #expect(!svg.contains("class=\"visible\"") && !svg.contains(">on screen<"))
  }
}

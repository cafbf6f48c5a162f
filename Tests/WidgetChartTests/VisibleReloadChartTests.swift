import Testing
import WidgetModel

@testable import WidgetChart

/// The chart's request marks say what the reload filter decided: a reload of a widget on screen from the background
/// is free (`visibleReloadsFree`), not counted because the app was in the background.
@Suite("The chart's marks of a reload of a visible widget")
struct VisibleReloadChartTests {
  @Test("a request of a visible widget from the background is drawn free, an off-screen one's counted")
  func freeMark() throws {
    var state = SimState(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    for kind in BuiltinKinds.all { state.apply(.kindDefined(kind)) }
    let recorder = ChartRecorder(state, zone: .utc, selected: nil)
    let commands: [Command] = [
      .add(kind: "weather", family: nil, params: [], id: nil), .add(kind: "weather", family: nil, params: [], id: nil),
      .move(id: "w2", params: [KeyValue("page", "2")]), .device(["home"]), .app("background"),
      .set(name: "latency", value: "1m"), .reload(target: "weather"),
    ]
    for command in commands {
      let action = try state.validate(command)
      state.apply(action)
      recorder.feed(action)
    }
    let data = recorder.data(title: "visible", notes: [])
    let requests = Dictionary(uniqueKeysWithValues: data.widgets.map { ($0.id, $0.requests) })
    let visible = try #require(requests["w1"]?.last)
    let hidden = try #require(requests["w2"]?.last)
    #expect(!visible.counted)
    #expect(visible.detail.contains("(background: free: the widget is visible)"), "\(visible.detail)")
    #expect(hidden.counted)
    #expect(hidden.detail.contains("(background: counted)"), "\(hidden.detail)")
  }
}

import PropertyTesting
import Testing
import WidgetModel

/// The state diff of a failure report: the clock and the changed widget fields only.
@Suite("State diff")
struct StateDiffTests {
  @Test("a tick shows the clock and the fields that changed, nothing else")
  func tick() throws {
    var before = SimState(start: Instant(ms: 1_772_352_000_000))
    before.apply(.kindDefined(BuiltinKinds.weather))
    before.apply(.widgetAdded(id: "w1", kind: "weather", family: .systemSmall, config: ["city": .string("Beijing")]))
    var after = before
    after.apply(.clockTicked(to: before.now + .minutes(61)))
    let lines = StateDiff.lines(before: before, after: after)
    #expect(lines.first == "now: 2026-03-01T08:00:00Z → 2026-03-01T09:01:00Z")
    #expect(lines.contains("w1.display.entry: 1 → 2"))
    #expect(lines.contains("w1.display.entryDate: \"2026-03-01T08:00:00Z\" → \"2026-03-01T09:00:00Z\""))
    #expect(!lines.contains { $0.hasPrefix("w1.kind") || $0.hasPrefix("w1.config") })
  }

  @Test("added and removed widgets are one line each")
  func addedRemoved() {
    var before = SimState(start: Instant(ms: 0))
    before.apply(.kindDefined(BuiltinKinds.todo))
    before.apply(.widgetAdded(id: "a", kind: "todo", family: .systemSmall, config: [:]))
    var after = before
    after.apply(.widgetRemoved(id: "a"))
    after.apply(.widgetAdded(id: "b", kind: "todo", family: .systemSmall, config: [:]))
    #expect(StateDiff.lines(before: before, after: after) == ["a: removed", "b: added, blank"])
  }
}

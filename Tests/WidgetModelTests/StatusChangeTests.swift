import Testing
import WidgetModel

/// `SimState.nextStatusChange`: when what a widget shows changes by itself, which the chart samples at instead of
/// knowing when data expires.
@Suite("When a widget's status changes by itself")
struct StatusChangeTests {
  @Test("shown data changes a millisecond after its expiry, dated at the expiry: live up to it, stale after")
  func expiry() throws {
    var world = try TestWorld(
      "add weather small city=Beijing", #"data weather:Beijing {"temp":20}"#, "reload weather", "tick 5m")
    let widget = try #require(world.state.widgets["w1"])
    #expect(world.state.display(widget).status == .live)
    let change = try #require(world.state.nextStatusChange(widget, world.state.display(widget)))
    #expect(change.datedAt == TestWorld.start + .minutes(30))
    #expect(change.at == change.datedAt + TimeSpan(ms: 1))
    // The reload waited out the minimum interval; the data, written at 08:00, is fresh up to 08:30.
    try world.run("tick 25m")
    #expect(world.state.display(world.state.widgets["w1"]!).status == .live)
    try world.run("tick 1ms")
    #expect(world.state.display(world.state.widgets["w1"]!).status == .stale)
  }

  @Test("a widget showing no data, or data already expired, changes by itself never")
  func none() throws {
    var world = try TestWorld("add weather small city=Beijing")
    var widget = try #require(world.state.widgets["w1"])
    #expect(world.state.nextStatusChange(widget, world.state.display(widget)) == nil)
    try world.run(#"data weather:Beijing {"temp":20}"#, "reload weather", "tick 2h")
    widget = try #require(world.state.widgets["w1"])
    #expect(world.state.display(widget).status == .stale)
    #expect(world.state.nextStatusChange(widget, world.state.display(widget)) == nil)
  }
}

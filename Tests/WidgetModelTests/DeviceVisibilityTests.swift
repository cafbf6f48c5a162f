import Testing

@_spi(Testing) @testable import WidgetModel

/// docs/MODEL.md, "The device" and "The reload filter": which widgets are visible, and the app's reload of a visible
/// widget is free under `visibleReloadsFree`.
@Suite("The device, visibility and free reloads of visible widgets")
struct DeviceVisibilityTests {
  /// Two weather widgets on pages 1 and 2, and an accessory stocks-like widget, the clock a minute on so that a counted
  /// reload is deferred by the minimum interval.
  static func world(_ lines: String...) throws -> TestWorld {
    var world = try TestWorld(
      "define lock families=circular entries=1 every=1h policy=never data=lock", "add weather", "add weather",
      "move w2 page=2", "add lock", "tick 1m")
    try world.run(lines)
    return world
  }

  /// Which of w1, w2, w3 are visible.
  static func visible(_ world: TestWorld) -> [String] {
    world.state.orderedWidgets.filter { world.state.isVisible($0) }.map(\.id)
  }

  @Test(
    "a journal starts with another app in front; home shows its page's home screen widgets, lock the accessory ones",
    arguments: [
      ([String](), [String]()), (["device home"], ["w1"]), (["device home", "device page 2"], ["w2"]),
      (["device lock"], ["w3"]), (["device off"], []), (["device app Maps"], []),
      (["device home", "app foreground"], []), (["device home", "move w2 page=1"], ["w1", "w2"]),
    ])
  func visibility(lines: [String], expected: [String]) throws {
    var world = try Self.world()
    try world.run(lines)
    #expect(Self.visible(world) == expected)
  }

  @Test("a reload of a visible widget is free and at once; the invisible one's is counted and deferred")
  func visibleReloadIsFree() throws {
    var world = try Self.world("device home")
    #expect(lines(try world.run("reload weather")) == ["w1 08:01 reload free"])
    #expect(try world.widget("w1").timeline.freeRule == .visible)
    let other = try world.widget("w2")
    #expect(other.pending == PendingReload(dueAt: TestWorld.at("08:01"), counted: true))
    #expect(try world.widget("w1").countedBuilds == 0)
  }

  @Test("with visibleReloadsFree=false the visible widget's reload is counted like any background reload")
  func settingOff() throws {
    var world = try Self.world("device home", "set visibleReloadsFree=false")
    #expect(lines(try world.run("reload weather")).isEmpty)
    #expect(try world.widget("w1").pending == PendingReload(dueAt: TestWorld.at("08:01"), counted: true))
  }

  @Test("an accessory widget is free on the Lock Screen, and nothing is free with the screen off")
  func lockScreen() throws {
    var world = try Self.world("device lock")
    #expect(lines(try world.run("reload all")) == ["w3 08:01 reload free"])
    var off = try Self.world("device off")
    #expect(lines(try off.run("reload all")).isEmpty)
  }

  @Test("a free request waits the latency, and says which rule made it free")
  func freeWaitsLatency() throws {
    var world = try Self.world("device home", "set latency=20s")
    #expect(lines(try world.run("reload weather")).isEmpty)
    #expect(
      try world.widget("w1").pending
        == PendingReload(dueAt: TestWorld.at("08:01") + .seconds(20), counted: false, freeRule: .visible))
    #expect(lines(try world.run("tick 20s")) == ["w1 08:01:20 reload free"])
  }

  @Test("the canonical JSON leaves the device out until a device action, then says each widget's visibility")
  func canonicalJSON() throws {
    var world = try TestWorld("add weather")
    #expect(!world.state.json.contains("\"device\"") && !world.state.json.contains("\"visible\""))
    try world.run("device app Maps")
    #expect(world.state.json.contains("\"device\":{\"screen\":\"app\",\"app\":\"Maps\",\"page\":1}"))
    #expect(world.state.json.contains("\"visible\":false"))
    try world.run("device home")
    #expect(world.state.json.contains("\"visible\":true"))
  }

  @Test(
    "bad device words and pages are refused, naming the word",
    arguments: [
      ("device page 0", "page: '0' is not a page from 1 to 15"),
      ("device page 16", "page: '16' is not a page from 1 to 15"),
      ("move w1 page=x", "page: 'x' is not a page from 1 to 15"),
    ])
  func refused(line: String, message: String) throws {
    let world = try TestWorld("add weather")
    #expect(world.message(line) == message)
  }

  @Test("the planted visibleReloadCounted makes the visible widget's reload count")
  func plantedBug() throws {
    var world = try Self.world("device home")
    world.state.plantedBug = .visibleReloadCounted
    #expect(lines(try world.run("reload weather")).isEmpty)
    #expect(try world.widget("w1").pending?.counted == true)
  }
}

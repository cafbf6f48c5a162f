import Testing

@_spi(Testing) @testable import WidgetModel

/// docs/MODEL.md, "System reloads": a change of the device or an app update makes the system rebuild every widget of
/// the app at once, not counted; under `appUpdateReload=stale` the rebuild after an update fails and is tried again an
/// hour later.
@Suite("System reloads: device changes and app updates rebuild every widget")
struct SystemReloadTests {
  /// Two weather widgets (one on page 2) and a stocks widget, their budgets spent to one refresh so that a counted
  /// build would show, the clock ten minutes on.
  static func world(_ lines: String...) throws -> TestWorld {
    var world = try TestWorld("set budget=1", "add weather", "add weather", "move w2 page=2", "add stocks", "tick 10m")
    try world.run(lines)
    return world
  }

  @Test(
    "each system change rebuilds every widget at once, in the order they were added, not counted",
    arguments: ["device locale", "device timezone Europe/Paris", "device textsize", "device restart", "app update"])
  func rebuildsEveryWidget(command: String) throws {
    var world = try Self.world()
    let before = world.state
    #expect(lines(try world.run(command)) == ["w1 08:10 system free", "w2 08:10 system free", "w3 08:10 system free"])
    for id in ["w1", "w2", "w3"] {
      let widget = try world.widget(id)
      #expect(widget.timeline.cause == .system && !widget.timeline.counted)
      #expect(widget.timeline.generatedAt == TestWorld.at("08:10"))
      #expect(widget.countedBuilds == before.widgets[id]!.countedBuilds)
      #expect(widget.budget == before.widgets[id]!.budget)
      #expect(widget.builds == before.widgets[id]!.builds + 1)
    }
  }

  @Test("a system rebuild carries out a pending counted reload without counting it")
  func satisfiesPending() throws {
    var world = try Self.world("reload weather", "reload weather")
    let counted = try world.widget("w1").countedBuilds
    #expect(try world.widget("w1").pending?.counted == true)
    _ = try world.run("device locale")
    #expect(try world.widget("w1").pending == nil)
    #expect(try world.widget("w1").countedBuilds == counted)
  }

  @Test("device timezone remembers the zone in the device state and its JSON; the other changes leave the device as is")
  func timeZone() throws {
    var world = try Self.world()
    let json = world.state.json
    _ = try world.run("device restart")
    #expect(world.state.device == DeviceState())
    #expect(!world.state.json.contains("\"device\""))
    _ = try world.run("device timezone Asia/Shanghai")
    #expect(world.state.device.timeZone == "Asia/Shanghai")
    #expect(world.state.json.contains("\"device\":{\"screen\":\"app\",\"page\":1,\"timeZone\":\"Asia/Shanghai\"}"))
    #expect(json != world.state.json)
  }

  @Test(
    "appUpdateReload=stale: the rebuild fails, each widget keeps its timeline, the system tries again an hour later")
  func staleUpdate() throws {
    var world = try Self.world("set appUpdateReload=stale")
    let kept = try world.widget("w1").timeline
    #expect(
      lines(try world.run("app update"))
        == ["w1 08:10 system free failed", "w2 08:10 system free failed", "w3 08:10 system free failed"])
    let widget = try world.widget("w1")
    #expect(widget.timeline == kept)
    #expect(widget.failure?.cause == .system && widget.failure?.counted == false)
    #expect(widget.failure?.providerReason?.contains("bundleStubNotSupported") == true)
    #expect(widget.pending == PendingReload(dueAt: TestWorld.at("09:10"), counted: false, cause: .system))
    #expect(widget.nextRefresh == TestWorld.at("09:10") && !widget.nextRefreshCounted)
    #expect(lines(try world.run("tick 59m")).isEmpty)
    #expect(
      lines(try world.run("tick 1m")) == ["w1 09:10 system free", "w2 09:10 system free", "w3 09:10 system free"])
    #expect(try world.widget("w1").failure == nil)
    #expect(try world.widget("w1").countedBuilds == 0)
  }

  @Test("under appUpdateReload=stale only app update fails; a device change rebuilds as before")
  func staleOnlyForUpdates() throws {
    var world = try Self.world("set appUpdateReload=stale")
    #expect(lines(try world.run("device locale")).allSatisfy { !$0.hasSuffix("failed") })
  }

  @Test(
    "malformed system changes are refused, saying what and which words device takes",
    arguments: [
      ("device timezone", "timezone ZONE"), ("device locale fr", "locale"),
      ("device timezone \"a b\"", "a zone name such as"),
      ("device timezone ../etc", "a zone name such as Europe/Paris"), ("app upgrade", "update"),
    ])
  func refused(line: String, expected: String) throws {
    let world = try Self.world()
    let error = try #require(world.error(line))
    #expect(error.description.contains(expected), "\(error.description)")
  }
}

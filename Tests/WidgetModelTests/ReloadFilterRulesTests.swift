import Testing

@_spi(Testing) @testable import WidgetModel

/// docs/MODEL.md, "The reload filter": the rules after the visible one, in the system's order — an active session,
/// an App Intent that recently ran, the foreground throttle (`foregroundThrottle`), Developer Mode and a running app
/// (`runningAppReloads`).
@Suite("The reload filter's session, intent, throttle, Developer Mode and running-app rules")
struct ReloadFilterRulesTests {
  /// One weather widget, the clock a minute on (so a counted reload waits for the minimum interval), the app in the
  /// foreground under a one-minute throttle.
  static func foreground(_ lines: String...) throws -> TestWorld {
    var world = try TestWorld("add weather", "tick 1m", "set foregroundThrottle=1m", "app foreground")
    try world.run(lines)
    return world
  }

  @Test("in the foreground the first request goes through and a second inside the window is held for its end")
  func secondRequestHeld() throws {
    var world = try Self.foreground()
    #expect(lines(try world.run("reload weather")) == ["w1 08:01 reload free"])
    #expect(lines(try world.run("tick 10s", "reload weather")).isEmpty)
    #expect(
      try world.widget("w1").pending
        == PendingReload(dueAt: TestWorld.at("08:02"), counted: false, freeRule: .throttled))
    #expect(world.state.filter.throttleEnd == TestWorld.at("08:02") && world.state.filter.throttleHeld)
    // "Timer fired." … "Reloading for prior requested throttled reload": at the window's end, not counted.
    #expect(lines(try world.run("tick 5m")) == ["w1 08:02 reload free"])
    #expect(try world.widget("w1").timeline.freeRule == .throttled)
  }

  @Test("going to the background carries out the held request at once, before the window's end")
  func backgroundFlushes() throws {
    var world = try Self.foreground("reload weather", "tick 10s", "reload weather", "tick 20s")
    #expect(lines(try world.run("app background")) == ["w1 08:01:30 reload free"])
    #expect(world.state.filter == ReloadFilterState())
    #expect(try world.widget("w1").countedBuilds == 0)
  }

  @Test("the timer's reload opens the next window, and a request after a whole window goes through at once")
  func windowsChain() throws {
    var world = try Self.foreground("reload weather", "tick 10s", "reload weather", "tick to 08:02:30")
    // The held request was carried out at 08:02, which opened a window to 08:03.
    #expect(lines(try world.run("reload weather")).isEmpty)
    #expect(try world.widget("w1").pending?.dueAt == TestWorld.at("08:03"))
    #expect(
      lines(try world.run("tick to 08:05", "reload weather")) == ["w1 08:03 reload free", "w1 08:05 reload free"])
  }

  @Test("with foregroundThrottle=none every foreground request is carried out at once, as before")
  func noThrottle() throws {
    var world = try TestWorld("add weather", "tick 1m", "app foreground")
    #expect(
      lines(try world.run("reload weather", "tick 10s", "reload weather")) == [
        "w1 08:01 reload free", "w1 08:01:10 reload free",
      ])
    #expect(world.state.filter.isDefault)
  }

  @Test("foregroundReloads=onBackground still holds every foreground request, the first too, whatever the throttle")
  func onBackgroundKeepsItsMeaning() throws {
    var world = try Self.foreground("set foregroundReloads=onBackground")
    #expect(lines(try world.run("reload weather")).isEmpty)
    #expect(try world.widget("w1").pending == PendingReload(dueAt: TestWorld.at("08:01"), counted: false, held: true))
    #expect(lines(try world.run("tick 1h", "app background")) == ["w1 09:01 reload free (due 08:01)"])
  }

  @Test("an active session makes reloads free in the background and unthrottled in the foreground")
  func session() throws {
    var world = try TestWorld("add weather", "tick 1m", "app session navigation on")
    #expect(lines(try world.run("reload weather")) == ["w1 08:01 reload free"])
    #expect(try world.widget("w1").timeline.freeRule == .session)
    var foreground = try Self.foreground("app session audio on", "reload weather", "tick 10s")
    #expect(lines(try foreground.run("reload weather")) == ["w1 08:01:10 reload free"])
    try foreground.run("app session audio off", "tick 10s")
    #expect(lines(try foreground.run("reload weather")) == ["w1 08:01:20 reload free"])
  }

  @Test("a reload within intentReloadWindow of an App Intent is free, one after it is counted")
  func intent() throws {
    var world = try TestWorld("add weather", "tick 1m", "set intentReloadWindow=2m", "app intent", "tick 1m59s")
    #expect(lines(try world.run("reload weather")) == ["w1 08:02:59 reload free"])
    #expect(try world.widget("w1").timeline.freeRule == .intent)
    try world.run("tick 1s")
    #expect(lines(try world.run("reload weather")).isEmpty)
    #expect(try world.widget("w1").pending?.counted == true)
  }

  @Test("Developer Mode never holds or counts the app's reloads")
  func developerMode() throws {
    var world = try Self.foreground("set developerMode=true", "reload weather", "tick 10s")
    #expect(lines(try world.run("reload weather")) == ["w1 08:01:10 reload free"])
    try world.run("app background", "tick 10s")
    #expect(lines(try world.run("reload weather")) == ["w1 08:01:20 reload free"])
    #expect(try world.widget("w1").timeline.freeRule == .developerMode)
  }

  @Test("runningAppReloads=free makes the background app's reload free; counted keeps it counted")
  func runningApp() throws {
    var world = try TestWorld("add weather", "tick 1m", "set runningAppReloads=free")
    #expect(lines(try world.run("reload weather")) == ["w1 08:01 reload free"])
    #expect(try world.widget("w1").timeline.freeRule == .runningApp)
    try world.run("set runningAppReloads=counted")
    #expect(lines(try world.run("reload weather")).isEmpty)
  }

  @Test("a provider's own reload is never made free by the app's session")
  func providerReloadStillCounted() throws {
    var state = try TestWorld("add weather", "tick 1m", "app session audio on").state
    var log = RefreshLog(keeps: true)
    state.requestReload(.kind("weather"), counted: true, log: &log)
    #expect(state.widgets["w1"]?.pending?.counted == true)
  }
}

import Testing

@testable import WidgetModel

/// docs/MODEL.md, "Settings" and "Refresh: policy, requests, budget": under `foregroundReloads=onBackground` a reload
/// requested while the app is in the foreground is held, and carried out, not counted, when the app goes to the
/// background.
@Suite("Foreground reloads held until the background")
struct ForegroundReloadsTests {
  /// A weather widget (due 12:00 by its policy) whose app went to the foreground and asked for a reload at 08:10.
  static func world(_ when: String) throws -> (TestWorld, [Refresh]) {
    var world = try TestWorld("set foregroundReloads=\(when)", "add weather", "app foreground", "tick 10m")
    let log = try world.run("reload weather")
    return (world, log)
  }

  @Test("held: nothing is built in the foreground; the build comes, not counted, exactly when the app leaves it")
  func heldUntilBackground() throws {
    var (world, log) = try Self.world("onBackground")
    #expect(log.isEmpty)
    let widget = try world.widget("w1")
    #expect(widget.pending == PendingReload(dueAt: TestWorld.at("08:10"), counted: false, held: true))
    #expect(widget.nextRefresh == TestWorld.at("12:00") && widget.nextRefreshCounted)
    #expect(lines(try world.run("tick 50m")).isEmpty)
    #expect(lines(try world.run("app background")) == ["w1 09:00 reload free (due 08:10)"])
    let built = try world.widget("w1")
    #expect(built.pending == nil && built.countedBuilds == 0 && world.state.budgetUsed(built) == 0)
    #expect(built.timeline.cause == .reload && !built.timeline.counted)
  }

  @Test("immediate (the default): the foreground reload is built at once, not counted")
  func immediateBuildsAtOnce() throws {
    let (_, log) = try Self.world("immediate")
    #expect(lines(log) == ["w1 08:10 reload free"])
  }

  @Test("a held reload ignores the latency: it is carried out at the backgrounding itself")
  func heldIgnoresLatency() throws {
    var world = try TestWorld(
      "set foregroundReloads=onBackground", "set latency=20s", "add weather", "app foreground", "reload weather",
      "tick 1m")
    #expect(lines(try world.run("app background")) == ["w1 08:01 reload free (due 08:00)"])
  }

  @Test("a reload requested in the background is counted as usual, never held")
  func backgroundNotHeld() throws {
    var world = try TestWorld("set foregroundReloads=onBackground", "add weather", "tick 10m")
    #expect(lines(try world.run("reload weather")) == ["w1 08:10 reload counted"])
  }

  @Test("a build before the backgrounding carries the held reload out; leaving the foreground then builds nothing")
  func policyBuildCarriesItOut() throws {
    var world = try TestWorld(
      "set foregroundReloads=onBackground", "add stocks", "app foreground", "tick 10m", "reload stocks")
    #expect(lines(try world.run("tick to 09:00")) == ["w1 09:00 policy counted"])
    #expect(try world.widget("w1").pending == nil)
    #expect(lines(try world.run("app background")).isEmpty)
  }

  @Test("setting foregroundReloads back to immediate carries out what was held, at once and not counted")
  func switchingBackReleases() throws {
    var (world, _) = try Self.world("onBackground")
    try world.run("tick 10m")
    #expect(lines(try world.run("set foregroundReloads=immediate")) == ["w1 08:20 reload free (due 08:10)"])
  }

  @Test("why says a reload is held and when it will be carried out; the JSON marks it held")
  func whyAndJSON() throws {
    let (world, _) = try Self.world("onBackground")
    let why = Narrator(world.state).why(try world.widget("w1")).joined(separator: "\n")
    #expect(
      why.contains(
        "A reload requested at 08:10 while the app was in the foreground is held (foregroundReloads=onBackground): it is carried out, not counted, when the app goes to the background"
      ))
    #expect(
      world.json("w1")?["timeline"]?["pending"]?.serialized
        == #"{"dueAt":"2026-03-01T08:10:00Z","counted":false,"held":true}"#)
    #expect(world.json["settings"]?["foregroundReloads"] == .string("onBackground"))
  }

  @Test("a held reload joins a counted request pending already: that one's build carries both out, not counted")
  func heldJoinsPending() throws {
    var world = try TestWorld(
      "set foregroundReloads=onBackground", "set latency=30m", "add weather", "reload weather", "app foreground",
      "tick 10m", "reload weather")
    #expect(try world.widget("w1").pending == PendingReload(dueAt: TestWorld.at("08:30"), counted: false))
    #expect(lines(try world.run("tick 20m")) == ["w1 08:30 reload free"])
  }
}

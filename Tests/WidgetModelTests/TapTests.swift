import Testing

@_spi(Testing) @testable import WidgetModel

/// docs/MODEL.md, "Taps": a kind's button or toggle (`intent KIND NAME writes KEY VALUE [after=DUR]`) and a tap on a
/// widget (`tap ID NAME`): refused unless the user can see the widget on an unlocked device; otherwise the intent's
/// write lands, the widget is rebuilt at once, not counted, and the intent window opens.
@Suite("Taps on interactive widgets")
struct TapTests {
  /// A todo widget on the home screen whose kind has a button `done` writing `todo:home`.
  static func world(after: String = "", _ lines: String...) throws -> TestWorld {
    var world = try TestWorld(
      "add todo list=home", "data todo:home [\"milk\"]", "tick 1m",
      "intent todo done writes todo:home [] \(after)", "device home")
    try world.run(lines)
    return world
  }

  @Test("a tap rebuilds the tapped widget at once, not counted, and opens the App Intent window")
  func rebuildsAtOnce() throws {
    var world = try Self.world()
    #expect(lines(try world.run("tap w1 done")) == ["w1 08:01 tapped free"])
    let widget = try world.widget("w1")
    #expect(widget.timeline.cause == .tapped && !widget.timeline.counted && widget.countedBuilds == 0)
    #expect(world.state.filter.intentRanAt == TestWorld.at("08:01"))
    // A write before perform() returns is what the rebuilt timeline shows.
    #expect(widget.timeline.data?.value == .array([]))
    #expect(try world.display("w1").status == .live)
    // The intent window: the app's reload from the background a moment later is free.
    try world.run("device app Mail", "tick 10s")
    #expect(lines(try world.run("reload todo")) == ["w1 08:01:10 reload free"])
    #expect(try world.widget("w1").timeline.freeRule == .intent)
  }

  @Test("a tap is refused while the widget is not on screen, saying why")
  func refusedOffScreen() throws {
    var world = try Self.world()
    try world.run("device app Mail")
    #expect(
      world.message("tap w1 done")
        == "tap w1 done: refused: another app (Mail) is in front, so w1 is not on screen (device home shows the home screen); a widget's buttons work only where the user sees it, unlocked"
    )
    try world.run("device home", "move w1 page=2")
    #expect(world.message("tap w1 done").contains("w1 is on home screen page 2 and page 1 is showing"))
    try world.run("move w1 page=1", "app foreground")
    #expect(world.message("tap w1 done").contains("the app is in front, so w1 is not on screen"))
  }

  @Test("a tap is refused on a locked device, even on a Lock Screen widget the user sees")
  func refusedLocked() throws {
    var world = try TestWorld(
      "define glance families=accessoryRectangular data=glance", "add glance", "intent glance open writes glance 1",
      "device lock")
    #expect(try world.widget("w1").family == .accessoryRectangular)
    #expect(world.state.isVisible(try world.widget("w1")))
    #expect(world.message("tap w1 open").contains("the device is locked"))
  }

  @Test("a tap names an intent of the widget's kind; intent checks its kind, name and delay")
  func checked() throws {
    var world = try Self.world()
    #expect(world.message("tap w1 undo").contains("'undo' is not an option of tap w1 (kind todo)"))
    #expect(world.message("intent todo done writes todo:home 1").contains("todo has it already"))
    #expect(world.message("intent nope done writes k 1").contains("no kind 'nope'"))
    #expect(world.message("intent todo later writes k 1 after=2h").contains("a duration up to 1h"))
  }

  @Test("a write that lands after the rebuild races it: the rebuilt timeline shows the old data, then it is stale")
  func race() throws {
    var world = try Self.world(after: "after=1s", "tap w1 done")
    #expect(try world.widget("w1").timeline.data?.value == .array([.string("milk")]))
    #expect(world.state.intents.pendingWrites.count == 1)
    #expect(world.state.tapRace(try world.widget("w1"))?.landsAt == TestWorld.at("2026-03-01T08:01:01Z"))
    try world.run("tick 5s")
    #expect(world.state.intents.pendingWrites.isEmpty)
    #expect(world.state.cache["todo:home"]?.writtenAt == TestWorld.at("2026-03-01T08:01:01Z"))
    #expect(try world.display("w1").status == .stale)
    let why = Narrator(world.state).why(try world.widget("w1"))
    #expect(
      why.contains(
        "A tap raced its write: the timeline was rebuilt at 08:01:00, when perform() returned; the intent's write of todo:home landed at 08:01:01; await the write before returning."
      ))
    // A reload reads the write: the race is over.
    try world.run("reload todo")
    #expect(world.state.tapRace(try world.widget("w1")) == nil)
    #expect(try world.display("w1").status == .live)
  }

  @Test("a write lands at its instant within a tick: builds before it read the old data, a build at it the new")
  func landsInOrder() throws {
    var world = try Self.world(after: "after=30m", "tap w1 done", "add weather", "add todo list=home")
    // w2 is added before the write lands and has policy never: it shows the old data too.
    try world.run("tick 1h")
    #expect(world.state.cache["todo:home"]?.writtenAt == TestWorld.at("08:31"))
    #expect(try world.display("w3").status == .stale)
    #expect(world.state.tapRace(try world.widget("w3")) == nil)
    // A build due exactly when a write lands reads it, as it would read a data written then.
    var same = try Self.world(after: "after=1s", "set latency=1s", "tap w1 done", "reload todo")
    #expect(try same.widget("w1").pending?.dueAt == TestWorld.at("2026-03-01T08:01:01Z"))
    #expect(lines(try same.run("tick 5s")) == ["w1 08:01:01 reload free"])
    #expect(try same.widget("w1").timeline.data?.value == .array([]))
  }

  @Test("a tick carried out in steps lands the write as the tick at once does")
  func steppedTick() throws {
    let world = try Self.world(after: "after=90s", "tap w1 done")
    var stepped = world.state
    var atOnce = world.state
    _ = stepped.applyTick(to: TestWorld.at("08:10"), step: .minutes(1), shouldStop: { false })
    atOnce.apply(.clockTicked(to: TestWorld.at("08:10")))
    #expect(stepped.cache["todo:home"]?.writtenAt == TestWorld.at("2026-03-01T08:02:30Z"))
    #expect(stepped.digest == atOnce.digest)
  }

  @Test("while the App Group is unavailable the intent's write is lost: the extension shares no other container")
  func lostWithoutAppGroup() throws {
    var world = try Self.world("appgroup off", "tap w1 done")
    #expect(world.state.cache["todo:home"]?.value == .array([.string("milk")]))
    #expect(world.state.appCache["todo:home"] == nil)
  }

  @Test("the canonical JSON writes the intents only once one is declared")
  func json() throws {
    var world = try TestWorld("add todo list=home")
    #expect(!world.state.json.contains("\"intents\""))
    try world.run("intent todo done writes todo:home [] after=1s", "device home", "tap w1 done")
    #expect(
      world.state.json.contains(
        "\"intents\":{\"defined\":[{\"kind\":\"todo\",\"name\":\"done\",\"key\":\"todo:home\",\"value\":[],\"after\":\"1s\"}],\"pendingWrites\":[{\"landsAt\":\"2026-03-01T08:00:01Z\",\"key\":\"todo:home\",\"value\":[],\"widget\":\"w1\",\"intent\":\"done\"}],\"taps\":[{\"widget\":\"w1\",\"intent\":\"done\",\"at\":\"2026-03-01T08:00:00Z\",\"key\":\"todo:home\",\"landsAt\":\"2026-03-01T08:00:01Z\"}]}"
      ))
  }
}

/// `doctor`'s `tapRacedWrite` and the status change a landing write makes (docs/DOCTOR.md, "Taps").
@Suite("The write race in doctor and in the widget's status changes")
struct TapRaceFindingTests {
  @Test("doctor reports a widget still showing the rebuild its tap's write landed after, and not once it is reloaded")
  func finding() throws {
    var world = try DoctorWorld(
      "add todo list=home", "data todo:home [\"milk\"]", "tick 1m", "intent todo done writes todo:home [] after=1s",
      "device home", "tap w1 done")
    #expect(world.findings(.tapRacedWrite).isEmpty, "the write has not landed yet")
    try world.run("tick 5s")
    let found = world.findings(.tapRacedWrite)
    #expect(
      found.map(\.sentence) == [
        "w1: shows the old data after a tap on done: the timeline was rebuilt at 08:01:00, when perform() returned, but the intent's write of todo:home landed at 08:01:01, 1s later, so the first tap seems to do nothing. Fix: await the write before returning from perform() (the system reloads the timeline when perform() returns: Apple, \"Adding interactivity to widgets and Live Activities\")."
      ])
    #expect(found.first?.evidence == [9])
    #expect(world.findings(.notLive).isEmpty)
    try world.run("reload todo")
    #expect(world.findings(.tapRacedWrite).isEmpty)
  }

  @Test("a widget reading the key a tap's write lands on may change status then, by itself")
  func statusChange() throws {
    let world = try TapTests.world(after: "after=1s", "tap w1 done")
    let widget = try world.widget("w1")
    #expect(
      world.state.nextStatusChange(widget, world.state.display(widget))?.at
        == TestWorld.at("2026-03-01T08:01:01Z"))
  }
}

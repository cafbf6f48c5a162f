import Testing
import WidgetModel

/// docs/MODEL.md, "Containers" and "Status": where the app's writes and the provider's answers land, which of them a
/// provider reads, and when a copy it could read makes a widget stale.
@Suite("Containers and the stale rule")
struct ContainerTests {
  @Test("the app's writes land in the App Group container while it is available, in its own sandbox while not")
  func appWritesByAppGroup() throws {
    let world = try TestWorld("data k 1", "appgroup off", "data k 2", "data sandboxOnly 3", "appgroup on")
    #expect(world.state.cache["k"]?.value == .int(1) && world.state.appCache["k"]?.value == .int(2))
    #expect(world.state.cache["sandboxOnly"] == nil && world.state.appCache["sandboxOnly"]?.value == .int(3))
    #expect(
      world.json["cache"]?.serialized
        == #"[{"key":"k","container":"appGroup","writtenAt":"2026-03-01T08:00:00Z","ttl":null,"value":1},"#
        + #"{"key":"k","container":"app","writtenAt":"2026-03-01T08:00:00Z","ttl":null,"value":2},"#
        + #"{"key":"sandboxOnly","container":"app","writtenAt":"2026-03-01T08:00:00Z","ttl":null,"value":3}]"#)
  }

  @Test("no widget reads the app's sandbox, while the App Group is unavailable or after it is back")
  func sandboxNeverRead() throws {
    var world = try TestWorld(
      "define plain families=small data=k", "define own families=small data=k appgroup=no", "data k old",
      "appgroup off", "data k new", "add plain", "add own")
    #expect(try world.widget("w1").timeline.missingReason == .appGroupUnavailable)
    #expect(try world.widget("w2").timeline.missingReason == .noData)
    #expect(try world.display("w1").status == .placeholder && world.display("w2").status == .placeholder)
    try world.run("appgroup on")
    // The App Group's older copy is readable again and w1 shows nothing; the sandbox's newer one stays unread.
    #expect(try world.display("w1").status == .stale && world.display("w1").newerData?.value == .string("old"))
    #expect(try world.display("w2").status == .placeholder)
    try world.run("app foreground", "reload all")
    #expect(try world.display("w1").content == .string("old") && world.display("w1").status == .live)
    #expect(try world.widget("w1").timeline.data?.container == .appGroup)
    #expect(try world.display("w2").content == nil && world.display("w2").status == .placeholder)
    // A key written only while the App Group was unavailable has no readable copy at all.
    try world.run("define solo families=small data=solo", "appgroup off", "data solo x", "appgroup on", "add solo")
    #expect(try world.widget("w3").timeline.missingReason == .noData && world.display("w3").status == .placeholder)
    #expect(world.state.readableCopy(of: "solo", kind: "solo") == nil)
  }

  @Test("the newest copy of the containers a kind reads wins by the order of the actions, even at the same instant")
  func newestByActionOrder() throws {
    var world = try TestWorld(
      "define fc families=small data=k fetch=network", "app foreground", "data k 1", "net k 2", "add fc",
      "net k error")
    #expect(try world.widget("w1").timeline.data?.container == .extension)
    // Written at the same instant as the extension's copy, by a later action: newer.
    try world.run("data k 3")
    #expect(try world.display("w1").status == .stale && world.display("w1").newerData?.value == .int(3))
    try world.run("reload fc")
    #expect(try world.display("w1").content == .int(3) && world.display("w1").source == .cache)
    #expect(try world.widget("w1").timeline.data?.container == .appGroup)
    try world.run("net k 4", "reload fc", "net k error", "reload fc")
    #expect(try world.display("w1").content == .int(4) && world.display("w1").status == .live)
    #expect(try world.widget("w1").timeline.data?.container == .extension)
    #expect(world.state.readableCopy(of: "k", kind: "fc")?.container == .extension)
  }

  @Test("a kind that reads the App Group falls back to the extension's copy while the App Group is unavailable")
  func extensionWhileAppGroupOff() throws {
    var world = try TestWorld(
      "define fc families=small data=k fetch=network", "app foreground", "net k 1", "add fc", "data k 2",
      "appgroup off", "net k error", "reload fc")
    #expect(try world.display("w1").content == .int(1) && world.display("w1").source == .cache)
    #expect(try world.display("w1").status == .live)
    #expect(world.state.readableCopy(of: "k", kind: "fc")?.container == .extension)
    try world.run("appgroup on")
    #expect(try world.display("w1").status == .stale && world.display("w1").newerData?.value == .int(2))
    #expect(world.state.readableCopy(of: "k", kind: "fc")?.container == .appGroup)
  }

  @Test("an appgroup=no kind reads only the extension's container, and so do its readable copies")
  func appGroupNoReadsExtension() throws {
    var world = try TestWorld(
      "define own families=small data=k appgroup=no fetch=network", "app foreground", "data k 1", "add own")
    #expect(try world.widget("w1").timeline.missingReason == .noData)
    #expect(world.state.readableCopy(of: "k", kind: "own") == nil)
    #expect(try world.display("w1").status == .placeholder)
    try world.run("net k 2", "reload own", "data k 3")
    #expect(try world.display("w1").content == .int(2) && world.display("w1").status == .live)
    try world.run("net k error", "reload own")
    #expect(try world.display("w1").content == .int(2) && world.display("w1").source == .cache)
    #expect(world.state.readableCopy(of: "k", kind: "own")?.container == .extension)
  }

  @Test("a copy fetched for another widget of the same key by a later action makes a widget stale; one action's do not")
  func fetchedCopiesAndStaleness() throws {
    var world = try TestWorld(
      "define fc families=small entries=1 every=1h policy=after:30m data=k fetch=network ttl=1h", "net k 1", "add fc")
    try world.run("add fc")
    // w2's fetch stored the same answer again, by a later action than the copy w1 shows.
    #expect(try world.display("w1").status == .stale && world.display("w2").status == .live)
    // Both are rebuilt during one tick: each copy is written by the same action, so neither is newer.
    #expect(lines(try world.run("tick 30m")) == ["w1 08:30 policy counted", "w2 08:30 policy counted"])
    #expect(try world.display("w1").status == .live && world.display("w2").status == .live)
  }

  @Test("under expired=fallback a copy exactly ttl old is shown, and one a millisecond older gives the fallback")
  func expiredFallbackBoundary() throws {
    var world = try TestWorld(
      "define ef families=small data=k ttl=30m expired=fallback fallbackPolicy=after:5m", "data k 1", "tick 30m",
      "add ef")
    #expect(try world.display("w1").content == .int(1) && world.display("w1").status == .live)
    try world.run("tick 1ms", "add ef")
    let widget = try world.widget("w2")
    #expect(widget.timeline.data == nil && widget.timeline.missingReason == .expired(writtenAt: TestWorld.start))
    #expect(widget.timeline.policy == .after(.minutes(5)) && widget.timeline.source == .fallback)
    #expect(try world.display("w2").status == .placeholder && world.display("w1").status == .stale)
    // The data's own ttl is the one that applies, shorter or longer than the kind's.
    try world.run("data k 2 ttl=1m", "tick 1m1ms", "add ef")
    #expect(
      try world.widget("w3").timeline.missingReason == .expired(writtenAt: TestWorld.at("2026-03-01T08:30:00.001Z")))
    try world.run("data k 3 ttl=2h", "tick 1h", "add ef")
    #expect(try world.display("w4").content == .int(3) && world.display("w4").status == .live)
  }

  @Test("under expired=show a copy past its ttl is shown, and the widget is stale")
  func expiredShow() throws {
    let world = try TestWorld("define es families=small data=k ttl=30m", "data k 1", "tick 31m", "add es")
    #expect(try world.display("w1").content == .int(1) && world.display("w1").source == .cache)
    #expect(try world.display("w1").status == .stale && world.display("w1").dataState == .expired)
  }

  @Test("under expired=fallback a newer copy past its ttl is not waiting; under expired=show it is")
  func expiredNewerCopy() throws {
    var world = try TestWorld(
      "define ef families=small data=k ttl=30m expired=fallback", "define es families=small data=k ttl=30m",
      "add ef", "add es", "data k 1 ttl=1m", "tick 1m")
    #expect(try world.display("w1").status == .stale && world.display("w2").status == .stale)
    try world.run("tick 1ms")
    #expect(try world.display("w1").status == .placeholder && world.display("w1").newerData == nil)
    #expect(try world.display("w2").status == .stale)
  }
}

import Testing
import WidgetModel

/// docs/MODEL.md, "The provider's fetch": a kind with `fetch=network` asks the server first, within its timeout and
/// the provider deadline, then falls back to the caches, then to its fallback; each outcome asks for its own policy,
/// and a build that runs past the deadline fails.
@Suite("The provider's fetch")
struct FetchTests {
  @Test("a fetch answers when the server takes exactly the timeout, and times out a millisecond later")
  func tookAgainstTimeout() throws {
    var world = try TestWorld("define fc families=small data=fc fetch=network timeout=3s", "net fc 1 took=3s", "add fc")
    #expect(try world.widget("w1").timeline.fetch == .answered(took: .seconds(3)))
    #expect(try world.display("w1").source == .network && world.display("w1").content == .int(1))
    #expect(world.json("w1")?["timeline"]?["fetch"] == .string("answered"))
    try world.run("net fc 2 took=3001ms", "app foreground", "reload fc")
    let widget = try world.widget("w1")
    #expect(widget.timeline.fetch == .timedOut(after: .seconds(3)))
    #expect(widget.timeline.cause == .reload && widget.failure == nil)
    // The provider gave up on the server and shows the copy its first fetch stored.
    #expect(try world.display("w1").source == .cache && world.display("w1").content == .int(1))
    #expect(world.json("w1")?["timeline"]?["fetch"] == .string("timeout"))
  }

  @Test("a fetch that waits exactly the provider deadline builds; a millisecond longer fails the build")
  func waitedAgainstDeadline() throws {
    let world = try TestWorld(
      "define atDeadline families=small data=k fetch=network timeout=5s",
      "define pastDeadline families=small data=k fetch=network timeout=5001ms", "net k timeout", "add atDeadline",
      "add pastDeadline")
    let built = try world.widget("w1")
    #expect(built.failure == nil && built.timeline.fetch == .timedOut(after: .seconds(5)))
    #expect(built.timeline.missingReason == .noData && built.timeline.source == .fallback)
    let failed = try world.widget("w2")
    let failure = try #require(failed.failure)
    #expect(failure.at == TestWorld.start && failure.seq == world.state.seq)
    #expect(failure.fetch == .timedOut(after: TimeSpan(ms: 5001)) && failure.deadline == .seconds(5))
    #expect(failure.cause == .added && !failure.counted)
    #expect(failed.timeline.missingReason == .buildFailed)
  }

  @Test("a server slower than the deadline fails the build within the kind's timeout; the widget keeps its timeline")
  func slowServerKeepsTimeline() throws {
    var world = try TestWorld(
      "define slow families=small entries=3 every=1h policy=after:30m data=k fetch=network timeout=10s",
      "net k 1 took=5s", "add slow")
    let before = try world.widget("w1")
    #expect(before.failure == nil && before.timeline.fetch == .answered(took: .seconds(5)))
    #expect(try world.display("w1").content == .int(1))
    #expect(
      lines(try world.run("net k 2 took=5001ms", "app foreground", "reload slow")) == ["w1 08:00 reload free failed"])
    let after = try world.widget("w1")
    #expect(after.timeline == before.timeline)
    #expect(after.failure?.fetch == .answered(took: TimeSpan(ms: 5001)) && after.failure?.cause == .reload)
    #expect(try world.display("w1").content == .int(1) && world.display("w1").source == .network)
    #expect(world.state.extensionCache["k"]?.value == .int(1))
    #expect(
      world.json("w1")?["timeline"]?["failure"]?.serialized
        == #"{"at":"2026-03-01T08:00:00Z","fetch":"answered","waited":"5s1ms"}"#)
  }

  @Test("a failed counted build counts and an uncounted one does not; the widget is due again retryAfter later")
  func failedBuildsCountAndRetry() throws {
    var world = try TestWorld(
      "define slow families=small entries=3 every=1h policy=after:30m data=k fetch=network timeout=10s",
      "net k 1 took=6s")
    #expect(lines(try world.run("add slow")) == ["w1 08:00 added free failed"])
    var widget = try world.widget("w1")
    #expect(widget.builds == 1 && widget.countedBuilds == 0 && world.state.budgetUsed(widget) == 0)
    #expect(widget.nextRefresh == TestWorld.at("09:00"))
    #expect(lines(try world.run("tick 1h")) == ["w1 09:00 policy counted failed"])
    widget = try world.widget("w1")
    #expect(widget.builds == 2 && widget.countedBuilds == 1 && world.state.budgetUsed(widget) == 1)
    #expect(widget.failure?.at == TestWorld.at("09:00") && widget.failure?.counted == true)
    #expect(widget.nextRefresh == TestWorld.at("10:00"))
    #expect(lines(try world.run("app foreground", "reload slow")) == ["w1 09:00 reload free failed"])
    widget = try world.widget("w1")
    #expect(widget.builds == 3 && widget.countedBuilds == 1 && world.state.budgetUsed(widget) == 1)
    #expect(widget.failure?.cause == .reload && widget.failure?.counted == false)
    // retryAfter applies at once, from the failed build, whatever the policy says.
    try world.run("set retryAfter=20m")
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("09:20"))
    try world.run("app background", "net k 2")
    #expect(lines(try world.run("tick 20m")) == ["w1 09:20 policy counted"])
    widget = try world.widget("w1")
    #expect(widget.failure == nil && widget.nextRefresh == TestWorld.at("09:50"))
    #expect(try world.display("w1").content == .int(2) && world.display("w1").status == .live)
    #expect(world.json("w1")?["timeline"]?["failure"] == .null)
  }

  @Test("an add whose build fails shows its kind's fallback until a build succeeds")
  func failedAddShowsFallback() throws {
    var world = try TestWorld(
      "define t families=small entries=2 every=1h data=t fetch=network timeout=6s fallback=blank fallbackPolicy=after:5m",
      "net t timeout", "add t")
    let widget = try world.widget("w1")
    #expect(widget.timeline.missingReason == .buildFailed && widget.timeline.data == nil)
    #expect(widget.timeline.fetch == .timedOut(after: .seconds(6)) && widget.timeline.policy == .after(.minutes(5)))
    #expect(try world.display("w1").status == .blank && world.display("w1").source == .fallback)
    // Due again after retryAfter, not after the fallback's policy.
    #expect(widget.nextRefresh == TestWorld.at("09:00"))
    try world.run("net t 3", "tick 1h")
    #expect(try world.widget("w1").failure == nil)
    #expect(try world.display("w1").status == .live && world.display("w1").content == .int(3))
  }

  @Test("offline, an error and a key with no answer each fail the fetch at once; offline wins over an answer")
  func fetchFailures() throws {
    var world = try TestWorld("define fc families=small data=fc fetch=network", "add fc", "app foreground")
    #expect(try world.widget("w1").timeline.fetch == .failed(.noAnswer))
    #expect(world.json("w1")?["timeline"]?["fetch"] == .string("noAnswer"))
    try world.run("net fc 1", "net offline", "reload fc")
    #expect(try world.widget("w1").timeline.fetch == .failed(.offline))
    #expect(world.json("w1")?["timeline"]?["fetch"] == .string("offline"))
    #expect(try world.display("w1").source == .fallback && world.state.extensionCache.isEmpty)
    try world.run("net online", "reload fc")
    #expect(try world.widget("w1").timeline.fetch == .answered(took: NetworkChange.defaultTook))
    try world.run("net fc error", "reload fc")
    #expect(try world.widget("w1").timeline.fetch == .failed(.error))
    #expect(world.json("w1")?["timeline"]?["fetch"] == .string("error"))
    #expect(try world.display("w1").source == .cache && world.display("w1").content == .int(1))
    #expect(try world.widget("w1").failure == nil)
  }

  @Test("a kind that fetches does not fetch when its key is unresolved, and a kind that does not fetch never does")
  func noFetch() throws {
    let world = try TestWorld(
      "define fp families=small data=f:{city} param=city:string fetch=network", "define plain families=small data=k",
      "net k 1", "add fp", "add plain")
    #expect(try world.widget("w1").timeline.fetch == nil)
    #expect(try world.widget("w1").timeline.missingReason == .unresolvedKey(param: "city"))
    #expect(try world.widget("w2").timeline.fetch == nil && world.display("w2").source == .fallback)
    #expect(world.json("w2")?["timeline"]?["fetch"] == .null)
    #expect(world.state.extensionCache.isEmpty)
  }

  @Test("each outcome asks for its own policy; cachedPolicy and fallbackPolicy default to policy")
  func outcomePolicies() throws {
    var world = try TestWorld(
      "define fc families=small entries=3 every=1h policy=after:30m data=fc fetch=network cachedPolicy=after:10m fallbackPolicy=after:5m",
      "define plain families=small entries=3 every=1h policy=after:30m data=fc fetch=network", "app foreground",
      "net fc error", "add fc", "add plain")
    /// The policy and the next refresh of both widgets.
    func policies() throws -> [String] {
      try ["w1", "w2"].map {
        let widget = try world.widget($0)
        return "\(widget.timeline.policy.text) \(widget.nextRefresh?.text(relativeTo: TestWorld.start) ?? "none")"
      }
    }
    #expect(try world.display("w1").source == .fallback)
    #expect(try policies() == ["after:5m 08:05", "after:30m 08:30"])
    try world.run("net fc 1", "reload all")
    #expect(try world.display("w1").source == .network)
    #expect(try policies() == ["after:30m 08:30", "after:30m 08:30"])
    try world.run("net fc error", "reload all")
    #expect(try world.display("w1").source == .cache)
    #expect(try policies() == ["after:10m 08:10", "after:30m 08:30"])
  }

  @Test("a kind that does not fetch picks cachedPolicy or fallbackPolicy from what it read")
  func outcomePoliciesWithoutFetch() throws {
    var world = try TestWorld(
      "define nf families=small entries=3 every=1h policy=after:30m data=nf cachedPolicy=after:10m fallbackPolicy=after:5m",
      "add nf", "app foreground")
    #expect(try world.widget("w1").timeline.policy == .after(.minutes(5)))
    #expect(try world.display("w1").source == .fallback)
    try world.run("data nf 1", "reload nf")
    #expect(try world.widget("w1").timeline.policy == .after(.minutes(10)))
    #expect(try world.display("w1").source == .cache && world.widget("w1").timeline.fetch == nil)
    try world.run("appgroup off", "reload nf")
    #expect(try world.widget("w1").timeline.policy == .after(.minutes(5)))
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("08:05"))
  }

  @Test("an answer is stored in the extension's container at the build's instant, with the seq of its action")
  func extensionCopy() throws {
    var world = try TestWorld(
      "define fc families=small entries=1 every=1h policy=after:30m data=fc fetch=network ttl=1h", "net fc 1",
      "add fc")
    let addSeq = world.state.seq
    #expect(world.state.extensionCache["fc"]?.writeSeq == addSeq)
    #expect(lines(try world.run("tick 45m")) == ["w1 08:30 policy counted"])
    let copy = try #require(world.state.extensionCache["fc"])
    #expect(copy.writtenAt == TestWorld.at("08:30") && copy.writeSeq == world.state.seq && copy.ttl == nil)
    let shown = try #require(try world.widget("w1").timeline.data)
    #expect(shown.writtenAt == TestWorld.at("08:30") && shown.writeSeq == world.state.seq)
    #expect(shown.container == .extension && shown.ttl == .hours(1))
    #expect(try world.display("w1").dataAge == .minutes(15))
    #expect(
      world.json["cache"]?.serialized
        == #"[{"key":"fc","container":"extension","writtenAt":"2026-03-01T08:30:00Z","ttl":null,"value":1}]"#)
  }

  @Test("a net action changes what later fetches get, from that action on; it rebuilds nothing and stales nothing")
  func netAppliesFromThenOn() throws {
    var world = try TestWorld(
      "define fc families=small entries=1 every=1h policy=after:1h data=fc fetch=network ttl=2h", "net fc 1",
      "add fc", "tick 30m")
    #expect(lines(try world.run("net fc 2", "net offline", "net online")) == [])
    #expect(try world.display("w1").content == .int(1) && world.display("w1").status == .live)
    #expect(lines(try world.run("tick 30m")) == ["w1 09:00 policy counted"])
    #expect(try world.display("w1").content == .int(2))
  }

  @Test("a series kind that fetches shows the answer's elements entry by entry")
  func fetchedSeries() throws {
    var world = try TestWorld(
      "define forecast families=small entries=3 every=1h policy=atEnd data=fc fetch=network series=yes ttl=1h",
      "net fc [10,11,12]", "add forecast")
    #expect(try world.display("w1").content == .int(10) && world.display("w1").source == .network)
    try world.run("tick 1h")
    #expect(try world.display("w1").content == .int(11) && world.display("w1").status == .live)
  }
}

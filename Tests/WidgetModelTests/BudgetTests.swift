import Testing
import WidgetModel

/// docs/MODEL.md, "Refresh: policy, requests, budget": the per-widget refresh budget over a rolling 24 hours, the
/// minimum interval, and deferral.
@Suite("Refresh budget and minimum interval")
struct BudgetTests {
  static let r = TestWorld.at("09:00")

  @Test(
    "a refresh at r is in the window at t exactly when t - 24h < r <= t",
    arguments: [
      (TimeSpan(ms: -1), 0), (.hours(-3), 0), (.zero, 1), (.hours(23), 1), (.days(1) + TimeSpan(ms: -1), 1),
      (.days(1), 0), (.days(2), 0),
    ] as [(TimeSpan, Int)])
  func windowBoundaries(offset: TimeSpan, used: Int) {
    var budget = RefreshBudget()
    budget.record(Self.r)
    #expect(budget.used(at: Self.r + offset) == used)
  }

  @Test("the earliest room is when the refresh that makes the count reach the limit leaves the window")
  func earliestRoom() {
    var budget = RefreshBudget()
    let times = [Self.r, Self.r + .hours(1), Self.r + .hours(2), Self.r + .hours(2)]
    for t in times { budget.record(t) }
    let now = Self.r + .hours(3)
    #expect(budget.earliestRoom(from: now, limit: 5) == now)
    #expect(budget.earliestRoom(from: now, limit: 4) == Self.r + .days(1))
    #expect(budget.earliestRoom(from: now, limit: 3) == Self.r + .days(1) + .hours(1))
    #expect(budget.earliestRoom(from: now, limit: 2) == Self.r + .days(1) + .hours(2))
    #expect(budget.earliestRoom(from: now, limit: 1) == Self.r + .days(1) + .hours(2))
    #expect(budget.earliestRoom(from: Self.r + .days(1) + .hours(1), limit: 3) == Self.r + .days(1) + .hours(1))
  }

  @Test("recording forgets refreshes that left the window, and only those")
  func recordPrunes() {
    var budget = RefreshBudget()
    budget.record(Self.r)
    budget.record(Self.r + .hours(1))
    budget.record(Self.r + .days(1))
    #expect(budget.refreshes == [Self.r + .hours(1), Self.r + .days(1)])
    #expect(budget.used(at: Self.r + .days(1)) == 2)
    #expect(budget.used(at: Self.r + .hours(2)) == 1, "the refresh at r + 24h is not yet in the window at r + 2h")
  }

  @Test("a spent budget defers the refresh to the instant the oldest counted refresh leaves the window")
  func budgetDefers() throws {
    var world = try TestWorld("set budget=2", "add stocks")
    #expect(lines(try world.run("tick 3h")) == ["w1 09:00 policy counted", "w1 10:00 policy counted"])
    let widget = try world.widget("w1")
    #expect(widget.nextRefresh == TestWorld.at("2026-03-02T09:00:00Z") && widget.nextRefreshCounted)
    #expect(world.json("w1")?["budget"]?.serialized == #"{"used":2,"limit":2}"#)
    // At 09:00 the next day the 09:00 refresh has left the window; at 10:00 the 10:00 one has too.
    let log = try world.run("tick to 2026-03-02T10:00:00Z")
    #expect(lines(log) == ["w1 03-02 09:00 policy counted (due 11:00)", "w1 03-02 10:00 policy counted"])
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("2026-03-03T09:00:00Z"))
  }

  @Test("a deferred refresh is never dropped: under a budget of one, one refresh a day, every day")
  func neverDropped() throws {
    var world = try TestWorld("set budget=1", "add stocks")
    let log = try world.run("tick 10d")
    #expect(log.count == 10)
    #expect(log.map(\.at) == (0..<10).map { TestWorld.at("09:00") + .days(Int64($0)) })
    #expect(log.dropFirst().allSatisfy { $0.dueAt == $0.at - .hours(23) })
  }

  @Test("the minimum interval defers a counted refresh until it has passed since the last build")
  func minIntervalDefers() throws {
    var world = try TestWorld("set minInterval=90m", "add stocks")
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("09:30"))
    let log = try world.run("tick to 12:00")
    #expect(
      lines(log) == ["w1 09:30 policy counted (due 09:00)", "w1 11:00 policy counted (due 10:30)"])
  }

  @Test("the minimum interval counts from the last build, whatever built it")
  func minIntervalFromAnyBuild() throws {
    var world = try TestWorld("add weather", "tick 10m", "configure w1 city=Shanghai")
    #expect(lines(try world.run("reload weather")) == [])
    #expect(lines(try world.run("tick 5m")) == ["w1 08:15 reload counted (due 08:10)"])
  }

  @Test("a refresh held by both waits for the later of budget room and minimum interval")
  func bothConditions() throws {
    var world = try TestWorld("set budget=2", "add stocks", "tick 1h", "set minInterval=25h")
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("2026-03-02T10:00:00Z"))
    try world.run("set minInterval=5m", "set budget=1")
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("2026-03-02T09:00:00Z"))
  }

  @Test("set budget that frees budget releases the deferred refreshes at once")
  func raisingBudgetReleases() throws {
    var world = try TestWorld("set budget=1", "add stocks", "add stocks symbol=MSFT", "tick to 10:30")
    #expect(
      world.state.orderedWidgets.map(\.nextRefresh) == Array(repeating: TestWorld.at("2026-03-02T09:00:00Z"), count: 2))
    let log = try world.run("set budget=2")
    #expect(lines(log) == ["w1 10:30 policy counted (due 10:00)", "w2 10:30 policy counted (due 10:00)"])
    #expect(
      world.state.orderedWidgets.map(\.nextRefresh) == Array(repeating: TestWorld.at("2026-03-02T09:00:00Z"), count: 2))
  }

  @Test("lowering the budget below what was used defers until enough refreshes have left the window")
  func loweringBudget() throws {
    var world = try TestWorld("add stocks", "tick 3h")
    #expect(lines(try world.run("set budget=2")) == [])
    #expect(world.json("w1")?["budget"]?.serialized == #"{"used":3,"limit":2}"#)
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("2026-03-02T10:00:00Z"))
  }

  @Test("shortening the minimum interval releases a refresh that has waited long enough")
  func shorteningMinInterval() throws {
    var world = try TestWorld("set minInterval=2h", "add stocks", "tick 70m")
    #expect(lines(try world.run("set minInterval=5m")) == ["w1 09:10 policy counted (due 09:00)"])
  }

  @Test("a zero minimum interval still keeps a counted build one millisecond after the previous build")
  func zeroMinInterval() throws {
    var world = try TestWorld("set minInterval=0s", "add weather")
    #expect(lines(try world.run("reload weather")) == [])
    let log = try world.run("tick 1ms")
    #expect(log.map(\.at) == [TestWorld.start + TimeSpan(ms: 1)] && log.allSatisfy(\.counted))
  }
}

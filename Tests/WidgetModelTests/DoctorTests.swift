import Testing
import WidgetModel

/// The per-widget `doctor` checks (docs/MODEL.md, "Explanations (why, doctor)"): a widget that is not live, counted
/// refreshes that read the same data, and the budget spent at the current pace.
@Suite("doctor's widget findings")
struct DoctorTests {
  /// The lines of the findings of one rule, in order.
  static func lines(_ world: TestWorld, _ rule: FindingRule) -> [String] {
    world.state.doctor().filter { $0.rule == rule }.map(\.line)
  }

  @Test("a widget whose data expired gets a finding naming it, why and what to do; a live one gets none")
  func expiredData() throws {
    var world = try TestWorld("add weather small", "add weather small city=Shanghai", "data weather:Beijing 5")
    try world.run("reload weather", "tick 20m", "data weather:Shanghai 7", "reload weather", "tick 20m")
    #expect(try world.display("w1").status == .stale)
    #expect(try world.display("w2").status == .live)
    #expect(
      Self.lines(world, .notLive) == [
        "w1: is stale because the data it shows was written at 08:00 and expired at 08:30 (ttl 30m). Fix: write fresh data (data weather:Beijing VALUE), then reload weather."
      ])
  }

  @Test("blank and placeholder widgets get a finding unless another finding already names them")
  func noData() throws {
    let world = try TestWorld("add todo small list=x", "add todo small", "appgroup off", "add weather small")
    #expect(
      Self.lines(world, .notLive) == [
        "w1: is blank because nothing had been written for todo:x when its timeline was built. Fix: write its data (data todo:x VALUE), then reload todo; appgroup on, then reload.",
        "w3: shows placeholder content because the App Group was unavailable when its timeline was built, so it read nothing. Fix: write its data (data weather:Beijing VALUE), then reload weather; appgroup on, then reload.",
      ])
    // w2 has no value for list: the missing-default finding names it.
    #expect(world.state.doctor().contains { $0.rule == .missingDefault && $0.problem.contains("w2 has no value") })
  }

  @Test("a widget with data written and no reload after it is named once, by the data finding")
  func notNamedTwice() throws {
    let world = try TestWorld("add weather small", "data weather:Beijing 5")
    #expect(Self.lines(world, .notLive).isEmpty)
    #expect(Self.lines(world, .dataWithoutReload).count == 1)
  }

  /// Reloads stocks every 10 minutes from 08:10 to 08:40 after writing its data at 08:10, so the refresh at 08:10
  /// read new data and the three after it read the same.
  static func reloadingStocks() throws -> TestWorld {
    var world = try TestWorld("add stocks small", "add weather small", "tick 10m", "data stocks:AAPL 1")
    for _ in 0..<3 { try world.run("reload stocks", "tick 10m") }
    try world.run("reload stocks")
    return world
  }

  @Test("counted refreshes after the data was written are counted, not the one at the instant of the write")
  func sameData() throws {
    let world = try Self.reloadingStocks()
    #expect(try world.state.budgetUsed(world.widget("w1")) == 4)
    #expect(
      Self.lines(world, .sameData) == [
        "w1: 3 of its last 4 counted refreshes read the same data (stocks:AAPL, written at 08:10). Fix: reload only after writing new data (data stocks:AAPL VALUE, then reload stocks), and let the policy refresh no more often than the data changes."
      ])
  }

  @Test("fewer than sameDataRefreshesMin refreshes reading the same data are not reported")
  func sameDataBelowThreshold() throws {
    var world = try TestWorld("add stocks small", "tick 10m", "data stocks:AAPL 1")
    for _ in 0..<SimState.sameDataRefreshesMin { try world.run("reload stocks", "tick 10m") }
    #expect(Self.lines(world, .sameData).isEmpty)
    try world.run("reload stocks")
    #expect(Self.lines(world, .sameData).count == 1)
  }

  @Test("the budget is spent at the pace of the counted refreshes, on the refresh that fills the window")
  func budgetPace() throws {
    var world = try TestWorld("set budget=5", "add stocks small", "add weather small")
    for _ in 0..<3 { try world.run("tick 10m", "reload stocks") }
    #expect(
      Self.lines(world, .budgetPace) == [
        "w1: at this pace (a counted refresh every 10m) its budget is spent by 08:50 (3/5 used in the last 24h). Fix: reload only when the data really changed, and from the foreground where possible (not counted)."
      ])
    try world.run("tick 10m")
    #expect(Self.lines(world, .budgetPace).count == 1, "the last refresh is exactly one pace old: still on pace")
    try world.run("tick 1s")
    #expect(Self.lines(world, .budgetPace).isEmpty, "no refresh for longer than the pace: the pace has slowed")
  }

  @Test("a pace whose day just fits in the budget is not reported; one more refresh a day is", arguments: [144, 145])
  func budgetPaceBoundary(budget: Int) throws {
    var world = try TestWorld("set budget=\(budget)", "add stocks small")
    for _ in 0..<3 { try world.run("tick 10m", "reload stocks") }
    let expected =
      budget == 144
      ? [
        "w1: at this pace (a counted refresh every 10m) its budget is spent by 03-02 08:00 (3/144 used in the last 24h). Fix: reload only when the data really changed, and from the foreground where possible (not counted)."
      ]
      : []
    #expect(Self.lines(world, .budgetPace) == expected)
  }

  @Test("a spent budget is reported as spent, not projected")
  func spentIsNotProjected() throws {
    var world = try TestWorld("set budget=3", "add stocks small")
    for _ in 0..<3 { try world.run("tick 10m", "reload stocks") }
    #expect(Self.lines(world, .budgetPace).isEmpty)
    #expect(Self.lines(world, .budgetSpent).count == 1)
  }
}

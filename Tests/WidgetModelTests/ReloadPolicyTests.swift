import Testing
import WidgetModel

/// docs/MODEL.md, "Refresh: policy, requests, budget": when a timeline's reload policy makes a widget due, and how a
/// tick carries refreshes out in order.
@Suite("Reload policies and ticks")
struct ReloadPolicyTests {
  @Test("atEnd makes the widget due at its last entry's date, not a millisecond before")
  func atEndDueAtLastEntry() throws {
    var world = try TestWorld("add weather")
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("12:00"))
    #expect(lines(try world.run("tick to 2026-03-01T11:59:59.999Z")) == [])
    #expect(try world.display("w1").entryIndex == 3)
    #expect(lines(try world.run("tick 1ms")) == ["w1 12:00 policy counted"])
    let widget = try world.widget("w1")
    #expect(widget.timeline.generatedAt == TestWorld.at("12:00") && widget.timeline.cause == .policy)
    #expect(widget.nextRefresh == TestWorld.at("16:00") && world.state.budgetUsed(widget) == 1)
  }

  @Test("after:D makes the widget due D after the timeline was generated, whatever its entries span")
  func afterDueFromGeneration() throws {
    var world = try TestWorld(
      "add stocks", "define short families=small entries=10 every=1h policy=after:20m data=short", "tick 7m",
      "add short")
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("09:00"))
    #expect(try world.widget("w2").nextRefresh == TestWorld.at("08:27"))
    let log = try world.run("tick to 10:00")
    #expect(
      lines(log) == [
        "w2 08:27 policy counted", "w2 08:47 policy counted", "w1 09:00 policy counted", "w2 09:07 policy counted",
        "w2 09:27 policy counted", "w2 09:47 policy counted", "w1 10:00 policy counted",
      ])
  }

  @Test("never makes the widget due by itself never, not even over a month")
  func neverIsNeverDue() throws {
    var world = try TestWorld("add todo list=inbox")
    #expect(try world.widget("w1").nextRefresh == nil)
    #expect(world.json("w1")?["timeline"]?["nextRefresh"] == .null)
    #expect(lines(try world.run("tick 30d")) == [])
    #expect(try world.widget("w1").builds == 1)
  }

  @Test("a one-entry atEnd timeline is due at once, and so refreshes every minimum interval")
  func singleEntryAtEnd() throws {
    var world = try TestWorld("define clock families=small entries=1 every=1m policy=atEnd data=clock", "add clock")
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("08:05"))
    #expect(
      lines(try world.run("tick 16m")) == [
        "w1 08:05 policy counted (due 08:00)", "w1 08:10 policy counted (due 08:05)",
        "w1 08:15 policy counted (due 08:10)",
      ])
  }

  @Test("a tick carries out every refresh in time order, ties broken by the order widgets were added")
  func tickInTimeOrder() throws {
    var world = try TestWorld("add weather", "add stocks", "add weather city=Shanghai", "add todo")
    let log = try world.run("tick 4h")
    #expect(
      lines(log) == [
        "w2 09:00 policy counted", "w2 10:00 policy counted", "w2 11:00 policy counted", "w1 12:00 policy counted",
        "w2 12:00 policy counted", "w3 12:00 policy counted",
      ])
    #expect(world.state.now == TestWorld.at("12:00"))
  }

  @Test("ties go by the order widgets were added, not by the spelling of their ids")
  func tiesByAddOrder() throws {
    var world = try TestWorld("add stocks as zeta", "add stocks as alpha")
    for _ in 1...10 { try world.run("add stocks") }
    let log = try world.run("tick 1h")
    #expect(log.map(\.widget) == ["zeta", "alpha"] + (1...10).map { "w\($0)" })
    #expect(Set(log.map(\.at)) == [TestWorld.at("09:00")])
  }

  @Test("a tick in small steps and a tick in one step reach the same state")
  func ticksCompose() throws {
    var stepped = try TestWorld("add weather", "add stocks", "data stocks:AAPL 1", "set budget=3")
    var jumped = stepped
    var steppedLog: [Refresh] = []
    for _ in 0..<(26 * 6) { steppedLog += try stepped.run("tick 10m") }
    let jumpedLog = try jumped.run("tick 26h")
    #expect(lines(steppedLog) == lines(jumpedLog))
    // Only the number of actions folded differs.
    #expect(stepped.json["widgets"] == jumped.json["widgets"] && stepped.json["cache"] == jumped.json["cache"])
    #expect(stepped.state.now == jumped.state.now)
  }

  @Test("a 30-day tick over 100 widgets completes with every refresh in order and within budget")
  func monthOfHundredWidgets() throws {
    var world = try TestWorld("data weather:Beijing sunny", "data stocks:AAPL 190")
    for i in 0..<100 {
      switch i % 4 {
      case 0: try world.run("add weather")
      case 1: try world.run("add stocks")
      case 2: try world.run("add todo list=inbox")
      default: try world.run("add weather city=Shanghai")
      }
    }
    let log = try world.run("tick 30d")
    #expect(world.state.now == TestWorld.start + .days(30))
    #expect(zip(log, log.dropFirst()).allSatisfy { $0.at <= $1.at })
    #expect(log.allSatisfy { $0.counted && $0.cause == .policy && $0.dueAt == $0.at })
    var perWidget: [String: Int] = [:]
    for refresh in log { perWidget[refresh.widget, default: 0] += 1 }
    for widget in world.state.orderedWidgets {
      // stocks refresh hourly (24 a day), weather every 4 hours (6 a day), todo never.
      let expected = ["stocks": 720, "weather": 180, "todo": 0][widget.kind]!
      #expect(perWidget[widget.id, default: 0] == expected, "\(widget.id)")
      #expect(world.state.budgetUsed(widget) == expected / 30)
      #expect(world.state.budgetUsed(widget) <= world.state.settings.budget)
    }
  }
}

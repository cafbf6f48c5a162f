import Testing

@testable import WidgetModel

/// The facts the model computes once per widget (`FactSheet`), and the budget count each counted build carries.
@Suite("Fact sheets")
struct FactSheetTests {
  @Test("a refresh exactly 24 hours old has left the window; one a millisecond younger has not")
  func windowBoundary() {
    var budget = RefreshBudget()
    let first = TestWorld.start
    budget.record(first)
    budget.record(first + .hours(1))
    let boundary = first + RefreshBudget.window
    #expect(budget.refreshes(inWindowAt: boundary - TimeSpan(ms: 1)) == [first, first + .hours(1)])
    #expect(budget.refreshes(inWindowAt: boundary) == [first + .hours(1)])
    // A refresh after the instant asked about is not in its window either.
    #expect(budget.refreshes(inWindowAt: first + .minutes(30)) == [first])
    for t in [first, first + .minutes(30), boundary - TimeSpan(ms: 1), boundary, boundary + .hours(1)] {
      #expect(budget.refreshes(inWindowAt: t).count == budget.used(at: t), "at \(t.iso8601)")
    }
  }

  @Test(
    "each counted build carries the count its budget reached, itself included, as a naive window counts it",
    arguments: ["widget", "kind", "app"])
  func budgetReached(scope: String) throws {
    var world = try TestWorld("set budgetScope=\(scope)", "set budget=5", "add stocks", "add stocks symbol=MSFT")
    let log = try world.run("tick 50h")
    let counted = log.filter(\.counted)
    #expect(counted.count >= 10)
    for (index, refresh) in counted.enumerated() {
      let reached = try #require(refresh.budgetReached)
      let pool = counted[...index].filter { other in
        (scope == "widget" ? other.widget == refresh.widget : true) && other.at > refresh.at - RefreshBudget.window
      }
      #expect(reached.used == pool.count, "\(refresh.line)")
      let expected: BudgetPool = scope == "widget" ? .widget(refresh.widget) : scope == "kind" ? .kind("stocks") : .app
      #expect(reached.pool == expected)
    }
    #expect(log.filter { !$0.counted }.allSatisfy { $0.budgetReached == nil })
  }

  @Test("a widget's facts say what the state's own accessors say")
  func factsAgreeWithState() throws {
    let world = try BudgetScopeTests.world("app")
    let nextDay = TestWorld.at("2026-03-02T08:05:00Z")
    for widget in world.state.orderedWidgets {
      let facts = world.state.facts(of: widget)
      #expect(facts.status == world.state.display(widget).status)
      #expect(facts.next.scheduledAt == widget.nextRefresh && facts.next.counted == widget.nextRefreshCounted)
      #expect(facts.next.deferral == world.state.deferral(widget))
      #expect(facts.budget.used == world.state.budgetUsed(widget) && facts.budget.used == 2)
      #expect(facts.budget.pool == .app && facts.budget.members == 3 && facts.budget.freesAt == nextDay)
    }
    #expect(world.state.allFacts() == world.state.orderedWidgets.map { world.state.facts(of: $0) })
  }

  @Test("a widget queued behind others for a spent shared budget expects the slot after theirs")
  func queuedExpectation() throws {
    let world = try BudgetScopeTests.world("app")
    let w3 = world.state.facts(of: try world.widget("w3")).next
    #expect(w3.scheduledAt == TestWorld.at("2026-03-02T08:05:00Z"))
    #expect(w3.expectedAt == TestWorld.at("2026-03-03T08:05:00Z") && !w3.expectsNoneWithinHorizon)
    #expect(w3.queue?.ahead == ["w1", "w2"] && w3.cause == .policy)
    let w1 = world.state.facts(of: try world.widget("w1")).next
    #expect(w1.expectedAt == w1.scheduledAt && w1.queue?.position == 0)
  }

  @Test("a never widget's next refresh comes only after a reload; a stale widget says why")
  func neverAndStale() throws {
    let world = try TestWorld("add todo list=groceries", "data todo:groceries milk")
    let facts = world.state.facts(of: try world.widget("w1"))
    #expect(facts.next.scheduledAt == nil && facts.next.onlyAfterReload && facts.next.cause == nil)
    #expect(facts.status == .stale)
    guard case .newerData(let newer)? = facts.stale else {
      Issue.record("expected newer data, got \(String(describing: facts.stale))")
      return
    }
    #expect(newer.value == .string("milk"))
    #expect(facts.lastBuild.cause == .added && !facts.lastBuild.counted && facts.lastBuild.failure == nil)
  }
}

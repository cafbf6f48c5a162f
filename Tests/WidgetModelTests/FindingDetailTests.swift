import Testing
import WidgetModel

/// A `doctor` finding's parameters as typed values (`FindingDetail`): what a rule found, readable by a library user
/// without parsing its English; the narrator says the same values in words.
@Suite("doctor's findings as typed values")
struct FindingDetailTests {
  @Test("a spent shared budget's finding carries the pool, the counts, who spent it and when the next refresh comes")
  func spentBudget() throws {
    var world = try DoctorWorld("set budgetScope=app", "set budget=5", "add stocks small", "add weather small")
    for _ in 0..<5 { try world.run("tick 10m", "reload stocks") }
    let finding = try #require(world.findings(.budgetSpent).first)
    guard case .budgetSpent(let pool, let used, let budget, let sharedWith, let shares, let next) = finding.detail
    else {
      Issue.record("budgetSpent's detail is \(finding.detail)")
      return
    }
    #expect(pool == .app)
    #expect(used == 5 && budget == 5)
    #expect(sharedWith == ["w2"])
    #expect(shares.map(\.widget) == ["w1"] && shares.map(\.count) == [5])
    #expect(next == Instant(iso8601: "2026-03-02T08:10:00Z"))
    #expect(next == world.state.widgets["w1"]?.nextRefresh)
  }

  @Test("a budget pace's finding carries the pace and the instant the budget is spent")
  func budgetPace() throws {
    var world = try DoctorWorld("set budgetScope=app", "set budget=5", "add stocks small", "add weather small")
    for _ in 0..<3 { try world.run("tick 10m", "reload stocks") }
    let details = world.findings(.budgetPace).map(\.detail)
    #expect(details.count == 2)
    for detail in details {
      guard case .budgetPace(let pace, let spentAt, let used, let budget, let pool) = detail else {
        Issue.record("budgetPace's detail is \(detail)")
        continue
      }
      #expect(pace == .minutes(10))
      #expect(spentAt == Instant(iso8601: "2026-03-01T08:50:00Z"))
      #expect(used == 3 && budget == 5 && pool == .app)
    }
  }

  @Test("data written with no reload carries the write's instant, the widgets showing older content and the kinds")
  func dataWithoutReload() throws {
    let world = try DoctorWorld("add weather small", "data weather:Beijing 5")
    let finding = try #require(world.findings(.dataWithoutReload).first)
    #expect(
      finding.detail
        == .dataWithoutReload(
          key: "weather:Beijing", writtenAt: Instant(iso8601: "2026-03-01T08:00:00Z")!, widgets: ["w1"],
          kinds: ["weather"]))
  }

  @Test("a failed fetch's finding carries its reason and instant")
  func fetchFailed() throws {
    let world = try DoctorWorld("add weather small", "tick 5m", "fail weather:Beijing timeout")
    let finding = try #require(world.findings(.fetchFailed).first)
    #expect(finding.detail == .fetchFailed(reason: .timeout, at: Instant(iso8601: "2026-03-01T08:05:00Z")!))
  }

  @Test("a stale widget's finding carries why it is stale: the instant its data expired")
  func notLiveStale() throws {
    var world = try DoctorWorld("add weather small", "data weather:Beijing 5")
    try world.run("reload weather", "tick 40m")
    let finding = try #require(world.findings(.notLive).first)
    #expect(
      finding.detail
        == .notLive(
          status: .stale, stale: .expired(at: Instant(iso8601: "2026-03-01T08:30:00Z")!, forEntry: false),
          missing: nil, firstStep: nil))
  }

  @Test("a failed build's finding carries the failure, the timeline kept and when the next attempt comes")
  func buildFailed() throws {
    let world = try DoctorWorld(
      "define slow data=slow fetch=network timeout=6s policy=after:1h", "net slow 1", "add slow", "net slow timeout",
      "tick 1h")
    let finding = try #require(world.findings(.buildFailed).first)
    guard case .buildFailed(let outcome, let retryAfter, let used, let budget) = finding.detail else {
      Issue.record("buildFailed's detail is \(finding.detail)")
      return
    }
    #expect(outcome.failure?.at == Instant(iso8601: "2026-03-01T09:00:00Z"))
    #expect(outcome.failure?.fetch == .timedOut(after: .seconds(6)))
    #expect(outcome.builtAt == Instant(iso8601: "2026-03-01T08:00:00Z") && !outcome.neverSucceeded)
    #expect(outcome.retryAt == Instant(iso8601: "2026-03-01T10:00:00Z") && retryAfter == .hours(1))
    #expect(used == 1 && budget == 40)
  }

  @Test("every finding's rule is its detail's, and its words are the narrator's for the zone doctor was given")
  func wordsAreTheNarrators() throws {
    var world = try DoctorWorld(
      "set budget=5", "add stocks small", "add weather small city=Shanghai", "appgroup off", "data weather:Beijing 5",
      "appgroup on", "fail todo:x error")
    for _ in 0..<3 { try world.run("tick 10m", "reload stocks") }
    let findings = world.findings
    #expect(findings.count > 3)
    let narrator = Narrator(world.state)
    for finding in findings {
      #expect(finding.rule == finding.detail.rule)
      #expect(finding.problem == narrator.problem(of: finding))
      #expect(finding.fix == narrator.fix(of: finding))
    }
  }
}

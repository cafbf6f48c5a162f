import Testing
import WidgetModel

/// The per-widget `doctor` checks (docs/DOCTOR.md): a widget that is not live, refreshes
/// that read nothing new, and the budget spent at the current pace.
@Suite("doctor's widget findings")
struct DoctorTests {
  @Test("a widget whose data expired gets a finding naming it, why and what to do; a live one gets none")
  func expiredData() throws {
    var world = try DoctorWorld("add weather small", "add weather small city=Shanghai", "data weather:Beijing 5")
    try world.run("reload weather", "tick 20m", "data weather:Shanghai 7", "reload weather", "tick 20m")
    #expect(world.state.display(world.state.widgets["w1"]!).status == .stale)
    #expect(world.state.display(world.state.widgets["w2"]!).status == .live)
    #expect(
      world.sentences(.notLive) == [
        "w1: is stale because the data it shows was written at 08:00 and expired at 08:30 (ttl 30m). Fix: write fresh data (data weather:Beijing VALUE), then reload weather."
      ])
    // Shows the write of seq 6, read by the timeline the second reload built (seq 10).
    #expect(world.findings(.notLive).map(\.evidence) == [[6, 10]])
  }

  @Test("blank and placeholder widgets get a finding unless another finding already accounts for them")
  func noData() throws {
    let world = try DoctorWorld("add todo small list=x", "add todo small", "appgroup off", "add weather small")
    #expect(
      world.sentences(.notLive) == [
        "w1: is blank because nothing had been written for todo:x when its timeline was built. Fix: write its data (data todo:x VALUE), then reload todo; appgroup on, then reload.",
        "w3: shows placeholder content because the App Group was unavailable when its timeline was built, so it read nothing. Fix: write its data (data weather:Beijing VALUE), then reload weather; appgroup on, then reload.",
      ])
    // w2 has no value for list: the missing-value finding accounts for it, and the kind's missing default names it.
    #expect(world.findings(.missingValue).map(\.explains) == [["w2"]])
    #expect(world.findings(.missingDefault).contains { $0.problem.contains("w2 has no value") })
  }

  @Test("a widget with data written and no reload after it is named once, by the data finding")
  func notNamedTwice() throws {
    let world = try DoctorWorld("add weather small", "data weather:Beijing 5")
    #expect(world.sentences(.notLive).isEmpty)
    #expect(world.findings(.dataWithoutReload).map(\.evidence) == [[5]])
  }

  /// Reloads stocks every 10 minutes from 08:10 to 08:40 after writing its data at 08:10, so the reload at 08:10
  /// read new data and the three after it read the same.
  static func reloadingStocks() throws -> DoctorWorld {
    var world = try DoctorWorld("add stocks small", "add weather small", "tick 10m", "data stocks:AAPL 1")
    for _ in 0..<3 { try world.run("reload stocks", "tick 10m") }
    try world.run("reload stocks")
    return world
  }

  @Test("counted reloads that read no newer data are wasted budget, cited by the reloads that asked for them")
  func wastedReload() throws {
    let world = try Self.reloadingStocks()
    #expect(world.state.budgetUsed(world.state.widgets["w1"]!) == 4)
    #expect(
      world.sentences(.wastedReload) == [
        "stocks: 3 of its 4 counted reload builds in the last 24h read no newer data than the widget showed (w1 ×3), spending budget for nothing. Fix: call WidgetCenter.shared.reloadTimelines(ofKind: \"stocks\") only after writing data that changed (data stocks:AAPL VALUE, then reload stocks); reloads made while the app is in the foreground are not counted."
      ])
    // The reloads of seqs 10, 12 and 14; the one of seq 8 read the write of seq 7.
    #expect(world.findings(.wastedReload).map(\.evidence) == [[10, 12, 14]])
    #expect(world.sentences(.sameData).isEmpty, "reloads are not the policy's refreshes")
  }

  @Test("fewer than sameDataRefreshesMin wasted reloads are not reported; a reload after new data is not wasted")
  func wastedReloadBelowThreshold() throws {
    var world = try DoctorWorld("add stocks small", "tick 10m", "data stocks:AAPL 1")
    for _ in 0..<SimState.sameDataRefreshesMin { try world.run("reload stocks", "tick 10m") }
    #expect(world.sentences(.wastedReload).isEmpty)
    var fresh = world
    try fresh.run("data stocks:AAPL 2", "reload stocks")
    #expect(fresh.sentences(.wastedReload).isEmpty, "that reload read the new write")
    try world.run("reload stocks")
    #expect(world.sentences(.wastedReload).count == 1)
  }

  @Test("policy refreshes that read the same data as the build before: the policy outpaces the data")
  func sameData() throws {
    var world = try DoctorWorld("define gauge data=gauge entries=1 policy=after:10m ttl=2h", "add gauge")
    try world.run("data gauge 1", "tick 1h")
    #expect(
      world.sentences(.sameData) == [
        "w1: 5 of its 6 counted policy refreshes in the last 24h read the same data as the build before (gauge, last written at 08:00): its policy refreshes more often than the data changes. Fix: let the policy refresh no more often than the data changes (policy=after:D, D the data's update interval), or use policy never and reload after each write (reload gauge)."
      ])
    // The five refreshes after the first, at 08:20 … 09:00, were all carried out by the tick (seq 7).
    #expect(world.findings(.sameData).map(\.evidence) == [[7]])
    try world.run("data gauge 2", "tick 1h", "data gauge 3", "tick 1h")
    #expect(
      world.findings(.sameData).first?.problem.hasSuffix(
        "the app writes gauge about every 1h, and its policy refreshes more often than the data changes") == true)
    #expect(world.findings(.sameData).first?.fix.contains("(policy=after:1h)") == true)
  }

  @Test("policy refreshes that each read a new write are not reported")
  func sameDataNearMiss() throws {
    var world = try DoctorWorld("define gauge data=gauge entries=1 policy=after:10m ttl=2h", "add gauge")
    for value in 1...6 { try world.run("data gauge \(value)", "tick 10m") }
    #expect(world.sentences(.sameData).isEmpty)
  }

  @Test("the budget is spent at the pace of the counted refreshes, on the refresh that fills the window")
  func budgetPace() throws {
    var world = try DoctorWorld("set budget=5", "add stocks small", "add weather small")
    for _ in 0..<3 { try world.run("tick 10m", "reload stocks") }
    #expect(
      world.sentences(.budgetPace) == [
        "w1: at this pace (a counted refresh every 10m) its budget is spent by 08:50 (3/5 used in the last 24h). Fix: reload only when the data really changed, and from the foreground where possible (not counted)."
      ])
    #expect(world.findings(.budgetPace).map(\.evidence) == [[8, 10, 12]])
    try world.run("tick 10m")
    #expect(world.sentences(.budgetPace).count == 1, "the last refresh is exactly one pace old: still on pace")
    try world.run("tick 1s")
    #expect(world.sentences(.budgetPace).isEmpty, "no refresh for longer than the pace: the pace has slowed")
  }

  @Test("a pace whose day just fits in the budget is not reported; one more refresh a day is", arguments: [144, 145])
  func budgetPaceBoundary(budget: Int) throws {
    var world = try DoctorWorld("set budget=\(budget)", "add stocks small")
    for _ in 0..<3 { try world.run("tick 10m", "reload stocks") }
    let expected =
      budget == 144
      ? [
        "w1: at this pace (a counted refresh every 10m) its budget is spent by 03-02 08:00 (3/144 used in the last 24h). Fix: reload only when the data really changed, and from the foreground where possible (not counted)."
      ]
      : []
    #expect(world.sentences(.budgetPace) == expected)
  }

  @Test("under a shared budget, the pace and the spent budget are the pool's, named with the widgets that spent it")
  func pooledBudget() throws {
    var world = try DoctorWorld("set budgetScope=app", "set budget=5", "add stocks small", "add weather small")
    for _ in 0..<3 { try world.run("tick 10m", "reload stocks") }
    // w2 made no counted refresh, but it draws on the same budget as w1, so the pace is its concern too.
    #expect(
      world.sentences(.budgetPace).map { $0.prefix(while: { $0 != "." }) } == [
        "w1: at this pace (a counted refresh every 10m) the app's budget is spent by 08:50 (3/5 used in the last 24h)",
        "w2: at this pace (a counted refresh every 10m) the app's budget is spent by 08:50 (3/5 used in the last 24h)",
      ])
    for _ in 0..<2 { try world.run("tick 10m", "reload stocks") }
    #expect(world.sentences(.budgetPace).isEmpty)
    // One finding for the shared budget, naming what each widget spent of it.
    #expect(
      world.sentences(.budgetSpent).map { $0.prefix(while: { $0 != "." }) } == [
        "w1: shares the app's budget with w2, and it is spent (5/5 counted refreshes in the last 24h: w1 5), so their next refreshes wait until 03-02 08:10"
      ])
    #expect(world.findings(.budgetSpent).first?.subjects.widgets == ["w1", "w2"])
  }

  @Test("a spent budget is reported as spent, not projected")
  func spentIsNotProjected() throws {
    var world = try DoctorWorld("set budget=3", "add stocks small")
    for _ in 0..<3 { try world.run("tick 10m", "reload stocks") }
    #expect(world.sentences(.budgetPace).isEmpty)
    #expect(world.sentences(.budgetSpent).count == 1)
  }

  @Test("a finding's line carries its severity, rule and evidence; its JSON has every documented key")
  func lineAndJSON() throws {
    let world = try DoctorWorld("add weather small", "data weather:Beijing 5")
    let finding = try #require(world.findings(.dataWithoutReload).first)
    #expect(
      finding.line
        == "warning [dataWithoutReload] weather:Beijing: data written at 08:00 with no reload after it, so w1 still shows older content. Fix: after writing data, reload: reload weather. Evidence: seq 5."
    )
    #expect(
      finding.json.serialized
        == #"{"rule":"dataWithoutReload","severity":"warning","subject":"weather:Beijing","subjects":{"widgets":["w1"],"kinds":["weather"],"keys":["weather:Beijing"]},"evidence":[5],"problem":"data written at 08:00 with no reload after it, so w1 still shows older content","fix":"after writing data, reload: reload weather","line":"warning [dataWithoutReload] weather:Beijing: data written at 08:00 with no reload after it, so w1 still shows older content. Fix: after writing data, reload: reload weather. Evidence: seq 5."}"#
    )
  }

  @Test("warnings come before notes, and a finding cites at most evidenceMax seqs, the latest")
  func orderAndEvidenceCap() throws {
    let severities = try DoctorWorld("define solo families=small data=solo", "add solo", "data solo 1").findings.map(
      \.severity)
    #expect(severities == severities.sorted { $0 == .warning && $1 == .note })
    #expect(severities.contains(.note) && severities.contains(.warning))
    let cited = Finding(
      subject: "k", subjects: FindingSubjects(), evidence: Array((1...30).reversed()) + [0, 7],
      detail: .fetchFailed(reason: .error, at: Instant(ms: 0)))
    #expect(cited.evidence == Array(21...30))
  }
}

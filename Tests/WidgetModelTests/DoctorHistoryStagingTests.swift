import Foundation
import PropertyTesting
import Testing
import WidgetCommands
import WidgetModel

/// `doctor`'s history folded the fast way (`widgetsim doctor FILE`, and the REPL away from its head): builds recorded
/// only from the first action that reaches into the day before the end (`DoctorHistory.needsBuilds`), the widgets'
/// tracks taken from the state there (`startTracking`). It must give exactly the findings of a history that recorded
/// every build, and the widget table's compaction must not lose a widget's history.
@Suite("doctor's history recorded from the last day")
struct DoctorHistoryStagingTests {
  /// Random sessions that run for more than a day (a long tick in the middle), each cut at a few points: at each,
  /// the fast history's findings equal the full one's, line for line.
  @Test("recording builds only from the day before the end gives the findings of recording them all")
  func stagedEqualsFull() throws {
    let plan = SoakPlan(environment: ProcessInfo.processInfo.environment, seed: 0x57A6_ED13)
    var compared = 0
    var skipped = 0
    for run in 0..<plan.iterations(16) {
      var rng = SplitMix64(seed: plan.seed(of: run))
      let generator = ActionGenerator(weights: .random(using: &rng))
      var full = try DoctorWorld()
      var actions = BuiltinKinds.all.map { Action.kindDefined($0) }
      func step(_ command: Command) {
        guard let action = try? full.state.validate(command) else { return }
        full.apply(action)
        actions.append(action)
      }
      for command in generator.setup(using: &rng) { step(command) }
      for _ in 0..<(20 + rng.below(40)) { step(generator.next(in: full.state, using: &rng)) }
      step(Command.tickBy("\(12 + rng.below(24))h"))
      var cuts: [(seq: Int, lines: [String])] = []
      for index in 0..<(20 + rng.below(60)) {
        step(generator.next(in: full.state, using: &rng))
        if index % 15 == 0 { cuts.append((full.state.seq, full.findings.map(\.line))) }
      }
      cuts.append((full.state.seq, full.findings.map(\.line)))
      for cut in cuts {
        let (staged, folded) = Self.stagedFindings(Array(actions.prefix(cut.seq)))
        #expect(staged == cut.lines, "\(plan.reproduce(run)), cut at seq \(cut.seq)")
        compared += 1
        skipped += folded
      }
    }
    // The sessions run long enough for the fast history to fold actions without their builds.
    #expect(compared > 0 && skipped > 0)
  }

  /// The findings at the end of `actions` with a history that records builds only from where `needsBuilds` says,
  /// and how many actions it folded without them.
  static func stagedFindings(_ actions: [Action]) -> (lines: [String], folded: Int) {
    var end = SimState(start: TestWorld.start)
    for action in actions { end.fold(action) }
    var state = SimState(start: TestWorld.start)
    var history = DoctorHistory()
    var recording = false
    var folded = 0
    for action in actions {
      if !recording, DoctorHistory.needsBuilds(of: action, in: state, end: end.now) {
        history.startTracking(state)
        recording = true
      }
      if recording {
        history.record(action, refreshes: state.apply(action), after: state)
      } else {
        state.fold(action)
        history.record(action, refreshes: nil, after: state)
        folded += 1
      }
    }
    return (state.doctor(history: history).map(\.line), folded)
  }

  @Test("a widget's builds and timelines survive the compaction of the widget table, when many widgets go")
  func compaction() throws {
    var world = try DoctorWorld()
    // 150 widgets first, so that the two watched ones come after the holes their removal leaves.
    for _ in 0..<150 { try world.run("add todo list=home") }
    try world.run(
      "define rates data=rates entries=1 policy=after:1h ttl=10m", "data rates 1", "add rates", "add stocks",
      "data stocks:AAPL 1", "reload stocks", "tick 10m", "reload stocks", "tick 10m", "reload stocks", "tick 10m",
      "reload stocks", "tick 10m")
    let watched: Set<FindingRule> = [.wastedReload, .ttlShorterThanTimeline, .budgetPace]
    let before = world.findings.filter { watched.contains($0.rule) }.map(\.line)
    #expect(before.contains { $0.hasPrefix("warning [wastedReload] stocks:") && $0.contains("(w152 ×3)") })
    #expect(before.contains { $0.hasPrefix("warning [ttlShorterThanTimeline] rates:") })
    // The holes outnumber the widgets: the table closes them, moving w151 and w152 to slots 0 and 1.
    for n in 1...150 { try world.run("remove w\(n)") }
    #expect(world.findings.filter { watched.contains($0.rule) }.map(\.line) == before)
    try world.run("add stocks", "reload stocks", "tick 10m")
    #expect(
      world.findings.first { $0.rule == .wastedReload }?.problem.contains("(w152 ×4, w153 ×1)") == true,
      "the moved widget's builds go on adding up")
  }
}

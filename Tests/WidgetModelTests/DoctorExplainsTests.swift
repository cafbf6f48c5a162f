import Foundation
import PropertyTesting
import Testing
import WidgetModel

/// Every widget that is not live has at least one `doctor` finding explaining it, over many random
/// sessions. `WIDGETSIM_SOAK=N` runs N times as many; `WIDGETSIM_SEED` reproduces one.
@Suite("doctor explains every widget that is not live")
struct DoctorExplainsTests {
  /// Checks the state after each action of a random session against its findings: every widget that is not live is
  /// named by a warning that accounts for it (`Finding.explains`), no finding accounts for a live widget or for one it
  /// does not name, and every finding cites its evidence and names its subject.
  @Test("after every action of random sessions, each widget that is not live has a warning explaining it")
  func everyStatusExplained() throws {
    let plan = SoakPlan(environment: ProcessInfo.processInfo.environment, seed: 0xD0C7_0013)
    var checked = [WidgetStatus: Int]()
    for run in 0..<plan.iterations(24) {
      var rng = SplitMix64(seed: plan.seed(of: run))
      let generator = ActionGenerator(weights: .random(using: &rng))
      var world = try DoctorWorld()
      for command in generator.setup(using: &rng) {
        if let action = try? world.state.validate(command) { world.apply(action) }
      }
      for step in 0..<(20 + rng.below(60)) {
        let command = generator.next(in: world.state, using: &rng)
        guard let action = try? world.state.validate(command) else { continue }
        world.apply(action)
        // Every few steps, and always at the end: the doctor runs every check.
        guard step % 5 == 0 else { continue }
        for (status, count) in Self.check(world, at: "\(plan.reproduce(run)), step \(step)") {
          checked[status, default: 0] += count
        }
      }
      for (status, count) in Self.check(world, at: "\(plan.reproduce(run)), end") {
        checked[status, default: 0] += count
      }
    }
    // The sessions reach every status that needs explaining, so the property is not checked in vain.
    for status in [WidgetStatus.stale, .blank, .placeholder] {
      #expect(checked[status, default: 0] > 0, "no \(status) widget in the random sessions")
    }
  }

  /// Checks one state; returns how many widgets of each status that is not live it checked.
  static func check(_ world: DoctorWorld, at place: String) -> [WidgetStatus: Int] {
    let findings = world.findings
    for finding in findings { checkCitation(finding, seq: world.state.seq, at: place) }
    var checked = [WidgetStatus: Int]()
    for widget in world.state.orderedWidgets {
      let status = world.state.display(widget).status
      let explaining = findings.filter { $0.explains.contains(widget.id) }
      if status == .live {
        #expect(explaining.isEmpty, "\(widget.id) is live, yet \(explaining.map(\.rule)) explain it; \(place)")
        continue
      }
      checked[status, default: 0] += 1
      #expect(!explaining.isEmpty, "\(widget.id) is \(status) and no finding explains it; \(place)")
      for finding in explaining {
        #expect(finding.severity == .warning, "\(finding.rule) explains \(widget.id) as a note; \(place)")
        #expect(
          finding.subjects.widgets.contains(widget.id), "\(finding.rule) explains \(widget.id) unnamed; \(place)")
      }
    }
    return checked
  }

  /// Every finding names its evidence (at least one action, ascending, none after the state's) and its subject among
  /// its subjects, and has its rule's severity, but for a ttl finding the history made a warning.
  static func checkCitation(_ finding: Finding, seq: Int, at place: String) {
    let rule = finding.rule
    #expect(!finding.evidence.isEmpty, "\(rule) cites no action: \(finding.line); \(place)")
    #expect(finding.evidence == finding.evidence.sorted(), "\(rule) cites out of order; \(place)")
    #expect(finding.evidence.allSatisfy { 1...seq ~= $0 }, "\(rule) cites \(finding.evidence) at seq \(seq); \(place)")
    let named = finding.subjects.widgets + finding.subjects.kinds + finding.subjects.keys + ["appgroup"]
    #expect(named.contains(finding.subject), "\(rule)'s subject \(finding.subject) is not among its subjects; \(place)")
    let escalated = rule == .ttlShorterThanTimeline && finding.severity == .warning
    #expect(finding.severity == rule.severity || escalated, "\(rule) is a \(finding.severity); \(place)")
  }
}

import DeviceEvidence
import Foundation
import Testing
import WidgetJournal
import WidgetModel

/// A property over random traces: whatever the app does and whatever settings the device hides, the model under those
/// settings explains the trace it made (compare finds no surprise through jitter, dropped log lines and another time
/// zone), and fit, starting from the defaults, explains it at least as well as the hidden settings.
@Suite("Random device traces")
struct RandomTraceTests {
  /// A seed's scenario and hidden settings, drawn with SplitMix64 (reproduce with the seed in the test's name).
  static func draw(_ seed: UInt64) -> (app: EvidenceJournal, hidden: Settings, options: SimulatedTrace.Options) {
    var state = seed
    func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    let app = TraceScenario.appJournal(
      days: 1 + next(2), spacing: Int64([5, 10, 20, 30][next(4)]), reloadsEachMorning: 4 + next(40))
    let hidden = TraceScenario.settings([
      .budget([3, 6, 12, 24, 40, 70][next(6)]), .minInterval(.minutes([0, 5, 15, 30][next(4)])),
      .latency(.seconds([0, 5, 20, 45][next(4)])), .budgetScope(BudgetScope.allCases[next(3)]),
      .foregroundReloads(ForegroundReloads.allCases[next(2)]),
    ])
    let options = SimulatedTrace.Options(
      seed: seed, jitterMs: Int64(next(10_000)), logDropped: Double(next(30)) / 100,
      offsetMinutes: [-300, 0, 330, 480][next(4)])
    return (app, hidden, options)
  }

  @Test("compare under the hidden settings finds no surprise", arguments: 1...24 as ClosedRange<UInt64>)
  func compareExplains(seed: UInt64) throws {
    let (app, hidden, options) = Self.draw(seed)
    let folder = try TraceScenario.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (journal, _) = try TraceScenario.imported(app, hidden: hidden, options: options, in: folder)
    let comparison = Comparison(journal, settings: hidden)
    #expect(comparison.surprises == 0, "seed \(seed): \(comparison.text)")
  }

  @Test(
    "fit from the defaults explains the trace as well as the hidden settings", arguments: 1...3 as ClosedRange<UInt64>)
  func fitExplains(seed: UInt64) throws {
    let (app, hidden, options) = Self.draw(seed)
    let folder = try TraceScenario.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (journal, _) = try TraceScenario.imported(app, hidden: hidden, options: options, in: folder)
    let outcome = Fit.run(journal)
    #expect(
      outcome.after.surprises <= Comparison(journal, settings: hidden).surprises,
      "seed \(seed), hidden \(Self.text(hidden)): \(outcome.text)")
  }

  /// The settings fit searches, as `set` writes them.
  static func text(_ settings: Settings) -> String {
    SettingTable.rows.filter { Fit.informed.contains($0.name) }.map { "\($0.name)=\($0.text(in: settings))" }.joined(
      separator: " ")
  }
}

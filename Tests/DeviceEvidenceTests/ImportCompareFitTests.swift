import DeviceEvidence
import Foundation
import Testing
import WidgetJournal
import WidgetModel

/// The settings the simulated device hides: a budget of 12, 15 minutes between builds, 20 s of reload latency.
private let hidden = TraceScenario.settings([.budget(12), .minInterval(.minutes(15)), .latency(.seconds(20))])

@Suite("A simulated device's trace: import, compare, fit")
struct ImportCompareFitTests {
  @Test("import joins the three sources into a v2 journal that replays as the app's actions, observations in place")
  func importJoins() throws {
    let folder = try TraceScenario.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = TraceScenario.appJournal()
    let (journal, report) = try TraceScenario.imported(
      app, hidden: hidden, options: .init(seed: 7), in: folder, damaged: true)
    #expect(report.appActions == app.actions.count)
    #expect(report.extensionUsed > 30 && report.extensionDamaged == 2, "\(report)")
    let log = try #require(report.log)
    #expect(log.usedCount > 50 && log.unknown == 0 && log.offsets == ["+0800"])
    // Every observation comes after the tick to (or before) its instant, and before the next tick past it.
    var now = TraceScenario.start
    var next = 0
    for (index, action) in journal.actions.enumerated() {
      while next < journal.observations.count, journal.observations[next].after == index {
        let at = journal.observations[next].observation.at
        // The first may be a moment before the recording's start (the device's clock is not the app's journal's).
        #expect(at >= now || (now == TraceScenario.start && at.ms >= now.ms - Comparison.toleranceMs))
        if case .clockTicked(let to) = action { #expect(at < to) }
        next += 1
      }
      if case .clockTicked(let to) = action { now = to }
    }
    // Written out, it is a v2 journal that widgetsim's replay folds to the same state as the actions alone.
    let path = folder.appendingPathComponent("imported.jsonl").path
    try journal.text.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(journal.text.hasPrefix("{\"format\":\"widgetsim-journal\",\"version\":2,"))
    let replayed = try JournalReplay.replay(path: path)
    #expect(replayed.error == nil)
    #expect(replayed.state == (try Replay.fold(journal)))
    #expect(try JournalVerifier.verify(path: path).problems.isEmpty)
    let read = try EvidenceJournal.read(path: path)
    #expect(
      read.actions == journal.actions && read.observations.map(\.observation) == journal.observations.map(\.observation)
    )
  }

  @Test("compare under the hidden settings reports no surprise; under the defaults, builds early and late")
  func compare() throws {
    let folder = try TraceScenario.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (journal, _) = try TraceScenario.imported(
      TraceScenario.appJournal(), hidden: hidden, options: .init(seed: 7), in: folder)
    let fitting = Comparison(journal, settings: hidden)
    #expect(fitting.surprises == 0, "\(fitting.text)")
    #expect(fitting.matchRate == 1)
    let defaults = Comparison(journal, settings: Settings())
    #expect(defaults.surprises > 0)
    #expect(defaults.count(.early) + defaults.count(.predictedOnly) > 0, "\(defaults.text)")
  }

  @Test("fit recovers the hidden budget, minimum interval and latency from the defaults")
  func fit() throws {
    let folder = try TraceScenario.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (journal, _) = try TraceScenario.imported(
      TraceScenario.appJournal(), hidden: hidden, options: .init(seed: 7), in: folder)
    let outcome = Fit.run(journal)
    #expect(outcome.after.surprises == 0, "\(outcome.text)")
    let found = Dictionary(uniqueKeysWithValues: outcome.findings.map { ($0.name, $0) })
    // Stated bounds: the budget exactly or among the values tied with it; minInterval and latency to the grid's
    // step around the hidden value.
    let budget = try #require(found["budget"])
    #expect(([budget.after] + budget.tied).contains("12"), "\(outcome.text)")
    #expect(["10m", "15m"].contains(try #require(found["minInterval"]).after), "\(outcome.text)")
    #expect(["15s", "20s", "30s"].contains(try #require(found["latency"]).after), "\(outcome.text)")
    #expect(outcome.setLines.contains("set budget=12") || !budget.tied.isEmpty)
    #expect(!outcome.looksLikeDeveloperMode)
  }
}

import DeviceEvidence
import Foundation
import Testing
import WidgetJournal
import WidgetModel

@Suite("The system's logged decisions beside the model's rule")
struct DecisionTests {
  /// The app in the foreground reloads stocks twice, at 08:30 and 08:31 (before its hourly policy's build); the device logs the first allowed, the second
  /// throttled, and the extension saw one build.
  static func journal() -> EvidenceJournal {
    let start = Instant(iso8601: "2026-03-01T08:00:00Z")!
    let nine = Instant(iso8601: "2026-03-01T08:30:00Z")!
    let actions: [Action] = [
      .kindDefined(BuiltinKinds.stocks),
      .widgetAdded(id: "w1", kind: "stocks", family: .systemSmall, config: ["symbol": .string("AAPL")]),
      .clockTicked(to: nine), .appStateChanged(.foreground), .reloadRequested(.kind("stocks")),
      .clockTicked(to: nine + .minutes(1)), .reloadRequested(.kind("stocks")),
      .clockTicked(to: nine + .minutes(15)),
    ]
    func observed(_ event: Observation.Event, _ at: Instant, _ message: String? = nil) -> Observation {
      var observation = Observation(event, at: at)
      observation.kind = "stocks"
      observation.family = event.isExtensionCall ? "systemSmall" : nil
      observation.message = message
      return observation
    }
    let observations = [
      (2, observed(.timeline, start)),
      (5, observed(.allowedForeground, nine, "stocks - Allowing first refresh while foreground.")),
      (5, observed(.timeline, nine + .seconds(2))),
      (
        7,
        observed(
          .throttledForeground, nine + .minutes(1), "stocks - Throttling additional refresh request while foreground.")
      ),
    ]
    return EvidenceJournal(header: JournalHeader(start: start), actions: actions, observations: observations)
  }

  @Test("a throttled reload the model carried out is a surprise, said in both words")
  func throttled() {
    let comparison = Comparison(Self.journal())
    #expect(comparison.decisions.map(\.agrees) == [true, false])
    let differing = comparison.decisions[1]
    #expect(differing.model == "the model, with foregroundReloads=immediate, carried it out at once (free)")
    #expect(
      comparison.text.contains(
        "stocks: the device throttled it (\"stocks - Throttling additional refresh request while foreground.\"); "
          + "the model, with foregroundReloads=immediate, carried it out at once (free)  [differs]"),
      "\(comparison.text)")
    // The model's second build, at 08:31, was not observed either.
    #expect(comparison.count(.predictedOnly) == 1 && comparison.count(.matched) == 2, "\(comparison.text)")
    #expect(comparison.surprises == 2)
  }
}

@Suite("Developer Mode")
struct DeveloperModeTests {
  @Test("a trace with background reloads built 2 minutes apart and no budget reached looks like Developer Mode")
  func developerMode() throws {
    let folder = try TraceScenario.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = TraceScenario.appJournal(days: 1, spacing: 2, reloadsEachMorning: 60)
    let unthrottled = TraceScenario.settings([.budget(Limits.budgetMax), .minInterval(.zero)])
    let (journal, _) = try TraceScenario.imported(app, hidden: unthrottled, options: .init(seed: 3), in: folder)
    let outcome = Fit.run(journal)
    #expect(outcome.looksLikeDeveloperMode, "\(outcome.text)")
    #expect(outcome.text.contains("# the trace looks recorded under Developer Mode"))
  }
}

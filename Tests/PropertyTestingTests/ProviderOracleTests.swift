import Testing

@testable import PropertyTesting
@testable import WidgetModel

/// A stand-in for a developer's provider: `entries` hourly entries from the build and the policy chosen.
final class OneEntryHost: ProviderHost {
  var entries = 1
  var policy: ProvidedPolicy = .atEnd

  func build(_ request: ProviderRequest) -> ProvidedBuild {
    let provided = ProvidedEntries(
      dates: (0..<entries).map { request.at + .hours(Int64($0)) },
      contents: Array(repeating: .int(1), count: entries), relevances: Array(repeating: nil, count: entries))
    return ProvidedBuild(widget: request.widget, at: request.at, output: .timeline(provided, policy))
  }
}

/// The oracle's facts about a developer's provider's timelines come from the outputs recorded with each action, so
/// the properties of the system's discretion judge provider kinds as they judge recipes.
@Suite("Oracle of provider kinds")
struct ProviderOracleTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  static let kind: Kind = {
    var kind = Kind(name: "mine", families: [.systemSmall], dataKey: DataKeyTemplate("weather.json")!)
    kind.provider = true
    return kind
  }()

  /// A run with the provider kind defined and `atEndSingle` set, checking every built-in property.
  static func run(_ host: OneEntryHost, atEndSingle: TimeSpan = .hours(2)) -> PropertyRun {
    var run = PropertyRun(initial: SimState(start: start), properties: Property.builtin, host: host)
    #expect(run.step(.kindDefined(kind)) == nil)
    #expect(run.step(.settingChanged(.atEndSingle(atEndSingle))) == nil)
    return run
  }

  @Test("the oracle takes a provider's entries and policy from its recorded output")
  func factsFromOutputs() throws {
    let host = OneEntryHost()
    host.policy = .after(Self.start + .minutes(30))
    var run = Self.run(host)
    #expect(run.step(.widgetAdded(id: "w1", kind: "mine", family: .systemSmall, config: [:])) == nil)
    let facts = try #require(run.history.widgets["w1"])
    #expect(facts.timeline.entries == 1)
    #expect(facts.timeline.policy(of: facts.kind) == .after(.minutes(30)))
    #expect(facts.timeline.source == .provider)
  }

  @Test("atEndSingleDue holds over a provider's one-entry atEnd timelines, and catches a refresh before it is due")
  func atEndSingleDueCoversProviders() throws {
    let host = OneEntryHost()
    var run = Self.run(host)
    #expect(run.step(.widgetAdded(id: "w1", kind: "mine", family: .systemSmall, config: [:])) == nil)
    let before = run.state
    let facts = try #require(run.history.widgets["w1"])
    #expect(run.step(.clockTicked(to: Self.start + .hours(5))) == nil)
    #expect(run.state.widgets["w1"]!.builds == 3, "built at 08:00, 10:00 and 12:00")
    // A policy refresh an hour after the build, under atEndSingle=2h, is one the property must refuse.
    let early = Refresh(
      widget: "w1", at: Self.start + .hours(1), cause: .policy, counted: true, dueAt: Self.start + .hours(1),
      failed: false)
    let step = Step(
      seq: before.seq + 1, action: .clockTicked(to: Self.start + .hours(1)), refreshes: [early], before: before,
      after: before, history: run.history,
      builds: [Build(refresh: early, facts: facts, expectedSource: .provider, historyBefore: nil)],
      historyAfter: run.history, widgets: [], displays: [])
    let message = try #require(Property.atEndSingleDue.afterStep?(step))
    #expect(message.contains("with atEndSingle=2h it is due at 2026-03-01T10:00:00Z"), "\(message)")
  }
}

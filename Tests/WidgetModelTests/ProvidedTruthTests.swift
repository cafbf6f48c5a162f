import Testing
import WidgetJournal
import WidgetModel

/// A stand-in for a developer's provider that returns the entries it is given: content marked as its placeholder
/// where `placeholders` says, one entry or several, the policy chosen.
final class EntriesHost: ProviderHost {
  var entries = 1
  var placeholders: [Int] = []
  var policy: (Instant) -> ProvidedPolicy = { _ in .atEnd }
  var requests: [ProviderRequest] = []

  func build(_ request: ProviderRequest) -> ProvidedBuild {
    requests.append(request)
    let file = request.appGroupFiles["weather.json"] ?? .null
    let provided = ProvidedEntries(
      dates: (0..<entries).map { request.at + .hours(Int64($0)) },
      contents: (0..<entries).map { placeholders.contains($0) ? .string("sample") : file },
      relevances: Array(repeating: nil, count: entries), placeholders: placeholders)
    return ProvidedBuild(widget: request.widget, at: request.at, output: .timeline(provided, policy(request.at)))
  }
}

/// What `why`, the status and `doctor` say of a developer's provider's timeline: the App Group as it was at the build,
/// a placeholder entry shown, and the system's discretion over a one-entry `.atEnd` timeline.
@Suite("Provided builds, told truthfully")
struct ProvidedTruthTests {
  typealias Recording = ProvidedBuildTests.Recording

  @Test("why does not say the App Group file held the app's write when the App Group was off at the build")
  func appGroupOffAtBuild() {
    var session = Recording(host: ScriptedHost())
    session.run(.dataArrived(key: "weather.json", value: .int(3), ttl: nil))
    session.add()
    session.run(.appGroupChanged(available: false))
    session.tick(.minutes(10))
    session.run(.reloadRequested(.kind("mine")))
    #expect(session.host.requests.last?.appGroupAvailable == false)
    for state in [session.state, session.replayed()] {
      let why = Narrator(state).why(state.widgets["w1"]!).joined(separator: "\n")
      #expect(!why.contains("held the app's write"), "\(why)")
      #expect(why.contains("When it ran, the App Group was unavailable"), "\(why)")
      #expect(why.contains("The App Group is unavailable now"), "\(why)")
    }
    #expect(session.replayed().digest == session.state.digest)
    // Back on and rebuilt, the file is what the provider read.
    session.run(.appGroupChanged(available: true))
    session.tick(.minutes(10))
    session.run(.reloadRequested(.kind("mine")))
    let why = Narrator(session.state).why(session.state.widgets["w1"]!).joined(separator: "\n")
    #expect(why.contains("When it ran, weather.json in the App Group container held the app's write from 08:00"))
  }

  @Test("a widget showing its provider's placeholder entry is a placeholder, in why, in doctor and after a replay")
  func placeholderShown() throws {
    let host = EntriesHost()
    host.entries = 2
    host.placeholders = [0]
    host.policy = { _ in .never }
    var live = SimState(start: TestWorld.start)
    var recorded: [Action] = []
    for action in [
      Action.kindDefined(ProvidedBuildTests.kind),
      .widgetAdded(id: "w1", kind: "mine", family: .systemSmall, config: [:]),
    ] {
      recorded.append(live.apply(action, host: host).1)
    }
    let widget = try #require(live.widgets["w1"])
    #expect(live.display(widget).status == .placeholder)
    let why = Narrator(live).why(widget)
    #expect(why[0].contains("is placeholder: its provider returned its placeholder entry"), "\(why[0])")
    #expect(why.contains { $0.hasPrefix("The shown entry is the provider's placeholder") })
    var history = DoctorHistory()
    history.startTracking(SimState(start: TestWorld.start))
    var folded = SimState(start: TestWorld.start)
    for action in recorded {
      let refreshes = folded.apply(action)
      history.record(action, refreshes: refreshes, after: folded)
    }
    let finding = try #require(live.doctor(history: history).first { $0.rule == .notLive })
    #expect(finding.problem.contains("shows placeholder content because its provider returned its placeholder entry"))
    #expect(finding.problem.contains("nothing the provider could read had been written for weather.json"))
    // The journal keeps the mark: its line says so, and the plain replay shows the same status and digest.
    let line = ActionCodec.encode(recorded[1], seq: 2)
    #expect(line.contains(#""placeholder":true"#))
    #expect(try ActionCodec.decode(line, lineNumber: 3).action == recorded[1])
    #expect(folded.digest == live.digest)
    #expect(folded.display(folded.widgets["w1"]!).status == .placeholder)
    // An hour on, the second entry (data, not the placeholder) is shown: live.
    _ = live.apply(.clockTicked(to: TestWorld.start + .minutes(61)), host: host)
    #expect(live.display(live.widgets["w1"]!).status == .live)
  }

  @Test("entries without placeholders describe themselves as before, so older journals keep their digests")
  func unmarkedDescription() {
    let plain = ProvidedEntries(dates: [TestWorld.start], contents: [.int(1)], relevances: [nil])
    #expect(!plain.description.contains("placeholders"))
    let marked = ProvidedEntries(dates: [TestWorld.start], contents: [.int(1)], relevances: [nil], placeholders: [0])
    #expect(marked.description.contains("placeholders: [0]"))
    #expect(marked != plain && marked.unmarked == plain)
  }

  @Test("atEndSingle holds for a provider's one-entry atEnd timeline as for a recipe's; why says so")
  func atEndSingleForProviders() throws {
    let host = EntriesHost()
    var state = Recording(host: ScriptedHost()).state
    state.apply(.settingChanged(.atEndSingle(.hours(2))))
    _ = state.apply(.widgetAdded(id: "w1", kind: "mine", family: .systemSmall, config: [:]), host: host)
    var widget = try #require(state.widgets["w1"])
    #expect(widget.nextRefresh == TestWorld.start + .hours(2))
    let policy = try #require(Narrator(state).why(widget).first { $0.hasPrefix("Its provider returned .atEnd") })
    #expect(policy.contains("atEndSingle=2h makes it 2h after the build, at 10:00"), "\(policy)")
    // Two entries: the last entry's date, as without the setting.
    host.entries = 2
    _ = state.apply(.clockTicked(to: TestWorld.start + .hours(2)), host: host)
    widget = try #require(state.widgets["w1"])
    #expect(widget.nextRefresh == TestWorld.start + .hours(3))
  }
}

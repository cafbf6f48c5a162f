import Testing
import WidgetCommands
import WidgetModel

/// A stand-in for a developer's provider: hourly entries from the build's instant showing what the App Group file
/// held, a chosen policy, and on request a failure or a reload from inside the extension.
final class ScriptedHost: ProviderHost {
  var calls = 0
  var entries = 3
  var policy: (Instant) -> ProvidedPolicy = { _ in .atEnd }
  var failure: String? = nil
  var reloads: [ReloadTarget] = []
  var requests: [ProviderRequest] = []

  func build(_ request: ProviderRequest) -> ProvidedBuild {
    calls += 1
    requests.append(request)
    if let failure { return ProvidedBuild(widget: request.widget, at: request.at, output: .failed(failure)) }
    let file = request.appGroupFiles["weather.json"] ?? .null
    let provided = ProvidedEntries(
      dates: (0..<entries).map { request.at + .hours(Int64($0)) },
      contents: (0..<entries).map {
        .object([("hour", .int(Int64($0))), ("file", file), ("call", .int(Int64(calls)))])
      },
      relevances: (0..<entries).map { $0 == 0 ? 1 : nil })
    return ProvidedBuild(
      widget: request.widget, at: request.at, output: .timeline(provided, policy(request.at)), reloads: reloads)
  }
}

/// Kinds whose timelines come from a developer's own provider, live and replayed from the recorded outputs.
@Suite("Provided builds")
struct ProvidedBuildTests {
  static let kind: Kind = {
    var kind = Kind(name: "mine", families: [.systemSmall], dataKey: DataKeyTemplate("weather.json")!)
    kind.provider = true
    return kind
  }()

  /// A session driven through a live host, keeping the actions as the journal would record them.
  struct Recording {
    var state: SimState
    var recorded: [Action] = []
    let host: ScriptedHost

    init(host: ScriptedHost = ScriptedHost()) {
      self.host = host
      state = SimState(start: TestWorld.start)
      run(.kindDefined(ProvidedBuildTests.kind))
    }

    @discardableResult
    mutating func run(_ action: Action) -> [Refresh] {
      try! state.check(action)
      let (refreshes, recorded) = state.apply(action, host: host)
      self.recorded.append(recorded)
      return refreshes
    }

    mutating func tick(_ span: TimeSpan) { run(.clockTicked(to: state.now + span)) }

    mutating func add(_ id: String = "w1") {
      run(.widgetAdded(id: id, kind: "mine", family: .systemSmall, config: [:]))
    }

    /// The recorded actions replayed without any provider.
    func replayed() -> SimState {
      var replay = SimState(start: TestWorld.start)
      for action in recorded {
        try! replay.check(action)
        let (_, mismatch) = replay.applyChecked(action)
        #expect(mismatch == nil)
      }
      return replay
    }
  }

  @Test("the provider's entries become the timeline; the displayed entry follows their dates")
  func entriesShown() {
    var session = Recording()
    session.run(.dataArrived(key: "weather.json", value: .int(21), ttl: nil))
    session.add()
    var widget = session.state.widgets["w1"]!
    #expect(widget.timeline.entries == 3)
    #expect(widget.timeline.source == .provider)
    var shown = session.state.display(widget)
    #expect(shown.status == .live)
    #expect(shown.entryIndex == 0)
    #expect(shown.content?["file"] == .int(21))
    session.tick(.minutes(90))
    widget = session.state.widgets["w1"]!
    shown = session.state.display(widget)
    #expect(shown.entryIndex == 1)
    #expect(shown.entryDate == TestWorld.start + .hours(1))
    #expect(shown.content?["hour"] == .int(1))
    guard case .withBuilds(_, let builds) = session.recorded[2] else {
      Issue.record("the add was not recorded with its provider output")
      return
    }
    #expect(builds.count == 1 && builds[0].widget == "w1" && builds[0].at == TestWorld.start)
  }

  @Test("replaying the recorded outputs without the provider reaches the same state and digest")
  func replayWithoutProvider() {
    var session = Recording()
    session.add()
    session.run(.dataArrived(key: "weather.json", value: .string("sun"), ttl: nil))
    session.run(.reloadRequested(.kind("mine")))
    session.tick(.hours(7))
    session.add("w2")
    session.tick(.days(1))
    #expect(session.host.calls > 5)
    let replay = session.replayed()
    #expect(replay.digest == session.state.digest)
    #expect(replay.json == session.state.json)
  }

  @Test("atEnd asks for the next timeline at the last entry's date; after(date) at that date")
  func policies() {
    var session = Recording()
    session.add()
    #expect(session.state.widgets["w1"]!.nextRefresh == TestWorld.start + .hours(2))
    session.host.policy = { .after($0 + .minutes(25)) }
    session.tick(.hours(2))
    #expect(session.host.calls == 2)
    #expect(session.state.widgets["w1"]!.nextRefresh == TestWorld.start + .hours(2) + .minutes(25))
    session.host.policy = { _ in .never }
    session.tick(.minutes(25))
    #expect(session.host.calls == 3)
    #expect(session.state.widgets["w1"]!.nextRefresh == nil)
  }

  @Test("a provider that fails: the first build shows the fallback; a later one keeps the timeline and retries")
  func failures() {
    let host = ScriptedHost()
    host.failure = "getTimeline did not call its completion within 5s"
    var session = Recording(host: host)
    session.add()
    var widget = session.state.widgets["w1"]!
    #expect(session.state.display(widget).status == .placeholder)
    #expect(widget.failure?.providerReason == host.failure)
    #expect(widget.nextRefresh == TestWorld.start + session.state.settings.retryAfter)
    #expect(Narrator(session.state).why(widget).joined().contains("did not call its completion"))
    host.failure = nil
    session.tick(.hours(1))
    widget = session.state.widgets["w1"]!
    #expect(widget.failure == nil)
    #expect(session.state.display(widget).status == .live)
    host.failure = "it threw"
    session.tick(.hours(2))
    widget = session.state.widgets["w1"]!
    #expect(widget.failure?.providerReason == "it threw")
    #expect(widget.timeline.generatedAt == TestWorld.start + .hours(1))
    #expect(session.state.display(widget).status == .live)
    #expect(session.replayed().digest == session.state.digest)
  }

  @Test("without a provider and without recorded outputs, a provider kind's build fails and says where it runs")
  func noProvider() throws {
    var state = SimState(start: TestWorld.start)
    state.apply(.kindDefined(Self.kind))
    state.apply(.widgetAdded(id: "w1", kind: "mine", family: .systemSmall, config: [:]))
    let widget = try #require(state.widgets["w1"])
    #expect(widget.failure?.providerReason?.contains("runs only in the simulator program") == true)
    #expect(state.display(widget).status == .placeholder)
  }

  @Test("recorded outputs that do not fit the builds are a mismatch, never silently used or skipped")
  func mismatches() {
    var session = Recording()
    session.add()
    guard case .withBuilds(let base, let builds) = session.recorded[1] else {
      Issue.record("no recorded output")
      return
    }
    var state = SimState(start: TestWorld.start)
    state.apply(.kindDefined(Self.kind))
    var other = builds
    other[0].widget = "w9"
    var copy = state
    #expect(copy.applyChecked(.withBuilds(base, other)).mismatch?.description.contains("w9") == true)
    copy = state
    #expect(copy.applyChecked(.withBuilds(base, builds + builds)).mismatch?.description.contains("left over") == true)
    copy = state
    var late = builds
    late[0].at = late[0].at + .minutes(1)
    #expect(copy.applyChecked(.withBuilds(base, late)).mismatch != nil)
    copy = state
    #expect(copy.applyChecked(.withBuilds(base, builds)).mismatch == nil)
  }

  @Test("a provider that reloads its own kind from the extension counts each time, so the budget bounds the loop")
  func reloadsFromExtension() {
    let host = ScriptedHost()
    host.reloads = [.kind("mine")]
    host.policy = { _ in .never }
    var session = Recording(host: host)
    session.add()
    session.tick(.days(1))
    let widget = session.state.widgets["w1"]!
    #expect(widget.countedBuilds == session.state.settings.budget)
    #expect(session.state.extensionReloadSeq["mine"] != nil)
    // Each counted build waited at least the minimum interval after the one before.
    #expect(host.calls == session.state.settings.budget + 1)
    #expect(session.replayed().digest == session.state.digest)
  }

  @Test("data the app writes to the file the kind reads after a build makes the widget stale until it rebuilds")
  func staleAfterWrite() {
    var session = Recording()
    session.add()
    session.run(.dataArrived(key: "weather.json", value: .int(3), ttl: nil))
    #expect(session.state.display(session.state.widgets["w1"]!).status == .stale)
    session.run(.dataArrived(key: "other.json", value: .int(3), ttl: nil))
    session.tick(.minutes(5))
    session.run(.reloadRequested(.kind("mine")))
    let widget = session.state.widgets["w1"]!
    #expect(session.state.display(widget).status == .live)
    #expect(session.state.display(widget).content?["file"] == .int(3))
    #expect(session.host.requests.last?.appGroupFiles["weather.json"] == .int(3))
  }

  @Test("the provider sees the App Group's files only while it is available")
  func appGroupFiles() {
    var session = Recording()
    session.run(.dataArrived(key: "weather.json", value: .int(3), ttl: nil))
    session.run(.appGroupChanged(available: false))
    session.add()
    #expect(session.host.requests.last?.appGroupAvailable == false)
    #expect(session.host.requests.last?.appGroupFiles.isEmpty == true)
  }

  @Test("recorded outputs the system would refuse are invalid actions", arguments: [0, 1, 2, 3])
  func refusedOutputs(_ n: Int) throws {
    let at = TestWorld.start
    let dates: [Instant] = [
      [], [at + .hours(1), at], [at + .days(400)], [at],
    ][n]
    let policy: ProvidedPolicy = n == 3 ? .after(at - .minutes(1)) : .atEnd
    let entries = ProvidedEntries(
      dates: dates, contents: dates.map { _ in .null }, relevances: dates.map { _ in nil })
    var state = SimState(start: at)
    state.apply(.kindDefined(Self.kind))
    let action = Action.withBuilds(
      .widgetAdded(id: "w1", kind: "mine", family: .systemSmall, config: [:]),
      [ProvidedBuild(widget: "w1", at: at, output: .timeline(entries, policy))])
    #expect(throws: WidgetError.self) { try state.check(action) }
    #expect(ProvidedOutput.timeline(entries, policy).problem(at: at) != nil)
  }
}

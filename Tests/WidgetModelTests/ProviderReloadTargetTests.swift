import Testing
import WidgetCommands
import WidgetModel

/// What a developer's provider may ask WidgetCenter to reload, and what a journal that records providers' outputs
/// must hold: a reload of a kind that is not defined reloads nothing (as on iOS) and `doctor` names the kind it
/// probably meant; a name no kind can have is neither recorded nor read back; a line that lost the outputs of its
/// builds is a mismatch.
@Suite("Provider reload targets and missing outputs")
struct ProviderReloadTargetTests {
  /// A recording with the built-in kinds beside the provider kind `mine`, and a weather widget `w1`.
  static func recording(_ host: ScriptedHost) -> ProvidedBuildTests.Recording {
    var session = ProvidedBuildTests.Recording(host: host)
    for kind in BuiltinKinds.all { session.run(.kindDefined(kind)) }
    session.run(.widgetAdded(id: "w1", kind: "weather", family: .systemSmall, config: ["city": .string("Beijing")]))
    return session
  }

  /// The findings of `doctor` over the recorded actions, replayed without the provider.
  static func findings(_ session: ProvidedBuildTests.Recording) -> [Finding] {
    var history = DoctorHistory()
    history.startTracking(SimState(start: TestWorld.start))
    var folded = SimState(start: TestWorld.start)
    for action in session.recorded {
      let refreshes = folded.apply(action)
      history.record(action, refreshes: refreshes, after: folded)
    }
    return folded.doctor(history: history)
  }

  @Test("a provider's reload of a kind that is not defined reloads nothing, and doctor asks if it meant weather")
  func unknownKindReloadsNothing() throws {
    let host = ScriptedHost()
    host.reloads = [.kind("Weather")]
    var session = Self.recording(host)
    let before = try #require(session.state.widgets["w1"])
    session.add("w2")
    session.tick(.minutes(30))
    let after = try #require(session.state.widgets["w1"])
    #expect(after.builds == 1 && after.countedBuilds == 0, "w1 was rebuilt \(after.builds - 1) times")
    #expect(after.budget == before.budget && after.pending == nil)
    #expect(after.nextRefresh == before.nextRefresh)
    #expect(session.state.extensionReloadSeq["Weather"] != nil)
    #expect(session.replayed().digest == session.state.digest)
    let findings = Self.findings(session)
    let finding = try #require(findings.first { $0.rule == .reloadOfUnknownKind })
    #expect(finding.subject == "Weather" && finding.subjects.kinds == ["weather"])
    #expect(finding.problem.hasPrefix(#"reloadTimelines(ofKind: "Weather"), called by a provider last during seq"#))
    #expect(finding.problem.hasSuffix("names no kind, so it reloaded nothing"), "\(finding.problem)")
    #expect(finding.fix.hasPrefix(#"did you mean weather? Call reloadTimelines(ofKind: "weather")"#), "\(finding.fix)")
    #expect(!findings.contains { $0.rule == .reloadFromExtension && $0.subject == "Weather" })
  }

  @Test("a provider's reload of its own kind still reloads it, and is reported as a loop, not as a typo")
  func knownKindReloads() throws {
    let host = ScriptedHost()
    host.reloads = [.kind("mine")]
    var session = Self.recording(host)
    session.add("w2")
    session.tick(.minutes(30))
    #expect(try #require(session.state.widgets["w2"]).countedBuilds > 0)
    #expect(try #require(session.state.widgets["w1"]).builds == 1)
    let rules = Self.findings(session).map(\.rule)
    #expect(rules.contains(.reloadFromExtension) && !rules.contains(.reloadOfUnknownKind))
  }

  @Test(
    "a recorded reload is checked like a kind name: one no kind can have is refused, saying where, without raw text",
    arguments: ["", "\u{0}", "a b", "\u{1B}[2J", "all", "1abc", String(repeating: "k", count: 300)])
  func recordedNamesChecked(_ name: String) {
    var state = SimState(start: TestWorld.start)
    state.apply(.kindDefined(ProvidedBuildTests.kind))
    let entries = ProvidedEntries(dates: [TestWorld.start], contents: [.null], relevances: [nil])
    let action = Action.withBuilds(
      .widgetAdded(id: "w1", kind: "mine", family: .systemSmall, config: [:]),
      [ProvidedBuild(widget: "w1", at: TestWorld.start, output: .timeline(entries, .never), reloads: [.kind(name)])])
    #expect {
      try state.check(action)
    } throws: { error in
      let message = "\(error)"
      return message.hasPrefix("w1's recorded reloads: '") && message.contains("all or a kind name")
        && !message.unicodeScalars.contains { $0.value < 0x20 }
    }
  }

  @Test("a recorded reload of a well-formed name that no kind has is accepted: it is what the provider asked for")
  func recordedUnknownNameAccepted() throws {
    var state = SimState(start: TestWorld.start)
    state.apply(.kindDefined(ProvidedBuildTests.kind))
    let entries = ProvidedEntries(dates: [TestWorld.start], contents: [.null], relevances: [nil])
    let action = Action.withBuilds(
      .widgetAdded(id: "w1", kind: "mine", family: .systemSmall, config: [:]),
      [
        ProvidedBuild(
          widget: "w1", at: TestWorld.start, output: .timeline(entries, .never), reloads: [.kind("Mine"), .all])
      ])
    try state.check(action)
  }

  @Test("a live provider's reload of a name no kind can have is not recorded, so its line reads back")
  func liveUnrecordableNamesDropped() throws {
    let host = ScriptedHost()
    host.reloads = [.kind(""), .kind("\u{0}"), .kind("all"), .kind("Weather"), .all]
    var state = SimState(start: TestWorld.start)
    state.apply(.kindDefined(ProvidedBuildTests.kind))
    let (_, recorded) = state.apply(
      .widgetAdded(id: "w1", kind: "mine", family: .systemSmall, config: [:]), host: host)
    guard case .withBuilds(let base, let builds) = recorded else {
      Issue.record("no recorded output")
      return
    }
    #expect(builds.map(\.reloads) == [[.kind("Weather"), .all]])
    var replay = SimState(start: TestWorld.start)
    replay.apply(.kindDefined(ProvidedBuildTests.kind))
    try replay.check(.withBuilds(base, builds))
  }

  @Test("in a journal that records provider outputs, a line without the outputs of its builds is a mismatch")
  func lostOutputsAreAMismatch() throws {
    var session = ProvidedBuildTests.Recording()
    session.add()
    session.tick(.hours(7))
    guard case .withBuilds(let tick, _) = session.recorded[2] else {
      Issue.record("the tick recorded no outputs")
      return
    }
    var replay = SimState(start: TestWorld.start)
    for action in session.recorded.prefix(2) { #expect(replay.applyChecked(action).mismatch == nil) }
    #expect(replay.providerOutputsSince == 2)
    let mismatch = try #require(replay.applyChecked(tick).mismatch)
    #expect(
      mismatch.description
        == "it records none, but replaying it built w1 at 2026-03-01T10:00:00Z; the journal has recorded every provider build's output since seq 2, so this line's were lost"
    )
  }

  @Test("a journal that never recorded outputs (an app's recording) replays provider builds as failures, no mismatch")
  func unrecordedJournalReplays() throws {
    var state = SimState(start: TestWorld.start)
    state.apply(.kindDefined(ProvidedBuildTests.kind))
    #expect(state.applyChecked(.widgetAdded(id: "w1", kind: "mine", family: .systemSmall, config: [:])).mismatch == nil)
    #expect(state.applyChecked(.clockTicked(to: TestWorld.start + .hours(3))).mismatch == nil)
    #expect(state.providerOutputsSince == nil)
    let failure = try #require(state.widgets["w1"]?.failure?.providerReason)
    #expect(failure.contains("runs only in the simulator program") && failure.contains("no output was recorded"))
  }

  @Test("a program without the providers records their builds' failures as outputs, which replay to the same state")
  func absentProvidersRecordFailures() throws {
    var session = ProvidedBuildTests.Recording()
    session.add()
    var state = session.state
    let (_, recorded) = state.apply(
      .widgetAdded(id: "w2", kind: "mine", family: .systemSmall, config: [:]), host: AbsentProviders())
    guard case .withBuilds(_, let builds) = recorded else {
      Issue.record("the failure was not recorded")
      return
    }
    #expect(builds.map(\.output) == [.failed("mine's provider runs only in the simulator program that defines it")])
    var replay = session.replayed()
    #expect(replay.applyChecked(recorded).mismatch == nil)
    #expect(replay == state)
    #expect(replay.digest == state.digest)
  }

  @Test("recorded entries may be dated up to 365 days from the build, as the simulator program records them")
  func entryDateRange() {
    let at = TestWorld.start
    let output = { (date: Instant) in
      ProvidedOutput.timeline(ProvidedEntries(dates: [date], contents: [.null], relevances: [nil]), .atEnd)
    }
    #expect(output(at + .days(365)).problem(at: at) == nil)
    #expect(output(at - .days(365)).problem(at: at) == nil)
    #expect(
      output(at + .days(365) + TimeSpan(ms: 1)).problem(at: at)
        == "entry 1 is dated 2027-03-01T08:00:00.001Z, more than 365 days from the build at 2026-03-01T08:00:00Z")
    #expect(output(at - .days(365) - TimeSpan(ms: 1)).problem(at: at) != nil)
  }
}

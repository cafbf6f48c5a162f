import Foundation
import Testing
import WidgetJournal
import WidgetKit
import WidgetModel
import WidgetSim

/// A developer's provider, written as for iOS, run as a kind of the simulation: what it sees, what the journal keeps,
/// and what the plain replay makes of it.
@Suite("Simulated widgets", .serialized)
struct SimulatedWidgetTests {
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  static func session(_ widgets: [SimulatedWidget], setting: [String] = []) throws -> (Session, SimulatedProviders) {
    let providers = try SimulatedProviders(widgets)
    let session = Session.inMemory(start: start)
    session.providerHost = providers
    _ = try session.defineProviderKinds(providers.kinds)
    // A generous deadline of real time: on a loaded machine even a quick provider can wait seconds for a processor.
    for line in ["set providerDeadline=1m"] + setting { #expect(session.execute(line).error == nil, "\(line)") }
    return (session, providers)
  }

  static let forecast = SimulatedWidget(
    kind: "forecast", families: [.systemSmall, .systemMedium], appGroup: ForecastProvider.appGroup,
    reads: "forecast.json", provider: ForecastProvider())

  @Test("the provider reads the app's file, sees the simulated clock (midnight-anchored entries) and its policy holds")
  func forecastRuns() throws {
    let hourly = (0..<24).map { String(10 + $0) }.joined(separator: ",")
    let (session, _) = try Self.session(
      [Self.forecast], setting: [#"data forecast.json {"city":"Paris","hourly":[\#(hourly)]}"#, "add forecast"])
    let widget = try #require(session.head.widgets["w1"])
    #expect(widget.timeline.entries == 24)
    #expect(widget.timeline.entryDate(0) == Instant(iso8601: "2026-03-01T00:00:00Z")!)
    let shown = session.head.display(widget)
    #expect(shown.status == .live)
    #expect(shown.content?["temperature"] == .int(18))
    #expect(shown.content?["city"] == .string("Paris"))
    #expect(widget.nextRefresh == Instant(iso8601: "2026-03-02T00:00:00Z")!)
    #expect(session.execute("why w1").output.contains("24 entries from 00:00 to 23:00"))
  }

  @Test("without the file the provider shows its placeholder and asks again in 15 minutes")
  func forecastWithoutData() throws {
    let (session, _) = try Self.session([Self.forecast], setting: ["add forecast"])
    let widget = try #require(session.head.widgets["w1"])
    #expect(widget.timeline.entries == 1)
    #expect(widget.nextRefresh == Self.start + .minutes(15))
    #expect(session.head.display(widget).content?["temperature"] == .null)
  }

  @Test("a day of it replays to the same digest from the journal alone, without the provider")
  func replaysWithoutProvider() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("simwidget-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("j.jsonl").path
    let providers = try SimulatedProviders([Self.forecast])
    let (session, _) = try Session.open(path: path, start: Self.start)
    session.providerHost = providers
    _ = try session.defineProviderKinds(providers.kinds)
    for line in [
      "set providerDeadline=1m", "add forecast", #"data forecast.json {"city":"Oslo","hourly":[1,2,3]}"#, "tick 2h",
      "reload forecast",
      "appgroup off", "tick 30h",
    ] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    let replay = try JournalReplay.replay(path: path)
    #expect(replay.error == nil)
    #expect(replay.state.digest == session.head.digest)
  }

  @Test("Session.simulating: a session in memory, or a journal created and resumed, whose kind runs the provider")
  func simulatingSession() throws {
    let data = #"data forecast.json {"city":"Oslo","hourly":[5,6]}"#
    let session = try Session.simulating([Self.forecast], start: Self.start)
    #expect(session.head.kinds["forecast"]?.provider == true)
    for line in ["set providerDeadline=1m", data, "add forecast"] { #expect(session.execute(line).error == nil) }
    #expect(session.head.display(try #require(session.head.widgets["w1"])).content?["temperature"] == .int(6))

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("simulating-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("j.jsonl").path
    do {
      let (created, notes) = try Session.simulating([Self.forecast], journal: path, start: Self.start)
      #expect(!notes.contains { $0.contains("differently") }, "\(notes)")
      for line in ["set providerDeadline=1m", data, "add forecast"] { #expect(created.execute(line).error == nil) }
    }
    let (resumed, notes) = try Session.simulating([Self.forecast], journal: path, start: Self.start + .hours(1))
    #expect(notes.contains { $0.contains("resumed") } && !notes.contains { $0.contains("--start") }, "\(notes)")
    #expect(resumed.execute("tick 1d").error == nil)
    let widget = try #require(resumed.head.widgets["w1"])
    #expect(widget.timeline.entryDate(0) == Instant(iso8601: "2026-03-02T00:00:00Z")!, "built by the provider")
    #expect(resumed.head.display(widget).content?["temperature"] == .int(6))
    #expect(try JournalReplay.replay(path: path).state.digest == resumed.head.digest)
  }

  @Test("sessions running the same widget side by side each give its provider their own App Group files")
  func sideBySideSessions() async throws {
    // On a thread of its own: while its builds wait for another test's provider call, that call may need a thread of
    // Swift's cooperative pool (a Task in getTimeline), which this test must not hold.
    let shown = try await Self.offThePool { try Self.sideBySide() }
    #expect(shown == (1...3).flatMap { day in ["Oslo", "Rome", "Lima"].map { #""\#($0)" \#(day)"# } })
  }

  /// Three sessions of the forecast widget, driven in turn for three days: each writes its own city's data and
  /// reloads, then the clock moves on a day.
  /// - Returns: the city and temperature each widget showed after each day's reload, or the line that failed.
  static func sideBySide() throws -> [String] {
    let cities = ["Oslo", "Rome", "Lima"]
    let sessions = try cities.map { _ in try Session.simulating([Self.forecast], start: Self.start) }
    var shown: [String] = []
    for day in 1...3 {
      for (session, city) in zip(sessions, cities) {
        let lines = [
          "set providerDeadline=1m", #"data forecast.json {"city":"\#(city)","hourly":[\#(day)]}"#,
          day == 1 ? "add forecast" : "reload forecast",
        ]
        for line in lines where session.execute(line).error != nil { return shown + ["\(line) failed"] }
      }
      for session in sessions {
        let content = session.head.widgets["w1"].flatMap { session.head.display($0).content }
        shown.append("\(content?["city"]?.serialized ?? "-") \(content?["temperature"]?.serialized ?? "-")")
        if session.execute("tick 1d").error != nil { return shown + ["tick 1d failed"] }
      }
    }
    return shown
  }

  /// Runs `body` on a new thread, outside Swift's cooperative pool, and returns what it returned.
  static func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { (done: CheckedContinuation<T, any Error>) in
      Thread { done.resume(with: Result { try body() }) }.start()
    }
  }

  @Test("a provider that never calls its completion fails its build at the deadline and never hangs the session")
  func silentProvider() throws {
    let silent = SimulatedWidget(kind: "silent", provider: SilentProvider())
    let (session, _) = try Self.session([silent], setting: ["set providerDeadline=200ms", "add silent"])
    let widget = try #require(session.head.widgets["w1"])
    #expect(widget.failure?.providerReason != nil)
    #expect(session.head.display(widget).status == .placeholder)
    #expect(
      session.execute("why w1").output.contains(
        "Its build at 08:00 failed: getTimeline(in:completion:) did not call its completion"))
  }

  @Test("a provider that reloads its own kind is recorded as doing so, and doctor names it")
  func reloadingProvider() throws {
    let loop = SimulatedWidget(kind: "loop", provider: ReloadingProvider())
    let (session, _) = try Self.session([loop], setting: ["add loop", "tick 1h"])
    let widget = try #require(session.head.widgets["w1"])
    #expect(widget.countedBuilds > 1)
    #expect(session.head.extensionReloadSeq["loop"] != nil)
    #expect(session.execute("doctor").output.contains("from inside the widget extension"))
  }

  static let city = SimulatedWidget(
    kind: "city", appGroup: CityProvider.appGroup, reads: "temperatures.json", provider: CityProvider())

  @Test("an App Intent provider's parameters are the kind's; each build gets the widget's configuration as the intent")
  func appIntentProvider() throws {
    #expect(
      Self.city.modelKind.params == [
        ParamSpec(name: "city", type: .string, defaultValue: .string("Paris")),
        ParamSpec(name: "hours", type: .int, defaultValue: .int(2)),
      ])
    let (session, _) = try Self.session(
      [Self.city], setting: [#"data temperatures.json {"Oslo":4,"Rome":17}"#, "add city city=Oslo hours=3", "add city"])
    let oslo = try #require(session.head.widgets["w1"])
    #expect(oslo.timeline.entries == 3)
    #expect(session.head.display(oslo).content?["city"] == .string("Oslo"))
    #expect(session.head.display(oslo).content?["temperature"] == .int(4))
    let paris = try #require(session.head.widgets["w2"])
    #expect(paris.timeline.entries == 2)
    #expect(session.head.display(paris).content?["temperature"] == nil, "nil is left out of the encoded entry")
    #expect(session.execute("configure w2 city=Rome").error == nil)
    #expect(session.head.display(try #require(session.head.widgets["w2"])).content?["temperature"] == .int(17))
    #expect(session.execute("add city hours=many").error != nil)
  }

  @Test("the simulator program runs a script with the providers and writes a journal the plain replay reads")
  func simulatorProgram() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("simprogram-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("bug.txt")
    let journal = folder.appendingPathComponent("bug.jsonl").path
    try """
    set providerDeadline=1m
    data temperatures.json {"Oslo":4}
    add city city=Oslo
    tick 150m
    data temperatures.json {"Oslo":6}
    reload city

    """.write(to: script, atomically: true, encoding: .utf8)
    let status = await WidgetSimulator.run(
      ["run", script.path, "--journal", journal, "--start", "2026-03-01T08:00:00Z"], widgets: [Self.city])
    #expect(status == 0)
    let replay = try JournalReplay.replay(path: journal)
    #expect(replay.error == nil)
    let widget = try #require(replay.state.widgets["w1"])
    #expect(replay.state.display(widget).content?["temperature"] == .int(6))
    #expect(replay.state.kinds["city"]?.provider == true)
    // Without any provider, the same command line replays it from the outputs the journal recorded.
    #expect(await WidgetSimulator.run(["replay", journal, "--digest"], widgets: []) == 0)
    // Re-run, the same provider gives the recorded outputs; a changed one (one degree warmer) does not.
    #expect(await WidgetSimulator.run(["replay", journal, "--rerun-providers"], widgets: [Self.city]) == 0)
    let warmer = SimulatedWidget(
      kind: "city", appGroup: CityProvider.appGroup, reads: "temperatures.json", provider: CityProvider(bias: 1))
    #expect(await WidgetSimulator.run(["replay", journal, "--rerun-providers"], widgets: [warmer]) == 1)
    // check in the simulator program generates actions for its provider kinds too.
    #expect(
      await WidgetSimulator.run(["check", "--runs", "5", "--steps", "30", "--seed", "1"], widgets: [Self.city]) == 0)
  }

  @Test("check generates actions for provider kinds, runs the providers, and every built-in property holds")
  func propertyCheck() throws {
    let providers = try SimulatedProviders([Self.forecast, Self.city])
    var configuration = CheckConfiguration(seed: 7, runs: 20, steps: 40)
    configuration.kinds = providers.kinds + [BuiltinKinds.all[0]]
    configuration.providerHost = providers
    let result = try PropertyChecker.check(configuration: configuration)
    #expect(result.passed, "\(result.failure?.report(journalPath: nil) ?? "")")
    #expect(result.runs == 20)
  }

  @Test("a developer's property over a provider kind fails with a shrunk journal that replays without the provider")
  func developersProperty() throws {
    let providers = try SimulatedProviders([Self.forecast])
    var configuration = CheckConfiguration(seed: 3, runs: 10, steps: 30)
    configuration.kinds = providers.kinds
    configuration.providerHost = providers
    // False as soon as a forecast widget has no file to read: its provider then shows a placeholder temperature.
    let showsTemperature = Property("showsTemperature", "a forecast widget always shows a temperature") { state in
      state.orderedWidgets.allSatisfy { state.display($0).content?["temperature"] != .null }
    }
    let result = try PropertyChecker.check([showsTemperature], configuration: configuration)
    let failure = try #require(result.failure)
    #expect(failure.actions.count <= 3, "\(failure.report(journalPath: nil))")
    #expect(failure.actions.contains { if case .withBuilds = $0 { true } else { false } })
    // The journal of the failure, replayed by the plain reader (no provider), shows the same placeholder.
    let text = ([failure.header.line] + failure.journalLines).joined(separator: "\n") + "\n"
    let replay = try JournalReplay.replay(text: text)
    #expect(replay.error == nil)
    #expect(!replay.state.orderedWidgets.allSatisfy { replay.state.display($0).content?["temperature"] != .null })
  }

  @Test("a provider kind named like a built-in one takes its place in a new journal, in memory and on disk")
  func replacesBuiltinKind() async throws {
    let weather = SimulatedWidget(
      kind: "weather", appGroup: CityProvider.appGroup, reads: "temperatures.json", provider: CityProvider())
    let session = try Session.simulating([weather], start: Self.start)
    #expect(session.head.kinds["weather"]?.provider == true)
    #expect(session.head.kindOrder.filter { $0 == "weather" }.count == 1)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("builtin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("add.txt")
    try "add weather city=Oslo\n".write(to: script, atomically: true, encoding: .utf8)
    let journal = folder.appendingPathComponent("j.jsonl").path
    #expect(await WidgetSimulator.run(["run", script.path, "--journal", journal], widgets: [weather]) == 0)
    let replay = try JournalReplay.replay(path: journal)
    #expect(replay.state.kinds["weather"]?.provider == true)
    #expect(replay.state.widgets["w1"]?.config["city"] == .string("Oslo"))
  }
}

import Foundation
import Testing
import WidgetJournal
import WidgetModel
import WidgetTestSupport

/// The recorded journals in journals/ reproduce the classic widget bugs; each must keep showing its bug.
@Suite("The example journals")
struct JournalExamplesTests {
  /// One example: the journal, the widget that shows the bug, and the status it must show.
  struct Example: Sendable, CustomTestStringConvertible {
    var file: String
    var widget: String
    var status: WidgetStatus
    var testDescription: String { file }
  }

  static let examples = [
    Example(file: "data-without-reload", widget: "w1", status: .stale),
    Example(file: "never-without-reload", widget: "w1", status: .stale),
    Example(file: "budget-spent", widget: "w1", status: .stale),
    Example(file: "appgroup-off", widget: "w1", status: .placeholder),
    Example(file: "param-no-default", widget: "w1", status: .blank),
    Example(file: "ignores-configuration", widget: "w2", status: .live),
    Example(file: "fetch-failed-expired", widget: "w1", status: .stale),
    Example(file: "error-retry-budget", widget: "w1", status: .placeholder),
    Example(file: "timeout-past-deadline", widget: "w1", status: .stale),
    Example(file: "forecast-series", widget: "w1", status: .stale),
    Example(file: "appgroup-back-stale", widget: "w1", status: .stale),
    Example(file: "appgroup-no-in-extension", widget: "w1", status: .placeholder),
    Example(file: "app-budget-starved", widget: "w2", status: .stale),
    Example(file: "held-foreground-reload", widget: "w1", status: .live),
    Example(file: "glucose-every-5m", widget: "w1", status: .stale),
    Example(file: "visible-reload-free", widget: "w1", status: .live),
    Example(file: "locale-rebuilds-widgets", widget: "w1", status: .live),
    Example(file: "app-update-stale", widget: "w1", status: .stale),
    Example(file: "throttle-after-leaving-app", widget: "w1", status: .live),
    Example(file: "first-tap-does-nothing", widget: "w1", status: .stale),
  ]

  static let journals = Widgetsim.packageRoot.appendingPathComponent("journals")

  static func replay(_ url: URL) throws -> SimState {
    let outcome = try JournalReplay.replay(path: url.path)
    #expect(outcome.error == nil, "\(url.lastPathComponent): \(outcome.error.map(String.init(describing:)) ?? "")")
    #expect(outcome.tornTail == nil)
    return outcome.state
  }

  /// `doctor`'s findings at the end of a journal, with the history folded on the way, as `widgetsim doctor` finds them.
  static func findings(_ url: URL) throws -> [Finding] {
    var history = DoctorHistory()
    let outcome = try JournalReplay.replay(path: url.path) { state, action, refreshes in
      history.record(action, refreshes: refreshes, after: state)
    }
    return outcome.state.doctor(history: history)
  }

  @Test("each example replays cleanly and shows its bug", arguments: examples)
  func showsItsBug(example: Example) throws {
    let state = try Self.replay(Self.journals.appendingPathComponent(example.file + ".jsonl"))
    let widget = try #require(state.widgets[example.widget])
    #expect(state.display(widget).status == example.status)
    try Golden.check(Narrator(state).why(widget).joined(separator: "\n") + "\n", named: "\(example.file).why.txt")
    let findings = try Self.findings(Self.journals.appendingPathComponent(example.file + ".jsonl"))
    try Golden.check(findings.map(\.line).joined(separator: "\n") + "\n", named: "\(example.file).doctor.txt")
  }

  @Test("budget-spent has used the whole budget and defers the next refresh to the next day")
  func budgetSpent() throws {
    let state = try Self.replay(Self.journals.appendingPathComponent("budget-spent.jsonl"))
    let widget = try #require(state.widgets["w1"])
    #expect(state.budgetUsed(widget) == state.settings.budget)
    let next = try #require(widget.nextRefresh)
    #expect(next - state.now > .hours(12))
  }

  @Test("ignores-configuration shows the same content for two different configurations")
  func ignoresConfiguration() throws {
    let state = try Self.replay(Self.journals.appendingPathComponent("ignores-configuration.jsonl"))
    let (w1, w2) = (try #require(state.widgets["w1"]), try #require(state.widgets["w2"]))
    #expect(w1.config != w2.config)
    #expect(state.display(w1).content == state.display(w2).content)
    let findings = try Self.findings(Self.journals.appendingPathComponent("ignores-configuration.jsonl"))
    #expect(findings.contains { $0.rule == .ignoredConfiguration })
  }

  @Test("error-retry-budget spent its budget on 5-minute retries and waits for tomorrow while the server answers again")
  func errorRetryBudget() throws {
    let state = try Self.replay(Self.journals.appendingPathComponent("error-retry-budget.jsonl"))
    let widget = try #require(state.widgets["w1"])
    #expect(state.budgetUsed(widget) == state.settings.budget)
    #expect(widget.timeline.source == .fallback && widget.timeline.policy == .after(.minutes(5)))
    #expect(widget.timeline.fetch == .failed(.error))
    #expect(try #require(widget.nextRefresh) - state.now > .hours(12))
    #expect(state.network.fetch("headlines", timeout: .seconds(3)) == .answered(took: TimeSpan(ms: 500)))
  }

  @Test("timeout-past-deadline fails every build, keeps the first timeline and retries after retryAfter")
  func timeoutPastDeadline() throws {
    let state = try Self.replay(Self.journals.appendingPathComponent("timeout-past-deadline.jsonl"))
    let widget = try #require(state.widgets["w1"])
    let failure = try #require(widget.failure)
    #expect(failure.fetch.waited > state.settings.providerDeadline && failure.counted)
    #expect(widget.timeline.cause == .added && widget.timeline.source == .network)
    #expect(widget.countedBuilds == 4)
    #expect(widget.nextRefresh == failure.at + state.settings.retryAfter)
  }

  @Test("forecast-series: the series kind shows its hour's element and is live; the plain kind shows the whole array")
  func forecastSeries() throws {
    let state = try Self.replay(Self.journals.appendingPathComponent("forecast-series.jsonl"))
    let (plain, series) = (try #require(state.widgets["w1"]), try #require(state.widgets["w2"]))
    let forecast = try #require(state.cache["weather:Beijing"]?.value.arrayValue)
    #expect(state.display(plain).content == .array(forecast))
    let shown = state.display(series)
    #expect(shown.status == .live && shown.entryIndex == 3 && shown.content == forecast[3])
  }

  @Test("appgroup-back-stale was built while the App Group was off; its data is readable again, so it is stale")
  func appGroupBack() throws {
    let state = try Self.replay(Self.journals.appendingPathComponent("appgroup-back-stale.jsonl"))
    let widget = try #require(state.widgets["w1"])
    #expect(state.appGroup && widget.timeline.data == nil)
    #expect(widget.timeline.missingReason == .appGroupUnavailable)
    #expect(state.newerData(for: widget) == state.cache["weather:Shanghai"])
  }

  @Test("appgroup-no-in-extension: the app wrote the key into the App Group, which the kind does not read")
  func appGroupNoInExtension() throws {
    let state = try Self.replay(Self.journals.appendingPathComponent("appgroup-no-in-extension.jsonl"))
    #expect(state.cache["steps"] != nil && state.extensionCache["steps"] == nil)
    #expect(state.readableCopy(of: "steps", kind: "steps") == nil)
  }

  @Test("app-budget-starved: under budgetScope=app the stocks widget's reloads spend the app's budget; weather waits")
  func appBudgetStarved() throws {
    let state = try Self.replay(Self.journals.appendingPathComponent("app-budget-starved.jsonl"))
    let (stocks, weather) = (try #require(state.widgets["w1"]), try #require(state.widgets["w2"]))
    #expect(state.settings.budgetScope == .app)
    #expect(stocks.budget.used(at: state.now) == 39 && weather.budget.used(at: state.now) == 1)
    #expect(state.budgetUsed(weather) == 40 && state.budgetSpenders(weather, at: state.now) == ["w1", "w2"])
    guard case .budgetSpent(used: 40, let until)? = state.deferral(weather) else {
      Issue.record("w2 is not deferred by the spent budget: \(String(describing: state.deferral(weather)))")
      return
    }
    #expect(until - state.now > .hours(12))
  }

  @Test("held-foreground-reload: the 09:00 foreground reload is held until the app goes to the background at 09:25")
  func heldForegroundReload() throws {
    let path = Self.journals.appendingPathComponent("held-foreground-reload.jsonl").path
    var builds: [(seq: Int, refresh: Refresh, app: AppState)] = []
    let outcome = try JournalReplay.replay(path: path) { state, _, refreshes in
      builds += refreshes.map { (state.seq, $0, state.app) }
    }
    #expect(outcome.error == nil)
    let reloads = builds.filter { $0.refresh.cause == .reload }
    #expect(reloads.count == 1)
    let held = try #require(reloads.first)
    // Carried out by `app background` (seq 12) at 09:25, not counted, for the reload asked for at 09:00.
    #expect(held.seq == 12 && held.app == .background && !held.refresh.counted)
    #expect(held.refresh.at.iso8601 == "2026-03-01T09:25:00Z" && held.refresh.dueAt.iso8601 == "2026-03-01T09:00:00Z")
    let widget = try #require(outcome.state.widgets["w1"])
    #expect(widget.countedBuilds == 0)
  }

  @Test("glucose-every-5m: of 288 readings written a day, 5 minutes apart, with a reload each, 40 are ever shown")
  func glucoseEveryFiveMinutes() throws {
    let path = Self.journals.appendingPathComponent("glucose-every-5m.jsonl").path
    var writes = 0
    var shown: Set<Int> = []
    let outcome = try JournalReplay.replay(path: path) { state, action, _ in
      if case .dataArrived = action { writes += 1 }
      if let seq = state.widgets["w1"]?.timeline.data?.writeSeq { shown.insert(seq) }
    }
    #expect(outcome.error == nil)
    #expect(writes == 288 && shown.count == 40)
    // All of them in the first hours: the budget is spent at 11:20, the rest of the day shows 11:15's reading.
    let widget = try #require(outcome.state.widgets["w1"])
    #expect(widget.timeline.generatedAt.iso8601 == "2026-03-01T11:20:00Z")
    #expect(outcome.state.budgetUsed(widget) == 40)
  }

  @Test(
    "glucose-every-5m: doctor counts the last 24 hours' 287 writes (not the first, 24h before the end), 39 of 286 shown"
  )
  func glucoseDoctorCounts() throws {
    let url = Self.journals.appendingPathComponent("glucose-every-5m.jsonl")
    var writes: [(at: Instant, seq: Int)] = []
    var shown: Set<Int> = []
    let outcome = try JournalReplay.replay(path: url.path) { state, action, _ in
      if case .dataArrived = action { writes.append((state.now, state.seq)) }
      if let seq = state.widgets["w1"]?.timeline.data?.writeSeq { shown.insert(seq) }
    }
    // The window is the budget's: a write at `w` is in it at `t` when `t - 24h < w ≤ t`.
    let recent = writes.filter { $0.at > outcome.state.now - RefreshBudget.window }
    #expect(writes.count == 288 && recent.count == 287)
    // The newest is not judged (a refresh may still show it); of the others, 39 were read by a build.
    let judged = recent.dropLast()
    #expect(judged.count == 286 && judged.filter { shown.contains($0.seq) }.count == 39)
    let finding = try #require(try Self.findings(url).first { $0.rule == .writesOutpaceRefreshes })
    #expect(finding.sentence.contains("the app wrote it 287 times in the last 24h"))
    #expect(finding.sentence.contains("(39 of 286: the newest, at 07:55, is left out"))
  }

  /// journals/regressions/ is replayed, with each journal's property, by PropertyTestingTests.
  @Test("every journal in journals/ is an example that replays without error")
  func everyJournalReplays() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.journals.path).filter {
      $0.hasSuffix(".jsonl")
    }
    #expect(
      Set(files) == Set(Self.examples.map { $0.file + ".jsonl" }), "every journal in journals/ has an example row")
    for file in files.sorted() {
      _ = try Self.replay(Self.journals.appendingPathComponent(file))
    }
  }

  /// A digest recorded in a bug report must keep naming the same state: a change to the model or to the digest's
  /// text that changes what a recorded journal replays to shows up here (update the file on purpose, and say why).
  @Test("every recorded journal replays to the digest pinned in Golden/journal-digests.txt")
  func pinnedDigests() throws {
    var lines: [String] = []
    for folder in ["journals", "journals/regressions"] {
      let url = Widgetsim.packageRoot.appendingPathComponent(folder)
      let files = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".jsonl") }
      for file in files.sorted() {
        lines.append("\(folder)/\(file) \(try Self.replay(url.appendingPathComponent(file)).digest)")
      }
    }
    try Golden.check(lines.joined(separator: "\n") + "\n", named: "journal-digests.txt")
  }

  @Test("journals/README.md describes every example in one line")
  func readmeListsExamples() throws {
    let readme = try String(contentsOf: Self.journals.appendingPathComponent("README.md"), encoding: .utf8)
    for example in Self.examples {
      #expect(readme.contains("`\(example.file).jsonl`"), "\(example.file) is not described in journals/README.md")
    }
  }
}

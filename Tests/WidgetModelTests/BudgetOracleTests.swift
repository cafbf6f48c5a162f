import Foundation
import PropertyTesting
import Testing
import WidgetModel

/// A slow, obviously correct scheduler beside the model: it keeps every counted refresh forever and counts them by
/// scanning, and it derives each widget's next build from docs/MODEL.md, "Refresh: policy, requests, budget", alone.
struct BudgetOracle {
  struct Entry {
    var kind: Kind
    var ordinal: Int
    var lastBuild: Instant
    /// Every counted refresh, never pruned.
    var counted: [Instant] = []
    var pendingDue: Instant? = nil
    var pendingCounted = true
    /// Whether a counted configuration change is among the pending requests (its build is recorded as `configured`).
    var pendingConfigured = false
    /// When the latest request was made: a coalesced uncounted request due in the past is done then.
    var lastRequestAt = Instant(ms: 0)
  }

  var widgets: [String: Entry] = [:]
  var nextOrdinal = 1
  var budget = 40
  var minInterval = TimeSpan.minutes(5)
  var latency = TimeSpan.zero
  var configureCounts = false
  var foreground = false
  /// The instant of the last `set`: a refresh it allows in the past happens then, not earlier.
  var settingChangedAt = Instant(ms: 0)

  /// The model never lets two builds share an instant, so a zero minimum interval acts as 1 ms (an assumption of the
  /// implementation, `effectiveMinInterval`; the interval alone would allow a counted build at the very instant of
  /// another).
  var effectiveMinInterval: TimeSpan { TimeSpan(ms: max(minInterval.ms, 1)) }

  /// Counted refreshes `r` with `t - 24h < r <= t`, by scanning all of them.
  func used(_ entry: Entry, at t: Instant) -> Int {
    entry.counted.filter { t - .days(1) < $0 && $0 <= t }.count
  }

  func policyDue(_ entry: Entry) -> Instant? {
    switch entry.kind.policy {
    case .atEnd: return entry.lastBuild + entry.kind.every * Int64(entry.kind.entries - 1)
    case .after(let span): return entry.lastBuild + span
    case .never: return nil
    }
  }

  /// The instant a counted refresh is due: the policy, or a pending request if all its requests were counted.
  func countedDue(_ entry: Entry) -> Instant? {
    let reload = entry.pendingCounted ? entry.pendingDue : nil
    return [policyDue(entry), reload].compactMap { $0 }.min()
  }

  /// The earliest instant from `due` on with budget room and the minimum interval passed since the last build.
  func earliestAllowed(_ entry: Entry, from due: Instant) -> Instant {
    let start = max(due, entry.lastBuild + effectiveMinInterval, settingChangedAt)
    // The count only falls from here on, each time a refresh leaves the window: try those instants in order.
    let candidates = [start] + entry.counted.map { $0 + .days(1) }.filter { $0 > start }.sorted()
    return candidates.first { used(entry, at: $0) < budget }!
  }

  /// When the widget's next build should happen, and whether it counts; an uncounted request wins a tie.
  func expectedNext(_ entry: Entry) -> (at: Instant, counted: Bool)? {
    let free = entry.pendingCounted ? nil : entry.pendingDue.map { max($0, entry.lastRequestAt) }
    let counted = countedDue(entry).map { earliestAllowed(entry, from: $0) }
    if let free, counted.map({ free <= $0 }) ?? true { return (free, false) }
    return counted.map { ($0, true) }
  }

  /// Records a reload request made now for one widget, coalescing with what is pending.
  mutating func request(_ id: String, at now: Instant, dueAt: Instant, counted: Bool, configured: Bool = false) {
    guard var entry = widgets[id] else { return }
    entry.pendingConfigured = (entry.pendingDue != nil && entry.pendingConfigured) || configured
    entry.lastRequestAt = now
    entry.pendingCounted = (entry.pendingDue == nil || entry.pendingCounted) && counted
    entry.pendingDue = min(entry.pendingDue ?? dueAt, dueAt)
    widgets[id] = entry
  }
}

/// A random session that drives the model and the oracle side by side and reports the first disagreement.
struct OracleRun {
  let seed: UInt64
  var random: SplitMix64
  var world = TestWorld()
  var oracle = BudgetOracle()
  var trace: [String] = []
  var failed = false
  /// What the session exercised, so the test can tell that it stressed the rules it checks.
  var counts: [String: Int] = [:]
  /// Whether the command being run is a `configure` that builds at once (configureCounts off).
  var immediateConfigure = false

  init(seed: UInt64) {
    self.seed = seed
    random = SplitMix64(seed: seed)
  }

  /// Records an issue naming the seed and the recent commands; returns whether the condition held.
  @discardableResult
  mutating func check(_ condition: Bool, _ message: @autoclosure () -> String) -> Bool {
    guard !condition, !failed else { return condition }
    failed = true
    let recent = trace.suffix(12).joined(separator: "\n  ")
    let text =
      "\(message())\nat \(world.state.now.iso8601) after \(trace.count) commands; reproduce with "
      + "WIDGETSIM_SEED=\(seed)\nlast commands:\n  \(recent)"
    Issue.record(Comment(rawValue: text))
    return false
  }

  /// Runs the setup and `steps` random commands, stopping at the first disagreement.
  mutating func run(steps: Int) {
    do {
      try execute("define fast families=small entries=1 every=1m policy=atEnd data=fast")
      try execute("define burst families=small entries=3 every=2m policy=after:7m data=burst")
      for _ in 0..<(2 + random.below(4)) { try execute(randomAdd()) }
      for _ in 0..<steps where !failed { try execute(randomCommand()) }
    } catch {
      check(false, "the generator made a command the model refused: \(error)")
    }
  }

  mutating func randomAdd() -> String {
    "add " + random.pick(["weather", "stocks", "todo list=inbox", "fast", "burst", "fast"])
  }

  mutating func randomCommand() -> String {
    let ids = world.state.orderedWidgets.map(\.id)
    switch random.below(100) {
    case 0..<40:
      return "tick "
        + random.pick([
          "1ms", "1s", "59s", "1m", "4m59s999ms", "5m", "7m", "17m", "1h", "3h", "5h", "23h", "1d", "1d1ms", "2d",
        ])
    case 40..<50:
      // Land exactly on, or just before, some widget's scheduled build.
      let next = world.state.orderedWidgets.compactMap(\.nextRefresh).min() ?? world.state.now + .hours(1)
      let target = random.below(2) == 0 ? next : max(world.state.now, next - TimeSpan(ms: 1))
      return "tick to " + target.iso8601
    case 50..<62: return "reload " + random.pick(["all", "weather", "stocks", "todo", "fast", "burst"])
    case 62..<70: return "app " + random.pick(["foreground", "background"])
    case 70..<78: return "set budget=" + random.pick(["1", "2", "3", "5", "8", "40"])
    case 78..<84: return "set minInterval=" + random.pick(["0s", "1ms", "1m", "5m", "17m", "1h", "25h"])
    case 84..<88: return "set latency=" + random.pick(["0s", "30s", "5m", "2h"])
    case 88..<90: return "set configureCounts=" + random.pick(["true", "false"])
    case 90..<94 where !ids.isEmpty:
      let id = random.pick(ids)
      let param = world.state.kinds[world.state.widgets[id]!.kind]!.params.first
      guard let param else { return "data fast \(random.below(10))" }
      return "configure \(id) \(param.name)=" + (param.name == "city" ? random.pick(["Beijing", "Shanghai"]) : "x")
    case 94..<96 where ids.count > 1: return "remove " + random.pick(ids)
    case 96..<98 where ids.count < 8: return randomAdd()
    default: return "data " + random.pick(["weather:Beijing", "stocks:AAPL", "fast"]) + " \(random.below(100))"
    }
  }

  /// Tells the oracle what a command means before the model carries it out, then compares what the model did.
  mutating func execute(_ line: String) throws {
    trace.append(line)
    let command = Command(line: line)
    let now = world.state.now
    if case .configure = command { immediateConfigure = !oracle.configureCounts } else { immediateConfigure = false }
    switch command {
    case .reload(let target):
      for (id, entry) in oracle.widgets where target == "all" || entry.kind.name == target {
        oracle.request(id, at: now, dueAt: now + oracle.latency, counted: !oracle.foreground)
      }
    case .configure(let id, _) where oracle.configureCounts:
      oracle.request(id, at: now, dueAt: now, counted: true, configured: true)
    case .remove(let id): oracle.widgets[id] = nil
    case .app(let state): oracle.foreground = state == "foreground"
    case .set(let name, let value):
      switch name {
      case "budget": oracle.budget = Int(value)!
      case "minInterval": oracle.minInterval = TimeSpan(text: value)!
      case "latency": oracle.latency = TimeSpan(text: value)!
      default: oracle.configureCounts = value == "true"
      }
      oracle.settingChangedAt = now
    default: break
    }
    let log = try world.run(line)
    var previous: Refresh? = nil
    for refresh in log where !failed {
      if let previous, refresh.cause != .configured, previous.cause != .configured {
        let inOrder =
          previous.at < refresh.at
          || previous.at == refresh.at
            && oracle.widgets[previous.widget]!.ordinal < oracle.widgets[refresh.widget]!.ordinal
        check(inOrder, "builds out of order: \(previous.line) then \(refresh.line)")
      }
      compare(refresh, now: now)
      previous = refresh
    }
    compareSchedules()
  }

  /// Checks one build against the oracle and the model's rules, then records it in the oracle.
  mutating func compare(_ refresh: Refresh, now before: Instant) {
    let id = refresh.widget
    let after = world.state.now
    check(before <= refresh.at && refresh.at <= after, "build outside the action's span: \(refresh.line)")
    switch refresh.cause {
    case .added:
      let kind = world.state.kinds[world.state.widgets[id]!.kind]!
      oracle.widgets[id] = .init(kind: kind, ordinal: oracle.nextOrdinal, lastBuild: refresh.at)
      oracle.nextOrdinal += 1
      check(!refresh.counted && refresh.at == before, "add must build at once, uncounted: \(refresh.line)")
      return
    case .tapped:
      check(false, "this oracle makes no taps: \(refresh.line)")
      return
    case .configured where immediateConfigure:
      check(!refresh.counted && refresh.at == before, "configure must build at once, uncounted: \(refresh.line)")
    case .system:
      check(false, "these runs make no system change, the model built: \(refresh.line)")
      return
    case .policy, .reload, .configured:
      guard var entry = oracle.widgets[id] else {
        check(false, "build of a widget the oracle does not know: \(refresh.line)")
        return
      }
      guard let expected = oracle.expectedNext(entry) else {
        check(false, "the oracle expects no build for \(id), the model built: \(refresh.line)")
        return
      }
      let deferred = refresh.dueAt < refresh.at ? " (deferred: not at the earliest allowed instant)" : ""
      check(
        expected.at == refresh.at && expected.counted == refresh.counted,
        "expected \(id) at \(expected.at.iso8601) \(expected.counted ? "counted" : "free")\(deferred), "
          + "the model built \(refresh.line)")
      if refresh.counted {
        let reloadDue = entry.pendingCounted ? entry.pendingDue.flatMap { $0 <= refresh.at ? $0 : nil } : nil
        let due = [oracle.policyDue(entry), reloadDue].compactMap { $0 }.min()
        check(refresh.dueAt == due, "\(refresh.line): due should be \(due?.iso8601 ?? "none")")
        let requestCause: BuildCause = entry.pendingConfigured ? .configured : .reload
        check(refresh.cause == (reloadDue != nil ? requestCause : .policy), "\(refresh.line): wrong cause")
        if refresh.dueAt < refresh.at {
          let byInterval = refresh.at == entry.lastBuild + oracle.effectiveMinInterval
          counts[byInterval ? "deferred by the minimum interval" : "deferred by the budget", default: 0] += 1
        }
        counts["counted", default: 0] += 1
        entry.counted.append(refresh.at)
        let (budget, minInterval, lastBuild) = (oracle.budget, oracle.minInterval, entry.lastBuild)
        check(
          oracle.used(entry, at: refresh.at) <= budget,
          "\(refresh.line) exceeds the budget of \(budget) in the 24 hours before it")
        check(
          refresh.at - lastBuild >= minInterval,
          "\(refresh.line) is closer than \(minInterval.text) to the build at \(lastBuild.iso8601)")
      } else {
        counts["uncounted reloads", default: 0] += 1
        // Done at once after the latency: at its due instant, or at the request that made a past-due one uncounted.
        check(
          refresh.cause == (entry.pendingConfigured ? .configured : .reload) && refresh.dueAt == entry.pendingDue
            && refresh.at == max(refresh.dueAt, entry.lastRequestAt),
          "\(refresh.line): an uncounted reload happens as soon as it is due")
      }
      oracle.widgets[id] = entry
    }
    oracle.widgets[id]?.lastBuild = refresh.at
    oracle.widgets[id]?.pendingDue = nil
    oracle.widgets[id]?.pendingCounted = true
    oracle.widgets[id]?.pendingConfigured = false
  }

  /// After each command: the same widgets, the same budget counts, the same next builds, nothing left overdue.
  mutating func compareSchedules() {
    let state = world.state
    check(Set(state.widgets.keys) == Set(oracle.widgets.keys), "the model and the oracle hold different widgets")
    for widget in state.orderedWidgets where !failed {
      guard let entry = oracle.widgets[widget.id] else { continue }
      let used = oracle.used(entry, at: state.now)
      check(state.budgetUsed(widget) == used, "\(widget.id) budget used \(state.budgetUsed(widget)), oracle \(used)")
      let expected = oracle.expectedNext(entry)
      check(
        widget.nextRefresh == expected?.at && (expected == nil || widget.nextRefreshCounted == expected!.counted),
        "\(widget.id) next build \(widget.nextRefresh?.iso8601 ?? "none"), oracle \(expected?.at.iso8601 ?? "none")")
      check(expected.map { $0.at > state.now } ?? true, "\(widget.id) was left overdue")
      check(
        entry.kind.policy == .never && entry.pendingDue == nil || widget.nextRefresh != nil,
        "\(widget.id) has a refresh due but none scheduled: it was dropped")
    }
  }
}

/// Random sessions checked against the naive oracle after every command (docs/MODEL.md, "Refresh: policy, requests,
/// budget" and "Property testing").
@Suite("Budget oracle")
struct BudgetOracleTests {
  /// The seeds to run: `WIDGETSIM_SEED` alone when set, else a fixed list so the suite is deterministic;
  /// `WIDGETSIM_RUNS=N` makes the list longer for an opt-in soak.
  static var seeds: [UInt64] {
    let environment = ProcessInfo.processInfo.environment
    if let text = environment["WIDGETSIM_SEED"], let seed = UInt64(text) { return [seed] }
    let runs = environment["WIDGETSIM_RUNS"].flatMap { Int($0) } ?? 24
    var random = SplitMix64(seed: 20_260_301)
    return (0..<runs).map { _ in random.next() }
  }

  @Test("SplitMix64 produces the reference sequence")
  func splitMixReference() {
    var random = SplitMix64(seed: 1_234_567)
    #expect(
      (0..<3).map { _ in random.next() } == [
        6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
      ])
  }

  @Test("the model's budget, minimum interval and deferrals agree with a naive oracle over random sessions")
  func randomSessions() {
    var counts: [String: Int] = [:]
    for seed in Self.seeds {
      var run = OracleRun(seed: seed)
      run.run(steps: 150)
      if run.failed { break }
      counts.merge(run.counts, uniquingKeysWith: +)
    }
    let kinds = [
      "counted", "uncounted reloads", "deferred by the budget", "deferred by the minimum interval",
    ]
    for kind in kinds where Self.seeds.count > 1 {
      #expect(counts[kind, default: 0] >= 10, "the sessions hardly exercised: \(kind)")
    }
  }
}

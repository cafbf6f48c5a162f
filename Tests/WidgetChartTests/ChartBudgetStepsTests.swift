import PropertyTesting
import Testing
import WidgetModel
import WidgetTestSupport

@testable import WidgetChart

/// The chart's budget lines are the model's counts: over random sessions (recipe kinds and a developer's provider
/// kind, shared budgets, `set budgetScope` and removals along the way), each lane's count at every instant it changes
/// and every instant the model's count changes is the count of the budget the model says the widget draws on, each
/// counted build's tooltip says the count its refresh reached (`Refresh.budgetReached`), and the status a lane draws
/// is the one the model shows.
@Suite("The chart's budget steps are the model's counts")
struct ChartBudgetStepsTests {
  /// The seeds of the random sessions, and how many commands each tries.
  static let seeds: [UInt64] = Array(1...24)
  static let steps = 40

  /// A lane's budget steps as drawn from the data: the chart's own (`SVGChart.budgetSteps`), or a planted one.
  typealias Lane = @Sendable (ChartData, ChartData.WidgetTrack) -> [ChartData.BudgetStep]

  /// The steps the chart draws.
  static let drawn: Lane = { data, track in
    SVGChart(data: data, from: data.start, to: data.end, zone: .utc).budgetSteps(track)
  }

  @Test("each lane's budget steps, counted builds and statuses equal the model's, over random sessions")
  func stepsAreTheModels() {
    let failures = Self.seeds.flatMap { Self.mismatches(seed: $0, lane: Self.drawn) }
    #expect(failures.isEmpty, "\(failures.count) mismatches, the first: \(failures.prefix(3).joined(separator: "\n"))")
  }

  @Test("a chart that counts its lane's own counted builds in the window, as it did before, is caught")
  func plantedOwnBuilds() {
    // The rolling window counted from the lane's counted builds: the pool's other widgets and a scope's change go
    // unseen.
    let planted: Lane = { _, track in
      var events = track.builds.filter(\.counted).flatMap { [($0.at, 1), ($0.at + .days(1), -1)] }
      events.sort { ($0.0, $0.1) < ($1.0, $1.1) }
      var steps: [ChartData.BudgetStep] = []
      var count = 0
      for (at, change) in events {
        count += change
        if steps.last?.at == at {
          steps[steps.count - 1].count = count
        } else {
          steps.append(.init(at: at, count: count))
        }
      }
      return steps
    }
    let failures = Self.seeds.flatMap { Self.mismatches(seed: $0, lane: planted) }
    #expect(!failures.isEmpty, "the property missed a lane counting its own builds")
  }

  @Test("a chart whose counts fall a millisecond after a refresh leaves the window is caught")
  func plantedLateFall() {
    let planted: Lane = { data, track in
      let steps = Self.drawn(data, track)
      return steps.enumerated().map { index, step in
        index > 0 && step.count < steps[index - 1].count
          ? .init(at: step.at + TimeSpan(ms: 1), count: step.count) : step
      }
    }
    let failures = Self.seeds.flatMap { Self.mismatches(seed: $0, lane: planted) }
    #expect(!failures.isEmpty, "the property missed a fall a millisecond late")
  }

  @Test("the counter rises to the model's count at each refresh and falls as the model says each refresh leaves")
  func counter() {
    let t0 = Instant(iso8601: "2026-03-01T08:00:00Z")!
    var counter = BudgetCounter()
    counter.reach(1, at: t0)
    counter.reach(2, at: t0 + .hours(1))
    // The second leaves as the third comes: the count stays, as the model says.
    counter.reach(1, at: t0 + .hours(25))
    let steps = counter.finish()
    let expected: [(Instant, Int)] = [
      (t0, 1), (t0 + .hours(1), 2), (t0 + .hours(24), 1), (t0 + .hours(25), 1), (t0 + .hours(49), 0),
    ]
    #expect(steps.map(\.at) == expected.map(\.0))
    #expect(steps.map(\.count) == expected.map(\.1))
  }

  @Test("a widget removed from a shared budget takes its refreshes with it: another lane's count falls then")
  func removalFromSharedPool() throws {
    let (data, state) = try Self.chart([
      "set budgetScope=app", "add weather as sky", "add stocks as ticker", "reload weather", "tick 10m",
      "reload weather",
      "tick 10m", "reload stocks", "tick 10m", "remove sky",
    ])
    let ticker = try #require(state.widgets["ticker"])
    let steps = SVGChart(data: data, from: data.start, to: data.end, zone: .utc).budgetSteps(data.widgets[1])
    // sky's two counted reloads and ticker's one filled the app's budget; sky took its two with it at 08:30.
    #expect(steps.last { $0.at < state.now }?.count == 3)
    #expect(steps.last { $0.at <= state.now }?.count == 1)
    #expect(state.budgetUse(ticker).used == 1)
  }

  @Test("set budgetScope=app mid-journal: a lane draws its own count until then and the app's from then")
  func scopeChange() throws {
    let (data, state) = try Self.chart([
      "add weather as sky", "add stocks as ticker", "reload weather", "tick 10m", "reload stocks", "tick 10m",
      "set budgetScope=app",
    ])
    let lane = data.widgets[1]
    #expect(lane.pools.map(\.pool) == [.widget("ticker"), .app])
    // Its own reload at 08:10 (1), then the app's at 08:20: the weather widget's reload and its own (2); the falls a
    // day later come after the journal's end.
    let steps = SVGChart(data: data, from: data.start, to: data.end, zone: .utc).budgetSteps(lane)
      .filter { $0.at <= state.now }
    #expect(steps.map(\.count) == [1, 2])
    #expect(steps.last?.at == state.now)
  }

  /// The chart data of the REPL commands `lines` after the built-in kinds, and the state they reach.
  static func chart(_ lines: [String]) throws -> (ChartData, SimState) {
    var state = SimState(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    for kind in BuiltinKinds.all { state.apply(.kindDefined(kind)) }
    let recorder = ChartRecorder(state, zone: .utc, selected: nil)
    for line in lines {
      let action = try state.validate(try #require(Self.command(line), "\(line)"))
      state.apply(action)
      recorder.feed(action)
    }
    return (recorder.data(title: "lines", notes: []), state)
  }

  /// The command a few REPL lines above ask for.
  static func command(_ line: String) -> Command? {
    let words = line.split(separator: " ").map(String.init)
    switch words.first {
    case "set":
      let pair = words[1].split(separator: "=").map(String.init)
      return .set(name: pair[0], value: pair[1])
    case "add": return .add(kind: words[1], family: nil, params: [], id: words[3])
    case "reload": return .reload(target: words[1])
    case "tick": return .tickBy(words[1])
    case "remove": return .remove(id: words[1])
    default: return nil
    }
  }

  // MARK: The sessions

  /// The mismatches of seed's session's chart, `lane` drawing each lane's steps, with the model's counts.
  static func mismatches(seed: UInt64, lane: Lane) -> [String] {
    let (initial, actions) = session(seed: seed)
    let recorder = ChartRecorder(initial, zone: .utc, selected: nil)
    for action in actions { recorder.feed(action) }
    let data = recorder.data(title: "seed \(seed)", notes: [])
    let lanes = data.widgets.map { lane(data, $0) }
    return replayMismatches(actions, from: initial, data: data, lanes: lanes).map { "seed \(seed): \($0)" }
  }

  /// A random session as a journal records it: its initial state (the built-in kinds, and for even seeds a
  /// developer's provider kind), and its actions, with the provider's outputs. A third of the sessions share a small
  /// budget; now and then the scope changes or a widget is removed.
  static func session(seed: UInt64) -> (SimState, [Action]) {
    var rng = SplitMix64(seed: seed)
    let generator = ActionGenerator(
      weights: .random(using: &rng), discretion: ActionGenerator.usesDiscretion(seed: seed))
    let host = seed % 2 == 0 ? StandInProvider() : nil
    var state = SimState(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    for kind in BuiltinKinds.all + (host == nil ? [] : [StandInProvider.kind]) { state.apply(.kindDefined(kind)) }
    let initial = state
    var script = generator.setup(using: &rng)
    if seed % 3 == 1 {
      script += [.set(name: "budgetScope", value: rng.pick(["kind", "app"])), .set(name: "budget", value: "3")]
    }
    var actions: [Action] = []
    for _ in 0..<steps {
      let command: Command
      if !script.isEmpty {
        command = script.removeFirst()
      } else if rng.chance(0.08) {
        command = .set(name: "budgetScope", value: rng.pick(["widget", "kind", "app"]))
      } else if rng.chance(0.06), let widget = state.orderedWidgets.first {
        command = .remove(id: widget.id)
      } else if host != nil, rng.chance(0.2) {
        command = rng.pick([.add(kind: "mine", family: nil, params: [], id: nil), .reload(target: "mine")])
      } else {
        command = generator.next(in: state, using: &rng)
      }
      guard let action = try? state.validate(command) else { continue }
      if let host {
        actions.append(state.apply(action, host: host).recorded)
      } else {
        state.apply(action)
        actions.append(action)
      }
    }
    return (initial, actions)
  }

  /// Replays `actions` from `initial`, pausing ticks at every instant a lane's count changes, every instant the model's
  /// count of a placed widget's budget changes (a refresh leaving its window; builds pause a tick anyway) and the
  /// instants its status changes by itself (`SimState.nextStatusChange`), and compares: each lane's count and status
  /// then with the model's (`BudgetUse.used`, `Display.status`) while its widget is placed, and each counted build
  /// drawn with the count its refresh reached.
  static func replayMismatches(
    _ actions: [Action], from initial: SimState, data: ChartData, lanes: [[ChartData.BudgetStep]]
  ) -> [String] {
    var state = initial
    var builds: [String: [Refresh]] = [:]
    // By lane, the model's count at each instant looked at: the last look at an instant wins, as a lane draws the
    // count an instant ends with (several actions can happen at one instant).
    var counts: [[Instant: Int]] = Array(repeating: [:], count: lanes.count)
    // And the status it shows then, unless a change by itself is dated at that instant (a span ends at the expiry).
    var statuses: [[Instant: WidgetStatus?]] = Array(repeating: [:], count: lanes.count)
    func look(_ state: SimState, _ refreshes: some Sequence<Refresh>) {
      for refresh in refreshes { builds[refresh.widget, default: []].append(refresh) }
      for (index, track) in data.widgets.enumerated()
      where track.added <= state.now && track.removed.map({ state.now < $0 }) ?? true {
        guard let widget = state.widgets[track.id] else { continue }
        counts[index][state.now] = state.budgetUse(widget).used
        let shown = state.display(widget)
        statuses[index][state.now] = state.nextStatusChange(widget, shown)?.datedAt == state.now ? nil : shown.status
      }
    }
    // The next instant after `now` where a lane's or a placed widget's count may change.
    func next(after now: Instant, in state: SimState) -> Instant? {
      var instants = lanes.compactMap { $0.first { $0.at > now }?.at }
      for widget in state.orderedWidgets {
        let window = state.budgetUse(widget).refreshes
        if let leaving = window.first(where: { $0 + .days(1) > now }) { instants.append(leaving + .days(1)) }
        if let change = state.nextStatusChange(widget, state.display(widget)) {
          instants += [change.datedAt, change.at].filter { $0 > now }
        }
      }
      return instants.min()
    }
    for action in actions {
      if case .clockTicked(let target) = action {
        var seen = 0
        let refreshes = state.applyTick(to: target) { paused, since in
          look(paused, since)
          seen += since.count
          return next(after: paused.now, in: paused)
        }
        look(state, refreshes.dropFirst(seen))
      } else {
        let refreshes = state.apply(action)
        look(state, refreshes)
      }
    }
    var failures: [String] = []
    for (index, track) in data.widgets.enumerated() {
      for (instant, model) in counts[index].sorted(by: { $0.key < $1.key }) {
        let drawn = lanes[index].last { $0.at <= instant }?.count ?? 0
        if drawn != model { failures.append("\(track.id) at \(instant.iso8601): drawn \(drawn), the model \(model)") }
      }
      for (instant, model) in statuses[index] {
        guard let model, let drawn = track.statuses.last(where: { $0.at <= instant })?.status, drawn != model else {
          continue
        }
        failures.append(
          "\(track.id) at \(instant.iso8601): status drawn \(drawn.rawValue), the model \(model.rawValue)")
      }
    }
    return failures + buildMismatches(data, builds)
  }

  /// The counted builds whose tooltip count is not the count their refresh reached, lane by lane in build order.
  static func buildMismatches(_ data: ChartData, _ refreshes: [String: [Refresh]]) -> [String] {
    var failures: [String] = []
    var taken: [String: Int] = [:]
    for track in data.widgets {
      let first = taken[track.id] ?? 0
      let mine = (refreshes[track.id] ?? [])[first...].prefix(track.builds.count)
      taken[track.id] = first + track.builds.count
      for (build, refresh) in zip(track.builds, mine) where build.counted {
        let reached = refresh.budgetReached?.used ?? -1
        if build.used != reached {
          failures.append("\(track.id)'s build at \(build.at.iso8601) says \(build.used), its refresh \(reached)")
        }
      }
    }
    return failures
  }
}

import PropertyTesting
import Testing
import WidgetJournal
import WidgetModel

/// The generator: seeded, state-aware, swarm-weighted, bounded.
@Suite("Action generator")
struct GeneratorTests {
  /// The actions of one run of `steps` generated commands after the built-in kinds, and how many were refused.
  static func generate(
    seed: UInt64, steps: Int, weights: ActionWeights? = nil, limits: GeneratorLimits = .init(),
    discretion: Bool = false
  ) -> (actions: [Action], state: SimState, rejected: Int) {
    var rng = SplitMix64(seed: seed)
    let generator = ActionGenerator(
      weights: weights ?? .random(using: &rng), limits: limits, discretion: discretion)
    var state = SimState(start: Instant(ms: 1_772_352_000_000))
    var actions: [Action] = BuiltinKinds.all.map { .kindDefined($0) }
    for action in actions { state.apply(action) }
    var rejected = 0
    let setup = generator.setup(using: &rng)
    for index in 0..<steps {
      let command = index < setup.count ? setup[index] : generator.next(in: state, using: &rng)
      guard let action = try? state.validate(command) else {
        rejected += 1
        print("GeneratorTests: seed \(seed) refused \(command)")
        continue
      }
      state.apply(action)
      actions.append(action)
    }
    return (actions, state, rejected)
  }

  @Test("SplitMix64 gives the reference sequence for seed 0")
  func splitMix() {
    var rng = SplitMix64(seed: 0)
    #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
    #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(SplitMix64.runSeed(42, run: 0) == 42)
    #expect(SplitMix64.runSeed(42, run: 1) != SplitMix64.runSeed(42, run: 2))
  }

  @Test("the same seed gives the same actions; another seed, others")
  func deterministic() {
    #expect(Self.generate(seed: 5, steps: 200).actions == Self.generate(seed: 5, steps: 200).actions)
    #expect(Self.generate(seed: 5, steps: 200).actions != Self.generate(seed: 6, steps: 200).actions)
  }

  @Test("every generated command is valid against the state it is made for", arguments: [UInt64(1), 2, 3, 4, 5])
  func valid(_ seed: UInt64) {
    #expect(Self.generate(seed: seed, steps: 400).rejected == 0)
  }

  @Test(
    "with the settings of the system's discretion, every generated command is valid too",
    arguments: [UInt64(1), 2, 3, 4, 5, 12_631_054_022_437_258_866])
  func validWithDiscretion(_ seed: UInt64) {
    #expect(Self.generate(seed: seed, steps: 400, discretion: true).rejected == 0)
  }

  @Test("about half of the runs change the settings of the system's discretion, drawing each of them")
  func discretionRuns() {
    let seeds = (0..<400).map { SplitMix64.runSeed(7, run: $0) }
    let using = seeds.filter(ActionGenerator.usesDiscretion(seed:))
    #expect(using.count > 150 && using.count < 250, "\(using.count) of 400")
    var names: Set<String> = []
    var values: Set<String> = []
    for seed in using.prefix(60) {
      for case .settingChanged(let setting) in Self.generate(seed: seed, steps: 200, discretion: true).actions
      where Settings.discretionNames.contains(setting.name) {
        names.insert(setting.name)
        values.insert(setting.name + "=" + setting.valueText.prefix { $0 != "@" })
      }
    }
    #expect(names == Set(Settings.discretionNames))
    for value in ["budgetScope=kind", "budgetScope=app", "foregroundReloads=onBackground", "quietHours=none"] {
      #expect(values.contains(value), "\(value) among \(values.sorted())")
    }
  }

  @Test("over 200 runs of 100 steps, builds take every path of the degrade chain: network, cache, fallback, failure")
  func degradeChain() throws {
    let tally = OutcomeTally()
    let result = try PropertyChecker.check(
      [tally.property], configuration: CheckConfiguration(seed: 7, runs: 200, steps: 100))
    #expect(result.passed)
    let total = tally.builds.values.reduce(0, +)
    print(
      "GeneratorTests: \(total) builds over 200 runs of 100 steps, by outcome \(tally.builds.sorted { $0.key < $1.key }); runs with each outcome \(tally.runs.sorted { $0.key < $1.key }); fetches by outcome \(tally.fetches.sorted { $0.key < $1.key })"
    )
    for outcome in ["network", "cache", "fallback", "failed"] {
      let builds = tally.builds[outcome, default: 0]
      #expect(builds * 100 >= total, "\(outcome): \(builds) of \(total) builds")
      #expect(tally.runs[outcome, default: 0] >= 20, "\(outcome): \(tally.runs[outcome, default: 0]) of 200 runs")
    }
    for outcome in ["answered", "timeout", "error", "noAnswer", "offline"] {
      #expect(tally.fetches[outcome, default: 0] >= 100, "fetches \(outcome): \(tally.fetches[outcome, default: 0])")
    }
  }

  @Test("widgets, kinds and the clock stay within the limits")
  func limits() {
    var limits = GeneratorLimits()
    limits.widgetsMax = 3
    limits.kindsMax = 5
    limits.duration = .days(1)
    for seed: UInt64 in 1...10 {
      let state = Self.generate(seed: seed, steps: 300, limits: limits).state
      #expect(state.widgets.count <= 3)
      #expect(state.kinds.count <= 5)
      #expect(state.now <= state.start + .days(1))
    }
  }

  @Test("swarm weights differ per run: every profile occurs, and categories drop out")
  func swarm() {
    var profiles: Set<SwarmProfile> = []
    var droppedOut = 0
    for seed: UInt64 in 1...200 {
      var rng = SplitMix64(seed: seed)
      let weights = ActionWeights.random(using: &rng)
      profiles.insert(weights.profile)
      droppedOut += weights.weights.values.filter { $0 == 0 }.count
      #expect(weights.weights[.add]! > 0 && weights.weights[.tickShort]! > 0)
    }
    #expect(profiles == Set(SwarmProfile.allCases))
    #expect(droppedOut > 100)
  }

  @Test("profiles shape runs: reload-heavy runs reload more, tick-heavy runs tick more, starved runs run out of budget")
  func profiles() {
    func share(_ profile: SwarmProfile, _ names: Set<String>) -> Double {
      var hits = 0
      var total = 0
      for seed: UInt64 in 1...20 {
        var rng = SplitMix64(seed: seed)
        var weights = ActionWeights.random(using: &rng)
        weights = ActionWeights(weights.weights.merging(profile.testBoosts) { max($0, 1) * $1 }, profile: profile)
        let actions = Self.generate(seed: seed, steps: 150, weights: weights).actions.dropFirst(3)
        hits += actions.filter { names.contains($0.name) }.count
        total += actions.count
      }
      return Double(hits) / Double(total)
    }
    #expect(share(.reloadHeavy, ["reload"]) > share(.tickHeavy, ["reload"]))
    #expect(share(.tickHeavy, ["tick"]) > share(.reloadHeavy, ["tick"]))
    var starved = 0
    for seed: UInt64 in 1...20 {
      var rng = SplitMix64(seed: seed)
      let weights = ActionWeights(ActionWeights.random(using: &rng).weights, profile: .budgetStarved)
      let state = Self.generate(seed: seed, steps: 150, weights: weights).state
      if state.widgets.values.contains(where: { state.budgetUsed($0) >= state.settings.budget }) { starved += 1 }
    }
    #expect(starved >= 5)
  }
}

/// How many builds of generated runs took each path of the degrade chain, by the oracle's recomputation.
final class OutcomeTally: @unchecked Sendable {
  /// Builds by source (network, cache, fallback), and failed builds under "failed".
  var builds: [String: Int] = [:]
  /// The fetches of those builds by outcome (answered, timeout, error, noAnswer, offline), and "unresolved" keys.
  var fetches: [String: Int] = [:]
  /// Runs with at least one build of each outcome.
  var runs: [String: Int] = [:]
  /// The outcomes seen in the current run.
  var seen: Set<String> = []

  /// A property that always holds and counts the outcome of every build of every step, and of every run.
  var property: Property {
    Property(
      "tally", "counts build outcomes",
      check: { step in
        for build in step.builds {
          let outcome = build.expectedSource?.rawValue ?? "failed"
          self.builds[outcome, default: 0] += 1
          self.seen.insert(outcome)
          guard let facts = build.facts, facts.kind.fetch == .network else { continue }
          let fetch =
            facts.key.map { step.historyAfter.fetch($0, timeout: facts.kind.timeout).outcome.name } ?? "unresolved"
          self.fetches[fetch, default: 0] += 1
        }
        return nil
      },
      afterRun: { _ in
        for outcome in self.seen { self.runs[outcome, default: 0] += 1 }
        self.seen = []
        return nil
      })
  }
}

extension SwarmProfile {
  /// The boosts a test applies to force a profile's shape.
  var testBoosts: [ActionCategory: Int] {
    switch self {
    case .reloadHeavy: return [.reload: 8]
    case .tickHeavy: return [.tickShort: 8, .tickLong: 8]
    default: return [:]
    }
  }
}

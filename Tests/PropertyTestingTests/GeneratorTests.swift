import PropertyTesting
import Testing
import WidgetJournal
import WidgetModel

/// The generator: seeded, state-aware, swarm-weighted, bounded.
@Suite("Action generator")
struct GeneratorTests {
  /// The actions of one run of `steps` generated commands after the built-in kinds, and how many were refused.
  static func generate(seed: UInt64, steps: Int, weights: ActionWeights? = nil, limits: GeneratorLimits = .init())
    -> (actions: [Action], state: SimState, rejected: Int)
  {
    var rng = SplitMix64(seed: seed)
    let generator = ActionGenerator(weights: weights ?? .random(using: &rng), limits: limits)
    var state = SimState(start: Instant(ms: 1_772_352_000_000))
    var actions: [Action] = BuiltinKinds.all.map { .kindDefined($0) }
    for action in actions { state.apply(action) }
    var rejected = 0
    let setup = generator.setup(using: &rng)
    for index in 0..<steps {
      let command = index < setup.count ? setup[index] : generator.next(in: state, using: &rng)
      guard let action = try? state.validate(command) else {
        rejected += 1
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

/// What the generator can do in one step; each run weighs them differently (swarm testing).
public enum ActionCategory: String, CaseIterable, Hashable, Sendable {
  /// Place a widget of a defined kind.
  case add
  /// Change parameters of an existing widget.
  case configure
  /// Take a widget away.
  case remove
  /// Write data under a key some widget reads.
  case dataRead
  /// Write data under a key no widget reads (or another configuration's key).
  case dataOther
  /// Record a failed fetch.
  case fail
  /// Ask WidgetCenter to reload one kind or all.
  case reload
  /// Move the app to the foreground or the background.
  case app
  /// Make the App Group available or not.
  case appGroup
  /// Move the clock by seconds to minutes.
  case tickShort
  /// Move the clock by an hour to two days.
  case tickLong
  /// Change a setting (budget, minimum interval, latency, configureCounts, providerDeadline, retryAfter).
  case set
  /// Define a new kind with random parameters and recipe (often one that fetches).
  case define
  /// Make the server answer fetches of a key with a value, quickly or slowly (`net KEY VALUE took=…`).
  case netAnswer
  /// Make fetches of a key time out or fail at once (`net KEY timeout|error`).
  case netFail
  /// Take the device's network down (rarely) or up again (`net offline|online`).
  case netOnline
}

/// The shape of a run, so that some runs stress one part of the model much more than the rest.
public enum SwarmProfile: String, CaseIterable, Hashable, Sendable {
  /// Random weights only.
  case mixed
  /// Many WidgetCenter reloads, mostly from the background.
  case reloadHeavy
  /// Mostly ticks, so policies and the budget window turn over.
  case tickHeavy
  /// A tiny budget and many background reloads, so refreshes are deferred all the time.
  case budgetStarved
  /// Widgets come and go and change configuration.
  case churn
  /// The server and the network change often, and kinds that fetch are defined, so builds go down the whole
  /// degrade chain: network, cache, fallback, and failures past the provider deadline.
  case flakyNetwork
}

/// Per-run weights of the action categories and the run's profile (swarm testing: each run leaves some features out).
public struct ActionWeights: Hashable, Sendable {
  /// The weight of each category; zero leaves it out of the run.
  public var weights: [ActionCategory: Int]
  /// The profile the weights were drawn for.
  public var profile: SwarmProfile

  /// Weights given explicitly.
  public init(_ weights: [ActionCategory: Int], profile: SwarmProfile = .mixed) {
    self.weights = weights
    self.profile = profile
  }

  /// Every category with weight 1.
  public static let uniform = ActionWeights(Dictionary(uniqueKeysWithValues: ActionCategory.allCases.map { ($0, 1) }))

  /// Random weights for one run: each category is left out with probability 1/4, the rest weigh 1…10,
  /// and the run's profile multiplies its favourite categories.
  public static func random(using rng: inout SplitMix64) -> ActionWeights {
    let profile = rng.pick(SwarmProfile.allCases)
    var weights: [ActionCategory: Int] = [:]
    for category in ActionCategory.allCases {
      weights[category] = rng.chance(0.25) ? 0 : rng.int(in: 1...10)
    }
    for (category, factor) in profile.boosts { weights[category] = max(weights[category]!, 3) * factor }
    // A run needs widgets and time to say anything, so adding and ticking never drop out entirely.
    weights[.add] = max(weights[.add]!, 2)
    weights[.tickShort] = max(weights[.tickShort]!, 1)
    return ActionWeights(weights, profile: profile)
  }

  /// The total weight.
  public var total: Int { weights.values.reduce(0, +) }

  /// A category drawn in proportion to its weight.
  public func draw(using rng: inout SplitMix64) -> ActionCategory {
    var ticket = rng.int(in: 0...(max(total, 1) - 1))
    for category in ActionCategory.allCases {
      let weight = weights[category] ?? 0
      if ticket < weight { return category }
      ticket -= weight
    }
    return .tickShort
  }
}

extension SwarmProfile {
  /// The categories a profile favours, with their multipliers.
  var boosts: [(ActionCategory, Int)] {
    switch self {
    case .mixed: return []
    case .reloadHeavy: return [(.reload, 5), (.dataRead, 2)]
    case .tickHeavy: return [(.tickShort, 4), (.tickLong, 4)]
    case .budgetStarved: return [(.reload, 4), (.tickShort, 3)]
    case .churn: return [(.add, 3), (.configure, 3), (.remove, 2), (.define, 2)]
    case .flakyNetwork: return [(.define, 3), (.netAnswer, 3), (.netFail, 3), (.netOnline, 2), (.set, 2)]
    }
  }
}

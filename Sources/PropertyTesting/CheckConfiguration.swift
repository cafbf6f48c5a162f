@_spi(Testing) import WidgetModel

/// How `PropertyChecker` generates runs: how many, how long, from which seed, over which kinds.
public struct CheckConfiguration: Sendable {
  /// The seed of the whole check; run 0 uses it as is, so a failing run replays alone with its own seed.
  public var seed: UInt64
  /// How many runs (independent action sequences).
  public var runs: Int
  /// Which slice of the runs this check covers (all of them by default); run numbers and seeds stay those of the
  /// whole check.
  public var shard = Shard.whole
  /// How many runs are checked at once, each on a thread of its own. The results (the runs counted, the failure
  /// found and its shrunk journal) are the same for any number: runs are handed back in run order.
  public var jobs = 1
  /// How many generated actions per run (after the kinds are defined).
  public var steps: Int
  /// The kinds every run defines first, in order (the built-in ones by default).
  public var kinds: [Kind] = BuiltinKinds.all
  /// Bounds on widgets, kinds and time, and whether the generator defines kinds of its own.
  public var limits = GeneratorLimits()
  /// The journal's start instant.
  public var start = Instant(ms: 1_772_352_000_000)
  /// Fixed weights for every run instead of random ones per run (swarm testing).
  public var weights: ActionWeights? = nil
  /// Whether about half of the runs also set the settings of the system's discretion (`budgetScope`,
  /// `foregroundReloads`, `quietHours`, `atEndSingle`); false keeps every run to Apple's documented behaviour, for an
  /// invariant that assumes it.
  public var discretion = true
  /// Samples of the app's own data by the key they are written under (for a developer's provider, the App Group file
  /// it reads, such as `weather.json`): the runs write mostly these, unchanged or changed as real data goes wrong — a
  /// field dropped, a value of another type, numbers and strings at their edges, empty lists, old dates
  /// (`SampleMutation`) — rather than JSON of any shape. Each is at most `Limits.dataValueBytesMax` bytes as JSON.
  public var samples: [String: [JSONValue]] = [:]
  /// Whether a failure is shrunk before it is reported.
  public var shrinks = true
  /// The developer's providers whose kinds (among `kinds`) the runs use: a simulator program's, or a test's
  /// `SimulatedProviders`. Their builds call the providers, and each action is kept with the outputs they gave, so a
  /// failure's journal replays without them. With providers, runs are checked one at a time whatever `jobs` says:
  /// a host runs one build at a time and keeps the App Group's files of the run in progress.
  public var providerHost: (any ProviderHost)? {
    get { providers?.host }
    set { providers = newValue.map(ProviderHostBox.init) }
  }
  /// `providerHost`, held so that the configuration stays `Sendable` (it is used by one run at a time).
  var providers: ProviderHostBox? = nil
  /// Whether a build of a developer's provider may crash its extension (a trap, a signal, `exit()`): by default a
  /// crash is a failed build, which the properties check like any other; false also checks `Property.noBuildCrashed`.
  public var buildsMayCrash = true
  /// A defect planted in the reducer to prove the properties catch it (test-only).
  @_spi(Testing) public var plantedBug: PlantedBug? = nil

  /// The most actions a run may generate: a run keeps its actions to shrink a failure, so its memory grows with them
  /// (about 0.2 KB an action; 100,000 take some 20 MB more and 20 s).
  public static let stepsMax = 100_000

  /// A configuration of `runs` runs of `steps` actions from `seed`; `steps` is at most `stepsMax`.
  public init(seed: UInt64 = 0, runs: Int = 100, steps: Int = 100) {
    precondition(steps <= Self.stepsMax, "a run generates at most stepsMax actions")
    self.seed = seed
    self.runs = runs
    self.steps = steps
  }
}

/// A provider host carried by a `CheckConfiguration`; only one run uses it at a time (`PropertyChecker` checks runs
/// one at a time when there is one).
final class ProviderHostBox: @unchecked Sendable {
  /// The host.
  let host: any ProviderHost

  /// A box for `host`.
  init(_ host: any ProviderHost) { self.host = host }
}

/// How long a seeded, randomised test runs and from which seed: its usual iterations times a soak factor, so that
/// `swift test` stays fast and a long run is one environment variable away. The caller passes the environment in.
///
/// `WIDGETSIM_SEED=N` replays one failing seed (each test prints its seed on failure); `WIDGETSIM_SOAK=N` runs N times
/// as many iterations.
public struct SoakPlan: Sendable {
  /// The seed of the whole run.
  public let seed: UInt64
  /// How many times the usual iterations to run (1 unless `WIDGETSIM_SOAK` says more).
  public let factor: Int

  /// The plan the environment asks for: `WIDGETSIM_SEED` over `seed`, and `WIDGETSIM_SOAK` as the factor.
  public init(environment: [String: String], seed fallback: UInt64) {
    seed = environment["WIDGETSIM_SEED"].flatMap { UInt64($0) } ?? fallback
    factor = max(1, environment["WIDGETSIM_SOAK"].flatMap { Int($0) } ?? 1)
  }

  /// The iterations to run: `usual` times the factor.
  public func iterations(_ usual: Int) -> Int { usual * factor }

  /// The seed of iteration `index`, so that one failing iteration replays alone as `WIDGETSIM_SEED=…`.
  public func seed(of index: Int) -> UInt64 { SplitMix64.runSeed(seed, run: index) }

  /// What a failure says to reproduce iteration `index`.
  public func reproduce(_ index: Int) -> String { "reproduce with WIDGETSIM_SEED=\(seed(of: index))" }
}

import WidgetJournal
@_spi(Testing) import WidgetModel

/// The outcome of a check: how much ran, and the shrunk counterexample of the first failure.
public struct CheckResult {
  /// Runs that finished with every property holding.
  public var runs = 0
  /// Actions applied over all runs (kind definitions included).
  public var steps = 0
  /// Generated commands that `validate` refused (the generator is state-aware, so this stays near zero).
  public var rejected = 0
  /// How many runs had each swarm profile.
  public var profiles: [SwarmProfile: Int] = [:]
  /// The first failure, shrunk; nil when every property held in every run.
  public var failure: Counterexample? = nil

  /// Whether every property held in every run.
  public var passed: Bool { failure == nil }
}

/// Runs seeded, generated action sequences through the REPL's validate-and-reduce path, checks properties after
/// every step, and shrinks the first failure to a minimal journal.
///
/// ```swift
/// var configuration = CheckConfiguration(seed: 42, runs: 200, steps: 60)
/// configuration.kinds = [myKind]                 // only my kind, no built-in ones
/// configuration.limits.duration = .days(3)       // any sequence over 3 days
/// let fresh = Property("fresh", "data at most 2h old unless the budget is spent") { state in
///   state.widgets.values.allSatisfy { widget in
///     (state.display(widget).dataAge ?? .zero) <= .hours(2) || state.budgetUsed(widget) >= state.settings.budget
///   }
/// }
/// let result = try PropertyChecker.check([fresh], configuration: configuration)
/// #expect(result.passed, "\(result.failure?.report(journalPath: nil) ?? "")")
/// ```
public enum PropertyChecker {
  /// Checks `properties` over the runs of `configuration.shard` (all `configuration.runs` by default), on
  /// `configuration.jobs` threads, and stops at the first failing run in run order; `progress` is told, on the
  /// calling thread and in run order, how many of the shard's runs have passed so far.
  /// - Throws: `WidgetError` when one of the configuration's kinds is not a valid definition.
  public static func check(
    _ properties: [Property] = Property.builtin, configuration: CheckConfiguration,
    progress: (Int) -> Void = { _ in }
  ) throws(WidgetError) -> CheckResult {
    let properties = configuration.buildsMayCrash ? properties : properties + [.noBuildCrashed]
    var kindsState = initialState(configuration)
    for kind in configuration.kinds {
      try kindsState.check(.kindDefined(kind))
      kindsState.apply(.kindDefined(kind))
    }
    var result = CheckResult()
    let runs = configuration.shard.runs(of: configuration.runs)
    var failing: (index: Int, run: GeneratedRun)? = nil
    OrderedWork.forEach(
      runs, jobs: configuration.providers == nil ? configuration.jobs : 1,
      work: { index in
        var run = generate(
          seed: SplitMix64.runSeed(configuration.seed, run: index), properties: properties,
          configuration: configuration)
        // A passing run's actions are not needed once it is counted: only its counts wait for their turn.
        if run.violation == nil { run.actions = [] }
        return run
      },
      endsAfter: { $0.violation != nil },
      consume: { index, run in
        result.steps += run.actionCount
        result.rejected += run.rejected
        result.profiles[run.profile, default: 0] += 1
        guard run.violation == nil else {
          failing = (index, run)
          return
        }
        result.runs += 1
        progress(index - runs.lowerBound + 1)
      })
    if let failing, let violation = failing.run.violation {
      result.failure = shrink(
        violation, actions: failing.run.actions, seed: SplitMix64.runSeed(configuration.seed, run: failing.index),
        run: failing.index, properties: properties, configuration: configuration)
    }
    return result
  }

  /// The state every run starts from (with the planted bug, if any).
  static func initialState(_ configuration: CheckConfiguration) -> SimState {
    var state = JournalReplay.initialState(JournalHeader(start: configuration.start))
    state.plantedBug = configuration.plantedBug
    return state
  }

  /// What one generated run did.
  struct GeneratedRun: Sendable {
    /// The actions applied (emptied once a passing run is counted).
    var actions: [Action]
    /// How many actions were applied, kind definitions included.
    var actionCount: Int
    var violation: Violation?
    var rejected: Int
    var profile: SwarmProfile
  }

  /// Generates and checks one run from its seed: the kinds, the profile's settings, then `steps` commands.
  static func generate(seed: UInt64, properties: [Property], configuration: CheckConfiguration) -> GeneratedRun {
    var rng = SplitMix64(seed: seed)
    let weights = configuration.weights ?? ActionWeights.random(using: &rng)
    var generator = ActionGenerator(
      weights: weights, limits: configuration.limits,
      discretion: configuration.discretion && ActionGenerator.usesDiscretion(seed: seed))
    generator.samples = configuration.samples
    var run = PropertyRun(
      initial: initialState(configuration), properties: properties, host: configuration.providers?.host)
    var outcome = GeneratedRun(actions: [], actionCount: 0, violation: nil, rejected: 0, profile: weights.profile)
    for kind in configuration.kinds {
      if let violation = run.step(.kindDefined(kind)) {
        outcome.violation = violation
        break
      }
    }
    let setup = generator.setup(using: &rng)
    for index in 0..<configuration.steps where outcome.violation == nil {
      let command = index < setup.count ? setup[index] : generator.next(in: run.state, using: &rng)
      do { outcome.violation = try run.step(command) } catch { outcome.rejected += 1 }
    }
    if outcome.violation == nil { outcome.violation = run.finish(header: JournalHeader(start: configuration.start)) }
    outcome.actions = run.actions
    outcome.actionCount = run.actions.count
    return outcome
  }

  /// Shrinks a failing run against the violated property alone and describes the minimal case.
  static func shrink(
    _ violation: Violation, actions: [Action], seed: UInt64, run: Int, properties: [Property],
    configuration: CheckConfiguration
  ) -> Counterexample {
    let property = properties.first { $0.name == violation.property }!
    let initial = initialState(configuration)
    let plainHeader = JournalHeader(start: configuration.start)
    let host = configuration.providers?.host
    // With providers, candidates are shrunk without their outputs, and each fold runs the providers again.
    let failing = actions.prefix(violation.seq).map { host == nil ? $0 : $0.base }
    var shrinker = Shrinker(initial: initial) { candidate in
      PropertyRun.fold(candidate, initial: initial, header: plainHeader, properties: [property], host: host)
        .violation?.seq
    }
    var shrunk = configuration.shrinks && shrinker.failingLength(failing) != nil ? shrinker.shrink(failing) : failing
    let final =
      PropertyRun.fold(shrunk, initial: initial, header: plainHeader, properties: [property], host: host).violation
      ?? violation
    if let host {
      // The journal keeps the providers' outputs, so that it replays without them.
      var run = PropertyRun(initial: initial, properties: [], host: host)
      for action in shrunk { _ = run.step(action) }
      shrunk = run.actions
    }
    var header = plainHeader
    header.extra = [("seed", Counterexample.seedJSON(seed)), ("property", .string(property.name))]
    if let bug = configuration.plantedBug { header.extra.append(("plantedBug", .string(bug.rawValue))) }
    return Counterexample(
      property: property.name, summary: property.summary, seed: seed, run: run, steps: configuration.steps,
      originalCount: failing.count, actions: shrunk, violation: final, shrinkTries: shrinker.tries, header: header,
      plantedBug: configuration.plantedBug)
  }
}

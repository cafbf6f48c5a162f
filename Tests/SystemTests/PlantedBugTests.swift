@_spi(Testing) import PropertyTesting
import Testing
import WidgetJournal
@_spi(Testing) import WidgetModel

/// Proof that the properties have teeth: bugs planted in the reducer are caught and shrunk to a few actions.
@Suite("Planted bugs are caught and shrunk")
struct PlantedBugTests {
  /// The property each planted bug breaks first in the runs `configuration` makes (its regression journal's).
  static func property(catching bug: PlantedBug) -> String { properties(catching: bug)[0] }

  /// The properties that may catch a planted bug first, `property(catching:)` first: a wrong reload policy also moves
  /// the next refresh, which `deferredOnTime` (checked before `outcomePolicy` and `expiredNotUsed`) may see first, so
  /// which of them fails first depends on the run.
  static func properties(catching bug: PlantedBug) -> [String] {
    switch bug {
    case .cachedPolicyIgnored: return ["outcomePolicy", "deferredOnTime"]
    case .expiredCacheUsed: return ["expiredNotUsed", "deferredOnTime"]
    case .cachedPolicyFromFallback: return ["deferredOnTime", "outcomePolicy"]
    case .ttlBoundaryRefused: return ["recomputedDisplay", "deferredOnTime"]
    // A setting that does not reschedule leaves a refresh at the old instant: over the budget, inside the minimum
    // interval, or simply late.
    case .settingNotRescheduled: return ["budgetWindow", "deferredOnTime", "minInterval"]
    // An answer accepted past the timeout applies the fetch's policy, not the fallback's: the next refresh moves too.
    case .slowAnswerAccepted: return ["networkSource", "deferredOnTime"]
    // A visible widget's reload counted also waits for the budget or the minimum interval, which deferredOnTime sees.
    case .visibleReloadCounted: return ["visibleReloadsFree", "deferredOnTime"]
    // Data judged by its kind's ttl, not its own, is also used past its own ttl, which expiredNotUsed sees.
    case .kindTtlWins: return ["recomputedDisplay", "expiredNotUsed"]
    // A counted system rebuild is also a counted refresh nothing made due, inside the minimum interval of the build
    // before it and perhaps past a small budget, which budgetWindow, minInterval and deferredOnTime (checked before
    // systemRebuilds) may see first.
    case .systemRebuildCounted: return ["systemRebuilds", "budgetWindow", "minInterval", "deferredOnTime"]
    // A held reload carried out late, or a session's reload counted (which then waits for the budget or the minimum
    // interval), is late too, which deferredOnTime sees.
    case .throttledNotFlushed: return ["throttledReloadsOnTime", "deferredOnTime"]
    case .sessionReloadCounted: return ["exemptReloadsFree", "deferredOnTime"]
    // A counted refresh let through in the quiet hours of the wrong zone is also not when the oracle allows it, which
    // deferredOnTime sees first in a run whose ticks stop inside the window only after it (seed 7 since taps).
    case .quietHoursZoneIgnored: return ["quietHoursKept", "deferredOnTime"]
    // A tap's rebuild counted is a counted refresh nothing made due: the schedule's properties, checked before
    // tapRebuildsAtOnce, may see it first (as too soon after the last build, or inside the quiet hours).
    case .tapRebuildCounted:
      return ["tapRebuildsAtOnce", "deferredOnTime", "minInterval", "quietHoursKept", "budgetWindow"]
    default: return [onlyProperty(catching: bug)]
    }
  }

  /// The property a planted bug not listed in `properties(catching:)` breaks first.
  static func onlyProperty(catching bug: PlantedBug) -> String {
    switch bug {
    case .budgetOffByOne: return "budgetWindow"
    case .neverRefreshesOnTick: return "neverPolicy"
    case .minIntervalIgnored: return "minInterval"
    case .deferredLate: return "deferredOnTime"
    case .displayAhead: return "displayedEntry"
    case .configureReadsOldKey: return "ownKey"
    case .staleByInstant, .ttlBoundaryStale, .fallbackBeforeStale, .appGroupIgnoredForNewer:
      return "recomputedDisplay"
    case .reloadAllNewestFirst: return "buildOrder"
    case .configureNotRebuilt: return "configureRebuilds"
    case .failedBuildBlanks: return "failedBuildKeeps"
    case .sandboxReadable: return "noSandboxRead"
    case .appPoolByKind, .budgetWindowInclusive, .removedKeepsPoolRefreshes, .poolFilledLate, .poolsRebuiltFirst:
      return "budgetWindow"
    case .heldReloadCounted: return "heldForegroundReloads"
    case .poolServedByPlacement: return "poolLongestWaitingFirst"
    case .minIntervalFromCounted: return "minInterval"
    case .quietHoursStartExclusive: return "quietHoursKept"
    case .foregroundReloadCounted, .coalescedCountedIfEither, .configureCountedLatency: return "deferredOnTime"
    case .cachedPolicyIgnored, .expiredCacheUsed, .cachedPolicyFromFallback, .ttlBoundaryRefused,
      .settingNotRescheduled, .visibleReloadCounted, .kindTtlWins, .slowAnswerAccepted, .systemRebuildCounted,
      .throttledNotFlushed, .sessionReloadCounted, .tapRebuildCounted, .quietHoursZoneIgnored:
      return properties(catching: bug)[0]
    }
  }

  /// The most actions a shrunk case of `bug` may keep: 5, but 6 for a held reload, whose smallest case needs the
  /// setting, the app in the foreground, a kind, a widget, the reload and the backgrounding; for a pool served by
  /// placement, whose smallest needs the scope, a kind, two widgets placed at different instants (so they fall due
  /// at different ones) and the tick to the slot they both wait for; for a removed widget's refreshes kept in its
  /// pool (the scope, a kind, two widgets, the removal and the tick); for a counted configuration change that waits
  /// the latency (two settings, a kind, a widget, the configuration, the tick); and for data exactly its ttl old
  /// judged stale, whose case the shrinker leaves with a 1 ms tick it cannot drop without moving the final tick's
  /// absolute instant. Two bugs about cached data are found (in these runs) through a fetch, whose case cannot shrink
  /// to the shorter one that writes the App Group instead: a cached policy taken from the fallback needs the kind,
  /// the widget, the answer, the tick that fetches it, `offline` and the tick that reads the copy (6); a copy exactly
  /// its ttl old refused needs those and a slow answer instead of `offline` and the minimum interval set to the ttl
  /// (7). Runs with the device's actions find a coalesced request counted if either was through a configuration
  /// change made in the foreground (the kind, the widget, the app to the foreground, the setting, the configuration
  /// and the reload: 6), and a counted configuration change that waits the latency after a build a minute earlier
  /// (the minimum interval and the tick too: 7).
  static func shrunkMax(_ bug: PlantedBug) -> Int {
    switch bug {
    // appPoolByKind: two kinds, app scope, and a widget of the second kind whose refreshes pass the app's budget
    // while it counts only its own (6).
    case .heldReloadCounted, .poolServedByPlacement, .removedKeepsPoolRefreshes, .ttlBoundaryStale,
      .cachedPolicyFromFallback, .coalescedCountedIfEither, .appPoolByKind:
      return 6
    case .ttlBoundaryRefused, .configureCountedLatency: return 7
    // A held reload not carried out at the background transition needs a kind, a widget, the app to the foreground,
    // the throttle, the request that opens the window, the one it holds and the backgrounding (7); in these runs the
    // request that opens the window names a kind without widgets, which the shrinker cannot retarget, so its kind's
    // definition stays too (8).
    case .throttledNotFlushed: return 8
    default: return 5
    }
  }

  static func configuration(planting bug: PlantedBug?, seed: UInt64 = 7) -> CheckConfiguration {
    var configuration = CheckConfiguration(seed: seed, runs: 300, steps: 60)
    configuration.plantedBug = bug
    return configuration
  }

  @Test(
    "check catches each planted bug with its property and shrinks it to at most 5 actions (6 for a few)",
    arguments: PlantedBug.allCases)
  func caughtAndShrunk(_ bug: PlantedBug) throws {
    let result = try PropertyChecker.check(configuration: Self.configuration(planting: bug))
    let failure = try #require(result.failure, "the planted bug \(bug) went unnoticed over 300 runs")
    #expect(Self.properties(catching: bug).contains(failure.property), "\(failure.property)")
    #expect(failure.actions.count <= Self.shrunkMax(bug), "\(failure.report(journalPath: nil))")
    #expect(failure.actions.count < failure.originalCount || failure.originalCount <= Self.shrunkMax(bug))
    #expect(failure.header.extra.contains { $0.key == "property" && $0.value == .string(failure.property) })
    #expect(failure.header.extra.contains { $0.key == "seed" })
  }

  @Test("the shrunk case fails with the bug planted and passes on the real model", arguments: PlantedBug.allCases)
  func shrunkCaseIsTheBug(_ bug: PlantedBug) throws {
    let failure = try #require(try PropertyChecker.check(configuration: Self.configuration(planting: bug)).failure)
    let property = try Property.named(failure.property)
    let header = JournalHeader(start: failure.header.start)
    var buggy = JournalReplay.initialState(header)
    buggy.plantedBug = bug
    let withBug = PropertyRun.fold(failure.actions, initial: buggy, header: header, properties: [property])
    #expect(withBug.violation?.seq == failure.actions.count)
    let real = PropertyRun.fold(
      failure.actions, initial: JournalReplay.initialState(header), header: header, properties: Property.builtin)
    #expect(real.violation == nil, "\(real.violation?.message ?? "")")
  }

  @Test("a planted bug is caught by its own property alone, whatever the seed", arguments: PlantedBug.allCases)
  func caughtByItsProperty(_ bug: PlantedBug) throws {
    let property = try Property.named(Self.property(catching: bug))
    for seed: UInt64 in [100, 200] {
      var configuration = Self.configuration(planting: bug, seed: seed)
      // A counted refresh in the quiet hours' first minute needs a run that sets quiet hours, one of ten settings of
      // the system's discretion a run may open with, and a refresh falling due in that minute: the rarest edge of all.
      if bug == .quietHoursStartExclusive { configuration.runs = 1_500 }
      let result = try PropertyChecker.check([property], configuration: configuration)
      #expect(result.failure?.property == property.name, "seed \(seed)")
    }
  }

  @Test(
    "each planted bug's regression journal names the bug and its property, which fails at its last step with the bug",
    arguments: PlantedBug.allCases)
  func regressionJournal(_ bug: PlantedBug) throws {
    let kebab = bug.rawValue.unicodeScalars.map {
      $0.properties.isUppercase ? "-" + $0.properties.lowercaseMapping : String($0)
    }
    let path =
      Widgetsim.packageRoot.appendingPathComponent("journals/regressions").path + "/planted-" + kebab.joined()
      + ".jsonl"
    var actions: [Action] = []
    let outcome = try JournalReplay.replay(path: path) { _, action, _ in actions.append(action) }
    #expect(outcome.error == nil, "\(path)")
    let extra = Dictionary(outcome.header.extra.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    #expect(extra["plantedBug"] == .string(bug.rawValue))
    #expect(extra["property"] == .string(Self.property(catching: bug)))
    let property = try Property.named(Self.property(catching: bug))
    var buggy = JournalReplay.initialState(outcome.header)
    buggy.plantedBug = bug
    let withBug = PropertyRun.fold(actions, initial: buggy, header: outcome.header, properties: [property])
    #expect(withBug.violation?.seq == actions.count, "\(path): \(withBug.violation?.message ?? "no violation")")
  }

  @Test("the report names the property, the failing step, the state diff and how to replay it")
  func report() throws {
    let failure = try #require(
      try PropertyChecker.check(configuration: Self.configuration(planting: .budgetOffByOne)).failure)
    let report = failure.report(journalPath: "journals/failures/x.jsonl")
    #expect(report.hasPrefix("property budgetWindow failed:"))
    #expect(report.contains("minimal case:"))
    #expect(report.contains("failing step: seq \(failure.actions.count): "))
    #expect(report.contains("budget.used: "))
    #expect(report.contains("replay it: widgetsim replay journals/failures/x.jsonl"))
    // A check in a test: no command line knows its configuration, so the report names the values that repeat it.
    #expect(
      report.contains(
        "run it again: the same check with configuration.seed = \(failure.seed), configuration.runs = 1, configuration.steps = \(failure.steps), configuration.plantedBug = .budgetOffByOne"
      ), "\(report)")
  }
}

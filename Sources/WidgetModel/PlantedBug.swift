/// A deliberate defect that the property tests plant in the reducer to prove they catch it; never set outside tests.
/// Each is one `if plantedBug == …` at the spot of a realistic mistake, and each is caught by one built-in property
/// (PlantedBugTests says which).
@_spi(Testing) public enum PlantedBug: String, Hashable, Sendable, CaseIterable {
  /// The budget lets one counted refresh more into a 24-hour window than its limit.
  case budgetOffByOne
  /// A `never` widget asks for a new timeline an hour after each build, so ticks rebuild it.
  case neverRefreshesOnTick
  /// Counted refreshes ignore the minimum interval since the last build.
  case minIntervalIgnored
  /// A refresh deferred by the budget waits one millisecond longer than the budget requires.
  case deferredLate
  /// The display shows the entry after the last one dated at or before now.
  case displayAhead
  /// A configuration change rebuilds the timeline from the previous configuration, so it reads the old key.
  case configureReadsOldKey
  /// A build gives the data it reads the kind's ttl, even when the data write carried a ttl of its own.
  case kindTtlWins
  /// Staleness is judged by instants: data written at the instant of the build, by a later action, is not newer.
  case staleByInstant
  /// Data exactly its ttl old counts as expired (stale), not only data older than that.
  case ttlBoundaryStale
  /// The status checks for missing data (blank, placeholder) before it checks for stale.
  case fallbackBeforeStale
  /// Newer data in the App Group container makes a widget stale even while the App Group is unavailable.
  case appGroupIgnoredForNewer
  /// `reload all` visits the widgets newest first, so widgets due at once are built out of the order they were added.
  case reloadAllNewestFirst
  /// `configure` changes the configuration but builds no timeline.
  case configureNotRebuilt
  /// The provider waits for its fetch up to the provider deadline instead of its own timeout, so a server slower
  /// than the timeout but within the deadline counts as a network answer.
  case slowAnswerAccepted
  /// A build that runs past the provider deadline, or a developer's provider's build that fails (a crash), blanks the
  /// widget's timeline to the fallback instead of keeping it.
  case failedBuildBlanks
  /// A kind with `expired=fallback` uses a copy past its ttl anyway.
  case expiredCacheUsed
  /// The app's writes while the App Group is unavailable land in the App Group container, where widgets read them.
  case sandboxReadable
  /// A build that shows cached data asks for its next timeline by `policy`, not by `cachedPolicy`.
  case cachedPolicyIgnored
  /// Under `budgetScope=app`, a counted refresh of a widget of any kind but the first is judged by the widget's own
  /// refreshes instead of the app's one pool: together they spend more than the app's budget. (It read the pool at
  /// its kind's index, which is empty: with `minInterval=0s` such a widget rebuilt without end at one instant, and
  /// a check ran out of memory.)
  case appPoolByKind
  /// A foreground reload held for the backgrounding (`foregroundReloads=onBackground`) counts against the budget when
  /// it is released.
  case heldReloadCounted
  /// Quiet hours are read in UTC: the zone of their window is ignored.
  case quietHoursZoneIgnored
  /// Under a shared budget, the counted refreshes due at one instant are carried out in the order the widgets were
  /// placed, not in the order they fell due.
  case poolServedByPlacement
  /// A build that shows cached data asks for its next timeline by `fallbackPolicy`, not by `cachedPolicy` (a
  /// copy-paste slip in the policy of an outcome).
  case cachedPolicyFromFallback
  /// A counted refresh exactly 24 hours old still counts as used: the window taken as `t - 24h <= r <= t`.
  case budgetWindowInclusive
  /// The minimum interval is measured from the last counted refresh, not from the last build.
  case minIntervalFromCounted
  /// Under `expired=fallback` a copy exactly its ttl old is refused, not only one older than that.
  case ttlBoundaryRefused
  /// Quiet hours start a minute late: a counted refresh in the first minute of the window is let through.
  case quietHoursStartExclusive
  /// A reload the app asks for in the foreground counts against the budget (and waits for it).
  case foregroundReloadCounted
  /// A `set` leaves every widget's next build where the old settings put it, until the widget is next built.
  case settingNotRescheduled
  /// Two reload requests coalesce into a counted one when either counts, not only when both do.
  case coalescedCountedIfEither
  /// A removed widget's counted refreshes stay in its shared budget's pool (the pool is not rebuilt on `remove`).
  case removedKeepsPoolRefreshes
  /// A pool that a counted refresh has just filled to its limit exactly is not noted as filled (`>` for `>=`), so its
  /// other widgets keep the refreshes they were scheduled for.
  case poolFilledLate
  /// A `set` rebuilds the pools before it changes the setting, so they are those of the old settings.
  case poolsRebuiltFirst
  /// A counted configuration change (`configureCounts`) waits the reload latency, as an app's reload request does.
  case configureCountedLatency
  /// The app's reload of a widget on screen counts against the budget, though `visibleReloadsFree` makes it free.
  case visibleReloadCounted
  /// The system's rebuild after a change of the device or the app counts against the budget.
  case systemRebuildCounted
  /// A reload held by the foreground throttle is not carried out when the app goes to the background: it waits for
  /// the window's end.
  case throttledNotFlushed
  /// The app's reload during an active audio or navigation session counts against the budget.
  case sessionReloadCounted
  /// The timeline rebuilt after a tap counts against the budget.
  case tapRebuildCounted
}

/// The planted defects' own arithmetic, kept here so that each hook in the model stays one expression.
extension SimState {
  /// The reload policy a build asks for after `source` with a planted defect (test-only).
  func plantedPolicy(_ recipe: KindRecipe, after source: DataSource) -> ReloadPolicy {
    switch plantedBug {
    case .cachedPolicyIgnored: return recipe.policy
    case .cachedPolicyFromFallback where source == .cache: return recipe.fallbackPolicy
    default: return recipe.policy(after: source)
    }
  }

  /// The counted refreshes a widget's budget reports as used now with a planted defect (test-only): under
  /// `budgetWindowInclusive`, those exactly 24 hours old too.
  func plantedBudgetUsed(_ window: RefreshBudget) -> Int {
    let used = window.used(at: now)
    guard plantedBug == .budgetWindowInclusive else { return used }
    return used + window.storage.filter { $0 == now - RefreshBudget.window }.count
  }
}

extension SimState {
  /// When a counted configuration change is due with a planted defect (test-only): now, or under
  /// `configureCountedLatency` after the reload latency.
  var plantedConfigureDue: Instant { plantedBug == .configureCountedLatency ? now + settings.latency : now }
}

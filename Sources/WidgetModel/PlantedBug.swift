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
  /// Under `budgetScope=app`, a counted refresh is judged by the pool at its kind's index instead of the app's one
  /// pool, which is empty for every kind but the first: their widgets never run out of budget.
  case appPoolByKind
  /// A foreground reload held for the backgrounding (`foregroundReloads=onBackground`) counts against the budget when
  /// it is released.
  case heldReloadCounted
  /// Quiet hours are read in UTC: the zone of their window is ignored.
  case quietHoursZoneIgnored
  /// Under a shared budget, the counted refreshes due at one instant are carried out in the order the widgets were
  /// placed, not in the order they fell due.
  case poolServedByPlacement
}

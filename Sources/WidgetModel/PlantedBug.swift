/// A deliberate defect that the property tests plant in the reducer to prove they catch it; never set outside tests.
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
}

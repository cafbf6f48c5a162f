/// One `doctor` finding: the check that found it, what it is about, what is wrong, and how to fix it.
public struct Finding: Hashable, Sendable {
  /// The check that found it.
  public var rule: FindingRule
  /// A kind, a widget id, a cache key or `appgroup`.
  public var subject: String
  /// What is wrong, as a clause that follows the subject.
  public var problem: String
  /// What to do about it.
  public var fix: String

  /// The finding as one line.
  public var line: String { "\(subject): \(problem). Fix: \(fix)." }

  /// The finding as `doctor --json` writes it: `rule`, `subject`, `problem`, `fix` and `line`.
  public var json: JSONValue {
    .object([
      ("rule", .string(rule.rawValue)), ("subject", .string(subject)), ("problem", .string(problem)),
      ("fix", .string(fix)), ("line", .string(line)),
    ])
  }
}

/// The checks `doctor` runs (docs/MODEL.md, "Explanations (why, doctor)"); the raw value is the `rule` key of
/// `doctor --json`.
public enum FindingRule: String, Hashable, Sendable, CaseIterable {
  /// A parameter the data key names has no default.
  case missingDefault
  /// The data key names no parameter, though the kind has parameters.
  case ignoredConfiguration
  /// Policy never, and no reload of the kind in the journal.
  case neverReloaded
  /// Entries spaced closer than 5 minutes.
  case closeEntries
  /// More than 400 entries in one timeline.
  case manyEntries
  /// The policy asks for more refreshes a day than the budget.
  case policyOverBudget
  /// A widget has spent its whole budget.
  case budgetSpent
  /// A widget is not live, and no other finding names it.
  case notLive
  /// Counted refreshes of a widget read the same data again and again.
  case sameData
  /// At the pace of its counted refreshes, a widget spends its budget.
  case budgetPace
  /// Data written with no reload of the reading kind after it.
  case dataWithoutReload
  /// The App Group is unavailable while kinds in use read through it.
  case appGroupUnavailable
  /// The last fetch of a key failed after its last write.
  case fetchFailed
  /// A kind that fetches waits for its fetch at least as long as the provider deadline, so a slow fetch fails the
  /// whole build instead of falling back to the cache.
  case timeoutPastDeadline
  /// A kind's `cachedPolicy` or `fallbackPolicy` alone asks for more refreshes a day than the budget.
  case outcomePolicyOverBudget
  /// A build of a kind that fetches fell back to a copy already past its ttl and showed it (`expired=show`).
  case expiredShown
  /// The app's last write of a key went to its own container while the App Group was unavailable: no widget reads it.
  case appSandboxData
  /// A kind with `appgroup=no` reads a key that only the app writes, so it never sees that data.
  case appOnlyKey
  /// A `series` kind shows a value that is not a JSON array, so every entry shows the same value.
  case seriesNotArray
  /// A widget's last build failed: it ran past the provider deadline and kept its old timeline.
  case buildFailed
  /// A developer's provider called WidgetCenter to reload from inside the widget extension.
  case reloadFromExtension
}

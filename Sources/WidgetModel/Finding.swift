/// One `doctor` finding: the check that found it, what it concerns, the actions that show it, what is wrong, and how
/// to fix it in WidgetKit terms.
public struct Finding: Hashable, Sendable {
  /// The one thing the sentence is about: a kind, a widget id, a cache key or `appgroup`.
  public var subject: String
  /// Every widget, kind and key it concerns, the subject among them.
  public var subjects: FindingSubjects
  /// The seqs of the actions that show it, ascending: at most `Finding.evidenceMax`, the latest ones.
  public var evidence: [Int]
  /// What the rule found, as typed values: the instants, spans, counts, keys and settings its words say.
  public var detail: FindingDetail
  /// The widgets whose status (not live) this finding accounts for, so that `doctor` adds no vaguer `notLive`
  /// finding for them.
  public var explains: [String]
  /// How much it matters: the rule's severity, or a warning where the history shows the harm a note's rule predicts
  /// (`ttlShorterThanTimeline`).
  public var severity: Severity
  /// What is wrong and what to do about it, as the narrator said them when `doctor` ran (`Narrator.narrate`).
  var words: FindingWords? = nil

  /// The most seqs a finding cites: a key written every 5 minutes for a day would otherwise cite 288.
  public static let evidenceMax = 10

  /// A finding; `evidence` is sorted, deduplicated and cut to the latest `evidenceMax`. `severity` is the rule's
  /// unless given.
  public init(
    subject: String, subjects: FindingSubjects, evidence: [Int] = [], detail: FindingDetail, explains: [String] = [],
    severity: Severity? = nil
  ) {
    self.severity = severity ?? detail.rule.severity
    self.subject = subject
    self.subjects = subjects
    var seqs: [Int] = []
    for seq in evidence.sorted() where seq > 0 && seq != seqs.last { seqs.append(seq) }
    self.evidence = Array(seqs.suffix(Self.evidenceMax))
    self.detail = detail
    self.explains = explains
  }

  /// The check that found it: its stable id.
  public var rule: FindingRule { detail.rule }

  /// What is wrong, as a clause that follows the subject, in the narrator's words.
  public var problem: String { narrated.problem }

  /// What to do about it, in the narrator's words.
  public var fix: String { narrated.fix }

  /// The words `doctor` gave the finding.
  var narrated: FindingWords {
    guard let words else { preconditionFailure("a finding is read in words only after doctor narrated it") }
    return words
  }

  /// The finding as a sentence: `w1: is stale because …. Fix: ….`
  public var sentence: String { "\(subject): \(problem). Fix: \(fix)." }

  /// The finding as `doctor` prints it: severity, rule, sentence and evidence, e.g. `warning [notLive] w1: is stale
  /// because …. Fix: …. Evidence: seq 5, 9.`
  public var line: String {
    let cited = evidence.isEmpty ? "" : " Evidence: seq " + evidence.map(String.init).joined(separator: ", ") + "."
    return "\(severity.rawValue) [\(rule.rawValue)] \(sentence)\(cited)"
  }

  /// The finding as `doctor --json` writes it: `rule`, `severity`, `subject`, `subjects`, `evidence`, `problem`,
  /// `fix` and `line`.
  public var json: JSONValue {
    .object([
      ("rule", .string(rule.rawValue)), ("severity", .string(severity.rawValue)), ("subject", .string(subject)),
      ("subjects", subjects.json), ("evidence", .array(evidence.map { .int(Int64($0)) })),
      ("problem", .string(problem)), ("fix", .string(fix)), ("line", .string(line)),
    ])
  }

  /// The closing line of `doctor`'s answer: `no findings: …`, or how many warnings and notes (`2 warnings, 1 note`).
  public static func summary(_ findings: [Finding]) -> String {
    guard !findings.isEmpty else { return "no findings: nothing matches the known pitfalls" }
    let warnings = findings.count(where: { $0.severity == .warning })
    return "\(count(warnings, "warning")), \(count(findings.count - warnings, "note"))"
  }

  /// A count with its noun: `1 warning`, `2 notes`.
  public static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

/// A finding in words: what is wrong, as a clause that follows the subject, and what to do about it.
struct FindingWords: Hashable, Sendable {
  var problem: String
  var fix: String
}

/// The widgets, kinds and cache keys a finding concerns, each list in the order the finding names them.
public struct FindingSubjects: Hashable, Sendable {
  public var widgets: [String]
  public var kinds: [String]
  public var keys: [String]

  /// Subjects with duplicates dropped (the first of each kept).
  public init(widgets: [String] = [], kinds: [String] = [], keys: [String] = []) {
    self.widgets = Self.unique(widgets)
    self.kinds = Self.unique(kinds)
    self.keys = Self.unique(keys)
  }

  /// The subjects as `doctor --json` writes them: `{"widgets":[…],"kinds":[…],"keys":[…]}`.
  public var json: JSONValue {
    .object([
      ("widgets", .array(widgets.map { .string($0) })), ("kinds", .array(kinds.map { .string($0) })),
      ("keys", .array(keys.map { .string($0) })),
    ])
  }

  /// `names` without repeats, in first-seen order.
  static func unique(_ names: [String]) -> [String] {
    // Most findings name one of each: no set to build.
    guard names.count > 1 else { return names }
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}

/// How much a finding matters: a `warning` is a pitfall to fix before launch (`doctor` exits 1), a `note` is advice.
public enum Severity: String, Hashable, Sendable, CaseIterable {
  case warning, note
}

/// The checks `doctor` runs, grouped as the pre-launch checklist (docs/DOCTOR.md); the
/// raw value is the stable id, the `rule` key of `doctor --json`.
public enum FindingRule: String, Hashable, Sendable, CaseIterable {
  // Defaults.
  /// A parameter the data key names has no default.
  case missingDefault
  /// A parameter's default is the empty string.
  case emptyDefault
  /// The key the defaults resolve to has never been written: a widget added as it comes shows no data.
  case defaultKeyNeverWritten
  /// The data key names no parameter, though the kind has parameters.
  case ignoredConfiguration
  /// A parameter the data key does not name, while it names another: the configuration is half ignored.
  case unusedParameter
  /// More than two parameters (guides advise one or two).
  case tooManyParameters

  // App Group.
  /// The app's last write of a key went to its own container while the App Group was unavailable: no widget reads it.
  case appSandboxData
  /// A kind reads the App Group, but the app has written its widgets' keys only into its own container.
  case appWritesElsewhere
  /// The App Group is unavailable while kinds in use read through it.
  case appGroupUnavailable
  /// A kind with `appgroup=no` reads a key that only the app writes, so it never sees that data.
  case appOnlyKey
  /// A widget reads a key never written, next to a key written that no widget reads and that differs by a typo.
  case keyMismatch

  // Policy vs data.
  /// The app writes a key much more often than its widgets can refresh: most writes are never shown.
  case writesOutpaceRefreshes
  /// The ttl is shorter than the time between refreshes (not a series): the widget is stale most of that time. A
  /// warning once its widgets showed expired data for at least half the time they showed data in the last 24 hours,
  /// a note before.
  case ttlShorterThanTimeline
  /// A one-entry `atEnd` timeline: the system picks the reload time (here: at once, after the minimum interval).
  case singleEntryAtEnd
  /// Policy never, and data its widgets read written with no reload after it.
  case neverReloaded
  /// Counted policy refreshes of a widget read no newer data than the build before.
  case sameData
  /// The policy asks for more refreshes a day than the budget.
  case policyOverBudget
  /// A kind's `cachedPolicy` or `fallbackPolicy` alone asks for more refreshes a day than the budget.
  case outcomePolicyOverBudget

  // Reload calls.
  /// Data written with no reload of the reading kind after it.
  case dataWithoutReload
  /// Counted reloads of a kind read no newer data: budget spent for nothing.
  case wastedReload
  /// `reload all` where only one kind's data had changed: every other kind's widgets were rebuilt for nothing.
  case reloadAllForOneKind
  /// At the pace of its counted refreshes, a widget spends its budget.
  case budgetPace
  /// A widget has spent its whole budget.
  case budgetSpent

  // Missing configuration.
  /// A widget's parameter has no value (and no default): the provider gets nil.
  case missingValue

  // Families.
  /// A kind supports only one family.
  case singleFamily

  // Entry spacing.
  /// Entries spaced closer than a minute.
  case closeEntries
  /// More than 400 entries in one timeline.
  case manyEntries

  // The provider's fetch.
  /// The last fetch of a key failed after its last write.
  case fetchFailed
  /// A kind that fetches waits for its fetch at least as long as the provider deadline, so a slow fetch fails the
  /// whole build instead of falling back to the cache.
  case timeoutPastDeadline
  /// A build of a kind that fetches fell back to a copy already past its ttl and showed it (`expired=show`).
  case expiredShown
  /// A `series` kind shows a value that is not a JSON array, so every entry shows the same value.
  case seriesNotArray
  /// A widget's last build failed: it ran past the provider deadline and kept its old timeline.
  case buildFailed
  /// A developer's provider called WidgetCenter to reload from inside the widget extension.
  case reloadFromExtension
  /// A developer's provider called WidgetCenter to reload a kind that is not defined (a typo in its name): it
  /// reloaded nothing.
  case reloadOfUnknownKind
  /// A developer's provider crashed (a trap, a signal) or called exit() in its last build: the extension's process
  /// ended.
  case providerCrashed
  /// A developer's provider's extension grew past `extensionMemory` in its last build and was ended.
  case providerOutOfMemory
  /// A developer's provider did not complete its last build within `providerDeadline`: its process was ended.
  case providerPastDeadline
  /// A developer's `placeholder(in:)` crashed or did not return: the gallery and the first frame show nothing.
  case placeholderFailed
  /// A request of a developer's provider's last build had a `timeoutInterval` not under `providerDeadline`.
  case requestTimeoutPastDeadline
  /// A developer's `placeholder(in:)` made a network request.
  case fetchInPlaceholder
  /// A developer's provider's last build fetched the same URL more than once.
  case sameURLTwice

  // Status.
  /// A widget is not live, and no other finding accounts for it.
  case notLive

  // The reload filter.
  /// Reloads the app asked for in the foreground were held by the foreground throttle until it went to the
  /// background.
  case heldUntilBackground
  /// WidgetKit Developer Mode is on: the app's reloads are free, so the trace cannot show budgets.
  case developerModeTrace
  /// Reloads counted against a widget's budget while nobody could see it.
  case unseenReloadsCounted

  // Taps.
  /// A tap's intent wrote after `perform()` returned: the rebuilt timeline read the old data, and the widget is stale.
  case tapRacedWrite

  /// The rule's severity: notes for advice that is a matter of taste (parameters, families) and for a prediction
  /// (`ttlShorterThanTimeline`, whose findings are warnings once the history bears it out), warnings for the rest.
  public var severity: Severity {
    switch self {
    case .defaultKeyNeverWritten, .unusedParameter, .tooManyParameters, .singleFamily, .ttlShorterThanTimeline:
      return .note
    default: return .warning
    }
  }
}

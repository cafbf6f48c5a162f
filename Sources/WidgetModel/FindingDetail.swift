/// What one `doctor` rule found, as typed values: one case per rule (`FindingRule`), carrying the instants, spans,
/// counts, keys, kinds and settings its finding rests on. The rules compute these; the narrator
/// (`Narrator.problem(of:)`, `Narrator.fix(of:)`) says them, so a library user can act on a finding without reading
/// its English.
public enum FindingDetail: Hashable, Sendable {
  // Defaults.
  /// Parameter `param` (of type `type`) is named by the data key and has no default; `unvalued` are the widgets with
  /// no value for it.
  case missingDefault(param: String, type: ParamType, unvalued: [String])
  /// Parameter `param`'s default is the empty string; when the data key names it, a widget added as it comes reads
  /// `defaultKey`.
  case emptyDefault(param: String, inKey: Bool, defaultKey: String)
  /// The defaults (`values`, of the parameters the key names, in its order) read `key`, never written; the kind
  /// shows `fallback` instead.
  case defaultKeyNeverWritten(values: [ParamSetting], key: String, fallback: Fallback)
  /// The data key `dataKey` names no parameter; `firstParam` is the kind's first.
  case ignoredConfiguration(dataKey: String, firstParam: String)
  /// The data key `dataKey` does not name the parameters `unused`.
  case unusedParameter(dataKey: String, unused: [String])
  /// The kind has the parameters `params`, more than two.
  case tooManyParameters(params: [String])

  // App Group.
  /// The app wrote the key at `writtenAt` into its own container; `readers` read the key, `reloadKinds` are their
  /// kinds.
  case appSandboxData(key: String, writtenAt: Instant, readers: [String], reloadKinds: [String])
  /// The kind reads the App Group, but the app wrote `keys` only into its own container, the last at `lastWrittenAt`;
  /// `widgets` read them.
  case appWritesElsewhere(kind: String, keys: [String], lastWrittenAt: Instant, widgets: [String])
  /// The App Group is unavailable while `kinds` read through it; `anyFetches` when one of them fetches.
  case appGroupUnavailable(kinds: [String], anyFetches: Bool)
  /// A kind with `appgroup=no` reads `key`, which only the app wrote (into `container` at `writtenAt`); `widgets` read
  /// it; `fetches` when the kind fetches.
  case appOnlyKey(key: String, container: Container, writtenAt: Instant, widgets: [String], fetches: Bool)
  /// `widgets` read `read`, never written, while the app wrote `written` (last at `writtenAt`), which no widget reads.
  case keyMismatch(read: String, written: String, writtenAt: Instant, widgets: [String])

  // Policy vs data.
  /// The app wrote the key more often than its readers can refresh (`WritesOutpace`).
  case writesOutpaceRefreshes(WritesOutpace)
  /// The data's ttl is shorter than the time between refreshes (`TTLShortfall`).
  case ttlShorterThanTimeline(TTLShortfall)
  /// A one-entry `atEnd` timeline is due again `wait` after its build (`atEndSingle` set or not), up to `perDay`
  /// refreshes a day against `budget`.
  case singleEntryAtEnd(wait: TimeSpan, byAtEndSingle: Bool, perDay: Int64, budget: Int)
  /// Policy never: `keys` changed (the last at `lastWrittenAt`) since the last reload (`everReloaded` when there was
  /// one), so `widgets` do not show it.
  case neverReloaded(kind: String, keys: [String], lastWrittenAt: Instant, everReloaded: Bool, widgets: [String])
  /// `same` of the widget's `byPolicy` counted policy refreshes in the window read the same data of `key` (written
  /// at `writtenAt`); `writeInterval` is the app's pace of writes, when slower than the policy's.
  case sameData(kind: String, key: String, same: Int, byPolicy: Int, writtenAt: Instant, writeInterval: TimeSpan?)
  /// The policy asks for about `perDay` refreshes a day, more than `budget`; one timeline should last `budgetSpacing`.
  case policyOverBudget(perDay: Int64, budget: Int, budgetSpacing: TimeSpan)
  /// An outcome's policy alone asks for more refreshes a day than the budget (`OutcomeOverBudget`).
  case outcomePolicyOverBudget(OutcomeOverBudget)

  // Reload calls.
  /// Data of `key` written at `writtenAt` with no reload of `kinds` after it, so `widgets` show older content.
  case dataWithoutReload(key: String, writtenAt: Instant, widgets: [String], kinds: [String])
  /// `wasted` of the kind's `total` counted reload builds in the window read nothing newer, per widget `perWidget`;
  /// `key` is the one key its widgets read, if one.
  case wastedReload(kind: String, wasted: Int, total: Int, perWidget: [WidgetCount], key: String?)
  /// `calls` `reload all` calls (the last at `lastAt`) came when only the kind's data had changed, so the widgets
  /// `rebuilt` of the kinds `others` were rebuilt too; `counted` when one was made in the background.
  case reloadAllForOneKind(
    kind: String, calls: Int, lastAt: Instant, others: [String], rebuilt: [String], counted: Bool)
  /// At a counted refresh every `pace`, the budget (`pool`) is spent by `spentAt`, `used` of `budget` used now.
  case budgetPace(pace: TimeSpan, spentAt: Instant, used: Int, budget: Int, pool: BudgetPool)
  /// The budget (`pool`) is spent: `used` of `budget`; a shared pool's other widgets are `sharedWith`, and `shares`
  /// is what each widget that spent some of it spent; `nextRefresh` is when the widget's next refresh waits until.
  case budgetSpent(
    pool: BudgetPool, used: Int, budget: Int, sharedWith: [String], shares: [WidgetCount], nextRefresh: Instant?)

  // Missing configuration.
  /// Parameter `param` has no value; when the data key names it, `dataKey` is that key's template.
  case missingValue(param: String, dataKey: String?)

  // Families.
  /// The kind supports only `family`.
  case singleFamily(family: Family)

  // Entry spacing.
  /// Entries `spacing` apart, closer than `SimState.closeEntriesSpacing`.
  case closeEntries(spacing: TimeSpan)
  /// `entries` entries, more than `SimState.manyEntriesMax`.
  case manyEntries(entries: Int)

  // The provider's fetch.
  /// The app's last fetch failed for `reason` at `at`.
  case fetchFailed(reason: FailReason, at: Instant)
  /// The fetch timeout `timeout` is not below the provider deadline `deadline` (retried after `retryAfter`);
  /// `failing` are the widgets whose last build failed that way.
  case timeoutPastDeadline(timeout: TimeSpan, deadline: TimeSpan, retryAfter: TimeSpan, failing: [String])
  /// A build at `builtAt` (after a fetch that did `fetch`) showed `key`'s copy in `container` written at `writtenAt`,
  /// past its `ttl`.
  case expiredShown(
    builtAt: Instant, fetch: FetchOutcome?, key: String, container: Container, writtenAt: Instant, ttl: TimeSpan)
  /// A series kind's widgets show values that are not non-empty arrays (`values`); `viaNetwork` when one came from
  /// a fetch.
  case seriesNotArray(values: [ShownValue], viaNetwork: Bool)
  /// The widget's last build failed: `outcome` says when, why, what it keeps showing and when it is tried again
  /// (`retryAfter` after the failure); `used` of `budget` counted refreshes now.
  case buildFailed(outcome: BuildOutcome, retryAfter: TimeSpan, used: Int, budget: Int)
  /// A provider called WidgetCenter to reload `target` (a kind or `all`) from inside the extension, last during
  /// `seq`; `widgets` are those it reloads.
  case reloadFromExtension(target: String, seq: Int, widgets: [String])
  /// A provider reloaded `name`, which names no kind, last during `seq`; `nearest` is the kind it may have meant.
  case reloadOfUnknownKind(name: String, seq: Int, nearest: String?)
  /// A developer's provider crashed or exited in its last build.
  case providerCrashed(ProviderFailure)
  /// A developer's provider grew past `extensionMemory` in its last build.
  case providerOutOfMemory(ProviderFailure)
  /// A developer's provider did not complete its last build within `providerDeadline`.
  case providerPastDeadline(ProviderFailure)
  /// A developer's `placeholder(in:)` crashed or did not return.
  case placeholderFailed(ProviderFailure)

  // Status.
  /// The widget is `status`, not live: stale for `stale`, or without data for `missing` (nil while its last build
  /// failed before any succeeded, when the failure explains it); `firstStep` is what to do before anything else,
  /// when its data is missing.
  case notLive(status: WidgetStatus, stale: StaleReason?, missing: MissingReason?, firstStep: NotLiveStep?)

  // The provider's network.
  /// The build at `builtAt` made `request` with a `timeoutInterval` not under `deadline` (`providerDeadline`).
  case requestTimeoutPastDeadline(builtAt: Instant, request: NetExchange, deadline: TimeSpan)
  /// The provider's `call` (`placeholder(in:)`) made `request`.
  case fetchInPlaceholder(call: String, request: NetExchange)
  /// The build at `builtAt` fetched `request` (method and URL) `times` times.
  case sameURLTwice(builtAt: Instant, request: String, times: Int)

  // The reload filter.
  /// `count` reloads asked for in the foreground were held by the throttle (`window`) and carried out only when the
  /// app went to the background, the longest `longestWait` after it asked (at `longestAt`); `widgets` waited.
  case heldUntilBackground(count: Int, longestWait: TimeSpan, longestAt: Instant, window: TimeSpan?, widgets: [String])
  /// `developerMode` is on.
  case developerModeTrace
  /// `count` builds of `widget` that the app's reloads caused in the last 24 hours were counted while it was not on
  /// screen (`used` of its budget now); `soonAfterLeaving` of them came within `UnseenReloadLog.soonAfterLeaving` of
  /// the app leaving the foreground; `visibleFree` is whether a reload of a widget on screen is free.
  case unseenReloadsCounted(
    widget: String, count: Int, soonAfterLeaving: Int, used: Int, budget: Int, visibleFree: Bool)

  // Taps.
  /// A tap on `widget`'s `intent` rebuilt it at `rebuiltAt`, when `perform()` returned; the intent's write of `key`
  /// landed at `landedAt`, after it, so the widget shows the old data.
  case tapRacedWrite(widget: String, intent: String, key: String, rebuiltAt: Instant, landedAt: Instant)

  /// The rule that found it.
  public var rule: FindingRule {
    switch self {
    case .missingDefault: return .missingDefault
    case .emptyDefault: return .emptyDefault
    case .defaultKeyNeverWritten: return .defaultKeyNeverWritten
    case .ignoredConfiguration: return .ignoredConfiguration
    case .unusedParameter: return .unusedParameter
    case .tooManyParameters: return .tooManyParameters
    case .appSandboxData: return .appSandboxData
    case .appWritesElsewhere: return .appWritesElsewhere
    case .appGroupUnavailable: return .appGroupUnavailable
    case .appOnlyKey: return .appOnlyKey
    case .keyMismatch: return .keyMismatch
    case .writesOutpaceRefreshes: return .writesOutpaceRefreshes
    case .ttlShorterThanTimeline: return .ttlShorterThanTimeline
    case .singleEntryAtEnd: return .singleEntryAtEnd
    case .neverReloaded: return .neverReloaded
    case .sameData: return .sameData
    case .policyOverBudget: return .policyOverBudget
    case .outcomePolicyOverBudget: return .outcomePolicyOverBudget
    case .dataWithoutReload: return .dataWithoutReload
    case .wastedReload: return .wastedReload
    case .reloadAllForOneKind: return .reloadAllForOneKind
    case .budgetPace: return .budgetPace
    case .budgetSpent: return .budgetSpent
    case .missingValue: return .missingValue
    case .singleFamily: return .singleFamily
    case .closeEntries: return .closeEntries
    case .manyEntries: return .manyEntries
    case .fetchFailed: return .fetchFailed
    case .timeoutPastDeadline: return .timeoutPastDeadline
    case .expiredShown: return .expiredShown
    case .seriesNotArray: return .seriesNotArray
    case .buildFailed: return .buildFailed
    case .reloadFromExtension: return .reloadFromExtension
    case .reloadOfUnknownKind: return .reloadOfUnknownKind
    case .providerCrashed: return .providerCrashed
    case .providerOutOfMemory: return .providerOutOfMemory
    case .providerPastDeadline: return .providerPastDeadline
    case .placeholderFailed: return .placeholderFailed
    case .notLive: return .notLive
    case .requestTimeoutPastDeadline: return .requestTimeoutPastDeadline
    case .fetchInPlaceholder: return .fetchInPlaceholder
    case .sameURLTwice: return .sameURLTwice
    case .heldUntilBackground: return .heldUntilBackground
    case .developerModeTrace: return .developerModeTrace
    case .unseenReloadsCounted: return .unseenReloadsCounted
    case .tapRacedWrite: return .tapRacedWrite
    }
  }
}

/// A parameter and the value it takes, in a finding's detail.
public struct ParamSetting: Hashable, Sendable {
  public var name: String
  public var value: ParamValue
}

/// A widget and a count: the reloads of it that read nothing new, or what it spent of a shared budget.
public struct WidgetCount: Hashable, Sendable {
  public var widget: String
  public var count: Int
}

/// A value a series kind's widget shows that is not a non-empty array.
public struct ShownValue: Hashable, Sendable {
  public var widget: String
  public var key: String
  public var value: JSONValue
}

/// What to do first for a widget that is not live and holds no data.
public enum NotLiveStep: Hashable, Sendable {
  /// Its kind fetches `key` and the network does not answer it in time.
  case letFetchAnswer(key: String)
  /// Nothing was written for `key` that a widget could read.
  case writeData(key: String)
}

/// `writesOutpaceRefreshes`: how often the app wrote a key against what its readers can refresh.
public struct WritesOutpace: Hashable, Sendable {
  /// The key's writes into the App Group in the window, and their median interval.
  public var writes: Int
  public var interval: TimeSpan
  /// The widgets that read it, and the budget of counted refreshes a day.
  public var widgets: [String]
  public var budget: Int
  /// Of the writes judged (the newest left out while a refresh may still show it), how many were ever shown.
  public var shown: Int
  public var judged: Int
  /// The newest write's instant, when it is left out.
  public var newestLeftOut: Instant?
  /// The least spacing at which a day of counted refreshes fits in the budget.
  public var budgetSpacing: TimeSpan
}

/// `ttlShorterThanTimeline`: how long the data stays fresh against how long a timeline lasts, and what the history
/// shows.
public struct TTLShortfall: Hashable, Sendable {
  /// The ttl, the time between refreshes, and the spacing the policy asks for (the budget may stretch it).
  public var ttl: TimeSpan
  public var interval: TimeSpan
  public var policySpacing: TimeSpan
  public var budget: Int
  public var budgetSpacing: TimeSpan
  /// The widgets that showed data in the last 24 hours, how long they did in all, and how long of it past its ttl.
  public var showing: [String]
  public var withData: TimeSpan
  public var expired: TimeSpan
  /// Whether the kind's timelines have more than one entry (a series is advice then).
  public var manyEntries: Bool
  /// The one key the kind's widgets read, if one.
  public var key: String?

  /// How long of each timeline a widget is stale.
  public var stale: TimeSpan { TimeSpan(ms: interval.ms - ttl.ms) }
}

/// `outcomePolicyOverBudget`: an outcome's policy that alone asks for more refreshes a day than the budget.
public struct OutcomeOverBudget: Hashable, Sendable {
  /// The outcome (`cache` or `fallback`) and the policy its field sets.
  public var outcome: DataSource
  public var policy: ReloadPolicy
  /// The refreshes a day it asks for, the budget, and how long a whole budget lasts at that pace.
  public var perDay: Int64
  public var budget: Int
  public var wholeBudget: TimeSpan
  /// The widgets showing that outcome now, with their budget use.
  public var widgets: [OutcomeWidget]
  /// The least spacing, in whole minutes, that fits a day in the budget.
  public var leastMinutes: Int64

  /// The kind's field that sets the policy: `cachedPolicy` or `fallbackPolicy`.
  public var field: String { outcome == .cache ? "cachedPolicy" : "fallbackPolicy" }
}

/// A widget showing an outcome whose policy spends the budget: what it used, and when it runs out at that pace (nil
/// when spent already).
public struct OutcomeWidget: Hashable, Sendable {
  public var widget: String
  public var used: Int
  public var spentAt: Instant?
}

/// A failed build of a developer's provider that ended its extension's process or failed in `placeholder(in:)`.
public struct ProviderFailure: Hashable, Sendable {
  /// The failed build, and the reason the provider's call gave.
  public var failure: BuildFailure
  public var reason: String
  /// How the process ended, and the method running then, where a simulator program recorded it.
  public var end: ExtensionEnd?
  public var method: String?
  /// The first App Group identifier the provider asked for in vain.
  public var unknownGroup: String?
  /// The budget's use now, and the settings the fix quotes.
  public var used: Int
  public var budget: Int
  public var extensionMemoryMB: Int32
  public var providerDeadline: TimeSpan
}

/// A placed widget: its configuration, its current timeline, its budget and what is pending for it.
public struct Widget: Hashable, Sendable {
  /// The widget's id (`w1`, `w2`, … or a name the user chose).
  public var id: String
  /// The position in the order widgets were added; breaks ties between widgets due at the same instant.
  public var ordinal: Int
  /// The kind's name.
  public var kind: String
  public var family: Family
  /// The parameter values; a parameter without a value (and no default) is absent.
  public var config: [String: ParamValue]
  /// The timeline currently shown.
  public var timeline: Timeline
  /// The counted refreshes inside the rolling 24-hour window.
  public var budget: RefreshBudget
  /// A WidgetCenter reload request waiting to be carried out.
  public var pending: PendingReload?
  /// The instant of the next timeline build as scheduled now (deferrals included), or nil.
  public var nextRefresh: Instant?
  /// Whether the next scheduled build will count against the budget.
  public var nextRefreshCounted: Bool
  /// How many timelines were built for this widget, and how many of them counted (failed builds included).
  public var builds: Int
  public var countedBuilds: Int
  /// The last build that failed since a timeline was last built, or nil: the widget keeps its timeline and is due
  /// again `retryAfter` after it.
  public var failure: BuildFailure? {
    get { failureBox?.failure }
    set { failureBox = newValue.map(FailureBox.init) }
  }
  /// `failure`, boxed: failures are rare, and inline its 48 bytes made every widget's slot a cache line longer, which
  /// replays felt in every build and reload (docs/PERFORMANCE.md).
  var failureBox: FailureBox? = nil
  /// What the reducer remembers about the widget so a build needs no hashing and no template resolution.
  var memo: WidgetMemo
  /// The home screen page it is on (1 is the first; `move ID page=N`).
  public var page = 1
}

/// A widget's failed build, boxed (see `Widget.failureBox`); equal and hashed by the failure it holds.
final class FailureBox: Hashable, Sendable {
  let failure: BuildFailure

  init(_ failure: BuildFailure) { self.failure = failure }

  static func == (a: FailureBox, b: FailureBox) -> Bool { a.failure == b.failure }

  func hash(into hasher: inout Hasher) { hasher.combine(failure) }
}

/// Lookups derived from a widget's kind and configuration, remembered by the reducer. They are a function of the
/// rest of the state, so they take no part in equality or hashing.
struct WidgetMemo: Hashable, Sendable {
  /// The slots below are stored as 32 bits (below `Limits.kindsMax` and `Limits.cacheKeysMax`), -1 for none: as `Int`
  /// and `Int?` they took 24 more bytes of every widget's slot, which replays felt as a cache line
  /// (docs/PERFORMANCE.md).
  private var kindSlotBits: Int32
  /// The number of keys the extension's container held when `extensionSlot` was last looked up: while it holds as
  /// many, a key not found then is still not there (keys are never removed), so builds need not hash it again.
  var extensionKeysSeen: Int32 = 0
  /// The data key its configuration resolves to (nil when a parameter it names has no value), updated on add and
  /// configure.
  var resolvedKey: String?
  private var keySlotBits: Int32 = -1
  private var extensionSlotBits: Int32 = -1

  /// The slot of its kind (its position in `SimState.kindOrder`).
  var kindSlot: Int { Int(kindSlotBits) }
  /// The cache slot of `resolvedKey` once data was written for it (slots are never reused), else nil.
  var keySlot: Int? {
    get { keySlotBits < 0 ? nil : Int(keySlotBits) }
    set { keySlotBits = newValue.map { Int32($0) } ?? -1 }
  }
  /// The slot of `resolvedKey` in the extension's container once a fetch stored data for it, else nil.
  var extensionSlot: Int? {
    get { extensionSlotBits < 0 ? nil : Int(extensionSlotBits) }
    set { extensionSlotBits = newValue.map { Int32($0) } ?? -1 }
  }

  /// A memo of a widget of the kind in `kindSlot` whose configuration resolves to `resolvedKey`, with no slots yet.
  init(kindSlot: Int, resolvedKey: String? = nil) {
    kindSlotBits = Int32(kindSlot)
    self.resolvedKey = resolvedKey
  }

  /// Always equal: the memo repeats what the rest of the state already says.
  static func == (a: WidgetMemo, b: WidgetMemo) -> Bool { true }

  /// Hashes nothing, as equality ignores the memo.
  func hash(into hasher: inout Hasher) {}
}

/// A reload request that has not been carried out yet; coalesced requests keep the earliest instant.
public struct PendingReload: Hashable, Sendable {
  /// When the request becomes due (request time plus latency).
  public var dueAt: Instant
  /// Whether it counts against the budget (only if every coalesced request did).
  public var counted: Bool
  /// What asked for it: a WidgetCenter reload, or a configuration change when `configureCounts` is on.
  public var cause: BuildCause = .reload
  /// Whether it waits for the app to go to the background (`foregroundReloads=onBackground`); `dueAt` is then the
  /// instant it was requested.
  public var held: Bool = false
  /// The rule of the system's reload filter that made it free, when one did that the reports name (docs/MODEL.md,
  /// "The reload filter").
  public var freeRule: FreeRule? = nil
}

/// A rule of the system's reload filter that lets a request through free, as the report after an action, `why` and
/// the canonical JSON name it.
public enum FreeRule: String, Hashable, Sendable {
  /// The widget was on screen when the app asked (`visibleReloadsFree`).
  case visible
  /// An audio or navigation session was active (`app session …`).
  case session
  /// An App Intent ran within `intentReloadWindow` before the request (`app intent`).
  case intent
  /// A second request inside the foreground throttle window (`foregroundThrottle`): held, then carried out, not
  /// counted, at the window's end or when the app goes to the background.
  case throttled
  /// The app asked while running in the background, and `runningAppReloads=free`.
  case runningApp
  /// WidgetKit Developer Mode was on (`developerMode`).
  case developerMode
}

/// A timeline as built by the provider at one instant: entries share the content read then.
public struct Timeline: Hashable, Sendable {
  /// When `getTimeline` ran; the first entry's date.
  public var generatedAt: Instant
  /// The seq of the action during which it was built; data written later is newer.
  public var builtSeq: Int
  /// How many entries, and their spacing.
  public var entries: Int
  public var every: TimeSpan
  public var policy: ReloadPolicy
  /// The resolved cache key, or nil when a parameter it names has no value.
  public var dataKey: String?
  /// What was read: the value, when it was written and the ttl that applies, or nil when nothing was readable.
  public var data: DataRead?
  /// Why nothing was read, when `data` is nil.
  public var missingReason: MissingReason?
  /// What caused the build.
  public var cause: BuildCause
  /// Whether the build counted against the budget.
  public var counted: Bool
  /// The rule of the reload filter that made the request it carried out free, when one did (see `FreeRule`).
  public var freeRule: FreeRule? = nil
  /// Where the data it shows came from: the network, a container's copy, or the fallback.
  public var source: DataSource = .fallback
  /// What the provider's fetch did during the build, for a kind that fetches (nil when it did not fetch).
  public var fetch: FetchOutcome? = nil
  /// The entries a developer's own provider made (their dates and contents), nil for a recipe's timeline.
  public var provided: ProvidedEntries? = nil

  /// The date of entry `index` (0-based).
  @inline(__always)
  public func entryDate(_ index: Int) -> Instant {
    if let provided { return provided.dates[index] }
    return generatedAt + every * Int64(index)
  }

  /// The 0-based index of the entry displayed at `now`: the last one dated at or before it.
  public func displayedIndex(at now: Instant) -> Int {
    if let provided { return provided.displayedIndex(at: now) }
    guard every.ms > 0, now > generatedAt else { return 0 }
    return Int(min(Int64(entries - 1), (now - generatedAt).ms / every.ms))
  }

  /// The state of the data an entry holds, judged at the build instant.
  public var dataStateAtBuild: DataState {
    guard let data else { return .missing }
    return generatedAt - data.writtenAt <= data.ttl ? .fresh : .expired
  }
}

/// A value read from the cache while building a timeline.
public struct DataRead: Hashable, Sendable {
  public var value: JSONValue
  public var writtenAt: Instant
  public var writeSeq: Int
  /// The ttl that applies: the data's own, else the kind's.
  public var ttl: TimeSpan
  /// The container it was read from (never the app's sandbox).
  public var container: Container = .appGroup
}

/// The state of an entry's data: fresh (age ≤ ttl), expired, or missing.
public enum DataState: String, Hashable, Sendable {
  case fresh, expired, missing
}

/// Why a timeline holds no data.
public enum MissingReason: Hashable, Sendable {
  /// A parameter the data key names has no value and no default.
  case unresolvedKey(param: String)
  /// The kind reads through the App Group, and it was unavailable.
  case appGroupUnavailable
  /// Nothing was ever written for the key.
  case noData
  /// The newest copy was past its ttl, and the kind shows the fallback instead (`expired=fallback`).
  case expired(writtenAt: Instant)
  /// The widget's first build failed (it ran past the provider deadline), so it shows the fallback.
  case buildFailed
}

/// What made a timeline be built.
public enum BuildCause: String, Hashable, Sendable {
  /// The first timeline, built when the widget was added.
  case added
  /// A configuration change.
  case configured
  /// The timeline's reload policy.
  case policy
  /// A WidgetCenter reload request.
  case reload
  /// The system's own rebuild after a change of the device or the app (`SystemChange`), never counted.
  case system
  /// A tap on the widget's button or toggle: the system rebuilds it when the intent's `perform()` returns.
  case tapped
}

/// The status shown to the user, in precedence order (docs/MODEL.md, "Status").
public enum WidgetStatus: String, Hashable, Sendable, CaseIterable {
  case stale, blank, placeholder, live
}

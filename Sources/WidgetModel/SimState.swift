/// The whole widget world at one point of a journal: the fold of its actions.
public struct SimState: Hashable, Sendable {
  /// How many actions have been folded (0 before the first).
  public internal(set) var seq = 0
  /// The virtual clock.
  public internal(set) var now: Instant
  /// The journal's start instant.
  public let start: Instant
  /// Whether the containing app is in the foreground.
  public internal(set) var app = AppState.background
  /// Whether the App Group container is available.
  public internal(set) var appGroup = true
  /// What the device shows when the app is not in front, and its home screen page.
  public internal(set) var device = DeviceState()
  /// The reload filter's throttle window, the app's active sessions and its last App Intent.
  public internal(set) var filter = ReloadFilterState()
  /// The kinds' App Intents, their writes not yet landed, and each widget's last tap.
  public internal(set) var intents = IntentState()
  public internal(set) var settings: Settings
  /// Defined kinds by name, and their names in definition order.
  public internal(set) var kinds: [String: Kind] = [:]
  public internal(set) var kindOrder: [String] = []
  /// What a build needs from each kind, by slot (the kind's position in `kindOrder`), so a build reaches it without
  /// hashing the kind's name or copying the kind.
  var kindRecipes: [KindRecipe] = []
  /// Placed widgets by id, in the order they were added (stored by slot; see `WidgetTable`).
  public internal(set) var widgets = WidgetTable()
  /// The number the next automatic id takes (`w<n>`); it only grows, so ids are never reused.
  public internal(set) var nextWidgetNumber = 1
  /// The ordinal the next widget takes.
  public internal(set) var nextOrdinal = 1
  /// The App Group container by key (stored by slot; see `CacheTable`): the app's `data` writes while the App Group
  /// is available.
  public internal(set) var cache = CacheTable()
  /// The app's own sandbox: the app's `data` writes while the App Group is unavailable. No widget reads it.
  public internal(set) var appCache = CacheTable()
  /// The widget extension's own container: the answers its providers' fetches stored.
  public internal(set) var extensionCache = CacheTable()
  /// How the server answers fetches, and whether the device is online.
  public internal(set) var network = Network()
  /// The last failed fetch per key.
  public internal(set) var failures: [String: FetchFailure] = [:]
  /// The seq of the last reload request per kind name, and of the last `reload all`.
  public internal(set) var lastReloadSeq: [String: Int] = [:]
  public internal(set) var lastReloadAllSeq: Int? = nil
  /// The seq of the last reload a developer's provider asked for from inside the extension, per target (a kind's name,
  /// or `all`).
  public internal(set) var extensionReloadSeq: [String: Int] = [:]
  /// The seq of the first action whose journal line recorded provider outputs, nil before one did. From it on the
  /// journal records the output of every build of a provider kind (a program without the providers records their
  /// failures), so a later line that builds one without its output lost it (`applyChecked` says so). Left out of the
  /// digest: it says how the journal was written, not what the widgets are.
  public internal(set) var providerOutputsSince: Int? = nil
  /// How the extension's process ran each widget's last build of a developer's provider, by widget id, where a
  /// simulator program recorded it (docs/PROVIDERS.md, "The extension's process").
  public internal(set) var extensionRuns: [String: BuildRun] = [:]
  /// The requests each widget's last build of a developer's provider made, by widget id, where it made any
  /// (docs/PROVIDERS.md, "Network").
  public internal(set) var buildRequests: [String: BuildRequests] = [:]
  /// The due instants of all widgets by slot, for processing time in order.
  var schedule = RefreshSchedule()
  /// The shared budgets under `budgetScope` kind or app, derived from the widgets' own (see `BudgetPools`).
  var pools = BudgetPools()
  /// A defect planted by the property tests to prove they catch it; nil (no defect) everywhere else.
  @_spi(Testing) public var plantedBug: PlantedBug? = nil

  /// An empty world at `start`, with no kinds (a new journal then defines the built-in ones).
  public init(start: Instant, settings: Settings = Settings()) {
    self.start = start
    self.now = start
    self.settings = settings
    rebuildPools()
  }

  /// The widgets in the order they were added.
  /// - Complexity: O(n).
  public var orderedWidgets: [Widget] { widgets.values }

  /// The kinds in the order they were defined.
  public var orderedKinds: [Kind] { kindOrder.compactMap { kinds[$0] } }
}

/// What a timeline build needs from a kind, as plain values: reading it costs no reference counting.
struct KindRecipe: Hashable, Sendable {
  var entries: Int
  var every: TimeSpan
  var policy: ReloadPolicy
  var appGroup: Bool
  var ttl: TimeSpan
  var fallback: Fallback
  var fetches: Bool
  var timeout: TimeSpan
  var cachedPolicy: ReloadPolicy
  var fallbackPolicy: ReloadPolicy
  var expiredFallback: Bool
  var series: Bool
  var provider: Bool

  init(_ kind: Kind) {
    entries = kind.entries
    every = kind.every
    policy = kind.policy
    appGroup = kind.appGroup
    ttl = kind.ttl
    fallback = kind.fallback
    fetches = kind.fetch == .network
    timeout = kind.timeout
    cachedPolicy = kind.policy(after: .cache)
    fallbackPolicy = kind.policy(after: .fallback)
    expiredFallback = kind.expired == .fallback
    series = kind.series
    provider = kind.provider
  }

  /// The policy after an outcome (see `Kind.policy(after:)`).
  @inline(__always)
  func policy(after source: DataSource) -> ReloadPolicy {
    switch source {
    case .network: return policy
    case .cache: return cachedPolicy
    case .fallback: return fallbackPolicy
    case .provider: return policy
    }
  }
}

/// A value in the shared cache.
public struct CacheEntry: Hashable, Sendable {
  public var value: JSONValue
  public var writtenAt: Instant
  /// The seq of the action that wrote it; "newer" means a later seq.
  public var writeSeq: Int
  /// The data's own ttl, which wins over the kind's.
  public var ttl: TimeSpan?
}

/// A failed fetch recorded by `fail`.
public struct FetchFailure: Hashable, Sendable {
  public var at: Instant
  public var seq: Int
  public var reason: FailReason
}

/// One timeline build carried out by an action, reported for display and for the property checks.
public struct Refresh: Hashable, Sendable {
  public var widget: String
  public var at: Instant
  public var cause: BuildCause
  public var counted: Bool
  /// When the build first became due; earlier than `at` when it was deferred.
  public var dueAt: Instant
  /// Whether the build failed (it ran past the provider deadline): the widget kept its timeline.
  public var failed: Bool = false
  /// The rule of the reload filter that made the request it carried out free, when one did (see `FreeRule`).
  public var freeRule: FreeRule? = nil
  /// For a counted build, how many counted refreshes its budget (its pool's) held in the 24 hours up to it, itself
  /// included, and that budget: what the report after an action says (`counted 3/40`). Nil when not counted.
  public var budgetReached: (used: Int, pool: BudgetPool)? {
    get { budgetPool.map { (budgetUsed, $0) } }
    set {
      budgetUsed = newValue?.used ?? 0
      budgetPool = newValue?.pool
    }
  }
  /// `budgetReached`, stored as two fields so that the refresh stays `Hashable`.
  var budgetUsed = 0
  var budgetPool: BudgetPool? = nil

  public init(
    widget: String, at: Instant, cause: BuildCause, counted: Bool, dueAt: Instant, failed: Bool = false,
    freeRule: FreeRule? = nil, budgetReached: (used: Int, pool: BudgetPool)? = nil
  ) {
    self.widget = widget
    self.at = at
    self.cause = cause
    self.counted = counted
    self.dueAt = dueAt
    self.failed = failed
    self.freeRule = freeRule
    self.budgetReached = budgetReached
  }
}

/// A widget's last build of a developer's provider as its extension's process ran it.
public struct BuildRun: Hashable, Sendable {
  /// When the build ran, and during which action.
  public var at: Instant
  public var seq: Int
  /// How the process ran it.
  public var process: ExtensionRun
}

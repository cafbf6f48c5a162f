/// A widget kind: one `Widget` in an extension, its provider's recipe and its configuration.
public struct Kind: Hashable, Sendable {
  /// The WidgetKit `kind` string.
  public var name: String
  /// The name shown to people.
  public var displayName: String
  /// The supported families, in the order written; the first is the default for `add`.
  public var families: [Family]
  /// The intent parameters, in the order written; empty for a static configuration.
  public var params: [ParamSpec]
  /// How many entries a timeline holds.
  public var entries: Int
  /// The spacing between entries.
  public var every: TimeSpan
  /// When the provider asks for its next timeline.
  public var policy: ReloadPolicy
  /// The cache key the provider reads, with `{param}` placeholders.
  public var dataKey: DataKeyTemplate
  /// Whether the provider reads the cache through the App Group container.
  public var appGroup: Bool
  /// How long data counts as fresh when the data carries no ttl of its own.
  public var ttl: TimeSpan
  /// What an entry shows when no data is readable.
  public var fallback: Fallback
  /// Whether the provider fetches its data from the network during a build, before it reads the caches.
  public var fetch: FetchMode = .none
  /// How long the provider waits for its fetch.
  public var timeout: TimeSpan = Kind.defaultTimeout
  /// The reload policy after a build that showed cached data; nil means `policy`.
  public var cachedPolicy: ReloadPolicy? = nil
  /// The reload policy after a build that showed the fallback; nil means `policy`.
  public var fallbackPolicy: ReloadPolicy? = nil
  /// Whether the provider uses cached data past its ttl, or shows the fallback instead.
  public var expired: ExpiredUse = .show
  /// Whether the value read is a series: a JSON array whose element i is shown by entry i.
  public var series = false
  /// Whether the timelines come from a developer's own `TimelineProvider` (run by the simulator executable that
  /// defines it, or recorded in the journal) instead of this recipe. Such a kind's `dataKey` names the file its
  /// provider reads, for the stale rule; `entries`, `every`, `policy`, `ttl` and the fetch fields are not used.
  public var provider = false
  /// Whether a provider kind's data goes stale past `ttl` (`SimulatedWidget(…, ttl:)`): its builds then record the
  /// App Group file the provider could read, whose write gives the shown data's age (as the file's modification time
  /// does on a device), and the widget is stale once that data is older than its ttl. Recipe kinds always apply it.
  public var providerTTL = false

  /// How long a provider waits for its fetch unless the kind says otherwise (guides advise 2–3 s).
  public static let defaultTimeout = TimeSpan.seconds(3)

  /// The reload policy a build asks for after an outcome: `policy` after a fetch, `cachedPolicy` after cached data,
  /// `fallbackPolicy` after the fallback (each defaulting to `policy`).
  public func policy(after source: DataSource) -> ReloadPolicy {
    switch source {
    case .network: return policy
    case .cache: return cachedPolicy ?? policy
    case .fallback: return fallbackPolicy ?? policy
    case .provider: return policy
    }
  }

  /// Creates a kind; `Kind.validated` checks the fields against the limits.
  public init(
    name: String, displayName: String? = nil, families: [Family], params: [ParamSpec] = [], entries: Int = 1,
    every: TimeSpan = .hours(1), policy: ReloadPolicy = .atEnd, dataKey: DataKeyTemplate, appGroup: Bool = true,
    ttl: TimeSpan = .minutes(30), fallback: Fallback = .placeholder
  ) {
    self.name = name
    self.displayName = displayName ?? name
    self.families = families
    self.params = params
    self.entries = entries
    self.every = every
    self.policy = policy
    self.dataKey = dataKey
    self.appGroup = appGroup
    self.ttl = ttl
    self.fallback = fallback
  }

  /// The parameter named `name`, if the kind has one.
  public func param(_ name: String) -> ParamSpec? { params.first { $0.name == name } }

  /// Whether the data key changes with the configuration (it names at least one parameter).
  public var keyFollowsConfiguration: Bool { !dataKey.placeholders.isEmpty }
}

/// Whether a kind's provider fetches from the network.
public enum FetchMode: String, Hashable, Sendable, CaseIterable {
  /// It reads the caches only.
  case none
  /// It fetches first, then falls back to the caches, then to the fallback.
  case network
}

/// What a provider does with cached data past its ttl.
public enum ExpiredUse: String, Hashable, Sendable, CaseIterable {
  /// It shows it (the widget is stale).
  case show
  /// It shows the fallback instead.
  case fallback
}

/// An intent parameter of a kind.
public struct ParamSpec: Hashable, Sendable {
  public var name: String
  public var type: ParamType
  /// The value a new widget takes when none is given; nil means it stays missing.
  public var defaultValue: ParamValue?

  public init(name: String, type: ParamType, defaultValue: ParamValue? = nil) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
  }
}

/// The type of an intent parameter.
public enum ParamType: Hashable, Sendable {
  case enumeration([String])
  case string
  case int
  case bool

  /// The type's name as written in `define` (`enum`, `string`, `int`, `bool`).
  public var name: String {
    switch self {
    case .enumeration: return "enum"
    case .string: return "string"
    case .int: return "int"
    case .bool: return "bool"
    }
  }
}

/// A parameter's value in a widget's configuration.
public enum ParamValue: Hashable, Sendable {
  case string(String)
  case int(Int64)
  case bool(Bool)

  /// The value as it appears in a data key and in commands.
  public var text: String {
    switch self {
    case .string(let s): return s
    case .int(let n): return String(n)
    case .bool(let b): return b ? "true" : "false"
    }
  }

  /// The value as JSON.
  public var json: JSONValue {
    switch self {
    case .string(let s): return .string(s)
    case .int(let n): return .int(n)
    case .bool(let b): return .bool(b)
    }
  }
}

/// When a timeline asks for its successor (WidgetKit's `TimelineReloadPolicy`).
public enum ReloadPolicy: Hashable, Sendable {
  /// A new timeline once the last entry's date has passed.
  case atEnd
  /// A new timeline this long after the timeline was generated.
  case after(TimeSpan)
  /// No new timeline unless the app asks through WidgetCenter.
  case never

  /// The policy as written: `atEnd`, `after:1h`, `never`.
  public var text: String {
    switch self {
    case .atEnd: return "atEnd"
    case .after(let span): return "after:" + span.text
    case .never: return "never"
    }
  }

  /// Reads `atEnd`, `after:DURATION` or `never`.
  public init?(text: String) {
    switch text {
    case "atEnd": self = .atEnd
    case "never": self = .never
    default:
      guard text.hasPrefix("after:"), let span = TimeSpan(text: String(text.dropFirst(6))) else { return nil }
      self = .after(span)
    }
  }
}

/// What an entry shows when no data is readable.
public enum Fallback: String, Hashable, Sendable, CaseIterable {
  /// Sample content, like `placeholder(in:)`.
  case placeholder
  /// An empty view: the classic blank widget.
  case blank
}

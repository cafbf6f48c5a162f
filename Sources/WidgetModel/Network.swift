/// The network as the widget extension's provider sees it (docs/MODEL.md, "The provider's fetch"): how the server
/// answers each key, and whether the device is online. Changed only by `net` actions.
public struct Network: Hashable, Sendable {
  /// Whether the device's network is up; offline, every fetch fails at once.
  public internal(set) var online = true
  /// How the server answers fetches of each key; a key without a rule fails at once (`FetchOutcome.failed(.noAnswer)`).
  public internal(set) var rules: [String: NetRule] = [:]
  /// How the server answers a developer's provider's requests, by URL or pattern (`net URL …`; `Network+URLs`).
  public internal(set) var urls: [String: URLRule] = [:]
  /// The keys of `urls` that hold a `*`, in the order they are tried: the longest match first.
  public internal(set) var urlPatterns: [String] = []
  /// The bytes the rules' keys and values hold in memory, as `CacheTable.keyBytes` and `JSONValue.heldByteCount`
  /// account them; part of the bound on the state's memory (`Limits.cacheBytesMax`).
  public internal(set) var heldBytes = 0

  public init() {}

  /// What a fetch of `key` does when the provider waits at most `timeout` for it, and how long it waits.
  public func fetch(_ key: String, timeout: TimeSpan) -> FetchOutcome { fetchAnswer(key, timeout: timeout).outcome }

  /// `fetch`, with the server's answer when the outcome is `answered` (nil otherwise): one lookup of the key, as a
  /// build needs both.
  func fetchAnswer(_ key: String, timeout: TimeSpan) -> (outcome: FetchOutcome, answer: JSONValue?) {
    guard online else { return (.failed(.offline), nil) }
    switch rules[key] {
    case nil: return (.failed(.noAnswer), nil)
    case .error?: return (.failed(.error), nil)
    case .timeout?: return (.timedOut(after: timeout), nil)
    case .answer(let value, let took, _)?:
      return took <= timeout ? (.answered(took: took), value) : (.timedOut(after: timeout), nil)
    }
  }

  /// Applies a `net` action.
  mutating func apply(_ change: NetworkChange, seq: Int) {
    switch change {
    case .online(let up): online = up
    case .rule(let key, let rule):
      let old = rules.updateValue(rule.stamped(seq), forKey: key)
      heldBytes += Self.bytes(of: rule) - (old.map(Self.bytes(of:)) ?? -CacheTable.keyBytes(key))
    case .url(let pattern, let rule): apply(url: pattern, rule)
    }
  }

  /// The bytes a rule's value holds.
  static func bytes(of rule: NetRule) -> Int {
    if case .answer(let value, _, _) = rule { return value.heldByteCount }
    return 0
  }
}

/// How the server answers fetches of one key (`net KEY VALUE [took=DUR]`, `net KEY timeout`, `net KEY error`).
public enum NetRule: Hashable, Sendable {
  /// It answers with a value after `took`; `seq` is the `net` action that set it (0 until applied).
  case answer(JSONValue, took: TimeSpan, seq: Int)
  /// It never answers: the provider gives up at its timeout.
  case timeout
  /// It fails at once.
  case error

  /// The rule with the seq of the action that set it.
  func stamped(_ seq: Int) -> NetRule {
    if case .answer(let value, let took, _) = self { return .answer(value, took: took, seq: seq) }
    return self
  }

  /// The rule as written after `net KEY`: the value (and `took=` unless it is the default), `timeout` or `error`.
  public var text: String {
    switch self {
    case .answer(let value, let took, _):
      return value.serialized + (took == NetworkChange.defaultTook ? "" : " took=" + took.text)
    case .timeout: return "timeout"
    case .error: return "error"
    }
  }
}

/// One `net` action.
public enum NetworkChange: Hashable, Sendable {
  /// `net online` / `net offline`.
  case online(Bool)
  /// `net KEY …`: from now on the server answers fetches of KEY by this rule.
  case rule(key: String, NetRule)
  /// `net URL …`: from now on the server answers a developer's provider's requests to URL (or the URLs the pattern
  /// matches) by this rule.
  case url(pattern: String, URLRule)

  /// How long a server takes to answer when `took=` is not given.
  public static let defaultTook = TimeSpan(ms: 500)
}

/// What a provider's fetch did.
public enum FetchOutcome: Hashable, Sendable {
  /// The server answered within the timeout, after `took`.
  case answered(took: TimeSpan)
  /// The provider gave up waiting after its timeout: the server was slower, or never answers.
  case timedOut(after: TimeSpan)
  /// The fetch failed at once.
  case failed(FetchError)

  /// How long the provider waited for the fetch.
  public var waited: TimeSpan {
    switch self {
    case .answered(let took): return took
    case .timedOut(let after): return after
    case .failed: return .zero
    }
  }

  /// A short name: `answered`, `timeout`, or the error's name.
  public var name: String {
    switch self {
    case .answered: return "answered"
    case .timedOut: return "timeout"
    case .failed(let error): return error.rawValue
    }
  }
}

/// Why a fetch failed at once.
public enum FetchError: String, Hashable, Sendable, CaseIterable {
  /// `net KEY error`: the server answers with an error.
  case error
  /// No `net` action ever set an answer for the key.
  case noAnswer
  /// `net offline`: the device has no network.
  case offline
}

/// Where the data a widget shows came from (a build's outcome, and the display's `source`).
public enum DataSource: String, Hashable, Sendable, CaseIterable {
  /// The provider's own fetch answered during the build.
  case network
  /// A container's copy: the App Group's (written by the app) or the extension's (an earlier fetch).
  case cache
  /// Nothing usable: the kind's fallback (placeholder or blank).
  case fallback
  /// A developer's own provider made the entries (docs/PROVIDERS.md).
  case provider
}

/// The three containers data lives in (docs/MODEL.md, "Containers").
public enum Container: String, Hashable, Sendable, CaseIterable {
  /// The App Group container, shared by the app and its extension: the app's `data` writes while it is available.
  case appGroup
  /// The app's own sandbox: the app's `data` writes while the App Group is unavailable. No widget reads it.
  case app
  /// The widget extension's own container: the answers its fetches stored.
  case `extension`
}

/// A timeline build that did not finish: the provider ran past the system's execution limit (`providerDeadline`).
public struct BuildFailure: Hashable, Sendable {
  /// When the build ran, and during which action.
  public var at: Instant
  public var seq: Int
  /// What the fetch did, and how long the provider waited for it (longer than the deadline).
  public var fetch: FetchOutcome
  /// The deadline it ran past.
  public var deadline: TimeSpan
  /// What caused the build, and whether it counted.
  public var cause: BuildCause
  public var counted: Bool
  /// For a kind with a developer's own provider, why its build failed (then `fetch` and `deadline` say nothing).
  public var providerReason: String? = nil
}

/// The words for where a widget's data came from and what its provider's fetch did (docs/MODEL.md, "The provider's
/// fetch"), shared by `why`, `doctor`, the pictures and the REPL's reports so that they all say it the same way.
extension Narrator {
  /// What a fetch did, as a clause: `answered in 800ms (via network)`, `the network timed out after 3s`, `the server
  /// answered error`, `the server had no answer (no net action for KEY)`, `the device is offline`.
  public static func fetchClause(_ outcome: FetchOutcome, key: String?) -> String {
    switch outcome {
    case .answered(let took): return "answered in \(took.text) (via network)"
    case .timedOut(let after): return "the network timed out after \(after.text)"
    case .failed(.error): return "the server answered error"
    case .failed(.noAnswer): return "the server had no answer (no net action for \(key ?? "its key"))"
    case .failed(.offline): return "the device is offline"
    }
  }

  /// Why a build failed, as a clause: `the fetch timed out after 6s, past the provider deadline (5s)`, or `the server
  /// took 7s to answer, past the provider deadline (5s)`.
  public static func failureCause(_ failure: BuildFailure) -> String {
    if failure.cause == .system, let reason = failure.providerReason { return "the system's rebuild failed: \(reason)" }
    if let reason = failure.providerReason { return "the provider's build failed: \(reason)" }
    let past = "past the provider deadline (\(failure.deadline.text))"
    switch failure.fetch {
    case .answered(let took): return "the server took \(took.text) to answer, \(past)"
    case .timedOut(let after): return "the fetch timed out after \(after.text), \(past)"
    // A fetch that fails at once never runs past a deadline; said in case a failure is made by hand.
    case .failed: return "the fetch waited \(failure.fetch.waited.text), \(past)"
    }
  }

  /// Why a build of `widget` fails in this state, as `failureCause` says it: what its fetch does with this state's
  /// network, its kind's timeout and the provider deadline (for a report of builds that ran before this state).
  public func buildFailureCause(_ widget: Widget) -> String {
    // A developer's provider says why itself: no fetch of the model's was involved.
    if let failure = widget.failure, failure.providerReason != nil { return Self.failureCause(failure) }
    guard let kind = state.kinds[widget.kind], let key = kind.dataKey.resolve(widget.config) else {
      return "the provider ran past its deadline (\(state.settings.providerDeadline.text))"
    }
    let failure = BuildFailure(
      at: state.now, seq: state.seq, fetch: state.network.fetch(key, timeout: kind.timeout),
      deadline: state.settings.providerDeadline,
      cause: .policy, counted: false)
    return Self.failureCause(failure)
  }

  /// The field that gave the reload policy of a build with this outcome: `policy`, `cachedPolicy` or
  /// `fallbackPolicy`, or `policy (no cachedPolicy set)` when the kind leaves the outcome's own field unset.
  public static func policyField(after source: DataSource, of kind: Kind) -> String {
    switch source {
    case .network: return "policy"
    case .cache: return kind.cachedPolicy == nil ? "policy (no cachedPolicy set)" : "cachedPolicy"
    case .fallback: return kind.fallbackPolicy == nil ? "policy (no fallbackPolicy set)" : "fallbackPolicy"
    case .provider: return "provider's policy"
    }
  }

  /// Whether explanations name the policy field and the source: the kind fetches, or sets an outcome's policy.
  static func explainsOutcome(_ kind: Kind) -> Bool {
    kind.fetch == .network || kind.cachedPolicy != nil || kind.fallbackPolicy != nil
  }

  /// A container in words: `the App Group container`, `the app's own container`, `the extension's container`.
  public static func containerName(_ container: Container) -> String {
    switch container {
    case .appGroup: return "the App Group container"
    case .app: return "the app's own container"
    case .extension: return "the extension's container"
    }
  }

  /// A copy as the outcome path names it: `the extension's cache from 08:00`, `the App Group's copy from 08:00`.
  func copyName(_ container: Container, writtenAt: Instant) -> String {
    let at = time(writtenAt)
    switch container {
    case .appGroup: return "the App Group's copy from \(at)"
    case .app: return "the app's own copy from \(at)"
    case .extension: return "the extension's cache from \(at)"
    }
  }

  /// When a policy asks for the next timeline, as a clause after "next refresh": `in 10m`, `after its last entry
  /// (12:00)`, or nil for `never`.
  func policyWhen(_ timeline: Timeline) -> String? {
    switch timeline.policy {
    case .after(let span): return "in \(span.text)"
    case .atEnd: return "after its last entry (\(time(timeline.entryDate(timeline.entries - 1))))"
    case .never: return nil
    }
  }

  /// What a build does next after failing, as words: `next attempt at 10:00 (retryAfter 1h)`.
  func retryText(_ failure: BuildFailure) -> String {
    "next attempt at \(time(failure.at + state.settings.retryAfter)) (retryAfter \(state.settings.retryAfter.text))"
  }

  /// A JSON value's sort in words, for saying what a series kind read instead of an array: `a number`, `an object` …
  static func sortName(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool: return "a boolean"
    case .int, .double: return "a number"
    case .string: return "a string"
    case .array: return "an empty array"
    case .object: return "an object"
    }
  }
}

import WidgetModel

/// The oracle's builds and display, recomputed from the recorded history alone (docs/MODEL.md, "The provider's
/// fetch", "Containers", "Status"): the writes in each container in action order, their ttls, the App Group at
/// each build, the network rules and the provider deadline. Nothing here calls the model's build or display code.
extension History {
  /// What a fetch of `key` does when the provider waits at most `timeout`: its outcome and how long it waited.
  public func fetch(_ key: String, timeout: TimeSpan) -> (outcome: FetchOutcome, waited: TimeSpan) {
    guard online else { return (.failed(.offline), .zero) }
    switch rules[key] {
    case nil: return (.failed(.noAnswer), .zero)
    case .error?: return (.failed(.error), .zero)
    case .timeout?: return (.timedOut(after: timeout), timeout)
    case .answer(_, let took, _)?:
      return took <= timeout ? (.answered(took: took), took) : (.timedOut(after: timeout), timeout)
    }
  }

  /// The newest copy of `key` a provider of `kind` reads now: the extension's, and the App Group's when the kind
  /// uses it and it is available; the later action wins, the extension's on a tie.
  public func newestReadable(_ key: String, _ kind: Kind) -> DataWrite? {
    guard let copies = newest[key] else { return nil }
    let shared = kind.appGroup && appGroup ? copies.appGroup : nil
    guard let own = copies.extension else { return shared }
    guard let shared else { return own }
    return own.seq >= shared.seq ? own : shared
  }

  /// Whether a kind with `expired=fallback` refuses `copy` at `t` (past its ttl; a series' first entry never is).
  static func refuses(_ kind: Kind, _ copy: DataWrite, at t: Instant) -> Bool {
    kind.expired == .fallback && !kind.series && t - copy.at > (copy.ttl ?? kind.ttl)
  }

  /// Recomputes one build of a widget at `at` during action `seq`: the fetch (a kind that fetches, with a resolved
  /// key), failing when it waits past the deadline (the timeline is kept; a first build shows the fallback); a
  /// network answer is stored in the extension's container and shown; otherwise the newest readable copy unless
  /// `expired=fallback` refuses it; otherwise the fallback.
  /// - Returns: the source the build shows, or nil when it fails.
  mutating func rebuild(_ facts: inout WidgetFacts, at: Instant, seq: Int) -> DataSource? {
    let kind = facts.kind
    let key = facts.key
    var timeline = TimelineFacts(
      builtAt: at, builtSeq: seq, entries: kind.entries, every: kind.every, key: key, data: nil, ttl: kind.ttl,
      source: .fallback)
    if kind.fetch == .network, let key {
      let (outcome, waited) = fetch(key, timeout: kind.timeout)
      if waited > settings.providerDeadline {
        facts.failure = FailureFacts(at: at, seq: seq)
        if facts.builds == 0 {
          timeline.entries = 1
          facts.timeline = timeline
        }
        return nil
      }
      if case .answered = outcome, case .answer(let value, _, _)? = rules[key] {
        let write = DataWrite(seq: seq, at: at, value: value, ttl: nil, container: .extension)
        writes[key, default: []].append(write)
        newest[key, default: NewestCopies()].extension = write
        timeline.data = write
        timeline.source = .network
      }
    }
    if timeline.data == nil, let key, let copy = newestReadable(key, kind), !Self.refuses(kind, copy, at: at) {
      timeline.data = copy
      timeline.ttl = copy.ttl ?? kind.ttl
      timeline.source = .cache
    }
    facts.failure = nil
    facts.timeline = timeline
    return timeline.source
  }

  /// The write a widget could read now but does not show: under its key, newer (a later action) than what it shows
  /// (showing none is older than any write), not refused for its age; while a counted configuration change waits, any
  /// copy of the newly configured key.
  public func newerCopy(_ facts: WidgetFacts, now: Instant) -> DataWrite? {
    let kind = facts.kind
    if facts.request?.configured == true, let key = facts.key, key != facts.timeline.key {
      return newestReadable(key, kind)
    }
    guard let key = facts.timeline.key, let copy = newestReadable(key, kind) else { return nil }
    if let shown = facts.timeline.data, copy.seq <= shown.seq { return nil }
    return Self.refuses(kind, copy, at: now) ? nil : copy
  }

  /// What a widget shows at `now` by the oracle's timeline: its status, source and content.
  public func expectedDisplay(_ facts: WidgetFacts, now: Instant) -> ExpectedDisplay {
    let timeline = facts.timeline
    let kind = facts.kind
    var index = 0
    if timeline.every.ms > 0, now > timeline.builtAt {
      index = Int(min(Int64(timeline.entries - 1), (now - timeline.builtAt).ms / timeline.every.ms))
    }
    let entryDate = timeline.builtAt + timeline.every * Int64(index)
    var expired = false
    var content: JSONValue? = nil
    if let data = timeline.data {
      expired = now > (kind.series ? max(data.at, entryDate) : data.at) + timeline.ttl
      content = data.value
      if kind.series, case .array(let elements) = data.value, !elements.isEmpty {
        content = elements[min(index, elements.count - 1)]
      }
    }
    let newer = newerCopy(facts, now: now)
    let status: WidgetStatus
    if newer != nil || expired {
      status = .stale
    } else if timeline.data == nil {
      status = kind.fallback == .blank ? .blank : .placeholder
    } else {
      status = .live
    }
    return ExpectedDisplay(
      status: status, source: timeline.data == nil ? .fallback : timeline.source, content: content, newer: newer,
      expired: expired)
  }
}

/// What the oracle expects a widget to show.
public struct ExpectedDisplay: Hashable, Sendable {
  /// Its status.
  public var status: WidgetStatus
  /// Where the shown data came from (`fallback` when it shows none).
  public var source: DataSource
  /// The content of the displayed entry, or nil for the fallback.
  public var content: JSONValue?
  /// The newer copy that makes it stale, if any.
  public var newer: DataWrite?
  /// Whether the shown data is past its ttl.
  public var expired: Bool
}

import WidgetModel

/// What the oracle knows about one widget, learnt only from the actions and the refresh log, never from
/// the model's own schedule or budget, so the properties can check those against it.
public struct WidgetFacts: Hashable, Sendable {
  /// The widget's kind as defined.
  public var kind: Kind
  /// The instant of the widget's last timeline build, whatever caused it.
  public var lastBuildAt: Instant
  /// The seq of the action during which it was last built.
  public var lastBuildSeq: Int
  /// Every counted refresh since the widget was added, oldest first.
  public var counted: [Instant]
  /// The WidgetCenter request not yet satisfied by a build, coalesced.
  public var request: RequestFacts?
  /// How many timelines were built for it.
  public var builds: Int
}

/// A reload request as the oracle coalesces it: due at the earliest instant, counted only if every request was.
public struct RequestFacts: Hashable, Sendable {
  /// When the request is due.
  public var dueAt: Instant
  /// Whether it counts against the budget.
  public var counted: Bool
  /// When the first uncounted request was made, if any; an uncounted request is carried out from then on.
  public var uncountedSince: Instant?
  /// The seq of the request that set `dueAt`: the due exists only from that action on.
  public var seq: Int
  /// The instant that request was made.
  public var madeAt: Instant

  /// The two requests as one.
  func coalesced(with other: RequestFacts) -> RequestFacts {
    let earliest = other.dueAt < dueAt ? other : self
    return RequestFacts(
      dueAt: earliest.dueAt, counted: counted && other.counted, uncountedSince: uncountedSince ?? other.uncountedSince,
      seq: earliest.seq, madeAt: earliest.madeAt)
  }
}

/// One data write, as the oracle remembers it.
public struct DataWrite: Hashable, Sendable {
  /// The seq of the `data` action.
  public var seq: Int
  /// The value written.
  public var value: JSONValue
}

/// A `set` action (or the initial settings, at seq 0) and the settings in force after it.
public struct SettingChange: Hashable, Sendable {
  /// The seq of the action (0 for the initial settings).
  public var seq: Int
  /// The instant it happened.
  public var at: Instant
  /// Every setting after it.
  public var settings: Settings
}

/// The oracle's facts so far in a run: per widget builds, counted refreshes and requests; data writes; settings.
public struct History: Sendable {
  /// The facts of each live widget, by id.
  public internal(set) var widgets: [String: WidgetFacts] = [:]
  /// Every data write per key, oldest first.
  public internal(set) var writes: [String: [DataWrite]] = [:]
  /// The initial settings followed by every `set`, in order.
  public internal(set) var settingChanges: [SettingChange]

  /// The facts of a run that starts from `initial` (which has no widgets).
  public init(initial: SimState) {
    settingChanges = [SettingChange(seq: initial.seq, at: initial.now, settings: initial.settings)]
  }

  /// Takes in what an action itself did (before the builds it caused): adds, removes, requests, writes, settings.
  mutating func begin(_ action: Action, seq: Int, before: SimState, after: SimState) {
    switch action {
    case .widgetAdded(let id, let kind, _, _):
      widgets[id] = WidgetFacts(
        kind: after.kinds[kind]!, lastBuildAt: before.now, lastBuildSeq: seq, counted: [], request: nil, builds: 0)
    case .widgetRemoved(let id):
      widgets[id] = nil
    case .widgetConfigured(let id, _) where after.settings.configureCounts:
      request(id, RequestFacts(dueAt: before.now, counted: true, uncountedSince: nil, seq: seq, madeAt: before.now))
    case .dataArrived(let key, let value, _):
      writes[key, default: []].append(DataWrite(seq: seq, value: value))
    case .reloadRequested(let target):
      let counted = before.app == .background
      let request = RequestFacts(
        dueAt: before.now + before.settings.latency, counted: counted, uncountedSince: counted ? nil : before.now,
        seq: seq, madeAt: before.now)
      for (id, facts) in widgets {
        if case .kind(let name) = target, facts.kind.name != name { continue }
        self.request(id, request)
      }
    case .settingChanged:
      settingChanges.append(SettingChange(seq: seq, at: after.now, settings: after.settings))
    default:
      break
    }
  }

  mutating func request(_ id: String, _ request: RequestFacts) {
    guard var facts = widgets[id] else { return }
    facts.request = facts.request.map { $0.coalesced(with: request) } ?? request
    widgets[id] = facts
  }

  /// Takes in one timeline build from the refresh log: it satisfies any request.
  mutating func record(_ refresh: Refresh, seq: Int) {
    guard var facts = widgets[refresh.widget] else { return }
    facts.lastBuildAt = refresh.at
    facts.lastBuildSeq = seq
    facts.request = nil
    facts.builds += 1
    if refresh.counted { facts.counted.append(refresh.at) }
    widgets[refresh.widget] = facts
  }

  /// The settings in force now.
  public var settings: Settings { settingChanges.last!.settings }
}

/// The oracle's schedule: when a widget is due and when a refresh is allowed, computed naively.
extension History {
  /// When a timeline of `kind` built at `builtAt` asks for its successor, or nil under `never`.
  public static func policyDue(_ kind: Kind, builtAt: Instant) -> Instant? {
    switch kind.policy {
    case .atEnd: return builtAt + kind.every * Int64(kind.entries - 1)
    case .after(let span): return builtAt + span
    case .never: return nil
    }
  }

  /// The counted refreshes at or before `t` in the rolling 24 hours ending at `t`, counted one by one.
  public static func countedInWindow(_ counted: [Instant], at t: Instant) -> Int {
    var n = 0
    for r in counted.reversed() {
      if r <= t - RefreshBudget.window { break }
      if r <= t { n += 1 }
    }
    return n
  }

  /// The earliest instant from `t` on when fewer than `budget` counted refreshes are in the window, found by
  /// waiting for the oldest refresh in the window to leave it, one at a time.
  public static func budgetRoom(from t: Instant, counted: [Instant], budget: Int) -> Instant {
    var t = t
    while countedInWindow(counted, at: t) >= budget {
      let oldest = counted.first { $0 > t - RefreshBudget.window }!
      t = oldest + RefreshBudget.window
    }
    return t
  }

  /// The earliest instant from `due` on when a counted refresh of the widget is allowed, for a due that exists
  /// from action `sinceSeq` (at `sinceAt`) on: it walks the settings in force from then (a `set` applies from its
  /// own action on, so an instant shared with a later `set` still belongs to the settings before it).
  public func earliestAllowed(from due: Instant, _ facts: WidgetFacts, sinceSeq: Int, sinceAt: Instant) -> Instant {
    let first = settingChanges.lastIndex { $0.seq <= sinceSeq } ?? 0
    var result = due
    for index in first..<settingChanges.count {
      let change = settingChanges[index]
      let start = index == first ? sinceAt : change.at
      let interval = TimeSpan(ms: max(change.settings.minInterval.ms, 1))
      let candidate = max(due, facts.lastBuildAt + interval, start)
      result = Self.budgetRoom(from: candidate, counted: facts.counted, budget: change.settings.budget)
      if index + 1 == settingChanges.count || result <= settingChanges[index + 1].at { return result }
    }
    return result
  }

  /// When the widget's next counted refresh is due and when the oracle expects it, or nil when none is due:
  /// the earlier of its policy (due from its last build) and a counted request (due from the request).
  public func expectedCountedRefresh(_ facts: WidgetFacts) -> (due: Instant, at: Instant)? {
    var best: (due: Instant, at: Instant)? = nil
    if let due = Self.policyDue(facts.kind, builtAt: facts.lastBuildAt) {
      best = (due, earliestAllowed(from: due, facts, sinceSeq: facts.lastBuildSeq, sinceAt: facts.lastBuildAt))
    }
    if let request = facts.request, request.counted {
      let at = earliestAllowed(from: request.dueAt, facts, sinceSeq: request.seq, sinceAt: request.madeAt)
      if best == nil || at < best!.at { best = (min(request.dueAt, best?.due ?? request.dueAt), at) }
    }
    return best
  }

  /// When the oracle expects an uncounted (foreground) reload to be carried out, or nil when none is pending.
  public func expectedUncountedRefresh(_ facts: WidgetFacts) -> Instant? {
    guard let request = facts.request, !request.counted else { return nil }
    return max(request.dueAt, request.uncountedSince ?? request.dueAt)
  }
}

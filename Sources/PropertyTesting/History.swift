import WidgetModel

/// What the oracle knows about one widget, learnt only from the actions and the refresh log, never from
/// the model's own schedule, budget, timeline or display, so the properties can check those against it.
public struct WidgetFacts: Hashable, Sendable {
  /// The widget's kind as defined.
  public var kind: Kind
  /// The seq of the `add` that placed it: widgets due at one instant are built in this order.
  public var addedSeq: Int
  /// Its configuration: the `add`'s values, then every `configure`'s changes.
  public var config: [String: ParamValue] {
    didSet { key = History.naiveKey(kind, config) }
  }
  /// The key its configuration resolves to (nil when a parameter the kind's key names has no value).
  public private(set) var key: String?
  /// The oracle's own recomputation of the timeline it shows (a failed build keeps it).
  public var timeline: TimelineFacts
  /// The failed build since its timeline was built, if any: it is due again `retryAfter` after it.
  public var failure: FailureFacts?
  /// Every counted refresh since the widget was added, oldest first (failed builds that counted included).
  public var counted: [Instant]
  /// The WidgetCenter request not yet satisfied by a build, coalesced.
  public var request: RequestFacts?
  /// How many builds were attempted for it (failed ones included).
  public var builds: Int
}

/// A timeline as the oracle recomputes it from the writes, the network rules and the App Group at its build.
public struct TimelineFacts: Hashable, Sendable {
  /// The instant and the seq of the build that made it.
  public var builtAt: Instant
  public var builtSeq: Int
  /// How many entries it holds, and their spacing.
  public var entries: Int
  public var every: TimeSpan
  /// The key the widget's configuration resolved to at the build (nil when a parameter it names has no value).
  public var key: String?
  /// The write it shows, or nil when it shows the fallback.
  public var data: DataWrite?
  /// The ttl that applies to `data`: the write's own, else the kind's.
  public var ttl: TimeSpan
  /// Where its data came from: the build's outcome.
  public var source: DataSource
  /// For a timeline of a developer's own provider, the policy it returned, as recorded with the action (the oracle
  /// cannot recompute it); nil for a recipe's.
  public var providedPolicy: ReloadPolicy? = nil
  /// For a timeline of a developer's own provider, the date of its last entry, as recorded with the action: an
  /// `atEnd` policy asks for the next timeline then.
  public var providedLastDate: Instant? = nil

  /// The reload policy the build asks for: a provider's own, else the kind's policy for its outcome, as the oracle
  /// reads it (`History.outcomePolicy`).
  public func policy(of kind: Kind) -> ReloadPolicy { providedPolicy ?? History.outcomePolicy(kind, after: source) }
}

/// A build that failed (its provider ran past the deadline), as the oracle recomputes it.
public struct FailureFacts: Hashable, Sendable {
  /// When it ran, and during which action.
  public var at: Instant
  public var seq: Int
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
  /// Whether a counted configuration change (configureCounts) is among the requests.
  public var configured = false
  /// Whether it is a foreground reload held until the app goes to the background (`foregroundReloads=onBackground`).
  public var held = false
  /// Whether the widget was on screen when the app asked, which made the request free (`visibleReloadsFree`).
  public var visible = false
  /// Whether the system asked, after a change of the device or the app (`device locale`, `app update`, …).
  public var system = false
  /// Whether an active session or a recent App Intent made the request free.
  public var exempt = false
  /// Whether the foreground throttle holds it: due at the window's end, or at the background transition if that
  /// comes first.
  public var throttled = false
  /// Whether it was asked for under Developer Mode, which never holds or defers the app's reloads.
  public var developerMode = false

  /// The two requests as one. A held request joined with one that is not held is carried out by that one's build:
  /// at its instant, not counted, from the later of the two requests on.
  func coalesced(with other: RequestFacts) -> RequestFacts {
    if held != other.held {
      var free = held ? other : self
      free.uncountedSince = free.uncountedSince ?? max(madeAt, other.madeAt)
      free.counted = false
      free.configured = configured || other.configured
      free.system = system || other.system
      free.exempt = exempt || other.exempt
      return free
    }
    let earliest = other.dueAt < dueAt ? other : self
    return RequestFacts(
      dueAt: earliest.dueAt, counted: counted && other.counted, uncountedSince: uncountedSince ?? other.uncountedSince,
      seq: earliest.seq, madeAt: earliest.madeAt, configured: configured || other.configured, held: held,
      visible: visible || other.visible, system: system || other.system, exempt: exempt || other.exempt,
      throttled: throttled || other.throttled, developerMode: earliest.developerMode)
  }
}

/// A widget removed after it made counted refreshes: under a shared budget (`budgetScope` kind or app) they counted in
/// its pool until the removal, which takes them away.
public struct RemovedWidget: Hashable, Sendable {
  /// The seq and the instant of the `remove`.
  public var seq: Int
  public var at: Instant
  /// Its kind's name.
  public var kind: String
  /// Its counted refreshes, oldest first.
  public var counted: [Instant]
}

/// One write of data, as the oracle remembers it: the app's `data` actions and the answers fetches stored.
public struct DataWrite: Hashable, Sendable {
  /// The seq of the action that wrote it (a `data`, or the action during which a fetch answered).
  public var seq: Int
  /// When it was written.
  public var at: Instant
  /// The value written.
  public var value: JSONValue
  /// The write's own ttl (`data … ttl=`), if any.
  public var ttl: TimeSpan?
  /// Where it landed: the App Group container or the app's sandbox for `data` (by the App Group then), the
  /// extension's container for a fetch.
  public var container: Container
}

/// The newest write of one key in each container a widget may read.
public struct NewestCopies: Hashable, Sendable {
  /// The newest write into the App Group container.
  public var appGroup: DataWrite?
  /// The newest answer stored in the extension's container.
  public var `extension`: DataWrite?
}

/// A `set` action (or the initial settings, at seq 0) and the settings in force after it.
public struct SettingChange: Hashable, Sendable {
  /// The seq of the action (0 for the initial settings).
  public let seq: Int
  /// The instant it happened.
  public let at: Instant
  /// Every setting after it.
  public let settings: Settings
  /// The quiet hours of `settings` with their rule read once, for the oracle's schedule, which asks about them for
  /// every widget after every step (reading the rule each time was a sixth of `check`'s time).
  let quietHours: QuietClock.Window?

  /// The change made by action `seq` at `at`, leaving `settings` in force.
  init(seq: Int, at: Instant, settings: Settings) {
    self.seq = seq
    self.at = at
    self.settings = settings
    quietHours = settings.quietHours.map(QuietClock.Window.init)
  }

  /// The same settings in force from action `seq` at `at` on (a removal that frees room in a shared budget).
  func again(seq: Int, at: Instant) -> SettingChange {
    SettingChange(seq: seq, at: at, settings: settings, quietHours: quietHours)
  }

  private init(seq: Int, at: Instant, settings: Settings, quietHours: QuietClock.Window?) {
    self.seq = seq
    self.at = at
    self.settings = settings
    self.quietHours = quietHours
  }
}

/// The oracle's facts so far in a run: per widget builds, counted refreshes, requests and its recomputed timeline;
/// data writes per container; the network rules; the App Group; settings.
public struct History: Sendable {
  /// The facts of each live widget, by id.
  public internal(set) var widgets: [String: WidgetFacts] = [:]
  /// Every write per key, oldest first: the app's (into the App Group or its sandbox) and the fetches' answers.
  public internal(set) var writes: [String: [DataWrite]] = [:]
  /// The newest readable copies per key.
  public internal(set) var newest: [String: NewestCopies] = [:]
  /// Every answer a `net` action set per key, oldest first, as the write a fetch would store (seq of the `net`).
  public internal(set) var answers: [String: [DataWrite]] = [:]
  /// The seqs of the `data` actions that landed in the app's sandbox (written while the App Group was unavailable).
  public internal(set) var sandboxSeqs: Set<Int> = []
  /// Whether the App Group is available now.
  public internal(set) var appGroup: Bool
  /// Whether the device is online now, and how the server answers each key.
  public internal(set) var online: Bool
  public internal(set) var rules: [String: NetRule]
  /// The initial settings followed by every `set`, in order.
  public internal(set) var settingChanges: [SettingChange]
  /// The widgets removed after making counted refreshes, in order.
  public internal(set) var removed: [RemovedWidget] = []
  /// What the device shows when the app is not in front, as `device` last said it (`home`, `lock`, or anything else
  /// for no widget), and the home screen page shown.
  public internal(set) var screen = "app"
  public internal(set) var page = 1
  /// The home screen page of each widget moved off the first, and the ids of the accessory (Lock Screen) widgets.
  public internal(set) var pages: [String: Int] = [:]
  public internal(set) var accessory: Set<String> = []
  /// The seq of the last `app update` made under `appUpdateReload=stale`: its rebuilds fail.
  public internal(set) var staleUpdateSeq: Int? = nil
  /// The reload filter as the oracle follows it: when the open foreground throttle window opened (the last request
  /// it let through), the instant its timer will reload a held request, the active sessions and the last App Intent.
  public internal(set) var throttleOpenedAt: Instant? = nil
  public internal(set) var throttleTimer: Instant? = nil
  public internal(set) var sessions: Set<SessionKind> = []
  public internal(set) var intentRanAt: Instant? = nil
  /// The intents of the kinds' buttons and toggles, by kind and name, and the writes of taps not yet landed, in the
  /// order they land (`History+Taps.swift`).
  public internal(set) var intents: [String: [String: IntentDefinition]] = [:]
  public internal(set) var unlanded: [UnlandedWrite] = []

  /// The facts of a run that starts from `initial` (which has no widgets).
  public init(initial: SimState) {
    settingChanges = [SettingChange(seq: initial.seq, at: initial.now, settings: initial.settings)]
    appGroup = initial.appGroup
    online = initial.network.online
    rules = initial.network.rules
  }

  /// Takes in what an action itself did (before the builds it caused): adds, removes, configurations, requests,
  /// writes, the network, the App Group, settings.
  mutating func begin(_ action: Action, seq: Int, before: SimState, after: SimState) {
    switch action {
    case .widgetAdded(let id, let kind, let family, let config, let page):
      if [Family.accessoryCircular, .accessoryRectangular, .accessoryInline].contains(family) { accessory.insert(id) }
      if page != 1 { pages[id] = page }
      let kind = after.kinds[kind]!
      let timeline = TimelineFacts(
        builtAt: before.now, builtSeq: seq, entries: 1, every: kind.every, key: nil, data: nil, ttl: kind.ttl,
        source: .fallback)
      widgets[id] = WidgetFacts(
        kind: kind, addedSeq: seq, config: config, key: History.naiveKey(kind, config), timeline: timeline,
        failure: nil, counted: [], request: nil, builds: 0)
    case .widgetRemoved(let id):
      if let facts = widgets[id], !facts.counted.isEmpty {
        removed.append(RemovedWidget(seq: seq, at: before.now, kind: facts.kind.name, counted: facts.counted))
      }
      widgets[id] = nil
      pages[id] = nil
      accessory.remove(id)
    case .widgetMoved(let id, let page):
      pages[id] = page
    case .deviceChanged(.screen(let screen)):
      self.screen = screen.word
    case .deviceChanged(.page(let page)):
      self.page = page
    case .systemChanged(let change):
      // The system rebuilds every widget now, not counted: a request due now that every build satisfies.
      if change == .appUpdate && settings.appUpdateReload == .stale { staleUpdateSeq = seq }
      let rebuild = RequestFacts(
        dueAt: before.now, counted: false, uncountedSince: before.now, seq: seq, madeAt: before.now, system: true)
      for id in widgets.keys { request(id, rebuild) }
    case .widgetConfigured(let id, let changes):
      widgets[id]?.config.merge(changes) { $1 }
      if after.settings.configureCounts {
        request(
          id,
          RequestFacts(
            dueAt: before.now, counted: true, uncountedSince: nil, seq: seq, madeAt: before.now, configured: true))
      }
    case .dataArrived(let key, let value, let ttl):
      let write = DataWrite(
        seq: seq, at: before.now, value: value, ttl: ttl, container: appGroup ? .appGroup : .app)
      writes[key, default: []].append(write)
      if appGroup { newest[key, default: NewestCopies()].appGroup = write } else { sandboxSeqs.insert(seq) }
    case .reloadRequested(let target):
      let request = appRequest(seq: seq, before: before)
      // The reload filter's first rule, judged from the oracle's own record of the device.
      let visibleFree = before.app == .background && before.settings.visibleReloadsFree
      let free = RequestFacts(
        dueAt: before.now + before.settings.latency, counted: false, uncountedSince: before.now, seq: seq,
        madeAt: before.now, visible: true)
      for (id, facts) in widgets {
        if case .kind(let name) = target, facts.kind.name != name { continue }
        self.request(id, visibleFree && isOnScreen(id) ? free : request)
      }
    case .appActivity(.session(let kind, let active)):
      if active { sessions.insert(kind) } else { sessions.remove(kind) }
    case .appActivity(.intentRan):
      intentRanAt = before.now
    case .intentDefined(let intent):
      intents[intent.kind, default: [:]][intent.name] = intent
    case .tapped(let id, let name):
      tapped(id, name, seq: seq, at: before.now)
    case .settingChanged(let setting):
      settingChanges.append(SettingChange(seq: seq, at: after.now, settings: after.settings))
      if case .foregroundReloads(.immediate) = setting { releaseHeld(at: before.now) }
      if case .foregroundThrottle = setting { flushThrottled(at: before.now) }
    case .appStateChanged(.background):
      if before.settings.foregroundReloads == .onBackground { releaseHeld(at: before.now) }
      flushThrottled(at: before.now)
    case .appGroupChanged(let available):
      appGroup = available
    case .networkChanged(.online(let up)):
      online = up
    case .networkChanged(.rule(let key, let rule)):
      rules[key] = rule
      if case .answer(let value, _, _) = rule {
        answers[key, default: []].append(
          DataWrite(seq: seq, at: before.now, value: value, ttl: nil, container: .extension))
      }
    default:
      break
    }
  }

  /// Whether widget `id` is on screen while the app is not in front: a home screen widget on the page shown, or an
  /// accessory widget on the Lock Screen.
  func isOnScreen(_ id: String) -> Bool {
    switch screen {
    case "home": return !accessory.contains(id) && (pages[id] ?? 1) == page
    case "lock": return accessory.contains(id)
    default: return false
    }
  }

  /// Releases every held foreground reload at `t` (the app went to the background, or reloads stopped being held):
  /// each is carried out then, not counted.
  mutating func releaseHeld(at t: Instant) {
    for (id, facts) in widgets where facts.request?.held == true {
      widgets[id]!.request!.held = false
      widgets[id]!.request!.dueAt = t
      widgets[id]!.request!.uncountedSince = t
    }
  }

  /// The app's request as the reload filter decides it for a widget that is not on screen, in the system's order: a
  /// session, a recent App Intent, then the background (Developer Mode or `runningAppReloads=free` free, else
  /// counted) or the foreground (Developer Mode at once, `onBackground` held, the throttle's window).
  mutating func appRequest(seq: Int, before: SimState) -> RequestFacts {
    let t = before.now
    let settings = before.settings
    var soon = RequestFacts(dueAt: t + settings.latency, counted: false, uncountedSince: t, seq: seq, madeAt: t)
    let recentIntent = intentRanAt.map { t < $0 + settings.intentReloadWindow } ?? false
    if !sessions.isEmpty || recentIntent {
      soon.exempt = true
      return soon
    }
    if before.app == .background {
      if settings.developerMode || settings.runningAppReloads == .free {
        soon.developerMode = settings.developerMode
        return soon
      }
      return RequestFacts(dueAt: t + settings.latency, counted: true, uncountedSince: nil, seq: seq, madeAt: t)
    }
    if settings.developerMode {
      soon.developerMode = true
      return soon
    }
    if settings.foregroundReloads == .onBackground {
      return RequestFacts(dueAt: t, counted: false, uncountedSince: t, seq: seq, madeAt: t, held: true)
    }
    guard let window = settings.foregroundThrottle else { return soon }
    // The timer that carried out a held request opened the next window at its instant.
    if let timer = throttleTimer, t >= timer {
      throttleOpenedAt = timer
      throttleTimer = nil
    }
    if let opened = throttleOpenedAt, t < opened + window {
      throttleTimer = opened + window
      return RequestFacts(
        dueAt: opened + window, counted: false, uncountedSince: t, seq: seq, madeAt: t, throttled: true)
    }
    throttleOpenedAt = t
    return soon
  }

  /// The app went to the background, or the throttle changed: every request the throttle holds is carried out at
  /// `t`, and no window is open.
  mutating func flushThrottled(at t: Instant) {
    throttleOpenedAt = nil
    throttleTimer = nil
    for (id, facts) in widgets where facts.request?.throttled == true && facts.request!.dueAt > t {
      widgets[id]!.request!.dueAt = t
      widgets[id]!.request!.uncountedSince = t
    }
  }

  mutating func request(_ id: String, _ request: RequestFacts) {
    guard var facts = widgets[id] else { return }
    facts.request = facts.request.map { $0.coalesced(with: request) } ?? request
    widgets[id] = facts
  }

  /// Takes in one build from the refresh log: the oracle recomputes what it did (see `rebuild`), or for a kind of a
  /// developer's own provider takes what the action recorded it returned (`provided`); it satisfies any request.
  /// - Returns: the source the build shows by the oracle, or nil when it fails or the widget is unknown.
  mutating func record(_ refresh: Refresh, seq: Int, provided: ProvidedBuild? = nil) -> DataSource? {
    if !unlanded.isEmpty { land(through: refresh.at, seq: seq) }
    guard var facts = widgets[refresh.widget] else { return nil }
    if staleUpdateSeq == seq, facts.request?.system == true, facts.request?.madeAt == refresh.at {
      failStaleRebuild(&facts, at: refresh.at, seq: seq)
      widgets[refresh.widget] = facts
      return nil
    }
    let source =
      facts.kind.provider
      ? take(provided, into: &facts, at: refresh.at, seq: seq) : rebuild(&facts, at: refresh.at, seq: seq)
    facts.request = nil
    facts.builds += 1
    if refresh.counted { facts.counted.append(refresh.at) }
    widgets[refresh.widget] = facts
    return source
  }

  /// How long after a failed rebuild of a stale extension the system tries again: an hour, written out here.
  public static let staleRetrySpan = TimeSpan(ms: 60 * 60 * 1000)

  /// The rebuild after an app update under `appUpdateReload=stale`: it fails (the timeline is kept), and the system's
  /// own retry, not counted, is due `staleRetrySpan` later.
  func failStaleRebuild(_ facts: inout WidgetFacts, at: Instant, seq: Int) {
    facts.failure = FailureFacts(at: at, seq: seq)
    facts.request = RequestFacts(
      dueAt: at + Self.staleRetrySpan, counted: false, uncountedSince: at, seq: seq, madeAt: at, system: true)
    facts.builds += 1
  }

  /// A build of a developer's provider, as its action recorded it: its entries' count and its policy become the
  /// widget's timeline; a failed output, or none, fails the build (the timeline is kept).
  /// - Returns: `.provider`, or nil when the build failed.
  func take(_ provided: ProvidedBuild?, into facts: inout WidgetFacts, at: Instant, seq: Int) -> DataSource? {
    guard let provided, case .timeline(let entries, let policy) = provided.output else {
      facts.failure = FailureFacts(at: at, seq: seq)
      return nil
    }
    let reload: ReloadPolicy
    switch policy {
    case .atEnd: reload = .atEnd
    case .never: reload = .never
    case .after(let instant): reload = .after(instant - at)
    }
    // A kind whose data has a ttl shows the App Group file its provider could read at the build (`Kind.providerTTL`).
    let kind = facts.kind
    let read = kind.providerTTL && kind.appGroup && appGroup ? facts.key.flatMap { newest[$0]?.appGroup } : nil
    facts.timeline = TimelineFacts(
      builtAt: at, builtSeq: seq, entries: entries.count, every: .zero, key: facts.key, data: read,
      ttl: read?.ttl ?? kind.ttl, source: .provider, providedPolicy: reload, providedLastDate: entries.dates.last)
    facts.failure = nil
    return .provider
  }

  /// The settings in force now.
  public var settings: Settings { settingChanges.last!.settings }

  /// A kind's key for a configuration, by plain text substitution of each `{param}` in the template; nil when a
  /// parameter it names has no value.
  public static func naiveKey(_ kind: Kind, _ config: [String: ParamValue]) -> String? {
    var key = ""
    var rest = Substring(kind.dataKey.text)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      key += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      if kind.param(name) == nil {
        key += rest[open...close]
      } else {
        guard let value = config[name] else { return nil }
        key += value.text
      }
      rest = rest[rest.index(after: close)...]
    }
    return key + rest
  }
}

/// The oracle's schedule: when a widget is due and when a refresh is allowed, computed naively from the kinds' and
/// settings' fields. Nothing here calls the model's rules (`Kind.policy(after:)`, `RefreshBudget`, `QuietHours`, the
/// scheduler): a slip there must not be mirrored here.
extension History {
  /// The length of the rolling budget window: 24 hours, written out here rather than read from the model.
  public static let budgetWindowSpan = TimeSpan(ms: 24 * 60 * 60 * 1000)

  /// The reload policy a recipe's timeline asks for after a build with outcome `source`, read from the kind's fields
  /// (docs/MODEL.md, "The provider's fetch"): `cachedPolicy` after cached data and `fallbackPolicy` after the
  /// fallback when the kind sets them, otherwise `policy` (always after a network answer).
  public static func outcomePolicy(_ kind: Kind, after source: DataSource) -> ReloadPolicy {
    if source == .cache, let cached = kind.cachedPolicy { return cached }
    if source == .fallback, let fallback = kind.fallbackPolicy { return fallback }
    return kind.policy
  }

  /// When a timeline of `kind` built at `builtAt` with the outcome `source` asks for its successor, or nil under
  /// `never`.
  public static func policyDue(_ kind: Kind, after source: DataSource = .network, builtAt: Instant) -> Instant? {
    switch outcomePolicy(kind, after: source) {
    case .atEnd: return builtAt + kind.every * Int64(kind.entries - 1)
    case .after(let span): return builtAt + span
    case .never: return nil
    }
  }

  /// When the widget's timeline asks for its successor under `settings`, or nil under `never`: as `policyDue`, except
  /// that a one-entry `atEnd` timeline is due `atEndSingle` after its build when that is set.
  public static func policyDue(_ facts: WidgetFacts, under settings: Settings) -> Instant? {
    let timeline = facts.timeline
    let policy = timeline.policy(of: facts.kind)
    if let single = settings.atEndSingle, timeline.entries == 1, policy == .atEnd {
      return timeline.builtAt + single
    }
    // A provider's timeline asks by the policy it returned, and its entries carry the dates it gave them.
    guard timeline.providedPolicy != nil else {
      return policyDue(facts.kind, after: timeline.source, builtAt: timeline.builtAt)
    }
    switch policy {
    case .atEnd: return timeline.providedLastDate
    case .after(let span): return timeline.builtAt + span
    case .never: return nil
    }
  }

  /// The counted refreshes at or before `t` in the rolling 24 hours ending at `t`, counted one by one.
  public static func countedInWindow(_ counted: [Instant], at t: Instant) -> Int {
    var n = 0
    for r in counted.reversed() {
      if r <= t - budgetWindowSpan { break }
      if r <= t { n += 1 }
    }
    return n
  }

  /// The earliest instant from `t` on when fewer than `budget` counted refreshes are in the window, found by
  /// waiting for the oldest refresh in the window to leave it, one at a time. `counted` is in time order.
  public static func budgetRoom(from t: Instant, counted: [Instant], budget: Int) -> Instant {
    var t = t
    while countedInWindow(counted, at: t) >= budget {
      let oldest = counted.first { $0 > t - budgetWindowSpan }!
      t = oldest + budgetWindowSpan
    }
    return t
  }

  /// Whether a widget of `kind` shares the budget of a widget of `other` under `scope`.
  static func samePool(_ kind: String, _ other: String, _ scope: BudgetScope) -> Bool {
    scope == .app || (scope == .kind && kind == other)
  }

  /// The counted refreshes, in time order, of the budget the widget's counted refreshes use under `scope`, from the
  /// action `seq` on: its own under `widget`; under `kind` or `app`, those of every widget of its pool placed now, and
  /// of those removed after that action (a removed widget takes its refreshes out of the pool).
  public func poolCounted(_ facts: WidgetFacts, scope: BudgetScope, fromSeq seq: Int) -> [Instant] {
    guard scope != .widget else { return facts.counted }
    let kind = facts.kind.name
    var all: [Instant] = []
    for member in widgets.values where Self.samePool(member.kind.name, kind, scope) { all += member.counted }
    for gone in removed where gone.seq > seq && Self.samePool(gone.kind, kind, scope) { all += gone.counted }
    return all.sorted()
  }

  /// The moments from which the rules a counted refresh is judged by may change, after action `sinceSeq`: every
  /// `set`, and every removal of a widget that made counted refreshes (under a shared budget it frees room). Each
  /// holds the seq and instant of its action and the settings in force from it on.
  func ruleChanges(after sinceSeq: Int) -> [SettingChange] {
    let first = settingChanges.lastIndex { $0.seq <= sinceSeq } ?? 0
    var changes = Array(settingChanges[first...])
    for gone in removed where gone.seq > sinceSeq {
      changes.append(settingChanges.last { $0.seq <= gone.seq }!.again(seq: gone.seq, at: gone.at))
    }
    return changes.sorted { $0.seq < $1.seq }
  }

  /// The earliest instant from `due` on when a counted refresh of the widget is allowed, for a due that exists
  /// from action `sinceSeq` (at `sinceAt`) on: it walks the settings in force from then (a `set` applies from its
  /// own action on, so an instant shared with a later `set` still belongs to the settings before it), and the
  /// removals that free room in a shared budget. Under each, `dueUnder` gives the due (nil: `due`), then the budget's
  /// room (the widget's own, or its pool's under `budgetScope`), the minimum interval, and the end of the quiet hours
  /// when that falls inside them, in turn until none moves it.
  public func earliestAllowed(
    from due: Instant, _ facts: WidgetFacts, sinceSeq: Int, sinceAt: Instant,
    dueUnder: ((Settings) -> Instant?)? = nil
  ) -> Instant {
    let changes = ruleChanges(after: sinceSeq)
    var result = due
    for (index, change) in changes.enumerated() {
      let settings = change.settings
      let start = index == 0 ? sinceAt : change.at
      let interval = TimeSpan(ms: max(settings.minInterval.ms, 1))
      let dueNow = dueUnder.map { $0(settings) ?? Limits.instantMax } ?? due
      let counted = poolCounted(facts, scope: settings.budgetScope, fromSeq: max(change.seq, sinceSeq))
      result = max(dueNow, facts.timeline.builtAt + interval, start)
      while true {
        result = Self.budgetRoom(from: result, counted: counted, budget: settings.budget)
        guard let window = change.quietHours, let end = QuietClock.end(of: window, containing: result) else { break }
        result = end
      }
      if index + 1 == changes.count || result <= changes[index + 1].at { return result }
    }
    return result
  }

  /// When the widget's next counted refresh is due and when the oracle expects it, or nil when none is due:
  /// the earlier of its policy (due from its last build, or `retryAfter` after a failed one) and a counted request
  /// (due from the request).
  public func expectedCountedRefresh(_ facts: WidgetFacts) -> (due: Instant, at: Instant)? {
    var best: (due: Instant, at: Instant)? = nil
    if let failure = facts.failure {
      let at = earliestAllowed(
        from: failure.at + settings.retryAfter, facts, sinceSeq: failure.seq, sinceAt: failure.at,
        dueUnder: { failure.at + $0.retryAfter })
      best = (failure.at + settings.retryAfter, at)
    } else if let due = Self.policyDue(facts, under: settings) {
      let at = earliestAllowed(
        from: due, facts, sinceSeq: facts.timeline.builtSeq, sinceAt: facts.timeline.builtAt,
        dueUnder: { Self.policyDue(facts, under: $0) })
      best = (due, at)
    }
    if let request = facts.request, request.counted {
      let at = earliestAllowed(from: request.dueAt, facts, sinceSeq: request.seq, sinceAt: request.madeAt)
      if best == nil || at < best!.at { best = (min(request.dueAt, best?.due ?? request.dueAt), at) }
    }
    return best
  }

  /// When a counted refresh of the widget falls due, as the model's rules say, whether or not it is allowed then: the
  /// earlier of its policy (or `retryAfter` after a failed build) and a counted request.
  public func countedDue(_ facts: WidgetFacts) -> Instant? {
    var due = facts.failure.map { $0.at + settings.retryAfter } ?? Self.policyDue(facts, under: settings)
    if let request = facts.request, request.counted { due = min(due ?? request.dueAt, request.dueAt) }
    return due
  }

  /// When the oracle expects an uncounted (foreground) reload to be carried out, or nil when none is pending or it is
  /// held for the backgrounding.
  public func expectedUncountedRefresh(_ facts: WidgetFacts) -> Instant? {
    guard let request = facts.request, !request.counted, !request.held else { return nil }
    return max(request.dueAt, request.uncountedSince ?? request.dueAt)
  }
}

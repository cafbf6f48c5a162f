import WidgetCommands
import WidgetModel

/// What `widgetsim chart` draws, gathered by folding a journal: for each widget what it showed over time, its builds
/// and the reload requests they satisfied, its entries and its counted refreshes; for each cache key its writes,
/// fetches and failures; and the spans of the app's foreground, an unavailable App Group and an offline device. Plain
/// values, so the SVG is a pure function of them (`SVGChart`).
package struct ChartData: Equatable {
  /// A span of time, `to` included.
  struct Interval: Equatable {
    var from: Instant
    var to: Instant
  }

  /// What a widget showed from `at` until the next sample: its status and the first sentence of `why` then. A status
  /// that changed when data expired is sampled at the expiry (the last millisecond the data was fresh, the instant
  /// the model's `ttl` names), not a millisecond later when the change is first seen: spans read `08:05–08:30 (25m)`.
  /// Two samples are never at the same instant: the later one, what the widget went on to show, replaces the other.
  struct StatusSample: Equatable {
    var at: Instant
    var status: WidgetStatus
    var why: String
  }

  /// One timeline build of a widget.
  struct Build: Equatable {
    /// When it ran, and when it had first become due (earlier when it was deferred).
    var at: Instant
    var dueAt: Instant
    /// The action it happened during.
    var seq: Int
    var cause: BuildCause
    var counted: Bool
    var failed: Bool
    /// The count its budget (its pool's under a shared scope) reached with it, as the model reports it
    /// (`Refresh.budgetReached`), and the budget then.
    var used: Int
    var limit: Int
    /// The dates of the entries of the timeline it built (none when it failed).
    var entries: [Instant]
    /// The key it read, what it read (nil when nothing), and where the data came from.
    var key: String?
    var read: DataRead?
    var source: DataSource
    /// Why it failed, when it did.
    var failure: BuildFailure?
    /// The requests a developer's provider made during it, as the journal recorded them (`BuildRequests`), and how
    /// many more it made.
    var requests: [NetExchange] = []
    var requestsLeftOut = 0

    /// Whether every request it made was answered with a status under 400: the mark is then drawn as answered.
    var requestsAnswered: Bool {
      requestsLeftOut == 0
        && requests.allSatisfy {
          if case .answered(let status) = $0.outcome { return status < 400 }
          return false
        }
    }
  }

  /// A WidgetCenter reload request addressed to a widget.
  struct Request: Equatable {
    /// When it was made, and by which action.
    var at: Instant
    var seq: Int
    /// Whether it counts against the budget (the app was in the background).
    var counted: Bool
    /// The index in the widget's `builds` of the build that satisfied it, or nil when none has yet.
    var build: Int?
    /// What the REPL says about it: the request, and why the widget waits when it does.
    var detail: String
    /// The widget whose provider asked for it from inside the widget extension (WidgetCenter called during its
    /// build), or nil for a request of the app's.
    var fromExtension: String? = nil
  }

  /// Everything drawn in one widget's lane.
  package struct WidgetTrack: Equatable {
    var id: String
    /// `weather, systemMedium, city=Shanghai`.
    var title: String
    var added: Instant
    /// When it was removed, or nil when it is still placed at the end.
    var removed: Instant?
    var statuses: [StatusSample] = []
    var builds: [Build] = []
    var requests: [Request] = []
    /// The budget it drew on from each instant on (`BudgetUse.pool`): the first from when it was placed, another
    /// where `set budgetScope` changed it.
    var pools: [PoolSpan] = []
    /// Its own budget's count over time, drawn while it draws on its own (`budgetScope=widget`).
    var budgetSteps: [BudgetStep] = []
    /// When it was on screen (`SimState.isVisible`), each span open (to `Instant(ms: Int64.max)`) until it left it.
    var visible: [Interval] = []

    /// The shared budget it draws on last (`budgetScope=kind|app`), or nil for its own.
    var sharedPool: BudgetPool? { pools.last.flatMap { $0.pool.scope == .widget ? nil : $0.pool } }
  }

  /// The budget a widget draws on from `from` on.
  struct PoolSpan: Equatable {
    var from: Instant
    var pool: BudgetPool
  }

  /// From `at` on, `count` counted refreshes are in a budget's rolling window, as the model counts them.
  struct BudgetStep: Equatable {
    var at: Instant
    var count: Int
  }

  /// One mark on a cache key's lane.
  struct KeyMark: Equatable {
    /// What made it.
    enum Kind: String, Equatable {
      /// The app wrote the key into the App Group.
      case write
      /// The app wrote it into its own sandbox, while the App Group was unavailable: no widget reads it.
      case sandboxWrite
      /// A `fail` action: the app's fetch for the key failed.
      case failure
      /// A provider's fetch answered during a build.
      case fetched
      /// A provider's fetch timed out or failed during a build.
      case fetchFailed
      /// The server's answer for the key changed (`net`).
      case server
    }
    /// What a tooltip says about a mark, kept as facts and written only for the marks drawn.
    enum Cause: Equatable {
      /// The action that made it: a `data`, `fail` or `net`.
      case action(Action)
      /// A provider's fetch during a build of the widget `widget`.
      case fetch(widget: String, FetchOutcome)
    }
    var at: Instant
    var seq: Int
    var kind: Kind
    var cause: Cause
  }

  /// A cache key's lane.
  struct KeyTrack: Equatable {
    var key: String
    var marks: [KeyMark] = []
  }

  /// The budget from an instant on (`set budget=N` changes it).
  struct BudgetLimit: Equatable {
    var at: Instant
    var limit: Int
  }

  /// The journal's name as the chart's title.
  package var title: String
  /// The journal's start and the clock after its last action.
  package var start: Instant
  package var end: Instant
  /// How many actions were folded.
  package var actions: Int
  /// How many widgets the journal placed in all, whether drawn or not.
  package var widgetCount: Int
  var budgetLimits: [BudgetLimit]
  /// The widgets drawn, in the order they were added.
  package var widgets: [WidgetTrack]
  /// The cache keys, in the order they first appeared.
  var keys: [KeyTrack]
  var foreground: [Interval]
  var appGroupOff: [Interval]
  var offline: [Interval]
  /// What the chart must say about what it leaves out (more widgets than lanes).
  package var notes: [String]
  /// The count of each shared budget (`budgetScope=kind|app`) over time, every widget's refreshes, drawn or not.
  var pools: [BudgetPool: [BudgetStep]] = [:]
  /// The quiet hours' windows (`set quietHours`), when counted refreshes wait for their end.
  var quiet: [Interval] = []
}

/// Folds a journal's actions into `ChartData`, pausing inside ticks at every build and at the instants a widget's
/// status can change (its data expiring), so the statuses drawn are the ones each widget showed at every instant.
/// Only the widgets in `selected` are sampled: a lane's cost is paid only for the lanes drawn.
package final class ChartRecorder {
  /// The state folded so far.
  package var state: SimState
  /// The zone times are written in, in tooltips, and the journal's start they are written relative to (not read from
  /// `state`, which is being changed while a tick pauses).
  let zone: DisplayZone
  let origin: Instant
  /// The ids of the widgets to draw, or nil for all of them.
  let selected: Set<String>?
  /// The lanes gathered so far, and the lane of each widget placed now.
  var widgets: [ChartData.WidgetTrack] = []
  var lane: [String: Int] = [:]
  /// Each placed widget's requests not yet satisfied by a build (indices in its `requests`).
  var waiting: [Int: [Int]] = [:]
  /// By lane, when the widget's status may next change by itself, as the model says (`SimState.nextStatusChange`):
  /// the instant it may differ, if any, and the instant a change seen then is sampled at (`StatusChange.datedAt`).
  var changeAt: [Instant?] = []
  var changeSampledAt: [Instant?] = []
  /// The lanes of the widgets placed now, in the order they were added.
  var live: [Int] = []
  /// By lane: the widget's kind, and, as last sampled, the key its timeline reads and whether a configuration change
  /// waits (so a `data` action samples only the widgets it can change, without looking each one up).
  var laneKind: [String] = []
  var laneKey: [String?] = []
  var laneWaits: [Bool] = []
  /// Whether a kind fetches: only then can a build store data that makes another widget stale.
  var fetches = false
  var keys: [ChartData.KeyTrack] = []
  /// The count of each shared budget, and by lane the count of the widget's own, as the model reports them.
  var poolCounters: [BudgetPool: BudgetCounter] = [:]
  var ownCounters: [BudgetCounter] = []
  /// Whether the action being folded may have changed which budgets the widgets draw on (`set budgetScope`): every
  /// budget's count is taken from the model again after it.
  var settingsChanged = false
  /// The quiet hours in force from each instant on (nil: none), the first from the journal's start.
  var quietSettings: [(at: Instant, window: QuietHours?)] = []
  var keyLane: [String: Int] = [:]
  /// The keys seen past the first `ChartRecorder.keyLanesMax`, which get no lane: only counted, for the note.
  var keysWithoutLane: Set<String> = []
  /// How many marks (builds, requests, status samples, key marks, counted refreshes of shared budgets) are held, and
  /// whether they reached `marksHeldMax`, after which nothing more is recorded and the chart is refused.
  var marksHeld = 0
  package var overflowed = false
  var foreground: [ChartData.Interval] = []
  var appGroupOff: [ChartData.Interval] = []
  var offline: [ChartData.Interval] = []
  var budgetLimits: [ChartData.BudgetLimit]
  var widgetCount = 0

  /// The most marks this recorder holds (`marksHeldMax`, less in tests).
  let marksMax: Int

  /// A recorder starting from `state` (a journal's initial state), sampling the widgets in `selected`, holding at most
  /// `marksMax` marks.
  package init(
    _ state: SimState, zone: DisplayZone, selected: Set<String>?, marksMax: Int = ChartRecorder.marksHeldMax
  ) {
    self.marksMax = marksMax
    self.state = state
    self.zone = zone
    origin = state.start
    self.selected = selected
    budgetLimits = [ChartData.BudgetLimit(at: state.now, limit: state.settings.budget)]
    quietSettings = [(state.now, state.settings.quietHours)]
  }

  /// The provider outputs recorded with the action being folded and not yet matched to its builds, in build order.
  var outputs: ArraySlice<ProvidedBuild> = []

  /// The most marks a chart holds while it is drawn, some 300 bytes each: about 600 MB. A journal whose drawn lanes
  /// and keys have more in the range drawn is refused with a message naming the options that draw less.
  package static let marksHeldMax = 2_000_000

  /// The most cache-key lanes drawn: the keys written, fetched or failed first.
  package static let keyLanesMax = 16

  /// The number of distinct cache keys seen, with and without a lane.
  package var keyCount: Int { keys.count + keysWithoutLane.count }

  /// Folds one action (valid against the state, as a journal's are) and records what it did; nothing once the marks
  /// held reached `marksHeldMax`.
  package func feed(_ action: Action) {
    guard !overflowed else { return }
    defer { overflowed = marksHeld > marksMax }
    let before = Before(now: state.now, app: state.app, appGroup: state.appGroup)
    outputs = []
    if case .withBuilds(_, let builds) = action { outputs = builds[...] }
    if case .clockTicked(let target) = action {
      pausedBuilds = 0
      let refreshes = state.applyTick(to: target) { paused, builds in self.pause(paused, builds) }
      record(refreshes.dropFirst(pausedBuilds), in: state)
      resample(due: true, in: state)
    } else {
      // The budget a removed widget drew on, whose window the model may change without a refresh (a widget's
      // refreshes leave a shared pool with it).
      var removedFrom: BudgetPool? = nil
      if case .widgetRemoved(let id) = action.base, let widget = state.widgets[id] {
        removedFrom = state.budgetPool(widget)
      }
      let refreshes = state.apply(action)
      settingsChanged = false
      note(action, before: before)
      noteVisibility(after: action.base)
      record(refreshes, in: state)
      if settingsChanged {
        resyncBudgets()
      } else if let removedFrom, poolCounters[removedFrom] != nil {
        poolCounters[removedFrom]!.resync(to: state.budgetWindow(of: removedFrom), at: state.now)
      }
      resample(after: action)
    }
  }

  /// Samples the drawn widgets whose status an action folded without pauses may have changed: those reading a key it
  /// wrote, the one it placed or configured, or all of them after a change to the App Group, the settings or the
  /// kinds, or a tick with recorded provider outputs. Builds were sampled as they were recorded; the app's state,
  /// requests, failures and the network's answers change no status by themselves.
  func resample(after action: Action) {
    switch action.base {
    case .dataArrived(let key, _, _):
      for index in live where laneKey[index] == key || laneWaits[index] {
        if let widget = state.widgets[widgets[index].id] { sample(index, widget, in: state) }
      }
    case .widgetAdded(let id, _, _, _, _), .widgetConfigured(let id, _):
      if let index = lane[id], let widget = state.widgets[id] { sample(index, widget, in: state) }
    case .kindDefined(let kind):
      if kind.fetch == .network { fetches = true }
      for (id, index) in lane { if let widget = state.widgets[id] { sample(index, widget, in: state) } }
    case .appGroupChanged, .settingChanged, .clockTicked:
      // A tick is here only when it carries a developer's provider outputs (`withBuilds`), which it could not pause.
      for (id, index) in lane { if let widget = state.widgets[id] { sample(index, widget, in: state) } }
    default: break
    }
  }

  /// What `note` needs of the state before an action (not the state itself: keeping a copy of it would make the
  /// fold copy the whole state on every action).
  struct Before {
    var now: Instant
    var app: AppState
    var appGroup: Bool
  }

  /// How many builds of the tick being folded were recorded at its pauses.
  var pausedBuilds = 0

  /// At a pause inside a tick: the builds since the last pause, the widgets whose status may have changed by itself,
  /// and the next instant to pause at.
  func pause(_ paused: SimState, _ builds: ArraySlice<Refresh>) -> Instant? {
    pausedBuilds += builds.count
    record(builds, in: paused)
    resample(due: false, in: paused)
    return changeAt.lazy.compactMap { $0 }.min()
  }

  /// What an action itself changed: placed and removed widgets, requests, key marks and the environment's spans.
  func note(_ action: Action, before: Before) {
    let seq = state.seq
    let now = before.now
    switch action.base {
    case .widgetAdded(let id, _, _, _, _):
      widgetCount += 1
      guard selected?.contains(id) ?? true, let widget = state.widgets[id] else { break }
      lane[id] = widgets.count
      widgets.append(
        ChartData.WidgetTrack(
          id: id, title: Self.title(widget), added: now,
          pools: [ChartData.PoolSpan(from: now, pool: state.budgetPool(widget))]))
      ownCounters.append(BudgetCounter())
      changeAt.append(nil)
      changeSampledAt.append(nil)
      live.append(lane[id]!)
      laneKind.append(widget.kind)
      laneKey.append(nil)
      laneWaits.append(false)
    case .widgetRemoved(let id):
      guard let index = lane.removeValue(forKey: id) else { break }
      widgets[index].removed = now
      Self.toggle(&widgets[index].visible, on: false, at: now)
      waiting[index] = nil
      changeAt[index] = nil
      changeSampledAt[index] = nil
      live.removeAll { $0 == index }
    case .widgetConfigured(let id, _):
      if let index = lane[id], let widget = state.widgets[id] { widgets[index].title = Self.title(widget) }
    case .reloadRequested(let target):
      for index in live where target == .all || target == .kind(laneKind[index]) {
        let id = widgets[index].id
        waiting[index, default: []].append(widgets[index].requests.count)
        marksHeld += 1
        let free = state.requestFreeRule(id)
        let counted = before.app == .background && free == nil
        widgets[index].requests.append(
          ChartData.Request(
            at: now, seq: seq, counted: counted, build: nil,
            detail: requestDetail(action.commandText, id, counted: counted, free: free)))
      }
    case .dataArrived(let key, _, _):
      mark(key, at: now, seq: seq, kind: before.appGroup ? .write : .sandboxWrite, cause: .action(action.base))
    case .fetchFailed(let key, _):
      mark(key, at: now, seq: seq, kind: .failure, cause: .action(action.base))
    case .networkChanged(.rule(let key, _)):
      mark(key, at: now, seq: seq, kind: .server, cause: .action(action.base))
    case .networkChanged(.online(let up)):
      Self.toggle(&offline, on: !up, at: now)
    case .appStateChanged(let app):
      Self.toggle(&foreground, on: app == .foreground, at: now)
    case .appGroupChanged(let available):
      Self.toggle(&appGroupOff, on: !available, at: now)
    case .settingChanged:
      if state.settings.quietHours != quietSettings.last?.window {
        quietSettings.append((now, state.settings.quietHours))
      }
      if state.settings.budget != budgetLimits.last?.limit {
        budgetLimits.append(ChartData.BudgetLimit(at: now, limit: state.settings.budget))
      }
      settingsChanged = true
    default: break
    }
  }

  /// Records which drawn widgets are on screen after an action that can change it: what the device shows, the app's
  /// state, a widget's page, or a widget placed (a removed one's span is closed by `note`). The model says whether each is (`SimState.isVisible`);
  /// a tick changes none of these, so the fold pays nothing for it.
  func noteVisibility(after action: Action) {
    switch action {
    case .deviceChanged, .appStateChanged:
      for index in live { noteVisibility(index) }
    case .widgetAdded(let id, _, _, _, _), .widgetMoved(let id, _):
      if let index = lane[id] { noteVisibility(index) }
    default: return
    }
  }

  /// Opens or closes lane `index`'s visible span at now, as the model says it is on screen or not.
  func noteVisibility(_ index: Int) {
    guard let widget = state.widgets[widgets[index].id] else { return }
    Self.toggle(&widgets[index].visible, on: state.isVisible(widget), at: state.now)
  }

  /// A reload a provider asked WidgetCenter for from inside the extension during the build of `asker` at `at`: a
  /// counted request to each drawn widget it names, as the model carries it out.
  func noteExtensionReload(_ target: ReloadTarget, by asker: String, at: Instant, in after: SimState) {
    for index in live where target == .all || target == .kind(laneKind[index]) {
      let id = widgets[index].id
      var detail =
        "\(asker)'s provider called WidgetCenter to reload \(target.text) from inside the widget extension during its build at \(time(at)) (counted, as every reload from the extension is)"
      if let widget = after.widgets[id], let pending = widget.pending {
        detail += "; \(id) waits: due \(time(pending.dueAt))"
      }
      waiting[index, default: []].append(widgets[index].requests.count)
      marksHeld += 1
      widgets[index].requests.append(
        ChartData.Request(at: at, seq: after.seq, counted: true, build: nil, detail: detail, fromExtension: asker))
    }
  }

  /// A request's tooltip: the action, whether it counts, and when the widget will be built, as the REPL says it: the
  /// request waiting (`NextRefresh.pending`) and why the next refresh is deferred (`NextRefresh.deferral`), in a
  /// clause the tooltip goes on after (`satisfaction`).
  func requestDetail(_ command: String, _ id: String, counted: Bool, free: FreeRule? = nil) -> String {
    let how =
      counted
      ? "background: counted" : free.map { "background: " + Narrator.freeRuleText($0) } ?? "foreground: not counted"
    var text = "\(command) at \(time(state.now)) (\(how))"
    if let widget = state.widgets[id], let pending = widget.pending {
      text += "; \(id) waits: due \(time(pending.dueAt))"
      if let deferral = state.deferral(widget) {
        text += "; " + Narrator(state, zone: zone).deferralClause(deferral, of: widget)
      }
    }
    return text
  }

  /// Opens or closes the last span of `spans` at `at` when `on` changes it.
  static func toggle(_ spans: inout [ChartData.Interval], on: Bool, at: Instant) {
    let open = spans.last.map { $0.to == Instant(ms: Int64.max) } ?? false
    if on && !open { spans.append(ChartData.Interval(from: at, to: Instant(ms: Int64.max))) }
    if !on && open { spans[spans.count - 1].to = at }
  }

  /// Adds a mark to `key`'s lane, making the lane when it is the key's first.
  func mark(_ key: String, at: Instant, seq: Int, kind: ChartData.KeyMark.Kind, cause: ChartData.KeyMark.Cause) {
    let index: Int
    if let known = keyLane[key] {
      index = known
    } else if keys.count >= ChartRecorder.keyLanesMax {
      // Only the first keys get a lane: the others' marks would be dropped at the end.
      keysWithoutLane.insert(key)
      return
    } else {
      index = keys.count
      keyLane[key] = index
      keys.append(ChartData.KeyTrack(key: key))
    }
    keys[index].marks.append(ChartData.KeyMark(at: at, seq: seq, kind: kind, cause: cause))
    marksHeld += 1
  }

  /// Records builds carried out by the state `after` (at its clock, for a pause): each drawn widget's build, the
  /// requests it satisfied, what its fetch did, and its status right after.
  func record(_ builds: some Collection<Refresh>, in after: SimState) {
    for refresh in builds {
      if let reached = refresh.budgetReached, reached.pool.scope != .widget {
        // A shared pool's count: every widget's refreshes, drawn or not.
        poolCounters[reached.pool, default: BudgetCounter()].reach(reached.used, at: refresh.at)
        marksHeld += 1
      }
      // The reloads its provider asked for are requests from this build on: a build they satisfy comes after it.
      var reloads: [ReloadTarget] = []
      if let output = outputs.first, output.widget == refresh.widget, output.at == refresh.at {
        reloads = outputs.removeFirst().reloads
      }
      defer { for target in reloads { noteExtensionReload(target, by: refresh.widget, at: refresh.at, in: after) } }
      guard let index = lane[refresh.widget], let widget = after.widgets[refresh.widget] else { continue }
      // The budget it drew on: the one its count reached, or for a free build the one the model says it uses.
      let pool = refresh.budgetReached?.pool ?? after.budgetPool(widget)
      if widgets[index].pools.last?.pool != pool {
        widgets[index].pools.append(ChartData.PoolSpan(from: refresh.at, pool: pool))
      }
      if let reached = refresh.budgetReached, reached.pool.scope == .widget {
        ownCounters[index].reach(reached.used, at: refresh.at)
      }
      let timeline = widget.timeline
      let used = refresh.budgetReached?.used ?? 0
      var entries: [Instant] = []
      if !refresh.failed {
        let count = timeline.provided?.dates.count ?? timeline.entries
        entries = (0..<count).map { timeline.entryDate($0) }
      }
      let buildIndex = widgets[index].builds.count
      marksHeld += 1
      widgets[index].builds.append(
        ChartData.Build(
          at: refresh.at, dueAt: refresh.dueAt, seq: after.seq, cause: refresh.cause, counted: refresh.counted,
          failed: refresh.failed, used: used, limit: after.settings.budget, entries: entries, key: timeline.dataKey,
          read: timeline.data, source: timeline.source, failure: refresh.failed ? widget.failure : nil))
      if let asked = after.buildRequests[widget.id], asked.at == refresh.at, asked.seq == after.seq {
        widgets[index].builds[buildIndex].requests = asked.requests
        widgets[index].builds[buildIndex].requestsLeftOut = asked.leftOut
      }
      for request in waiting.removeValue(forKey: index) ?? [] { widgets[index].requests[request].build = buildIndex }
      if let key = timeline.dataKey, let fetch = refresh.failed ? widget.failure?.fetch : timeline.fetch {
        var outcome: ChartData.KeyMark.Kind = .fetchFailed
        if case .answered = fetch { outcome = .fetched }
        mark(key, at: refresh.at, seq: after.seq, kind: outcome, cause: .fetch(widget: widget.id, fetch))
      }
      sample(index, widget, in: after)
    }
  }

  /// Takes every budget's count from the model's windows again, after a setting changed (`set budgetScope` changes
  /// which budgets the widgets draw on, without a refresh): the shared pools counted so far and those in force now, and
  /// each drawn widget's own. A drawn widget whose budget changed draws on the new one from now on.
  func resyncBudgets() {
    var pools = Set(poolCounters.keys)
    for widget in state.widgets.values {
      if case let pool = state.budgetPool(widget), pool.scope != .widget { pools.insert(pool) }
    }
    for pool in pools {
      poolCounters[pool, default: BudgetCounter()].resync(to: state.budgetWindow(of: pool), at: state.now)
    }
    for index in live {
      guard let widget = state.widgets[widgets[index].id] else { continue }
      ownCounters[index].resync(to: widget.budget, at: state.now)
      let pool = state.budgetPool(widget)
      if widgets[index].pools.last?.pool != pool {
        widgets[index].pools.append(ChartData.PoolSpan(from: state.now, pool: pool))
      }
    }
  }

  /// Samples the drawn widgets whose status may have changed by itself by now (`due`: at the end of a tick, those
  /// whose change instant is not after it).
  func resample(due: Bool, in paused: SimState) {
    for (index, at) in changeAt.enumerated() where at.map({ $0 <= paused.now }) ?? false {
      // Paused at the change (as a tick always is): sampled at its instant, the expiry, not the millisecond after.
      let sampledAt = at == paused.now ? changeSampledAt[index] : nil
      if let widget = paused.widgets[widgets[index].id] { sample(index, widget, in: paused, at: sampledAt) }
    }
    guard due, fetches else { return }
    // A fetch during the tick may have stored newer data for another widget's key.
    for (id, index) in lane where changeAt[index] == nil {
      if let widget = paused.widgets[id], paused.newerData(for: widget) != nil { sample(index, widget, in: paused) }
    }
  }

  /// Records a widget's status when it changed, at the state's clock or at `at` (the expiry a tick paused just after),
  /// and when it may next change by itself. A sample at the instant of the last one replaces it: a status shown for
  /// no time is not drawn (a widget placed at 08:00 and built at 08:00 is not `placeholder` from 08:00 to 08:00).
  func sample(_ index: Int, _ widget: Widget, in state: SimState, at: Instant? = nil) {
    let shown = state.display(widget)
    if widgets[index].statuses.last?.status != shown.status {
      let at = at ?? state.now
      let why = Narrator(state, zone: zone).headline(of: widget, showing: shown)
      while let last = widgets[index].statuses.last, last.at >= at { widgets[index].statuses.removeLast() }
      if widgets[index].statuses.last?.status != shown.status || widgets[index].statuses.last?.why != why {
        widgets[index].statuses.append(ChartData.StatusSample(at: at, status: shown.status, why: why))
        marksHeld += 1
      }
    }
    let change = state.nextStatusChange(widget, shown)
    changeAt[index] = change?.at
    changeSampledAt[index] = change?.datedAt
    laneKey[index] = widget.timeline.dataKey
    laneWaits[index] = widget.pending?.cause == .configured
  }

  /// `weather, systemMedium, city=Shanghai`: a widget's kind, family and configuration.
  package static func title(_ widget: Widget) -> String {
    let config = widget.config.keys.sorted().map { "\($0)=\(widget.config[$0]!.text)" }
    return ([widget.kind, widget.family.rawValue] + config).joined(separator: ", ")
  }

  /// An instant as the REPL writes it, relative to the journal's start: `HH:MM` on its first day, with the date on
  /// later ones.
  func time(_ instant: Instant) -> String { instant.text(relativeTo: origin, in: zone) }

  /// The quiet hours' windows from the journal's start to `end`, each setting's up to the next change.
  func quietWindows(_ end: Instant) -> [ChartData.Interval] {
    var spans: [ChartData.Interval] = []
    for (index, setting) in quietSettings.enumerated() {
      let until = index + 1 < quietSettings.count ? quietSettings[index + 1].at : end
      guard let window = setting.window else { continue }
      spans += window.windows(from: setting.at, to: until).map { ChartData.Interval(from: $0.from, to: $0.to) }
    }
    return spans
  }

  /// The count of each shared budget over time, with the falls after the last refresh.
  func finishedPools() -> [BudgetPool: [ChartData.BudgetStep]] {
    var pools: [BudgetPool: [ChartData.BudgetStep]] = [:]
    for pool in poolCounters.keys { pools[pool] = poolCounters[pool]!.finish() }
    return pools
  }

  /// The data gathered, with the open spans closed at the journal's end, and each lane's own budget's steps.
  package func data(title: String, notes: [String]) -> ChartData {
    for index in widgets.indices { widgets[index].budgetSteps = ownCounters[index].finish() }
    let end = state.now
    let close = { (spans: [ChartData.Interval]) in spans.map { ChartData.Interval(from: $0.from, to: min($0.to, end)) }
    }
    // A span opened and closed by one instant's actions was never on screen for any time: it is left out.
    for index in widgets.indices { widgets[index].visible = close(widgets[index].visible).filter { $0.to > $0.from } }
    return ChartData(
      title: title, start: state.start, end: end, actions: state.seq, widgetCount: widgetCount,
      budgetLimits: budgetLimits, widgets: widgets, keys: keys, foreground: close(foreground),
      appGroupOff: close(appGroupOff), offline: close(offline), notes: notes, pools: finishedPools(),
      quiet: quietWindows(end))
  }
}

/// A chart refused because the lanes it would draw hold more marks than `ChartRecorder.marksHeldMax` in the range:
/// what to draw instead.
public struct ChartSizeError: Error, CustomStringConvertible {
  /// The lanes chosen and the range asked for.
  var lanes: Int
  var from: String
  var to: String

  /// The most marks held.
  var marksMax = ChartRecorder.marksHeldMax

  public var description: String {
    "the chart of \(lanes) widget lane\(lanes == 1 ? "" : "s") from \(from) to \(to) would hold more than \(marksMax) marks (builds, reload requests, statuses, cache-key events) in memory; draw a shorter range (--from, --to) or fewer widgets (--widgets ID,…)"
  }
}

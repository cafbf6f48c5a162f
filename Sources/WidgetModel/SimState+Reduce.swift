/// The reducer: folds one validated action into the state. Pure and total.
extension SimState {
  /// Applies an action that `check` accepted, settles everything due, and returns the timeline builds it caused.
  @discardableResult
  public mutating func apply(_ action: Action) -> [Refresh] {
    var log = RefreshLog(keeps: true)
    apply(action, log: &log)
    return log.refreshes
  }

  /// Applies an action that `check` accepted exactly as `apply(_:)` does, without recording its timeline builds;
  /// returns how many there were. For folds that never read the builds (a replay without an observer).
  @discardableResult
  public mutating func fold(_ action: Action) -> Int {
    var log = RefreshLog(keeps: false)
    apply(action, log: &log)
    return log.count
  }

  /// Applies an action with the developers' providers of `host` running its builds of provider kinds (in the simulator
  /// executable that defines them), and returns the builds and the action as the journal must record it: with the
  /// providers' outputs (`Action.withBuilds`) when it ran any.
  /// With `buildsMax`, the action stops after that many provider builds, as a line whose last build has `more` does
  /// (`ProvidedBuild.more`), and the last build is marked so: how a recording's line is run again.
  public mutating func apply(_ action: Action, host: any ProviderHost, buildsMax: Int? = nil) -> (
    refreshes: [Refresh], recorded: Action
  ) {
    precondition(buildsMax.map { $0 > 0 } ?? true, "an action stopped after at least one build")
    var log = RefreshLog(keeps: true)
    let providers = ProviderLog(feed: .live(host))
    providers.buildsMax = buildsMax
    log.providers = providers
    apply(action, log: &log)
    guard !providers.made.isEmpty else { return (log.refreshes, action) }
    // As replaying the line that records the outputs notes it (`applyBody`).
    if providerOutputsSince == nil { providerOutputsSince = seq }
    return (log.refreshes, .withBuilds(action, providers.made))
  }

  /// Applies an action as `apply(_:)` does, and says whether the provider outputs it recorded (`Action.withBuilds`)
  /// fit the builds it made: a replay must report a line whose outputs do not fit rather than go on.
  public mutating func applyChecked(_ action: Action) -> (refreshes: [Refresh], mismatch: ProvidedMismatch?) {
    var log = RefreshLog(keeps: true)
    apply(action, log: &log)
    return (log.refreshes, log.providers?.mismatch)
  }

  /// The one reducer behind `apply(_:)` and `fold(_:)`: the builds go to `log`, which keeps or only counts them.
  mutating func apply(_ action: Action, log: inout RefreshLog) {
    seq += 1
    applyBody(action, log: &log)
    if let providers = log.providers, !providers.extensionReloads.isEmpty { carryOutExtensionReloads(log: &log) }
    advance(to: now, log: &log)
    if let providers = log.providers { providers.noteLeftOver() }
  }

  /// The action's own change to the state, before what falls due is built.
  mutating func applyBody(_ action: Action, log: inout RefreshLog) {
    switch action {
    case .kindDefined(let kind):
      define(kind)
    case .widgetAdded(let id, let kind, let family, let config, let page):
      addWidget(id: id, kind: kind, family: family, config: config, page: page, log: &log)
    case .widgetRemoved(let id):
      removeWidget(id)
    case .widgetConfigured(let id, let changes):
      configureWidget(id: id, changes: changes, log: &log)
    case .dataArrived(let key, let value, let ttl):
      // The app writes into the App Group container while it is available, else into its own sandbox.
      let entry = CacheEntry(value: value, writtenAt: now, writeSeq: seq, ttl: ttl)
      if appGroup || plantedBug == .sandboxReadable {
        cache.write(entry, for: key, valueBytes: value.heldByteCount)
      } else {
        appCache.write(entry, for: key, valueBytes: value.heldByteCount)
      }
    case .fetchFailed(let key, let reason):
      failures[key] = FetchFailure(at: now, seq: seq, reason: reason)
    case .reloadRequested(let target):
      requestReload(target, log: &log)
    case .clockTicked(let to):
      advance(to: to, log: &log)
    case .appStateChanged(let state):
      app = state
      if state == .background && settings.foregroundReloads == .onBackground { releaseHeldReloads() }
      if state == .background && filter.throttleEnd != nil { flushThrottledReloads() }
    case .appGroupChanged(let available):
      appGroup = available
    case .deviceChanged(.screen(let screen)):
      device.screen = screen
    case .deviceChanged(.page(let page)):
      device.page = page
    case .widgetMoved(let id, let page):
      if let slot = widgets.slot(of: id) { widgets.slots[slot]!.page = page }
    case .settingChanged(let setting):
      change(setting)
    case .networkChanged(let change):
      network.apply(change, seq: seq)
    case .systemChanged(let change):
      rebuildForSystem(change, log: &log)
    case .appActivity(let activity):
      note(activity)
    case .intentDefined(let intent):
      defineIntent(intent)
    case .tapped(let id, let intent):
      tap(id: id, intent: intent, log: &log)
    case .withBuilds(let action, let builds):
      if providerOutputsSince == nil { providerOutputsSince = seq }
      log.providers = ProviderLog(feed: .recorded(builds))
      applyBody(action, log: &log)
    }
  }

  /// Carries out the WidgetCenter reloads that providers asked for during the builds so far, at `now`: each counts, as
  /// a request from the background would (the extension is not the app in the foreground), so the minimum interval
  /// and the budget bound a provider that reloads on every build.
  mutating func carryOutExtensionReloads(log: inout RefreshLog) {
    while let providers = log.providers, !providers.extensionReloads.isEmpty {
      let targets = providers.extensionReloads
      providers.extensionReloads = []
      for target in targets {
        extensionReloadSeq[target.text] = seq
        requestReload(target, counted: true, log: &log)
      }
    }
  }

  /// Records a kind; a kind defined again (which `check` refuses) replaces the old one and its widgets' data keys.
  mutating func define(_ kind: Kind) {
    guard let slot = kindOrder.firstIndex(of: kind.name), kinds[kind.name] != nil else {
      kindOrder.append(kind.name)
      kindRecipes.append(KindRecipe(kind))
      kinds[kind.name] = kind
      return
    }
    kinds[kind.name] = kind
    kindRecipes[slot] = KindRecipe(kind)
    withWidgetTable { state, table in
      for index in table.slots.indices where table.kindSlots[index] == slot {
        state.remember(&table.slots[index]!, key: kind.dataKey.resolve(table.slots[index]!.config))
      }
    }
  }

  mutating func addWidget(
    id: String, kind: String, family: Family, config: [String: ParamValue], page: Int, log: inout RefreshLog
  ) {
    if let number = WidgetID.automaticNumber(id), number >= nextWidgetNumber { nextWidgetNumber = number + 1 }
    let kindSlot = kindOrder.firstIndex(of: kind)!
    var widget = Widget(
      id: id, ordinal: nextOrdinal, kind: kind, family: family, config: config,
      timeline: Timeline(
        generatedAt: now, builtSeq: seq, entries: 0, every: .zero, policy: .never, cause: .added, counted: false),
      budget: RefreshBudget(), pending: nil, nextRefresh: nil, nextRefreshCounted: false, builds: 1, countedBuilds: 0,
      memo: WidgetMemo(kindSlot: kindSlot))
    widget.page = page
    remember(&widget, key: kinds[kind]!.dataKey.resolve(config))
    let failed = runProvider(&widget, cause: .added, counted: false, log: &log)
    if let failed {
      // It had no timeline to keep: it shows the fallback until a build succeeds.
      let recipe = kindRecipes[kindSlot]
      widget.timeline = Timeline(
        generatedAt: now, builtSeq: seq, entries: 1, every: recipe.every, policy: recipe.fallbackPolicy,
        dataKey: widget.memo.resolvedKey, missingReason: .buildFailed, cause: .added, counted: false, source: .fallback,
        fetch: failed)
      widget.failure = failure(failed, cause: .added, counted: false, log: log)
    }
    nextOrdinal += 1
    let slot = widgets.insert(widget)
    update(slot) { state, widget in state.reschedule(&widget, slot: slot) }
    log.record(Refresh(widget: id, at: now, cause: .added, counted: false, dueAt: now, failed: failed != nil))
  }

  mutating func removeWidget(_ id: String) {
    guard let slot = widgets.remove(id) else { return }
    if !intents.taps.isEmpty { intents.taps[id] = nil }
    extensionRuns[id] = nil
    buildRequests[id] = nil
    schedule.schedule(slot: slot, at: nil)
    if widgets.needsCompaction { schedule.remap(widgets.compact()) }
    // Its refreshes leave its pool with it, which may give the pool room sooner.
    if settings.budgetScope != .widget && plantedBug != .removedKeepsPoolRefreshes {
      rebuildPools()
      rescheduleAll()
    }
  }

  mutating func configureWidget(id: String, changes: [String: ParamValue], log: inout RefreshLog) {
    guard let slot = widgets.slot(of: id) else { return }
    update(slot) { state, widget in
      // The previous configuration is kept only for the planted defect: a copy would make the changes below copy the
      // whole dictionary.
      let previous = state.plantedBug == .configureReadsOldKey ? widget.config : [:]
      for (name, value) in changes { widget.config[name] = value }
      state.remember(&widget, key: state.kinds[widget.kind]!.dataKey.resolve(widget.config))
      if state.settings.configureCounts {
        widget.pending = state.coalesce(
          widget.pending, PendingReload(dueAt: state.plantedConfigureDue, counted: true, cause: .configured))
      } else if state.plantedBug == .configureReadsOldKey {
        let changedKey = widget.memo.resolvedKey
        state.remember(&widget, key: state.kinds[widget.kind]!.dataKey.resolve(previous))
        state.build(&widget, cause: .configured, counted: false, dueAt: state.now, log: &log)
        state.remember(&widget, key: changedKey)
      } else if state.plantedBug != .configureNotRebuilt {
        state.build(&widget, cause: .configured, counted: false, dueAt: state.now, log: &log)
      }
      state.reschedule(&widget, slot: slot)
    }
  }

  /// Remembers the key a widget's configuration resolves to, and its cache slot if data was written for it. It changes
  /// nothing in the state but the widget; it is `mutating` because a non-mutating call from `configureWidget`'s closure
  /// made the compiler copy the whole state first.
  mutating func remember(_ widget: inout Widget, key: String?) {
    widget.memo.resolvedKey = key
    widget.memo.keySlot = key.flatMap(cache.slot(of:))
    widget.memo.extensionSlot = extensionCache.isEmpty ? nil : key.flatMap(extensionCache.slot(of:))
    widget.memo.extensionKeysSeen = Int32(extensionCache.count)
  }

  /// Runs `body` with the widget table moved out of the state, so that widgets are mutated in place in their slots
  /// (never copied) while the reducer's helpers read the rest of the state. Meanwhile the state's `widgets` is empty:
  /// the helpers called from `body` (build, runProvider, reschedule and the scheduling rules) never read it.
  mutating func withWidgetTable<Result>(_ body: (inout SimState, inout WidgetTable) -> Result) -> Result {
    var table = WidgetTable()
    swap(&table, &widgets)
    defer { swap(&table, &widgets) }
    return body(&self, &table)
  }

  /// Mutates the widget in `slot`, if there is one, in place.
  mutating func update(_ slot: Int, _ body: (inout SimState, inout Widget) -> Void) {
    withWidgetTable { state, table in
      guard table.slots[slot] != nil else { return }
      body(&state, &table.slots[slot]!)
    }
  }

  /// A WidgetCenter reload request from the app (`counted` nil: it counts while the app is in the background), or from
  /// a provider (`counted` true). A reload of a kind that is not defined reloads nothing, as on iOS: only a provider
  /// can ask for one (`check` refuses the app's), and `doctor` reports it (`reloadOfUnknownKind`).
  mutating func requestReload(_ target: ReloadTarget, counted: Bool? = nil, log: inout RefreshLog) {
    var kindSlot: Int? = nil
    switch target {
    case .all: if counted == nil { lastReloadAllSeq = seq }
    case .kind(let name):
      guard let slot = kindOrder.firstIndex(of: name) else { return }
      if counted == nil { lastReloadSeq[name] = seq }
      kindSlot = slot
    }
    // The reload filter decides the app's request (`filteredAppRequest`); a provider's own requests count and are
    // never held.
    let request = counted == nil ? filteredAppRequest() : PendingReload(dueAt: now + settings.latency, counted: true)
    // The reload filter's first rule: the app's request for a widget on screen is free (`visibleReloadsFree`). Only
    // when the device shows widgets is each widget asked, so a journal that never says `device` pays nothing for it.
    let visibleFree =
      counted == nil && settings.visibleReloadsFree && device.showsWidgets
    let free = PendingReload(
      dueAt: now + settings.latency, counted: plantedBug == .visibleReloadCounted, freeRule: .visible)
    withWidgetTable { state, table in
      if let kindSlot {
        guard kindSlot < table.slotsByKind.count else { return }
        for index in table.slotsByKind[kindSlot].indices {
          let slot = table.slotsByKind[kindSlot][index]
          let visible = visibleFree && state.isOnScreen(table.slots[slot]!.family, page: table.slots[slot]!.page)
          state.reload(&table.slots[slot]!, slot: slot, visible ? free : request, log: &log)
        }
      } else {
        for index in table.slots.indices {
          let slot = state.plantedBug == .reloadAllNewestFirst ? table.slots.count - 1 - index : index
          guard table.kindSlots[slot] >= 0 else { continue }
          let visible = visibleFree && state.isOnScreen(table.slots[slot]!.family, page: table.slots[slot]!.page)
          state.reload(&table.slots[slot]!, slot: slot, visible ? free : request, log: &log)
        }
      }
    }
    // A build that filled a pool: its widgets scheduled before it are rescheduled now, before anything else is built
    // (those visited after it were scheduled against the full pool already).
    if pools.isFilled { withWidgetTable { state, table in state.rescheduleFilledPool(&table) } }
  }

  /// Releases every held reload (`foregroundReloads=onBackground`): the app has gone to the background, or
  /// foreground reloads are no longer held. Each is due since it was requested, so its build, not counted, comes now,
  /// in the order the widgets were added, when the action settles.
  mutating func releaseHeldReloads() {
    withWidgetTable { state, table in
      for slot in table.slots.indices where table.slots[slot]?.pending?.held == true {
        table.slots[slot]!.pending!.held = false
        if state.plantedBug == .heldReloadCounted { table.slots[slot]!.pending!.counted = true }
        state.reschedule(&table.slots[slot]!, slot: slot)
      }
    }
  }

  /// Gives a widget a reload request. A widget that the request makes due and allowed at once is built now, as
  /// `advance(to: now)` would build it: every widget due now is one of this request's (the others were built before
  /// this action), they are visited in slot order, which is the schedule's order for one instant, and a build changes
  /// nothing but its own widget. This spares the schedule moving the widget to the front and back.
  @inline(__always)
  mutating func reload(_ widget: inout Widget, slot: Int, _ request: PendingReload, log: inout RefreshLog) {
    widget.pending = coalesce(widget.pending, request)
    let next =
      pools.shared
      ? SharedScheduleRules.nextBuild(widget, rules: rules, pools: pools, settings: settings)
      : rules.nextBuild(widget)
    if next?.at == now && !log.stopped {
      fire(&widget, slot: slot, log: &log)
    } else {
      reschedule(&widget, slot: slot, next: next)
    }
  }

  /// Two requests for one widget become one: due at the earlier instant, counted only if both were. A held request
  /// joins one that is not held: that one's build carries it out, so it comes at that one's instant, not counted.
  /// One the foreground throttle holds keeps its rule, so that the background transition carries the two out.
  func coalesce(_ existing: PendingReload?, _ new: PendingReload) -> PendingReload {
    guard let existing else { return new }
    let cause: BuildCause = existing.cause == .configured || new.cause == .configured ? .configured : .reload
    if existing.held != new.held {
      let free = existing.held ? new : existing
      return PendingReload(dueAt: free.dueAt, counted: false, cause: cause, freeRule: free.freeRule)
    }
    return PendingReload(
      dueAt: min(existing.dueAt, new.dueAt),
      counted: plantedBug == .coalescedCountedIfEither
        ? existing.counted || new.counted : existing.counted && new.counted,
      cause: cause,
      held: existing.held,
      freeRule: new.freeRule == .throttled ? .throttled : existing.freeRule ?? new.freeRule)
  }

  /// Changes a setting and computes every widget's next build again under it. Held reloads are released when
  /// foreground reloads stop being held.
  mutating func change(_ setting: Setting) {
    if plantedBug == .poolsRebuiltFirst { rebuildPools() }
    settings.apply(setting)
    if plantedBug != .poolsRebuiltFirst { rebuildPools() }
    if case .foregroundReloads(.immediate) = setting { releaseHeldReloads() }
    if case .foregroundThrottle = setting, filter.throttleEnd != nil { flushThrottledReloads() }
    if plantedBug != .settingNotRescheduled { rescheduleAll() }
  }

  /// Carries out every build due in `(now, t]` (and any already due at `now`) in time order, ties by ordinal; under a
  /// shared budget, the counted refreshes of one pool at one instant in the order they fell due
  /// (`servingOrder`).
  /// The writes of taps due by `t` land at their instants, after the builds due before them and before those due at
  /// them (`SimState.land`), as a `data` action at that instant would: a build at the instant reads the write.
  /// - Complexity: O(1) when nothing is due, O(log n) per build otherwise.
  mutating func advance(to t: Instant, log: inout RefreshLog) {
    while let write = intents.pendingWrites.first, write.landsAt <= t {
      // A pending write lands after `now` (every advance lands those due by its end), so this never goes back.
      advanceBuilds(to: write.landsAt - TimeSpan(ms: 1), log: &log)
      now = write.landsAt
      intents.pendingWrites.removeFirst()
      land(write.key, write.value)
    }
    advanceBuilds(to: t, log: &log)
  }

  /// `advance(to:log:)`'s builds: every build due in `(now, t]` in order, then the clock at `t`.
  mutating func advanceBuilds(to t: Instant, log: inout RefreshLog) {
    while !log.stopped, schedule.next(notAfter: t) != nil {
      withWidgetTable { state, table in
        // A shared budget's counted refreshes due at one instant go to the longest waiting first. (Builds change no
        // setting, so this is read once, not once per build.)
        let pooled = state.pools.scope != .widget && state.plantedBug != .poolServedByPlacement
        // A provider's reloads are carried out at the instant of the build that asked for them, before later builds.
        while log.providers?.extensionReloads.isEmpty ?? true, !log.stopped,
          let (slot, at) = state.schedule.next(notAfter: t)
        {
          if at > state.now { state.now = at }
          if pooled && table.slots[slot]!.nextRefreshCounted {
            for next in state.servingOrder(table, from: slot, at: at)
            where log.providers?.extensionReloads.isEmpty ?? true && !log.stopped {
              // A refresh that filled the pool moved the others to its next room.
              guard table.slots[next]!.nextRefresh == at && table.slots[next]!.nextRefreshCounted else { continue }
              state.fire(&table.slots[next]!, slot: next, log: &log)
              if state.pools.isFilled { state.rescheduleFilledPool(&table) }
            }
            continue
          }
          state.fire(&table.slots[slot]!, slot: slot, log: &log)
          if state.pools.isFilled { state.rescheduleFilledPool(&table) }
        }
      }
      if log.providers?.extensionReloads.isEmpty ?? true { break }
      carryOutExtensionReloads(log: &log)
    }
    now = t
  }

  /// Builds the timeline of a widget whose scheduled instant has come.
  mutating func fire(_ widget: inout Widget, slot: Int, log: inout RefreshLog) {
    if let pending = widget.pending, !pending.counted, !pending.held, pending.dueAt <= now {
      build(&widget, cause: pending.cause, counted: false, dueAt: pending.dueAt, log: &log)
    } else {
      // Not `flatMap` with a closure: the closure would capture (and copy) the whole state to read `now`.
      var request = widget.pending
      if let pending = request, pending.dueAt > now || pending.held { request = nil }
      var due = rules.policyDue(widget)
      if let request { due = min(due ?? request.dueAt, request.dueAt) }
      build(&widget, cause: request?.cause ?? .policy, counted: true, dueAt: due ?? now, log: &log)
    }
    reschedule(&widget, slot: slot)
  }

  /// Runs the provider for a widget at `now`, recording the build and satisfying what was pending. It changes nothing
  /// in the state but the widget and the extension's container; it (and `runProvider`) is `mutating` because a
  /// non-mutating call from `fire` made the compiler copy the whole state first. A build that fails keeps the
  /// widget's timeline, still counts when counted, and makes the widget due again after `retryAfter`. Always
  /// inlined: left to itself the compiler stopped inlining it into `fire` once the shared budgets were added, which
  /// cost replays more instructions than the settings' own checks.
  @inline(__always)
  mutating func build(_ widget: inout Widget, cause: BuildCause, counted: Bool, dueAt: Instant, log: inout RefreshLog) {
    if widget.memo.keySlot == nil, let key = widget.memo.resolvedKey { widget.memo.keySlot = cache.slot(of: key) }
    // A key not in the extension's container is looked up again only once the container holds more keys: otherwise,
    // once any fetch had answered, every build of a widget whose key was never fetched hashed its key in vain.
    if widget.memo.extensionSlot == nil, widget.memo.extensionKeysSeen != extensionCache.count,
      let key = widget.memo.resolvedKey
    {
      widget.memo.extensionSlot = extensionCache.slot(of: key)
      widget.memo.extensionKeysSeen = Int32(extensionCache.count)
    }
    let failed = runProvider(&widget, cause: cause, counted: counted, log: &log)
    // The rule that made the request free, when the build carries out a free reload.
    let freeRule = counted || cause != .reload ? nil : widget.pending?.freeRule
    if let failed {
      widget.failure = failure(failed, cause: cause, counted: counted, log: log)
    } else {
      widget.timeline.freeRule = freeRule
      if widget.failureBox != nil { widget.failureBox = nil }
    }
    widget.pending = nil
    widget.builds += 1
    if counted {
      widget.budget.record(now)
      widget.countedBuilds += 1
      if pools.shared { recordInPool(kindSlot: widget.memo.kindSlot) }
    }
    log.record(
      Refresh(
        widget: widget.id, at: now, cause: cause, counted: counted, dueAt: dueAt, failed: failed != nil,
        freeRule: freeRule, budgetReached: counted ? budgetReached(widget) : nil))
  }

  /// The count a counted build at now brought its budget to (its pool's under `budgetScope` kind or app), and that
  /// budget. Read from the pools' parts rather than through `budgetWindow`, which from here copied the state.
  func budgetReached(_ widget: borrowing Widget) -> (used: Int, pool: BudgetPool) {
    switch pools.scope {
    case .widget: return (widget.budget.used(at: now), .widget(widget.id))
    case .kind: return (pools.window(widget.memo.kindSlot).used(at: now), .kind(widget.kind))
    case .app: return (pools.window(0).used(at: now), .app)
    }
  }

  /// The provider's `getTimeline` at `now`, written over the widget's timeline in place (docs/MODEL.md, "The
  /// provider's fetch"): a kind that fetches asks the network first; then the newest usable copy in the containers
  /// it reads (the extension's, and the App Group's if the kind uses it and it is available); then the fallback. The
  /// memo must be up to date (see `remember`). It takes the whole widget in place rather than its kind and
  /// configuration as arguments, which cost their reference counting on every build.
  /// - Returns: nil when a timeline was built; the fetch's outcome when the build failed (the provider waited past
  ///   the deadline) and the timeline was left as it was.
  mutating func runProvider(_ widget: inout Widget, cause: BuildCause, counted: Bool, log: inout RefreshLog)
    -> FetchOutcome?
  {
    // Fields are read in place (`widget.memo.…`, `cache.entries[slot].…`): copying the memo or the cache entry would
    // retain and release the key and the value. The fetch and a developer's provider are out of line: inlined here,
    // their registers and spills were paid by every build, most of which are of recipe kinds that do not fetch
    // (docs/PERFORMANCE.md).
    if kindRecipes[widget.memo.kindSlot].fetches, widget.memo.resolvedKey != nil {
      return fetchThenRead(&widget, cause: cause, counted: counted)
    }
    if kindRecipes[widget.memo.kindSlot].provider {
      // The reason goes by the log (`ProviderLog.failureReason`): a string in the result would cost every build its
      // reference counting.
      guard let reason = provide(&widget, cause: cause, counted: counted, log: &log) else { return nil }
      log.providers!.failureReason = reason
      return .failed(.error)
    }
    readCaches(&widget, kindRecipes[widget.memo.kindSlot], cause: cause, counted: counted, fetch: nil)
    return nil
  }

  /// The failure of a build that ran now; a developer's provider's reason is taken from the log.
  func failure(_ fetch: FetchOutcome, cause: BuildCause, counted: Bool, log: RefreshLog) -> BuildFailure {
    BuildFailure(
      at: now, seq: seq, fetch: fetch, deadline: settings.providerDeadline, cause: cause, counted: counted,
      providerReason: log.providers?.takeFailureReason())
  }

  /// The build of a kind whose timelines come from a developer's own provider: its output, from the live provider or
  /// from the journal line, becomes the widget's timeline (docs/PROVIDERS.md).
  /// - Returns: why the build failed (the timeline is left as it was), or nil.
  @inline(never)
  mutating func provide(_ widget: inout Widget, cause: BuildCause, counted: Bool, log: inout RefreshLog) -> String? {
    let providers = log.providers ?? ProviderLog(feed: .none)
    log.providers = providers
    let build: ProvidedBuild
    switch providers.feed {
    case .none:
      build = ProvidedBuild(
        widget: widget.id, at: now,
        output: .failed(Self.providerElsewhere(kind: widget.kind) + ", and no output was recorded for this build"))
      if let since = providerOutputsSince { providers.noteUnrecorded(widget: widget.id, at: now, since: since) }
    case .live(let host):
      let kind = kinds[widget.kind]!
      let files: [String: JSONValue] =
        kind.appGroup && appGroup ? Dictionary(uniqueKeysWithValues: cache.keys.map { ($0, cache[$0]!.value) }) : [:]
      var request = ProviderRequest(
        widget: widget.id, kind: widget.kind, family: widget.family, config: widget.config, at: now, seq: seq,
        appGroupFiles: files, appGroupAvailable: kind.appGroup && appGroup, deadline: settings.providerDeadline)
      request.memoryBytes = Int(settings.extensionMemoryMB) * 1_000_000
      request.keepAlive = settings.extensionKeepAlive
      request.network = network
      request.realNetwork = settings.network == .real
      var made = host.build(request)
      made.widget = widget.id
      made.at = now
      if let problem = made.output.problem(at: now) { made.output = .failed(problem) }
      // A reload of a name no kind can have (empty, a control character, `all` as a kind) reloads nothing on iOS and
      // could not be written and read back as itself: it is not recorded.
      made.reloads.removeAll {
        guard case .kind(let name) = $0 else { return false }
        return !Self.isKindName(name)
      }
      made.more = providers.made.count + 1 == providers.buildsMax
      providers.stopped = made.more
      providers.made.append(made)
      build = made
    case .recorded:
      build = providers.takeRecorded(widget: widget.id, at: now)
    }
    providers.extensionReloads += build.reloads
    extensionRuns[widget.id] = build.process.map { BuildRun(at: now, seq: seq, process: $0) }
    if !build.requests.isEmpty || build.requestsLeftOut > 0 {
      buildRequests[widget.id] = BuildRequests(
        at: now, seq: seq, requests: build.requests, leftOut: build.requestsLeftOut)
    } else if buildRequests[widget.id] != nil {
      buildRequests[widget.id] = nil
    }
    guard case .timeline(let entries, let policy) = build.output else {
      if plantedBug == .failedBuildBlanks { showFallback(&widget, kindRecipes[widget.memo.kindSlot], .buildFailed) }
      if case .failed(let reason) = build.output { return reason }
      return nil
    }
    widget.timeline.generatedAt = now
    widget.timeline.builtSeq = seq
    widget.timeline.entries = entries.count
    widget.timeline.every = .zero
    switch policy {
    case .atEnd: widget.timeline.policy = .atEnd
    case .never: widget.timeline.policy = .never
    case .after(let instant): widget.timeline.policy = .after(instant - now)
    }
    widget.timeline.dataKey = widget.memo.resolvedKey
    widget.timeline.data = providedRead(widget)
    // While the App Group its kind reads is unavailable, the provider's containerURL was nil: `why` must not say the
    // file it reads held anything then.
    widget.timeline.missingReason =
      kindRecipes[widget.memo.kindSlot].appGroup && !appGroup ? .appGroupUnavailable : nil
    widget.timeline.cause = cause
    widget.timeline.counted = counted
    widget.timeline.source = .provider
    widget.timeline.fetch = nil
    widget.timeline.provided = entries
    return nil
  }

  /// The build of a kind that fetches, whose key is resolved: the network's answer, else what `readCaches` finds.
  /// - Returns: the fetch's outcome when the provider waited past the deadline (the timeline is left as it was), else
  ///   nil.
  @inline(never)
  mutating func fetchThenRead(_ widget: inout Widget, cause: BuildCause, counted: Bool) -> FetchOutcome? {
    let recipe = kindRecipes[widget.memo.kindSlot]
    let key = widget.memo.resolvedKey!
    let waits = plantedBug == .slowAnswerAccepted ? max(recipe.timeout, settings.providerDeadline) : recipe.timeout
    let (outcome, answer) = network.fetchAnswer(key, timeout: waits)
    if outcome.waited > settings.providerDeadline {
      if plantedBug == .failedBuildBlanks { showFallback(&widget, recipe, .buildFailed) }
      return outcome
    }
    if let value = answer {
      widget.memo.extensionSlot = extensionCache.write(
        CacheEntry(value: value, writtenAt: now, writeSeq: seq, ttl: nil), for: key, valueBytes: value.heldByteCount)
      startTimeline(&widget, recipe, cause: cause, counted: counted, source: .network, fetch: outcome)
      widget.timeline.data = DataRead(
        value: value, writtenAt: now, writeSeq: seq, ttl: recipe.ttl, container: .extension)
      widget.timeline.missingReason = nil
      return nil
    }
    readCaches(&widget, recipe, cause: cause, counted: counted, fetch: outcome)
    return nil
  }

  /// The provider's chain without (or after) a fetch: the newest usable copy in the containers it reads (the
  /// extension's, and the App Group's if the kind uses it and it is available), else the fallback. `fetch` is what the
  /// fetch did, nil for a kind that does not fetch.
  @inline(__always)
  mutating func readCaches(
    _ widget: inout Widget, _ recipe: KindRecipe, cause: BuildCause, counted: Bool, fetch: FetchOutcome?
  ) {
    startTimeline(&widget, recipe, cause: cause, counted: counted, source: .cache, fetch: fetch)
    guard widget.memo.resolvedKey != nil else {
      let placeholders = kinds[widget.kind]!.dataKey.placeholders
      let config = widget.config
      showFallback(&widget, recipe, .unresolvedKey(param: placeholders.first { config[$0] == nil } ?? ""))
      return
    }
    let readsAppGroup = recipe.appGroup && appGroup
    let appGroupSlot = readsAppGroup ? widget.memo.keySlot : nil
    // Each call names its container and its reason, so the inlined helpers are specialised for them.
    if let extensionSlot = widget.memo.extensionSlot,
      appGroupSlot == nil || extensionCache.entries[extensionSlot].writeSeq >= cache.entries[appGroupSlot!].writeSeq
    {
      read(&widget, recipe, slot: extensionSlot, from: .extension)
    } else if let appGroupSlot {
      read(&widget, recipe, slot: appGroupSlot, from: .appGroup)
    } else if recipe.appGroup && !appGroup {
      showFallback(&widget, recipe, .appGroupUnavailable)
    } else {
      showFallback(&widget, recipe, .noData)
    }
  }

  /// Starts a timeline at `now` from the kind's recipe, with the policy of the outcome `source`.
  @inline(__always)
  func startTimeline(
    _ widget: inout Widget, _ recipe: KindRecipe, cause: BuildCause, counted: Bool, source: DataSource,
    fetch: FetchOutcome?
  ) {
    widget.timeline.generatedAt = now
    widget.timeline.builtSeq = seq
    widget.timeline.entries = recipe.entries
    widget.timeline.every = recipe.every
    widget.timeline.policy = plantedBug == nil ? recipe.policy(after: source) : plantedPolicy(recipe, after: source)
    // The same key and the same data as last time (the usual case) are not stored again, which saves their
    // reference counting. Another key's data is dropped: `read` tells copies apart by seq, instant and container
    // only, which copies of two keys fetched during one action share.
    if widget.timeline.dataKey != widget.memo.resolvedKey {
      widget.timeline.dataKey = widget.memo.resolvedKey
      widget.timeline.data = nil
    }
    widget.timeline.cause = cause
    widget.timeline.counted = counted
    widget.timeline.source = source
    if widget.timeline.fetch != fetch { widget.timeline.fetch = fetch }
  }

  /// Shows the fallback, with the reason nothing was read and the fallback's policy.
  @inline(__always)
  func showFallback(_ widget: inout Widget, _ recipe: KindRecipe, _ reason: MissingReason) {
    // Stored only when they change, as below: a store releases the old value even when it is the same. (`data != nil`
    // compared two optionals, copying the data first.)
    if case .some = widget.timeline.data { widget.timeline.data = nil }
    if widget.timeline.missingReason != reason { widget.timeline.missingReason = reason }
    widget.timeline.source = .fallback
    widget.timeline.policy = recipe.fallbackPolicy
  }

  /// Shows the copy in `slot` of a container (the App Group's or the extension's), or the fallback when it is past its
  /// ttl and the kind does not show expired data. The entry's fields are read in place, and the value is retained
  /// only when the timeline's data changes. It is `mutating` for the reason `build` is: as a non-mutating method given
  /// the entry as an argument, it made the compiler copy the whole state for every new read (docs/PERFORMANCE.md).
  @inline(__always)
  mutating func read(_ widget: inout Widget, _ recipe: KindRecipe, slot: Int, from container: Container) {
    let entry = container == .appGroup ? cache.stamp(slot) : extensionCache.stamp(slot)
    let ttl = plantedBug == .kindTtlWins ? recipe.ttl : entry.ttl ?? recipe.ttl
    // A series entry's data expires at max(written, entry date) + ttl: its first entry is dated now.
    if recipe.expiredFallback, !recipe.series,
      now - entry.writtenAt > ttl || plantedBug == .ttlBoundaryRefused && now - entry.writtenAt == ttl,
      plantedBug != .expiredCacheUsed
    {
      showFallback(&widget, recipe, .expired(writtenAt: entry.writtenAt))
      return
    }
    // An app's write has a seq of its own, so the same seq and container is the same value, instant and own ttl;
    // the fetches of one action share its seq (and its server's answer), so their instants are compared too.
    if widget.timeline.data?.writeSeq != entry.writeSeq || widget.timeline.data?.ttl != ttl
      || widget.timeline.data?.container != container || widget.timeline.data?.writtenAt != entry.writtenAt
    {
      let value = container == .appGroup ? cache.entries[slot].value : extensionCache.entries[slot].value
      widget.timeline.data = DataRead(
        value: value, writtenAt: entry.writtenAt, writeSeq: entry.writeSeq, ttl: ttl, container: container)
    }
    if widget.timeline.missingReason != nil { widget.timeline.missingReason = nil }
  }
}

/// What the builds of one action did with developers' providers: where their outputs come from, what a live provider
/// gave, the reloads asked for, and whether recorded outputs fit. A reference, absent from the log of an action that
/// built no provider kind, so the reducer's common path pays one nil check for it.
final class ProviderLog {
  /// Where the outputs come from.
  let feed: ProviderFeed
  /// The outputs a live provider gave, in build order, for the journal.
  var made: [ProvidedBuild] = []
  /// How many recorded outputs the builds have taken.
  var recordedNext = 0
  /// The first build whose recorded output did not fit, or recorded outputs left over.
  var mismatch: ProvidedMismatch? = nil
  /// The reloads providers asked for, not yet carried out.
  var extensionReloads: [ReloadTarget] = []
  /// Why the last provider build failed, until its failure is recorded.
  var failureReason: String? = nil
  /// How many builds a live provider may make before the action stops (nil: no bound).
  var buildsMax: Int? = nil
  /// Whether the action has stopped building: its last build (`ProvidedBuild.more`) is made; what else is due is left
  /// for the next action.
  var stopped = false

  init(feed: ProviderFeed) { self.feed = feed }

  /// The reason of the failed build just made, cleared.
  func takeFailureReason() -> String? {
    defer { failureReason = nil }
    return failureReason
  }

  /// The next recorded output, if it is for this widget at this instant; else a failed build, the mismatch noted.
  func takeRecorded(widget: String, at now: Instant) -> ProvidedBuild {
    guard case .recorded(let builds) = feed else { preconditionFailure("no recorded outputs") }
    if recordedNext < builds.count, builds[recordedNext].widget == widget, builds[recordedNext].at == now {
      recordedNext += 1
      stopped = builds[recordedNext - 1].more
      return builds[recordedNext - 1]
    }
    let recorded =
      recordedNext < builds.count
      ? "the next recorded output is \(builds[recordedNext].widget)'s at \(builds[recordedNext].at.iso8601)"
      : "all \(builds.count) recorded outputs were used"
    if mismatch == nil {
      mismatch = ProvidedMismatch(description: "replaying it built \(widget) at \(now.iso8601), but \(recorded)")
    }
    return ProvidedBuild(widget: widget, at: now, output: .failed("no output was recorded for this build"))
  }

  /// Notes a build made for an action whose line records no outputs, in a journal that has recorded the output of
  /// every provider build since seq `since`: the line lost them.
  func noteUnrecorded(widget: String, at now: Instant, since: Int) {
    guard mismatch == nil else { return }
    mismatch = ProvidedMismatch(
      description: "it records none, but replaying it built \(widget) at \(now.iso8601); the journal has recorded "
        + "every provider build's output since seq \(since), so this line's were lost")
  }

  /// Notes recorded outputs no build took, once the action is done.
  func noteLeftOver() {
    guard case .recorded(let builds) = feed, recordedNext < builds.count, mismatch == nil else { return }
    let extra = builds[recordedNext]
    mismatch = ProvidedMismatch(
      description: "it records \(builds.count) provider builds but replaying it made \(recordedNext); the first "
        + "left over is \(extra.widget)'s at \(extra.at.iso8601)")
  }
}

/// Where the reducer reports the timeline builds of one action: kept in order for callers that read them, or only
/// counted, so that a fold nobody observes neither allocates the log nor retains each widget's id for it. It also
/// carries where builds of developers' providers get their outputs, and what they asked for.
struct RefreshLog {
  /// Whether builds are kept in `refreshes`, or only counted.
  let keeps: Bool
  /// What builds of developers' providers did, once one ran (nil until then).
  var providers: ProviderLog? = nil
  /// The builds, in the order they were carried out (empty unless `keeps`).
  var refreshes: [Refresh] = []
  /// How many builds were reported.
  var count = 0

  /// Whether the action has stopped building (`ProviderLog.stopped`): nothing more is built until the next action.
  var stopped: Bool { providers?.stopped ?? false }

  /// Reports one build; the refresh is made only when it is kept.
  @inline(__always)
  mutating func record(_ refresh: @autoclosure () -> Refresh) {
    count += 1
    guard keeps else { return }
    // Room for the usual handful of builds of one action, so the log does not grow by doubling from one.
    if refreshes.capacity == 0 { refreshes.reserveCapacity(8) }
    refreshes.append(refresh())
  }
}

/// The reducer: folds one validated action into the state. Pure and total.
extension SimState {
  /// Applies an action that `check` accepted, settles everything due, and returns the timeline builds it caused.
  @discardableResult
  public mutating func apply(_ action: Action) -> [Refresh] {
    seq += 1
    var log: [Refresh] = []
    switch action {
    case .kindDefined(let kind):
      if kinds[kind.name] == nil { kindOrder.append(kind.name) }
      kinds[kind.name] = kind
    case .widgetAdded(let id, let kind, let family, let config):
      addWidget(id: id, kind: kind, family: family, config: config, log: &log)
    case .widgetRemoved(let id):
      widgets[id] = nil
      schedule.schedule(id, ordinal: 0, at: nil)
    case .widgetConfigured(let id, let changes):
      configureWidget(id: id, changes: changes, log: &log)
    case .dataArrived(let key, let value, let ttl):
      cache[key] = CacheEntry(value: value, writtenAt: now, writeSeq: seq, ttl: ttl)
    case .fetchFailed(let key, let reason):
      failures[key] = FetchFailure(at: now, seq: seq, reason: reason)
    case .reloadRequested(let target):
      requestReload(target)
    case .clockTicked(let to):
      advance(to: to, log: &log)
    case .appStateChanged(let state):
      app = state
    case .appGroupChanged(let available):
      appGroup = available
    case .settingChanged(let setting):
      change(setting)
    }
    advance(to: now, log: &log)
    return log
  }

  mutating func addWidget(id: String, kind: String, family: Family, config: [String: ParamValue], log: inout [Refresh])
  {
    if let number = Self.automaticNumber(id), number >= nextWidgetNumber { nextWidgetNumber = number + 1 }
    let timeline = makeTimeline(kind: kinds[kind]!, config: config, at: now, cause: .added, counted: false)
    var widget = Widget(
      id: id, ordinal: nextOrdinal, kind: kind, family: family, config: config, timeline: timeline,
      budget: RefreshBudget(), pending: nil, nextRefresh: nil, nextRefreshCounted: false, builds: 1, countedBuilds: 0)
    nextOrdinal += 1
    reschedule(&widget)
    widgets[id] = widget
    log.append(Refresh(widget: id, at: now, cause: .added, counted: false, dueAt: now))
  }

  mutating func configureWidget(id: String, changes: [String: ParamValue], log: inout [Refresh]) {
    guard var widget = widgets[id] else { return }
    let previous = widget.config
    for (name, value) in changes { widget.config[name] = value }
    if settings.configureCounts {
      widget.pending = coalesce(widget.pending, PendingReload(dueAt: now, counted: true, cause: .configured))
    } else if plantedBug == .configureReadsOldKey {
      let changed = widget.config
      widget.config = previous
      build(&widget, cause: .configured, counted: false, dueAt: now, log: &log)
      widget.config = changed
    } else {
      build(&widget, cause: .configured, counted: false, dueAt: now, log: &log)
    }
    reschedule(&widget)
    widgets[id] = widget
  }

  mutating func requestReload(_ target: ReloadTarget) {
    switch target {
    case .all: lastReloadAllSeq = seq
    case .kind(let name): lastReloadSeq[name] = seq
    }
    let request = PendingReload(dueAt: now + settings.latency, counted: app == .background)
    for id in Array(widgets.keys) {
      guard var widget = widgets[id] else { continue }
      if case .kind(let name) = target, widget.kind != name { continue }
      widget.pending = coalesce(widget.pending, request)
      reschedule(&widget)
      widgets[id] = widget
    }
  }

  /// Two requests for one widget become one: due at the earlier instant, counted only if both were.
  func coalesce(_ existing: PendingReload?, _ new: PendingReload) -> PendingReload {
    guard let existing else { return new }
    let cause: BuildCause = existing.cause == .configured || new.cause == .configured ? .configured : .reload
    return PendingReload(dueAt: min(existing.dueAt, new.dueAt), counted: existing.counted && new.counted, cause: cause)
  }

  mutating func change(_ setting: Setting) {
    switch setting {
    case .budget(let n): settings.budget = n
    case .minInterval(let span): settings.minInterval = span
    case .latency(let span): settings.latency = span
    case .configureCounts(let b): settings.configureCounts = b
    }
    for id in Array(widgets.keys) {
      var widget = widgets[id]!
      reschedule(&widget)
      widgets[id] = widget
    }
  }

  /// Carries out every build due in `(now, t]` (and any already due at `now`) in time order, ties by ordinal.
  mutating func advance(to t: Instant, log: inout [Refresh]) {
    while let (id, at) = schedule.next(notAfter: t) {
      if at > now { now = at }
      fire(id, log: &log)
    }
    now = t
  }

  /// Builds the timeline of a widget whose scheduled instant has come.
  mutating func fire(_ id: String, log: inout [Refresh]) {
    guard var widget = widgets[id] else { return }
    if let pending = widget.pending, !pending.counted, pending.dueAt <= now {
      build(&widget, cause: pending.cause, counted: false, dueAt: pending.dueAt, log: &log)
    } else {
      let request = widget.pending.flatMap { $0.dueAt <= now ? $0 : nil }
      let due = [request?.dueAt, policyDue(widget)].compactMap { $0 }.min() ?? now
      build(&widget, cause: request?.cause ?? .policy, counted: true, dueAt: due, log: &log)
    }
    reschedule(&widget)
    widgets[id] = widget
  }

  /// Runs the provider for a widget at `now`, recording the build and satisfying what was pending.
  mutating func build(_ widget: inout Widget, cause: BuildCause, counted: Bool, dueAt: Instant, log: inout [Refresh]) {
    widget.timeline = makeTimeline(
      kind: kinds[widget.kind]!, config: widget.config, at: now, cause: cause, counted: counted)
    widget.pending = nil
    widget.builds += 1
    if counted {
      widget.budget.record(now)
      widget.countedBuilds += 1
    }
    log.append(Refresh(widget: widget.id, at: now, cause: cause, counted: counted, dueAt: dueAt))
  }

  /// The provider's `getTimeline`: resolves the key, reads the cache (through the App Group if the kind uses it).
  func makeTimeline(kind: Kind, config: [String: ParamValue], at t: Instant, cause: BuildCause, counted: Bool)
    -> Timeline
  {
    let key = kind.dataKey.resolve(config)
    var data: DataRead? = nil
    var missing: MissingReason? = nil
    if key == nil {
      missing = .unresolvedKey(param: kind.dataKey.placeholders.first { config[$0] == nil } ?? "")
    } else if kind.appGroup && !appGroup {
      missing = .appGroupUnavailable
    } else if let entry = cache[key!] {
      data = DataRead(
        value: entry.value, writtenAt: entry.writtenAt, writeSeq: entry.writeSeq, ttl: entry.ttl ?? kind.ttl)
    } else {
      missing = .noData
    }
    return Timeline(
      generatedAt: t, builtSeq: seq, entries: kind.entries, every: kind.every, policy: kind.policy, dataKey: key,
      data: data, missingReason: missing, cause: cause, counted: counted)
  }

  /// The number of an automatic id `w<n>`, or nil for a chosen name.
  static func automaticNumber(_ id: String) -> Int? {
    guard id.hasPrefix("w"), id.count > 1, id.count <= 10 else { return nil }
    let digits = id.dropFirst()
    guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.first != "0" else { return nil }
    return Int(digits)
  }
}

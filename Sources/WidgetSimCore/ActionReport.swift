import WidgetModel

/// What the REPL says after an action: what happened, and every timeline build it caused.
enum ActionReport {
  /// The most refresh lines a report lists one by one; beyond them it sums up per widget.
  static let refreshLinesMax = 40

  /// Lines describing an applied action and its refreshes, times written relative to the new now in `zone`.
  /// - Complexity: O(refreshes).
  static func describe(
    _ action: Action, refreshes: [Refresh], before: SimState, after: SimState, zone: DisplayZone = .utc
  ) -> [String] {
    var lines = [headline(action, before: before, after: after, zone: zone)]
    if case .systemChanged(let change) = action.base {
      lines = [Narrator(after, zone: zone).systemHeadline(change, refreshes: refreshes)]
    }
    switch action.base {
    case .reloadRequested(let target):
      let targeted = after.orderedWidgets.filter { target == .all || target == .kind($0.kind) }.map(\.id)
      lines += waitingLines(after, among: Set(targeted), before: before, zone: zone)
    case .widgetConfigured(let id, _) where after.settings.configureCounts:
      lines += waitingLines(after, among: [id], before: before, zone: zone)
    case .clockTicked where !before.intents.pendingWrites.isEmpty:
      lines += Narrator(after, zone: zone).landedLines(since: before)
    default: break
    }
    let shown = refreshes.filter { $0.cause != .added }
    if shown.count > refreshLinesMax { return lines + summaryLines(shown, after: after, zone: zone) }
    for refresh in shown {
      lines.append("  " + refreshLine(refresh, used: refresh.budgetReached?.used, in: after, zone: zone))
    }
    return lines
  }

  /// One line per widget for a report with too many refreshes to list: how many, how many counted, the first and
  /// the last, and the most counted in any 24 hours.
  static func summaryLines(_ refreshes: [Refresh], after: SimState, zone: DisplayZone)
    -> [String]
  {
    var byWidget: [String: [Refresh]] = [:]
    var order: [String] = []
    for refresh in refreshes {
      if byWidget[refresh.widget] == nil { order.append(refresh.widget) }
      byWidget[refresh.widget, default: []].append(refresh)
    }
    var lines = ["  \(refreshes.count) refreshes, summed up per widget (tick in shorter steps to see each one):"]
    for id in order {
      let list = byWidget[id]!
      let counted = list.filter(\.counted)
      let peak = counted.compactMap { $0.budgetReached?.used }.max() ?? 0
      let deferred = list.filter { $0.dueAt < $0.at }.count
      var text = "  \(id): \(list.count) refreshes, \(counted.count) counted"
      if !counted.isEmpty { text += " (at most \(peak)/\(after.settings.budget) in 24h)" }
      if deferred > 0 { text += ", \(deferred) deferred" }
      text +=
        ", from \(list.first!.at.text(relativeTo: after.now, in: zone))"
        + " to \(list.last!.at.text(relativeTo: after.now, in: zone))"
      lines.append(text)
    }
    return lines
  }

  /// When a widget that reads a key just written can show the write: at its next build as scheduled now (its policy,
  /// a retry or a waiting request), else only after a reload. A recipe shows it then; a developer's provider reads
  /// the file then, and what it makes of it is its own.
  static func whenShown(_ widget: Widget, in state: SimState, zone: DisplayZone) -> String {
    let provider = state.kinds[widget.kind]?.provider == true
    // As scheduled: the report names the build that reads the write, not when a queued widget can expect it.
    guard let next = state.nextRefresh(widget, place: .some(nil)).scheduledAt else {
      return provider
        ? "\(widget.id), whose provider runs again only when it is reloaded"
        : "\(widget.id), which will not show it until reloaded"
    }
    let at = next.text(relativeTo: state.now, in: zone)
    return provider
      ? "\(widget.id), whose provider can read it at its next build, at \(at), or sooner on a reload (what it shows then is up to the provider)"
      : "\(widget.id), which shows it at its next refresh, at \(at), or sooner on a reload"
  }

  /// The first line said after an action: what happened, in words.
  static func headline(_ action: Action, before: SimState, after: SimState, zone: DisplayZone) -> String {
    switch action {
    case .withBuilds(let base, _): return headline(base, before: before, after: after, zone: zone)
    // The system's rebuilds are read from the refreshes (`describe`); without them it says what changed.
    case .systemChanged(let change): return Narrator.systemChangeText(change)
    case .kindDefined(let kind): return "defined kind \(kind.name)"
    case .widgetAdded(let id, _, _, _, _):
      let widget = after.widgets[id]!
      let build = after.buildOutcome(widget)
      let failed =
        build.failure.map { failure in
          "; its first build failed: \(Narrator.failureCause(failure)); retry at \(build.retryAt!.text(relativeTo: after.now, in: zone))"
        } ?? ""
      return "added " + Renderer.widgetSummary(widget, in: after) + failed
    case .widgetRemoved(let id): return "removed \(id)"
    case .widgetConfigured(let id, _):
      return "configured " + Renderer.widgetSummary(after.widgets[id]!, in: after)
    case .dataArrived(let key, let value, let ttl):
      let readers = after.orderedWidgets.filter { $0.timeline.dataKey == key }.map(\.id)
      var text = "wrote \(key) = \(Renderer.clip(value.serialized, 60))" + (ttl.map { " (ttl \($0.text))" } ?? "")
      guard before.appGroup else {
        text += " into the app's own container (the App Group is unavailable): no widget can read it, now or later"
        return text
      }
      let blind = readers.filter { after.widgets[$0].map { !after.canRead(kind: $0.kind) } ?? false }
      let seeing = readers.filter { !blind.contains($0) }
      if !seeing.isEmpty {
        text +=
          "; read by " + seeing.map { whenShown(after.widgets[$0]!, in: after, zone: zone) }.joined(separator: "; ")
      }
      if !blind.isEmpty {
        text +=
          "; \(blind.joined(separator: ", ")) cannot read it: \(blind.count == 1 ? "its kind reads" : "their kinds read") only the extension's container (appgroup=no)"
      }
      return text
    case .fetchFailed(let key, let reason):
      let kept = before.cache[key] == nil ? "the cache has no value for it" : "the cache keeps its old value"
      return "fetch for \(key) failed (\(reason.rawValue)); \(kept)"
    case .reloadRequested(let target):
      // The reload filter may let some of them through free (the widget on screen, a session, an intent) or hold
      // them (the throttle): what the reducer decided.
      let targeted = after.orderedWidgets.filter { target == .all || target == .kind($0.kind) }.map(\.id)
      let free = targeted.compactMap { id in after.requestFreeRule(id).map { (id, $0) } }
      if before.app == .foreground && before.settings.foregroundReloads == .onBackground && free.isEmpty
        && !before.settings.developerMode
      {
        return
          "reload requested for \(target.text) (foreground: held until the app goes to the background, not counted)"
      }
      let place = before.app == .foreground ? "foreground: " : "background: "
      var how = place + (before.app == .foreground ? "not counted" : "counted")
      if let rule = free.first?.1, free.count == targeted.count, free.allSatisfy({ $0.1 == rule }) {
        if rule == .throttled, let end = after.filter.throttleEnd {
          return "reload requested for \(target.text) (\(place)"
            + Narrator(after, zone: zone).throttledText(releaseAt: end) + ")"
        }
        how = place + Narrator.freeRuleText(rule)
      } else if !free.isEmpty {
        how += "; " + free.map { "free for \($0.0): \(Narrator.freeRuleReason($0.1))" }.joined(separator: "; ")
      }
      return "reload requested for \(target.text) (\(how), latency \(before.settings.latency.text))"
    case .clockTicked(let to):
      // Each end is dated when the other falls on another day, so a tick across midnight never reads as going back.
      return "\(before.now.text(relativeTo: to, in: zone)) → \(to.text(relativeTo: before.now, in: zone))"
    case .appStateChanged(let state): return "app is in the \(state.rawValue)" + flushedText(before, after)
    case .appActivity(let activity): return Narrator(after, zone: zone).activityHeadline(activity)
    case .intentDefined(let intent): return Narrator(after, zone: zone).intentHeadline(intent)
    case .tapped(let id, let intent): return Narrator(after, zone: zone).tapHeadline(id: id, intent: intent)
    case .appGroupChanged(let available): return "App Group is \(available ? "available" : "unavailable")"
    case .deviceChanged: return Narrator(after, zone: zone).deviceHeadline()
    case .widgetMoved(let id, _): return Narrator(after, zone: zone).movedHeadline(after.widgets[id]!)
    case .settingChanged(let setting): return "\(setting.name) = \(setting.valueText)"
    case .networkChanged(.online(let up)):
      return up ? "the device is online" : "the device is offline: every fetch fails at once"
    case .networkChanged(.url(let pattern, let rule)):
      let url = Renderer.clip(pattern, 80)
      switch rule {
      case .answer(let answer):
        return "the server answers \(url) with \(answer.status) and \(Renderer.clip(answer.body.served, 60)) after "
          + answer.took.text
      case .timeout: return "the server never answers \(url): its requests time out at their timeoutInterval"
      case .error(let name): return "requests to \(url) fail at once: URLError.\(name.rawValue)"
      }
    case .networkChanged(.rule(let key, let rule)):
      switch rule {
      case .answer(let value, let took, _):
        return "the server answers \(key) with \(Renderer.clip(value.serialized, 60)) after \(took.text)"
          + fetchers(of: key, in: after)
      case .timeout: return "the server never answers \(key): fetches time out" + fetchers(of: key, in: after)
      case .error: return "the server fails fetches of \(key) at once (error)" + fetchers(of: key, in: after)
      }
    }
  }

  /// `; carried out the reloads the foreground throttle held for w1, w2`, when going to the background flushed any
  /// ("Flushing pending reload request due to background transition."), or nothing.
  static func flushedText(_ before: SimState, _ after: SimState) -> String {
    let flushed = before.orderedWidgets.filter { widget in
      widget.pending?.freeRule == .throttled && widget.pending!.dueAt > before.now
        && after.widgets[widget.id]?.pending == nil
    }.map(\.id)
    guard !flushed.isEmpty else { return "" }
    return "; carried out the reloads the foreground throttle held for \(flushed.joined(separator: ", "))"
  }

  /// `; fetched by w1, w2 at their next build`: the widgets whose kind fetches `key`, or nothing when none does.
  static func fetchers(of key: String, in state: SimState) -> String {
    let ids = state.orderedWidgets.filter { widget in
      widget.timeline.dataKey == key && state.kinds[widget.kind]?.fetch == .network
    }.map(\.id)
    guard !ids.isEmpty else { return "" }
    return "; fetched by \(ids.joined(separator: ", ")) at \(ids.count == 1 ? "its" : "their") next build"
  }

  /// For each widget of `ids` still waiting on a reload request: when it is due and when it will happen, and whether
  /// the request merged into one already pending `before` the action.
  static func waitingLines(_ state: SimState, among ids: Set<String>, before: SimState, zone: DisplayZone)
    -> [String]
  {
    let narrator = Narrator(state, zone: zone)
    return state.orderedWidgets.compactMap { widget in
      guard ids.contains(widget.id), let pending = widget.pending else { return nil }
      let merged = before.widgets[widget.id]?.pending != nil ? " (merged into the request already pending)" : ""
      if pending.held { return "  \(widget.id) holds it\(merged) until the app goes to the background" }
      if pending.freeRule == .throttled {
        let held = narrator.throttledText(releaseAt: pending.dueAt)
        return "  \(widget.id) is \(merged.isEmpty ? "" : "merged and ")" + held
      }
      let facts = state.nextRefresh(widget, place: .some(nil))
      guard let next = facts.scheduledAt else { return nil }
      let free = pending.freeRule.map { " (\(Narrator.freeRuleText($0)))" } ?? ""
      var text = "  \(widget.id) waits\(merged)\(free): due \(pending.dueAt.text(relativeTo: state.now, in: zone))"
      if let deferral = facts.deferral {
        text += "; " + narrator.deferralText(deferral, of: widget)
      } else if next > pending.dueAt {
        text += ", at \(next.text(relativeTo: state.now, in: zone))"
      }
      return text
    }
  }

  /// `08:05 w1 refreshed (reload, counted 3/40, deferred from 08:00)`, or for a build that failed `09:00 w1 build
  /// failed (policy, counted 3/40): the fetch timed out after 6s, past the provider deadline (5s); keeps its
  /// timeline; retry at 10:00`; `used` is nil for a refresh not counted.
  static func refreshLine(_ refresh: Refresh, used: Int?, in state: SimState, zone: DisplayZone) -> String {
    let what = refresh.failed ? "build failed" : "refreshed"
    var text =
      "\(refresh.at.text(relativeTo: state.now, in: zone)) \(refresh.widget) \(what) (\(refresh.cause.rawValue)"
    if let used {
      text += ", counted \(used)/\(state.settings.budget)"
    } else if let rule = refresh.freeRule {
      text += ", " + Narrator.freeRuleText(rule)
    } else {
      text += ", not counted"
    }
    if refresh.dueAt < refresh.at { text += ", deferred from \(refresh.dueAt.text(relativeTo: state.now, in: zone))" }
    text += ")"
    guard refresh.failed else { return text }
    return text + ": " + failureText(refresh, in: state, zone: zone)
  }

  /// Why a reported build failed, what the widget shows meanwhile, and when it is tried again. The network, the kind's
  /// timeout and the deadline cannot change within one action after its own change, so the state after the action
  /// tells what every failed build of it waited for.
  static func failureText(_ refresh: Refresh, in state: SimState, zone: DisplayZone) -> String {
    let retry = "retry at \((refresh.at + state.settings.retryAfter).text(relativeTo: state.now, in: zone))"
    guard let widget = state.widgets[refresh.widget] else { return retry }
    let kept = widget.timeline.missingReason == .buildFailed ? "still shows the fallback" : "keeps its timeline"
    return "\(Narrator(state, zone: zone).buildFailureCause(widget)); \(kept); \(retry)"
  }
}

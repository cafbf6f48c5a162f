import WidgetModel

/// What the REPL says after an action: what happened, and every timeline build it caused.
enum ActionReport {
  /// Lines describing an applied action and its refreshes.
  static func describe(_ action: Action, refreshes: [Refresh], before: SimState, after: SimState) -> [String] {
    var lines = [headline(action, before: before, after: after)]
    switch action {
    case .reloadRequested: lines += waitingLines(after)
    case .widgetConfigured(let id, _) where after.settings.configureCounts:
      lines += waitingLines(after).filter { $0.hasPrefix("  \(id) ") }
    default: break
    }
    for (index, refresh) in refreshes.enumerated() where !(refresh.cause == .added) {
      let used = refresh.counted ? countedInWindow(refresh, earlier: refreshes[..<index], before: before) : nil
      lines.append("  " + refreshLine(refresh, used: used, in: after))
    }
    return lines
  }

  /// The counted refreshes of the refresh's widget in the 24 hours up to it, itself included: those recorded
  /// before the action plus those the action carried out up to it. The state after the action cannot say, because
  /// its window has moved on to the action's end.
  static func countedInWindow(_ refresh: Refresh, earlier: ArraySlice<Refresh>, before: SimState) -> Int {
    let windowStart = refresh.at - RefreshBudget.window
    let recorded = before.widgets[refresh.widget]?.budget.refreshes ?? []
    let during = earlier.filter { $0.widget == refresh.widget && $0.counted }.map(\.at) + [refresh.at]
    return (recorded + during).filter { $0 > windowStart && $0 <= refresh.at }.count
  }

  /// The first line said after an action: what happened, in words.
  static func headline(_ action: Action, before: SimState, after: SimState) -> String {
    switch action {
    case .kindDefined(let kind): return "defined kind \(kind.name)"
    case .widgetAdded(let id, _, _, _):
      return "added " + Renderer.widgetSummary(after.widgets[id]!, in: after)
    case .widgetRemoved(let id): return "removed \(id)"
    case .widgetConfigured(let id, _):
      return "configured " + Renderer.widgetSummary(after.widgets[id]!, in: after)
    case .dataArrived(let key, let value, let ttl):
      let readers = after.orderedWidgets.filter { $0.timeline.dataKey == key }.map(\.id)
      var text = "wrote \(key) = \(Renderer.clip(value.serialized, 60))" + (ttl.map { " (ttl \($0.text))" } ?? "")
      let blind = readers.filter { after.widgets[$0].map { !after.canRead(kind: $0.kind) } ?? false }
      let seeing = readers.filter { !blind.contains($0) }
      if !seeing.isEmpty {
        text += "; read by \(seeing.joined(separator: ", ")), which will not show it until reloaded"
      }
      if !blind.isEmpty {
        text += "; \(blind.joined(separator: ", ")) cannot read it while the App Group is unavailable"
      }
      return text
    case .fetchFailed(let key, let reason):
      let kept = before.cache[key] == nil ? "the cache has no value for it" : "the cache keeps its old value"
      return "fetch for \(key) failed (\(reason.rawValue)); \(kept)"
    case .reloadRequested(let target):
      let how = before.app == .foreground ? "foreground: not counted" : "background: counted"
      return "reload requested for \(target.text) (\(how), latency \(before.settings.latency.text))"
    case .clockTicked(let to):
      return "\(before.now.shortText(relativeTo: to)) → \(to.shortText(relativeTo: before.now))"
    case .appStateChanged(let state): return "app is in the \(state.rawValue)"
    case .appGroupChanged(let available): return "App Group is \(available ? "available" : "unavailable")"
    case .settingChanged(let setting): return "\(setting.name) = \(setting.valueText)"
    }
  }

  /// For each widget still waiting on a reload request: when it is due and when it will happen.
  static func waitingLines(_ state: SimState) -> [String] {
    state.orderedWidgets.compactMap { widget in
      guard let pending = widget.pending, let next = widget.nextRefresh else { return nil }
      var text = "  \(widget.id) waits: due \(pending.dueAt.shortText(relativeTo: state.now))"
      if let deferral = state.deferral(widget) {
        text += "; " + state.deferralText(deferral)
      } else if next > pending.dueAt {
        text += ", at \(next.shortText(relativeTo: state.now))"
      }
      return text
    }
  }

  /// `08:05 w1 refreshed (reload, counted 3/40, deferred from 08:00)`; `used` is nil for a refresh not counted.
  static func refreshLine(_ refresh: Refresh, used: Int?, in state: SimState) -> String {
    var text = "\(refresh.at.shortText(relativeTo: state.now)) \(refresh.widget) refreshed (\(refresh.cause.rawValue)"
    if let used {
      text += ", counted \(used)/\(state.settings.budget)"
    } else {
      text += ", not counted"
    }
    if refresh.dueAt < refresh.at { text += ", deferred from \(refresh.dueAt.shortText(relativeTo: state.now))" }
    return text + ")"
  }
}

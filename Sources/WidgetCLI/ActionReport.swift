import WidgetModel

/// What the REPL says after an action: what happened, and every timeline build it caused.
enum ActionReport {
  /// Lines describing an applied action and its refreshes.
  static func describe(_ action: Action, refreshes: [Refresh], before: SimState, after: SimState) -> [String] {
    var lines = [headline(action, before: before, after: after)]
    if case .reloadRequested = action { lines += waitingLines(after) }
    for refresh in refreshes where !(refresh.cause == .added) {
      lines.append("  " + refreshLine(refresh, in: after))
    }
    return lines
  }

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
      if !readers.isEmpty {
        text += "; read by \(readers.joined(separator: ", ")), which will not show it until reloaded"
      }
      return text
    case .fetchFailed(let key, let reason):
      return "fetch for \(key) failed (\(reason.rawValue)); the cache keeps its old value"
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

  static func refreshLine(_ refresh: Refresh, in state: SimState) -> String {
    var text = "\(refresh.at.shortText(relativeTo: state.now)) \(refresh.widget) refreshed (\(refresh.cause.rawValue)"
    if let widget = state.widgets[refresh.widget], refresh.counted {
      text += ", counted \(widget.budget.used(at: refresh.at))/\(state.settings.budget)"
    } else if !refresh.counted {
      text += ", not counted"
    }
    if refresh.dueAt < refresh.at { text += ", deferred from \(refresh.dueAt.shortText(relativeTo: state.now))" }
    return text + ")"
  }
}

/// `why ID`: what a widget shows, since when, from which data, under which policy, and what would change it.
extension SimState {
  /// The explanation of one widget, as sentences for a person (one per line), times written in `zone`.
  public func why(_ widget: Widget, zone: DisplayZone = .utc) -> [String] {
    let shown = display(widget)
    let timeline = widget.timeline
    var lines = [headline(widget, shown, zone: zone)]
    lines.append(
      "It shows entry \(shown.entryIndex + 1) of \(timeline.entries), dated \(time(shown.entryDate, zone)), from the timeline built at \(time(timeline.generatedAt, zone)) (\(causeText(timeline)))."
    )
    lines += dataSentences(widget, shown, zone: zone)
    lines.append(policySentence(widget, zone: zone))
    lines += scheduleSentences(widget, zone: zone)
    lines += soonerSentences(widget, shown)
    return lines
  }

  func headline(_ widget: Widget, _ shown: Display, zone: DisplayZone) -> String {
    let config = configWords(widget)
    let configText = config.isEmpty ? "" : ", " + config.joined(separator: " ")
    return "\(widget.id) (\(widget.kind), \(widget.family.rawValue)\(configText)) is \(shown.status.rawValue): "
      + statusReason(widget, shown, zone: zone)
  }

  func statusReason(_ widget: Widget, _ shown: Display, zone: DisplayZone) -> String {
    switch shown.status {
    case .stale:
      if let key = pendingConfiguredKey(widget), let newer = shown.newerData {
        return
          "its configuration now reads \(key) (written at \(time(newer.writtenAt, zone))), but the rebuild for the change waits, so it still shows \(shown.dataKey ?? "its old key")."
      }
      if let newer = shown.newerData {
        let key = shown.dataKey ?? "its key"
        let (written, built) = (time(newer.writtenAt, zone), time(widget.timeline.generatedAt, zone))
        if written == built {
          return
            "newer data for \(key) was written at \(written), after its timeline was built, and it has not been reloaded since."
        }
        return "newer data for \(key) arrived at \(written), but the widget has not been reloaded since \(built)."
      }
      let data = widget.timeline.data!
      return
        "the data it shows was written at \(time(data.writtenAt, zone)) and expired at \(time(data.writtenAt + data.ttl, zone)) (ttl \(data.ttl.text))."
    case .blank: return "it has no data to show and its fallback is a blank view."
    case .placeholder: return "it has no data to show, so it shows placeholder content."
    case .live: return "it shows data within its ttl, and nothing newer is waiting."
    }
  }

  func causeText(_ timeline: Timeline) -> String {
    let counted = timeline.counted ? "counted against the budget" : "not counted"
    switch timeline.cause {
    case .added: return "its first timeline, built when it was added, \(counted)"
    case .configured: return "rebuilt after a configuration change, \(counted)"
    case .policy: return "a policy refresh, \(counted)"
    case .reload: return "a WidgetCenter reload, \(counted)"
    }
  }

  func dataSentences(_ widget: Widget, _ shown: Display, zone: DisplayZone) -> [String] {
    let timeline = widget.timeline
    var lines: [String] = []
    if let data = timeline.data, let key = timeline.dataKey {
      lines.append(
        "Its data comes from \(key), written at \(time(data.writtenAt, zone)): \(shown.dataAge!.text) old now, \(shown.dataState.rawValue) (ttl \(data.ttl.text))."
      )
    } else {
      switch timeline.missingReason {
      case .unresolvedKey(let param)?:
        lines.append(
          "Parameter \(param) has no value and no default, so the data key (\(kinds[widget.kind]?.dataKey.text ?? "?")) is unresolved and the provider reads nothing."
        )
      case .appGroupUnavailable?:
        lines.append("The App Group was unavailable when the timeline was built, so the provider read nothing.")
      case .noData?, nil:
        lines.append("Nothing had been written for \(timeline.dataKey ?? "its key") when the timeline was built.")
      case .expired(let writtenAt)?:
        lines.append(
          "The newest copy of \(timeline.dataKey ?? "its key"), written at \(time(writtenAt, zone)), was past its ttl when the timeline was built, and the kind shows the fallback instead (expired=fallback)."
        )
      case .buildFailed?:
        lines.append("Its first build failed, so it shows the fallback.")
      }
    }
    if kinds[widget.kind]?.appGroup == true && !appGroup {
      lines.append("The App Group is unavailable now, so the provider reads nothing until it is back (appgroup on).")
    }
    if let key = timeline.dataKey, let failure = failures[key], failure.seq > (cache[key]?.writeSeq ?? 0) {
      let kept =
        cache[key].map { "the cache keeps the value written at \(time($0.writtenAt, zone))" }
        ?? "the cache has no value for it"
      lines.append(
        "The app's last fetch for \(key) failed (\(failure.reason.rawValue)) at \(time(failure.at, zone)); \(kept).")
    }
    return lines
  }

  func policySentence(_ widget: Widget, zone: DisplayZone) -> String {
    let timeline = widget.timeline
    switch timeline.policy {
    case .atEnd:
      return
        "Policy atEnd: it asks for a new timeline once its last entry (\(time(timeline.entryDate(timeline.entries - 1), zone))) has passed."
    case .after(let span):
      return
        "Policy after:\(span.text): it asks for a new timeline \(span.text) after the timeline was built, at \(time(timeline.generatedAt + span, zone))."
    case .never:
      return "Policy never: this widget refreshes only when the app calls reload (WidgetCenter)."
    }
  }

  func scheduleSentences(_ widget: Widget, zone: DisplayZone) -> [String] {
    var lines: [String] = []
    let used = budgetUsed(widget)
    if let pending = widget.pending {
      let what =
        pending.cause == .configured
        ? "A rebuild for a configuration change is pending (configureCounts is on), due at \(time(pending.dueAt, zone))"
        : "A reload request is pending, due at \(time(pending.dueAt, zone))"
      let counted =
        pending.counted
        ? (pending.cause == .configured ? "counted" : "counted: the app was in the background")
        : "not counted: the app was in the foreground"
      lines.append("\(what) (\(counted)).")
    }
    guard let next = widget.nextRefresh else {
      lines.append(
        "No refresh is scheduled: it will keep showing this timeline until the app reloads it or it is reconfigured.")
      return lines
    }
    var sentence =
      "Next refresh: \(time(next, zone)) (\(widget.nextRefreshCounted ? "counted" : "not counted")); budget \(used)/\(settings.budget) used in the last 24h."
    if let deferral = deferral(widget), let due = countedDue(widget) {
      sentence += " It was due at \(time(due, zone)) but is deferred: " + deferralText(deferral, zone: zone)
    }
    lines.append(sentence)
    return lines
  }

  /// A deferral in words, as `why` and the REPL's reload report say it.
  public func deferralText(_ deferral: Deferral, zone: DisplayZone = .utc) -> String {
    switch deferral {
    case .budgetSpent(let used, let until):
      return
        "budget spent (\(used)/\(settings.budget) in the last 24h); the next refresh is deferred to \(time(until, zone))."
    case .minInterval(let lastBuild, let until):
      return
        "the minimum interval (\(settings.minInterval.text)) since the last build at \(time(lastBuild, zone)) defers it to \(time(until, zone))."
    }
  }

  /// The "To change it sooner" sentence, when anything would.
  func soonerSentences(_ widget: Widget, _ shown: Display) -> [String] {
    let ways = soonerWays(widget, shown)
    guard !ways.isEmpty else { return [] }
    return ["To change it sooner: " + ways.joined(separator: "; ") + "."]
  }

  /// What would change what a widget shows sooner, each as a short instruction.
  func soonerWays(_ widget: Widget, _ shown: Display) -> [String] {
    var ways: [String] = []
    let spent = budgetUsed(widget) >= settings.budget
    if reloadWouldChange(widget) {
      if app == .foreground || !spent {
        ways.append("reload \(widget.kind) (WidgetCenter.reloadTimelines(ofKind: \"\(widget.kind)\"))")
      }
      if app == .background { ways.append("app foreground, then reload (foreground reloads are not counted)") }
      if spent && app == .background { ways.append("raise the budget (set budget=N, above \(settings.budget))") }
    } else if shown.dataState == .expired, let key = widget.timeline.dataKey {
      ways.append("write fresh data (data \(key) VALUE), then reload \(widget.kind)")
    }
    if case .unresolvedKey(let param)? = widget.timeline.missingReason {
      ways.append("give it a value (configure \(widget.id) \(param)=…)")
    }
    if kinds[widget.kind]?.appGroup == true && !appGroup { ways.append("appgroup on, then reload") }
    return ways
  }

  /// Whether a rebuild now would show something else: readable data for its key that it does not show.
  func reloadWouldChange(_ widget: Widget) -> Bool {
    if pendingConfiguredKey(widget) != nil { return newerData(for: widget) != nil }
    guard let key = widget.timeline.dataKey, canRead(kind: widget.kind), let entry = cache[key] else { return false }
    return widget.timeline.data?.writeSeq != entry.writeSeq
  }

  /// An instant as human output writes it, relative to now, in `zone`.
  func time(_ instant: Instant, _ zone: DisplayZone) -> String { instant.text(relativeTo: now, in: zone) }
}

extension ParamValue {
  /// The parameter value a JSON scalar stands for.
  public static func from(_ json: JSONValue) -> ParamValue? {
    switch json {
    case .string(let s): return .string(s)
    case .int(let n): return .int(n)
    case .bool(let b): return .bool(b)
    default: return nil
    }
  }
}

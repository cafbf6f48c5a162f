/// `why ID`: what a widget shows, since when, from which data, under which policy, and what would change it, in the
/// narrator's words.
extension Narrator {
  /// The explanation of one widget, as sentences for a person (one per line), times written in the zone.
  public func why(_ widget: Widget) -> [String] {
    let shown = state.display(widget)
    let timeline = widget.timeline
    var lines = [headline(widget, shown)]
    if timeline.missingReason == .buildFailed {
      // No build has succeeded: what it shows is the kind's fallback, put in place when it was added, not a timeline.
      lines.append(
        "It shows the kind's fallback (\(shown.status.rawValue)), in place since it was added at \(time(timeline.generatedAt)): no build has made it a timeline yet."
      )
    } else {
      lines.append(
        "It shows entry \(shown.entryIndex + 1) of \(timeline.entries), dated \(time(shown.entryDate)), from the timeline built at \(time(timeline.generatedAt)) (\(causeText(timeline)))."
      )
    }
    if state.kinds[widget.kind]?.provider == true {
      lines += providerSentences(widget, shown)
    } else {
      lines += dataSentences(widget, shown)
    }
    lines += failureSentences(widget)
    if let race = tapRaceSentence(widget) { lines.append(race) }
    if let visibility = visibilitySentence(widget) { lines.append(visibility) }
    if let filter = filterSentence() { lines.append(filter) }
    lines += processSentences(widget)
    lines += networkSentences(widget)
    lines.append(policySentence(widget))
    lines += scheduleSentences(widget, state.facts(of: widget))
    lines += soonerSentences(widget, shown)
    return lines
  }

  /// The first sentence of `why`: the widget, its status and the reason for it, without the cost of the rest (a chart
  /// asks it each time a widget's status changes).
  public func headline(_ widget: Widget) -> String { headline(widget, state.display(widget)) }

  /// The first sentence of `why` for a widget showing `shown`.
  func headline(_ widget: Widget, _ shown: Display) -> String {
    let config = state.configWords(widget)
    let configText = config.isEmpty ? "" : ", " + config.joined(separator: " ")
    return "\(widget.id) (\(widget.kind), \(widget.family.rawValue)\(configText)) is \(shown.status.rawValue): "
      + statusReason(widget, shown)
  }

  /// Why the widget has the status it shows, as the clause after "is STATUS:", ending with a full stop.
  func statusReason(_ widget: Widget, _ shown: Display) -> String {
    switch shown.status {
    case .stale:
      guard let reason = state.staleReason(widget, shown) else {
        preconditionFailure("a stale widget has a reason to be")
      }
      return staleClause(widget, shown, reason)
    case .blank: return "it has no data to show and its fallback is a blank view."
    case .placeholder:
      if widget.timeline.provided != nil {
        return
          "its provider returned its placeholder entry (the content placeholder(in:) returns) at \(time(widget.timeline.generatedAt)), so it shows placeholder content, not data."
      }
      return "it has no data to show, so it shows placeholder content."
    case .live:
      if widget.timeline.provided != nil {
        return "it shows its provider's entry for now, and the app has written nothing its kind reads since."
      }
      return "it shows data within its ttl, and nothing newer is waiting."
    }
  }

  /// Why a widget showing `shown` is stale, for `reason`, as the clause after "is stale:", ending with a full stop.
  func staleClause(_ widget: Widget, _ shown: Display, _ reason: StaleReason) -> String {
    let key = shown.dataKey ?? "its key"
    let built = time(widget.timeline.generatedAt)
    switch reason {
    case .configurationWaits(let newKey, let newer):
      return
        "its configuration now reads \(newKey) (written at \(time(newer.writtenAt))), but the rebuild for the change waits, so it still shows \(shown.dataKey ?? "its old key")."
    case .unreadableAtBuild(let newer):
      // Written before the build, yet not read by it: it could not be read then (the App Group was off).
      return
        "data for \(key) written at \(time(newer.writtenAt)) can be read now, but could not be when its timeline was built at \(built), and it has not been reloaded since."
    case .newerData(let newer) where time(newer.writtenAt) == built:
      return
        "newer data for \(key) was written at \(built), after its timeline was built, and it has not been reloaded since."
    case .newerData(let newer):
      return
        "newer data for \(key) arrived at \(time(newer.writtenAt)), but the widget has not been reloaded since \(built)."
    case .expired(let expiry, let forEntry):
      let data = widget.timeline.data!
      let entry = forEntry ? ", for this entry dated \(time(shown.entryDate))" : ""
      return
        "the data it shows was written at \(time(data.writtenAt)) and expired at \(time(expiry))\(entry) (ttl \(data.ttl.text))."
    }
  }

  func causeText(_ timeline: Timeline) -> String {
    let counted = timeline.counted ? "counted against the budget" : "not counted"
    switch timeline.cause {
    case .added: return "its first timeline, built when it was added, \(counted)"
    case .configured: return "rebuilt after a configuration change, \(counted)"
    case .policy: return "a policy refresh, \(counted)"
    case .tapped: return "rebuilt when the App Intent of a tap returned, \(counted)"
    case .reload:
      guard let rule = timeline.freeRule else { return "a WidgetCenter reload, \(counted)" }
      return "a WidgetCenter reload, \(Narrator.freeRuleText(rule))"
    case .system:
      return "rebuilt by the system after a change of the device or an app update (a system reload), \(counted)"
    }
  }

  func dataSentences(_ widget: Widget, _ shown: Display) -> [String] {
    let timeline = widget.timeline
    let kind = state.kinds[widget.kind]
    var lines: [String] = []
    // For a kind that fetches, the outcome path says what was read and why; the missing-data sentence would repeat it.
    let path = outcomePathSentence(widget)
    if let path { lines.append(path) }
    if let data = timeline.data, let key = timeline.dataKey {
      lines.append(
        "Its data comes from \(key) in \(Self.containerName(data.container)), written at \(time(data.writtenAt)): \(shown.dataAge!.text) old now, \(shown.dataState.rawValue) (ttl \(data.ttl.text))."
      )
      if kind?.series == true { lines.append(seriesSentence(widget, shown, data)) }
    } else if path == nil {
      lines += missingDataSentences(widget)
    }
    if let kind, kind.appGroup && !state.appGroup {
      let reads =
        kind.fetch == .network ? "reads only what its fetches stored in the extension's container" : "reads nothing"
      lines.append("The App Group is unavailable now, so the provider \(reads) until it is back (appgroup on).")
    }
    if let key = timeline.dataKey, let sandboxed = state.sandboxedWrite(of: key) {
      lines.append(
        "The app wrote \(key) at \(time(sandboxed.writtenAt)) while the App Group was unavailable: that copy is in the app's own container (its sandbox), where no widget can read it, now or later; the app must write it again once the App Group is available."
      )
    }
    if let key = timeline.dataKey, let failure = state.failures[key], failure.seq > (state.cache[key]?.writeSeq ?? 0) {
      let kept =
        state.cache[key].map { "the cache keeps the value written at \(time($0.writtenAt))" }
        ?? "the cache has no value for it"
      lines.append(
        "The app's last fetch for \(key) failed (\(failure.reason.rawValue)) at \(time(failure.at)); \(kept).")
    }
    return lines
  }

  /// Why a timeline holds no data, as sentences, for a widget whose outcome path does not say it already.
  func missingDataSentences(_ widget: Widget) -> [String] {
    let timeline = widget.timeline
    switch timeline.missingReason {
    case .unresolvedKey(let param)?:
      return [
        "Parameter \(param) has no value and no default, so the data key (\(state.kinds[widget.kind]?.dataKey.text ?? "?")) is unresolved and the provider reads nothing."
      ]
    case .appGroupUnavailable?:
      return ["The App Group was unavailable when the timeline was built, so the provider read nothing."]
    case .noData?, nil:
      let key = timeline.dataKey ?? "its key"
      if state.kinds[widget.kind]?.appGroup == false, let shared = state.cache[key] {
        return [
          "Its kind reads only the extension's container (appgroup=no), which held nothing for \(key) when the timeline was built; the app's copy in the App Group container, written at \(time(shared.writtenAt)), is never read."
        ]
      }
      return ["Nothing had been written for \(key) when the timeline was built."]
    case .expired(let writtenAt)?:
      return [
        "The newest copy of \(timeline.dataKey ?? "its key"), written at \(time(writtenAt)), was past its ttl when the timeline was built, and the kind shows the fallback instead (expired=fallback)."
      ]
    case .buildFailed?:
      // The failure sentence says it, with the cause, while the failure is recorded.
      return widget.failure == nil ? ["Its first build failed, so it shows the fallback."] : []
    }
  }

  /// The outcome path of the last build of a kind that fetches: what the fetch did, what the entries show, and the
  /// policy that outcome asks for, e.g. "Its build at 08:00 fetched weather:Beijing: the network timed out after 3s;
  /// showing the extension's cache from 07:00; next refresh in 10m per cachedPolicy." Nil when it did not fetch.
  func outcomePathSentence(_ widget: Widget) -> String? {
    let timeline = widget.timeline
    guard let kind = state.kinds[widget.kind], let fetch = timeline.fetch, timeline.missingReason != .buildFailed else {
      return nil
    }
    let key = timeline.dataKey ?? "its key"
    var parts = [Self.fetchClause(fetch, key: key)]
    if let data = timeline.data, timeline.source == .cache {
      parts.append("showing " + copyName(data.container, writtenAt: data.writtenAt))
    } else if timeline.data == nil {
      let shows = kind.fallback == .blank ? "a blank view" : "placeholder content"
      parts.append(fallbackCause(timeline, kind: kind) + ", so it shows the fallback (\(shows))")
    }
    let field = Self.policyField(after: timeline.source, of: kind)
    if let when = policyWhen(timeline) {
      parts.append("next refresh \(when) per \(field)")
    } else {
      parts.append("no refresh unless the app reloads it (never, per \(field))")
    }
    return "Its build at \(time(timeline.generatedAt)) fetched \(key): " + parts.joined(separator: "; ") + "."
  }

  /// Why a build that fetched in vain found nothing to show in the caches, as a clause.
  func fallbackCause(_ timeline: Timeline, kind: Kind) -> String {
    let key = timeline.dataKey ?? "its key"
    switch timeline.missingReason {
    case .expired(let writtenAt)?:
      return
        "the newest cached copy, from \(time(writtenAt)), was past its ttl and the kind refuses expired data (expired=fallback)"
    case .appGroupUnavailable?:
      return "the App Group was unavailable and the extension's container had nothing for \(key)"
    case .noData?, nil, .unresolvedKey?, .buildFailed?:
      let containers =
        kind.appGroup ? "the extension's container or the App Group" : "the extension's container (appgroup=no)"
      return "nothing for \(key) in \(containers)"
    }
  }

  /// For a series kind: which element the displayed entry shows and when its data expires, or that the value is not
  /// an array, so every entry shows all of it.
  func seriesSentence(_ widget: Widget, _ shown: Display, _ data: DataRead) -> String {
    let key = widget.timeline.dataKey ?? "its key"
    guard case .array(let elements) = data.value, !elements.isEmpty else {
      return
        "It is a series kind (series=yes), but \(key) holds \(Self.sortName(data.value)), not a non-empty JSON array, so every entry shows the whole value."
    }
    let index = shown.entryIndex
    let element = min(index, elements.count - 1)
    let last = index >= elements.count ? " (the last: later entries repeat it)" : ""
    let expiry = SimState.expiry(of: data, entryDate: shown.entryDate, series: true)
    return
      "It is a series (series=yes): entry \(index + 1) shows element \(element + 1) of the \(elements.count) in \(key)\(last); this entry's data expires at \(time(expiry)), its ttl after the later of the write and the entry's date."
  }

  /// The last failed build, when the widget's builds are failing: when, why, what it shows meanwhile, and when the
  /// next attempt comes.
  func failureSentences(_ widget: Widget) -> [String] {
    guard let failure = widget.failure else { return [] }
    if let reason = failure.providerReason {
      return providerFailureSentences(widget, failure, reason: reason)
    }
    let counted = failure.counted ? " (counted against the budget)" : ""
    return [
      "The last build at \(time(failure.at))\(counted) failed: \(Self.failureCause(failure)); \(keptText(widget)); \(retryText(failure))."
    ]
  }

  /// What a widget whose builds fail shows meanwhile: the timeline it keeps, or the fallback when no build has
  /// succeeded since it was added.
  func keptText(_ widget: Widget) -> String {
    widget.timeline.missingReason == .buildFailed
      ? "no build has succeeded since it was added, so it shows the fallback"
      : "it keeps the timeline from \(time(widget.timeline.generatedAt))"
  }

  func policySentence(_ widget: Widget) -> String {
    let timeline = widget.timeline
    if timeline.provided != nil { return providedPolicySentence(widget) }
    if state.kinds[widget.kind]?.provider == true {
      // The kind's define holds no policy for a provider kind: only a timeline its provider returns brings one.
      return
        "No reload policy yet: the policy comes with a timeline its provider returns, and none has.\(retryNote(widget))"
    }
    var field = ""
    if let kind = state.kinds[widget.kind], Self.explainsOutcome(kind) {
      let outcome: String
      switch timeline.source {
      case .network: outcome = "after a fresh fetch"
      case .cache: outcome = "after cached data"
      case .fallback: outcome = "after the fallback"
      case .provider: outcome = "as its provider returned it"
      }
      field = ", the kind's \(Self.policyField(after: timeline.source, of: kind)) \(outcome)"
    }
    let until = retryNote(widget)
    switch timeline.policy {
    case .atEnd:
      if let single = state.settings.atEndSingle, timeline.entries == 1 {
        return
          "Policy atEnd\(field) with one entry: the system chooses when to ask for a new timeline; atEndSingle=\(single.text) makes it \(single.text) after the build, at \(time(timeline.generatedAt + single)).\(until)"
      }
      return
        "Policy atEnd\(field): it asks for a new timeline once its last entry (\(time(timeline.entryDate(timeline.entries - 1)))) has passed.\(until)"
    case .after(let span):
      return
        "Policy after:\(span.text)\(field): it asks for a new timeline \(span.text) after the timeline was built, at \(time(timeline.generatedAt + span)).\(until)"
    case .never:
      return "Policy never\(field): this widget refreshes only when the app calls reload (WidgetCenter).\(until)"
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
    let spent = state.budgetUsed(widget) >= state.settings.budget
    if state.reloadWouldChange(widget), widget.pending?.freeRule == .throttled {
      // Another reload joins the held one; only leaving the app carries it out before the window's end.
      ways.append("app background: the reload the foreground throttle holds is carried out at once")
    } else if state.reloadWouldChange(widget) {
      if state.app == .foreground || !spent {
        ways.append("reload \(widget.kind) (WidgetCenter.reloadTimelines(ofKind: \"\(widget.kind)\"))")
      }
      if state.app == .background {
        ways.append(
          state.settings.foregroundReloads == .onBackground
            ? "app foreground, then reload (not counted; with foregroundReloads=onBackground it is carried out when the app goes to the background)"
            : "app foreground, then reload (foreground reloads are not counted)")
      }
      if spent && state.app == .background {
        ways.append(
          "the budget is the system's, not the app's: to see what a larger one would change, replay with set budget=N (above \(state.settings.budget))"
        )
      }
    } else if shown.dataState == .expired, let key = widget.timeline.dataKey {
      let fresh =
        state.kinds[widget.kind]?.fetch == .network
        ? "let its fetch answer (net \(key) VALUE)" : "write fresh data (data \(key) VALUE)"
      ways.append("\(fresh), then reload \(widget.kind)")
    }
    if case .unresolvedKey(let param)? = widget.timeline.missingReason {
      ways.append("give it a value (configure \(widget.id) \(param)=…)")
    }
    if let kind = state.kinds[widget.kind], kind.appGroup {
      let sandboxed = widget.timeline.dataKey.flatMap { key in state.sandboxedWrite(of: key).map { _ in key } }
      switch (state.appGroup, sandboxed) {
      case (false, let key?):
        ways.append("appgroup on, write the data again (data \(key) VALUE), then reload \(widget.kind)")
      case (false, nil): ways.append("appgroup on, then reload")
      case (true, let key?):
        ways.append(
          "write the data again now that the App Group is available (data \(key) VALUE), then reload \(widget.kind)")
      case (true, nil): break
      }
    }
    if widget.failure != nil, let kind = state.kinds[widget.kind], !kind.provider,
      kind.timeout >= state.settings.providerDeadline
    {
      ways.append(
        "use a fetch timeout below the provider deadline (timeout=\(SimState.suggestedTimeout(deadline: state.settings.providerDeadline).text)), so a slow fetch falls back to the cache instead of failing the build"
      )
    }
    return ways
  }
}

/// `why ID`: what a widget shows, since when, from which data, under which policy, and what would change it.
extension SimState {
  /// The explanation of one widget, as sentences for a person (one per line), times written in `zone`.
  public func why(_ widget: Widget, zone: DisplayZone = .utc) -> [String] {
    let shown = display(widget)
    let timeline = widget.timeline
    var lines = [headline(widget, shown, zone: zone)]
    if timeline.missingReason == .buildFailed {
      // No build has succeeded: what it shows is the kind's fallback, put in place when it was added, not a timeline.
      lines.append(
        "It shows the kind's fallback (\(shown.status.rawValue)), in place since it was added at \(time(timeline.generatedAt, zone)): no build has made it a timeline yet."
      )
    } else {
      lines.append(
        "It shows entry \(shown.entryIndex + 1) of \(timeline.entries), dated \(time(shown.entryDate, zone)), from the timeline built at \(time(timeline.generatedAt, zone)) (\(causeText(timeline)))."
      )
    }
    if kinds[widget.kind]?.provider == true {
      lines += providerSentences(widget, shown, zone: zone)
    } else {
      lines += dataSentences(widget, shown, zone: zone)
    }
    lines += failureSentences(widget, zone: zone)
    lines.append(policySentence(widget, zone: zone))
    lines += Narrator(self, zone: zone).scheduleSentences(widget, facts(of: widget))
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
        if newer.writeSeq < widget.timeline.builtSeq {
          // Written before the build, yet not read by it: it could not be read then (the App Group was off).
          return
            "data for \(key) written at \(written) can be read now, but could not be when its timeline was built at \(built), and it has not been reloaded since."
        }
        if written == built {
          return
            "newer data for \(key) was written at \(written), after its timeline was built, and it has not been reloaded since."
        }
        return "newer data for \(key) arrived at \(written), but the widget has not been reloaded since \(built)."
      }
      let data = widget.timeline.data!
      // A series entry's data expires its ttl after the later of the write and the entry's date.
      let series = kinds[widget.kind]?.series == true
      let expiry = Self.expiry(of: data, entryDate: shown.entryDate, series: series)
      let entry =
        series && expiry != data.writtenAt + data.ttl ? ", for this entry dated \(time(shown.entryDate, zone))" : ""
      return
        "the data it shows was written at \(time(data.writtenAt, zone)) and expired at \(time(expiry, zone))\(entry) (ttl \(data.ttl.text))."
    case .blank: return "it has no data to show and its fallback is a blank view."
    case .placeholder:
      if widget.timeline.provided != nil {
        return
          "its provider returned its placeholder entry (the content placeholder(in:) returns) at \(time(widget.timeline.generatedAt, zone)), so it shows placeholder content, not data."
      }
      return "it has no data to show, so it shows placeholder content."
    case .live:
      if widget.timeline.provided != nil {
        return "it shows its provider's entry for now, and the app has written nothing its kind reads since."
      }
      return "it shows data within its ttl, and nothing newer is waiting."
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
    let kind = kinds[widget.kind]
    var lines: [String] = []
    // For a kind that fetches, the outcome path says what was read and why; the missing-data sentence would repeat it.
    let path = outcomePathSentence(widget, zone: zone)
    if let path { lines.append(path) }
    if let data = timeline.data, let key = timeline.dataKey {
      lines.append(
        "Its data comes from \(key) in \(Self.containerName(data.container)), written at \(time(data.writtenAt, zone)): \(shown.dataAge!.text) old now, \(shown.dataState.rawValue) (ttl \(data.ttl.text))."
      )
      if kind?.series == true { lines.append(seriesSentence(widget, shown, data, zone: zone)) }
    } else if path == nil {
      lines += missingDataSentences(widget, zone: zone)
    }
    if let kind, kind.appGroup && !appGroup {
      let reads =
        kind.fetch == .network ? "reads only what its fetches stored in the extension's container" : "reads nothing"
      lines.append("The App Group is unavailable now, so the provider \(reads) until it is back (appgroup on).")
    }
    if let key = timeline.dataKey, let sandboxed = sandboxedWrite(of: key) {
      lines.append(
        "The app wrote \(key) at \(time(sandboxed.writtenAt, zone)) while the App Group was unavailable: that copy is in the app's own container (its sandbox), where no widget can read it, now or later; the app must write it again once the App Group is available."
      )
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

  /// Why a timeline holds no data, as sentences, for a widget whose outcome path does not say it already.
  func missingDataSentences(_ widget: Widget, zone: DisplayZone) -> [String] {
    let timeline = widget.timeline
    switch timeline.missingReason {
    case .unresolvedKey(let param)?:
      return [
        "Parameter \(param) has no value and no default, so the data key (\(kinds[widget.kind]?.dataKey.text ?? "?")) is unresolved and the provider reads nothing."
      ]
    case .appGroupUnavailable?:
      return ["The App Group was unavailable when the timeline was built, so the provider read nothing."]
    case .noData?, nil:
      let key = timeline.dataKey ?? "its key"
      if kinds[widget.kind]?.appGroup == false, let shared = cache[key] {
        return [
          "Its kind reads only the extension's container (appgroup=no), which held nothing for \(key) when the timeline was built; the app's copy in the App Group container, written at \(time(shared.writtenAt, zone)), is never read."
        ]
      }
      return ["Nothing had been written for \(key) when the timeline was built."]
    case .expired(let writtenAt)?:
      return [
        "The newest copy of \(timeline.dataKey ?? "its key"), written at \(time(writtenAt, zone)), was past its ttl when the timeline was built, and the kind shows the fallback instead (expired=fallback)."
      ]
    case .buildFailed?:
      // The failure sentence says it, with the cause, while the failure is recorded.
      return widget.failure == nil ? ["Its first build failed, so it shows the fallback."] : []
    }
  }

  /// The outcome path of the last build of a kind that fetches: what the fetch did, what the entries show, and the
  /// policy that outcome asks for, e.g. "Its build at 08:00 fetched weather:Beijing: the network timed out after 3s;
  /// showing the extension's cache from 07:00; next refresh in 10m per cachedPolicy." Nil when it did not fetch.
  func outcomePathSentence(_ widget: Widget, zone: DisplayZone) -> String? {
    let timeline = widget.timeline
    guard let kind = kinds[widget.kind], let fetch = timeline.fetch, timeline.missingReason != .buildFailed else {
      return nil
    }
    let key = timeline.dataKey ?? "its key"
    var parts = [Self.fetchClause(fetch, key: key)]
    if let data = timeline.data, timeline.source == .cache {
      parts.append("showing " + copyName(data.container, writtenAt: data.writtenAt, zone: zone))
    } else if timeline.data == nil {
      let shows = kind.fallback == .blank ? "a blank view" : "placeholder content"
      parts.append(fallbackCause(timeline, kind: kind, zone: zone) + ", so it shows the fallback (\(shows))")
    }
    let field = Self.policyField(after: timeline.source, of: kind)
    if let when = policyWhen(timeline, zone: zone) {
      parts.append("next refresh \(when) per \(field)")
    } else {
      parts.append("no refresh unless the app reloads it (never, per \(field))")
    }
    return "Its build at \(time(timeline.generatedAt, zone)) fetched \(key): " + parts.joined(separator: "; ") + "."
  }

  /// Why a build that fetched in vain found nothing to show in the caches, as a clause.
  func fallbackCause(_ timeline: Timeline, kind: Kind, zone: DisplayZone) -> String {
    let key = timeline.dataKey ?? "its key"
    switch timeline.missingReason {
    case .expired(let writtenAt)?:
      return
        "the newest cached copy, from \(time(writtenAt, zone)), was past its ttl and the kind refuses expired data (expired=fallback)"
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
  func seriesSentence(_ widget: Widget, _ shown: Display, _ data: DataRead, zone: DisplayZone) -> String {
    let key = widget.timeline.dataKey ?? "its key"
    guard case .array(let elements) = data.value, !elements.isEmpty else {
      return
        "It is a series kind (series=yes), but \(key) holds \(Self.sortName(data.value)), not a non-empty JSON array, so every entry shows the whole value."
    }
    let index = shown.entryIndex
    let element = min(index, elements.count - 1)
    let last = index >= elements.count ? " (the last: later entries repeat it)" : ""
    let expiry = Self.expiry(of: data, entryDate: shown.entryDate, series: true)
    return
      "It is a series (series=yes): entry \(index + 1) shows element \(element + 1) of the \(elements.count) in \(key)\(last); this entry's data expires at \(time(expiry, zone)), its ttl after the later of the write and the entry's date."
  }

  /// The last failed build, when the widget's builds are failing: when, why, what it shows meanwhile, and when the
  /// next attempt comes.
  func failureSentences(_ widget: Widget, zone: DisplayZone) -> [String] {
    guard let failure = widget.failure else { return [] }
    let counted = failure.counted ? " (counted against the budget)" : ""
    return [
      "The last build at \(time(failure.at, zone))\(counted) failed: \(Self.failureCause(failure)); \(keptText(widget, zone: zone)); \(retryText(failure, zone: zone))."
    ]
  }

  /// What a widget whose builds fail shows meanwhile: the timeline it keeps, or the fallback when no build has
  /// succeeded since it was added.
  func keptText(_ widget: Widget, zone: DisplayZone) -> String {
    widget.timeline.missingReason == .buildFailed
      ? "no build has succeeded since it was added, so it shows the fallback"
      : "it keeps the timeline from \(time(widget.timeline.generatedAt, zone))"
  }

  func policySentence(_ widget: Widget, zone: DisplayZone) -> String {
    let timeline = widget.timeline
    if timeline.provided != nil { return providedPolicySentence(widget, zone: zone) }
    var field = ""
    if let kind = kinds[widget.kind], Self.explainsOutcome(kind) {
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
      if let single = settings.atEndSingle, timeline.entries == 1 {
        return
          "Policy atEnd\(field) with one entry: the system chooses when to ask for a new timeline; atEndSingle=\(single.text) makes it \(single.text) after the build, at \(time(timeline.generatedAt + single, zone)).\(until)"
      }
      return
        "Policy atEnd\(field): it asks for a new timeline once its last entry (\(time(timeline.entryDate(timeline.entries - 1), zone))) has passed.\(until)"
    case .after(let span):
      return
        "Policy after:\(span.text)\(field): it asks for a new timeline \(span.text) after the timeline was built, at \(time(timeline.generatedAt + span, zone)).\(until)"
    case .never:
      return "Policy never\(field): this widget refreshes only when the app calls reload (WidgetCenter).\(until)"
    }
  }

  /// A deferral of `widget`'s next refresh in words (`Narrator.deferralText`), for the chart until it renders facts.
  public func deferralText(_ deferral: Deferral, of widget: Widget, zone: DisplayZone = .utc) -> String {
    Narrator(self, zone: zone).deferralText(deferral, of: widget)
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
      if app == .background {
        ways.append(
          settings.foregroundReloads == .onBackground
            ? "app foreground, then reload (not counted; with foregroundReloads=onBackground it is carried out when the app goes to the background)"
            : "app foreground, then reload (foreground reloads are not counted)")
      }
      if spent && app == .background {
        ways.append(
          "the budget is the system's, not the app's: to see what a larger one would change, replay with set budget=N (above \(settings.budget))"
        )
      }
    } else if shown.dataState == .expired, let key = widget.timeline.dataKey {
      let fresh =
        kinds[widget.kind]?.fetch == .network
        ? "let its fetch answer (net \(key) VALUE)" : "write fresh data (data \(key) VALUE)"
      ways.append("\(fresh), then reload \(widget.kind)")
    }
    if case .unresolvedKey(let param)? = widget.timeline.missingReason {
      ways.append("give it a value (configure \(widget.id) \(param)=…)")
    }
    if let kind = kinds[widget.kind], kind.appGroup {
      let sandboxed = widget.timeline.dataKey.flatMap { key in sandboxedWrite(of: key).map { _ in key } }
      switch (appGroup, sandboxed) {
      case (false, let key?):
        ways.append("appgroup on, write the data again (data \(key) VALUE), then reload \(widget.kind)")
      case (false, nil): ways.append("appgroup on, then reload")
      case (true, let key?):
        ways.append(
          "write the data again now that the App Group is available (data \(key) VALUE), then reload \(widget.kind)")
      case (true, nil): break
      }
    }
    if widget.failure != nil, let kind = kinds[widget.kind], kind.timeout >= settings.providerDeadline {
      ways.append(
        "use a fetch timeout below the provider deadline (timeout=\(Self.suggestedTimeout(deadline: settings.providerDeadline).text)), so a slow fetch falls back to the cache instead of failing the build"
      )
    }
    return ways
  }

  /// A fetch timeout to advise for a deadline: 2s (as guides advise) when that leaves room, else half the deadline.
  static func suggestedTimeout(deadline: TimeSpan) -> TimeSpan {
    deadline >= .seconds(4) ? .seconds(2) : TimeSpan(ms: max(1, deadline.ms / 2))
  }

  /// Whether a rebuild now would show something else: for a kind that fetches, an answer it does not show yet (and a
  /// fetch within the deadline); otherwise readable data for its key that it does not show.
  func reloadWouldChange(_ widget: Widget) -> Bool {
    if pendingConfiguredKey(widget) != nil { return newerData(for: widget) != nil }
    guard let key = widget.timeline.dataKey, let kind = kinds[widget.kind] else { return false }
    if kind.fetch == .network {
      let outcome = network.fetch(key, timeout: kind.timeout)
      // A rebuild that waits past the deadline fails again and changes nothing.
      if outcome.waited > settings.providerDeadline { return false }
      if case .answered = outcome, case .answer(_, _, let answerSeq)? = network.rules[key] {
        return widget.timeline.source != .network || widget.failure != nil || answerSeq > widget.timeline.builtSeq
      }
    }
    guard let copy = readableCopy(of: key, kind: widget.kind) else { return false }
    // A copy past its ttl is refused under expired=fallback: the rebuild would show the fallback again.
    if kind.expired == .fallback, !kind.series, now - copy.entry.writtenAt > copy.entry.ttl ?? kind.ttl {
      return widget.timeline.data != nil
    }
    return widget.timeline.data?.writeSeq != copy.entry.writeSeq
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

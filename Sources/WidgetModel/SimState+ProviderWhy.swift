/// What `why` and `doctor` say about kinds whose timelines come from a developer's own provider (docs/PROVIDERS.md).
extension SimState {
  /// Where the timeline came from: the provider's entries and what the file its kind reads held.
  func providerSentences(_ widget: Widget, _ shown: Display, zone: DisplayZone) -> [String] {
    let timeline = widget.timeline
    guard let provided = timeline.provided else {
      let none =
        "Its timelines come from the \(widget.kind) kind's own provider (getTimeline), and none has been built yet."
      // What the file held, or that the app has not written it, tells why a build that reads it fails.
      guard widget.failure != nil, let key = timeline.dataKey else { return [none] }
      return [none] + providerReadSentences(widget, key: key, zone: zone)
    }
    let span =
      provided.count == 1
      ? "1 entry, dated \(time(provided.dates[0], zone))"
      : "\(provided.count) entries from \(time(provided.dates[0], zone)) to \(time(provided.dates[provided.count - 1], zone))"
    var lines = ["Its timeline comes from the \(widget.kind) kind's own provider (getTimeline): \(span)."]
    if provided.isPlaceholder(shown.entryIndex) {
      lines.append(
        "The shown entry is the provider's placeholder: its content is what placeholder(in:) returned at the build, so the widget shows placeholder content, not data."
      )
    }
    if let score = provided.relevances[shown.entryIndex] {
      lines.append("The shown entry's relevance score is \(score).")
    }
    if let key = timeline.dataKey {
      lines += providerReadSentences(widget, key: key, zone: zone)
    }
    return lines
  }

  /// What the file its kind reads held for the provider when it ran (nothing while the App Group was unavailable),
  /// and whether the provider can read it now.
  func providerReadSentences(_ widget: Widget, key: String, zone: DisplayZone) -> [String] {
    let timeline = widget.timeline
    var lines: [String] = []
    if timeline.missingReason == .appGroupUnavailable {
      lines.append(
        "When it ran, the App Group was unavailable: containerURL(forSecurityApplicationGroupIdentifier:) returned nil, so the provider could not read \(key)."
      )
    } else if kinds[widget.kind]?.appGroup == true, let copy = cache[key], copy.writeSeq <= timeline.builtSeq {
      lines.append(
        "When it ran, \(key) in the App Group container held the app's write from \(time(copy.writtenAt, zone)).")
    } else if cache[key] == nil, let sandboxed = sandboxedWrite(of: key) {
      lines.append(
        "The app wrote \(key) at \(time(sandboxed.writtenAt, zone)) while the App Group was unavailable: that copy is in the app's own container, where the provider cannot read it; the app must write it again once the App Group is available."
      )
    } else if cache[key] == nil && appCache[key] == nil {
      lines.append("The app has not written \(key), the file its kind reads.")
    }
    if kinds[widget.kind]?.appGroup == true && !appGroup {
      lines.append(
        "The App Group is unavailable now, so the provider's next build gets nil from containerURL until it is back (appgroup on)."
      )
    }
    return lines
  }

  /// Why a widget of a developer's provider shows its placeholder entry, as a clause: the App Group was unavailable,
  /// nothing had been written, or the provider made nothing of what the file held.
  func providerPlaceholderReason(_ widget: Widget, zone: DisplayZone) -> String {
    let timeline = widget.timeline
    let key = timeline.dataKey ?? "the file its kind reads"
    let returned = "its provider returned its placeholder entry at \(time(timeline.generatedAt, zone))"
    if timeline.missingReason == .appGroupUnavailable {
      return "\(returned): the App Group was unavailable, so the provider could not read \(key)"
    }
    if kinds[widget.kind]?.appGroup == true, let copy = cache[key], copy.writeSeq <= timeline.builtSeq {
      return
        "\(returned), although \(key) held the app's write from \(time(copy.writtenAt, zone)): the provider made nothing of it (check what the app writes against what the provider decodes)"
    }
    return "\(returned): nothing the provider could read had been written for \(key)"
  }

  /// The sentence a policy sentence ends with while the widget's builds fail: retryAfter decides instead.
  func retryNote(_ widget: Widget) -> String {
    guard widget.failure != nil else { return "" }
    return " Until a build succeeds, retryAfter (\(settings.retryAfter.text)) decides when the next one comes instead."
  }

  /// The provider's reload policy, with the instant it names.
  func providedPolicySentence(_ widget: Widget, zone: DisplayZone) -> String {
    let timeline = widget.timeline
    let until = retryNote(widget)
    switch timeline.policy {
    case .atEnd:
      // The system cannot tell a provider's one-entry timeline from a recipe's: atEndSingle holds for both.
      if let single = settings.atEndSingle, timeline.entries == 1 {
        return
          "Its provider returned .atEnd with one entry: the system chooses when to ask for a new timeline; atEndSingle=\(single.text) makes it \(single.text) after the build, at \(time(timeline.generatedAt + single, zone)).\(until)"
      }
      let last = time(timeline.entryDate(timeline.entries - 1), zone)
      return
        "Its provider returned .atEnd: it asks for a new timeline once its last entry (\(last)) has passed.\(until)"
    case .after(let span):
      return
        "Its provider returned .after(\(time(timeline.generatedAt + span, zone))): it asks for a new timeline then, \(span.text) after the build.\(until)"
    case .never:
      return
        "Its provider returned .never: this widget refreshes only when the app calls reload (WidgetCenter).\(until)"
    }
  }

  /// A provider that asks WidgetCenter to reload from inside the extension: each build asks for the next, so the
  /// widget refreshes as often as the minimum interval and the budget allow, spending the budget on nothing new.
  func providerReloadFindings(zone: DisplayZone) -> [Finding] {
    extensionReloadSeq.keys.sorted().map { target in
      guard target == ReloadTarget.all.text || kinds[target] != nil else { return unknownKindReloadFinding(target) }
      let widgets = orderedWidgets.filter { target == "all" || $0.kind == target }.map(\.id)
      let subjects = widgets.isEmpty ? "" : " (\(widgets.joined(separator: ", ")))"
      let seq = extensionReloadSeq[target]!
      return Finding(
        rule: .reloadFromExtension, subject: target,
        subjects: FindingSubjects(widgets: widgets, kinds: target == "all" ? [] : [target]), evidence: [seq],
        problem:
          "a provider called WidgetCenter to reload \(target == "all" ? "all timelines" : target) from inside the widget extension, last during seq \(seq)\(subjects): every build can ask for the next, a loop that spends the budget",
        fix:
          "reload from the app, where the data changes, never from getTimeline; ask for the next timeline with the policy (.after(date)) instead"
      )
    }
  }

  /// A provider's reload of a kind that is not defined: on iOS it reloads nothing, so the widgets it meant to reload
  /// (often those of a kind whose name differs by a letter's case) wait for their policy.
  func unknownKindReloadFinding(_ name: String) -> Finding {
    let seq = extensionReloadSeq[name]!
    let near = NameSuggestion.nearest(to: name, in: kindOrder)
    return Finding(
      rule: .reloadOfUnknownKind, subject: name, subjects: FindingSubjects(kinds: near.map { [$0] } ?? []),
      evidence: [seq],
      problem:
        "reloadTimelines(ofKind: \"\(name)\"), called by a provider last during seq \(seq), names no kind, so it reloaded nothing",
      fix: near.map {
        "did you mean \($0)? Call reloadTimelines(ofKind: \"\($0)\"), the kind string its Widget declares"
      } ?? "name a kind exactly as its Widget declares it (kinds lists them)"
    )
  }
}

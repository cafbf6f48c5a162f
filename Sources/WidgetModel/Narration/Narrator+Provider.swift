/// What `why` and `doctor` say about kinds whose timelines come from a developer's own provider (docs/PROVIDERS.md):
/// the entries it returned, what the file its kind reads held when it ran, and the policy it returned.
extension Narrator {
  /// Where the timeline came from: the provider's entries and what the file its kind reads held.
  func providerSentences(_ widget: Widget, _ shown: Display) -> [String] {
    let timeline = widget.timeline
    let method = timelineMethod(widget.kind)
    guard let provided = timeline.provided else {
      let none =
        "Its timelines come from the \(widget.kind) kind's own provider (\(method)), and none has been built yet."
      // What the file held, or that the app has not written it, tells why a build that reads it fails.
      guard widget.failure != nil, let key = timeline.dataKey else { return [none] }
      return [none] + providerReadSentences(widget, key: key)
    }
    let span =
      provided.count == 1
      ? "1 entry, dated \(time(provided.dates[0]))"
      : "\(provided.count) entries from \(time(provided.dates[0])) to \(time(provided.dates[provided.count - 1]))"
    var lines = ["Its timeline comes from the \(widget.kind) kind's own provider (\(method)): \(span)."]
    if provided.isPlaceholder(shown.entryIndex) {
      lines.append(
        "The shown entry is the provider's placeholder: its content is what placeholder(in:) returned at the build, so the widget shows placeholder content, not data."
      )
    }
    if let score = provided.relevances[shown.entryIndex] {
      lines.append("The shown entry's relevance score is \(score).")
    }
    if let key = timeline.dataKey {
      lines += providerReadSentences(widget, key: key)
      // Only for a kind whose data has a ttl (`SimulatedWidget(…, ttl:)`): how old what it shows is.
      if let data = timeline.data, let age = shown.dataAge {
        lines.append(
          "The data it shows is the app's write of \(key) from \(time(data.writtenAt)) (the file's modification time): \(age.text) old now, \(shown.dataState.rawValue) (ttl \(data.ttl.text))."
        )
      }
    }
    return lines
  }

  /// The method that builds the timelines of `kind`'s provider, by its short name: `timeline(for:in:)` for an App
  /// Intent provider (a kind with parameters, which come from its intent), else `getTimeline`.
  func timelineMethod(_ kind: String) -> String {
    state.kinds[kind]?.params.isEmpty == false ? "timeline(for:in:)" : "getTimeline"
  }

  /// What the file its kind reads held for the provider when it ran (nothing while the App Group was unavailable),
  /// and whether the provider can read it now.
  func providerReadSentences(_ widget: Widget, key: String) -> [String] {
    let timeline = widget.timeline
    var lines: [String] = []
    if timeline.missingReason == .appGroupUnavailable {
      lines.append(
        "When it ran, the App Group was unavailable: containerURL(forSecurityApplicationGroupIdentifier:) returned nil, so the provider could not read \(key)."
      )
    } else if state.kinds[widget.kind]?.appGroup == true, let copy = state.cache[key],
      copy.writeSeq <= timeline.builtSeq
    {
      lines.append(
        "When it ran, \(key) in the App Group container held the app's write from \(time(copy.writtenAt)).")
    } else if state.cache[key] == nil, let sandboxed = state.sandboxedWrite(of: key) {
      lines.append(
        "The app wrote \(key) at \(time(sandboxed.writtenAt)) while the App Group was unavailable: that copy is in the app's own container, where the provider cannot read it; the app must write it again once the App Group is available."
      )
    } else if state.cache[key] == nil && state.appCache[key] == nil {
      lines.append("The app has not written \(key), the file its kind reads.")
    }
    if state.kinds[widget.kind]?.appGroup == true && !state.appGroup {
      lines.append(
        "The App Group is unavailable now, so the provider's next build gets nil from containerURL until it is back (appgroup on)."
      )
    }
    return lines
  }

  /// Why a widget of a developer's provider shows its placeholder entry, as a clause: the App Group was unavailable,
  /// nothing had been written, or the provider made nothing of what the file held.
  func providerPlaceholderReason(_ widget: Widget) -> String {
    let timeline = widget.timeline
    let key = timeline.dataKey ?? "the file its kind reads"
    let returned = "its provider returned its placeholder entry at \(time(timeline.generatedAt))"
    if timeline.missingReason == .appGroupUnavailable {
      return "\(returned): the App Group was unavailable, so the provider could not read \(key)"
    }
    if state.kinds[widget.kind]?.appGroup == true, let copy = state.cache[key], copy.writeSeq <= timeline.builtSeq {
      return
        "\(returned), although \(key) held the app's write from \(time(copy.writtenAt)): the provider made nothing of it (check what the app writes against what the provider decodes)"
    }
    return "\(returned): nothing the provider could read had been written for \(key)"
  }

  /// The sentence a policy sentence ends with while the widget's builds fail: retryAfter decides instead.
  func retryNote(_ widget: Widget) -> String {
    guard widget.failure != nil else { return "" }
    return
      " Until a build succeeds, retryAfter (\(state.settings.retryAfter.text)) decides when the next one comes instead."
  }

  /// The provider's reload policy, with the instant it names.
  func providedPolicySentence(_ widget: Widget) -> String {
    let timeline = widget.timeline
    let until = retryNote(widget)
    switch timeline.policy {
    case .atEnd:
      // The system cannot tell a provider's one-entry timeline from a recipe's: atEndSingle holds for both.
      if let single = state.settings.atEndSingle, timeline.entries == 1 {
        return
          "Its provider returned .atEnd with one entry: the system chooses when to ask for a new timeline; atEndSingle=\(single.text) makes it \(single.text) after the build, at \(time(timeline.generatedAt + single)).\(until)"
      }
      let last = time(timeline.entryDate(timeline.entries - 1))
      return
        "Its provider returned .atEnd: it asks for a new timeline once its last entry (\(last)) has passed.\(until)"
    case .after(let span):
      return
        "Its provider returned .after(\(time(timeline.generatedAt + span))): it asks for a new timeline then, \(span.text) after the build.\(until)"
    case .never:
      return
        "Its provider returned .never: this widget refreshes only when the app calls reload (WidgetCenter).\(until)"
    }
  }
}

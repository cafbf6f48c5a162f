/// The words of `snapshot`: what the gallery's preview shows, from where, and how each placed widget of the kind
/// differs from it (`SimState.snapshot` computes the facts).
extension Narrator {
  /// What the preview of a provider kind shows, from which call, and the reloads the call asked for.
  func providedPreviewSentences(_ preview: ProvidedPreview) -> [String] {
    var lines: [String]
    if let entry = preview.entry {
      lines = [
        "The gallery shows the entry \(preview.method) returned, dated \(time(entry.dates[0])) (called with context.isPreview true, as the gallery calls it)."
      ]
    } else {
      lines = ["The gallery shows the placeholder: \(preview.method) gave no entry: \(preview.failure ?? "no reason")."]
    }
    if !preview.reloads.isEmpty {
      let targets = preview.reloads.map(\.text).joined(separator: ", ")
      lines.append(
        "During the call the provider asked WidgetCenter to reload \(targets); a preview records nothing, so no reload was carried out."
      )
    }
    return lines
  }

  /// What the preview shows and where it comes from, then how each placed widget of the kind differs from it (the
  /// case "the preview shows data but the widget on the home screen is blank" among them), as sentences.
  public func snapshotSentences(_ snapshot: Snapshot) -> [String] {
    var lines =
      snapshot.provided.map { providedPreviewSentences($0) } ?? [previewSentence(snapshot)]
    let placed = state.orderedWidgets.filter { $0.kind == snapshot.kind }
    guard !placed.isEmpty else {
      return lines + ["No \(snapshot.kind) widget is placed on the home screen (add \(snapshot.kind) places one)."]
    }
    lines += placed.map {
      snapshot.provided == nil ? comparison($0, with: snapshot) : providedComparison($0)
    }
    return lines
  }

  /// What a placed widget of a provider kind shows, beside the preview: its entry and its status.
  func providedComparison(_ widget: Widget) -> String {
    let shown = state.display(widget)
    let config = state.configWords(widget)
    let name = config.isEmpty ? widget.id : "\(widget.id) (\(config.joined(separator: " ")))"
    guard widget.timeline.provided != nil else {
      return "\(name) has no timeline from its provider yet; it is \(shown.status.rawValue)."
    }
    return
      "\(name) shows entry \(shown.entryIndex + 1) of the timeline \(timelineMethod(widget.kind)) returned at \(time(widget.timeline.generatedAt)); it is \(shown.status.rawValue)."
  }

  /// What the preview shows, from where, and that it never fetches.
  func previewSentence(_ snapshot: Snapshot) -> String {
    let fetchNote =
      state.kinds[snapshot.kind]?.fetch == .network
      ? " (getSnapshot must answer at once, so it reads the caches only and never fetches)" : ""
    guard let data = snapshot.data, let key = snapshot.dataKey else {
      return "The gallery shows the placeholder\(fetchNote): " + previewMissingReason(snapshot) + "."
    }
    return
      "The gallery shows \(key) from \(copyName(data.container, writtenAt: data.writtenAt))\(fetchNote)."
  }

  /// Why the preview has nothing to show, as a clause.
  func previewMissingReason(_ snapshot: Snapshot) -> String {
    let key = snapshot.dataKey ?? "its key"
    switch snapshot.missingReason {
    case .unresolvedKey(let param)?: return "parameter \(param) has no value and no default"
    case .appGroupUnavailable?:
      return "the App Group is unavailable and the extension's container has nothing for \(key)"
    case .expired?: return "the newest copy of \(key) is past its ttl (expired=fallback)"
    case .noData?, .buildFailed?, nil:
      guard let sandboxed = state.sandboxedWrite(of: key) else { return "nothing readable for \(key) in the caches" }
      return
        "nothing readable for \(key): the app's write at \(time(sandboxed.writtenAt)) went to its own container while the App Group was unavailable"
    }
  }

  /// How one placed widget differs from the preview, as a sentence.
  func comparison(_ widget: Widget, with snapshot: Snapshot) -> String {
    let config = state.configWords(widget)
    let name = "\(widget.id) (\(config.isEmpty ? "static" : config.joined(separator: " ")))"
    let shown = state.display(widget)
    guard widget.timeline.dataKey == snapshot.dataKey else {
      let reads = widget.timeline.dataKey.map { "reads \($0)" } ?? "has an unresolved key"
      return "\(name) \(reads), another configuration than the preview's; it is \(shown.status.rawValue)."
    }
    let key = snapshot.dataKey ?? "its key"
    switch (widget.timeline.data, snapshot.data) {
    case (nil, let previewed?):
      let looks = state.kinds[widget.kind]?.fallback == .blank ? "is blank" : "shows placeholder content"
      var ways = Narrator(state).soonerWays(widget, shown)
      if ways.isEmpty { ways.append("reload \(widget.kind)") }
      let failed = widget.failure.map { "; its last build failed: " + Narrator.failureCause($0) } ?? ""
      return
        "\(name) \(looks) on the home screen, but the preview shows \(key) from \(time(previewed.writtenAt)): \(missingDataReason(widget.timeline))\(failed). To show it: \(ways.joined(separator: "; "))."
    case (let data?, let previewed?) where data.writeSeq == previewed.writeSeq && data.container == previewed.container:
      return "\(name) shows the same data as the preview (\(key) from \(time(data.writtenAt)))."
    case (let data?, let previewed?) where data.writeSeq < previewed.writeSeq:
      return
        "\(name) shows older data (\(key) from \(time(data.writtenAt))) than the preview (from \(time(previewed.writtenAt))): its timeline was built at \(time(widget.timeline.generatedAt)), before that copy was written."
    case (let data?, let previewed?):
      return
        "\(name) shows newer data (\(key) from \(time(data.writtenAt)), in \(Narrator.containerName(data.container))) than the preview can read now (from \(time(previewed.writtenAt)))."
    case (let data?, nil):
      return
        "\(name) shows \(key) from \(time(data.writtenAt)), which the preview cannot: \(previewMissingReason(snapshot))."
    case (nil, nil):
      return "\(name) has no data either: \(missingDataReason(widget.timeline))."
    }
  }
}

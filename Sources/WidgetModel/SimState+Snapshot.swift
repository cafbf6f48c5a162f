/// What the widget gallery and the configuration preview show for a kind (`snapshot KIND [FAMILY] [PARAM=VALUE…]`):
/// WidgetKit asks the provider's `getSnapshot`, which must answer at once, so it reads the caches only, never the
/// network; with nothing readable the gallery shows the placeholder. A query: nothing is recorded.
public struct Snapshot: Hashable, Sendable {
  /// The kind previewed, the family it is previewed in, and its configuration (the kind's defaults unless given).
  public var kind: String
  public var family: Family
  public var config: [String: ParamValue]
  /// The key the configuration resolves to, or nil when a parameter it names has no value and no default.
  public var dataKey: String?
  /// The copy the preview shows, with its container; nil when nothing is readable.
  public var data: DataRead?
  /// Why nothing is shown, when `data` is nil.
  public var missingReason: MissingReason?
  /// The preview as a widget, for drawing: id `preview`, a timeline built now from the caches.
  public var widget: Widget
  /// What the preview shows: its first entry, or the placeholder (never a blank view) when nothing is readable.
  public var display: Display
  /// For a kind whose timelines come from a developer's own provider, what its snapshot method gave (nil for a
  /// recipe kind, and where no program runs the provider).
  public var provided: ProvidedPreview? = nil
}

extension SimState {
  /// The id the preview's widget is drawn with.
  public static let previewID = "preview"

  /// Reads `snapshot`'s words as `add` reads them, with the same errors: the kind, a family it supports (its first
  /// when none is given) and parameter values over the kind's defaults.
  /// - Throws: `WidgetError` for an unknown kind, family or parameter (naming the nearest), an unsupported family, or
  ///   a value of the wrong type.
  public func snapshotRequest(kind name: String, family familyName: String?, params: [KeyValue]) throws(WidgetError)
    -> (kind: Kind, family: Family, config: [String: ParamValue])
  {
    let kind = try requireKind(name)
    let family = try familyName.map(Self.parseFamily) ?? kind.families[0]
    guard kind.families.contains(family) else {
      throw .familyNotSupported(family, kind: kind.name, supported: kind.families)
    }
    var config: [String: ParamValue] = [:]
    for param in kind.params { config[param.name] = param.defaultValue }
    for (name, value) in try parseParams(params, of: kind) { config[name] = value }
    try Self.checkConfig(config, of: kind)
    return (kind, family, config)
  }

  /// What the gallery shows now for `kind` in `family` configured with `config`: the newest copy its provider can
  /// read (the extension's container, and the App Group's if the kind uses it and it is available; under
  /// `expired=fallback` not past its ttl), or the placeholder.
  public func snapshot(kind: Kind, family: Family, config: [String: ParamValue]) -> Snapshot {
    let key = kind.dataKey.resolve(config)
    var data: DataRead? = nil
    var reason: MissingReason? = nil
    if let key {
      if let copy = readableCopy(of: key, kind: kind.name) {
        let ttl = copy.entry.ttl ?? kind.ttl
        if kind.expired == .fallback, !kind.series, now - copy.entry.writtenAt > ttl {
          reason = .expired(writtenAt: copy.entry.writtenAt)
        } else {
          data = DataRead(
            value: copy.entry.value, writtenAt: copy.entry.writtenAt, writeSeq: copy.entry.writeSeq, ttl: ttl,
            container: copy.container)
        }
      } else {
        reason = kind.appGroup && !appGroup ? .appGroupUnavailable : .noData
      }
    } else {
      reason = .unresolvedKey(param: kind.dataKey.placeholders.first { config[$0] == nil } ?? "")
    }
    let source: DataSource = data == nil ? .fallback : .cache
    let timeline = Timeline(
      generatedAt: now, builtSeq: seq, entries: kind.entries, every: kind.every, policy: kind.policy(after: source),
      dataKey: key, data: data, missingReason: reason, cause: .added, counted: false, source: source)
    let widget = Widget(
      id: Self.previewID, ordinal: 0, kind: kind.name, family: family, config: config, timeline: timeline,
      budget: RefreshBudget(), pending: nil, nextRefresh: nil, nextRefreshCounted: false, builds: 0, countedBuilds: 0,
      memo: WidgetMemo(kindSlot: kindOrder.firstIndex(of: kind.name) ?? 0, resolvedKey: key))
    var shown = display(widget)
    if shown.content == nil { shown.status = .placeholder }
    return Snapshot(
      kind: kind.name, family: family, config: config, dataKey: key, data: data, missingReason: reason,
      widget: widget, display: shown)
  }

  /// The call of a provider kind's snapshot method that the gallery makes now: at the clock, with the App Group files
  /// its builds would see, under the provider deadline. The widget is `preview`.
  public func previewRequest(kind: Kind, family: Family, config: [String: ParamValue]) -> ProviderRequest {
    let readable = kind.appGroup && appGroup
    var request = ProviderRequest(
      widget: Self.previewID, kind: kind.name, family: family, config: config, at: now, seq: seq,
      appGroupFiles: readable ? Dictionary(uniqueKeysWithValues: cache.keys.map { ($0, cache[$0]!.value) }) : [:],
      appGroupAvailable: readable, deadline: settings.providerDeadline)
    request.memoryBytes = Int(settings.extensionMemoryMB) * 1_000_000
    request.keepAlive = settings.extensionKeepAlive
    request.network = network
    request.realNetwork = settings.network == .real
    return request
  }

  /// What the gallery shows for a kind whose timelines come from a developer's own provider: the entry its snapshot
  /// method gave (`preview`), or the placeholder when it gave none or no program runs the provider (nil).
  public func snapshot(kind: Kind, family: Family, config: [String: ParamValue], preview: ProvidedPreview?)
    -> Snapshot
  {
    let preview =
      preview
      ?? ProvidedPreview(
        method: "getSnapshot(in:completion:)", entry: nil,
        failure: "\(kind.name)'s provider runs only in the simulator program that defines it")
    let key = kind.dataKey.resolve(config)
    var timeline = Timeline(
      generatedAt: now, builtSeq: seq, entries: 1, every: .zero, policy: .never, dataKey: key, data: nil,
      missingReason: nil, cause: .added, counted: false, source: .fallback)
    if let entry = preview.entry {
      timeline.provided = entry
      timeline.source = .provider
    }
    let widget = Widget(
      id: Self.previewID, ordinal: 0, kind: kind.name, family: family, config: config, timeline: timeline,
      budget: RefreshBudget(), pending: nil, nextRefresh: nil, nextRefreshCounted: false, builds: 0, countedBuilds: 0,
      memo: WidgetMemo(kindSlot: kindOrder.firstIndex(of: kind.name) ?? 0, resolvedKey: key))
    var shown = display(widget)
    // The gallery shows what the snapshot gave, however old the file it read: a preview is never stale.
    shown.status = shown.content == nil ? .placeholder : .live
    shown.newerData = nil
    return Snapshot(
      kind: kind.name, family: family, config: config, dataKey: key, data: nil, missingReason: nil, widget: widget,
      display: shown, provided: preview)
  }

  /// What the preview of a provider kind shows, from which call, and the reloads the call asked for.
  func providedPreviewSentences(_ preview: ProvidedPreview, zone: DisplayZone) -> [String] {
    var lines: [String]
    if let entry = preview.entry {
      lines = [
        "The gallery shows the entry \(preview.method) returned, dated \(time(entry.dates[0], zone)) (called with context.isPreview true, as the gallery calls it)."
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
  public func snapshotSentences(_ snapshot: Snapshot, zone: DisplayZone = .utc) -> [String] {
    var lines =
      snapshot.provided.map { providedPreviewSentences($0, zone: zone) } ?? [previewSentence(snapshot, zone: zone)]
    let placed = orderedWidgets.filter { $0.kind == snapshot.kind }
    guard !placed.isEmpty else {
      return lines + ["No \(snapshot.kind) widget is placed on the home screen (add \(snapshot.kind) places one)."]
    }
    lines += placed.map {
      snapshot.provided == nil ? comparison($0, with: snapshot, zone: zone) : providedComparison($0, zone: zone)
    }
    return lines
  }

  /// What a placed widget of a provider kind shows, beside the preview: its entry and its status.
  func providedComparison(_ widget: Widget, zone: DisplayZone) -> String {
    let shown = display(widget)
    let config = configWords(widget)
    let name = config.isEmpty ? widget.id : "\(widget.id) (\(config.joined(separator: " ")))"
    guard widget.timeline.provided != nil else {
      return "\(name) has no timeline from its provider yet; it is \(shown.status.rawValue)."
    }
    return
      "\(name) shows entry \(shown.entryIndex + 1) of the timeline getTimeline returned at \(time(widget.timeline.generatedAt, zone)); it is \(shown.status.rawValue)."
  }

  /// What the preview shows, from where, and that it never fetches.
  func previewSentence(_ snapshot: Snapshot, zone: DisplayZone) -> String {
    let fetchNote =
      kinds[snapshot.kind]?.fetch == .network
      ? " (getSnapshot must answer at once, so it reads the caches only and never fetches)" : ""
    guard let data = snapshot.data, let key = snapshot.dataKey else {
      return "The gallery shows the placeholder\(fetchNote): " + previewMissingReason(snapshot, zone: zone) + "."
    }
    return
      "The gallery shows \(key) from \(Narrator(self, zone: zone).copyName(data.container, writtenAt: data.writtenAt))\(fetchNote)."
  }

  /// Why the preview has nothing to show, as a clause.
  func previewMissingReason(_ snapshot: Snapshot, zone: DisplayZone) -> String {
    let key = snapshot.dataKey ?? "its key"
    switch snapshot.missingReason {
    case .unresolvedKey(let param)?: return "parameter \(param) has no value and no default"
    case .appGroupUnavailable?:
      return "the App Group is unavailable and the extension's container has nothing for \(key)"
    case .expired?: return "the newest copy of \(key) is past its ttl (expired=fallback)"
    case .noData?, .buildFailed?, nil:
      guard let sandboxed = sandboxedWrite(of: key) else { return "nothing readable for \(key) in the caches" }
      return
        "nothing readable for \(key): the app's write at \(time(sandboxed.writtenAt, zone)) went to its own container while the App Group was unavailable"
    }
  }

  /// How one placed widget differs from the preview, as a sentence.
  func comparison(_ widget: Widget, with snapshot: Snapshot, zone: DisplayZone) -> String {
    let config = configWords(widget)
    let name = "\(widget.id) (\(config.isEmpty ? "static" : config.joined(separator: " ")))"
    let shown = display(widget)
    guard widget.timeline.dataKey == snapshot.dataKey else {
      let reads = widget.timeline.dataKey.map { "reads \($0)" } ?? "has an unresolved key"
      return "\(name) \(reads), another configuration than the preview's; it is \(shown.status.rawValue)."
    }
    let key = snapshot.dataKey ?? "its key"
    switch (widget.timeline.data, snapshot.data) {
    case (nil, let previewed?):
      let looks = kinds[widget.kind]?.fallback == .blank ? "is blank" : "shows placeholder content"
      var ways = Narrator(self).soonerWays(widget, shown)
      if ways.isEmpty { ways.append("reload \(widget.kind)") }
      let failed = widget.failure.map { "; its last build failed: " + Narrator.failureCause($0) } ?? ""
      return
        "\(name) \(looks) on the home screen, but the preview shows \(key) from \(time(previewed.writtenAt, zone)): \(missingDataReason(widget.timeline))\(failed). To show it: \(ways.joined(separator: "; "))."
    case (let data?, let previewed?) where data.writeSeq == previewed.writeSeq && data.container == previewed.container:
      return "\(name) shows the same data as the preview (\(key) from \(time(data.writtenAt, zone)))."
    case (let data?, let previewed?) where data.writeSeq < previewed.writeSeq:
      return
        "\(name) shows older data (\(key) from \(time(data.writtenAt, zone))) than the preview (from \(time(previewed.writtenAt, zone))): its timeline was built at \(time(widget.timeline.generatedAt, zone)), before that copy was written."
    case (let data?, let previewed?):
      return
        "\(name) shows newer data (\(key) from \(time(data.writtenAt, zone)), in \(Narrator.containerName(data.container))) than the preview can read now (from \(time(previewed.writtenAt, zone)))."
    case (let data?, nil):
      return
        "\(name) shows \(key) from \(time(data.writtenAt, zone)), which the preview cannot: \(previewMissingReason(snapshot, zone: zone))."
    case (nil, nil):
      return "\(name) has no data either: \(missingDataReason(widget.timeline))."
    }
  }
}

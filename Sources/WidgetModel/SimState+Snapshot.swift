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
}

/// What each widget shows now, and its status (docs/MODEL.md, "Status").
extension SimState {
  /// The displayed entry of a widget at `now`, with its data and status.
  public func display(_ widget: Widget) -> Display {
    let timeline = widget.timeline
    if let provided = timeline.provided { return display(widget, provided) }
    var index = timeline.displayedIndex(at: now)
    if plantedBug == .displayAhead { index = min(index + 1, timeline.entries - 1) }
    let recipe = recipe(of: widget)
    let newer = newerData(for: widget)
    var expired = false
    var dataState = DataState.missing
    var content = timeline.data?.value
    if let data = timeline.data {
      let expiry = Self.expiry(of: data, entryDate: timeline.entryDate(index), series: recipe?.series == true)
      expired = now > expiry || (plantedBug == .ttlBoundaryStale && now == expiry)
      dataState = expired ? .expired : .fresh
      if recipe?.series == true { content = Self.seriesElement(data.value, index) }
    }
    let status: WidgetStatus
    if plantedBug == .fallbackBeforeStale, timeline.data == nil {
      status = recipe?.fallback == .blank ? .blank : .placeholder
    } else if newer != nil || expired {
      status = .stale
    } else if timeline.data == nil {
      status = recipe?.fallback == .blank ? .blank : .placeholder
    } else {
      status = .live
    }
    return Display(
      status: status, entryIndex: index, entryDate: timeline.entryDate(index), content: content,
      dataKey: timeline.dataKey, dataState: dataState, dataAge: timeline.data.map { now - $0.writtenAt },
      newerData: newer, source: timeline.data == nil ? .fallback : timeline.source)
  }

  /// The displayed entry of a widget whose timeline a developer's own provider made: the last entry dated at or before
  /// now (the first before that). Stale when the app wrote the file its kind reads after the build; else placeholder
  /// when that entry is the provider's placeholder (a widget showing its placeholder content shows no data, whatever
  /// made the provider return it); else live.
  func display(_ widget: Widget, _ provided: ProvidedEntries) -> Display {
    let index = provided.displayedIndex(at: now)
    let newer = newerData(for: widget)
    // The file its provider read, recorded only for a kind whose data has a ttl (`Kind.providerTTL`): its age, and
    // whether it is past its ttl, as for a recipe's data.
    let read = widget.timeline.data
    let expired = read.map { now > Self.expiry(of: $0, entryDate: provided.dates[index], series: false) } ?? false
    let status: WidgetStatus =
      newer != nil ? .stale : provided.isPlaceholder(index) ? .placeholder : expired ? .stale : .live
    return Display(
      status: status, entryIndex: index, entryDate: provided.dates[index],
      content: provided.contents[index], dataKey: widget.timeline.dataKey, dataState: expired ? .expired : .fresh,
      dataAge: read.map { now - $0.writtenAt }, newerData: newer, source: .provider)
  }

  /// The instant after which an entry's data is expired: its write plus its ttl, or for a series kind the later of
  /// its write and the entry's date, plus its ttl.
  public static func expiry(of data: DataRead, entryDate: Instant, series: Bool) -> Instant {
    (series ? max(data.writtenAt, entryDate) : data.writtenAt) + data.ttl
  }

  /// What entry `index` of a series kind shows: element `index` of a non-empty array (the last one for later
  /// entries), or the whole value when it is not a non-empty array.
  public static func seriesElement(_ value: JSONValue, _ index: Int) -> JSONValue {
    guard case .array(let elements) = value, !elements.isEmpty else { return value }
    return elements[min(index, elements.count - 1)]
  }

  /// The copy a widget could read now but does not show (docs/MODEL.md, "Status"): in a container it reads now (the
  /// extension's, and the App Group's when its kind uses it and it is available), data for its key written by a
  /// later action than the data it shows (showing no data counts as older than any write), which its provider
  /// would use (under `expired=fallback`, not past its ttl). While a counted configuration change waits
  /// (configureCounts), the newest copy of its newly configured key.
  public func newerData(for widget: Widget) -> CacheEntry? {
    guard let recipe = recipe(of: widget) else { return nil }
    if let key = pendingConfiguredKey(widget) { return newestReadable(key, recipe) }
    guard let key = widget.timeline.dataKey, let entry = newestReadable(key, recipe) else { return nil }
    // A developer's provider read whatever the file held at its build: a copy written after it is newer.
    if recipe.provider { return entry.writeSeq > widget.timeline.builtSeq ? entry : nil }
    if plantedBug == .staleByInstant, entry.writtenAt <= widget.timeline.generatedAt { return nil }
    if let shown = widget.timeline.data, entry.writeSeq <= shown.writeSeq { return nil }
    if recipe.expiredFallback, !recipe.series, now - entry.writtenAt > entry.ttl ?? recipe.ttl { return nil }
    return entry
  }

  /// The newest copy of `key` a provider of the recipe's kind can read now, and the container it is in.
  func newestReadable(_ key: String, _ recipe: KindRecipe) -> CacheEntry? {
    newestCopy(of: key, readsAppGroup: recipe.appGroup && (appGroup || plantedBug == .appGroupIgnoredForNewer))?.entry
  }

  /// The newest copy of `key` a provider of `kind` can read now, with its container: what a build would read.
  public func readableCopy(of key: String, kind name: String) -> (entry: CacheEntry, container: Container)? {
    guard let kind = kinds[name] else { return nil }
    return newestCopy(of: key, readsAppGroup: kind.appGroup && appGroup)
  }

  /// The newer of the extension's copy of `key` and (when `readsAppGroup`) the App Group's; a tie goes to the
  /// extension's.
  private func newestCopy(of key: String, readsAppGroup: Bool) -> (entry: CacheEntry, container: Container)? {
    let shared = readsAppGroup ? cache[key] : nil
    if let own = extensionCache[key], shared == nil || own.writeSeq >= shared!.writeSeq { return (own, .extension) }
    return shared.map { ($0, .appGroup) }
  }

  /// The app's newest write of `key` when it went to the app's own container (the App Group was unavailable) and no
  /// later write reached the App Group: data no widget can read.
  public func sandboxedWrite(of key: String) -> CacheEntry? {
    guard let own = appCache[key], own.writeSeq > (cache[key]?.writeSeq ?? 0) else { return nil }
    return own
  }

  /// The key a waiting configuration change will read, when it differs from the key the widget shows.
  public func pendingConfiguredKey(_ widget: Widget) -> String? {
    guard widget.pending?.cause == .configured, let key = kinds[widget.kind]?.dataKey.resolve(widget.config),
      key != widget.timeline.dataKey
    else { return nil }
    return key
  }

  /// Whether a provider of this kind can read the App Group container now (its kind uses it and it is available).
  public func canRead(kind name: String) -> Bool {
    guard let kind = kinds[name] else { return false }
    return kind.appGroup && appGroup
  }

  /// What builds need from a widget's kind: through the widget's remembered kind slot when it belongs to this
  /// state, else by the kind's name; nil for an unknown kind.
  func recipe(of widget: Widget) -> KindRecipe? {
    let slot = widget.memo.kindSlot
    if slot < kindOrder.count, kindOrder[slot] == widget.kind { return kindRecipes[slot] }
    return kinds[widget.kind].map(KindRecipe.init)
  }

  /// The counted refreshes in the last 24 hours of a widget's budget: its own, or its pool's under `budgetScope` kind
  /// or app.
  public func budgetUsed(_ widget: Widget) -> Int {
    plantedBug == nil ? budgetWindow(widget).used(at: now) : plantedBudgetUsed(budgetWindow(widget))
  }
}

/// A widget's displayed entry and status at one instant.
public struct Display: Hashable, Sendable {
  public var status: WidgetStatus
  /// The 0-based index of the displayed entry.
  public var entryIndex: Int
  public var entryDate: Instant
  /// The content, or nil when the widget shows its fallback.
  public var content: JSONValue?
  public var dataKey: String?
  /// The data's state now: fresh, expired, or missing.
  public var dataState: DataState
  /// How old the shown data is now.
  public var dataAge: TimeSpan?
  /// Newer data the widget could read but does not show.
  public var newerData: CacheEntry?
  /// Where the shown data came from (`fallback` when it shows none).
  public var source: DataSource
}

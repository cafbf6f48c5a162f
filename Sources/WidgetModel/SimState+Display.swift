/// What each widget shows now, and its status (docs/MODEL.md, "Status").
extension SimState {
  /// The displayed entry of a widget at `now`, with its data and status.
  public func display(_ widget: Widget) -> Display {
    let timeline = widget.timeline
    var index = timeline.displayedIndex(at: now)
    if plantedBug == .displayAhead { index = min(index + 1, timeline.entries - 1) }
    let newer = newerData(for: widget)
    var expired = false
    var dataState = DataState.missing
    if let data = timeline.data {
      expired = now - data.writtenAt > data.ttl
      dataState = expired ? .expired : .fresh
    }
    let status: WidgetStatus
    if newer != nil || expired {
      status = .stale
    } else if timeline.data == nil {
      status = recipe(of: widget)?.fallback == .blank ? .blank : .placeholder
    } else {
      status = .live
    }
    return Display(
      status: status, entryIndex: index, entryDate: timeline.entryDate(index), content: timeline.data?.value,
      dataKey: timeline.dataKey, dataState: dataState, dataAge: timeline.data.map { now - $0.writtenAt },
      newerData: newer)
  }

  /// The cache entry the widget could read now but does not show: data for its key written after its timeline was
  /// built, or, while a counted configuration change waits (configureCounts), the data of its newly configured key.
  public func newerData(for widget: Widget) -> CacheEntry? {
    guard let recipe = recipe(of: widget), !recipe.appGroup || appGroup else { return nil }
    if let key = pendingConfiguredKey(widget) { return cache[key] }
    guard let key = widget.timeline.dataKey, let entry = cache[key] else { return nil }
    return entry.writeSeq > widget.timeline.builtSeq ? entry : nil
  }

  /// The key a waiting configuration change will read, when it differs from the key the widget shows.
  public func pendingConfiguredKey(_ widget: Widget) -> String? {
    guard widget.pending?.cause == .configured, let key = kinds[widget.kind]?.dataKey.resolve(widget.config),
      key != widget.timeline.dataKey
    else { return nil }
    return key
  }

  /// Whether a provider of this kind can read the cache now (App Group available, or not needed).
  public func canRead(kind name: String) -> Bool {
    guard let kind = kinds[name] else { return false }
    return !kind.appGroup || appGroup
  }

  /// What builds need from a widget's kind: through the widget's remembered kind slot when it belongs to this
  /// state, else by the kind's name; nil for an unknown kind.
  func recipe(of widget: Widget) -> KindRecipe? {
    let slot = widget.memo.kindSlot
    if slot < kindOrder.count, kindOrder[slot] == widget.kind { return kindRecipes[slot] }
    return kinds[widget.kind].map(KindRecipe.init)
  }

  /// The counted refreshes of a widget in the last 24 hours.
  public func budgetUsed(_ widget: Widget) -> Int { widget.budget.used(at: now) }
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
}

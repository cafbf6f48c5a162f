/// What the model says about one widget at the state's now, computed once by `SimState.facts(of:)`: its status and
/// shown entry, why it is stale, its next refresh, its budget use and its last build. `why`, `show`, `timeline`,
/// `budget`, the report after an action and the JSON outputs render these values; none counts or schedules again.
public struct FactSheet: Hashable, Sendable {
  /// The widget's id.
  public var id: String
  /// The widget's kind.
  public var kind: String
  /// The displayed entry: its index and date, content, data key, state and age, newer data waiting, and source.
  public var shown: Display
  /// Why the widget is stale, when it is.
  public var stale: StaleReason?
  /// Its next timeline build.
  public var next: NextRefresh
  /// Its budget use.
  public var budget: BudgetUse
  /// Its last build, and a failed build since.
  public var lastBuild: BuildOutcome

  /// The status shown to the user.
  public var status: WidgetStatus { shown.status }
}

/// Why a widget is stale (docs/MODEL.md, "Status"), in the order `why` looks for it.
public enum StaleReason: Hashable, Sendable {
  /// A counted configuration change waits (configureCounts), and its newly configured key holds `newer`.
  case configurationWaits(key: String, newer: CacheEntry)
  /// `newer` was written before the timeline was built but could not be read then (the App Group was off).
  case unreadableAtBuild(newer: CacheEntry)
  /// `newer` was written after the timeline was built.
  case newerData(newer: CacheEntry)
  /// The data shown expired at `at` (for a series kind, the shown entry's data: `forEntry`).
  case expired(at: Instant, forEntry: Bool)
}

extension SimState {
  /// The facts of one widget now. `place` is its `poolQueuePlace` when the caller found it with the others'
  /// (`poolQueuePlaces`); by default it is found for this widget.
  public func facts(of widget: Widget, place: PoolQueuePlace?? = nil) -> FactSheet {
    let shown = display(widget)
    return FactSheet(
      id: widget.id, kind: widget.kind, shown: shown, stale: staleReason(widget, shown),
      next: nextRefresh(widget, place: place), budget: budgetUse(widget), lastBuild: buildOutcome(widget))
  }

  /// The facts of every widget, in the order they were added, with the spent shared budgets' queues found once.
  public func allFacts() -> [FactSheet] {
    let places = poolQueuePlaces()
    return orderedWidgets.map { facts(of: $0, place: .some(places[$0.id])) }
  }

  /// Why a widget showing `shown` is stale, or nil when it is not.
  public func staleReason(_ widget: Widget, _ shown: Display) -> StaleReason? {
    guard shown.status == .stale else { return nil }
    if let key = pendingConfiguredKey(widget), let newer = shown.newerData {
      return .configurationWaits(key: key, newer: newer)
    }
    if let newer = shown.newerData {
      return newer.writeSeq < widget.timeline.builtSeq ? .unreadableAtBuild(newer: newer) : .newerData(newer: newer)
    }
    guard let data = widget.timeline.data else { return nil }
    // A series entry's data expires its ttl after the later of the write and the entry's date.
    let series = kinds[widget.kind]?.series == true
    let expiry = Self.expiry(of: data, entryDate: shown.entryDate, series: series)
    return .expired(at: expiry, forEntry: series && expiry != data.writtenAt + data.ttl)
  }
}

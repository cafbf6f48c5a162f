/// When what a widget shows can change by itself, with no action and no build: its data expiring, a series kind's
/// next entry showing, or a tap's write landing on its key. Views that follow a widget over time (the chart) look at
/// it then, rather than knowing when data expires.
public struct StatusChange: Hashable, Sendable {
  /// The first instant the status may differ: a millisecond after the data shown expires (it is fresh up to and
  /// including its expiry, `Display.dataState`), or the next entry's date.
  public var at: Instant
  /// The instant the change is dated at, where what was shown ends: the expiry itself (`08:05–08:30`), or the entry's
  /// date.
  public var datedAt: Instant
}

extension SimState {
  /// When a widget showing `shown` (its `display` now) may next change by itself: the earlier of its data expiring
  /// and, for a series kind, its next entry showing; nil when neither can happen (no data, data already expired and
  /// no later entry, or a timeline a developer's provider made).
  public func nextStatusChange(_ widget: Widget, _ shown: Display) -> StatusChange? {
    let timeline = widget.timeline
    // A tap's write landing on the key it reads makes it stale then (`SimState.land`), whatever it shows.
    let landing = intents.pendingWrites.first { $0.key == timeline.dataKey }.map {
      StatusChange(at: $0.landsAt, datedAt: $0.landsAt)
    }
    // A provider's timeline holds data only for a kind whose data has a ttl (`Kind.providerTTL`), never a series.
    guard let data = timeline.data else { return landing }
    let series = timeline.provided == nil && kinds[widget.kind]?.series == true
    let expiry = Self.expiry(of: data, entryDate: shown.entryDate, series: series)
    var next = expiry >= now ? StatusChange(at: expiry + TimeSpan(ms: 1), datedAt: expiry) : nil
    if series, shown.entryIndex + 1 < timeline.entries {
      let entry = timeline.entryDate(shown.entryIndex + 1)
      if next.map({ entry < $0.at }) ?? true { next = StatusChange(at: entry, datedAt: entry) }
    }
    if let landing, next.map({ landing.at < $0.at }) ?? true { next = landing }
    return next
  }
}

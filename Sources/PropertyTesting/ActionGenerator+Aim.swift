import WidgetModel

/// The generator's aim: ticks that stop exactly where a rule changes its answer (a millisecond either side too), and,
/// once the clock stands on such an instant, actions that build or change a setting there. A defect at a boundary (a
/// `<` for a `<=`) shows only at the boundary's millisecond, which ticks by round spans rarely hit.
extension ActionGenerator {
  /// The kinds of rule edge the generator aims at; one is drawn first, then an instant of it, so that the many edges
  /// of one kind (24 hours after each counted refresh) do not crowd out the few of another.
  enum Edge: CaseIterable {
    /// A widget's next build as scheduled, and when it falls due: its policy, a request, a retry.
    case due
    /// The end of the minimum interval since a widget's last build.
    case minInterval
    /// The budget window's edge: 24 hours after a counted refresh.
    case window
    /// When a widget's shown data expires, by its own ttl and by its kind's.
    case expiry
    /// When a copy its provider reads expires, for a kind that shows its fallback instead of expired data
    /// (`expired=fallback`): a build exactly then must still show the copy. Its own kind of edge, so that it is not
    /// lost among the many expiries of other kinds.
    case fallbackExpiry
    /// A widget's next entry date.
    case entry
    /// The quiet hours' starts and ends.
    case quietHours
  }

  /// The most counted refreshes per widget whose 24-hour edge is aimed at (its newest ones), so that a widget with a
  /// large budget costs no more than a few.
  static let windowEdgesMax = 8

  /// An instant ahead, within the run, at a rule edge of some kind: the edge itself half of the time, else a
  /// millisecond before or after it. Nil when there is none.
  func edgeTick(in state: SimState, using rng: inout SplitMix64) -> Instant? {
    let edges = ruleEdges(in: state).mapValues { $0.filter { $0.at > state.now } }
    let kinds = Edge.allCases.filter { !(edges[$0]?.isEmpty ?? true) }
    guard !kinds.isEmpty else { return nil }
    let edge = rng.pick(edges[rng.pick(kinds)]!).at
    let offset = rng.chance(0.5) ? 0 : rng.pick([-1, 1] as [Int64])
    return edge + TimeSpan(ms: offset) > state.now ? edge + TimeSpan(ms: offset) : edge
  }

  /// The instants from now on, within the run, where a rule about the state changes its answer, by kind of edge,
  /// each with the widget it is about (none for the quiet hours).
  func ruleEdges(in state: SimState) -> [Edge: [(at: Instant, widget: String?)]] {
    let end = state.start + limits.duration
    var edges: [Edge: [(at: Instant, widget: String?)]] = [:]
    var widget: String? = nil
    func add(_ t: Instant?, _ edge: Edge) {
      guard let t, t >= state.now && t <= end else { return }
      edges[edge, default: []].append((t, widget))
    }
    // Every copy of each key, in both containers a provider reads: the build at its expiry is the one to test.
    var copies: [String: [CacheEntry]] = [:]
    for table in [state.cache, state.extensionCache] {
      for (key, entry) in zip(table.keys, table.values) { copies[key, default: []].append(entry) }
    }
    for placed in state.orderedWidgets {
      widget = placed.id
      add(placed.nextRefresh, .due)
      add(state.policyDue(placed), .due)
      add(placed.pending?.dueAt, .due)
      add(placed.timeline.generatedAt + state.effectiveMinInterval, .minInterval)
      for refresh in placed.budget.refreshes.suffix(Self.windowEdgesMax) {
        add(refresh + History.budgetWindowSpan, .window)
      }
      guard let kind = state.kinds[placed.kind] else { continue }
      if let data = placed.timeline.data {
        add(data.writtenAt + data.ttl, .expiry)
        add(data.writtenAt + kind.ttl, .expiry)
      }
      for copy in kind.dataKey.resolve(placed.config).flatMap({ copies[$0] }) ?? [] {
        add(
          copy.writtenAt + (copy.ttl ?? kind.ttl), kind.expired == .fallback && !kind.series ? .fallbackExpiry : .expiry
        )
      }
      let timeline = placed.timeline
      if timeline.every.ms > 0, timeline.entries > 1, state.now >= timeline.generatedAt {
        let next = (state.now - timeline.generatedAt).ms / timeline.every.ms + 1
        if next < Int64(timeline.entries) { add(timeline.generatedAt + timeline.every * next, .entry) }
      }
    }
    if let window = state.settings.quietHours {
      edges[.quietHours] = QuietClock.edges(of: window, after: state.now - TimeSpan(ms: 1)).filter { $0 <= end }
        .map { ($0, nil) }
    }
    return edges
  }

  /// The instants ahead, within the run, where a copy that a widget of an `expired=fallback` kind reads reaches its
  /// ttl: one of those edges lasts only from the write to the expiry, so a tick aimed among all edges rarely finds
  /// one open; `next` ticks straight to it now and then (`fallbackExpiryChance`).
  func fallbackExpiries(in state: SimState) -> [Instant] {
    let end = state.start + limits.duration
    var found: [Instant] = []
    for placed in state.orderedWidgets {
      guard let kind = state.kinds[placed.kind], kind.expired == .fallback, !kind.series,
        let key = kind.dataKey.resolve(placed.config)
      else { continue }
      for table in [state.cache, state.extensionCache] {
        guard let copy = table[key] else { continue }
        let t = copy.writtenAt + (copy.ttl ?? kind.ttl)
        if t > state.now && t <= end { found.append(t) }
      }
    }
    return found
  }

  /// How often `next` ticks to a pending `fallbackExpiries` edge when there is one.
  static let fallbackExpiryChance = 0.25

  /// The rule edges the clock stands exactly on (a tick stopped there), where an action taken now meets them: the
  /// widgets they are about (nil for the quiet hours), none when it stands on no edge.
  func edgesNow(_ state: SimState) -> [String?] {
    ruleEdges(in: state).values.flatMap { $0.filter { $0.at == state.now }.map(\.widget) }
  }

  /// While the foreground throttle's window is open, what meets its rules: a second reload inside the window (held),
  /// then the app going to the background before the window's end (the held reload carried out at once). Nil when no
  /// window is open, so runs that never set `foregroundThrottle` draw as before.
  func throttleAim(in state: SimState, using rng: inout SplitMix64) -> Command? {
    guard state.app == .foreground, let end = state.filter.throttleEnd, end > state.now, !state.kindOrder.isEmpty,
      rng.chance(0.3)
    else { return nil }
    if state.filter.throttleHeld && rng.chance(0.5) { return .app("background") }
    return .reload(target: rng.chance(0.3) ? "all" : rng.pick(state.kindOrder))
  }

  /// The categories whose commands meet a rule edge at the instant they are taken: they build (a reload, a
  /// configuration, a widget added, the app going to the background) or change a setting. A reload weighs most: it
  /// builds at once from the foreground, and counts from the background.
  static let edgeActions: [ActionCategory] = [.reload, .reload, .reload, .configure, .add, .app, .set]

  /// A command that builds or changes a setting now, drawn among `edgeActions` that the run's weights allow, or nil;
  /// a reload names the kind of a widget at one of `edges` (else of any placed widget), so that it builds it.
  func edgeAction(_ edges: [String?], in state: SimState, using rng: inout SplitMix64) -> Command? {
    let allowed = Self.edgeActions.filter { (weights.weights[$0] ?? 0) > 0 }
    guard !allowed.isEmpty else { return nil }
    let category = rng.pick(allowed)
    let ids = edges.compactMap { $0 }.filter { state.widgets[$0] != nil }
    let id = ids.isEmpty ? state.widgets.keys.sorted().first : rng.pick(ids)
    if category == .reload, let id {
      // From the background a reload counts and may wait; from the foreground it builds now, at the edge. Half of
      // the time the app first goes where the edge wants it (the clock stays on the edge for the next command): to
      // the background at a quiet hours' edge (nil among `edges`), whose rule is about counted refreshes, else to
      // the foreground.
      let wanted: AppState = edges.contains(where: { $0 == nil }) ? .background : .foreground
      if state.app != wanted, rng.chance(0.5) { return .app(wanted.rawValue) }
      return .reload(target: state.widgets[id]!.kind)
    }
    return make(category, in: state, using: &rng)
  }
}

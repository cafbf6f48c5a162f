import WidgetModel

/// What each action of a journal changed in the widgets, found without looking at the widgets it cannot have changed:
/// the export's facts are computed again only for the widgets an action touched, so that exporting is linear in the
/// journal rather than in its actions times its widgets.
extension SwiftTestingExport {
  /// The facts of every placed widget after the last action recorded, and indexes of them by kind and by the cache
  /// keys their status reads, to find the widgets an action touched.
  struct Tracker {
    /// Every placed widget's facts.
    var facts: [String: Facts] = [:]
    /// Every placed widget's kind and position in the order the widgets were added.
    var kindOf: [String: String] = [:]
    var ordinal: [String: Int] = [:]
    /// The placed widgets of each kind.
    var byKind: [String: Set<String>] = [:]
    /// The widgets whose status reads each cache key (the key their timeline shows, and the key a waiting
    /// configuration change will read), and those keys of each widget.
    var readers: [String: Set<String>] = [:]
    var keysRead: [String: [String]] = [:]
    /// The clock after the last action recorded.
    var now: Instant? = nil
    /// How many times a widget's facts were computed, for the tests that prove the work is linear.
    var factsComputed = 0
    /// When true, every widget's facts are computed after every action (the tests' naive oracle).
    var exhaustive = false

    /// What one action changed: the widgets placed and removed, and the fields whose value changed, with the facts
    /// after it of every widget it touched.
    struct Change: Equatable {
      /// A widget whose facts changed: before (nil for a new one) and after.
      struct Touched: Equatable {
        var id: String
        var before: Facts?
        var after: Facts
      }
      var added: [String] = []
      var removed: [String] = []
      /// The widgets whose facts changed, in the order they were added.
      var touched: [Touched] = []
    }

    /// Records the state after `action`, which carried out `builds`, and returns what it changed.
    /// - Complexity: O(t log t) for the t widgets the action touched: those it names, built, or whose status reads a
    ///   key it wrote; every widget after an action that moves the clock or changes the kinds, the settings, the
    ///   environment, or a shared budget.
    mutating func record(_ action: Action, after state: SimState, builds: [Refresh]) -> Change {
      defer { now = state.now }
      var change = Change()
      let candidates = exhaustive ? nil : touched(by: action, in: state, builds: builds)
      let visit = { (tracker: inout Tracker, widget: Widget) in
        let after = Facts(widget, in: state)
        tracker.factsComputed += 1
        let before = tracker.facts.updateValue(after, forKey: widget.id)
        if before == nil {
          change.added.append(widget.id)
          tracker.place(widget)
        }
        tracker.index(widget, in: state)
        if before != after { change.touched.append(Change.Touched(id: widget.id, before: before, after: after)) }
      }
      if let candidates {
        for id in candidates {
          if let widget = state.widgets[id] {
            visit(&self, widget)
          } else if facts[id] != nil {
            change.removed.append(id)
            unplace(id)
          }
        }
      } else {
        for widget in state.widgets.values { visit(&self, widget) }
        if facts.count != state.widgets.count {
          let gone = facts.keys.filter { state.widgets[$0] == nil }.sorted { ordinal[$0]! < ordinal[$1]! }
          for id in gone { unplace(id) }
          change.removed = gone
        }
      }
      precondition(facts.count == state.widgets.count, "the export keeps the facts of every placed widget")
      return change
    }

    /// The widgets `action` may have changed the facts of, in the order they were added (removed ones included), or
    /// nil for every widget: after an action that moves the clock (entries show, data expires, refreshes leave the
    /// 24-hour window), changes the kinds, the settings, the app's state, the App Group or the network, or records a
    /// developer's provider outputs (which may write what other widgets read); and after a build or a removal while
    /// widgets share a budget or quiet hours hold refreshes (one widget's refresh changes the others' budget).
    func touched(by action: Action, in state: SimState, builds: [Refresh]) -> [String]? {
      guard state.now == now || now == nil else { return nil }
      var ids: Set<String> = []
      switch action {
      case .widgetAdded(let id, _, _, _, _), .widgetConfigured(let id, _), .widgetRemoved(let id):
        ids.insert(id)
      case .dataArrived(let key, _, _), .fetchFailed(let key, _):
        ids.formUnion(readers[key] ?? [])
      case .reloadRequested(.kind(let name)) where state.kinds[name] != nil:
        ids.formUnion(byKind[name] ?? [])
      default:
        return nil
      }
      let shared = state.settings.budgetScope != .widget || state.settings.quietHours != nil
      if case .widgetRemoved = action, shared { return nil }
      if shared, !builds.isEmpty { return nil }
      for build in builds {
        ids.insert(build.widget)
        // A build that fetched stored what it read in the extension's container, which other widgets may read.
        guard let widget = state.widgets[build.widget], let kind = state.kinds[widget.kind],
          kind.fetch == .network || kind.provider
        else { continue }
        for key in (keysRead[build.widget] ?? []) + [widget.timeline.dataKey].compactMap({ $0 }) {
          ids.formUnion(readers[key] ?? [])
        }
      }
      return ids.sorted { position($0, in: state) < position($1, in: state) }
    }

    /// Where a widget, placed or just removed, comes in the order the widgets were added.
    func position(_ id: String, in state: SimState) -> Int {
      ordinal[id] ?? state.widgets[id]?.ordinal ?? Int.max
    }

    /// Notes a widget placed now.
    mutating func place(_ widget: Widget) {
      kindOf[widget.id] = widget.kind
      ordinal[widget.id] = widget.ordinal
      byKind[widget.kind, default: []].insert(widget.id)
    }

    /// Forgets a widget removed now.
    mutating func unplace(_ id: String) {
      facts[id] = nil
      if let kind = kindOf.removeValue(forKey: id) { byKind[kind]?.remove(id) }
      ordinal[id] = nil
      for key in keysRead.removeValue(forKey: id) ?? [] { readers[key]?.remove(id) }
    }

    /// Notes the keys a widget's status reads now.
    mutating func index(_ widget: Widget, in state: SimState) {
      let keys = [widget.timeline.dataKey, state.pendingConfiguredKey(widget)].compactMap { $0 }
      let old = keysRead[widget.id] ?? []
      guard keys != old else { return }
      for key in old { readers[key]?.remove(widget.id) }
      for key in keys { readers[key, default: []].insert(widget.id) }
      keysRead[widget.id] = keys
    }
  }
}

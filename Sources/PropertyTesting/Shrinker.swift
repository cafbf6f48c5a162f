import WidgetModel

/// Shrinks a failing action sequence to a small one that still fails: drop chunks, then whole widgets, kinds
/// and keys, then simplify single actions; a candidate is kept only if it is still valid and still fails.
public struct Shrinker {
  /// Whether actions may be changed (shorter ticks, default values), not only dropped.
  public var simplifies: Bool
  /// The most candidates tried, so shrinking always ends quickly.
  public var triesMax = 20_000
  /// How many candidates were tried.
  public private(set) var tries = 0
  /// The state the sequences start from (its clock is the journal's start).
  let initial: SimState
  /// How many leading actions a failing candidate needs (the failing step), or nil when it passes or is invalid.
  let failingLength: ([Action]) -> Int?

  /// A shrinker for sequences folded from `initial`; `failingLength` folds a candidate (rejecting invalid ones)
  /// and returns how many actions it needs to fail, or nil when it does not fail.
  public init(initial: SimState, simplifies: Bool = true, failingLength: @escaping ([Action]) -> Int?) {
    self.initial = initial
    self.simplifies = simplifies
    self.failingLength = failingLength
  }

  /// The smallest failing sequence found from `actions`, which must fail.
  public mutating func shrink(_ actions: [Action]) -> [Action] {
    guard let length = failingLength(actions) else { preconditionFailure("shrink needs a failing sequence") }
    var current = Array(actions.prefix(length))
    var changed = true
    while changed && tries < triesMax {
      changed = dropChunks(&current)
      changed = dropGroups(&current) || changed
      if simplifies { changed = simplifyActions(&current) || changed }
    }
    if simplifies { renameWidgets(&current) }
    return current
  }

  /// Keeps `candidate` (cut after its failing step) when it still fails.
  mutating func attempt(_ candidate: [Action], _ current: inout [Action]) -> Bool {
    guard tries < triesMax, candidate != current else { return false }
    tries += 1
    guard let length = failingLength(candidate) else { return false }
    current = Array(candidate.prefix(length))
    return true
  }

  /// Drops chunks of halving sizes, from the end backwards (later actions depend on earlier ones).
  mutating func dropChunks(_ current: inout [Action]) -> Bool {
    var changed = false
    var size = max(current.count / 2, 1)
    while size >= 1 {
      var end = current.count
      while end > 0 {
        let start = max(0, end - size)
        if attempt(Array(current[..<start] + current[end...]), &current) { changed = true }
        end = min(start, current.count)
      }
      size /= 2
    }
    return changed
  }

  /// Drops everything about one widget, kind, cache key or action name at once, with what depends on it.
  mutating func dropGroups(_ current: inout [Action]) -> Bool {
    var changed = false
    var seen: Set<String> = []
    let groups = current.flatMap(Self.groups).filter { seen.insert($0).inserted }
    for group in groups.reversed() {
      let candidate = dependentsDropped(current.filter { !Self.groups($0).contains(group) })
      if attempt(candidate, &current) { changed = true }
    }
    return changed
  }

  /// The groups an action belongs to: its widget, its kind, its key and its name.
  static func groups(_ action: Action) -> [String] {
    var groups = ["name:" + action.name]
    switch action {
    case .kindDefined(let kind): groups.append("kind:" + kind.name)
    case .widgetAdded(let id, let kind, _, _, _): groups += ["widget:" + id, "kind:" + kind]
    case .widgetRemoved(let id), .widgetConfigured(let id, _): groups.append("widget:" + id)
    case .dataArrived(let key, _, _), .fetchFailed(let key, _), .networkChanged(.rule(let key, _)):
      groups.append("key:" + key)
    case .reloadRequested(.kind(let kind)): groups.append("kind:" + kind)
    case .intentDefined(let intent): groups += ["kind:" + intent.kind, "key:" + intent.key]
    case .tapped(let id, _): groups.append("widget:" + id)
    default: break
    }
    return groups
  }

  /// The sequence without the actions that became invalid (e.g. a configure of a widget no longer added).
  func dependentsDropped(_ actions: [Action]) -> [Action] {
    var state = initial
    var kept: [Action] = []
    for action in actions {
      do { try state.check(action) } catch { continue }
      state.apply(action)
      kept.append(action)
    }
    return kept
  }

  /// Renames widgets `w1`, `w2`, … in the order they were added, when the sequence still fails.
  mutating func renameWidgets(_ current: inout [Action]) {
    var names: [String: String] = [:]
    for case .widgetAdded(let id, _, _, _, _) in current where names[id] == nil { names[id] = "w\(names.count + 1)" }
    let candidate = current.map { action -> Action in
      switch action {
      case .widgetAdded(let id, let kind, let family, let config, let page):
        return .widgetAdded(id: names[id]!, kind: kind, family: family, config: config, page: page)
      case .widgetRemoved(let id): return .widgetRemoved(id: names[id] ?? id)
      case .widgetConfigured(let id, let changes): return .widgetConfigured(id: names[id] ?? id, changes: changes)
      case .tapped(let id, let intent): return .tapped(id: names[id] ?? id, intent: intent)
      default: return action
      }
    }
    _ = attempt(candidate, &current)
  }
}

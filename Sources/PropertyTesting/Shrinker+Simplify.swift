import WidgetModel

/// Simplifying single actions: shorter ticks, fewer or default parameter values, widgets of the first kind, plain
/// data, plain server answers (default delay, a plain value, an error for a timeout), default settings and simpler
/// kinds.
extension Shrinker {
  /// Tries the simplifications of each action, from the last to the first; keeps the first that still fails.
  mutating func simplifyActions(_ current: inout [Action]) -> Bool {
    var changed = false
    var index = current.count - 1
    while index >= 0 && tries < triesMax {
      for candidate in simplifications(of: index, in: current) where attempt(candidate, &current) {
        changed = true
        break
      }
      index = min(index - 1, current.count - 1)
    }
    return changed
  }

  /// The candidate sequences with action `index` simplified, simplest first.
  func simplifications(of index: Int, in actions: [Action]) -> [[Action]] {
    func replaced(_ action: Action) -> [Action] {
      var copy = actions
      copy[index] = action
      return copy
    }
    switch actions[index] {
    case .clockTicked(let to): return shorterTicks(index, to: to, in: actions)
    case .widgetAdded(let id, let kindName, let family, let config, _):
      guard let kind = definedKind(kindName, before: index, in: actions) else { return [] }
      var defaults: [String: ParamValue] = [:]
      for param in kind.params { defaults[param.name] = param.defaultValue }
      var candidates: [Action] = []
      if config != defaults {
        candidates.append(.widgetAdded(id: id, kind: kindName, family: family, config: defaults))
      }
      if family != kind.families[0] {
        candidates.append(.widgetAdded(id: id, kind: kindName, family: kind.families[0], config: config))
      }
      // A widget of the first kind instead, so that the other kinds may go.
      if let first = firstKind(before: index, in: actions), first.name != kindName {
        var firstDefaults: [String: ParamValue] = [:]
        for param in first.params { firstDefaults[param.name] = param.defaultValue }
        candidates.append(.widgetAdded(id: id, kind: first.name, family: first.families[0], config: firstDefaults))
      }
      return candidates.map(replaced)
    case .widgetConfigured(let id, let changes) where changes.count > 1:
      return changes.keys.sorted().map { name in
        var fewer = changes
        fewer[name] = nil
        return replaced(.widgetConfigured(id: id, changes: fewer))
      }
    case .dataArrived(let key, let value, let ttl):
      var candidates: [Action] = []
      if ttl != nil { candidates.append(.dataArrived(key: key, value: value, ttl: nil)) }
      if value != .int(1) { candidates.append(.dataArrived(key: key, value: .int(1), ttl: ttl)) }
      return candidates.map(replaced)
    case .networkChanged(.rule(let key, .answer(let value, let took, let seq))):
      var candidates: [Action] = []
      if took != NetworkChange.defaultTook {
        candidates.append(.networkChanged(.rule(key: key, .answer(value, took: NetworkChange.defaultTook, seq: seq))))
      }
      if value != .int(1) {
        candidates.append(.networkChanged(.rule(key: key, .answer(.int(1), took: took, seq: seq))))
      }
      return candidates.map(replaced)
    case .networkChanged(.rule(let key, .timeout)):
      return [replaced(.networkChanged(.rule(key: key, .error)))]
    case .settingChanged(let setting):
      let plain = SettingTable.row(setting.key).defaultValue
      return plain == setting ? [] : [replaced(.settingChanged(plain))]
    case .kindDefined(let kind): return Self.simplerKinds(kind).map { replaced(.kindDefined($0)) }
    default: return []
    }
  }

  /// Candidates with tick `index` shortened to a simpler span, every later tick moved earlier by as much.
  func shorterTicks(_ index: Int, to: Instant, in actions: [Action]) -> [[Action]] {
    var clock = initial.now
    for case .clockTicked(let earlier) in actions[..<index] { clock = earlier }
    let span = to - clock
    let simpler: [Int64] = [1000, 60_000, 300_000, 900_000, 3_600_000, 21_600_000, 86_400_000, span.ms / 2]
    return simpler.filter { $0 > 0 && $0 < span.ms }.sorted().map { ms in
      let delta = TimeSpan(ms: span.ms - ms)
      var copy = actions
      for later in index..<copy.count {
        if case .clockTicked(let instant) = copy[later] { copy[later] = .clockTicked(to: instant - delta) }
      }
      return copy
    }
  }

  /// The first kind defined (the initial state's first, else the first `define` before `index`).
  func firstKind(before index: Int, in actions: [Action]) -> Kind? {
    if let name = initial.kindOrder.first { return initial.kinds[name] }
    for case .kindDefined(let kind) in actions[..<index] { return kind }
    return nil
  }

  /// The kind named `name` as defined before `index`.
  func definedKind(_ name: String, before index: Int, in actions: [Action]) -> Kind? {
    for case .kindDefined(let kind) in actions[..<index].reversed() where kind.name == name { return kind }
    return initial.kinds[name]
  }

  /// Simpler variants of a kind, one change each: one entry, hourly, `atEnd`, one family, plain ttl and fallback.
  static func simplerKinds(_ kind: Kind) -> [Kind] {
    var variants: [Kind] = []
    func variant(_ change: (inout Kind) -> Void) {
      var copy = kind
      change(&copy)
      if copy != kind { variants.append(copy) }
    }
    variant { $0.entries = 1 }
    variant { $0.every = .hours(1) }
    variant { $0.policy = .atEnd }
    variant { $0.families = [$0.families[0]] }
    variant { $0.ttl = .minutes(30) }
    variant { $0.fallback = .placeholder }
    variant { $0.appGroup = true }
    variant { $0.displayName = $0.name }
    variant { $0.fetch = .none }
    variant { $0.timeout = Kind.defaultTimeout }
    variant { $0.cachedPolicy = nil }
    variant { $0.fallbackPolicy = nil }
    variant { $0.expired = .show }
    variant { $0.series = false }
    return variants
  }
}

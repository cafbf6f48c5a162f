/// The `doctor` checks of one widget: why it is not live, refreshes that read nothing new, and where the pace of its
/// counted refreshes leads (docs/MODEL.md, "Explanations (why, doctor)").
extension SimState {
  /// The fewest counted refreshes reading the same data that `doctor` reports.
  public static let sameDataRefreshesMin = 3
  /// The fewest counted refreshes in the window from which `doctor` reads a pace.
  public static let paceRefreshesMin = 3

  /// A widget that is not live, unless another finding already names it for the same reason (data with no reload
  /// after it, or a parameter without a value).
  func notLiveFindings(_ widget: Widget, explained: Set<String>, zone: DisplayZone) -> [Finding] {
    let shown = display(widget)
    guard shown.status != .live, !explained.contains(widget.id) else { return [] }
    if case .unresolvedKey? = widget.timeline.missingReason, shown.status != .stale { return [] }
    let problem: String
    switch shown.status {
    case .stale: problem = "is stale because " + statusReason(widget, shown, zone: zone).dropLast()
    case .blank: problem = "is blank because " + missingDataReason(widget.timeline)
    case .placeholder, .live: problem = "shows placeholder content because " + missingDataReason(widget.timeline)
    }
    var ways = soonerWays(widget, shown)
    if widget.timeline.data == nil, let key = widget.timeline.dataKey {
      if kinds[widget.kind]?.fetch == .network {
        ways.insert("let its fetch answer (net \(key) VALUE), then reload \(widget.kind)", at: 0)
      } else if cache[key] == nil, sandboxedWrite(of: key) == nil {
        ways.insert("write its data (data \(key) VALUE), then reload \(widget.kind)", at: 0)
      }
    }
    if ways.isEmpty { ways.append("reload \(widget.kind)") }
    return [Finding(rule: .notLive, subject: widget.id, problem: problem, fix: ways.joined(separator: "; "))]
  }

  /// Why a timeline holds no data, as a clause; for a build that fetched in vain, what the fetch did first.
  func missingDataReason(_ timeline: Timeline) -> String {
    let fetched = timeline.fetch.map { Self.fetchClause($0, key: timeline.dataKey) + ", and " } ?? ""
    switch timeline.missingReason {
    case .unresolvedKey(let param)?:
      return "parameter \(param) has no value and no default, so its data key is unresolved"
    case .appGroupUnavailable?:
      return fetched + "the App Group was unavailable when its timeline was built, so it read nothing"
    case .noData?, nil:
      let written = fetched.isEmpty ? "had been written" : "was cached"
      return fetched + "nothing \(written) for \(timeline.dataKey ?? "its key") when its timeline was built"
    case .expired?: return fetched + "its newest copy was past its ttl when its timeline was built (expired=fallback)"
    case .buildFailed?: return "its first build failed (the provider ran past its deadline)"
    }
  }

  /// Counted refreshes in the window that came after the data the widget shows was written, so read that same data.
  func sameDataFindings(_ widget: Widget, zone: DisplayZone) -> [Finding] {
    guard let data = widget.timeline.data, let key = widget.timeline.dataKey else { return [] }
    let window = refreshesInWindow(widget)
    // A refresh at the very instant of the write may have come before it, in an earlier action: it is not counted.
    let same = window.count(where: { $0 > data.writtenAt })
    guard same >= Self.sameDataRefreshesMin else { return [] }
    let count =
      same == window.count
      ? "all \(same) of its counted refreshes in the last 24h" : "\(same) of its last \(window.count) counted refreshes"
    return [
      Finding(
        rule: .sameData, subject: widget.id,
        problem: "\(count) read the same data (\(key), written at \(time(data.writtenAt, zone)))",
        fix:
          "reload only after writing new data (data \(key) VALUE, then reload \(widget.kind)), and let the policy refresh no more often than the data changes"
      )
    ]
  }

  /// A budget not yet spent that the pace of the widget's counted refreshes will spend.
  func budgetPaceFindings(_ widget: Widget, zone: DisplayZone) -> [Finding] {
    let used = budgetUsed(widget)
    guard used < settings.budget, let projection = budgetSpentAtPace(widget) else { return [] }
    return [
      Finding(
        rule: .budgetPace, subject: widget.id,
        problem:
          "at this pace (a counted refresh every \(projection.pace.text)) its budget is spent by \(time(projection.spentAt, zone)) (\(used)/\(settings.budget) used in the last 24h)",
        fix: "reload only when the data really changed, and from the foreground where possible (not counted)")
    ]
  }

  /// The counted refreshes of a widget in the window at `now`, oldest first.
  public func refreshesInWindow(_ widget: Widget) -> [Instant] {
    widget.budget.refreshes.filter { now - RefreshBudget.window < $0 && $0 <= now }
  }

  /// The pace of a widget's counted refreshes (the median gap between those in the window) and the instant its
  /// budget is spent if refreshes go on at that pace from the last one; nil with fewer than `paceRefreshesMin`
  /// refreshes, when the pace has already slowed (no refresh for longer than the pace), or when a day at that pace
  /// fits in the budget.
  /// - Complexity: O(b log n) for a budget of b and n refreshes in the window.
  public func budgetSpentAtPace(_ widget: Widget) -> (pace: TimeSpan, spentAt: Instant)? {
    let refreshes = refreshesInWindow(widget)
    guard refreshes.count >= Self.paceRefreshesMin, let last = refreshes.last else { return nil }
    let gaps = zip(refreshes.dropFirst(), refreshes).map { ($0 - $1).ms }.sorted()
    let pace = gaps[gaps.count / 2]
    guard pace > 0, (now - last).ms <= pace else { return nil }
    return budgetSpent(widget, pace: TimeSpan(ms: pace), after: last).map { (TimeSpan(ms: pace), $0) }
  }

  /// The instant a widget's budget is spent if counted refreshes come every `pace` from `last` on (the first one at
  /// `last + pace`), counting those already in its window; nil when a day at that pace fits in the budget.
  /// - Complexity: O(b log n) for a budget of b and n refreshes in the window.
  public func budgetSpent(_ widget: Widget, pace: TimeSpan, after last: Instant) -> Instant? {
    guard pace.ms > 0 else { return nil }
    // Refreshes at this pace that fit in one window; past refreshes leave it as the future ones come.
    let perWindow = (RefreshBudget.window.ms + pace.ms - 1) / pace.ms
    let limit = Int64(settings.budget)
    var k: Int64 = 1
    while k <= min(limit, perWindow + 1) {
      let at = last + TimeSpan(ms: k * pace.ms)
      guard at <= Limits.instantMax else { return nil }
      if Int64(widget.budget.used(at: at)) + min(k, perWindow) >= limit { return at }
      k += 1
    }
    return nil
  }
}

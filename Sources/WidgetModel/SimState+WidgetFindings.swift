/// The `doctor` checks of one widget: why it is not live, a parameter without a value, policy refreshes that read
/// nothing new, and where the pace of its counted refreshes leads (docs/DOCTOR.md).
extension SimState {
  /// The fewest counted refreshes reading no newer data that `doctor` reports (`sameData`, `wastedReload`).
  public static let sameDataRefreshesMin = 3
  /// The fewest counted refreshes in the window from which `doctor` reads a pace.
  public static let paceRefreshesMin = 3

  /// A widget that is not live, unless another finding already accounts for it (`Finding.explains`).
  func notLiveFindings(_ widget: Widget, explained: Set<String>) -> [Finding] {
    let shown = display(widget)
    guard shown.status != .live, !explained.contains(widget.id) else { return [] }
    var firstStep: NotLiveStep? = nil
    if widget.timeline.data == nil, let key = widget.timeline.dataKey {
      if let kind = kinds[widget.kind], kind.fetch == .network {
        // A server that answers in time now needs no change: a reload (among the sooner ways) fetches again.
        if network.fetch(key, timeout: kind.timeout).name != "answered" { firstStep = .letFetchAnswer(key: key) }
      } else if cache[key] == nil, sandboxedWrite(of: key) == nil {
        firstStep = .writeData(key: key)
      }
    }
    let evidence = [widget.timeline.builtSeq, widget.timeline.data?.writeSeq ?? 0, shown.newerData?.writeSeq ?? 0]
    return [
      Finding(
        subject: widget.id,
        subjects: FindingSubjects(
          widgets: [widget.id], kinds: [widget.kind], keys: [widget.timeline.dataKey].compactMap { $0 }),
        evidence: evidence,
        detail: .notLive(
          status: shown.status, stale: staleReason(widget, shown), missing: widget.timeline.missingReason,
          firstStep: firstStep), explains: [widget.id])
    ]
  }

  /// The checklist's "null configuration handled": a widget whose parameter has no value (and no default), so its
  /// provider gets nil; when the data key names it, the key is unresolved and the widget shows its fallback.
  func missingValueFindings(_ widget: Widget, history: DoctorHistory) -> [Finding] {
    guard let kind = kinds[widget.kind] else { return [] }
    return kind.params.filter { widget.config[$0.name] == nil }.map { param in
      let inKey = kind.dataKey.placeholders.contains(param.name)
      return Finding(
        subject: widget.id, subjects: FindingSubjects(widgets: [widget.id], kinds: [kind.name]),
        evidence: [history.placedAt[widget.id]].compactMap { $0 },
        detail: .missingValue(param: param.name, dataKey: inKey ? kind.dataKey.text : nil),
        explains: inKey && display(widget).status != .live ? [widget.id] : [])
    }
  }

  /// The counted builds of a widget in the window at `now` that `history` holds, oldest first.
  func buildsInWindow(_ widget: Widget, history: DoctorHistory) -> [DoctorHistory.Build] {
    history.builds(of: widget.id).filter { now - RefreshBudget.window < $0.at && $0.at <= now }
  }

  /// Counted refreshes by the policy (not by a reload) in the window that read the same data as the build before:
  /// the policy refreshes more often than the data changes.
  func sameDataFindings(_ widget: Widget, history: DoctorHistory) -> [Finding] {
    guard let data = widget.timeline.data, let key = widget.timeline.dataKey else { return [] }
    let byPolicy = buildsInWindow(widget, history: history).filter { $0.cause != .reload }
    let same = byPolicy.filter { !$0.newer }
    guard same.count >= Self.sameDataRefreshesMin else { return [] }
    // The pace of the writes is worth saying only when it is slower than the policy's.
    let spacing = kinds[widget.kind].flatMap { refreshSpacing($0.policy, of: $0) } ?? .zero
    let interval = writeInterval(key, history: history).flatMap { $0 > spacing ? $0 : nil }
    let detail = FindingDetail.sameData(
      kind: widget.kind, key: key, same: same.count, byPolicy: byPolicy.count, writtenAt: data.writtenAt,
      writeInterval: interval)
    return [
      Finding(
        subject: widget.id, subjects: FindingSubjects(widgets: [widget.id], kinds: [widget.kind], keys: [key]),
        evidence: same.map(\.seq), detail: detail)
    ]
  }

  /// A widget that has spent its whole budget; a shared budget gets one finding, on its first widget, naming what
  /// each widget spent of it.
  func spentBudgetFindings(_ widget: Widget, history: DoctorHistory) -> [Finding] {
    let used = budgetUsed(widget)
    guard used >= settings.budget else { return [] }
    let pool = budgetPool(widget)
    guard settings.budgetScope != .widget else {
      let detail = FindingDetail.budgetSpent(
        pool: pool, used: used, budget: settings.budget, sharedWith: [], shares: [], nextRefresh: widget.nextRefresh)
      return [budgetFinding(detail, widget, history)]
    }
    let members = poolMembers(widget)
    guard members.first?.id == widget.id else { return [] }
    let shares = members.compactMap { member in
      let used = member.budget.used(at: now)
      return used > 0 ? WidgetCount(widget: member.id, count: used) : nil
    }
    let detail = FindingDetail.budgetSpent(
      pool: pool, used: used, budget: settings.budget, sharedWith: members.dropFirst().map(\.id), shares: shares,
      nextRefresh: widget.nextRefresh)
    var finding = budgetFinding(detail, widget, history)
    finding.subjects.widgets = members.map(\.id)
    return [finding]
  }

  /// A finding about a widget's budget: its counted builds in the window are the evidence.
  func budgetFinding(_ detail: FindingDetail, _ widget: Widget, _ history: DoctorHistory) -> Finding {
    Finding(
      subject: widget.id, subjects: FindingSubjects(widgets: [widget.id], kinds: [widget.kind]),
      evidence: buildsInWindow(widget, history: history).map(\.seq), detail: detail)
  }

  /// A budget not yet spent that the pace of the widget's counted refreshes will spend.
  func budgetPaceFindings(_ widget: Widget, history: DoctorHistory) -> [Finding] {
    let used = budgetUsed(widget)
    guard used < settings.budget, let projection = budgetSpentAtPace(widget) else { return [] }
    let detail = FindingDetail.budgetPace(
      pace: projection.pace, spentAt: projection.spentAt, used: used, budget: settings.budget,
      pool: budgetPool(widget))
    return [budgetFinding(detail, widget, history)]
  }

  /// The counted refreshes in the window at `now` of the budget a widget draws on (its own, or its pool's under
  /// `budgetScope=kind|app`), oldest first.
  public func refreshesInWindow(_ widget: Widget) -> [Instant] {
    budgetWindow(widget).refreshes(inWindowAt: now)
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
    let window = budgetWindow(widget)
    var k: Int64 = 1
    while k <= min(limit, perWindow + 1) {
      let at = last + TimeSpan(ms: k * pace.ms)
      guard at <= Limits.instantMax else { return nil }
      if Int64(window.used(at: at)) + min(k, perWindow) >= limit { return at }
      k += 1
    }
    return nil
  }
}

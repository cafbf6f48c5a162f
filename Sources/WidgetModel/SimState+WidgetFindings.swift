/// The `doctor` checks of one widget: why it is not live, a parameter without a value, policy refreshes that read
/// nothing new, and where the pace of its counted refreshes leads (docs/DOCTOR.md).
extension SimState {
  /// The fewest counted refreshes reading no newer data that `doctor` reports (`sameData`, `wastedReload`).
  public static let sameDataRefreshesMin = 3
  /// The fewest counted refreshes in the window from which `doctor` reads a pace.
  public static let paceRefreshesMin = 3

  /// A widget that is not live, unless another finding already accounts for it (`Finding.explains`).
  func notLiveFindings(_ widget: Widget, explained: Set<String>, zone: DisplayZone) -> [Finding] {
    let shown = display(widget)
    guard shown.status != .live, !explained.contains(widget.id) else { return [] }
    let problem: String
    switch shown.status {
    case .stale: problem = "is stale because " + Narrator(self, zone: zone).statusReason(widget, shown).dropLast()
    case .blank: problem = "is blank because " + missingDataReason(widget.timeline)
    case .placeholder where widget.timeline.provided != nil:
      problem = "shows placeholder content because " + providerPlaceholderReason(widget, zone: zone)
    case .placeholder, .live: problem = "shows placeholder content because " + missingDataReason(widget.timeline)
    }
    var ways = Narrator(self, zone: zone).soonerWays(widget, shown)
    if widget.timeline.data == nil, let key = widget.timeline.dataKey {
      if let kind = kinds[widget.kind], kind.fetch == .network {
        // A server that answers in time now needs no change: a reload (among `ways`) fetches again.
        if network.fetch(key, timeout: kind.timeout).name != "answered" {
          ways.insert("let its fetch answer (net \(key) VALUE), then reload \(widget.kind)", at: 0)
        }
      } else if cache[key] == nil, sandboxedWrite(of: key) == nil {
        ways.insert("write its data (data \(key) VALUE), then reload \(widget.kind)", at: 0)
      }
    }
    if ways.isEmpty { ways.append("reload \(widget.kind)") }
    let evidence = [widget.timeline.builtSeq, widget.timeline.data?.writeSeq ?? 0, shown.newerData?.writeSeq ?? 0]
    return [
      Finding(
        rule: .notLive, subject: widget.id,
        subjects: FindingSubjects(
          widgets: [widget.id], kinds: [widget.kind], keys: [widget.timeline.dataKey].compactMap { $0 }),
        evidence: evidence, problem: problem, fix: ways.joined(separator: "; "), explains: [widget.id])
    ]
  }

  /// The checklist's "null configuration handled": a widget whose parameter has no value (and no default), so its
  /// provider gets nil; when the data key names it, the key is unresolved and the widget shows its fallback.
  func missingValueFindings(_ widget: Widget, history: DoctorHistory) -> [Finding] {
    guard let kind = kinds[widget.kind] else { return [] }
    return kind.params.filter { widget.config[$0.name] == nil }.map { param in
      let inKey = kind.dataKey.placeholders.contains(param.name)
      let unresolved =
        inKey ? ", and its data key \(kind.dataKey.text) is unresolved, so it shows its fallback" : ""
      return Finding(
        rule: .missingValue, subject: widget.id,
        subjects: FindingSubjects(widgets: [widget.id], kinds: [kind.name]),
        evidence: [history.placedAt[widget.id]].compactMap { $0 },
        problem: "parameter \(param.name) has no value (and no default), so its provider gets nil\(unresolved)",
        fix:
          "handle nil in the provider with an entry that asks to edit the widget (\"Choose a \(param.name)\"), or give it a value (configure \(widget.id) \(param.name)=…)",
        explains: inKey && display(widget).status != .live ? [widget.id] : [])
    }
  }

  /// Why a timeline holds no data, as a clause; for a build that fetched in vain, what the fetch did first.
  func missingDataReason(_ timeline: Timeline) -> String {
    let fetched = timeline.fetch.map { Narrator.fetchClause($0, key: timeline.dataKey) + ", and " } ?? ""
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

  /// The counted builds of a widget in the window at `now` that `history` holds, oldest first.
  func buildsInWindow(_ widget: Widget, history: DoctorHistory) -> [DoctorHistory.Build] {
    history.builds(of: widget.id).filter { now - RefreshBudget.window < $0.at && $0.at <= now }
  }

  /// Counted refreshes by the policy (not by a reload) in the window that read the same data as the build before:
  /// the policy refreshes more often than the data changes.
  func sameDataFindings(_ widget: Widget, history: DoctorHistory, zone: DisplayZone) -> [Finding] {
    guard let data = widget.timeline.data, let key = widget.timeline.dataKey else { return [] }
    let byPolicy = buildsInWindow(widget, history: history).filter { $0.cause != .reload }
    let same = byPolicy.filter { !$0.newer }
    guard same.count >= Self.sameDataRefreshesMin else { return [] }
    let count =
      same.count == byPolicy.count
      ? "all \(same.count) of its counted policy refreshes in the last 24h"
      : "\(same.count) of its \(byPolicy.count) counted policy refreshes in the last 24h"
    // The pace of the writes is worth saying only when it is slower than the policy's.
    let spacing = kinds[widget.kind].flatMap { refreshSpacing($0.policy, of: $0) } ?? .zero
    let interval = writeInterval(key, history: history).flatMap { $0 > spacing ? $0 : nil }
    let changes = interval.map { "the app writes \(key) about every \($0.text), and " } ?? ""
    let suggested = interval.map { "policy=after:\($0.text)" } ?? "policy=after:D, D the data's update interval"
    return [
      Finding(
        rule: .sameData, subject: widget.id,
        subjects: FindingSubjects(widgets: [widget.id], kinds: [widget.kind], keys: [key]),
        evidence: same.map(\.seq),
        problem:
          "\(count) read the same data as the build before (\(key), last written at \(time(data.writtenAt, zone))): \(changes)its policy refreshes more often than the data changes",
        fix:
          "let the policy refresh no more often than the data changes (\(suggested)), or use policy never and reload after each write (reload \(widget.kind))"
      )
    ]
  }

  /// A widget that has spent its whole budget.
  func spentBudgetFindings(_ widget: Widget, history: DoctorHistory, zone: DisplayZone) -> [Finding] {
    guard budgetUsed(widget) >= settings.budget else { return [] }
    let waiting =
      widget.nextRefresh.map { ", so its next refresh waits until \(time($0, zone))" } ?? ""
    let counted = "\(budgetUsed(widget))/\(settings.budget) counted refreshes in the last 24h"
    guard settings.budgetScope != .widget else {
      return [
        budgetFinding(.budgetSpent, widget, history, problem: "has spent its whole budget (\(counted))" + waiting)
      ]
    }
    // A shared budget gets one finding, on its first widget, naming what each widget spent of it.
    let members = poolMembers(widget)
    guard members.first?.id == widget.id else { return [] }
    let shares = members.compactMap { member in
      let used = member.budget.used(at: now)
      return used > 0 ? "\(member.id) \(used)" : nil
    }
    let others = members.dropFirst().map(\.id)
    let with = others.isEmpty ? "" : " with \(others.joined(separator: ", "))"
    let their = others.isEmpty ? "its next refresh waits" : "their next refreshes wait"
    let until = widget.nextRefresh.map { ", so \(their) until \(time($0, zone))" } ?? ""
    var finding = budgetFinding(
      .budgetSpent, widget, history,
      problem:
        "shares \(budgetName(widget))\(with), and it is spent (\(counted): \(shares.joined(separator: ", ")))\(until)")
    finding.subjects.widgets = members.map(\.id)
    return [finding]
  }

  /// A finding about a widget's budget: its counted builds in the window are the evidence, and the fix is to reload
  /// less, and from the foreground.
  func budgetFinding(_ rule: FindingRule, _ widget: Widget, _ history: DoctorHistory, problem: String) -> Finding {
    Finding(
      rule: rule, subject: widget.id, subjects: FindingSubjects(widgets: [widget.id], kinds: [widget.kind]),
      evidence: buildsInWindow(widget, history: history).map(\.seq), problem: problem,
      fix: "reload only when the data really changed, and from the foreground where possible (not counted)")
  }

  /// A budget not yet spent that the pace of the widget's counted refreshes will spend.
  func budgetPaceFindings(_ widget: Widget, history: DoctorHistory, zone: DisplayZone) -> [Finding] {
    let used = budgetUsed(widget)
    guard used < settings.budget, let projection = budgetSpentAtPace(widget) else { return [] }
    return [
      budgetFinding(
        .budgetPace, widget, history,
        problem:
          "at this pace (a counted refresh every \(projection.pace.text)) \(settings.budgetScope == .widget ? "its budget" : budgetName(widget)) is spent by \(time(projection.spentAt, zone)) (\(used)/\(settings.budget) used in the last 24h)"
      )
    ]
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

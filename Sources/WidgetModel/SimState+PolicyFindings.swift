/// The checklist's "timeline policy matches the data's update cycle" for a kind: a ttl shorter than the time between
/// refreshes, a one-entry `atEnd` timeline, and a policy that asks for more refreshes than the budget
/// (docs/DOCTOR.md).
extension SimState {
  /// The policy checks of one kind in use.
  func policyFindings(_ use: KindInUse, history: DoctorHistory) -> [Finding] {
    ttlFindings(use, history: history) + singleEntryFindings(use, history: history)
      + budgetFindings(use, history: history)
  }

  /// How far apart a kind's counted refreshes can come: its policy's spacing, but no closer than the budget allows
  /// (24 hours divided by the budget); nil under `never`.
  func refreshInterval(_ kind: Kind) -> TimeSpan? {
    guard let spacing = refreshSpacing(kind.policy, of: kind) else { return nil }
    return TimeSpan(ms: max(spacing.ms, budgetSpacing.ms))
  }

  /// The least spacing at which a day of counted refreshes fits in the budget.
  var budgetSpacing: TimeSpan {
    let budget = Int64(max(settings.budget, 1))
    return TimeSpan(ms: (RefreshBudget.window.ms + budget - 1) / budget)
  }

  /// A kind that is not a series whose data expires before the next refresh: from the ttl on, until the next
  /// timeline, its widgets are stale. The ttl is the longest that applies to the data its widgets show (data may
  /// carry its own), else the kind's. It is a prediction, a note, until the history bears it out: a warning once its
  /// widgets showed data past its ttl for at least half the time they showed data in the last 24 hours.
  func ttlFindings(_ use: KindInUse, history: DoctorHistory) -> [Finding] {
    let kind = use.kind
    guard !kind.series, let interval = refreshInterval(kind) else { return [] }
    let ttl = use.widgets.compactMap(\.timeline.data?.ttl).max() ?? kind.ttl
    guard ttl < interval else { return [] }
    let shown = expiredShown(use.widgets, history: history)
    // At least half the time, compared exactly (not the rounded percent).
    let severity: Severity? = shown.expired.ms > 0 && shown.expired.ms * 2 >= shown.withData.ms ? .warning : nil
    let shortfall = TTLShortfall(
      ttl: ttl, interval: interval, policySpacing: refreshSpacing(kind.policy, of: kind)!, budget: settings.budget,
      budgetSpacing: budgetSpacing, showing: shown.showing, withData: shown.withData, expired: shown.expired,
      manyEntries: kind.entries > 1, key: use.subjects.keys.count == 1 ? use.subjects.keys[0] : nil)
    return [
      Finding(
        subject: kind.name, subjects: use.subjects,
        evidence: Self.definition(kind, history) + Set(shown.builds).sorted().suffix(Finding.evidenceMax - 1),
        detail: .ttlShorterThanTimeline(shortfall), severity: severity)
    ]
  }

  /// `part` as a percentage of `whole`, rounded to the nearest.
  static func percent(_ part: Int64, of whole: Int64) -> Int64 { (part * 100 + whole / 2) / whole }

  /// How long `widgets` showed data in the last 24 hours (summed over the widgets), how long of it that data was past
  /// its ttl, the seqs of the builds whose timelines showed expired data, and the widgets that showed data.
  /// - Complexity: O(the widgets' timelines in the window).
  func expiredShown(_ widgets: [Widget], history: DoctorHistory) -> (
    withData: TimeSpan, expired: TimeSpan, builds: [Int], showing: [String]
  ) {
    let windowStart = now - RefreshBudget.window
    var withData: Int64 = 0
    var expired: Int64 = 0
    var builds: [Int] = []
    var showing: [String] = []
    for widget in widgets {
      let before = withData
      defer { if withData > before { showing.append(widget.id) } }
      for timeline in history.shown(by: widget.id) {
        guard let expiresAt = timeline.expiresAt else { continue }
        let from = max(timeline.from, windowStart)
        // Shown until a build replaced it, or until now.
        let until = timeline.until ?? now
        guard until > from else { continue }
        withData += (until - from).ms
        let past = (until - max(from, expiresAt)).ms
        if past > 0 {
          expired += past
          builds.append(timeline.seq)
        }
      }
    }
    return (TimeSpan(ms: withData), TimeSpan(ms: expired), builds, showing)
  }

  /// A one-entry `atEnd` kind: its only entry is its last, so it asks for a new timeline at once.
  func singleEntryFindings(_ use: KindInUse, history: DoctorHistory) -> [Finding] {
    let kind = use.kind
    guard kind.entries == 1, kind.policy == .atEnd else { return [] }
    // Under atEndSingle the system waits that long after the build; else the minimum interval is all that holds it.
    let wait = settings.atEndSingle.map { max($0, effectiveMinInterval) } ?? effectiveMinInterval
    let detail = FindingDetail.singleEntryAtEnd(
      wait: wait, byAtEndSingle: settings.atEndSingle != nil, perDay: Self.refreshesPerDay(wait),
      budget: settings.budget)
    return [definitionFinding(detail, use, history)]
  }

  /// A policy that asks for more refreshes a day than the budget (a one-entry `atEnd` kind has its own finding).
  func budgetFindings(_ use: KindInUse, history: DoctorHistory) -> [Finding] {
    let kind = use.kind
    guard !(kind.entries == 1 && kind.policy == .atEnd), let spacing = refreshSpacing(kind.policy, of: kind) else {
      return []
    }
    let perDay = Self.refreshesPerDay(spacing)
    guard perDay > Int64(settings.budget) else { return [] }
    return [
      definitionFinding(
        .policyOverBudget(perDay: perDay, budget: settings.budget, budgetSpacing: budgetSpacing), use, history)
    ]
  }

  /// The median gap between the app's writes of `key` in the window at different instants (writes at one instant
  /// are one change), or nil when they were all at one instant.
  func writeInterval(_ key: String, history: DoctorHistory) -> TimeSpan? {
    let times = history.writes(of: key, after: 0).map(\.at).filter { $0 > now - RefreshBudget.window }
    let gaps = zip(times.dropFirst(), times).map { ($0 - $1).ms }.filter { $0 > 0 }.sorted()
    guard !gaps.isEmpty else { return nil }
    return TimeSpan(ms: gaps[gaps.count / 2])
  }
}

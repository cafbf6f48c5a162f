/// The `doctor` checks of the provider's fetch (docs/MODEL.md, "The provider's fetch"): timeouts against the provider
/// deadline, outcome policies that spend the budget, expired copies shown, series that are not arrays, failed builds
/// and failed fetches.
extension SimState {
  /// The fetch checks of one kind in use.
  func fetchKindFindings(_ use: KindInUse, history: DoctorHistory) -> [Finding] {
    timeoutFindings(use, history: history) + outcomePolicyFindings(use, history: history)
      + seriesFindings(use, history: history)
  }

  /// A kind that fetches with a timeout not below the provider deadline: a slow fetch fails the whole build.
  func timeoutFindings(_ use: KindInUse, history: DoctorHistory) -> [Finding] {
    let kind = use.kind
    guard kind.fetch == .network, kind.timeout >= settings.providerDeadline else { return [] }
    let failing = use.widgets.filter { $0.failure != nil }.map(\.id)
    let detail = FindingDetail.timeoutPastDeadline(
      timeout: kind.timeout, deadline: settings.providerDeadline, retryAfter: settings.retryAfter, failing: failing)
    return [definitionFinding(detail, use, history, also: use.widgets.compactMap { $0.failure?.seq })]
  }

  /// A `cachedPolicy` or `fallbackPolicy` that alone asks for more refreshes a day than the budget, with when the
  /// budget of each widget showing that outcome now runs out at that pace.
  func outcomePolicyFindings(_ use: KindInUse, history: DoctorHistory) -> [Finding] {
    let kind = use.kind
    let outcomes: [(policy: ReloadPolicy?, source: DataSource)] = [
      (kind.cachedPolicy, .cache), (kind.fallbackPolicy, .fallback),
    ]
    return outcomes.compactMap { outcome in
      guard let policy = outcome.policy, policy != kind.policy, let spacing = refreshSpacing(policy, of: kind) else {
        return nil
      }
      let perDay = Self.refreshesPerDay(spacing)
      guard perDay > Int64(settings.budget) else { return nil }
      var widgets: [OutcomeWidget] = []
      for widget in use.widgets where widget.timeline.source == outcome.source && widget.failure == nil {
        let used = budgetUsed(widget)
        if used >= settings.budget {
          widgets.append(OutcomeWidget(widget: widget.id, used: used, spentAt: nil))
        } else if let spentAt = budgetSpent(widget, pace: spacing, after: widget.timeline.generatedAt) {
          widgets.append(OutcomeWidget(widget: widget.id, used: used, spentAt: spentAt))
        }
      }
      // The least spacing that fits a day in the budget, in whole minutes.
      let minutes = (RefreshBudget.window.ms / 60_000 + Int64(settings.budget) - 1) / Int64(settings.budget)
      let detail = OutcomeOverBudget(
        outcome: outcome.source, policy: policy, perDay: perDay, budget: settings.budget,
        wholeBudget: TimeSpan(ms: spacing.ms * Int64(settings.budget)), widgets: widgets, leastMinutes: minutes)
      return definitionFinding(.outcomePolicyOverBudget(detail), use, history)
    }
  }

  /// How far apart counted refreshes come under `policy` for a kind (never closer than the minimum interval), or nil
  /// under `never`.
  func refreshSpacing(_ policy: ReloadPolicy, of kind: Kind) -> TimeSpan? {
    let period: TimeSpan
    switch policy {
    case .atEnd: period = kind.every * Int64(kind.entries - 1)
    case .after(let span): period = span
    case .never: return nil
    }
    return TimeSpan(ms: max(period.ms, effectiveMinInterval.ms))
  }

  /// How many refreshes `spacing` apart a rolling day holds, rounded up.
  static func refreshesPerDay(_ spacing: TimeSpan) -> Int64 {
    (RefreshBudget.window.ms + spacing.ms - 1) / spacing.ms
  }

  /// A series kind whose widgets show a value that is not a non-empty array, one finding per kind.
  func seriesFindings(_ use: KindInUse, history: DoctorHistory) -> [Finding] {
    let kind = use.kind
    guard kind.series else { return [] }
    var shown: [ShownValue] = []
    var viaNetwork = false
    var writes: [Int] = []
    for widget in use.widgets {
      guard let data = widget.timeline.data, let key = widget.timeline.dataKey else { continue }
      if case .array(let elements) = data.value, !elements.isEmpty { continue }
      shown.append(ShownValue(widget: widget.id, key: key, value: data.value))
      writes.append(data.writeSeq)
      viaNetwork = viaNetwork || data.container == .extension
    }
    guard !shown.isEmpty else { return [] }
    return [definitionFinding(.seriesNotArray(values: shown, viaNetwork: viaNetwork), use, history, also: writes)]
  }

  /// A widget whose last build failed: what failed, what it shows meanwhile, and when it is tried again.
  func buildFailedFindings(_ widget: Widget) -> [Finding] {
    guard let failure = widget.failure else { return [] }
    if failure.providerReason != nil, let finding = providerFailureFinding(widget, failure) {
      return [finding]
    }
    return [
      Finding(
        subject: widget.id,
        subjects: FindingSubjects(
          widgets: [widget.id], kinds: [widget.kind], keys: [widget.timeline.dataKey].compactMap { $0 }),
        evidence: [failure.seq],
        detail: .buildFailed(
          outcome: buildOutcome(widget), retryAfter: settings.retryAfter, used: budgetUsed(widget),
          budget: settings.budget),
        explains: [widget.id])
    ]
  }

  /// Whether the last build of a widget whose kind fetches fell back to a copy already past its ttl and shows it
  /// still (`expired=show`).
  func usedExpiredCopy(_ widget: Widget) -> Bool {
    guard let kind = kinds[widget.kind], kind.fetch == .network, kind.expired == .show,
      widget.timeline.source == .cache, let data = widget.timeline.data,
      widget.timeline.generatedAt - data.writtenAt > data.ttl
    else { return false }
    return display(widget).dataState == .expired
  }

  /// A widget of a kind that fetches showing a copy its build took although it was past its ttl.
  func expiredShownFindings(_ widget: Widget) -> [Finding] {
    guard usedExpiredCopy(widget), let data = widget.timeline.data, let key = widget.timeline.dataKey else {
      return []
    }
    let detail = FindingDetail.expiredShown(
      builtAt: widget.timeline.generatedAt, fetch: widget.timeline.fetch, key: key, container: data.container,
      writtenAt: data.writtenAt, ttl: data.ttl)
    return [
      Finding(
        subject: widget.id, subjects: FindingSubjects(widgets: [widget.id], kinds: [widget.kind], keys: [key]),
        evidence: [widget.timeline.builtSeq, data.writeSeq], detail: detail, explains: [widget.id])
    ]
  }

  /// Fetches the app recorded as failed (`fail`) after the last write of their key.
  func failureFindings(readers byKey: [String: [Widget]]) -> [Finding] {
    failures.keys.sorted().compactMap { key in
      let failure = failures[key]!
      guard failure.seq > (cache[key]?.writeSeq ?? 0) else { return nil }
      let readers = byKey[key] ?? []
      return Finding(
        subject: key,
        subjects: FindingSubjects(widgets: readers.map(\.id), kinds: readers.map(\.kind), keys: [key]),
        evidence: [failure.seq], detail: .fetchFailed(reason: failure.reason, at: failure.at))
    }
  }
}

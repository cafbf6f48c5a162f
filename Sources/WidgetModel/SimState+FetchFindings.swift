/// The `doctor` checks of the provider's fetch (docs/MODEL.md, "The provider's fetch"): timeouts against the provider
/// deadline, outcome policies that spend the budget, expired copies shown, series that are not arrays, failed builds
/// and failed fetches.
extension SimState {
  /// The fetch checks of one kind in use.
  func fetchKindFindings(_ use: KindInUse, history: DoctorHistory, zone: DisplayZone) -> [Finding] {
    timeoutFindings(use, history: history) + outcomePolicyFindings(use, history: history, zone: zone)
      + seriesFindings(use, history: history)
  }

  /// A kind that fetches with a timeout not below the provider deadline: a slow fetch fails the whole build.
  func timeoutFindings(_ use: KindInUse, history: DoctorHistory) -> [Finding] {
    let kind = use.kind
    guard kind.fetch == .network, kind.timeout >= settings.providerDeadline else { return [] }
    let failing = use.widgets.filter { $0.failure != nil }.map(\.id)
    let affected =
      failing.isEmpty ? "" : "; the last build of \(failing.joined(separator: ", ")) failed that way"
    return [
      definitionFinding(
        .timeoutPastDeadline, use, history,
        also: use.widgets.compactMap { $0.failure?.seq },
        problem:
          "its fetch timeout (\(kind.timeout.text)) is not below the provider deadline (\(settings.providerDeadline.text)): a fetch that waits out its timeout uses up the provider's time instead of leaving some to fall back to the cache, and past the deadline the whole build fails, keeps the old timeline and is retried only after retryAfter (\(settings.retryAfter.text))\(affected)",
        fix: "use a timeout below the deadline: " + Self.timeoutAdvice(deadline: settings.providerDeadline))
    ]
  }

  /// A `cachedPolicy` or `fallbackPolicy` that alone asks for more refreshes a day than the budget, with when the
  /// budget of each widget showing that outcome now runs out at that pace.
  func outcomePolicyFindings(_ use: KindInUse, history: DoctorHistory, zone: DisplayZone) -> [Finding] {
    let kind = use.kind
    let outcomes: [(field: String, policy: ReloadPolicy?, source: DataSource, shows: String)] = [
      ("cachedPolicy", kind.cachedPolicy, .cache, "shows cached data"),
      ("fallbackPolicy", kind.fallbackPolicy, .fallback, "shows the fallback"),
    ]
    return outcomes.compactMap { outcome in
      guard let policy = outcome.policy, policy != kind.policy, let spacing = refreshSpacing(policy, of: kind) else {
        return nil
      }
      let perDay = Self.refreshesPerDay(spacing)
      guard perDay > Int64(settings.budget) else { return nil }
      let whole = TimeSpan(ms: spacing.ms * Int64(settings.budget))
      var problem =
        "its \(outcome.field) (\(policy.text)) alone asks for about \(perDay) refreshes a day, more than the budget of \(settings.budget): while it \(outcome.shows), a widget spends a whole budget in \(whole.text)"
      for widget in use.widgets where widget.timeline.source == outcome.source && widget.failure == nil {
        let used = budgetUsed(widget)
        if used >= settings.budget {
          problem += "; \(widget.id) \(outcome.shows) now and has spent its budget (\(used)/\(settings.budget) used)"
        } else if let spentAt = budgetSpent(widget, pace: spacing, after: widget.timeline.generatedAt) {
          problem +=
            "; \(widget.id) \(outcome.shows) now: at that pace its budget runs out by \(time(spentAt, zone)) (\(used)/\(settings.budget) used)"
        }
      }
      // The least spacing that fits a day in the budget, in whole minutes.
      let minutes = (RefreshBudget.window.ms / 60_000 + Int64(settings.budget) - 1) / Int64(settings.budget)
      let least = TimeSpan.minutes(minutes).text
      return definitionFinding(
        .outcomePolicyOverBudget, use, history,
        problem: problem,
        fix:
          "space the reloads after that outcome at least \(least) apart (\(outcome.field)=after:\(least)), e.g. Timeline(entries: entries, policy: .after(Date().addingTimeInterval(\(minutes) * 60))), and back off further after repeated failures"
      )
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
    var shown: [String] = []
    var viaNetwork = false
    var writes: [Int] = []
    for widget in use.widgets {
      guard let data = widget.timeline.data, let key = widget.timeline.dataKey else { continue }
      if case .array(let elements) = data.value, !elements.isEmpty { continue }
      shown.append("\(widget.id) shows \(key), \(Narrator.sortName(data.value))")
      writes.append(data.writeSeq)
      viaNetwork = viaNetwork || data.container == .extension
    }
    guard !shown.isEmpty else { return [] }
    let write = viaNetwork ? "answer with a JSON array (net KEY [v1,v2,…])" : "write a JSON array (data KEY [v1,v2,…])"
    return [
      definitionFinding(
        .seriesNotArray, use, history, also: writes,
        problem:
          "series=yes, but the value is not a JSON array (\(shown.joined(separator: "; "))), so every entry shows the whole value instead of one element per entry",
        fix:
          "give each entry its own value: \(write), element i for entry i, as a forecast's getTimeline computes a value for each entry date; or series=no"
      )
    ]
  }

  /// A widget whose last build failed: what failed, what it shows meanwhile, and when it is tried again.
  func buildFailedFindings(_ widget: Widget, zone: DisplayZone) -> [Finding] {
    guard let failure = widget.failure else { return [] }
    if failure.providerReason != nil, let finding = providerFailureFinding(widget, failure, zone: zone) {
      return [finding]
    }
    let counted =
      failure.counted
      ? "; failed builds still count against the budget (\(budgetUsed(widget))/\(settings.budget) used)" : ""
    return [
      Finding(
        rule: .buildFailed, subject: widget.id,
        subjects: FindingSubjects(
          widgets: [widget.id], kinds: [widget.kind], keys: [widget.timeline.dataKey].compactMap { $0 }),
        evidence: [failure.seq],
        problem:
          "its last build at \(time(failure.at, zone)) failed: \(Narrator.failureCause(failure)); \(Narrator(self, zone: zone).keptText(widget)); \(Narrator(self, zone: zone).retryText(failure))\(counted)",
        fix:
          "finish getTimeline within the deadline with a request timeout below it, "
          + Self.timeoutAdvice(deadline: failure.deadline) + ", then fall back to the cached copy or the default entry",
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
  func expiredShownFindings(_ widget: Widget, zone: DisplayZone) -> [Finding] {
    guard usedExpiredCopy(widget), let data = widget.timeline.data, let key = widget.timeline.dataKey else {
      return []
    }
    let fetch = widget.timeline.fetch.map { " after the fetch failed (\(Narrator.fetchClause($0, key: key)))" } ?? ""
    return [
      Finding(
        rule: .expiredShown, subject: widget.id,
        subjects: FindingSubjects(widgets: [widget.id], kinds: [widget.kind], keys: [key]),
        evidence: [widget.timeline.builtSeq, data.writeSeq],
        problem:
          "its build at \(time(widget.timeline.generatedAt, zone))\(fetch) showed \(Narrator(self, zone: zone).copyName(data.container, writtenAt: data.writtenAt)) for \(key), already past its ttl (\(data.ttl.text)), because its kind uses expired data (expired=show), so it is stale",
        fix:
          "show the default entry instead of data past its ttl (expired=fallback), or mark the entry as old in the view (Text(entry.date, style: .relative))",
        explains: [widget.id])
    ]
  }

  /// Fetches the app recorded as failed (`fail`) after the last write of their key.
  func failureFindings(readers byKey: [String: [Widget]], zone: DisplayZone) -> [Finding] {
    failures.keys.sorted().compactMap { key in
      let failure = failures[key]!
      guard failure.seq > (cache[key]?.writeSeq ?? 0) else { return nil }
      let readers = byKey[key] ?? []
      return Finding(
        rule: .fetchFailed, subject: key,
        subjects: FindingSubjects(widgets: readers.map(\.id), kinds: readers.map(\.kind), keys: [key]),
        evidence: [failure.seq],
        problem: "the last fetch failed (\(failure.reason.rawValue)) at \(time(failure.at, zone))",
        fix: "retry the fetch, keep showing the cached value, and mark it as old in the view")
    }
  }

  /// The request timeout to set for a deadline, in URLSession's and the model's terms:
  /// `URLSessionConfiguration's timeoutIntervalForRequest = 2 (timeout=2s)`.
  static func timeoutAdvice(deadline: TimeSpan) -> String {
    let suggested = suggestedTimeout(deadline: deadline)
    return
      "URLSessionConfiguration's timeoutIntervalForRequest = \(secondsText(suggested)) (timeout=\(suggested.text))"
  }

  /// A span as a number of seconds, as `TimeInterval` takes it: `2`, `0.5`, `1.25`.
  static func secondsText(_ span: TimeSpan) -> String {
    let whole = span.ms / 1000
    let fraction = span.ms % 1000
    guard fraction != 0 else { return String(whole) }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(whole).\(digits)"
  }
}

/// The `doctor` checks of the provider's fetch and the containers (docs/MODEL.md, "The provider's fetch"): timeouts
/// against the provider deadline, outcome policies that spend the budget, expired copies shown, data the app wrote
/// where no widget reads it, series that are not arrays, and failed builds.
extension SimState {
  /// A kind that fetches with a timeout not below the provider deadline: a slow fetch fails the whole build.
  func timeoutFindings(_ kind: Kind) -> [Finding] {
    guard kind.fetch == .network, kind.timeout >= settings.providerDeadline else { return [] }
    let failing = widgetIDs(of: kind) { $0.failure != nil }
    let affected =
      failing.isEmpty ? "" : "; the last build of \(failing.joined(separator: ", ")) failed that way"
    return [
      Finding(
        rule: .timeoutPastDeadline, subject: kind.name,
        problem:
          "its fetch timeout (\(kind.timeout.text)) is not below the provider deadline (\(settings.providerDeadline.text)): a fetch that waits out its timeout uses up the provider's time instead of leaving some to fall back to the cache, and past the deadline the whole build fails, keeps the old timeline and is retried only after retryAfter (\(settings.retryAfter.text))\(affected)",
        fix: "use a timeout below the deadline: " + Self.timeoutAdvice(deadline: settings.providerDeadline))
    ]
  }

  /// A `cachedPolicy` or `fallbackPolicy` that alone asks for more refreshes a day than the budget, with when the
  /// budget of each widget showing that outcome now runs out at that pace.
  func outcomePolicyFindings(_ kind: Kind, zone: DisplayZone) -> [Finding] {
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
      for widget in orderedWidgets where widget.kind == kind.name && widget.timeline.source == outcome.source {
        guard widget.failure == nil,
          let spentAt = budgetSpent(widget, pace: spacing, after: widget.timeline.generatedAt)
        else { continue }
        problem +=
          "; \(widget.id) \(outcome.shows) now: at that pace its budget runs out by \(time(spentAt, zone)) (\(budgetUsed(widget))/\(settings.budget) used)"
      }
      // The least spacing that fits a day in the budget, in whole minutes.
      let minutes = (RefreshBudget.window.ms / 60_000 + Int64(settings.budget) - 1) / Int64(settings.budget)
      let least = TimeSpan.minutes(minutes).text
      return Finding(
        rule: .outcomePolicyOverBudget, subject: kind.name, problem: problem,
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
  func seriesFindings(_ kind: Kind) -> [Finding] {
    guard kind.series else { return [] }
    var shown: [String] = []
    var viaNetwork = false
    for widget in orderedWidgets where widget.kind == kind.name {
      guard let data = widget.timeline.data, let key = widget.timeline.dataKey else { continue }
      if case .array(let elements) = data.value, !elements.isEmpty { continue }
      shown.append("\(widget.id) shows \(key), \(Self.sortName(data.value))")
      viaNetwork = viaNetwork || data.container == .extension
    }
    guard !shown.isEmpty else { return [] }
    let write = viaNetwork ? "answer with a JSON array (net KEY [v1,v2,…])" : "write a JSON array (data KEY [v1,v2,…])"
    return [
      Finding(
        rule: .seriesNotArray, subject: kind.name,
        problem:
          "series=yes, but the value is not a JSON array (\(shown.joined(separator: "; "))), so every entry shows the whole value instead of one element per entry",
        fix:
          "give each entry its own value: \(write), element i for entry i, as a forecast's getTimeline computes a value for each entry date; or series=no"
      )
    ]
  }

  /// A kind with `appgroup=no` whose widgets' keys hold only the app's writes: they never see that data.
  func appOnlyKeyFindings(_ kind: Kind, zone: DisplayZone) -> [Finding] {
    guard !kind.appGroup else { return [] }
    var readers: [String: [String]] = [:]
    for widget in orderedWidgets where widget.kind == kind.name && readsOnlyAppData(widget) {
      readers[widget.timeline.dataKey!, default: []].append(widget.id)
    }
    return readers.keys.sorted().map { key in
      let ids = readers[key]!
      let (entry, container) = newestAppWrite(of: key)
      let orFetch = kind.fetch == .network ? "" : "; or have the provider fetch it itself (fetch=network)"
      return Finding(
        rule: .appOnlyKey, subject: kind.name,
        problem:
          "appgroup=no: it reads only the extension's container, but \(key) is written only by the app (into \(Self.containerName(container)) at \(time(entry.writtenAt, zone))), so \(ids.joined(separator: ", ")) never see\(ids.count == 1 ? "s" : "") it",
        fix:
          "read the App Group: appgroup=yes, with the App Group in the extension's entitlements too (UserDefaults(suiteName:) or FileManager.containerURL(forSecurityApplicationGroupIdentifier:))\(orFetch)"
      )
    }
  }

  /// Whether a widget of a kind with `appgroup=no` reads a key that the app wrote and no fetch stored.
  func readsOnlyAppData(_ widget: Widget) -> Bool {
    guard kinds[widget.kind]?.appGroup == false, let key = widget.timeline.dataKey else { return false }
    return extensionCache[key] == nil && (cache[key] != nil || appCache[key] != nil)
  }

  /// The app's newest write of a key that it wrote at least once, and the container it went to.
  func newestAppWrite(of key: String) -> (entry: CacheEntry, container: Container) {
    if let own = appCache[key], own.writeSeq > (cache[key]?.writeSeq ?? 0) { return (own, .app) }
    return (cache[key]!, .appGroup)
  }

  /// A widget whose last build failed: what failed, what it shows meanwhile, and when it is tried again.
  func buildFailedFindings(_ widget: Widget, zone: DisplayZone) -> [Finding] {
    guard let failure = widget.failure else { return [] }
    let counted =
      failure.counted
      ? "; failed builds still count against the budget (\(budgetUsed(widget))/\(settings.budget) used)" : ""
    return [
      Finding(
        rule: .buildFailed, subject: widget.id,
        problem:
          "its last build at \(time(failure.at, zone)) failed: \(Self.failureCause(failure)); \(keptText(widget, zone: zone)); \(retryText(failure, zone: zone))\(counted)",
        fix:
          "finish getTimeline within the deadline with a request timeout below it, "
          + Self.timeoutAdvice(deadline: failure.deadline) + ", then fall back to the cached copy or the default entry")
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
    let fetch = widget.timeline.fetch.map { " after the fetch failed (\(Self.fetchClause($0, key: key)))" } ?? ""
    return [
      Finding(
        rule: .expiredShown, subject: widget.id,
        problem:
          "its build at \(time(widget.timeline.generatedAt, zone))\(fetch) showed \(copyName(data.container, writtenAt: data.writtenAt, zone: zone)) for \(key), already past its ttl (\(data.ttl.text)), because its kind uses expired data (expired=show), so it is stale",
        fix:
          "show the default entry instead of data past its ttl (expired=fallback), or mark the entry as old in the view (Text(entry.date, style: .relative))"
      )
    ]
  }

  /// Keys whose last app write went to the app's own container: no widget can read it, now or later.
  func sandboxFindings(zone: DisplayZone) -> [Finding] {
    appCache.keys.sorted().compactMap { key in
      guard let entry = sandboxedWrite(of: key) else { return nil }
      let readers = orderedWidgets.filter { $0.timeline.dataKey == key }
      let named =
        readers.isEmpty
        ? ""
        : " (\(readers.map(\.id).joined(separator: ", ")) read\(readers.count == 1 ? "s" : "") this key)"
      let reloads = Set(readers.map(\.kind)).sorted().map { ", reload \($0)" }.joined()
      return Finding(
        rule: .appSandboxData, subject: key,
        problem:
          "the app wrote it at \(time(entry.writtenAt, zone)) while the App Group was unavailable, so it is in the app's own container (its sandbox), where no widget can read it, now or later\(named)",
        fix:
          "write shared data into the App Group (UserDefaults(suiteName:) or FileManager.containerURL(forSecurityApplicationGroupIdentifier:), the App Group in both targets' entitlements), and once it is available write it again (appgroup on, data \(key) VALUE\(reloads))"
      )
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

/// `doctor`'s findings about one widget, in words: why it is not live, a parameter without a value, its budget,
/// refreshes that read nothing new, an expired copy shown, and failed builds.
extension Narrator {
  /// The problem of a finding about the widget `id`.
  func widgetProblem(_ detail: FindingDetail, widget id: String) -> String {
    switch detail {
    case .notLive(let status, let stale, _, _): return notLiveProblem(state.widgets[id]!, status: status, stale: stale)
    case .missingValue(let param, let dataKey):
      let unresolved = dataKey.map { ", and its data key \($0) is unresolved, so it shows its fallback" } ?? ""
      return "parameter \(param) has no value (and no default), so its provider gets nil\(unresolved)"
    case .sameData(_, let key, let same, let byPolicy, let writtenAt, let writeInterval):
      let count =
        same == byPolicy
        ? "all \(same) of its counted policy refreshes in the last 24h"
        : "\(same) of its \(byPolicy) counted policy refreshes in the last 24h"
      let changes = writeInterval.map { "the app writes \(key) about every \($0.text), and " } ?? ""
      return
        "\(count) read the same data as the build before (\(key), last written at \(time(writtenAt))): \(changes)its policy refreshes more often than the data changes"
    case .budgetSpent(let pool, let used, let budget, let sharedWith, let shares, let nextRefresh):
      let counted = "\(used)/\(budget) counted refreshes in the last 24h"
      guard case .widget = pool else {
        let with = sharedWith.isEmpty ? "" : " with \(Self.list(sharedWith))"
        let their = sharedWith.isEmpty ? "its next refresh waits" : "their next refreshes wait"
        let until = nextRefresh.map { ", so \(their) until \(time($0))" } ?? ""
        let spent = shares.map { "\($0.widget) \($0.count)" }.joined(separator: ", ")
        return "shares \(Self.budgetName(pool))\(with), and it is spent (\(counted): \(spent))\(until)"
      }
      let waiting = nextRefresh.map { ", so its next refresh waits until \(time($0))" } ?? ""
      return "has spent its whole budget (\(counted))" + waiting
    case .budgetPace(let pace, let spentAt, let used, let budget, let pool):
      let whose: String
      if case .widget = pool { whose = "its budget" } else { whose = Self.budgetName(pool) }
      return
        "at this pace (a counted refresh every \(pace.text)) \(whose) is spent by \(time(spentAt)) (\(used)/\(budget) used in the last 24h)"
    case .expiredShown(let builtAt, let fetch, let key, let container, let writtenAt, let ttl):
      let fetched = fetch.map { " after the fetch failed (\(Self.fetchClause($0, key: key)))" } ?? ""
      return
        "its build at \(time(builtAt))\(fetched) showed \(copyName(container, writtenAt: writtenAt)) for \(key), already past its ttl (\(ttl.text)), because its kind uses expired data (expired=show), so it is stale"
    case .buildFailed(let outcome, let retryAfter, let used, let budget):
      let failure = outcome.failure!
      let counted =
        failure.counted ? "; failed builds still count against the budget (\(used)/\(budget) used)" : ""
      let kept =
        outcome.neverSucceeded
        ? "no build has succeeded since it was added, so it shows the fallback"
        : "it keeps the timeline from \(time(outcome.builtAt))"
      let retry =
        failure.cause == .system
        ? "the system tries again at \(time(failure.at + SimState.staleExtensionRetry)), not counted"
        : "next attempt at \(time(outcome.retryAt!)) (retryAfter \(retryAfter.text))"
      return
        "its last build at \(time(failure.at)) failed: \(Self.failureCause(failure)); \(kept); \(retry)\(counted)"
    case .providerCrashed(let failed), .providerOutOfMemory(let failed), .providerPastDeadline(let failed),
      .placeholderFailed(let failed):
      return providerFailureProblem(state.widgets[id]!, failed)
    default: preconditionFailure("a finding about a widget")
    }
  }

  /// The fix of a finding about the widget `id`.
  func widgetFix(_ detail: FindingDetail, widget id: String) -> String {
    switch detail {
    case .notLive(_, _, _, let firstStep):
      let widget = state.widgets[id]!
      var ways = soonerWays(widget, state.display(widget))
      switch firstStep {
      case .letFetchAnswer(let key)?:
        ways.insert("let its fetch answer (net \(key) VALUE), then reload \(widget.kind)", at: 0)
      case .writeData(let key)?: ways.insert("write its data (data \(key) VALUE), then reload \(widget.kind)", at: 0)
      case nil: break
      }
      if ways.isEmpty { ways.append("reload \(widget.kind)") }
      return ways.joined(separator: "; ")
    case .missingValue(let param, _):
      return
        "handle nil in the provider with an entry that asks to edit the widget (\"Choose a \(param)\"), or give it a value (configure \(id) \(param)=…)"
    case .sameData(let kind, _, _, _, _, let writeInterval):
      let suggested = writeInterval.map { "policy=after:\($0.text)" } ?? "policy=after:D, D the data's update interval"
      return
        "let the policy refresh no more often than the data changes (\(suggested)), or use policy never and reload after each write (reload \(kind))"
    case .budgetSpent, .budgetPace:
      return "reload only when the data really changed, and from the foreground where possible (not counted)"
    case .expiredShown:
      return
        "show the default entry instead of data past its ttl (expired=fallback), or mark the entry as old in the view (Text(entry.date, style: .relative))"
    case .buildFailed(let outcome, _, _, _) where outcome.failure!.cause == .system:
      return
        "nothing in the extension causes it: devices log bundleStubNotSupported when the system cannot launch an updated app's extension yet; reload \(state.widgets[id]!.kind) from the app after an update (the model then rebuilds it at once), or wait for the system's retry"
    case .buildFailed(let outcome, _, _, _):
      return "finish getTimeline within the deadline with a request timeout below it, "
        + Self.timeoutAdvice(deadline: outcome.failure!.deadline)
        + ", then fall back to the cached copy or the default entry"
    case .providerCrashed(let failed), .providerOutOfMemory(let failed), .providerPastDeadline(let failed),
      .placeholderFailed(let failed):
      return providerFailureFix(detail.rule, failed)
    default: preconditionFailure("a finding about a widget")
    }
  }

  /// Why a widget is `status`, not live (stale for `stale`), as the problem of its `notLive` finding.
  func notLiveProblem(_ widget: Widget, status: WidgetStatus, stale: StaleReason?) -> String {
    switch status {
    case .stale:
      guard let stale else { preconditionFailure("a stale widget has a reason to be") }
      return "is stale because " + staleClause(widget, state.display(widget), stale).dropLast()
    case .blank: return "is blank because " + missingDataReason(widget.timeline)
    case .placeholder where widget.timeline.provided != nil:
      return "shows placeholder content because " + providerPlaceholderReason(widget)
    case .placeholder, .live: return "shows placeholder content because " + missingDataReason(widget.timeline)
    }
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

  /// A failed build of a developer's provider as the problem of its finding: how it failed, what the widget shows
  /// meanwhile and when it is tried again, as `why` says it, and what it counted.
  func providerFailureProblem(_ widget: Widget, _ failed: ProviderFailure) -> String {
    let counted =
      failed.failure.counted
      ? "; failed builds still count against the budget (\(failed.used)/\(failed.budget) used)" : ""
    let how = providerFailureSentences(widget, failed.failure, reason: failed.reason)[0]
    return String(how.prefix(1).lowercased() + how.dropFirst().dropLast()) + counted
  }

  /// The fix for a failed build of a developer's provider, in WidgetKit's terms, by the rule that found it.
  func providerFailureFix(_ rule: FindingRule, _ failed: ProviderFailure) -> String {
    var fix: String
    switch rule {
    case .placeholderFailed:
      fix =
        "make placeholder(in:) return at once a sample entry built from constants: no file, no network, no force unwrap; WidgetKit calls it for the gallery and the first frame"
    case .providerCrashed:
      fix =
        "never let getTimeline trap or exit: unwrap what can be missing in the extension (guard let for containerURL(forSecurityApplicationGroupIdentifier:), try? for decoding, bounds for indexes) and complete with a placeholder entry and .after(a date) when data is missing"
    case .providerOutOfMemory:
      fix =
        "keep the extension under its memory limit (extensionMemory, \(failed.extensionMemoryMB)MB): downsample images to the size the widget draws, read only what the timeline's entries show, and keep no caches in static variables"
    case .providerPastDeadline:
      fix =
        "complete within providerDeadline (\(failed.providerDeadline.text)) on every path: give URLSession a timeoutIntervalForRequest below it, call the completion from every branch, and fall back to the App Group's cached copy"
    default: preconditionFailure("a failed build of a developer's provider")
    }
    if let group = failed.unknownGroup {
      fix =
        "ask containerURL(forSecurityApplicationGroupIdentifier:) for the App Group the app and the extension both declare (it was asked for \(group), which gave nil); then "
        + fix
    }
    return fix
  }
}

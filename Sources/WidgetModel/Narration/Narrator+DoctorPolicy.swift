/// `doctor`'s findings about a kind's policy against its data and budget, and about the provider's fetch, in words.
extension Narrator {
  /// The problem of a finding about policies, writes, ttls or fetches.
  func policyProblem(_ detail: FindingDetail) -> String {
    switch detail {
    case .writesOutpaceRefreshes(let outpace):
      let percent = SimState.percent(Int64(outpace.shown), of: Int64(outpace.judged))
      // Said when the count judged is not the count written: the newest write, which a refresh may still show.
      let newest =
        outpace.newestLeftOut.map { ": the newest, at \(time($0)), is left out, as the next refresh may still show it" }
        ?? ""
      return
        "the app wrote it \(outpace.writes) times in the last 24h, about every \(outpace.interval.text), more often than \(Self.list(outpace.widgets)) can refresh (a budget of \(outpace.budget) counted refreshes a day): about \(percent)% of those writes were ever shown (\(outpace.shown) of \(outpace.judged)\(newest))"
    case .ttlShorterThanTimeline(let shortfall): return ttlProblem(shortfall)
    case .singleEntryAtEnd(let wait, let byAtEndSingle, let perDay, let budget):
      let due =
        byAtEndSingle
        ? "\(wait.text) after its build (atEndSingle=\(wait.text))" : "after the minimum interval (\(wait.text))"
      return
        "a one-entry timeline with policy atEnd ends as soon as it starts: Apple engineers say the system then picks the reload time, and here it is due again \(due), up to \(perDay) refreshes a day against a budget of \(budget)"
    case .policyOverBudget(let perDay, let budget, _):
      return
        "its policy asks for about \(perDay) refreshes a day, more than the budget of \(budget); refreshes will be deferred"
    case .outcomePolicyOverBudget(let over):
      let shows = over.outcome == .cache ? "shows cached data" : "shows the fallback"
      var problem =
        "its \(over.field) (\(over.policy.text)) alone asks for about \(over.perDay) refreshes a day, more than the budget of \(over.budget): while it \(shows), a widget spends a whole budget in \(over.wholeBudget.text)"
      for widget in over.widgets {
        if let spentAt = widget.spentAt {
          problem +=
            "; \(widget.widget) \(shows) now: at that pace its budget runs out by \(time(spentAt)) (\(widget.used)/\(over.budget) used)"
        } else {
          problem += "; \(widget.widget) \(shows) now and has spent its budget (\(widget.used)/\(over.budget) used)"
        }
      }
      return problem
    case .fetchFailed(let reason, let at): return "the last fetch failed (\(reason.rawValue)) at \(time(at))"
    case .timeoutPastDeadline(let timeout, let deadline, let retryAfter, let failing):
      let affected = failing.isEmpty ? "" : "; the last build of \(Self.list(failing)) failed that way"
      return
        "its fetch timeout (\(timeout.text)) is not below the provider deadline (\(deadline.text)): a fetch that waits out its timeout uses up the provider's time instead of leaving some to fall back to the cache, and past the deadline the whole build fails, keeps the old timeline and is retried only after retryAfter (\(retryAfter.text))\(affected)"
    case .seriesNotArray(let values, _):
      let shown = values.map { "\($0.widget) shows \($0.key), \(Self.sortName($0.value))" }
      return
        "series=yes, but the value is not a JSON array (\(shown.joined(separator: "; "))), so every entry shows the whole value instead of one element per entry"
    default: preconditionFailure("a finding about policies or fetches")
    }
  }

  /// The fix of a finding about policies, writes, ttls or fetches.
  func policyFix(_ detail: FindingDetail) -> String {
    switch detail {
    case .writesOutpaceRefreshes(let outpace):
      return
        "write (and reload) only when the change matters, or show where the value is going rather than each change: entries that each show the value expected at their date (series=yes), a new timeline about every \(outpace.budgetSpacing.text); reloads from the foreground are not counted"
    case .ttlShorterThanTimeline(let shortfall): return ttlFix(shortfall)
    case .singleEntryAtEnd:
      return
        "say when the next timeline is wanted: Timeline(entries: [entry], policy: .after(date)) (policy=after:1h), or .never with reloads from the app, or return entries for the hours ahead"
    case .policyOverBudget(_, _, let budgetSpacing):
      return "lengthen the timeline (more entries, or a longer after:) so one lasts at least \(budgetSpacing.text)"
    case .outcomePolicyOverBudget(let over):
      let least = TimeSpan.minutes(over.leastMinutes).text
      return
        "space the reloads after that outcome at least \(least) apart (\(over.field)=after:\(least)), e.g. Timeline(entries: entries, policy: .after(Date().addingTimeInterval(\(over.leastMinutes) * 60))), and back off further after repeated failures"
    case .fetchFailed: return "retry the fetch, keep showing the cached value, and mark it as old in the view"
    case .timeoutPastDeadline(_, let deadline, _, _):
      return "use a timeout below the deadline: " + Self.timeoutAdvice(deadline: deadline)
    case .seriesNotArray(_, let viaNetwork):
      let write =
        viaNetwork ? "answer with a JSON array (net KEY [v1,v2,…])" : "write a JSON array (data KEY [v1,v2,…])"
      return
        "give each entry its own value: \(write), element i for entry i, as a forecast's getTimeline computes a value for each entry date; or series=no"
    default: preconditionFailure("a finding about policies or fetches")
    }
  }

  /// `ttlShorterThanTimeline`'s problem: how long the data is fresh against how long a timeline lasts, and what the
  /// last 24 hours showed.
  func ttlProblem(_ shortfall: TTLShortfall) -> String {
    let interval = shortfall.interval
    let percent = SimState.percent(shortfall.stale.ms, of: interval.ms)
    let limited =
      interval > shortfall.policySpacing
      ? " (its policy asks for \(shortfall.policySpacing.text), but a budget of \(shortfall.budget) a day allows one every \(interval.text))"
      : ""
    // One widget's times are said as they are; several widgets', as their average (a sum would run into days).
    let showing = shortfall.showing.count
    let observed: String
    if showing == 0 {
      observed = "; none of its widgets showed data in the last 24h"
    } else {
      let who = showing == 1 ? shortfall.showing[0] : "its \(showing) widgets"
      let each = showing > 1 ? " each on average" : ""
      let average = { (span: TimeSpan) in TimeSpan(ms: span.ms / Int64(showing)).text }
      let past: String
      switch shortfall.expired.ms {
      case 0: past = "none of it past its ttl"
      case shortfall.withData.ms: past = "all of it past its ttl"
      default:
        let share = SimState.percent(shortfall.expired.ms, of: shortfall.withData.ms)
        past = "\(average(shortfall.expired)) of it past its ttl (\(share)%)"
      }
      observed = "; in the last 24h \(who) showed data for \(average(shortfall.withData))\(each), \(past)"
    }
    return
      "its data is fresh for \(shortfall.ttl.text) (ttl), but a new timeline comes only every \(interval.text)\(limited), so unless the app reloads it each widget is stale for the last \(shortfall.stale.text) of each timeline, about \(percent)% of the time\(observed)"
  }

  /// `ttlShorterThanTimeline`'s fix: the ways out that the budget allows.
  func ttlFix(_ shortfall: TTLShortfall) -> String {
    var ways: [String] = []
    // A timeline as short as the ttl is advice only when the budget allows that many timelines a day.
    if shortfall.ttl >= shortfall.budgetSpacing {
      ways.append("make the timeline last no longer than the data stays fresh (policy=after:\(shortfall.ttl.text))")
    }
    if shortfall.manyEntries { ways.append("compute a value for each entry date (series=yes)") }
    ways.append(
      "give the data the ttl it really has, if it stays valid longer (data \(shortfall.key ?? "KEY") VALUE ttl=\(shortfall.interval.text))"
    )
    ways.append("say how old it is in the view (Text(updatedAt, style: .relative))")
    let short =
      shortfall.ttl < shortfall.budgetSpacing
      ? "; a timeline as short as the ttl would need more refreshes than a budget of \(shortfall.budget) a day allows (one every \(shortfall.budgetSpacing.text))"
      : ""
    return ways.joined(separator: ", or ") + short
  }

  /// The request timeout to set for a deadline, in URLSession's and the model's terms:
  /// `URLSessionConfiguration's timeoutIntervalForRequest = 2 (timeout=2s)`.
  static func timeoutAdvice(deadline: TimeSpan) -> String {
    let suggested = SimState.suggestedTimeout(deadline: deadline)
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

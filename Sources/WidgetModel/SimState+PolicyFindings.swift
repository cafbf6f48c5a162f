/// The checklist's "timeline policy matches the data's update cycle" for a kind: a ttl shorter than the time between
/// refreshes, a one-entry `atEnd` timeline, and a policy that asks for more refreshes than the budget
/// (docs/DOCTOR.md).
extension SimState {
  /// The policy checks of one kind in use.
  func policyFindings(_ use: KindInUse, history: DoctorHistory, zone: DisplayZone) -> [Finding] {
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
    let stale = interval.ms - ttl.ms
    let percent = Self.percent(stale, of: interval.ms)
    let spacing = refreshSpacing(kind.policy, of: kind)!
    let limited =
      interval > spacing
      ? " (its policy asks for \(spacing.text), but a budget of \(settings.budget) a day allows one every \(interval.text))"
      : ""
    let shown = expiredShown(use.widgets, history: history)
    // One widget's times are said as they are; several widgets', as their average (a sum would run into days).
    let showing = shown.showing.count
    let observed: String
    if showing == 0 {
      observed = "; none of its widgets showed data in the last 24h"
    } else {
      let who = showing == 1 ? shown.showing[0] : "its \(showing) widgets"
      let each = showing > 1 ? " each on average" : ""
      let average = { (span: TimeSpan) in TimeSpan(ms: span.ms / Int64(showing)).text }
      let past: String
      switch shown.expired.ms {
      case 0: past = "none of it past its ttl"
      case shown.withData.ms: past = "all of it past its ttl"
      default:
        past =
          "\(average(shown.expired)) of it past its ttl (\(Self.percent(shown.expired.ms, of: shown.withData.ms))%)"
      }
      observed = "; in the last 24h \(who) showed data for \(average(shown.withData))\(each), \(past)"
    }
    // At least half the time, compared exactly (not the rounded percent).
    let severity: Severity? = shown.expired.ms > 0 && shown.expired.ms * 2 >= shown.withData.ms ? .warning : nil
    var ways: [String] = []
    // A timeline as short as the ttl is advice only when the budget allows that many timelines a day.
    if ttl >= budgetSpacing {
      ways.append("make the timeline last no longer than the data stays fresh (policy=after:\(ttl.text))")
    }
    if kind.entries > 1 { ways.append("compute a value for each entry date (series=yes)") }
    let key = use.subjects.keys.count == 1 ? use.subjects.keys[0] : "KEY"
    ways.append(
      "give the data the ttl it really has, if it stays valid longer (data \(key) VALUE ttl=\(interval.text))")
    ways.append("say how old it is in the view (Text(updatedAt, style: .relative))")
    let short =
      ttl < budgetSpacing
      ? "; a timeline as short as the ttl would need more refreshes than a budget of \(settings.budget) a day allows (one every \(budgetSpacing.text))"
      : ""
    return [
      Finding(
        rule: .ttlShorterThanTimeline, subject: kind.name, subjects: use.subjects,
        evidence: Self.definition(kind, history) + Set(shown.builds).sorted().suffix(Finding.evidenceMax - 1),
        problem:
          "its data is fresh for \(ttl.text) (ttl), but a new timeline comes only every \(interval.text)\(limited), so unless the app reloads it each widget is stale for the last \(TimeSpan(ms: stale).text) of each timeline, about \(percent)% of the time\(observed)",
        fix: ways.joined(separator: ", or ") + short, severity: severity)
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
    let due =
      settings.atEndSingle == nil
      ? "after the minimum interval (\(wait.text))" : "\(wait.text) after its build (atEndSingle=\(wait.text))"
    let perDay = Self.refreshesPerDay(wait)
    return [
      definitionFinding(
        .singleEntryAtEnd, use, history,
        problem:
          "a one-entry timeline with policy atEnd ends as soon as it starts: Apple engineers say the system then picks the reload time, and here it is due again \(due), up to \(perDay) refreshes a day against a budget of \(settings.budget)",
        fix:
          "say when the next timeline is wanted: Timeline(entries: [entry], policy: .after(date)) (policy=after:1h), or .never with reloads from the app, or return entries for the hours ahead"
      )
    ]
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
        .policyOverBudget, use, history,
        problem:
          "its policy asks for about \(perDay) refreshes a day, more than the budget of \(settings.budget); refreshes will be deferred",
        fix: "lengthen the timeline (more entries, or a longer after:) so one lasts at least \(budgetSpacing.text)")
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

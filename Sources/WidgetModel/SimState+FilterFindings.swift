/// `doctor`'s checks of the reload filter (docs/DOCTOR.md, "The reload filter"): foreground reloads the throttle held
/// until the app went to the background, and a trace recorded under Developer Mode.
extension SimState {
  /// The findings about the app's reloads and the filter that decided them.
  func filterFindings(history: DoctorHistory) -> [Finding] {
    var findings: [Finding] = []
    let held = history.throttle.carriedOut.filter(\.atBackground)
    if let longest = held.max(by: { $0.at - $0.requestedAt < $1.at - $1.requestedAt }) {
      var widgets: [String] = []
      for entry in held where !widgets.contains(entry.widget) { widgets.append(entry.widget) }
      findings.append(
        Finding(
          subject: "app", subjects: FindingSubjects(widgets: widgets, kinds: [], keys: []),
          evidence: held.map(\.seq),
          detail: .heldUntilBackground(
            count: held.count, longestWait: longest.at - longest.requestedAt, longestAt: longest.at,
            window: settings.foregroundThrottle, widgets: widgets)))
    }
    findings += unseenReloadFindings(history.unseen)
    if settings.developerMode {
      findings.append(
        Finding(
          subject: "app", subjects: FindingSubjects(widgets: [], kinds: [], keys: []), detail: .developerModeTrace))
    }
    return findings
  }
}

extension SimState {
  /// The widgets whose budget reloads spent while nobody could see them: at least `unseenCountedMin` such counted
  /// builds in the last 24 hours, each widget one finding, in the order the widgets were placed.
  func unseenReloadFindings(_ log: UnseenReloadLog) -> [Finding] {
    guard log.deviceSaid, !settings.developerMode else { return [] }
    var findings: [Finding] = []
    for widget in orderedWidgets {
      let counted = log.counted.filter { $0.widget == widget.id }
      guard counted.count >= Self.unseenCountedMin else { continue }
      findings.append(
        Finding(
          subject: widget.id, subjects: FindingSubjects(widgets: [widget.id], kinds: [], keys: []),
          evidence: counted.map(\.seq),
          detail: .unseenReloadsCounted(
            widget: widget.id, count: counted.count, soonAfterLeaving: counted.filter(\.soonAfterLeaving).count,
            used: budgetUsed(widget), budget: settings.budget, visibleFree: settings.visibleReloadsFree)))
    }
    return findings
  }

  /// The fewest counted reloads of a widget nobody could see that make a finding: one or two are the app's business.
  static let unseenCountedMin = 3
}

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
    if settings.developerMode {
      findings.append(
        Finding(
          subject: "app", subjects: FindingSubjects(widgets: [], kinds: [], keys: []), detail: .developerModeTrace))
    }
    return findings
  }
}

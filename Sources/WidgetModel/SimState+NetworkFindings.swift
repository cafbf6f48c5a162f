/// `doctor`'s checks of the requests a widget's last build of a developer's provider made (docs/DOCTOR.md, "Your own
/// provider"): a request that may outwait the deadline, a fetch in `placeholder(in:)`, the same URL fetched twice.
extension SimState {
  /// The findings about the widget's last build's requests.
  func networkFindings(_ widget: Widget, zone: DisplayZone) -> [Finding] {
    guard let recorded = buildRequests[widget.id] else { return [] }
    let narrator = Narrator(self, zone: zone)
    let subjects = FindingSubjects(widgets: [widget.id], kinds: [widget.kind], keys: [])
    var findings: [Finding] = []
    let deadline = settings.providerDeadline
    if let slow = recorded.requests.first(where: { $0.timeout >= deadline && $0.call == nil }) {
      findings.append(
        Finding(
          rule: .requestTimeoutPastDeadline, subject: widget.id, subjects: subjects, evidence: [recorded.seq],
          problem:
            "its build at \(time(recorded.at, zone)) made \(slow.method) \(slow.url) with a timeoutInterval of \(slow.timeout.text), not under providerDeadline (\(deadline.text)): a slow server makes the system end the extension before the provider can fall back",
          fix:
            "set the URLRequest's timeoutInterval below the deadline (request.timeoutInterval = \(Self.secondsText(Self.suggestedTimeout(deadline: deadline)))) and, on URLError.timedOut, fall back to the App Group's cached copy"
        ))
    }
    if let fetch = recorded.requests.first(where: { $0.call != nil && $0.call != NetExchange.ownSession }) {
      findings.append(
        Finding(
          rule: .fetchInPlaceholder, subject: widget.id, subjects: subjects, evidence: [recorded.seq],
          problem:
            "its provider's \(fetch.call!) made a request (\(narrator.requestText(fetch))): WidgetKit calls it for the gallery and the first frame and expects an entry at once",
          fix:
            "return a sample entry built from constants in placeholder(in:) and getSnapshot; fetch only in getTimeline"
        ))
    }
    var seen: [String: Int] = [:]
    for request in recorded.requests where request.call == nil {
      seen[request.method + " " + request.url, default: 0] += 1
    }
    if let (request, times) = seen.filter({ $0.value > 1 }).min(by: { $0.key < $1.key }) {
      findings.append(
        Finding(
          rule: .sameURLTwice, subject: widget.id, subjects: subjects, evidence: [recorded.seq],
          problem: "its build at \(time(recorded.at, zone)) fetched \(request) \(times) times",
          fix:
            "fetch once per build and make every entry of the timeline from that one response; each request spends the extension's time"
        ))
    }
    return findings
  }
}

/// `doctor`'s checks of the requests a widget's last build of a developer's provider made (docs/DOCTOR.md, "Your own
/// provider"): a request that may outwait the deadline, a fetch in `placeholder(in:)`, the same URL fetched twice.
extension SimState {
  /// The findings about the widget's last build's requests.
  func networkFindings(_ widget: Widget) -> [Finding] {
    guard let recorded = buildRequests[widget.id] else { return [] }
    let subjects = FindingSubjects(widgets: [widget.id], kinds: [widget.kind], keys: [])
    var findings: [Finding] = []
    let deadline = settings.providerDeadline
    if let slow = recorded.requests.first(where: { $0.timeout >= deadline && $0.call == nil }) {
      findings.append(
        Finding(
          subject: widget.id, subjects: subjects, evidence: [recorded.seq],
          detail: .requestTimeoutPastDeadline(builtAt: recorded.at, request: slow, deadline: deadline)))
    }
    if let fetch = recorded.requests.first(where: { $0.call != nil && $0.call != NetExchange.ownSession }) {
      findings.append(
        Finding(
          subject: widget.id, subjects: subjects, evidence: [recorded.seq],
          detail: .fetchInPlaceholder(call: fetch.call!, request: fetch)))
    }
    var seen: [String: Int] = [:]
    for request in recorded.requests where request.call == nil {
      seen[request.method + " " + request.url, default: 0] += 1
    }
    if let (request, times) = seen.filter({ $0.value > 1 }).min(by: { $0.key < $1.key }) {
      findings.append(
        Finding(
          subject: widget.id, subjects: subjects, evidence: [recorded.seq],
          detail: .sameURLTwice(builtAt: recorded.at, request: request, times: times)))
    }
    return findings
  }
}

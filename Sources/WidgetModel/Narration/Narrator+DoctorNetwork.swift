/// `doctor`'s findings about a provider's requests, in words (`FindingDetail`'s network cases).
extension Narrator {
  /// What a network finding says is wrong, as a clause after its widget.
  func networkProblem(_ detail: FindingDetail) -> String {
    switch detail {
    case .requestTimeoutPastDeadline(let builtAt, let slow, let deadline):
      return
        "its build at \(time(builtAt)) made \(slow.method) \(slow.url) with a timeoutInterval of \(slow.timeout.text), not under providerDeadline (\(deadline.text)): a slow server makes the system end the extension before the provider can fall back"
    case .fetchInPlaceholder(let call, let fetch):
      return
        "its provider's \(call) made a request (\(requestText(fetch))): WidgetKit calls it for the gallery and the first frame and expects an entry at once"
    case .sameURLTwice(let builtAt, let request, let times):
      return "its build at \(time(builtAt)) fetched \(request) \(times) times"
    default: preconditionFailure("not a network finding: \(detail.rule)")
    }
  }

  /// What to do about a network finding.
  func networkFix(_ detail: FindingDetail) -> String {
    switch detail {
    case .requestTimeoutPastDeadline(_, _, let deadline):
      return
        "set the URLRequest's timeoutInterval below the deadline (request.timeoutInterval = \(Self.secondsText(SimState.suggestedTimeout(deadline: deadline)))) and, on URLError.timedOut, fall back to the App Group's cached copy"
    case .fetchInPlaceholder:
      return "return a sample entry built from constants in placeholder(in:) and getSnapshot; fetch only in getTimeline"
    case .sameURLTwice:
      return
        "fetch once per build and make every entry of the timeline from that one response; each request spends the extension's time"
    default: preconditionFailure("not a network finding: \(detail.rule)")
    }
  }
}

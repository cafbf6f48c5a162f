/// `doctor`'s findings about the reload filter, in words (`FindingDetail`'s filter cases).
extension Narrator {
  /// What a filter finding says is wrong, as a clause after its subject (the app).
  func filterProblem(_ detail: FindingDetail) -> String {
    switch detail {
    case .heldUntilBackground(let count, let longestWait, let longestAt, let window, let widgets):
      let reloads = count == 1 ? "1 reload" : "\(count) reloads"
      let throttle = window.map { " (foregroundThrottle=\($0.text))" } ?? ""
      return
        "\(reloads) it asked for in the foreground \(count == 1 ? "was" : "were") held by the foreground throttle\(throttle) and carried out only when it went to the background: \(Self.list(widgets)) showed older content meanwhile, the longest for \(longestWait.text) (until \(time(longestAt)))"
    case .developerModeTrace:
      return
        "runs under WidgetKit Developer Mode (developerMode=true): its reloads are free and never held, so this trace cannot show budgets or the throttle"
    default: preconditionFailure("not a reload filter finding: \(detail.rule)")
    }
  }

  /// What to do about a filter finding.
  func filterFix(_ detail: FindingDetail) -> String {
    switch detail {
    case .heldUntilBackground:
      return
        "request the reload when the app goes to the background (Apple, WWDC26: \"a final call to reload when your app enters the background is usually a good idea\"), and reload at most once per throttle window while in the foreground"
    case .developerModeTrace:
      return
        "record the trace again with Developer Mode off (set developerMode=false) to see the budget a user's device applies"
    default: preconditionFailure("not a reload filter finding: \(detail.rule)")
    }
  }
}

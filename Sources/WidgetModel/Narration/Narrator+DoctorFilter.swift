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
    case .unseenReloadsCounted(_, let count, let soon, let used, let budget, _):
      let reloads =
        count == 1 ? "1 build the app's reloads caused was" : "\(count) builds the app's reloads caused were"
      let leaving =
        soon == 0
        ? ""
        : ", \(soon == count ? (count == 1 ? "it" : "all of them") : "\(soon) of them") within \(UnseenReloadLog.soonAfterLeaving.text) of the app leaving the foreground"
      return
        "\(reloads) counted in the last 24 hours while nobody could see it (not on the screen shown)\(leaving): \(used)/\(budget) of its budget used"
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
    case .unseenReloadsCounted(_, _, let soon, _, _, let visibleFree):
      var advice: [String] = []
      if soon > 0 {
        advice.append(
          "ask for the reload as the app leaves the foreground, while it is still in front (not counted), rather than after"
        )
      }
      if visibleFree {
        advice.append(
          "a reload while the widget is on screen is free (devices log \"Allowing free reload … because widget is visible.\"), so one that can wait until it is seen costs nothing"
        )
      }
      advice.append("reload only when the data it shows changed")
      return advice.joined(separator: "; ")
    case .developerModeTrace:
      return
        "record the trace again with Developer Mode off (set developerMode=false) to see the budget a user's device applies"
    default: preconditionFailure("not a reload filter finding: \(detail.rule)")
    }
  }
}

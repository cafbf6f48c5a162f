/// The facts in clauses that a longer text goes on after, such as the chart's tooltips (`requests: …; w1 waits: due
/// 08:05; budget spent …; satisfied by …`): the words of `why`, without a sentence's full stop.
extension Narrator {
  /// A deferral of `widget`'s next refresh (`NextRefresh.deferral`) as a clause: why it comes later than it is due,
  /// and until when. `deferralText` is this clause as a sentence.
  public func deferralClause(_ deferral: Deferral, of widget: Widget) -> String {
    let settings = state.settings
    switch deferral {
    case .budgetSpent(let used, let until) where settings.budgetScope != .widget:
      let spenders = state.budgetSpenders(widget, at: max(state.countedDue(widget) ?? state.now, state.now))
      return
        "\(Self.budgetName(state.budgetPool(widget))) (\(used)/\(settings.budget)) was spent by \(Self.named(spenders).text) in the last 24h; its next slot frees at \(time(until))"
    case .budgetSpent(let used, let until):
      return "budget spent (\(used)/\(settings.budget) in the last 24h); the next refresh is deferred to \(time(until))"
    case .minInterval(let lastBuild, let until):
      return
        "the minimum interval (\(settings.minInterval.text)) since the last build at \(time(lastBuild)) defers it to \(time(until))"
    case .quietHours(let from, let until):
      let window = settings.quietHours.map { " (\($0.displayText))" } ?? ""
      // From its due instant, or from when the budget and the minimum interval let it come.
      let when = from == state.countedDue(widget) ? "\(time(from)) is" : "it would come at \(time(from)),"
      return "\(when) inside the quiet hours\(window), so it waits for their end at \(time(until))"
    }
  }

  /// The first sentence of `why` for `widget` showing `shown` (its `FactSheet.shown`): its status and the main reason,
  /// as a status span's tooltip and the chart page's table say it.
  public func headline(of widget: Widget, showing shown: Display) -> String { headline(widget, shown) }
}

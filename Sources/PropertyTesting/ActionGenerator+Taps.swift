import WidgetModel

/// Taps on interactive widgets (docs/MODEL.md, "Taps"): in the runs of the tick-heavy profile (whose ticks land the
/// writes that race the rebuild), now and then a draw of `define` declares a button of a placed widget's kind instead,
/// and once a run has one, the generator taps it or makes it tappable. Every other run draws as before: both choices
/// below use no random number until an intent is declared, and none is declared outside tick-heavy runs. (Taps in
/// churn or reload-heavy runs moved the runs that catch configureCountedLatency and quietHoursZoneIgnored.)
extension ActionGenerator {
  /// A button for the kind of the first placed widget whose (recipe) kind has none, on every third action: it writes
  /// the key the widget reads, before `perform()` returns, a second after it, or ten minutes after it.
  func intent(in state: SimState) -> Command? {
    guard weights.profile == .tickHeavy, state.seq % 3 == 0,
      let widget = state.orderedWidgets.first(where: {
        state.kinds[$0.kind]?.provider == false && state.intents.names(of: $0.kind).isEmpty
          && $0.timeline.dataKey != nil
      })
    else { return nil }
    let after = ["0s", "1s", "10m"][state.seq / 3 % 3]
    return .intent(
      kind: widget.kind, name: "press", key: widget.timeline.dataKey!, value: .int(Int64(state.seq)), after: after)
  }

  /// Once a kind has a button: a tap on a widget that can be tapped now, else what makes one tappable (the app to the
  /// background, the home screen, the widget's page). Nil in runs without intents, and most of the time in the rest.
  func tapAim(in state: SimState, using rng: inout SplitMix64) -> Command? {
    guard !state.intents.definitions.isEmpty, rng.chance(0.15) else { return nil }
    // A Lock Screen widget is never tappable: the Lock Screen shows it only on a locked device.
    let targets = state.orderedWidgets.filter { !$0.family.isAccessory && !state.intents.names(of: $0.kind).isEmpty }
    guard !targets.isEmpty else { return nil }
    let tappable = targets.filter { state.tapRefusal($0) == nil }
    if !tappable.isEmpty {
      let widget = rng.pick(tappable)
      return .tap(id: widget.id, intent: rng.pick(state.intents.names(of: widget.kind)))
    }
    if state.app == .foreground { return .app("background") }
    let widget = rng.pick(targets)
    guard case .home = state.device.screen else { return .device(["home"]) }
    return .device(["page", String(widget.page)])
  }
}

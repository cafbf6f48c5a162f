/// What would change a widget's display sooner than its next refresh: the rules `why` and `doctor` give advice by.
extension SimState {
  /// A fetch timeout to advise for a deadline: 2s (as guides advise) when that leaves room, else half the deadline.
  static func suggestedTimeout(deadline: TimeSpan) -> TimeSpan {
    deadline >= .seconds(4) ? .seconds(2) : TimeSpan(ms: max(1, deadline.ms / 2))
  }

  /// Whether a rebuild now would show something else: for a kind that fetches, an answer it does not show yet (and a
  /// fetch within the deadline); otherwise readable data for its key that it does not show.
  func reloadWouldChange(_ widget: Widget) -> Bool {
    if pendingConfiguredKey(widget) != nil { return newerData(for: widget) != nil }
    guard let key = widget.timeline.dataKey, let kind = kinds[widget.kind] else { return false }
    if kind.fetch == .network {
      let outcome = network.fetch(key, timeout: kind.timeout)
      // A rebuild that waits past the deadline fails again and changes nothing.
      if outcome.waited > settings.providerDeadline { return false }
      if case .answered = outcome, case .answer(_, _, let answerSeq)? = network.rules[key] {
        return widget.timeline.source != .network || widget.failure != nil || answerSeq > widget.timeline.builtSeq
      }
    }
    guard let copy = readableCopy(of: key, kind: widget.kind) else { return false }
    // A copy past its ttl is refused under expired=fallback: the rebuild would show the fallback again.
    if kind.expired == .fallback, !kind.series, now - copy.entry.writtenAt > copy.entry.ttl ?? kind.ttl {
      return widget.timeline.data != nil
    }
    return widget.timeline.data?.writeSeq != copy.entry.writeSeq
  }
}

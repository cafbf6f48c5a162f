import WidgetModel

/// A built-in property about long ticks: the REPL carries one out in steps so that Ctrl-C can stop it part-way.
extension Property {
  /// The span of the steps the property takes: not a divisor of an hour, so steps end at every minute of it.
  static let tickStep = TimeSpan.minutes(7)

  /// A tick carried out in steps reaches the same state, with the same timeline builds, as the same tick at once.
  public static let steppedTick = Property(
    "steppedTick", "a tick carried out in steps reaches the same state and builds as the same tick at once"
  ) { step in
    // A tick within one step is the tick at once: nothing to compare.
    guard case .clockTicked(let to) = step.action, to - step.before.now > tickStep else { return nil }
    // Stepping again would call the providers again, which the property cannot: provider kinds are left out.
    guard !step.before.hasProviderKinds else { return nil }
    var stepped = step.before
    let (reached, refreshes) = stepped.applyTick(to: to, step: tickStep, shouldStop: { false })
    if reached != to {
      return "the tick in \(tickStep.text) steps stopped at \(reached.iso8601), short of \(to.iso8601)"
    }
    // Equal states first (cheap); the digest, which is what a journal replays to, decides.
    if stepped != step.after && stepped.digest != step.after.digest {
      return "the tick to \(to.iso8601) in \(tickStep.text) steps reached another state than the tick at once"
    }
    if refreshes != step.refreshes {
      return
        "the tick to \(to.iso8601) in \(tickStep.text) steps built \(refreshes.count) timelines, at once \(step.refreshes.count)"
    }
    return nil
  }
}

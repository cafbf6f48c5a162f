/// A long tick carried out in steps, so that the caller can stop it part-way (Ctrl-C) and record only the part that
/// ran: the state reached is exactly the one that `apply(.clockTicked(to: reached))` gives.
extension SimState {
  /// Applies a tick to `target` (which `check` accepted) in steps of at most `step`, asking `shouldStop` before each
  /// step after the first; stopping leaves the clock at the end of the last step taken.
  /// - Returns: the instant the clock reached (`target` unless stopped) and the timeline builds on the way.
  public mutating func applyTick(
    to target: Instant, step: TimeSpan, shouldStop: () -> Bool
  ) -> (reached: Instant, refreshes: [Refresh]) {
    precondition(step.ms > 0 && target >= now, "a tick forward in steps of a positive span")
    var log = RefreshLog(keeps: true)
    seq += 1
    var reached = now
    repeat {
      // `target` is within the clock's range, so stepping towards it cannot overflow.
      reached = target - reached > step ? reached + step : target
      advance(to: reached, log: &log)
    } while reached < target && !shouldStop()
    // What `apply` does after every action: settle what is due at the instant reached.
    advance(to: now, log: &log)
    return (reached, log.refreshes)
  }
}

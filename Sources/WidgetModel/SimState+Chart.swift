/// A tick carried out with pauses, so that a chart can see what each widget showed between the ends of actions: the
/// state reached is exactly the one `apply(.clockTicked(to: target))` gives, with the same seq.
extension SimState {
  /// Applies a tick to `target` (which `check` accepted) as `apply` does, pausing at every instant a build is carried
  /// out at and at the instants `observe` asks for. `observe` sees the state at the start and at each pause before
  /// `target` (its builds at that instant done), with the builds since the last pause, and returns the next instant
  /// it wants to see, or nil.
  /// - Returns: the timeline builds of the whole tick, in order.
  public mutating func applyTick(
    to target: Instant, observe: (SimState, ArraySlice<Refresh>) -> Instant?
  ) -> [Refresh] {
    var log = RefreshLog(keeps: true)
    seq += 1
    var seen = 0
    var wanted = observe(self, [])
    while true {
      var stop = min(schedule.next(notAfter: target)?.at ?? target, target)
      if let wanted, wanted > now, wanted < stop { stop = wanted }
      advance(to: stop, log: &log)
      if stop >= target { break }
      wanted = observe(self, log.refreshes[seen...])
      seen = log.refreshes.count
    }
    return log.refreshes
  }
}

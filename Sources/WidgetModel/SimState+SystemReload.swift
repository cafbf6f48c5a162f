/// The system's own rebuilds (docs/MODEL.md, "System reloads"): after a change of the device (locale, time zone,
/// Dynamic Type, a restart) or an app update, the system rebuilds every widget of the app at once, not counted.
extension SimState {
  /// How long after a failed rebuild of a stale extension (`appUpdateReload=stale`) the system tries again, as devices
  /// log it.
  public static let staleExtensionRetry = TimeSpan.hours(1)

  /// Why the rebuild after an app update failed under `appUpdateReload=stale`, in the words `why` and `doctor` show.
  public static let staleExtensionReason =
    "the updated app's extension could not be launched (bundleStubNotSupported)"

  /// Folds a system change: the time zone is remembered, then every widget, in the order of its slot, is rebuilt now,
  /// not counted, or under `appUpdateReload=stale` after an update keeps its timeline with the failed rebuild recorded
  /// and the system's next attempt due an hour later.
  mutating func rebuildForSystem(_ change: SystemChange, log: inout RefreshLog) {
    if case .timeZone(let zone) = change { device.timeZone = zone }
    let stale = change == .appUpdate && settings.appUpdateReload == .stale
    let counted = plantedBug == .systemRebuildCounted
    withWidgetTable { state, table in
      for slot in table.slots.indices where table.slots[slot] != nil {
        if stale {
          state.failStaleRebuild(&table.slots[slot]!, log: &log)
        } else {
          state.build(&table.slots[slot]!, cause: .system, counted: counted, dueAt: state.now, log: &log)
        }
        state.reschedule(&table.slots[slot]!, slot: slot)
      }
    }
    if pools.isFilled { withWidgetTable { state, table in state.rescheduleFilledPool(&table) } }
  }

  /// Records the failed rebuild of a widget whose extension is the stale one: its timeline stays, the failure says
  /// why, and the system's own retry, not counted, is due `staleExtensionRetry` later.
  mutating func failStaleRebuild(_ widget: inout Widget, log: inout RefreshLog) {
    widget.failure = BuildFailure(
      at: now, seq: seq, fetch: .failed(.error), deadline: settings.providerDeadline, cause: .system, counted: false,
      providerReason: Self.staleExtensionReason)
    widget.pending = PendingReload(dueAt: now + Self.staleExtensionRetry, counted: false, cause: .system)
    widget.builds += 1
    log.record(Refresh(widget: widget.id, at: now, cause: .system, counted: false, dueAt: now, failed: true))
  }
}

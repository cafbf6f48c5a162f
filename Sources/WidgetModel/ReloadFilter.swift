/// What the app is doing that the reload filter asks about besides its foreground or background (`app session …`,
/// `app intent`).
public enum AppActivity: Hashable, Sendable {
  /// `app session audio|navigation on|off`: an active audio or navigation session started or ended.
  case session(SessionKind, active: Bool)
  /// `app intent`: an App Intent of the app ran (issue 30 adds the widget's own `tap`).
  case intentRan
}

/// An active session the system exempts from the budget ("Keeping a widget up to date").
public enum SessionKind: String, Hashable, Sendable, CaseIterable {
  case audio, navigation
}

/// The reload filter's own state (docs/MODEL.md, "The reload filter"): the foreground throttle's window, the app's
/// active sessions and when an App Intent last ran. Every journal starts with it empty, and the canonical JSON writes
/// it only when it is not, so a journal that uses none of it digests as before.
public struct ReloadFilterState: Hashable, Sendable {
  /// The end of the foreground throttle window that the last request let through opened, nil when none is open (the
  /// app went to the background, or the throttle is off).
  public internal(set) var throttleEnd: Instant? = nil
  /// Whether a request is held for `throttleEnd`: the system's timer then reloads at that instant, which opens the
  /// next window.
  public internal(set) var throttleHeld = false
  /// Whether an audio session is active.
  public internal(set) var audioSession = false
  /// Whether a navigation session is active.
  public internal(set) var navigationSession = false
  /// When an App Intent last ran, nil before one did.
  public internal(set) var intentRanAt: Instant? = nil

  /// As every journal starts.
  public init() {}

  /// Whether it is as every journal starts, so that the canonical JSON leaves it out.
  public var isDefault: Bool { self == ReloadFilterState() }

  /// Whether any session is active.
  public var inSession: Bool { audioSession || navigationSession }

  /// The active sessions, in `SessionKind`'s order.
  public var sessions: [SessionKind] {
    SessionKind.allCases.filter { $0 == .audio ? audioSession : navigationSession }
  }

  /// The window's end as it stands at `now`: the held request's timer fired at `throttleEnd` if that has passed,
  /// which opened a window of `window` from then.
  func throttleEnd(at now: Instant, window: TimeSpan) -> Instant? {
    guard let end = throttleEnd else { return nil }
    return throttleHeld && now >= end ? end + window : end
  }
}

extension SimState {
  /// The app's request as the reload filter decides it for every widget that is not on screen (the visible rule is
  /// asked per widget, before this one), in the system's order: an active session, an App Intent that recently ran,
  /// then the foreground (Developer Mode, `foregroundReloads=onBackground`, the throttle) or the background
  /// (`runningAppReloads`, Developer Mode, else counted). Opens or uses the throttle's window.
  mutating func filteredAppRequest() -> PendingReload {
    let soon = now + settings.latency
    if filter.inSession {
      return PendingReload(dueAt: soon, counted: plantedBug == .sessionReloadCounted, freeRule: .session)
    }
    if let ran = filter.intentRanAt, now - ran < settings.intentReloadWindow {
      return PendingReload(dueAt: soon, counted: false, freeRule: .intent)
    }
    guard app == .foreground && plantedBug != .foregroundReloadCounted else {
      if settings.developerMode { return PendingReload(dueAt: soon, counted: false, freeRule: .developerMode) }
      if settings.runningAppReloads == .free {
        return PendingReload(dueAt: soon, counted: false, freeRule: .runningApp)
      }
      return PendingReload(dueAt: soon, counted: true)
    }
    if settings.developerMode { return PendingReload(dueAt: soon, counted: false) }
    if settings.foregroundReloads == .onBackground { return PendingReload(dueAt: now, counted: false, held: true) }
    guard let window = settings.foregroundThrottle else { return PendingReload(dueAt: soon, counted: false) }
    // "Allowing first refresh while foreground." / "Allowing subsequent refresh after throttle interval." open a
    // window; "Throttling additional refresh request while foreground." holds a request for its end.
    if let end = filter.throttleEnd(at: now, window: window), now < end {
      filter.throttleEnd = end
      filter.throttleHeld = true
      return PendingReload(dueAt: end, counted: false, freeRule: .throttled)
    }
    filter.throttleEnd = now + window
    filter.throttleHeld = false
    return PendingReload(dueAt: soon, counted: false)
  }

  /// The app went to the background, or the throttle changed: every request the throttle holds is carried out now
  /// ("Flushing pending reload request due to background transition."), and no window is open any more.
  mutating func flushThrottledReloads() {
    filter.throttleEnd = nil
    filter.throttleHeld = false
    withWidgetTable { state, table in
      for slot in table.slots.indices {
        guard let pending = table.slots[slot]?.pending, pending.freeRule == .throttled, pending.dueAt > state.now,
          state.plantedBug != .throttledNotFlushed
        else { continue }
        table.slots[slot]!.pending!.dueAt = state.now
        state.reschedule(&table.slots[slot]!, slot: slot)
      }
    }
  }

  /// Records what the app did (`app session …`, `app intent`).
  mutating func note(_ activity: AppActivity) {
    switch activity {
    case .session(.audio, let active): filter.audioSession = active
    case .session(.navigation, let active): filter.navigationSession = active
    case .intentRan: filter.intentRanAt = now
    }
  }
}

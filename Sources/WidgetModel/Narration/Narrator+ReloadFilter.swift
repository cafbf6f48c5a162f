/// The reload filter's rules after the visible one in the narrator's words: the foreground throttle, sessions, App
/// Intents, a running app and Developer Mode (docs/MODEL.md, "The reload filter").
extension Narrator {
  /// `held: a second request inside the foreground throttle window, released at 09:01 or when the app goes to the
  /// background`: the fate of a request the throttle holds until `end`.
  public func throttledText(releaseAt end: Instant) -> String {
    "held: a second request inside the foreground throttle window, released at \(time(end)) or when the app goes to the background"
  }

  /// The report's first line after `app session …` or `app intent`: what the app did and what it means for its
  /// reloads.
  public func activityHeadline(_ activity: AppActivity) -> String {
    switch activity {
    case .session(let kind, true):
      return "an \(kind.rawValue) session is active: the app's reloads are free until it ends"
    case .session(let kind, false):
      let others = state.filter.sessions.map(\.rawValue)
      let rest = others.isEmpty ? "" : "; the \(others.joined(separator: " and ")) session still makes reloads free"
      return "the \(kind.rawValue) session ended\(rest)"
    case .intentRan:
      let window = state.settings.intentReloadWindow
      guard window.ms > 0 else { return "an App Intent ran (intentReloadWindow=0s: its reloads are not free)" }
      return
        "an App Intent ran: the app's reloads are free until \(time(state.now + window)) (intentReloadWindow \(window.text))"
    }
  }

  /// `why`'s sentence on the reload filter's state when it says anything about the app's next request: a session, a
  /// recent App Intent, an open throttle window or Developer Mode; nil when none applies.
  public func filterSentence() -> String? {
    let filter = state.filter
    if filter.inSession {
      let names = filter.sessions.map(\.rawValue).joined(separator: " and ")
      return
        "An active \(names) session makes the app's reloads free (devices log \"Allowing on-going device session\")."
    }
    if let ran = filter.intentRanAt, state.now - ran < state.settings.intentReloadWindow {
      return
        "An App Intent ran at \(time(ran)): the app's reloads are free until \(time(ran + state.settings.intentReloadWindow)) (devices log \"Allowing reload because an intent recently ran\")."
    }
    if state.settings.developerMode {
      return "Developer Mode is on: the app's reloads are free and never held or throttled."
    }
    guard state.app == .foreground, let window = state.settings.foregroundThrottle,
      let end = filter.throttleEnd(at: state.now, window: window), state.now < end
    else { return nil }
    return
      "The foreground throttle's window is open until \(time(end)): a reload the app asks for before then is held until then, or until the app goes to the background, whichever comes first (foregroundThrottle=\(window.text))."
  }
}

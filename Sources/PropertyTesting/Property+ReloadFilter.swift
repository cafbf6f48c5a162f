import WidgetModel

/// Built-in properties about the reload filter's rules after the visible one (docs/MODEL.md, "The reload filter"):
/// the foreground throttle, sessions and App Intents, Developer Mode. Each is judged from the oracle's own record of
/// the requests and the filter (`History.appRequest`), never by the model's filter.
extension Property {
  /// Under `foregroundThrottle`, a request the throttle holds is carried out, not counted, exactly at the window's end
  /// or at the background transition, whichever comes first (a build for another reason before then satisfies it).
  public static let throttledReloadsOnTime = Property(
    "throttledReloadsOnTime",
    "a reload held by the foreground throttle is carried out exactly at the window's end or the background transition"
  ) { step in
    for build in step.builds {
      guard let request = build.facts?.request, request.throttled, build.refresh.cause == .reload else { continue }
      let expected = max(request.dueAt, request.uncountedSince ?? request.dueAt)
      if build.refresh.counted || build.refresh.at != expected {
        return
          "\(build.refresh.widget)'s reload, asked for at \(request.madeAt.iso8601) and held by the foreground throttle, was carried out at \(build.refresh.at.iso8601)\(build.refresh.counted ? " as a counted refresh" : ""); it was due, not counted, at \(expected.iso8601)"
      }
    }
    for (id, facts) in step.historyAfter.widgets.sorted(by: { $0.key < $1.key }) {
      guard let request = facts.request, request.throttled, request.dueAt <= step.after.now else { continue }
      return
        "\(id)'s reload, asked for at \(request.madeAt.iso8601) and held by the foreground throttle, was due at \(request.dueAt.iso8601) (the window's end or the background transition), but by \(step.after.now.iso8601) it has not been carried out"
    }
    return nil
  }

  /// A reload the app asks for during an active audio or navigation session, or within `intentReloadWindow` after an
  /// App Intent ran, is never counted: the build that carries it out (or one that satisfies it) is free.
  public static let exemptReloadsFree = Property(
    "exemptReloadsFree", "a reload asked for during an active session or just after an App Intent is never counted"
  ) { step in
    for build in step.builds where build.refresh.counted && build.refresh.cause == .reload {
      guard let request = build.facts?.request, request.exempt else { continue }
      return
        "\(build.refresh.widget)'s reload, asked for at \(request.madeAt.iso8601) during an active session or just after an App Intent ran, was carried out at \(build.refresh.at.iso8601) as a counted refresh"
    }
    return nil
  }

  /// Under Developer Mode the app's reloads are never held or deferred: each is carried out, not counted, at its
  /// request plus the latency (or sooner, by another build).
  public static let developerModeNeverDefers = Property(
    "developerModeNeverDefers", "under Developer Mode a reload the app asks for is never held, deferred or counted"
  ) { step in
    for build in step.builds where build.refresh.cause == .reload {
      guard let request = build.facts?.request, request.developerMode else { continue }
      if build.refresh.counted || build.refresh.at > request.dueAt {
        return
          "\(build.refresh.widget)'s reload, asked for at \(request.madeAt.iso8601) under Developer Mode, was carried out at \(build.refresh.at.iso8601)\(build.refresh.counted ? " as a counted refresh" : ""); it was due, not counted, at \(request.dueAt.iso8601)"
      }
    }
    return nil
  }
}

import WidgetModel

/// Built-in properties about the settings of the system's discretion (docs/MODEL.md, "Settings"): foreground reloads
/// held for the backgrounding, quiet hours and `atEndSingle`. Each is judged from the recorded actions and builds (the
/// oracle's `History`, and its own clock for the quiet hours), never by the model's scheduling code.
extension Property {
  /// Under `foregroundReloads=onBackground`, a reload the app asks for in the foreground is held: it is carried out,
  /// not counted, in the action that sends the app to the background (or turns holding off), at that action's
  /// instant, and never before; a build for another reason in between (the policy, a configuration) satisfies it.
  public static let heldForegroundReloads = Property(
    "heldForegroundReloads",
    "a held foreground reload is carried out, uncounted, exactly when the app goes to the background"
  ) { step in
    let releases = releasesHeld(step)
    // The widgets whose reload was held before the step: a release carries each out with its first build.
    let held = releases ? step.history.widgets.filter { $0.value.request?.held == true } : [:]
    var released: Set<String> = []
    for build in step.builds {
      let refresh = build.refresh
      if let facts = held[refresh.widget], !released.contains(refresh.widget) {
        released.insert(refresh.widget)
        let asked = facts.request!.madeAt.iso8601
        if refresh.counted {
          return
            "\(refresh.widget)'s held foreground reload (asked for at \(asked)) was carried out at \(refresh.at.iso8601) as a counted refresh; a held reload does not count"
        }
        if refresh.at != step.before.now {
          return
            "\(refresh.widget)'s held foreground reload (asked for at \(asked)) was carried out at \(refresh.at.iso8601), but the \(step.action.name) that released it was at \(step.before.now.iso8601)"
        }
        continue
      }
      guard let facts = build.facts, facts.request?.held == true, !refresh.counted, refresh.cause == .reload else {
        continue
      }
      return
        "\(refresh.widget)'s foreground reload, asked for at \(facts.request!.madeAt.iso8601) and held until the app goes to the background, was carried out at \(refresh.at.iso8601) by a \(step.action.name) while it is still held (the app is \(step.after.app.rawValue))"
    }
    for id in held.keys.sorted() where step.historyAfter.widgets[id] != nil && !released.contains(id) {
      return
        "\(id)'s foreground reload, asked for at \(held[id]!.request!.madeAt.iso8601) and held, was not carried out when the \(step.action.name) at \(step.before.now.iso8601) released it"
    }
    return nil
  }

  /// Whether the step's action releases held reloads: the app goes to the background while they are held, or the
  /// setting stops holding them.
  static func releasesHeld(_ step: Step) -> Bool {
    switch step.action {
    case .appStateChanged(.background): return step.before.settings.foregroundReloads == .onBackground
    case .settingChanged(.foregroundReloads(.immediate)): return true
    default: return false
    }
  }

  /// With `quietHours` set, no counted refresh happens inside the window: at or after its start and before its end,
  /// in local time of the window's zone (its POSIX TZ rule, read by the oracle's own clock).
  public static let quietHoursKept = Property(
    "quietHoursKept", "no counted refresh happens inside the quiet hours (local time of their zone)"
  ) { step in
    guard let window = step.after.settings.quietHours else { return nil }
    for build in step.builds where build.refresh.counted && QuietClock.contains(window, build.refresh.at) {
      let refresh = build.refresh
      return
        "\(refresh.widget) made a counted refresh (\(refresh.cause.rawValue)) at \(refresh.at.iso8601), inside the quiet hours \(window.displayText)"
    }
    return nil
  }

  /// With `atEndSingle` set, a one-entry `atEnd` timeline's own refresh (by its policy, not a request or a retry)
  /// comes no sooner than that long after its build; `deferredOnTime` checks it comes no later than allowed.
  public static let atEndSingleDue = Property(
    "atEndSingleDue", "with atEndSingle set, a one-entry atEnd timeline is refreshed by its policy no sooner than that"
  ) { step in
    guard let single = step.after.settings.atEndSingle else { return nil }
    for build in step.builds where build.refresh.counted && build.refresh.cause == .policy {
      // A provider's timeline carries its own policy, which the oracle takes from the recorded output: the system
      // cannot tell a provider's one-entry atEnd timeline from a recipe's, so the rule holds for both.
      guard let facts = build.facts, facts.failure == nil, facts.timeline.entries == 1,
        facts.timeline.policy(of: facts.kind) == .atEnd
      else { continue }
      let due = facts.timeline.builtAt + single
      if build.refresh.at < due {
        return
          "\(build.refresh.widget)'s one-entry atEnd timeline, built at \(facts.timeline.builtAt.iso8601), was refreshed by its policy at \(build.refresh.at.iso8601); with atEndSingle=\(single.text) it is due at \(due.iso8601)"
      }
    }
    return nil
  }
}

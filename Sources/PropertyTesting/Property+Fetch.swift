import WidgetModel

/// Built-in properties about the provider's fetch and the degrade chain (docs/MODEL.md, "The provider's fetch",
/// "Containers"): where a build's data came from, what it may not use, and what a failed build leaves.
extension Property {
  /// A build's source is `network` only if the server answered its fetch within the kind's timeout and the provider
  /// deadline, judged from the recorded `net` actions.
  public static let networkSource = Property(
    "networkSource",
    "a build shows source network only if its fetch answered within the kind's timeout and the provider deadline"
  ) { step in
    let history = step.historyAfter
    let deadline = step.after.settings.providerDeadline
    for build in step.builds where !build.refresh.failed {
      guard let widget = rebuiltTimeline(build, step), widget.timeline.source == .network,
        let facts = history.widgets[widget.id]
      else { continue }
      let kind = facts.kind
      let key = facts.key
      if kind.fetch == .network, let key, history.online, case .answer(_, let took, _)? = history.rules[key],
        took <= kind.timeout, took <= deadline
      {
        continue
      }
      let server = !history.online ? "the device was offline" : "by the recorded net actions \(ruleText(history, key))"
      return
        "\(widget.id) shows source network from its build at \(build.refresh.at.iso8601), but \(server) (kind \(kind.name): fetch=\(kind.fetch.rawValue), timeout \(kind.timeout.text); provider deadline \(deadline.text))"
    }
    return nil
  }

  /// Under `expired=fallback` a build never uses a copy past its ttl (the write's own, else the kind's), judged at the
  /// build instant; later the display may show it expired, which is staleness, not this.
  public static let expiredNotUsed = Property(
    "expiredNotUsed", "under expired=fallback a build never uses a copy past its ttl, judged at the build"
  ) { step in
    let history = step.historyAfter
    for build in step.builds where !build.refresh.failed {
      guard let widget = rebuiltTimeline(build, step), let data = widget.timeline.data,
        let kind = history.widgets[widget.id]?.kind, kind.expired == .fallback, !kind.series,
        let key = widget.timeline.dataKey,
        let write = history.writes[key]?.last(where: { $0.seq == data.writeSeq && $0.container == data.container })
      else { continue }
      let ttl = write.ttl ?? kind.ttl
      let age = build.refresh.at - write.at
      if age > ttl {
        return
          "\(widget.id) (kind \(kind.name), expired=fallback) was built at \(build.refresh.at.iso8601) with \(key) written at \(write.at.iso8601) (seq \(write.seq)), \(age.text) old, past its ttl of \(ttl.text)"
      }
    }
    return nil
  }

  /// A build that fails (its provider ran past the deadline) never replaces the widget's timeline: the widget keeps
  /// the one it had (a widget just added shows the fallback), and records the failure.
  public static let failedBuildKeeps = Property(
    "failedBuildKeeps", "a failed build never replaces the timeline, and the widget records the failure"
  ) { step in
    var failed: [String] = []
    var built: Set<String> = []
    for build in step.builds {
      if build.refresh.failed { failed.append(build.refresh.widget) } else { built.insert(build.refresh.widget) }
    }
    for id in failed where !built.contains(id) {
      guard let widget = step.after.widgets[id] else { continue }
      guard widget.failure != nil else { return "\(id)'s build failed, but it records no failure" }
      if let old = step.before.widgets[id] {
        if widget.timeline != old.timeline {
          return
            "\(id)'s build at \(widget.failure!.at.iso8601) failed, yet its timeline changed: \(timelineChanges(old.timeline, widget.timeline))"
        }
      } else if widget.timeline.data != nil || widget.timeline.source != .fallback {
        return
          "\(id) was added with a failed build, yet it shows \(widget.timeline.data?.value.serialized ?? "no data") with source \(widget.timeline.source.rawValue) instead of the fallback"
      }
    }
    return nil
  }

  /// No build of a developer's provider crashes its extension's process (a trap, a signal, `exit()`): not built in,
  /// since on a device a crash is a failed build; `CheckConfiguration.buildsMayCrash = false` checks it.
  public static let noBuildCrashed = Property(
    "noBuildCrashed", "no build of a developer's provider crashes its extension (a trap, a signal, exit())"
  ) { step in
    for build in step.builds {
      guard let provided = build.provided, let ended = provided.process?.ended, ended == .crashed || ended == .exited,
        case .failed(let reason) = provided.output
      else { continue }
      return "\(provided.widget)'s build at \(provided.at.iso8601) ended its extension (\(ended.rawValue)): \(reason)"
    }
    return nil
  }

  /// No widget reads data the app wrote into its own sandbox (while the App Group was unavailable), and none is stale
  /// because of such data: the sandbox is the app's alone.
  public static let noSandboxRead = Property(
    "noSandboxRead", "no widget reads, or waits for, data the app wrote into its own sandbox"
  ) { step in
    let sandbox = step.historyAfter.sandboxSeqs
    for (widget, shown) in zip(step.widgets, step.displays) {
      if let data = widget.timeline.data,
        data.container == .app || (data.container == .appGroup && sandbox.contains(data.writeSeq))
      {
        return
          "\(widget.id) shows \(data.value.serialized), written at seq \(data.writeSeq) into the app's sandbox (the App Group was unavailable), which no widget can read"
      }
      if let newer = shown.newerData, sandbox.contains(newer.writeSeq) {
        return
          "\(widget.id) is \(shown.status.rawValue) waiting for \(newer.value.serialized), written at seq \(newer.writeSeq) into the app's sandbox (the App Group was unavailable), which no widget can read"
      }
    }
    return nil
  }

  /// The next refresh follows the build's outcome: the timeline asks for the kind's policy for its source
  /// (`policy`, `cachedPolicy`, `fallbackPolicy`), and after a failed build the widget is due `retryAfter` after it.
  public static let outcomePolicy = Property(
    "outcomePolicy",
    "a timeline asks for the policy of its outcome, and a widget whose build failed is due retryAfter after it"
  ) { step in
    let history = step.historyAfter
    for widget in step.widgets {
      // A provider returns its own policy with each timeline.
      guard let facts = history.widgets[widget.id], !facts.kind.provider else { continue }
      let expected = History.outcomePolicy(facts.kind, after: widget.timeline.source)
      if widget.timeline.policy != expected {
        return
          "\(widget.id)'s timeline (source \(widget.timeline.source.rawValue)) asks for \(widget.timeline.policy.text), but its kind's policy for that outcome is \(expected.text)"
      }
      if let failure = facts.failure {
        let due = failure.at + step.after.settings.retryAfter
        let actual = step.after.policyDue(widget)
        if actual != due {
          return
            "\(widget.id)'s build failed at \(failure.at.iso8601), so it is due at \(due.iso8601) (retryAfter \(step.after.settings.retryAfter.text)), but it is due at \(actual?.iso8601 ?? "no time")"
        }
      }
    }
    return nil
  }

  /// The fields that differ between two timelines, as `name before → after`.
  static func timelineChanges(_ old: Timeline, _ new: Timeline) -> String {
    func data(_ timeline: Timeline) -> String {
      timeline.data.map { "\($0.value.serialized) (seq \($0.writeSeq))" } ?? "none"
    }
    func missing(_ timeline: Timeline) -> String { timeline.missingReason.map { "\($0)" } ?? "none" }
    let fields: [(String, String, String)] = [
      ("built at", old.generatedAt.iso8601, new.generatedAt.iso8601), ("seq", "\(old.builtSeq)", "\(new.builtSeq)"),
      ("entries", "\(old.entries)", "\(new.entries)"), ("key", old.dataKey ?? "none", new.dataKey ?? "none"),
      ("data", data(old), data(new)), ("missing", missing(old), missing(new)),
      ("source", old.source.rawValue, new.source.rawValue), ("policy", old.policy.text, new.policy.text),
      ("fetch", old.fetch?.name ?? "none", new.fetch?.name ?? "none"),
    ]
    let changed = fields.filter { $0.1 != $0.2 }.map { "\($0.0) \($0.1) → \($0.2)" }
    return changed.isEmpty ? "(no field shown differs)" : changed.joined(separator: ", ")
  }

  /// The widget after the step, when `build` made the timeline it shows (not a later build in the same step).
  static func rebuiltTimeline(_ build: Build, _ step: Step) -> Widget? {
    guard let widget = step.after.widgets[build.refresh.widget], widget.timeline.builtSeq == step.seq,
      widget.timeline.generatedAt == build.refresh.at
    else { return nil }
    return widget
  }

  /// How the server answers fetches of `key` by the recorded `net` actions.
  static func ruleText(_ history: History, _ key: String?) -> String {
    guard let key else { return "none: the key is unresolved" }
    switch history.rules[key] {
    case nil: return "no answer set for \(key)"
    case .answer(_, let took, _)?: return "\(key) answers after \(took.text)"
    case .timeout?: return "\(key) never answers"
    case .error?: return "\(key) fails at once"
    }
  }
}

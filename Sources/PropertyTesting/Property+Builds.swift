import WidgetModel

/// Built-in properties about which builds happen and what they show, judged from the recorded history: the order of
/// builds at one instant, `configure`'s build, and each widget's status, source and content recomputed from scratch.
extension Property {
  /// Widgets built at the same instant are built in the order they were added (their `add` actions' order).
  public static let buildOrder = Property(
    "buildOrder", "widgets due at the same instant are built in the order they were added"
  ) { step in
    var previous: (refresh: Refresh, addedSeq: Int)? = nil
    for build in step.builds {
      guard let facts = build.facts else { continue }
      // A shared budget's counted refreshes go in the order they fell due (`poolLongestWaitingFirst`).
      if build.refresh.counted, let before = build.historyBefore, before.settings.budgetScope != .widget { continue }
      if let previous, previous.refresh.at == build.refresh.at, previous.addedSeq > facts.addedSeq {
        return
          "\(previous.refresh.widget) (added at seq \(previous.addedSeq)) was built at \(build.refresh.at.iso8601) before \(build.refresh.widget) (added earlier, at seq \(facts.addedSeq)), at the same instant"
      }
      previous = (build.refresh, facts.addedSeq)
    }
    return nil
  }

  /// `configure` builds its widget in the same action, at once (a new timeline, or a failed build), unless
  /// `configureCounts` makes the change wait like a counted request.
  public static let configureRebuilds = Property(
    "configureRebuilds",
    "configure builds its widget at once (a new timeline or a failed build) unless configureCounts makes it wait"
  ) { step in
    guard case .widgetConfigured(let id, _) = step.action, !step.before.settings.configureCounts else { return nil }
    if step.refreshes.contains(where: { $0.widget == id && $0.cause == .configured && $0.at == step.before.now }) {
      return nil
    }
    return "configure \(id) at \(step.before.now.iso8601) built no timeline for it (configureCounts is off)"
  }

  /// Each widget's status, source and content, and whether its last build failed, are what the oracle recomputes
  /// from the recorded history alone: the writes in each container in action order with their ttls, the App Group at
  /// each build, the network rules and the provider deadline (see `History.rebuild` and `History.expectedDisplay`).
  public static let recomputedDisplay = Property(
    "recomputedDisplay",
    "each widget's status, source and content are what the recorded writes, fetches and builds say"
  ) { step in
    let history = step.historyAfter
    let now = step.after.now
    for (widget, shown) in zip(step.widgets, step.displays) {
      guard let facts = history.widgets[widget.id] else { return "\(widget.id) is placed, but no add placed it" }
      // The oracle recomputes recipes; a provider's output is what it returned, recorded with its action, so only
      // a provider widget's staleness is recomputed (its data's age past a ttl, a newer write).
      if facts.kind.provider {
        if let problem = providerStatusProblem(widget, shown, facts, history, now: now) { return problem }
        continue
      }
      if (widget.failure != nil) != (facts.failure != nil) {
        return facts.failure.map {
          "\(widget.id)'s build at \($0.at.iso8601) should have failed (its fetch waits past the provider deadline), but it records no failure"
        } ?? "\(widget.id) records a failed build, but by the recorded history its last build ran within the deadline"
      }
      let expected = history.expectedDisplay(facts, now: now)
      if shown.status != expected.status || shown.source != expected.source || shown.content != expected.content {
        return
          "\(widget.id) is \(shown.status.rawValue) (source \(shown.source.rawValue), showing \(shown.content?.serialized ?? "nothing")), but by the recorded history it is \(expected.status.rawValue) (source \(expected.source.rawValue), showing \(expected.content?.serialized ?? "nothing")): \(explain(expected, facts, now: now))"
      }
    }
    return nil
  }

  /// Why a provider widget's status is not what the recorded history says, or nil: stale when the App Group holds a
  /// write of its file after its build, or (a kind with `providerTTL`) when the file its provider read is past its
  /// ttl; else its placeholder when the recorded entry shown is the provider's placeholder; else live.
  static func providerStatusProblem(
    _ widget: Widget, _ shown: Display, _ facts: WidgetFacts, _ history: History, now: Instant
  ) -> String? {
    guard let provided = widget.timeline.provided else { return nil }
    let timeline = facts.timeline
    let newer = timeline.key.flatMap { key in
      history.newestReadable(key, facts.kind).map { $0.seq > timeline.builtSeq }
    }
    let expired = timeline.data.map { now > $0.at + timeline.ttl } ?? false
    let placeholder = provided.isPlaceholder(provided.displayedIndex(at: now))
    let expected: WidgetStatus =
      newer == true ? .stale : placeholder ? .placeholder : expired ? .stale : .live
    guard shown.status != expected else { return nil }
    let read =
      timeline.data.map { "the file its provider read was written at \($0.at.iso8601) (ttl \(timeline.ttl.text))" }
      ?? "its kind's data has no ttl or its provider read no file"
    return
      "\(widget.id) (a provider's) is \(shown.status.rawValue), but by the recorded history it is \(expected.rawValue): built at \(timeline.builtAt.iso8601) (seq \(timeline.builtSeq)), \(read)\(newer == true ? "; a newer write of its file is readable" : "")"
  }

  /// Why the oracle expects what it does, in one clause.
  static func explain(_ expected: ExpectedDisplay, _ facts: WidgetFacts, now: Instant) -> String {
    let timeline = facts.timeline
    var shows = "its timeline built at \(timeline.builtAt.iso8601) (seq \(timeline.builtSeq)) shows "
    if let data = timeline.data {
      shows +=
        "\(data.value.serialized) written at \(data.at.iso8601) (seq \(data.seq), \(data.container.rawValue) container, ttl \(timeline.ttl.text))"
    } else {
      shows += "the fallback"
    }
    if let newer = expected.newer {
      shows +=
        "; newer data \(newer.value.serialized) was written at \(newer.at.iso8601) (seq \(newer.seq), \(newer.container.rawValue) container), which it reads now"
    } else {
      shows += "; nothing newer is readable now"
    }
    if expected.expired { shows += "; the shown data is past its ttl at \(now.iso8601)" }
    return shows
  }
}

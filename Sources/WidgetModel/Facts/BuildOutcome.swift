/// A widget's last build as the model recorded it: the build that made the timeline it shows, and a build that
/// failed since, if any.
public struct BuildOutcome: Hashable, Sendable {
  /// When the timeline shown was built (for a widget none of whose builds succeeded, when it was added).
  public var builtAt: Instant
  /// What caused that build.
  public var cause: BuildCause
  /// Whether that build counted against the budget.
  public var counted: Bool
  /// What the provider's fetch did during that build, for a kind that fetches.
  public var fetch: FetchOutcome?
  /// Why the timeline holds no data, when it holds none.
  public var missingReason: MissingReason?
  /// The last build that failed since the timeline was built: the widget kept its timeline (or the fallback).
  public var failure: BuildFailure?
  /// When the next attempt comes after `failure` (`retryAfter` after it), nil while builds succeed.
  public var retryAt: Instant?

  /// Whether no build has succeeded since the widget was added, so it shows its kind's fallback.
  public var neverSucceeded: Bool { missingReason == .buildFailed }
}

extension SimState {
  /// A widget's last build and a failed build since.
  public func buildOutcome(_ widget: Widget) -> BuildOutcome {
    let timeline = widget.timeline
    let failure = widget.failure
    return BuildOutcome(
      builtAt: timeline.generatedAt, cause: timeline.cause, counted: timeline.counted, fetch: timeline.fetch,
      missingReason: timeline.missingReason, failure: failure, retryAt: failure.map { $0.at + settings.retryAfter })
  }
}

extension SimState {
  /// How the extension's process ran the widget's last failed build, where a simulator program recorded it; nil when
  /// its builds succeed or no process was recorded for the failure.
  public func failedRun(_ widget: Widget) -> ExtensionRun? {
    guard let failure = widget.failure, let run = extensionRuns[widget.id], run.seq == failure.seq,
      run.at == failure.at
    else { return nil }
    return run.process
  }

  /// How the widget's last build ended its extension, if it did (recorded by a simulator program), else nil.
  public func extensionEnd(_ widget: Widget) -> ExtensionEnd? { failedRun(widget)?.ended }
}

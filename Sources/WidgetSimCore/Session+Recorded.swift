import WidgetJournal
import WidgetModel

/// Actions read from a journal rather than typed: appended as recorded, provider outputs included, so that a journal
/// whose kinds ran a developer's own providers replays without them.
extension Session {
  /// Checks an action read from a journal against the head of a session at its head (a scenario's: never
  /// travelled back, never read-only), appends it and applies it: an action with recorded
  /// provider outputs (`Action.withBuilds`) is applied with those outputs, and refused when they do not fit its
  /// builds, as `widgetsim replay` refuses such a line.
  /// - Throws: `WidgetError` when the action is impossible now or its outputs do not fit; the journal's error when
  ///   it cannot be written. Nothing is applied then.
  func performRecorded(_ action: Action) throws -> Outcome {
    precondition(cursor == nil && journal.readOnlyReason == nil, "a recorded action is appended at the head")
    try head.check(action)
    var state = head
    let (refreshes, mismatch) = state.applyChecked(action)
    if let mismatch { throw WidgetError.providedMismatch(mismatch.description) }
    let before = head
    var notes: [String] = []
    try commit(action, reaching: state, refreshes: refreshes, notes: &notes)
    let report = ActionReport.describe(
      action, refreshes: refreshes, before: before, after: head, zone: pictureStyle.zone)
    return Outcome(output: prose((notes + report).joined(separator: "\n")))
  }
}

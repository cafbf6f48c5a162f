import WidgetCommands
import WidgetJournal
import WidgetModel

/// `insert`, `replace` and `drop`: what-if edits of the history at the time-travel cursor. The edited history becomes
/// the session's journal, as a fork does, but the actions after the change are replayed on top instead of dropped.
extension Session {
  /// Changes the history right after the cursor (after the last action at the head): validates the change against the
  /// viewed state, writes the edited journal (`Journal.write(_:from:to:observeState:)`: beside the original, or in the
  /// sessions folder for a read-only one) and goes on there, the cursor right after the change.
  /// - Returns: what was changed, the actions left out with their reasons, where the journal now is, and the widgets.
  /// - Throws: `WidgetError` for an action that is not valid at the cursor, `EditRefusal` or `JournalError`; nothing
  ///   is written then.
  func edit(_ request: HistoryEdit) throws -> Outcome {
    let position = cursor ?? journal.count
    let after = journal.count - position
    let edit: JournalEdit
    switch request {
    case .insert(let command):
      // At the head an insert is the action typed: nothing follows to replay.
      if cursor == nil { return try perform(command) }
      edit = JournalEdit(
        position: position, removing: 0, inserting: [try viewed.validate(command, zone: pictureStyle.zone)])
    case .replace(let command):
      guard after > 0 else { throw EditRefusal(description: Self.nothingAfter("replace", position)) }
      edit = JournalEdit(
        position: position, removing: 1, inserting: [try viewed.validate(command, zone: pictureStyle.zone)])
    case .drop(let n):
      guard after > 0 else { throw EditRefusal(description: Self.nothingAfter("drop", position)) }
      guard n <= after else {
        throw EditRefusal(
          description:
            "drop \(n): only \(after == 1 ? "1 action follows" : "\(after) actions follow") the cursor at seq \(position) (up to seq \(journal.count)); drop \(after) takes them all"
        )
      }
      edit = JournalEdit(position: position, removing: n, inserting: [])
    }
    if providerHost != nil, viewed.hasProviderKinds {
      throw EditRefusal(
        description:
          "this session runs your providers' builds, and an edit would replay builds whose recorded outputs belong to the original history; edit is for journals without provider kinds"
      )
    }
    var notes: [String] = []
    if let note = try saveIfLost() { notes.append(note) }
    let original = journal.path
    let target = original.map { Journal.editPath(for: $0, in: journal.readOnlyReason != nil ? forkFolder : nil) }
    // Forgotten first, so the edited history's states are kept as they are folded; should the edit fail, the journal
    // is unchanged and time travel folds from an earlier state.
    checkpoints.forget(after: position)
    let outcome = try journal.write(edit, from: viewed, to: target) { self.checkpoints.offer($0) }
    head = outcome.head
    headHistory = nil
    let state = try travel(to: position + outcome.inserted.count)
    notes += Self.describe(edit, outcome, original: original, count: journal.count, target: target)
    return Outcome(output: prose(notes.joined(separator: "\n")) + "\n" + (try moved(state)))
  }

  /// The refusal of `replace` or `drop` with no action after the cursor at `position`.
  static func nothingAfter(_ name: String, _ position: Int) -> String {
    "\(name): no action follows seq \(position), the head; goto SEQ first, and \(name) changes the action after SEQ"
  }

  /// The lines saying what an edit did: the change, each action left out with its reason (the first ones, and how
  /// many more), the notes, and where the edited journal is.
  public static func describe(
    _ edit: JournalEdit, _ outcome: EditOutcome, original: String?, count: Int, target: String?
  ) -> [String] {
    var lines: [String] = []
    let first = edit.position + 1
    let removed = edit.removing == 1 ? "action \(first)" : "actions \(first)–\(edit.position + edit.removing)"
    switch (edit.removing, outcome.inserted.first) {
    case (0, let action?): lines.append("inserted at seq \(first): \(action.commandText)")
    case (_, let action?): lines.append("replaced \(removed) with: \(action.commandText)")
    default: lines.append("dropped \(removed)")
    }
    lines += outcome.notes
    if outcome.leftOutCount == 0 {
      lines.append("every later action of the original is still valid and was replayed")
    } else {
      lines.append(
        "left out, no longer valid (\(outcome.leftOutCount) action\(outcome.leftOutCount == 1 ? "" : "s"), seqs of the original):"
      )
      for item in outcome.leftOut.prefix(leftOutShown) {
        lines.append("  \(item.seq)  \(item.action.commandText): \(item.reason)")
      }
      if outcome.leftOutCount > leftOutShown { lines.append("  … and \(outcome.leftOutCount - leftOutShown) more") }
    }
    if let original, let target {
      lines.append("the edited journal is \(target), \(count) actions (\(original) is unchanged)")
    } else {
      lines.append("the edited history, \(count) actions, is the session's (in memory)")
    }
    return lines
  }

  /// The most actions left out that an edit lists one by one.
  public static let leftOutShown = 20
}

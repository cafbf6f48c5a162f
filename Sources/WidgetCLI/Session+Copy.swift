import WidgetModel

/// Copying a session kept in memory, so a value type built on one (`WidgetScenario`) can change a copy of its own.
extension Session {
  /// A session holding the same journal, head, checkpoints and cursor; it shares nothing mutable with this one.
  /// Only a session that writes no journal can be copied: two writers of one file are not allowed.
  func copy() -> Session {
    precondition(writer == nil, "only a session kept in memory is copied")
    let copy = Session(
      header: header, actions: actions, head: head, path: path, writer: nil, checkpoints: checkpoints)
    copy.pictureStyle = pictureStyle
    if let cursor {
      // The cursor's state is refolded from a checkpoint; an in-memory log cannot fail to be read.
      _ = try? copy.travel(to: cursor)
    }
    return copy
  }
}

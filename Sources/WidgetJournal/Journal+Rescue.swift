import WidgetModel

/// Saving a journal whose file was deleted, replaced or changed behind the session: the whole journal is copied to a
/// new file, read through the descriptor the writer still holds, and the session goes on there.
extension Journal {
  /// What happened to the journal's file behind this session (see `JournalWriter.pathProblem`), or nil when it is as
  /// written, or the journal is in memory or read-only.
  public var fileProblem: String? {
    guard case .file(let writer, _) = storage else { return nil }
    return writer.pathProblem
  }

  /// Copies every action to the first free `NAME.fork-N.jsonl` beside the lost file and makes it the active journal.
  /// - Returns: the new journal's path.
  /// - Throws: `JournalError` when the copy cannot be written (its folder is gone too) or the lines read back are not
  ///   those written (the file was cut short); the journal is unchanged then.
  public func rescue() throws(JournalError) -> String {
    guard case .file(let writer, _) = storage else { preconditionFailure("only a journal on disk is rescued") }
    let target = Self.forkPath(for: writer.path)
    try copy(upTo: count, to: target, readingFrom: writer.descriptorPath)
    return target
  }
}

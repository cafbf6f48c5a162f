import WidgetModel

/// Replaying a journal held in memory (a string a test wrote, or one pasted from a bug report) with the same checks
/// as a file: header, checksums, JSON, seq, limits and validity against the state.
extension JournalReplay {
  /// Replays the journal `text`, calling `observe` after each action, exactly as `replay(path:)` does for a file;
  /// lines end with `\n` (or `\r\n`), and a last line without a newline is read as the file reader reads it.
  /// - Throws: `JournalError.badHeader` when the text is empty or its first line is not a journal header; line
  ///   problems end up in the outcome's `error` or `tornTail`.
  public static func replay(
    text: String, observe: ((SimState, Action, [Refresh]) -> Void)? = nil
  ) throws(JournalError) -> Outcome {
    var copy = text
    let result = copy.withUTF8 { bytes -> Result<Outcome, JournalError> in
      var fold: ReplayFold? = nil
      var keepGoing = true
      // Long actions' part lines are joined as the file reader joins them (`PartJoiner`).
      var joiner = PartJoiner()
      let body = { (item: LineReader.Item) throws(JournalError) -> Bool in
        guard fold != nil else {
          fold = ReplayFold(header: try header(from: item))
          if case .line(_, _, _, false) = item { fold!.outcome.missingFinalNewline = true }
          return true
        }
        return fold!.feed(item, observe: observe)
      }
      do throws(JournalError) {
        for item in Self.lineItems(of: bytes) where keepGoing { keepGoing = try joiner.hand(item, body) }
        if keepGoing { try joiner.finish(body) }
      } catch {
        return .failure(error)
      }
      guard let fold else { return .failure(.badHeader(line: 1, reason: "the journal is empty")) }
      return .success(fold.outcome)
    }
    return try result.get()
  }

  /// The lines of `bytes` as the file reader hands them out: numbered from 1, without their line ending, a line over
  /// the journal's limit reported by its length alone.
  static func lineItems(of bytes: UnsafeBufferPointer<UInt8>) -> [LineReader.Item] {
    var items: [LineReader.Item] = []
    var start = 0
    var number = 0
    while start < bytes.count {
      let newline = bytes[start...].firstIndex(of: 0x0A)
      let end = newline ?? bytes.count
      number += 1
      let count = end - start
      let terminated = newline != nil
      if count > Limits.journalLineBytesMax {
        items.append(.tooLong(number: number, offset: start, bytes: count, terminated: terminated))
      } else {
        let line = LineReader.withoutCarriageReturn(bytes.baseAddress! + start, count)
        items.append(.line(number: number, bytes: line, offset: start, terminated: terminated))
      }
      start = end + 1
    }
    return items
  }
}

import WidgetModel

/// Folds a journal file into the state, checking every line: header, seq, checksum, validity.
public enum JournalReplay {
  /// The outcome of a replay: the state reached and the problem that stopped it, if any.
  public struct Outcome {
    public var header: JournalHeader
    public var state: SimState
    /// The first problem found; the state is the fold of the lines before it.
    public var error: JournalError?
    /// Whether the last line was cut off mid-write (a torn tail), which stops the replay without being corruption.
    public var tornTail: (offset: Int, bytes: Int)?
  }

  /// The state a new journal starts from: its header's start and settings, nothing folded.
  public static func initialState(_ header: JournalHeader) -> SimState {
    SimState(start: header.start, settings: header.settings)
  }

  /// Replays `path` up to and including `seq` (all of it when nil), calling `observe` after each action.
  /// - Throws: `JournalError` only when the file cannot be read or its header is bad; line problems end up in `error`.
  public static func replay(
    path: String, to limit: Int? = nil, observe: (SimState, Action, [Refresh]) -> Void = { _, _, _ in }
  ) throws(JournalError) -> Outcome {
    var outcome: Outcome? = nil
    try LineReader.forEachLine(path: path) { (item) throws(JournalError) -> Bool in
      guard outcome != nil else {
        guard case .line(_, let text) = item else {
          throw .badHeader(line: 1, reason: "the first line is not a complete header")
        }
        let header = try JournalHeader.parse(text)
        outcome = Outcome(header: header, state: initialState(header), error: nil, tornTail: nil)
        return true
      }
      if let limit, outcome!.state.seq >= limit { return false }
      // Folded in place: a copy of the outcome would share the state's storage and make every action copy it.
      return step(&outcome!, item, observe: observe)
    }
    guard let outcome else { throw .badHeader(line: 1, reason: "the file is empty") }
    return outcome
  }

  /// Folds one line into the outcome; false when the replay must stop.
  static func step(_ outcome: inout Outcome, _ item: LineReader.Item, observe: (SimState, Action, [Refresh]) -> Void)
    -> Bool
  {
    switch item {
    case .tooLong(let number):
      outcome.error = .limit(line: number, what: "line length", max: LineReader.lineBytesMax)
      return false
    case .unterminated(_, let text, let offset):
      outcome.tornTail = (offset, text.utf8.count)
      return false
    case .line(let number, let text):
      if text.isEmpty { return true }
      do {
        let line = try ActionCodec.decode(text, lineNumber: number)
        let expected = outcome.state.seq + 1
        guard line.seq == expected else { throw JournalError.seqGap(line: number, expected: expected, found: line.seq) }
        do { try outcome.state.check(line.action) } catch {
          throw JournalError.invalid(line: number, seq: line.seq, error: error)
        }
        let refreshes = outcome.state.apply(line.action)
        observe(outcome.state, line.action, refreshes)
        return true
      } catch let error as JournalError {
        outcome.error = error
        return false
      } catch {
        return false
      }
    }
  }
}

import WidgetModel

/// The one pass over a journal opened for writing (`Journal.open`): it reads the header, folds and checks every
/// action as a replay does, and at the same time indexes the action lines — or, for a journal in an older format,
/// writes them to the current-format copy (`UpgradeCopy`) that becomes the active journal. What the pass cannot
/// repair on its own (a torn header or tail, a missing newline) it leaves in its fold for `Journal.open`.
struct OpeningPass {
  /// The file being read.
  let path: String
  /// Told each state the fold reaches, for the caller's checkpoints.
  let observeState: ((SimState) -> Void)?
  /// Whether the first line was read.
  var started = false
  /// The fold of the actions so far; nil until the header is read, and when it is torn.
  var fold: ReplayFold? = nil
  /// The length of an incomplete header that is the file's only line (its creation was cut short).
  var tornHeader: Int? = nil
  /// Where the file's action lines are (left empty when `copy` takes the actions instead).
  var index = JournalIndex()
  /// The current-format copy being written, when the file is in an older format.
  var copy: UpgradeCopy? = nil
  /// What hears of each action applied when there is a copy: the copy, then `observeState`.
  var observe: ((SimState, Action, [Refresh]) -> Void)? = nil
  /// The number of the last line read.
  var lastLine = 0
  /// Why the file must not be written, when it is opened read-only: then an older format is refused, not copied.
  var readOnly: ReadOnlyReason? = nil

  /// A pass over the journal at `path`, telling `observeState` each state reached.
  init(path: String, observeState: ((SimState) -> Void)?) {
    self.path = path
    self.observeState = observeState
  }

  /// Takes the next line of the file; false when the pass must stop.
  /// - Throws: `JournalError` for a bad header or when the copy cannot be created.
  mutating func feed(_ item: LineReader.Item) throws(JournalError) -> Bool {
    lastLine = item.lineNumber
    guard started else { return try begin(item) }
    let goOn = fold!.feed(item, observe: observe, observeState: observeState)
    // Every action applied is indexed, so the index's count is the seq before this line.
    if copy == nil, fold!.outcome.state.seq > index.count, case .line(let number, _, let offset, _) = item {
      index.addAction(line: number, offset: offset)
    }
    return goOn
  }

  /// Reads the header from the first line, and starts the copy when the journal is in an older format.
  mutating func begin(_ item: LineReader.Item) throws(JournalError) -> Bool {
    started = true
    if let bytes = JournalRecovery.tornHeaderBytes(item) {
      tornHeader = bytes
      return false
    }
    fold = try ReplayFold(firstLine: item)
    let header = fold!.outcome.header
    if header.version < JournalHeader.currentVersion {
      if let readOnly {
        throw .malformed(
          line: 1,
          reason:
            "format v\(header.version) is upgraded by copying it beside the journal, and \(path) is \(readOnly.text); copy it to a file you may write and open that"
        )
      }
      let copy = try UpgradeCopy(of: path, header: header)
      let observeState = observeState
      self.copy = copy
      observe = { state, action, _ in
        copy.add(action)
        observeState?(state)
      }
    }
    return true
  }
}

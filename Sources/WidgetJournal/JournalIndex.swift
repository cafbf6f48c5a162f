/// Where a journal file's action lines are, kept small: the offset and line number of every `blockSize`th action's
/// line, the number of actions and the number of lines. A journal on disk reads its actions back a block at a time
/// through it (`Journal.forEach(in:_:)`), so a session over millions of actions holds a few kilobytes of index, not
/// the actions (about 170 bytes each in memory).
///
/// It is built as the lines go by, never by a pass of its own: by the pass that opens the journal, and as lines are
/// written (a new journal, an append, a fork's or an upgrade's copy).
struct JournalIndex: Equatable {
  /// Actions per indexed block of lines.
  static let blockSize = 256

  /// `blockOffsets[b]` is the file offset of the line of action `b × blockSize` (from 0).
  private(set) var blockOffsets: [Int] = []
  /// `blockLines[b]` is the line number of action `b × blockSize`.
  private(set) var blockLines: [Int] = []
  /// How many actions the file holds.
  private(set) var count = 0
  /// How many lines the file holds: the header, the actions, and blank lines.
  var lines = 1

  /// The index of a file holding its header line only.
  init() {}

  /// Records the next action, whose line is line `number` and starts at file offset `offset`.
  mutating func addAction(line number: Int, offset: Int) {
    precondition(number > lines, "action lines are recorded in order, after the header")
    if count % Self.blockSize == 0 {
      blockOffsets.append(offset)
      blockLines.append(number)
    }
    count += 1
    lines = number
  }

  /// Records action lines (without their newlines) written one after the other at the end of the file, the first at
  /// file offset `offset`.
  /// An action written in part lines (`JournalParts`) is one text of several lines, numbered from its first.
  mutating func addActions(_ written: [String], at offset: Int) {
    var next = offset
    for line in written {
      addAction(line: lines + 1, offset: next)
      next += line.utf8.count + 1
      lines += line.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }
  }

  /// The block holding action `index` (from 0): where its first line starts, that line's number, and the index of its
  /// first action.
  func block(holding index: Int) -> (offset: Int, line: Int, firstAction: Int) {
    precondition(index >= 0 && index < count, "action \(index) of \(count)")
    let block = index / Self.blockSize
    return (blockOffsets[block], blockLines[block], block * Self.blockSize)
  }
}

import WidgetModel

/// A journal through its life: opened or created (`open`, recovering a crash and upgrading an older format on the
/// way), appended to, read back for time travel, and forked; on disk, or in memory for sessions that record nothing.
///
/// A journal on disk is the file of a `JournalWriter`, which holds the file's lock and makes each append durable. Its
/// actions stay in the file: a small `JournalIndex`, built while the lines go by, finds them again, so a journal of
/// millions of actions costs a few kilobytes of memory. The file is read once when it is opened; after that only the
/// blocks that time travel, `history` or a fork ask for are read.
public final class Journal {
  /// Where the actions are.
  enum Storage {
    /// In memory, every one.
    case memory([Action])
    /// In the file `writer` appends to, found through `index`.
    case file(JournalWriter, JournalIndex)
    /// In a file this session must not write (a recorded example, or one it may not write), found through `index`;
    /// the first action forks it into a file of its own (`Journal+ReadOnly.swift`).
    case readOnly(path: String, index: JournalIndex, reason: ReadOnlyReason)
  }

  /// The journal's header: its start, settings and format version (a fork's loses the example mark).
  public internal(set) var header: JournalHeader
  /// Where the actions are; a fork moves them to its new file.
  var storage: Storage
  /// What this journal has read from its files, for tests that count passes.
  @_spi(Testing) public internal(set) var reads = Reads()

  /// A journal with `header` whose actions are in `storage`.
  init(header: JournalHeader, storage: Storage) {
    self.header = header
    self.storage = storage
  }

  /// A journal kept in memory, nothing written anywhere, holding `actions` after `header`.
  /// - Returns: the journal and the state after `actions`.
  public static func inMemory(header: JournalHeader, actions: [Action]) -> Opened {
    Journal(header: header, storage: .memory(actions)).opened(folding: actions)
  }

  /// The journal's file, or nil for a journal kept in memory.
  public var path: String? {
    switch storage {
    case .memory: return nil
    case .file(let writer, _): return writer.path
    case .readOnly(let path, _, _): return path
    }
  }

  /// How many actions the journal holds.
  public var count: Int {
    switch storage {
    case .memory(let actions): return actions.count
    case .file(_, let index), .readOnly(_, let index, _): return index.count
    }
  }

  /// Appends an action after the last one, durable on return when the journal is on disk.
  /// - Throws: `JournalError.io` when it cannot be written (the journal is then unchanged).
  public func append(_ entry: Entry) throws(JournalError) {
    try append(contentsOf: [entry])
  }

  /// Appends actions after the last one in one write, durable on return when the journal is on disk: actions that
  /// belong together (a tick and the event at its end) cost one `fsync`, and a crash keeps a prefix of them.
  /// - Throws: `JournalError.io` when they cannot be written (the journal is then unchanged).
  public func append(contentsOf entries: [Entry]) throws(JournalError) {
    for (offset, entry) in entries.enumerated() {
      precondition(entry.seq == count + offset + 1, "entry \(entry.seq) appended after \(count + offset) actions")
    }
    switch storage {
    case .memory(var actions):
      if entries.contains(where: \.inParts) { header.version = max(header.version, JournalParts.formatVersion) }
      // The storage is emptied first, so the array is not shared and the append does not copy it.
      storage = .memory([])
      actions.append(contentsOf: entries.map(\.action))
      storage = .memory(actions)
    case .file(let writer, var index):
      let lines = entries.map(\.line)
      if header.version < JournalParts.formatVersion, entries.contains(where: \.inParts) {
        // The header says the journal holds part lines before the first one is written, so no widgetsim that
        // knows none reads it as a damaged journal; the header keeps its length, so this rewrites it in place.
        var upgraded = header
        upgraded.version = JournalParts.formatVersion
        try writer.rewriteHeader(from: header.line, to: upgraded.line)
        header = upgraded
      }
      let offset = writer.size
      try writer.append(lines)
      storage = .memory([])
      index.addActions(lines, at: offset)
      storage = .file(writer, index)
    case .readOnly(let path, _, _):
      preconditionFailure("an action appended to the read-only \(path); the session forks it first")
    }
  }

  /// The journal with what folding `actions` from its header gives, `observeState` seeing each state on the way.
  func opened(
    folding actions: [Action], notes: [String] = [], repairs: [JournalRecovery.Repair] = [],
    observeState: ((SimState) -> Void)? = nil
  ) -> Opened {
    var state = JournalReplay.initialState(header)
    for action in actions {
      state.apply(action)
      observeState?(state)
    }
    return Opened(journal: self, head: state, notes: notes, repairs: repairs)
  }
}

extension Journal {
  /// An action as its journal line, checked against the reader's line limit: what `append` takes, so a line the
  /// journal could not read back is never written.
  public struct Entry {
    /// The action.
    public let action: Action
    /// Its sequence number: one more than the actions before it.
    public let seq: Int
    /// Its line, without the newline, with its checksum; or, for an action longer than a line, its part lines
    /// (`JournalParts`) joined by newlines.
    let line: String

    /// Whether the action is written as part lines, which only a journal of `JournalParts.formatVersion` holds.
    var inParts: Bool { line.utf8.count > Limits.journalLineBytesMax || line.utf8.contains(0x0A) }

    /// Encodes `action` as the line of action `seq`, in part lines when it is longer than a line.
    /// - Parameter parts: whether a line longer than `Limits.journalLineBytesMax` may be written in parts; when not,
    ///   such a line is refused.
    /// - Throws: `JournalError.lineTooLong` when the line would be longer than `Limits.journalActionBytesMax` (or,
    ///   without `parts`, than `Limits.journalLineBytesMax`).
    public init(_ action: Action, seq: Int, parts: Bool = true) throws(JournalError) {
      let line = ActionCodec.encode(action, seq: seq)
      let max = parts ? Limits.journalActionBytesMax : Limits.journalLineBytesMax
      guard line.utf8.count <= max else { throw .lineTooLong(bytes: line.utf8.count, max: max) }
      self.action = action
      self.seq = seq
      self.line = JournalParts.lines(for: line, seq: seq).joined(separator: "\n")
    }
  }

  /// A journal just opened, with what the caller needs to go on from it.
  public struct Opened {
    /// The journal, ready to append to.
    public var journal: Journal
    /// The state after its last action.
    public var head: SimState
    /// What the user is told: a new or resumed journal, what was repaired, an upgrade.
    public var notes: [String]
    /// The repairs made while opening (their descriptions are among `notes`).
    public var repairs: [JournalRecovery.Repair]
  }

  /// How much a journal read from its files: each pass is one run of the `LineReader` (or one copy of a torn tail).
  @_spi(Testing) public struct Reads: Equatable, Sendable {
    /// The runs over (a part of) a file.
    public var passes = 0
    /// The bytes read in all.
    public var bytes = 0

    /// Counts one more pass that read `bytes` bytes.
    mutating func add(pass bytes: Int) {
      passes += 1
      self.bytes += bytes
    }
  }
}

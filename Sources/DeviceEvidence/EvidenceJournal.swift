import WidgetJournal
import WidgetModel

/// A journal with the device's observations among its actions (format v2, `Observation.observationsVersion`), read
/// whole: what `compare` and `fit` replay.
public struct EvidenceJournal: Sendable {
  /// The journal's header.
  public var header: JournalHeader
  /// Its actions, in order (the action of seq N at index N-1).
  public var actions: [Action]
  /// Its observations in time order, each with the number of actions before its line.
  public var observations: [(after: Int, observation: Observation)]

  /// A journal of `header`, `actions` and `observations`.
  public init(header: JournalHeader, actions: [Action], observations: [(after: Int, observation: Observation)]) {
    self.header = header
    self.actions = actions
    self.observations = observations
  }

  /// Reads the journal at `path`, v1 or v2.
  /// - Throws: `JournalError` for the first line that is not a valid header, action (seq in order) or observation.
  public static func read(path: String) throws(JournalError) -> EvidenceJournal {
    var header: JournalHeader? = nil
    var actions: [Action] = []
    var observations: [(after: Int, observation: Observation)] = []
    try LineReader.forEachLine(path: path, longLines: .measuredAfterFirstLine) { (item) throws(JournalError) -> Bool in
      guard case .line(let number, let bytes, _, _) = item else {
        throw .limit(line: item.lineNumber, what: "line length", max: Limits.journalLineBytesMax)
      }
      guard let known = header else {
        header = try JournalHeader.parse(bytes)
        return true
      }
      if LineReader.isBlank(bytes) { return true }
      if Observation.isLine(bytes, version: known.version) {
        observations.append((actions.count, try Observation.decode(bytes, lineNumber: number)))
        return true
      }
      let line = try LineDecoder.decode(bytes, lineNumber: number, version: known.version)
      guard line.seq == actions.count + 1 else {
        throw .seqGap(line: number, expected: actions.count + 1, found: line.seq)
      }
      actions.append(line.action)
      return true
    }
    guard let header else { throw .badHeader(line: 1, reason: "the file is empty") }
    return EvidenceJournal(header: header, actions: actions, observations: observations)
  }

  /// The journal's lines, each ending with a newline: the header (format v2 when there are observations, else as it
  /// was), then the actions with each observation after the actions before it.
  public var text: String {
    var header = header
    if !observations.isEmpty { header.version = max(header.version, Observation.observationsVersion) }
    var out = header.line + "\n"
    var next = 0
    for (index, action) in actions.enumerated() {
      while next < observations.count, observations[next].after <= index {
        out += observations[next].observation.line + "\n"
        next += 1
      }
      out += ActionCodec.encode(action, seq: index + 1) + "\n"
    }
    for (_, observation) in observations[next...] { out += observation.line + "\n" }
    return out
  }
}

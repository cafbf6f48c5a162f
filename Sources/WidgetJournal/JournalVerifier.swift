import WidgetModel

/// Checks a whole journal and reports every problem it can find, with line numbers.
///
/// Actions are folded and checked against the state until the first problem; after it the state is unknown, so
/// the remaining lines get the format-level checks only: length, JSON, checksum, a known action with its members,
/// and seq continuity (an unreadable line is assumed to have held one action).
public enum JournalVerifier {
  /// The most problems a report keeps; the rest are only counted, so a hostile file cannot fill the memory.
  public static let problemsMax = 1000

  /// What a verification found.
  public struct Report {
    /// The header, when it could be read.
    public var header: JournalHeader?
    /// The first `problemsMax` problems, in line order.
    public var problems: [JournalError] = []
    /// How many problems there are in all.
    public var problemCount = 0
    /// How many action lines decoded.
    public var actions = 0
    /// The fold of the actions before the first problem (nil when the header is unreadable).
    public var state: SimState?

    /// Whether the journal has no problem at all.
    public var isClean: Bool { problemCount == 0 }
  }

  /// Verifies the journal at `path`.
  /// - Throws: `JournalError.io` only when the file cannot be read.
  public static func verify(path: String) throws(JournalError) -> Report {
    var check = VerifyPass()
    try LineReader.forEachLine(path: path, longLines: .measuredAfterFirstLine) { (item) throws(JournalError) -> Bool in
      check.feed(item)
    }
    if !check.sawHeader { check.record(.badHeader(line: 1, reason: "the file is empty")) }
    return check.report
  }
}

/// The verifier's state machine over the lines.
struct VerifyPass {
  var report = JournalVerifier.Report()
  var sawHeader = false
  var version = JournalHeader.currentVersion
  /// Whether the state is still known (no problem yet).
  var folding = false
  var lastSeq = 0
  /// Lines since the last readable seq that had no readable seq themselves.
  var unreadable = 0
  /// After a seq mismatch, the seq the line would have had if its own number was the damaged part; the next line
  /// may follow either reading, so one bad number is reported once.
  var alternativeSeq: Int? = nil
  /// Whether the actions limit was reported already (it is reported once).
  var pastActionsMax = false

  mutating func feed(_ item: LineReader.Item) -> Bool {
    guard sawHeader else {
      sawHeader = true
      readHeader(item)
      if case .newerVersion? = report.problems.first { return false }
      return true
    }
    switch item {
    case .tooLong(let number, _, let bytes, _):
      record(.limit(line: number, what: "line length (\(bytes) bytes)", max: Limits.journalLineBytesMax))
      unreadable += 1
    case .overLimit:
      preconditionFailure("verify measures every line after the first")
    case .badPart(_, _, let error):
      record(error)
      unreadable += 1
    case .line(let number, let bytes, let offset, let terminated):
      guard !LineReader.isBlank(bytes) else { return true }
      // An observation line (a v2 journal's) is checked whole; it folds nothing, so a damaged one leaves the state
      // known and the seqs where they were.
      if Observation.isLine(bytes, version: version) {
        do { _ = try Observation.decode(bytes, lineNumber: number) } catch {
          report.problemCount += 1
          if report.problems.count < JournalVerifier.problemsMax { report.problems.append(error) }
        }
        return true
      }
      do {
        let line = try LineDecoder.decode(bytes, lineNumber: number, version: version)
        report.actions += 1
        checkSeqAndFold(line, number: number)
      } catch {
        unreadable += 1
        guard !terminated, TornLine.isPrefix(bytes) else {
          record(error)
          return true
        }
        record(JournalReplay.TornTail(line: number, offset: offset, bytes: bytes.count, reason: "no newline").error)
      }
    }
    return true
  }

  mutating func readHeader(_ item: LineReader.Item) {
    do {
      let header = try JournalReplay.header(from: item)
      report.header = header
      report.state = JournalReplay.initialState(header)
      version = header.version
      folding = true
    } catch {
      record(error)
    }
  }

  mutating func checkSeqAndFold(_ line: ActionCodec.Line, number: Int) {
    guard line.seq <= Limits.journalActionsMax else {
      if !pastActionsMax { record(.limit(line: number, what: "actions in a journal", max: Limits.journalActionsMax)) }
      pastActionsMax = true
      return
    }
    let expected = lastSeq + 1 + unreadable
    let alternative = alternativeSeq.map { $0 + 1 + unreadable }
    lastSeq = line.seq
    unreadable = 0
    alternativeSeq = nil
    guard line.seq == expected || line.seq == alternative else {
      record(.seqGap(line: number, expected: expected, found: line.seq))
      alternativeSeq = expected
      return
    }
    guard folding else { return }
    do { try report.state!.check(line.action) } catch {
      record(.invalid(line: number, seq: line.seq, error: error))
      return
    }
    if let mismatch = report.state!.applyChecked(line.action).mismatch {
      record(.invalid(line: number, seq: line.seq, error: .providedMismatch(mismatch.description)))
    }
  }

  /// Notes a problem; the state is unknown from here on.
  mutating func record(_ problem: JournalError) {
    folding = false
    report.problemCount += 1
    if report.problems.count < JournalVerifier.problemsMax { report.problems.append(problem) }
  }
}

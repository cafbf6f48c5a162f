import WidgetJournal
import WidgetModel

/// `widgetsim doctor FILE`: the checks need the history of the actions (`DoctorHistory`), whose builds matter only in
/// the last day before the state looked at, so the journal is folded without recording builds until then.
extension AnalysisCommand {
  /// `widgetsim doctor FILE [--at SEQ] [--json]`: exit 1 when a finding is a warning (notes alone: 0), like a linter,
  /// or when the reading stopped at a bad line.
  static func doctor(_ words: [String]) throws -> Int32 {
    let args = try arguments(words, name: "doctor", ids: 0...0)
    var history = DoctorHistory()
    let observed = report(args.path, at: args.at) { () throws(JournalError) in
      try doctorReplay(args.path, at: args.at, history: &history)
    }
    guard let reading = observed else { return 1 }
    let findings = reading.state.doctor(history: history, zone: args.style.zone)
    let warnings = findings.count(where: { $0.severity == .warning })
    if args.json {
      let fields: [(key: String, value: JSONValue)] = [
        ("warnings", .int(Int64(warnings))), ("notes", .int(Int64(findings.count - warnings))),
        ("findings", .array(findings.map(\.json))),
      ]
      writeOutput(JSONValue.object(header(reading) + fields).serialized)
    } else {
      writeOutput((findings.map(\.line) + [Finding.summary(findings)]).joined(separator: "\n"))
    }
    return warnings > 0 ? 1 : status(reading)
  }

  /// Replays `path` up to `limit` with `doctor`'s history. The clock at the end is read first from the last `tick`
  /// line (`clockAtEnd`); builds are recorded from the first action that reaches into the day before it. When the
  /// replay ends earlier than that clock (a bad line, or a tick line read otherwise than the replay reads it), the
  /// day may have started before the builds were recorded, so it is replayed again recording them all.
  static func doctorReplay(_ path: String, at limit: Int?, history: inout DoctorHistory) throws(JournalError)
    -> JournalReplay.Outcome
  {
    if let end = clockAtEnd(path, at: limit) {
      // A class, so that the replay's escaping closures can fill it.
      let staged = HistoryBox()
      let outcome = try JournalReplay.replay(
        path: path, to: limit,
        recordsFrom: { state, action in
          guard DoctorHistory.needsBuilds(of: action, in: state, end: end) else { return false }
          staged.history.startTracking(state)
          return true
        },
        folded: { state, action in staged.history.record(action, refreshes: nil, after: state) },
        observe: { state, action, refreshes in staged.history.record(action, refreshes: refreshes, after: state) })
      if outcome.state.now >= end {
        history = staged.history
        return outcome
      }
    }
    let full = HistoryBox()
    let outcome = try JournalReplay.replay(path: path, to: limit) { state, action, refreshes in
      full.history.record(action, refreshes: refreshes, after: state)
    }
    history = full.history
    return outcome
  }

  /// A history the replay's closures fill.
  final class HistoryBox {
    var history = DoctorHistory()
  }

  /// The clock after action `limit` of the journal (all of it when nil), read without folding: the target of the
  /// last `tick` line up to there (only ticks move the clock), or the header's start. A line is taken for a tick
  /// when its `action` member, right after `seq` as the journal writes it, is `tick`, and only the last one is
  /// decoded; nil when the file or that line cannot be read, for the caller to fold the whole journal instead.
  static func clockAtEnd(_ path: String, at limit: Int?) -> Instant? {
    var header: JournalHeader? = nil
    var last: (line: [UInt8], number: Int)? = nil
    do {
      try LineReader.forEachLine(path: path) { (item) throws(JournalError) -> Bool in
        guard case .line(let number, let bytes, _, _) = item else { return true }
        guard header != nil else {
          header = try JournalHeader.parse(bytes)
          return true
        }
        guard let seq = tickSeq(bytes) else { return true }
        if let limit, seq > limit { return false }
        if last == nil { last = ([], 0) }
        last!.line.removeAll(keepingCapacity: true)
        last!.line.append(contentsOf: bytes)
        last!.number = number
        return true
      }
    } catch {
      return nil
    }
    guard let header else { return nil }
    guard let last else { return header.start }
    let line = last.line.withUnsafeBufferPointer { bytes in
      try? LineDecoder.decode(bytes, lineNumber: last.number, version: header.version)
    }
    guard case .clockTicked(let to)? = line?.action else { return nil }
    return to
  }

  /// The seq of a journal line that is a `tick` as the journal writes it (`{"seq":N,"action":"tick",…`), else nil.
  static func tickSeq(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard bytes.count > seqPrefix.count + tickMember.count, bytes.starts(with: seqPrefix) else { return nil }
    var index = seqPrefix.count
    var seq = 0
    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"), seq < 1 << 40 {
      seq = seq * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      index += 1
    }
    return bytes[index...].starts(with: tickMember) ? seq : nil
  }

  /// How a journal line starts, and the member that follows its seq in a tick line.
  static let seqPrefix = Array(#"{"seq":"#.utf8)
  static let tickMember = Array(#","action":"tick""#.utf8)
}

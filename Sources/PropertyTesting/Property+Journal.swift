import WidgetJournal
@_spi(Testing) import WidgetModel

/// Built-in properties about time and the journal: the clock only moves forward, and the journal round-trips.
extension Property {
  /// The clock never goes backwards: only ticks move it, to their instant, and builds happen in time order within it.
  public static let clockForward = Property("clockForward", "the clock never goes backwards") { step in
    let start = step.before.now
    let end = step.after.now
    if end < start { return "\(step.action.name) moved the clock back from \(start.iso8601) to \(end.iso8601)" }
    if case .clockTicked(let to) = step.action {
      if end != to { return "tick to \(to.iso8601) left the clock at \(end.iso8601)" }
    } else if end != start {
      return "\(step.action.name) moved the clock from \(start.iso8601) to \(end.iso8601)"
    }
    var last = start
    for refresh in step.refreshes {
      if refresh.at < last || refresh.at > end {
        return
          "\(refresh.widget) was built at \(refresh.at.iso8601), outside \(last.iso8601)…\(end.iso8601) (builds must go forward in time within the step)"
      }
      last = refresh.at
    }
    return nil
  }

  /// Folding the journal, writing it and reading it back, and folding again give the same digest; the first
  /// action that reads back differently is named.
  public static let journalRoundTrip = Property(
    "journalRoundTrip",
    "folding the journal, writing and reading it back, and folding again give the same digest",
    check: nil, afterRun: { record in refoldProblem(record) })

  /// What goes wrong writing the run as a journal, reading it back and folding it again; nil when the digests agree.
  static func refoldProblem(_ record: RunRecord) -> RunProblem? {
    let header: JournalHeader
    do { header = try JournalHeader.parse(record.header.line) } catch {
      return RunProblem(seq: 1, message: "the header cannot be read back: \(error)")
    }
    guard header == record.header else {
      return RunProblem(seq: 1, message: "the header reads back differently: \(header.line)")
    }
    var state = JournalReplay.initialState(header)
    state.plantedBug = record.initial.plantedBug
    for (index, action) in record.actions.enumerated() {
      let seq = index + 1
      let line = ActionCodec.encode(action, seq: seq)
      do {
        let decoded = try ActionCodec.decode(line, lineNumber: seq + 1)
        guard decoded.seq == seq, decoded.action == action, sameData(decoded.action, action) else {
          let again = ActionCodec.encode(decoded.action, seq: decoded.seq)
          return RunProblem(
            seq: seq, message: "seq \(seq) does not survive the journal: wrote \(line), read back \(again)")
        }
        try state.check(decoded.action)
        state.apply(decoded.action)
      } catch {
        return RunProblem(seq: seq, message: "the journal read back stops at seq \(seq): \(error) (line \(line))")
      }
    }
    let expected = record.final.digest
    guard state.digest == expected else {
      return RunProblem(
        seq: record.actions.count,
        message: "the journal read back folds to digest \(state.digest), but the run's state has digest \(expected)")
    }
    return nil
  }

  /// Whether two data or server-answer actions hold exactly the same value, down to the sign of a zero (which `==`
  /// ignores).
  static func sameData(_ a: Action, _ b: Action) -> Bool {
    switch (a, b) {
    case (.dataArrived(_, let x, _), .dataArrived(_, let y, _)),
      (.networkChanged(.rule(_, .answer(let x, _, _))), .networkChanged(.rule(_, .answer(let y, _, _)))):
      return identical(x, y)
    default:
      return true
    }
  }

  /// Whether two JSON values are the same down to the bits of their numbers (so `-0.0` is not `0.0`).
  static func identical(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.double(let x), .double(let y)): return x.bitPattern == y.bitPattern
    case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { identical($0, $1) }
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && identical($0.value, $1.value) }
    default: return a == b
    }
  }
}

/// The built-in properties, by name.
extension Property {
  /// Every built-in property, in the order they are checked: the narrow ones before `recomputedDisplay`, which
  /// notices most defects too but says less about where they are.
  public static let builtin: [Property] = [
    .clockForward, .displayedEntry, .ownKey, .budgetWindow, .minInterval, .neverPolicy, .heldForegroundReloads,
    .visibleReloadsFree,
    .throttledReloadsOnTime, .exemptReloadsFree, .developerModeNeverDefers,
    .quietHoursKept, .atEndSingleDue, .deferredOnTime, .poolLongestWaitingFirst,
    .steppedTick, .buildOrder, .configureRebuilds, .networkSource, .expiredNotUsed, .failedBuildKeeps,
    .noSandboxRead, .outcomePolicy, .recomputedDisplay, .journalRoundTrip,
    .systemRebuilds,
    .tapRebuildsAtOnce,
  ]

  /// The built-in property named `name`.
  /// - Throws: `UnknownProperty` naming the closest built-in one.
  public static func named(_ name: String) throws(UnknownProperty) -> Property {
    guard let property = builtin.first(where: { $0.name == name }) else { throw UnknownProperty(name: name) }
    return property
  }
}

/// A property name that is not a built-in one.
public struct UnknownProperty: Error, CustomStringConvertible {
  /// The name asked for.
  public let name: String

  /// The message, with the closest name and the list of properties.
  public var description: String {
    let near =
      NameSuggestion.nearest(to: name, in: Property.builtin.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
    return "no property '\(name)'\(near) (properties: \(Property.builtin.map(\.name).joined(separator: ", ")))"
  }
}

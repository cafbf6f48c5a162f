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

  /// Folding the journal, writing it and reading it back, and folding again give the same digest; each action's
  /// line reads back to an action that writes the same line.
  public static let journalRoundTrip = Property(
    "journalRoundTrip",
    "folding the journal, writing and reading it back, and folding again give the same digest",
    check: { step in roundTripProblem(step.action, seq: step.seq) },
    afterRun: { record in refoldProblem(record) })

  /// What goes wrong writing one action as a journal line and reading it back; nil when it round-trips.
  static func roundTripProblem(_ action: Action, seq: Int) -> String? {
    let line = ActionCodec.encode(action, seq: seq)
    do {
      let decoded = try ActionCodec.decode(line, lineNumber: seq + 1)
      let again = ActionCodec.encode(decoded.action, seq: decoded.seq)
      return again == line ? nil : "seq \(seq) does not survive the journal: wrote \(line), read back as \(again)"
    } catch {
      return "the journal line of seq \(seq) cannot be read back (\(error)): \(line)"
    }
  }

  /// What goes wrong refolding a run from its journal lines read back; nil when the digests agree.
  static func refoldProblem(_ record: RunRecord) -> String? {
    let header: JournalHeader
    do { header = try JournalHeader.parse(record.header.line) } catch { return "the header cannot be read back: \(error)" }
    guard header == record.header else { return "the header reads back differently: \(header.line)" }
    var state = JournalReplay.initialState(header)
    state.plantedBug = record.initial.plantedBug
    for (index, action) in record.actions.enumerated() {
      do {
        let line = try ActionCodec.decode(ActionCodec.encode(action, seq: index + 1), lineNumber: index + 2)
        try state.check(line.action)
        state.apply(line.action)
      } catch {
        return "refolding the journal stops at seq \(index + 1): \(error)"
      }
    }
    let expected = record.final.digest
    return state.digest == expected
      ? nil
      : "the journal read back folds to digest \(state.digest), but the run's state has digest \(expected)"
  }
}

/// The built-in properties, by name.
extension Property {
  /// Every built-in property, in the order they are checked.
  public static let builtin: [Property] = [
    .clockForward, .displayedEntry, .ownKey, .budgetWindow, .minInterval, .neverPolicy, .deferredOnTime,
    .journalRoundTrip,
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
    let near = NameSuggestion.nearest(to: name, in: Property.builtin.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
    return "no property '\(name)'\(near) (properties: \(Property.builtin.map(\.name).joined(separator: ", ")))"
  }
}

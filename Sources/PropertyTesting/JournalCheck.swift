import WidgetJournal
import WidgetModel

/// Replays a recorded journal (a regression case) and, when its header names a property, checks it at every step.
public enum JournalCheck {
  /// What replaying a journal with its property gave.
  public enum Outcome {
    /// It replayed cleanly, and its property (if any) held at every step.
    case passed(actions: Int, property: String?)
    /// A line could not be replayed (damaged, invalid, torn).
    case replayFailed(String)
    /// The header names a property that is not among those given.
    case unknownProperty(String)
    /// The header's property did not hold.
    case violated(Violation)
  }

  /// Replays `path`; checks the property its header names (`"property"`) among `properties` after every step.
  /// - Throws: `JournalError` when the file cannot be read or its header is bad.
  public static func run(path: String, properties: [Property] = Property.builtin) throws(JournalError) -> Outcome {
    var actions: [Action] = []
    let outcome = try JournalReplay.replay(path: path) { _, action, _ in actions.append(action) }
    if let error = outcome.error { return .replayFailed(error.description) }
    if let torn = outcome.tornTail { return .replayFailed("the last line is incomplete (\(torn.bytes) bytes)") }
    guard let name = outcome.header.extra.first(where: { $0.key == "property" })?.value.stringValue else {
      return .passed(actions: actions.count, property: nil)
    }
    guard let property = properties.first(where: { $0.name == name }) else { return .unknownProperty(name) }
    let initial = JournalReplay.initialState(outcome.header)
    switch PropertyRun.fold(actions, initial: initial, header: outcome.header, properties: [property]) {
    case .passed: return .passed(actions: actions.count, property: name)
    case .invalid(let seq, let error): return .replayFailed("seq \(seq): \(error)")
    case .violated(let violation): return .violated(violation)
    }
  }
}

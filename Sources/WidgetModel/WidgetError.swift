/// Why a command cannot become an action, or why a journal's action is invalid against the state.
public enum WidgetError: Error, Hashable, Sendable {
  case unknownWidget(String, known: [String])
  case unknownKind(String, known: [String])
  case unknownParam(String, kind: String, known: [String])
  case unknownFamily(String)
  case familyNotSupported(Family, kind: String, supported: [Family])
  case unknownOption(param: String, value: String, options: [String])
  case invalidValue(what: String, value: String, expected: String)
  case unknownSetting(String)
  case unknownField(String, known: [String])
  case missingField(String, kind: String)
  case duplicateKind(String)
  case duplicateWidget(String)
  case duplicateParam(String)
  case duplicateField(String)
  case reservedID(String)
  case invalidName(what: String, value: String)
  case unknownPlaceholder(String, template: String, params: [String])
  case clockBackwards(now: Instant, to: Instant)
  case tickTooLong(TimeSpan, max: TimeSpan)
  case limitExceeded(what: String, max: Int)
  /// A data write that would make the cache hold more than `max` bytes in memory (`Limits.cacheBytesMax`).
  case cacheFull(key: String, bytes: Int, max: Int)
  /// A `net` rule that would make the data, counting the copy a fetch may store in the extension's container, hold
  /// more than `max` bytes in memory (`Limits.cacheBytesMax`).
  case networkFull(key: String, bytes: Int, max: Int)
  /// An `add` without `as ID` after the last automatic id (`WidgetID.automaticMax`) was given.
  case automaticIDsUsedUp(last: String)
  case emptyConfigure(id: String)
  /// The providers' outputs recorded with an action do not fit the builds replaying it makes (an edited journal, or
  /// one whose earlier lines changed).
  case providedMismatch(String)
  /// A `net URL` line that cannot be: the URL (cut for the message) and what is wrong, for people.
  case invalidNet(url: String, problem: String)
  /// A `tap` the user could not make now: the reason, for people (`SimState.tapRefusal`).
  case tapRefused(id: String, intent: String, reason: String)
}

extension WidgetError {
  /// A tick whose bound on timeline builds is too large to carry out in one step.
  public static func tickTooMuchWork(_ span: TimeSpan, widgets: Int, max: Int64) -> WidgetError {
    .invalidValue(
      what: "tick", value: span.text,
      expected:
        "short enough for \(widgets) widgets (it could need more than \(max) timeline builds); tick in shorter steps")
  }
}

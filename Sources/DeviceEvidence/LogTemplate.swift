import WidgetJournal

/// The system's log messages that `widgetsim import` reads, one row per message template (like `SettingTable`, one
/// table per vocabulary): the event it is, the template in the system's words, and the OS versions it was seen in.
///
/// A template is the message with its variable parts written `%s`, `%@`, `%d` or `…` (the format specifiers the
/// system's strings use, or an unknown stretch): each matches any text, and the literal text between them must match
/// exactly. The messages change between OS releases; a message no row matches is counted and skipped.
public struct LogTemplate: Sendable {
  /// The event the message reports.
  public var event: Observation.Event
  /// The message with its variable parts as `%s`, `%@`, `%d` or `…`.
  public var template: String
  /// The OS versions the message was seen in, as far as this project knows.
  public var seenIn: [String]
  /// Which variable part (0-based) names the widget's kind, or the bundle id that is mapped to a kind, if one does.
  public var kindPart: Int?
  /// Which variable part is a whole number of entries, if one is.
  public var entriesPart: Int?
  /// Which variable part is a date, if one is.
  public var datePart: Int?

  /// What the issue that asked for the importer (issue 31) quotes as "known verbatim from published strings and
  /// device logs", with no OS version attached: none of these was seen live by this project.
  static let unconfirmed = ["unconfirmed: quoted in issue 31 from published strings and device logs"]

  /// Every template, in the order they are tried; the first that matches wins.
  public static let rows: [LogTemplate] = [
    LogTemplate(
      event: .requestEvaluated, template: "Evaluate reload request from %s:%s for %@:%s.", seenIn: unconfirmed,
      kindPart: 3),
    LogTemplate(
      event: .allowedVisible, template: "Allowing free reload for %s: [%s] because widget is visible.",
      seenIn: unconfirmed, kindPart: 1),
    LogTemplate(
      event: .allowedForeground, template: "%s - Allowing first refresh while foreground.", seenIn: unconfirmed,
      kindPart: 0),
    LogTemplate(
      event: .throttledForeground, template: "%s - Throttling additional refresh request while foreground.",
      seenIn: unconfirmed, kindPart: 0),
    LogTemplate(
      event: .flushedBackground, template: "%s - Flushing pending reload request due to background transition.",
      seenIn: unconfirmed, kindPart: 0),
    LogTemplate(
      event: .reloadSucceeded, template: "… on local reload: succeeded with %d entries", seenIn: unconfirmed,
      kindPart: 0, entriesPart: 1),
    LogTemplate(
      event: .reloadFailed, template: "… on local reload: failed with …", seenIn: unconfirmed, kindPart: 0),
    LogTemplate(
      event: .nextAttempt, template: "… next attempt due at %s", seenIn: unconfirmed, kindPart: 0, datePart: 1),
    LogTemplate(
      event: .wake, template: "[com.apple.chrono:wake] Wake event fired for date: %s", seenIn: unconfirmed,
      datePart: 0),
  ]

  /// The template's literal stretches, between its variable parts (the first and last may be empty).
  var literals: [Substring] {
    var parts: [Substring] = []
    var rest = Substring(template)
    while let range = Self.nextVariable(in: rest) {
      parts.append(rest[..<range.lowerBound])
      rest = rest[range.upperBound...]
    }
    parts.append(rest)
    return parts
  }

  /// Where the next variable part (`%s`, `%@`, `%d`, `…`) of `text` is.
  static func nextVariable(in text: Substring) -> Range<Substring.Index>? {
    let marks = ["%s", "%@", "%d", "…"].compactMap { text.firstRange(of: $0) }
    return marks.min { $0.lowerBound < $1.lowerBound }
  }

  /// The variable parts of `message` when it fits the template, or nil. A variable part takes the shortest text
  /// after which the rest still fits, except the last, which takes all up to the final literal.
  public func match(_ message: String) -> [Substring]? {
    let literals = literals
    var rest = Substring(message)
    guard rest.hasPrefix(literals[0]) else { return nil }
    rest = rest.dropFirst(literals[0].count)
    var parts: [Substring] = []
    for (index, literal) in literals.enumerated().dropFirst() {
      if index == literals.count - 1 {
        guard rest.hasSuffix(literal) else { return nil }
        parts.append(rest.dropLast(literal.count))
        return parts
      }
      guard let found = rest.firstRange(of: literal) else { return nil }
      parts.append(rest[..<found.lowerBound])
      rest = rest[found.upperBound...]
    }
    return literals.count == 1 && rest.isEmpty ? parts : nil
  }
}

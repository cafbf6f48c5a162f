import WidgetModel

/// A journal's actions as data, for the tests `widgetsim export swift-testing` writes of long journals: thousands of
/// `#expect` lines, or of values in array literals, make a file the compiler takes many minutes over, so such a file
/// holds its actions and what each changed as text tables (string literals, which compile at once), read by `steps(_:)`
/// and run by one loop with one `#expect`.
extension WidgetScenario {
  /// One value a test expects of a scenario: the widgets' ids, or one field of one widget (nil: no such widget). Its
  /// description names the widget and the field, so a failed `#expect(scenario.actual(expected) == expected)` reads
  /// `w1 status .live` against `w1 status .stale`.
  public enum Expected: Hashable, Sendable, CustomStringConvertible {
    /// `widgetIDs`.
    case widgetIDs([String])
    /// `widgetCount`: what a test of many widgets expects after an action that places or removes some, rather than
    /// the whole list of ids.
    case widgetCount(Int)
    /// `status(of:)`.
    case status(String, WidgetStatus?)
    /// `shownEntry(of:)`.
    case shownEntry(String, String?)
    /// `nextRefresh(of:)`.
    case nextRefresh(String, String?)
    /// `budgetUsed(of:)`.
    case budgetUsed(String, Int?)

    /// The widget and the field, then the value as Swift writes it.
    public var description: String {
      switch self {
      case .widgetIDs(let ids): return "widgetIDs [" + ids.map { quoted($0) }.joined(separator: ", ") + "]"
      case .widgetCount(let count): return "widgetCount \(count)"
      case .status(let id, let status): return "\(id) status " + (status.map { "." + $0.rawValue } ?? "nil")
      case .shownEntry(let id, let entry): return "\(id) shownEntry " + (entry.map(quoted) ?? "nil")
      case .nextRefresh(let id, let next): return "\(id) nextRefresh " + (next.map(quoted) ?? "nil")
      case .budgetUsed(let id, let used): return "\(id) budgetUsed " + (used.map(String.init) ?? "nil")
      }
    }

    /// `text` in double quotes, its quotes, backslashes and line breaks escaped.
    private func quoted(_ text: String) -> String {
      var out = "\""
      for character in text.unicodeScalars {
        switch character {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        default: out.unicodeScalars.append(character)
        }
      }
      return out + "\""
    }

    /// Reads an expectation as `description` writes it.
    /// - Throws: `ScenarioError` naming the text when it is not one.
    init(reading text: Substring) throws(ScenarioError) {
      let bad = ScenarioError("steps: '\(text)' is not an expectation such as w1 status .stale")
      if text.hasPrefix("widgetIDs [") && text.hasSuffix("]") {
        var rest = text.dropFirst("widgetIDs [".count).dropLast()
        var ids: [String] = []
        while !rest.isEmpty {
          guard let id = Self.unquote(&rest) else { throw bad }
          ids.append(id)
          if rest.hasPrefix(", ") { rest = rest.dropFirst(2) } else if !rest.isEmpty { throw bad }
        }
        self = .widgetIDs(ids)
        return
      }
      if text.hasPrefix("widgetCount ") {
        guard let count = Int(text.dropFirst("widgetCount ".count)), count >= 0 else { throw bad }
        self = .widgetCount(count)
        return
      }
      let words = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
      guard words.count == 3 else { throw bad }
      let (id, field, value) = (String(words[0]), words[1], words[2])
      var rest = value
      let string = value == "nil" ? nil : Self.unquote(&rest)
      let isNil = value == "nil"
      switch field {
      case "status":
        guard isNil || (value.hasPrefix(".") && WidgetStatus(rawValue: String(value.dropFirst())) != nil) else {
          throw bad
        }
        self = .status(id, isNil ? nil : WidgetStatus(rawValue: String(value.dropFirst())))
      case "shownEntry", "nextRefresh":
        guard isNil || (string != nil && rest.isEmpty) else { throw bad }
        self = field == "shownEntry" ? .shownEntry(id, string) : .nextRefresh(id, string)
      case "budgetUsed":
        guard isNil || Int(value) != nil else { throw bad }
        self = .budgetUsed(id, Int(value))
      default: throw bad
      }
    }

    /// Reads a quoted string as `quoted` writes it from the start of `text`, and drops it there; nil when there is
    /// none.
    private static func unquote(_ text: inout Substring) -> String? {
      guard text.first == "\"" else { return nil }
      var out = String.UnicodeScalarView()
      var scalars = text.unicodeScalars.dropFirst()
      while let scalar = scalars.popFirst() {
        switch scalar {
        case "\"":
          text = Substring(scalars)
          return String(out)
        case "\\":
          switch scalars.popFirst() {
          case "n": out.append("\n")
          case "r": out.append("\r")
          case .some(let escaped): out.append(escaped)
          case nil: return nil
          }
        default: out.append(scalar)
        }
      }
      return nil
    }
  }

  /// The value the scenario has now for the widget and the field of `expected`.
  public func actual(_ expected: Expected) -> Expected {
    switch expected {
    case .widgetIDs: return .widgetIDs(widgetIDs)
    case .widgetCount: return .widgetCount(widgetCount)
    case .status(let id, _): return .status(id, status(of: id))
    case .shownEntry(let id, _): return .shownEntry(id, shownEntry(of: id))
    case .nextRefresh(let id, _): return .nextRefresh(id, nextRefresh(of: id))
    case .budgetUsed(let id, _): return .budgetUsed(id, budgetUsed(of: id))
    }
  }

  /// One action of a journal, with what a test expects after it.
  public struct Step: Sendable {
    /// The action's seq in the journal.
    public var seq: Int
    /// The REPL command that makes the action, or the journal's line when `isJournalLine`.
    public var line: String
    /// Whether `line` is a journal line (an action that recorded provider outputs), run with `run(journalLine:)`.
    public var isJournalLine: Bool
    /// The values expected after the action.
    public var expected: [Expected]

    /// The action `seq` as `line` (a journal line when `isJournalLine`, else a REPL command), then `expected`.
    public init(seq: Int, line: String, isJournalLine: Bool, expected: [Expected]) {
      self.seq = seq
      self.line = line
      self.isJournalLine = isJournalLine
      self.expected = expected
    }
  }

  /// Reads a table of steps, one line each: an action as `SEQ: COMMAND` (a REPL command) or `SEQ journal: LINE` (a
  /// journal line, with the provider outputs it recorded), each followed by the values expected after it, indented by
  /// two spaces as `Expected.description` writes them (`  w1 status .stale`). Blank lines are skipped.
  /// - Throws: `ScenarioError` naming the line that is neither.
  public static func steps(_ table: String) throws(ScenarioError) -> [Step] {
    var steps: [Step] = []
    for line in table.split(separator: "\n") where !line.allSatisfy({ $0 == " " }) {
      if line.hasPrefix("  ") {
        guard !steps.isEmpty else { throw ScenarioError("steps: '\(line)' comes before any action") }
        steps[steps.count - 1].expected.append(try Expected(reading: line.dropFirst(2)))
        continue
      }
      guard let colon = line.firstIndex(of: ":"), line[colon...].hasPrefix(": ") else {
        throw ScenarioError("steps: '\(line)' is not SEQ: COMMAND, SEQ journal: LINE or an indented expectation")
      }
      let head = line[..<colon].split(separator: " ")
      let isJournalLine = head.count == 2 && head[1] == "journal"
      guard let seq = head.first.flatMap({ Int($0) }), head.count == 1 || isJournalLine else {
        throw ScenarioError("steps: '\(line)' is not SEQ: COMMAND, SEQ journal: LINE or an indented expectation")
      }
      let text = String(line[line.index(colon, offsetBy: 2)...])
      steps.append(Step(seq: seq, line: text, isJournalLine: isJournalLine, expected: []))
    }
    return steps
  }

  /// Runs a step's action: its command, or its journal line.
  /// - Throws: `ScenarioError` as `run(_:)` and `run(journalLine:)` do.
  public mutating func run(step: Step) throws(ScenarioError) {
    if step.isJournalLine { try run(journalLine: step.line) } else { try run(step.line) }
  }
}

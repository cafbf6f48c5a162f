import WidgetModel

/// A predicate that cannot be read: what is wrong, and where (a 1-based column), with the text it is in.
public struct PredicateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, with "did you mean …?" when a known word is close.
  public var message: String
  /// The 1-based column where the problem starts.
  public var column: Int
  /// The predicate as written.
  public var text: String

  /// The message, then the predicate with a caret under the column.
  public var description: String {
    "at column \(column): \(message)\n  \(text)\n  " + String(repeating: " ", count: max(column - 1, 0)) + "^"
  }
}

extension Predicate {
  /// Reads a predicate such as `w1.status=stale and any.age>2h`; with `widgets`, a named widget must be one of them.
  /// - Throws: `PredicateError` naming the column and the word at fault.
  public static func parse(_ text: String, widgets: [String]? = nil) throws(PredicateError) -> Predicate {
    var parser = PredicateParser(text: text, widgets: widgets)
    return Predicate(clauses: try parser.parseClauses(), text: text)
  }
}

/// A hand-written scanner over the predicate's characters.
struct PredicateParser {
  let characters: [Character]
  let text: String
  let widgets: [String]?
  var index = 0

  init(text: String, widgets: [String]?) {
    self.characters = Array(text)
    self.text = text
    self.widgets = widgets
  }

  static let fieldNames = Predicate.Field.allCases.map(\.rawValue)
  static let statusNames = WidgetStatus.allCases.map(\.rawValue)

  func error(_ message: String, at position: Int) -> PredicateError {
    PredicateError(message: message, column: position + 1, text: text)
  }

  mutating func skipSpaces() {
    while index < characters.count, characters[index].isWhitespace { index += 1 }
  }

  /// Reads characters while `accept` holds.
  mutating func read(while accept: (Character) -> Bool) -> String {
    let start = index
    while index < characters.count, accept(characters[index]) { index += 1 }
    return String(characters[start..<index])
  }

  mutating func parseClauses() throws(PredicateError) -> [Predicate.Clause] {
    var clauses = [try parseClause()]
    while true {
      skipSpaces()
      guard index < characters.count else { return clauses }
      let start = index
      let word = read { !$0.isWhitespace }
      guard word == "and" || word == "&&" else {
        let hint = NameSuggestion.nearest(to: word, in: ["and"]).map { "; did you mean '\($0)'?" } ?? ""
        throw error("expected 'and' between conditions, found '\(word)'\(hint) (only 'and' combines them)", at: start)
      }
      clauses.append(try parseClause())
    }
  }

  mutating func parseClause() throws(PredicateError) -> Predicate.Clause {
    skipSpaces()
    let start = index
    let path = read { !$0.isWhitespace && !"=!<>".contains($0) }
    guard !path.isEmpty else {
      throw error("expected a condition such as w1.status=stale, any.age>2h or all.budget.used>=40", at: start)
    }
    let (subject, field) = try split(path, at: start)
    skipSpaces()
    let comparatorAt = index
    let symbol = read { "=!<>".contains($0) }
    guard let comparator = symbol == "==" ? .equal : Predicate.Comparator(rawValue: symbol) else {
      let found = symbol.isEmpty ? "" : ", found '\(symbol)'"
      throw error("expected a comparison (=, !=, >, >=, <, <=) after '\(path)'\(found)", at: comparatorAt)
    }
    skipSpaces()
    let valueAt = index
    let value = readValue()
    guard !value.isEmpty else { throw error("expected a value after '\(path)\(symbol)'", at: valueAt) }
    let operand = try self.operand(value, for: field, comparator: comparator, at: valueAt, comparatorAt: comparatorAt)
    return Predicate.Clause(subject: subject, field: field, comparator: comparator, operand: operand)
  }

  /// Splits `SUBJECT.FIELD`, matching the field as a suffix since widget ids may hold dots.
  func split(_ path: String, at start: Int) throws(PredicateError) -> (Predicate.Subject, Predicate.Field) {
    let match = Predicate.Field.allCases.sorted { $0.rawValue.count > $1.rawValue.count }
      .first { path.hasSuffix("." + $0.rawValue) && path.count > $0.rawValue.count + 1 }
    guard let field = match else {
      guard let dot = path.firstIndex(of: ".") else {
        throw error(
          "'\(path)' needs a field, e.g. \(path).status=stale (fields: \(Self.fieldNames.joined(separator: ", ")))",
          at: start + path.count)
      }
      let name = String(path[path.index(after: dot)...])
      let hint = NameSuggestion.nearest(to: name, in: Self.fieldNames).map { "; did you mean '\($0)'?" } ?? ""
      throw error(
        "no field '\(name)'\(hint) (fields: \(Self.fieldNames.joined(separator: ", ")))",
        at: start + path.distance(from: path.startIndex, to: dot) + 1)
    }
    let name = String(path.dropLast(field.rawValue.count + 1))
    return (try subject(name, at: start), field)
  }

  func subject(_ name: String, at start: Int) throws(PredicateError) -> Predicate.Subject {
    if name == "any" { return .any }
    if name == "all" { return .all }
    guard let widgets, !widgets.contains(name) else { return .widget(name) }
    let hint = NameSuggestion.nearest(to: name, in: widgets + ["any", "all"]).map { "; did you mean '\($0)'?" } ?? ""
    let known = widgets.isEmpty ? "there are none" : "widgets: " + widgets.prefix(12).joined(separator: ", ")
    throw error("no widget '\(name)' in the journal\(hint) (\(known); or any, all)", at: start)
  }

  /// A value: a JSON string or a bracketed JSON value (spaces allowed inside), or a word up to the next space.
  mutating func readValue() -> String {
    guard index < characters.count else { return "" }
    let start = index
    var depth = 0
    var quoted = false
    var escaped = false
    while index < characters.count {
      let character = characters[index]
      if escaped {
        escaped = false
      } else if quoted {
        if character == "\\" { escaped = true } else if character == "\"" { quoted = false }
      } else if character == "\"" {
        quoted = true
      } else if character == "{" || character == "[" {
        depth += 1
      } else if character == "}" || character == "]" {
        depth -= 1
      } else if character.isWhitespace && depth <= 0 {
        break
      }
      index += 1
    }
    return String(characters[start..<index])
  }

  func operand(
    _ value: String, for field: Predicate.Field, comparator: Predicate.Comparator, at position: Int, comparatorAt: Int
  ) throws(PredicateError) -> Predicate.Operand {
    switch field {
    case .status, .content:
      guard comparator == .equal || comparator == .notEqual else {
        throw error("\(field.rawValue) compares only with = or !=, not \(comparator.rawValue)", at: comparatorAt)
      }
      guard field == .status else { return .json((try? JSONValue(parsing: value)) ?? .string(value)) }
      guard let status = WidgetStatus(rawValue: value) else {
        let hint = NameSuggestion.nearest(to: value, in: Self.statusNames).map { "; did you mean '\($0)'?" } ?? ""
        throw error(
          "'\(value)' is not a status\(hint) (statuses: \(Self.statusNames.joined(separator: ", ")))", at: position)
      }
      return .status(status)
    case .age:
      guard let span = TimeSpan(text: value) else {
        throw error("'\(value)' is not a duration such as 45s, 15m, 2h or 1h30m", at: position)
      }
      return .span(span)
    case .budgetUsed, .entry:
      guard let n = Int(value), n >= 0 else { throw error("'\(value)' is not a whole number", at: position) }
      return .number(n)
    }
  }
}

import WidgetModel

/// A condition on the state for `shrink --until` and `bisect --until`, e.g. `w1.status=stale and w1.age>2h`:
/// clauses over one widget, `any` widget or `all` widgets, combined with `and`.
public struct Predicate: Hashable, Sendable {
  /// Which widgets a clause looks at.
  public enum Subject: Hashable, Sendable {
    /// The widget with this id (false while it does not exist).
    case widget(String)
    /// At least one widget.
    case any
    /// Every widget, and there is at least one.
    case all
  }

  /// The fields a clause can compare.
  public enum Field: String, CaseIterable, Hashable, Sendable {
    /// The displayed status: stale, blank, placeholder or live.
    case status
    /// How old the shown data is (no value when it shows none).
    case age
    /// Counted refreshes in the last 24 hours.
    case budgetUsed = "budget.used"
    /// The displayed entry, from 1.
    case entry
    /// The shown content as JSON (null for a fallback).
    case content
  }

  /// How a field is compared with the value.
  public enum Comparator: String, CaseIterable, Hashable, Sendable {
    /// `=` (also written `==`).
    case equal = "="
    /// `!=`.
    case notEqual = "!="
    /// `>`.
    case greater = ">"
    /// `>=`.
    case greaterOrEqual = ">="
    /// `<`.
    case less = "<"
    /// `<=`.
    case lessOrEqual = "<="

    /// Whether `order` (the field compared with the value) satisfies the comparator.
    func accepts(_ order: Int) -> Bool {
      switch self {
      case .equal: return order == 0
      case .notEqual: return order != 0
      case .greater: return order > 0
      case .greaterOrEqual: return order >= 0
      case .less: return order < 0
      case .lessOrEqual: return order <= 0
      }
    }
  }

  /// The value a clause compares with, typed by its field.
  public enum Operand: Hashable, Sendable {
    /// A status, for `status`.
    case status(WidgetStatus)
    /// A duration, for `age`.
    case span(TimeSpan)
    /// A whole number, for `budget.used` and `entry`.
    case number(Int)
    /// A JSON value, for `content`.
    case json(JSONValue)
  }

  /// One comparison: `SUBJECT.FIELD OP VALUE`.
  public struct Clause: Hashable, Sendable {
    /// Which widgets it looks at.
    public var subject: Subject
    /// The field it compares.
    public var field: Field
    /// How it compares.
    public var comparator: Comparator
    /// What it compares with.
    public var operand: Operand
  }

  /// The clauses, all of which must hold.
  public var clauses: [Clause]
  /// The predicate as written.
  public var text: String

  /// Whether every clause holds in `state`.
  public func holds(in state: SimState) -> Bool { clauses.allSatisfy { $0.holds(in: state) } }

  /// The widget ids the predicate names.
  public var widgetIDs: [String] {
    clauses.compactMap { clause in
      if case .widget(let id) = clause.subject { return id }
      return nil
    }
  }

  /// A widget the predicate is about in `state`: the first one it names, else the first one satisfying a clause.
  public func witness(in state: SimState) -> Widget? {
    if let id = widgetIDs.first { return state.widgets[id] }
    for clause in clauses {
      if let widget = state.orderedWidgets.first(where: { clause.test($0, in: state) }) { return widget }
    }
    return nil
  }
}

extension Predicate.Clause {
  /// Whether the clause holds in `state`.
  func holds(in state: SimState) -> Bool {
    switch subject {
    case .widget(let id): return state.widgets[id].map { test($0, in: state) } ?? false
    case .any: return state.widgets.values.contains { test($0, in: state) }
    case .all: return !state.widgets.isEmpty && state.widgets.values.allSatisfy { test($0, in: state) }
    }
  }

  /// Whether one widget satisfies the comparison; a field without a value (no data, so no age) satisfies none.
  func test(_ widget: Widget, in state: SimState) -> Bool {
    let shown = state.display(widget)
    switch (field, operand) {
    case (.status, .status(let status)): return comparator.accepts(shown.status == status ? 0 : 1)
    case (.age, .span(let span)):
      guard let age = shown.dataAge else { return false }
      return comparator.accepts(age == span ? 0 : (age < span ? -1 : 1))
    case (.budgetUsed, .number(let n)): return comparator.accepts(compare(state.budgetUsed(widget), n))
    case (.entry, .number(let n)): return comparator.accepts(compare(shown.entryIndex + 1, n))
    case (.content, .json(let value)):
      return comparator.accepts((shown.content ?? .null).serialized == value.serialized ? 0 : 1)
    default: return false
    }
  }

  func compare(_ a: Int, _ b: Int) -> Int { a == b ? 0 : (a < b ? -1 : 1) }
}

import Testing
import WidgetCommands
import WidgetModel

/// A widget world for `doctor`'s tests: like `TestWorld` (the built-in kinds defined at 2026-03-01T08:00:00Z, driven
/// by REPL lines), with the history `doctor` needs folded alongside the state.
struct DoctorWorld {
  /// The state after every line run so far.
  var state: SimState
  /// The history of the same actions.
  var history = DoctorHistory()

  /// A new world that has defined the built-in kinds and run `lines`.
  init(_ lines: String...) throws {
    state = SimState(start: TestWorld.start)
    for kind in BuiltinKinds.all { apply(.kindDefined(kind)) }
    try run(lines)
  }

  /// Applies one action and records it in the history.
  mutating func apply(_ action: Action) {
    let refreshes = state.apply(action)
    history.record(action, refreshes: refreshes, after: state)
  }

  /// Validates and applies each REPL line in order.
  /// - Throws: the first line's `WidgetError`; the lines before it stay applied.
  mutating func run(_ lines: [String]) throws(WidgetError) {
    for line in lines { apply(try state.validate(Command(line: line))) }
  }

  /// Runs REPL lines; see `run(_:)`.
  mutating func run(_ lines: String...) throws(WidgetError) { try run(lines) }

  /// Every finding now.
  var findings: [Finding] { state.doctor(history: history) }

  /// The findings of one rule.
  func findings(_ rule: FindingRule) -> [Finding] { findings.filter { $0.rule == rule } }

  /// The sentences (`subject: problem. Fix: fix.`) of the findings of one rule, in order.
  func sentences(_ rule: FindingRule) -> [String] { findings(rule).map(\.sentence) }

  /// The rules of every finding now, in order.
  var rules: [FindingRule] { findings.map(\.rule) }
}

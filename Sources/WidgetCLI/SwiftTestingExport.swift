import WidgetCommands
import WidgetJournal
import WidgetModel
import WidgetSimCore

/// A journal as a Swift Testing file (`widgetsim export swift-testing`): its actions replayed through
/// `WidgetScenario` as REPL commands, with expectations on the widgets' ids, status, shown entry, next refresh and
/// budget used, after every action (`changes`: only what the action changed) or at the end (`final`).
struct SwiftTestingExport {
  /// When the expectations are written.
  enum Style: String, CaseIterable, Sendable {
    /// After every action, what it changed since the action before (as TCA's TestStore asserts).
    case changes
    /// At the end, every widget's every field.
    case final
  }

  /// A widget's field that the test compares, named as `WidgetScenario`'s accessor for it.
  enum Field: String, CaseIterable, Sendable {
    case status, shownEntry, nextRefresh, budgetUsed
  }

  /// What a widget shows and has scheduled after an action, as `WidgetScenario`'s accessors give it.
  struct Facts: Equatable, Sendable {
    var status: WidgetStatus
    var shownEntry: String
    var nextRefresh: String
    var budgetUsed: Int

    /// The facts of `widget` in `state`.
    init(_ widget: Widget, in state: SimState) {
      status = state.display(widget).status
      shownEntry = state.shownEntryText(widget)
      nextRefresh = state.nextRefreshText(widget)
      budgetUsed = state.budgetUsed(widget)
    }

    /// A field's value for widget `id` as the library's `WidgetScenario.Expected`.
    func value(_ field: Field, of id: String) -> WidgetScenario.Expected {
      switch field {
      case .status: return .status(id, status)
      case .shownEntry: return .shownEntry(id, shownEntry)
      case .nextRefresh: return .nextRefresh(id, nextRefresh)
      case .budgetUsed: return .budgetUsed(id, budgetUsed)
      }
    }

    /// The expectation that widget `id`'s `field` has the value it has here.
    func expectation(_ field: Field, of id: String) -> Expectation {
      Expectation(widget: id, field: field, expected: source(field), value: value(field, of: id))
    }

    /// A field's value as Swift source: `.stale`, a string literal, or a number.
    func source(_ field: Field) -> String {
      switch field {
      case .status: return "." + status.rawValue
      case .shownEntry: return SwiftSource.literal(shownEntry)
      case .nextRefresh: return SwiftSource.literal(nextRefresh)
      case .budgetUsed: return String(budgetUsed)
      }
    }
  }

  /// One expectation: the widgets' ids or their number (no widget), or one field of one widget, with the value
  /// expected.
  struct Expectation: Equatable, Sendable {
    /// The widget compared, or nil for the list of widget ids or their number.
    var widget: String?
    /// The field compared, nil with the list of widget ids or their number.
    var field: Field?
    /// The value expected, as Swift source.
    var expected: String
    /// The same as the library's value, for the tables of long journals.
    var value: WidgetScenario.Expected

    /// The `#expect` line, without indentation; `when` names the seq in the failure's message.
    func line(when: String) -> String {
      let actual: String
      if let widget, let field {
        actual = "scenario.\(field.rawValue)(of: \(SwiftSource.literal(widget)))"
      } else if case .widgetCount = value {
        actual = "scenario.widgetCount"
      } else {
        actual = "scenario.widgetIDs"
      }
      return "#expect(\(actual) == \(expected), \(SwiftSource.literal(when)))"
    }

  }

  /// One action of the journal, with the expectations written after it.
  struct Step: Sendable {
    var seq: Int
    var action: Action
    var expectations: [Expectation]
  }

  /// The journal's file name (without its folder), named in the file and its suite.
  var fileName: String
  /// The header: the start, the settings.
  var header: JournalHeader
  /// Whether the journal begins with the built-in kinds' definitions, which the scenario then makes itself.
  var builtinKinds: Bool
  /// The actions to run, after the built-in kinds' definitions when `builtinKinds`.
  var steps: [Step]
  /// The widgets' ids at the end, once every action is recorded.
  var finalIDs: [String]
  /// Every placed widget's facts after the last action recorded, and what finds the widgets an action touched.
  var tracker = Tracker()
  var style: Style
  /// Whether and how the test calls the simulator program's providers (`--call-providers`); nil: the builds replay
  /// the outputs the journal recorded, so the test needs no provider.
  var providerCalls: ProviderCalls? = nil

  /// How a test written with `--call-providers` runs a simulator program's providers: the builds the journal recorded
  /// are made again by the providers, in the program's worker processes, and the same expectations check what they
  /// give, so the test guards the provider as well as the model.
  struct ProviderCalls: Equatable, Sendable {
    /// The Swift expression for the program's widgets, `[SimulatedWidget]` (e.g. `WeatherBundle.simulated`).
    var widgets: String
    /// The modules the expression needs, imported `@testable` (e.g. `Sim`).
    var imports: [String]
    /// The simulator program's name, built beside the test bundle: its worker processes run the providers.
    var program: String
  }

  /// The widgets' facts at the end, once every action is recorded.
  var finalFacts: [String: Facts] { tracker.facts }

  /// The most widget ids an expectation lists: with more widgets, an action that places or removes some is followed
  /// by the number of widgets and the status of each removed one (nil), the placed ones' fields being expected
  /// anyway, so that a journal of n widgets is not followed by n lists of up to n ids.
  static let idsListedMax = 20

  /// The most actions written as statements: a longer journal's actions are written as text tables run by a loop,
  /// which compile in seconds where as many `#expect` lines take many minutes (docs/PERFORMANCE.md).
  static let statementActionsMax = 1_000
  /// The most expectations written as `#expect` lines, each of which costs the compiler about 15 ms: a journal with
  /// more is written as text tables whatever its length (a 400-action journal of 200 widgets has some 40,000), and
  /// so are the expectations at the end when there are more of them (`--style final` of many widgets).
  static let statementExpectationsMax = 400
  /// The most actions in one table.
  static let actionsPerTable = 1_000

  /// The most actions (with their expectations) in one function: the rest go to further functions, each called in
  /// turn, so that the compiler checks many small functions rather than one long one (docs/PERFORMANCE.md).
  static let actionsPerFunction = 250

  /// An export of `fileName` in `style`, before its actions are recorded.
  init(fileName: String, style: Style) {
    self.fileName = fileName
    self.style = style
    header = JournalHeader(start: Instant(ms: 0))
    builtinKinds = false
    steps = []
    finalIDs = []
  }

  /// Reads the journal at `path` whole into an export in `style`, named by the file's name.
  /// - Throws: `ExportError` naming the line and the reason when the journal cannot be read, stops at a damaged or
  ///   invalid line, or ends with a torn one: a test of part of a journal would not be the journal's test.
  static func read(path: String, style: Style) throws(ExportError) -> SwiftTestingExport {
    var export = SwiftTestingExport(fileName: path.split(separator: "/").last.map(String.init) ?? path, style: style)
    let outcome: JournalReplay.Outcome
    do {
      outcome = try JournalReplay.replay(path: path) { state, action, builds in
        export.record(action, after: state, builds: builds)
      }
    } catch {
      throw ExportError("\(ReplayCommand.message(error, path: path)); nothing was written")
    }
    if let error = outcome.error ?? outcome.tornTail?.error {
      throw ExportError("\(path): \(error); a test is made of a whole journal, so nothing was written")
    }
    export.finish(header: outcome.header, state: outcome.state)
    return export
  }

  /// Records one action of the journal, the state after it and the timeline builds it carried out: in `changes`, the
  /// expectations on what it changed (the ids, or their number and the removed ones, then each touched widget's
  /// changed fields, in the order the widgets were added).
  /// - Complexity: that of `Tracker.record`, plus O(n) for the list of n ids when an action places or removes a
  ///   widget and n is at most `idsListedMax`.
  mutating func record(_ action: Action, after state: SimState, builds: [Refresh]) {
    let change = tracker.record(action, after: state, builds: builds)
    var expectations: [Expectation] = []
    if style == .changes {
      if !change.added.isEmpty || !change.removed.isEmpty {
        if state.widgets.count <= Self.idsListedMax {
          expectations.append(Self.idsExpectation(state.widgets.keys))
        } else {
          expectations.append(Self.countExpectation(state.widgets.count))
          expectations += change.removed.map(Self.removedExpectation)
        }
      }
      for widget in change.touched {
        for field in Field.allCases where widget.before.map({ $0.source(field) != widget.after.source(field) }) ?? true
        {
          expectations.append(widget.after.expectation(field, of: widget.id))
        }
      }
    }
    steps.append(Step(seq: state.seq, action: action, expectations: expectations))
  }

  /// Completes the export with the journal's `header` and the `state` at its end; the built-in kinds' definitions the
  /// journal begins with are left to the scenario, which makes them itself.
  mutating func finish(header: JournalHeader, state: SimState) {
    self.header = header
    finalIDs = state.widgets.keys
    let builtins = BuiltinKinds.all.map { Action.kindDefined($0) }
    builtinKinds = steps.count >= builtins.count && zip(steps, builtins).allSatisfy { $0.action == $1 }
    if builtinKinds { steps.removeFirst(builtins.count) }
  }

  /// The expectation on the list of widget ids.
  static func idsExpectation(_ ids: [String]) -> Expectation {
    Expectation(
      widget: nil, field: nil, expected: "[" + ids.map(SwiftSource.literal).joined(separator: ", ") + "]",
      value: .widgetIDs(ids))
  }

  /// The expectation on the number of widgets.
  static func countExpectation(_ count: Int) -> Expectation {
    Expectation(widget: nil, field: nil, expected: String(count), value: .widgetCount(count))
  }

  /// The expectation that widget `id` is no longer placed: it has no status.
  static func removedExpectation(_ id: String) -> Expectation {
    Expectation(widget: id, field: .status, expected: "nil", value: .status(id, nil))
  }

  /// The expectations written at the end: in `final`, the ids (or, for more than `idsListedMax` widgets, their number)
  /// and every widget's every field; in `changes`, the list of ids when no action had an expectation (a journal that
  /// places no widget), so the test checks something.
  var closingExpectations: [Expectation] {
    guard style == .final || steps.allSatisfy({ $0.expectations.isEmpty }) else { return [] }
    var expectations = [
      finalIDs.count <= Self.idsListedMax ? Self.idsExpectation(finalIDs) : Self.countExpectation(finalIDs.count)
    ]
    guard style == .final else { return expectations }
    for id in finalIDs {
      for field in Field.allCases {
        expectations.append(finalFacts[id]!.expectation(field, of: id))
      }
    }
    return expectations
  }

  /// The journal's name without `.jsonl`, for the suite.
  var journalName: String {
    fileName.hasSuffix(".jsonl") ? String(fileName.dropLast(6)) : fileName
  }

  /// The settings of the header that differ from the defaults, as `set NAME=VALUE` takes them.
  var changedSettings: [String] {
    let defaults = Settings()
    return Settings.names.compactMap { name in
      let value = header.settings.text(of: name)
      return value != defaults.text(of: name) ? "\(name)=\(value ?? "")" : nil
    }
  }

  /// The Swift Testing file.
  func render() -> String {
    // A test that calls the providers sits beside the program's other tests: its own name keeps it apart from one
    // that replays the same journal's outputs.
    let typeName = SwiftSource.typeName(journalName) + (providerCalls == nil ? "Tests" : "ProvidersTests")
    let function = style == .changes ? "changesAfterEveryAction" : "finalState"
    let which =
      builtinKinds
      ? "Actions \(BuiltinKinds.all.count + 1)–\(finalSeq) (1–\(BuiltinKinds.all.count) define the built-in kinds, as every scenario does)"
      : "Its \(finalSeq) actions"
    let then =
      style == .changes
      ? "each followed by what it changed in the widgets" : "then, at the end, every widget's"
    let calls =
      providerCalls.map { calls in
        " The builds of its provider kinds call the providers of \(SwiftSource.commentText(calls.widgets)) again, in"
          + " the worker processes of \(SwiftSource.commentText(calls.program)), where the journal recorded their outputs."
      } ?? ""
    let written = providerCalls == nil ? "--style \(style)" : "--style \(style) --call-providers"
    let about = """
      \(SwiftSource.commentText(fileName)) as a test, written by `widgetsim export swift-testing \(written)`. \
      \(which) run through WidgetScenario as REPL commands, \(then): ids, status, shown entry, next refresh and \
      budget used. A failure names the widget, the field, the value expected and the one found, and the action's seq.
      """ + calls
    var out = "// swift-format-ignore-file\n" + SwiftSource.comment(about, indent: "")
    if let providerCalls {
      out += "import Foundation\nimport Testing\nimport WidgetSim\n\n"
      out += providerCalls.imports.map { "@testable import \($0)\n" }.joined()
    } else {
      out += "import Testing\nimport WidgetSimCore\n"
    }
    out += "\n@Suite(\(SwiftSource.literal(journalName)))\nstruct \(typeName) {\n"
    if let providerCalls {
      out +=
        "  /// The simulator program beside the test bundle (the test target depends on it, so it is built first).\n"
      out += "  static var program: String {\n"
      out += "    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()\n"
      out += "      .appendingPathComponent(\(SwiftSource.literal(providerCalls.program))).path\n  }\n\n"
    }
    let title =
      (style == .changes ? "what each action changes" : "the state at the end")
      + (providerCalls == nil ? "" : ", its providers called")
    out += "  @Test(\(SwiftSource.literal("\(fileName): \(title)")))\n"
    out += "  func \(function)() throws {\n"
    if let providerCalls {
      out +=
        "    let providers = try SimulatedProviders(\(providerCalls.widgets), isolation: .workerProgram(Self.program))\n"
    }
    out += "    var scenario = try WidgetScenario(\(scenarioArguments))\n"
    let chunks = stride(from: 0, to: steps.count, by: Self.actionsPerFunction).map {
      steps[$0..<min($0 + Self.actionsPerFunction, steps.count)]
    }
    var parts: [String] = []
    let closing = closingExpectations
    let tabled = usesTables(closing: closing)
    // Too many expectations at the end for `#expect` lines go into the last table, after the last action.
    let closingInTable = tabled && closing.count > Self.statementExpectationsMax && !steps.isEmpty
    if tabled {
      let tables = stride(from: 0, to: steps.count, by: Self.actionsPerTable).map {
        steps[$0..<min($0 + Self.actionsPerTable, steps.count)]
      }
      let names = tables.map { "seq\($0.first!.seq)To\($0.last!.seq)" }
      out += "    let tables = [\n" + names.map { "      Self.\($0),\n" }.joined() + "    ]\n"
      out += "    for table in tables {\n"
      out += "      for step in try WidgetScenario.steps(table) {\n"
      out += "        try scenario.run(step: step)\n"
      out += "        for expected in step.expected {\n"
      out += "          #expect(scenario.actual(expected) == expected, \"after seq \\(step.seq): \\(step.line)\")\n"
      out += "        }\n      }\n    }\n"
      for (table, name) in zip(tables, names) {
        let last = closingInTable && table.last!.seq == steps.last!.seq
        let lines = tableLines(table) + (last ? closing.map { "  " + $0.value.description } : [])
        parts.append(
          "\n  /// Seq \(table.first!.seq) to \(table.last!.seq): each action (`SEQ: COMMAND`, or `SEQ journal: LINE` for one"
            + " that recorded\n  /// provider outputs), then, indented, what it changed"
            + (last ? "; after the last, what is expected at the end" : "") + ".\n"
            + "  static let \(name) = " + SwiftSource.multilineRaw(lines, indent: "    ") + "\n")
      }
    } else if chunks.count <= 1 {
      out += chunks.first.map { body($0) } ?? ""
    } else {
      for chunk in chunks {
        let name = "seq\(chunk.first!.seq)To\(chunk.last!.seq)"
        out += "    try \(name)(&scenario)\n"
        parts.append(
          "\n  /// Seq \(chunk.first!.seq) to \(chunk.last!.seq).\n"
            + "  private func \(name)(_ scenario: inout WidgetScenario) throws {\n" + body(chunk) + "  }\n")
      }
    }
    if !closing.isEmpty && !closingInTable {
      let when = style == .final ? "at the end (seq \(finalSeq))" : "at the end"
      if !steps.isEmpty || style == .final { out += "\n" }
      for expectation in closing { out += "    " + expectation.line(when: when) + "\n" }
    }
    out += "  }\n" + parts.joined() + "}\n"
    return out
  }

  /// The seq of the journal's last action.
  var finalSeq: Int { steps.last?.seq ?? (builtinKinds ? BuiltinKinds.all.count : 0) }

  /// The arguments of `WidgetScenario(exportedFrom:…)`.
  var scenarioArguments: String {
    var words = [
      "exportedFrom: \(SwiftSource.literal(fileName))", "start: \(SwiftSource.literal(header.start.iso8601))",
    ]
    let settings = changedSettings
    if !settings.isEmpty {
      words.append("settings: [" + settings.map(SwiftSource.literal).joined(separator: ", ") + "]")
    }
    if !builtinKinds { words.append("builtinKinds: false") }
    if providerCalls != nil { words.append("providers: providers") }
    return words.joined(separator: ", ")
  }

  /// Whether the actions are written as text tables rather than statements: in a journal of more than
  /// `statementActionsMax` actions, or with more than `statementExpectationsMax` expectations in all (`closing`
  /// being those at the end), so that no file holds more `#expect` lines than compile in seconds.
  func usesTables(closing: [Expectation]) -> Bool {
    steps.count > Self.statementActionsMax
      || steps.reduce(closing.count) { $0 + $1.expectations.count } > Self.statementExpectationsMax
  }

  /// Whether the actions are written as text tables (`usesTables(closing:)`).
  var usesTables: Bool { usesTables(closing: closingExpectations) }

  /// The lines of a table of `steps` (`WidgetScenario.steps(_:)` reads them): for each action `SEQ: COMMAND`, or
  /// `SEQ journal: LINE` when it recorded provider outputs or its command holds a line break (a table has one action
  /// a line, and a journal line escapes its line breaks), then the values expected after it, indented.
  func tableLines(_ steps: ArraySlice<Step>) -> [String] {
    var lines: [String] = []
    for step in steps {
      let command = step.action.commandText
      var recorded = false
      if case .withBuilds = step.action, providerCalls == nil { recorded = true }
      if recorded || command.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
        lines.append("\(step.seq) journal: " + ActionCodec.encode(step.action, seq: step.seq))
      } else {
        lines.append("\(step.seq): " + command)
      }
      lines += step.expectations.map { "  " + $0.value.description }
    }
    return lines
  }

  /// The statements of `steps`: for each action, the line that runs it (a REPL command, or the journal's line when
  /// it recorded provider outputs) with its seq, then its expectations.
  func body(_ steps: ArraySlice<Step>) -> String {
    var out = ""
    for step in steps {
      let command = step.action.commandText
      var built = false
      if case .withBuilds = step.action { built = true }
      // With the providers called, an action that recorded outputs is typed like any other; its builds call them.
      let calls = built && providerCalls != nil ? ", its builds made by the providers" : ""
      if built && providerCalls == nil {
        out += "\n    // seq \(step.seq): \(SwiftSource.commentText(command)), with the provider outputs it recorded\n"
        let line = ActionCodec.encode(step.action, seq: step.seq)
        out += "    try scenario.run(journalLine: \(SwiftSource.literal(line)))\n"
      } else if style == .changes {
        out += "\n    // seq \(step.seq): \(SwiftSource.commentText(command))\(calls)\n"
        out += "    try scenario.run(\(SwiftSource.literal(command)))\n"
      } else {
        out += "    try scenario.run(\(SwiftSource.literal(command)))  // seq \(step.seq)\(calls)\n"
      }
      for expectation in step.expectations {
        out += "    " + expectation.line(when: "after seq \(step.seq)") + "\n"
      }
    }
    return out
  }
}

/// Swift source text made from any text: string literals, comments and type names that compile whatever the text.
enum SwiftSource {
  /// Whether a scalar is written as `\u{…}` in a literal or a comment: control and format characters (line breaks,
  /// bidirectional overrides) and line and paragraph separators, which would break the line or hide what it says.
  static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return true
    default: return false
    }
  }

  /// `\u{HEX}` for a scalar.
  static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// A string literal for `text`: `"text"` when it needs no escape; a raw literal `#"…"#` (with as many `#` as it
  /// needs) when it holds quotes or backslashes and nothing else to escape; else an ordinary literal with escapes.
  static func literal(_ text: String) -> String {
    let scalars = text.unicodeScalars
    let special = scalars.contains { isEscaped($0) }
    let quoteOrBackslash = scalars.contains { $0 == "\"" || $0 == "\\" }
    if !special && !quoteOrBackslash { return "\"" + text + "\"" }
    if !special {
      var hashes = "#"
      while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
      return hashes + "\"" + text + "\"" + hashes
    }
    var out = "\""
    for scalar in scalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default: out += isEscaped(scalar) ? escape(scalar) : String(scalar)
      }
    }
    return out + "\""
  }

  /// A raw multi-line string literal of `lines`, each indented by `indent` (which the literal strips), its closing
  /// delimiter too: with as many `#` as it needs, and the scalars `literal` escapes written as `\#u{…}`.
  static func multilineRaw(_ lines: [String], indent: String) -> String {
    let text = lines.joined(separator: "\n")
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    var out = hashes + "\"\"\"\n"
    for line in lines {
      out += indent
      for scalar in line.unicodeScalars {
        out += isEscaped(scalar) ? "\\" + hashes + escape(scalar).dropFirst() : String(scalar)
      }
      out += "\n"
    }
    return out + indent + "\"\"\"" + hashes
  }

  /// `text` for a `//` comment: the scalars `literal` escapes are written as `\u{…}`, so the comment stays one line
  /// and shows what the text holds.
  static func commentText(_ text: String) -> String {
    text.unicodeScalars.map { isEscaped($0) ? escape($0) : String($0) }.joined()
  }

  /// `text` as `//` comment lines of at most 120 columns with `indent`, wrapped at spaces (a word longer than a line
  /// keeps a line of its own).
  static func comment(_ text: String, indent: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in commentText(text).split(separator: " ") {
      if !line.isEmpty && indent.count + 3 + line.count + 1 + word.count > 120 {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    return lines.map { indent + "// " + $0 + "\n" }.joined()
  }

  /// A type name made from `name`'s ASCII letters and digits, each run of them capitalized (`data-without-reload`:
  /// `DataWithoutReload`); `Journal` before a leading digit or for a name without any.
  static func typeName(_ name: String) -> String {
    let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard let first = joined.first, !first.isNumber else { return "Journal" + joined }
    return joined
  }
}

/// Why a journal could not be exported: what and where, and that nothing was written.
struct ExportError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

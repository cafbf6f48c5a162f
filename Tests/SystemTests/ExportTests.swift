import Foundation
import Testing
import WidgetJournal
import WidgetModel
import WidgetSimCore

@testable import WidgetCLI

/// `widgetsim export swift-testing`: the files it writes for the recorded journals (the example package
/// Examples/ExportedTests compiles and runs them), what they check, how they escape odd text, and bad input.
@Suite("export swift-testing")
struct ExportTests {
  /// The example package whose tests are the exported journals.
  static let example = Widgetsim.packageRoot.appendingPathComponent("Examples/ExportedTests")

  /// Every journal exported into the example package: the recorded journals in journals/, the WeatherWidget
  /// example's journal (its builds recorded a developer's provider outputs) and the example's own journals: odd
  /// names (quotes, backslashes, `"#`, control and bidirectional characters in keys, values and ids), and 1,200
  /// actions of the benchmark's varied workload (over `statementActionsMax`, so written as tables).
  static let journals: [String] = {
    let folder = Widgetsim.packageRoot.appendingPathComponent("journals")
    let recorded = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return recorded.filter { $0.hasSuffix(".jsonl") }.sorted().map { "journals/" + $0 } + [
      "Examples/WeatherWidget/journals/forecast-day.jsonl", "Examples/ExportedTests/journals/2-odd_names.jsonl",
      "Examples/ExportedTests/journals/long-varied.jsonl",
    ]
  }()

  /// The example's test folder for `style`.
  static func folder(_ style: SwiftTestingExport.Style) -> URL {
    example.appendingPathComponent(style == .changes ? "Tests/ExportedTests" : "Tests/ExportedFinalTests")
  }

  /// The export of the journal at `path` (relative to the package's root) in `style`.
  static func export(_ path: String, _ style: SwiftTestingExport.Style) throws -> SwiftTestingExport {
    try SwiftTestingExport.read(path: Widgetsim.packageRoot.appendingPathComponent(path).path, style: style)
  }

  /// A journal's name without its folder and `.jsonl`.
  static func name(_ path: String) -> String {
    String(path.split(separator: "/").last!.dropLast(".jsonl".count))
  }

  @Test("the example package's tests are what the exporter writes now", arguments: journals)
  func exampleIsCurrent(path: String) throws {
    for style in SwiftTestingExport.Style.allCases {
      let text = try Self.export(path, style).render()
      try Golden.check(text, at: Self.folder(style).appendingPathComponent(Self.name(path) + ".swift"))
    }
  }

  @Test("the example package holds a test for each exported journal and no other")
  func noStrayTests() throws {
    for style in SwiftTestingExport.Style.allCases {
      let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder(style).path).sorted()
      #expect(files == Self.journals.map { Self.name($0) + ".swift" }.sorted())
    }
  }

  @Test("the file is the same, byte for byte, from two runs of the program")
  func deterministic() throws {
    let path = Widgetsim.packageRoot.appendingPathComponent("journals/app-budget-starved.jsonl").path
    let first = try Widgetsim.run(["export", "swift-testing", path])
    let second = try Widgetsim.run(["export", "swift-testing", path])
    #expect(first.status == 0 && first.stderr.isEmpty)
    #expect(first.stdout == second.stdout)
    #expect(first.stdout == (try Self.export("journals/app-budget-starved.jsonl", .changes).render()))
  }

  /// The widgets' ids and every field of every widget, as Swift source, read through the scenario's accessors.
  static func observed(_ scenario: WidgetScenario) -> (
    ids: [String], fields: [String: [SwiftTestingExport.Field: String]]
  ) {
    var fields: [String: [SwiftTestingExport.Field: String]] = [:]
    for id in scenario.widgetIDs {
      fields[id] = [
        .status: "." + scenario.status(of: id)!.rawValue,
        .shownEntry: SwiftSource.literal(scenario.shownEntry(of: id)!),
        .nextRefresh: SwiftSource.literal(scenario.nextRefresh(of: id)!),
        .budgetUsed: String(scenario.budgetUsed(of: id)!),
      ]
    }
    return (scenario.widgetIDs, fields)
  }

  /// Runs an export in-process as its Swift file does: the scenario it starts from, each action as the REPL command
  /// (or the journal line) it writes, and the expectations after it, which must all hold. With `changes`, the
  /// expectations so far, each overriding the one before for its widget and field, must give every field of every
  /// widget after every action: the style leaves out nothing that changed.
  static func runInProcess(_ export: SwiftTestingExport) throws -> WidgetScenario {
    var scenario = try WidgetScenario(
      exportedFrom: export.fileName, start: export.header.start.iso8601, settings: export.changedSettings,
      builtinKinds: export.builtinKinds)
    var ids: [String] = []
    var fields: [String: [SwiftTestingExport.Field: String]] = [:]
    // Of many widgets, the ids are expected as differences: their number, the removed ones' status nil, the placed
    // ones' fields.
    func apply(_ expectations: [SwiftTestingExport.Expectation]) {
      for expectation in expectations {
        if case .widgetCount(let count) = expectation.value {
          #expect(count == scenario.widgetCount, "\(export.fileName) after seq \(scenario.state.seq): the number")
        } else if case .status(let widget, nil) = expectation.value {
          ids.removeAll { $0 == widget }
          fields[widget] = nil
        } else if let widget = expectation.widget, let field = expectation.field {
          if fields[widget] == nil && !ids.contains(widget) { ids.append(widget) }
          fields[widget, default: [:]][field] = expectation.expected
        } else {
          ids =
            expectation.expected == "[]"
            ? []
            : expectation.expected.dropFirst().dropLast()
              .split(separator: ", ").map { String($0.dropFirst().dropLast()) }
        }
      }
    }
    for step in export.steps {
      if case .withBuilds = step.action {
        try scenario.run(journalLine: ActionCodec.encode(step.action, seq: step.seq))
      } else {
        try scenario.run(step.action.commandText)
      }
      apply(step.expectations)
      let observed = observed(scenario)
      if export.style == .changes {
        #expect(ids == observed.ids, "\(export.fileName) after seq \(step.seq): the widgets")
        fields = fields.filter { observed.ids.contains($0.key) }
        #expect(fields == observed.fields, "\(export.fileName) after seq \(step.seq)")
      }
    }
    apply(export.closingExpectations)
    let observed = observed(scenario)
    #expect(ids == observed.ids, "\(export.fileName) at the end: the widgets")
    #expect(fields == observed.fields, "\(export.fileName) at the end")
    return scenario
  }

  @Test("run in-process, an export reaches the journal's state and every expectation holds", arguments: journals)
  func replaysAndHolds(path: String) throws {
    let replayed = try JournalReplay.replay(path: Widgetsim.packageRoot.appendingPathComponent(path).path).state
    for style in SwiftTestingExport.Style.allCases {
      let scenario = try Self.runInProcess(try Self.export(path, style))
      #expect(scenario.digest == replayed.digest, "\(path) --style \(style)")
    }
  }

  @Test("changes writes only what an action changed; final writes every field of every widget once, at the end")
  func styles() throws {
    let changes = try Self.export("journals/data-without-reload.jsonl", .changes)
    let lines = changes.steps.map {
      "\($0.seq): "
        + $0.expectations.map { "\($0.widget ?? "ids") \($0.field?.rawValue ?? "")" }.joined(separator: ", ")
    }
    #expect(
      lines == [
        "4: ids , w1 status, w1 shownEntry, w1 nextRefresh, w1 budgetUsed", "5: w1 status", "6: w1 nextRefresh",
        "7: w1 shownEntry, w1 nextRefresh, w1 budgetUsed", "8: ", "9: w1 shownEntry",
      ])
    #expect(changes.closingExpectations.isEmpty)
    let final = try Self.export("journals/ignores-configuration.jsonl", .final)
    #expect(final.steps.allSatisfy { $0.expectations.isEmpty })
    #expect(final.closingExpectations.count == 1 + 2 * SwiftTestingExport.Field.allCases.count)
  }

  @Test("a long journal is written as text tables, which WidgetScenario.steps reads back to the same steps")
  func tables() throws {
    let export = try Self.export("Examples/ExportedTests/journals/long-varied.jsonl", .changes)
    #expect(export.steps.count > SwiftTestingExport.statementActionsMax && export.usesTables)
    let text = export.render()
    #expect(text.contains("  static let seq4To1003 = #\"\"\"\n    4: "))
    #expect(!text.contains("try scenario.run(\""))
    let read = try WidgetScenario.steps(export.tableLines(export.steps[...]).joined(separator: "\n"))
    #expect(read.map(\.seq) == export.steps.map(\.seq))
    #expect(read.map(\.line) == export.steps.map { $0.action.commandText })
    #expect(read.map(\.expected) == export.steps.map { $0.expectations.map(\.value) })
    #expect(read.contains { $0.line.unicodeScalars.contains { !$0.isASCII } })
    let short = try Self.export("journals/glucose-every-5m.jsonl", .changes)
    #expect(short.steps.count <= SwiftTestingExport.statementActionsMax && !short.usesTables)
  }

  @Test("an expectation reads back from its description, odd text included; a bad table names its line")
  func expectedText() throws {
    let values: [WidgetScenario.Expected] = [
      .widgetIDs([]), .widgetIDs(["w1", "odd.id:1-x"]), .status("w1", .stale), .status("w9", nil),
      .shownEntry("w1", ##"2026-03-01T08:00:00Z {"a":"say \"hi\" \\ "#b"}"##), .shownEntry("w1", "a\nb\r\u{202E}"),
      .nextRefresh("w1", "none"), .nextRefresh("w2", nil), .budgetUsed("w1", 40), .budgetUsed("w3", nil),
    ]
    let table = "4: tick 5m\n" + values.map { "  " + $0.description }.joined(separator: "\n")
    #expect(try WidgetScenario.steps(table).first?.expected == values)
    #expect(values[2].description == "w1 status .stale")
    #expect(throws: ScenarioError("steps: 'w1 colour .red' is not an expectation such as w1 status .stale")) {
      try WidgetScenario.steps("4: tick 5m\n  w1 colour .red")
    }
    #expect(throws: ScenarioError("steps: '  w1 status .live' comes before any action")) {
      try WidgetScenario.steps("  w1 status .live")
    }
    #expect(throws: ScenarioError.self) { try WidgetScenario.steps("four: tick 5m") }
    let steps = try WidgetScenario.steps(#"4 journal: {"seq":4,"action":"tick","to":"2026-03-01T09:00:00Z"}"#)
    #expect(steps.map(\.isJournalLine) == [true])
    var scenario = try WidgetScenario(exportedFrom: "x.jsonl", start: "2026-03-01T08:00:00Z")
    try scenario.run(step: steps[0])
    #expect(scenario.actual(.widgetIDs(["w1"])) == .widgetIDs([]))
  }

  @Test("a journal's recorded provider outputs are replayed from its lines, without the provider")
  func providerOutputs() throws {
    let text = try Self.export("Examples/WeatherWidget/journals/forecast-day.jsonl", .changes).render()
    #expect(text.contains(#"try scenario.run(journalLine: #"{"seq":6,"action":"add","#))
    #expect(text.contains("// seq 6: add forecast medium, with the provider outputs it recorded"))
    #expect(!text.contains(#"try scenario.run("add forecast medium")"#))
    // WidgetScenario(journal:) folds such lines with their outputs too: the export reaches the same state.
    let journal = try String(
      contentsOf: Widgetsim.packageRoot.appendingPathComponent("Examples/WeatherWidget/journals/forecast-day.jsonl"),
      encoding: .utf8)
    let replayed = try Self.runInProcess(try Self.export("Examples/WeatherWidget/journals/forecast-day.jsonl", .final))
    #expect(try WidgetScenario(journal: journal).digest == replayed.digest)
  }

  @Test("a journal line whose recorded outputs do not fit its builds is refused, naming the journal and the seq")
  func mismatchedOutputs() throws {
    let export = try Self.export("Examples/WeatherWidget/journals/forecast-day.jsonl", .changes)
    var scenario = try WidgetScenario(
      exportedFrom: export.fileName, start: export.header.start.iso8601, settings: export.changedSettings)
    try scenario.run(export.steps[0].action.commandText)
    try scenario.run(export.steps[1].action.commandText)
    let line = ActionCodec.encode(export.steps[2].action, seq: 6)
    #expect(line.contains(#""builds":[{"widget":"w1","at":"2026-03-01T08:00:00Z""#))
    let moved = line.replacingOccurrences(of: #""at":"2026-03-01T08:00:00Z""#, with: #""at":"2026-03-01T08:01:00Z""#)
    let error = try #require(throws: ScenarioError.self) { try scenario.run(journalLine: moved) }
    #expect(error.message.hasPrefix("forecast-day.jsonl, seq 6: "), "\(error.message)")
    #expect(scenario.widgetIDs.isEmpty && scenario.state.seq == 5)
    try scenario.run(journalLine: line)
    #expect(scenario.widgetIDs == ["w1"])
  }

  @Test("a journal that places no widget still checks something: the empty list of widgets")
  func noWidgets() throws {
    let folder = Widgetsim.temporaryDirectory()
    let script = folder.appendingPathComponent("s.txt")
    try "tick 1h\n".write(to: script, atomically: true, encoding: .utf8)
    let path = folder.appendingPathComponent("empty.jsonl").path
    _ = try Widgetsim.run(["run", script.path, "--journal", path, "--start", "2026-03-01T08:00:00Z"])
    let text = try SwiftTestingExport.read(path: path, style: .changes).render()
    #expect(
      text.contains(
        "    try scenario.run(\"tick to 2026-03-01T09:00:00Z\")\n\n    #expect(scenario.widgetIDs == [], \"at the end\")\n"
      ))
  }

  @Test("a journal whose start or settings differ, or that does not begin with the built-in kinds, starts so")
  func scenarioStart() throws {
    let folder = Widgetsim.temporaryDirectory()
    let script = folder.appendingPathComponent("s.txt")
    try "set budget=3\ntick 1m\n".write(to: script, atomically: true, encoding: .utf8)
    let path = folder.appendingPathComponent("j.jsonl").path
    _ = try Widgetsim.run(["run", script.path, "--journal", path, "--start", "2026-05-01T06:00:00+08:00"])
    var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    // The header's budget set to 7, and the stocks kind's definition dropped (the seqs after it renumbered).
    var settings = Settings()
    settings.budget = 7
    lines[0] = JournalHeader(start: try #require(Instant(typed: "2026-04-30T22:00:00Z")), settings: settings).line
    lines = [lines[0], lines[1], renumber(lines[3], to: 2)] + lines[4...].enumerated().map { renumber($1, to: 3 + $0) }
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    let export = try SwiftTestingExport.read(path: path, style: .final)
    #expect(
      export.scenarioArguments
        == #"exportedFrom: "j.jsonl", start: "2026-04-30T22:00:00Z", settings: ["budget=7"], builtinKinds: false"#)
    #expect(export.render().contains("\n    try scenario.run(\"define weather "))
    let scenario = try Self.runInProcess(export)
    #expect(scenario.state.settings.budget == 3)
  }

  /// `line` with its seq replaced by `seq`, and its checksum dropped (a line without one is still read).
  func renumber(_ line: String, to seq: Int) -> String {
    let withoutCRC = line.replacingOccurrences(of: #","crc":"[0-9a-f]{8}"\}$"#, with: "}", options: .regularExpression)
    return withoutCRC.replacingOccurrences(
      of: #"^\{"seq":[0-9]+"#, with: "{\"seq\":\(seq)", options: .regularExpression)
  }

  @Test("string literals keep any text: quotes, backslashes, \"#, line breaks, control and bidirectional characters")
  func literals() {
    #expect(SwiftSource.literal("reload weather") == #""reload weather""#)
    #expect(SwiftSource.literal(#"data k {"a":1}"#) == ##"#"data k {"a":1}"#"##)
    #expect(SwiftSource.literal(##"say "hi"# C:\dir"##) == ###"##"say "hi"# C:\dir"##"###)
    #expect(SwiftSource.literal(##"a\#b"##) == ###"##"a\#b"##"###)
    #expect(SwiftSource.literal("a\nb\t\"c\"\\") == #""a\nb\t\"c\"\\""#)
    #expect(SwiftSource.literal("x\u{202E}y\u{2028}z\u{7}") == #""x\u{202E}y\u{2028}z\u{7}""#)
    #expect(SwiftSource.literal("") == #""""#)
    #expect(SwiftSource.commentText("a\nb\u{202E}") == #"a\u{A}b\u{202E}"#)
  }

  @Test("type names are Swift identifiers whatever the journal's name")
  func typeNames() {
    #expect(SwiftSource.typeName("data-without-reload") == "DataWithoutReload")
    #expect(SwiftSource.typeName("2-odd_names") == "Journal2OddNames")
    #expect(SwiftSource.typeName("été \"x\".v2") == "TX" + "V2")
    #expect(SwiftSource.typeName("---") == "Journal")
  }

  @Test("an unknown style or format is refused with the nearest name, and nothing is written")
  func unknownWords() throws {
    let path = Widgetsim.packageRoot.appendingPathComponent("journals/data-without-reload.jsonl").path
    let folder = Widgetsim.temporaryDirectory()
    let out = folder.appendingPathComponent("T.swift").path
    let style = try Widgetsim.run(["export", "swift-testing", path, "--style", "chnages", "-o", out])
    #expect(style.status == 2)
    #expect(style.stderr.contains("--style chnages is not a style; did you mean 'changes'? (styles: changes, final)"))
    let format = try Widgetsim.run(["export", "swift-tests", path, "-o", out])
    #expect(format.status == 2)
    #expect(format.stderr.contains("unknown format 'swift-tests'; did you mean 'swift-testing'?"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test("a damaged, invalid or torn journal is refused with its line and the reason, and nothing is written")
  func unreadableJournal() throws {
    let folder = Widgetsim.temporaryDirectory()
    let good = try String(
      contentsOf: Widgetsim.packageRoot.appendingPathComponent("journals/data-without-reload.jsonl"), encoding: .utf8)
    var lines = good.split(separator: "\n").map(String.init)
    let out = folder.appendingPathComponent("T.swift").path
    lines[6] = lines[6].replacingOccurrences(of: #""action":"reload""#, with: #""action":"relaod""#)
    let damaged = folder.appendingPathComponent("damaged.jsonl").path
    try (lines.joined(separator: "\n") + "\n").write(toFile: damaged, atomically: true, encoding: .utf8)
    let run = try Widgetsim.run(["export", "swift-testing", damaged, "-o", out])
    #expect(run.status == 1)
    #expect(run.stderr.contains("line 7"), "\(run.stderr)")
    #expect(run.stderr.contains("nothing was written"))
    let torn = folder.appendingPathComponent("torn.jsonl").path
    try String(good.dropLast(20)).write(toFile: torn, atomically: true, encoding: .utf8)
    let tornRun = try Widgetsim.run(["export", "swift-testing", torn, "-o", out])
    #expect(tornRun.status == 1)
    #expect(tornRun.stderr.contains("line 10"), "\(tornRun.stderr)")
    let missing = try Widgetsim.run(["export", "swift-testing", folder.appendingPathComponent("no.jsonl").path])
    #expect(missing.status == 1 && missing.stdout.isEmpty)
    #expect(missing.stderr.contains("no.jsonl"))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test("-o into a missing folder is refused before anything is read; -o into a folder writes the file only")
  func outputFolder() throws {
    let path = Widgetsim.packageRoot.appendingPathComponent("journals/data-without-reload.jsonl").path
    let folder = Widgetsim.temporaryDirectory()
    let missing = folder.appendingPathComponent("no/such/T.swift").path
    let refused = try Widgetsim.run(["export", "swift-testing", path, "-o", missing])
    #expect(refused.status == 1)
    #expect(
      refused.stderr.contains("-o \(missing): the folder \(folder.path)/no/such does not exist; nothing was written"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("no").path))
    let out = folder.appendingPathComponent("T.swift").path
    let written = try Widgetsim.run(["export", "swift-testing", path, "--style=final", "-o", out])
    #expect(written.status == 0 && written.stdout.isEmpty && written.stderr.isEmpty)
    #expect(
      try String(contentsOfFile: out, encoding: .utf8)
        == (try Self.export("journals/data-without-reload.jsonl", .final).render()))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["T.swift"])
  }

  @Test("help export, and export --help, print the usage and the styles")
  func help() throws {
    for words in [["help", "export"], ["export", "--help"]] {
      let run = try Widgetsim.run(words)
      #expect(run.status == 0)
      // The usage, wrapped to 80 columns (standard output is not a terminal), up to the first blank line.
      let usage = run.stdout.split(separator: "\n\n", maxSplits: 1).first ?? ""
      #expect(usage.split(whereSeparator: \.isWhitespace) == "usage: \(ExportCommand.usage)".split(separator: " "))
      #expect(run.stdout.contains("--style changes"))
    }
    #expect(try Widgetsim.run(["--help"]).stdout.contains("  export    a journal as a Swift Testing file"))
  }

  @Test("a journal line run on a scenario: checked for its seq, named in the error with the journal")
  func journalLine() throws {
    var scenario = try WidgetScenario(exportedFrom: "x.jsonl", start: "2026-03-01T08:00:00Z")
    let line = #"{"seq":5,"action":"tick","to":"2026-03-01T09:00:00Z"}"#
    #expect(
      throws: ScenarioError("x.jsonl, seq 4: the journal line has seq 5, but the next action is seq 4", line: line)
    ) {
      try scenario.run(journalLine: line)
    }
    #expect(throws: ScenarioError("x.jsonl, seq 4: no widget 'w9' (there are no widgets)", line: "remove w9")) {
      try scenario.run("remove w9")
    }
    try scenario.run(journalLine: #"{"seq":4,"action":"tick","to":"2026-03-01T09:00:00Z"}"#)
    #expect(scenario.state.now.iso8601 == "2026-03-01T09:00:00Z")
    #expect(throws: ScenarioError.self) {
      try WidgetScenario(exportedFrom: "x.jsonl", start: "2026-03-01T08:00:00Z", settings: ["budget=lots"])
    }
  }
}

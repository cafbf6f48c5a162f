import Foundation
import PropertyTesting
import Testing
import WidgetCommands
import WidgetJournal
import WidgetModel
import WidgetSimCore

@testable import WidgetCLI

/// `widgetsim export swift-testing` of journals of many widgets: the work is linear in the journal (facts computed
/// only for the widgets an action touched, ids written as differences), and the file holds few enough `#expect`
/// lines to compile in seconds.
@Suite("export of many widgets")
struct ExportScaleTests {
  /// The start of the journals made here.
  static let start = Instant(iso8601: "2026-03-01T08:00:00Z")!

  /// The actions of REPL `commands` typed one after another into a new journal (the built-in kinds defined first),
  /// each with the state after it and the builds it carried out.
  static func fold(_ commands: [String]) throws -> [(action: Action, state: SimState, builds: [Refresh])] {
    var state = SimState(start: start)
    var steps: [(action: Action, state: SimState, builds: [Refresh])] = []
    for kind in BuiltinKinds.all {
      let builds = state.apply(.kindDefined(kind))
      steps.append((.kindDefined(kind), state, builds))
    }
    for line in commands {
      guard case .action(let command) = try CommandParser.parse(line) else {
        Issue.record("not an action: \(line)")
        continue
      }
      let action = try state.validate(command)
      let builds = state.apply(action)
      steps.append((action, state, builds))
    }
    return steps
  }

  /// The export in `style` of a journal folded by `fold`.
  static func export(_ steps: [(action: Action, state: SimState, builds: [Refresh])], style: SwiftTestingExport.Style)
    -> SwiftTestingExport
  {
    var export = SwiftTestingExport(fileName: "many.jsonl", style: style)
    for step in steps { export.record(step.action, after: step.state, builds: step.builds) }
    export.finish(header: JournalHeader(start: start), state: steps.last?.state ?? SimState(start: start))
    return export
  }

  /// `count` widgets of the three built-in kinds and several configurations, then `ticks` hourly ticks.
  static func manyWidgets(_ count: Int, ticks: Int) -> [String] {
    let adds = (0..<count).map { index in
      switch index % 3 {
      case 0: return "add weather small city=" + ["Beijing", "Shanghai", "Guangzhou"][(index / 3) % 3]
      case 1: return "add stocks medium symbol=S\(index % 7)"
      default: return "add todo small list=l\(index % 5)"
      }
    }
    return adds + Array(repeating: "tick 1h", count: ticks)
  }

  /// A 400-action journal of 200 widgets: the adds, then ticks, data writes and reloads that change most of them.
  static let twoHundredWidgets: [String] = {
    var commands = manyWidgets(200, ticks: 0)
    for index in 0..<200 {
      switch index % 4 {
      case 0: commands.append("tick 5m")
      case 1: commands.append(#"data weather:Beijing {"temp":\#(index)}"#)
      case 2: commands.append("reload all")
      default: commands.append("data stocks:S\(index % 7) \(index)")
      }
    }
    return commands
  }()

  @Test("facts are computed again only for the widgets an action touched: 1,500 adds and 24 ticks cost linear work")
  func linearWork() throws {
    let steps = try Self.fold(Self.manyWidgets(1_500, ticks: 24))
    let export = Self.export(steps, style: .changes)
    // Each add computes its own widget's facts; each tick every widget's.
    #expect(export.tracker.factsComputed <= 1_500 + 24 * 1_500)
    // The ids are listed only while there are few; then each add expects the number and the new widget's fields.
    let lists = export.steps.flatMap(\.expectations).filter { if case .widgetIDs = $0.value { true } else { false } }
    #expect(lists.count == SwiftTestingExport.idsListedMax)
    let add = try #require(export.steps.first { $0.seq == 3 + 1_000 })
    #expect(
      add.expectations.map { $0.line(when: "w") }.first == #"#expect(scenario.widgetCount == 1000, "w")"#)
  }

  @Test("the file grows linearly with the widgets: twice the widgets, about twice the text")
  func linearText() throws {
    let small = Self.export(try Self.fold(Self.manyWidgets(400, ticks: 2)), style: .changes).render()
    let large = Self.export(try Self.fold(Self.manyWidgets(800, ticks: 2)), style: .changes).render()
    let ratio = Double(large.utf8.count) / Double(small.utf8.count)
    #expect(ratio < 2.2, "400 widgets: \(small.utf8.count) bytes; 800: \(large.utf8.count) bytes")
  }

  @Test("what the touched widgets changed is what computing every widget's facts after every action finds")
  func touchedMatchesEveryWidget() throws {
    for seed in UInt64(1)...80 {
      var rng = SplitMix64(seed: seed)
      var limits = GeneratorLimits()
      limits.widgetsMax = 30
      let generator = ActionGenerator(
        weights: .random(using: &rng), limits: limits, discretion: ActionGenerator.usesDiscretion(seed: seed))
      var state = SimState(start: Self.start)
      var incremental = SwiftTestingExport.Tracker()
      var exhaustive = SwiftTestingExport.Tracker()
      exhaustive.exhaustive = true
      var setup = BuiltinKinds.all.map { Action.kindDefined($0) }
      for command in generator.setup(using: &rng) {
        if let action = try? state.validate(command) { setup.append(action) }
      }
      var step = 0
      while step < 300 {
        let action: Action
        if setup.isEmpty {
          guard let next = try? state.validate(generator.next(in: state, using: &rng)) else { continue }
          action = next
        } else {
          action = setup.removeFirst()
        }
        step += 1
        let builds = state.apply(action)
        let found = incremental.record(action, after: state, builds: builds)
        let expected = exhaustive.record(action, after: state, builds: builds)
        #expect(found == expected, "seed \(seed), seq \(state.seq): \(action.commandText)")
        if found != expected { return }
      }
    }
  }

  @Test("a 400-action journal of 200 widgets is written as tables, with one #expect, in both styles")
  func expectationsBounded() throws {
    let steps = try Self.fold(Self.twoHundredWidgets)
    for style in SwiftTestingExport.Style.allCases {
      let export = Self.export(steps, style: style)
      let text = export.render()
      let expects = text.components(separatedBy: "#expect(").count - 1
      #expect(expects <= SwiftTestingExport.statementExpectationsMax + 1, "\(style): \(expects) #expect lines")
      #expect(export.usesTables)
      let tables = text.components(separatedBy: "WidgetScenario.steps(").count - 1
      #expect(tables == 1)
    }
    let final = Self.export(steps, style: .final).render()
    #expect(final.contains("; after the last, what is expected at the end."))
    #expect(final.contains("\n      widgetCount 200\n      w1 status ."))
  }

  @Test("run as its file runs it, the export of 200 widgets reaches the journal's state and every expectation holds")
  func manyWidgetsHold() throws {
    let steps = try Self.fold(Self.twoHundredWidgets + ["remove w7", "remove w150", "tick 1m"])
    for style in SwiftTestingExport.Style.allCases {
      let export = Self.export(steps, style: style)
      #expect(
        export.steps.contains { $0.expectations.contains { $0.value == .status("w150", nil) } } == (style == .changes))
      let scenario = try ExportTests.runInProcess(export)
      #expect(scenario.digest == steps.last!.state.digest)
    }
  }

  @Test("in a table, an action whose command holds a line break is written as its journal line")
  func lineBreakInTable() throws {
    var export = SwiftTestingExport(fileName: "x.jsonl", style: .changes)
    var state = SimState(start: Self.start)
    for minute in 1...1_001 {
      let action = Action.clockTicked(to: Self.start + .minutes(Int64(minute)))
      let builds = state.apply(action)
      export.record(action, after: state, builds: builds)
    }
    let odd = Action.dataArrived(key: "a\nb", value: .string("x"), ttl: nil)
    export.steps.append(SwiftTestingExport.Step(seq: 1_002, action: odd, expectations: []))
    #expect(export.usesTables)
    let lines = export.tableLines(export.steps[...])
    #expect(lines.last == "1002 journal: " + ActionCodec.encode(odd, seq: 1_002))
    let read = try WidgetScenario.steps(lines.joined(separator: "\n"))
    #expect(read.count == 1_002 && read.last?.isJournalLine == true)
  }

  @Test("a count of widgets reads back from its description, and a scenario answers it")
  func countExpectation() throws {
    let table = "4: add weather\n  widgetCount 1\n  w9 status nil"
    #expect(try WidgetScenario.steps(table).first?.expected == [.widgetCount(1), .status("w9", nil)])
    #expect(throws: ScenarioError.self) { try WidgetScenario.steps("4: tick 5m\n  widgetCount -1") }
    var scenario = try WidgetScenario(start: "2026-03-01T08:00:00Z")
    try scenario.run("add weather")
    #expect(scenario.widgetCount == 1)
    #expect(scenario.actual(.widgetCount(7)) == .widgetCount(1))
  }
}

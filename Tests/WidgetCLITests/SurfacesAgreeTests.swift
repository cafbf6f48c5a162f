import PropertyTesting
import Testing
import WidgetCommands
import WidgetModel
import WidgetTestSupport

@testable import WidgetCLI
@testable import WidgetSimCore

/// The one property of the read model: over random sessions (recipe kinds, and a developer's provider kind run by a
/// stand-in host), every surface says the same next refresh, status and budget count as the facts the model computed
/// (`FactSheet`): the canonical JSON, `show ID`, `why`, `timeline`, `budget`, their JSON answers, the scenario's
/// texts and the report after each action. Besides the state after each action, each widget is looked at the
/// instants its budget's count changes (a counted refresh leaving the window, the next free slot) and its next
/// refresh, where a surface that counted the window itself would first say something else.
@Suite("Every surface renders the facts")
struct SurfacesAgreeTests {
  /// The seeds of the random sessions, and how many actions each takes.
  static let seeds: [UInt64] = Array(1...16)
  static let steps = 30

  /// What a surface says of a widget: its name, and the mismatches with the facts it shows.
  typealias Surface = (name: String, check: @Sendable (SimState, Widget, FactSheet) -> [String])

  @Test("every surface's next refresh, status and budget count equal the facts, over random sessions")
  func surfacesAgree() {
    let failures = Self.run(surfaces: Self.surfaces)
    #expect(failures.isEmpty, "\(failures.count) mismatches, the first: \(failures.prefix(3).joined(separator: "\n"))")
  }

  @Test("a surface that counts the budget window itself, with ≤ for <, is caught")
  func plantedWindowBoundary() {
    // The rolling window holds a refresh at r at t when t - 24h < r ≤ t; this surface keeps one exactly 24h old.
    let planted: Surface = (
      "planted window",
      { state, widget, facts in
        let start = state.now - RefreshBudget.window
        let used = state.budgetWindow(widget).refreshes.filter { $0 >= start && $0 <= state.now }.count
        return used == facts.budget.used ? [] : ["budget \(used), the facts \(facts.budget.used)"]
      }
    )
    let failures = Self.run(surfaces: [planted])
    #expect(!failures.isEmpty, "the property missed a window counted with ≤ for <")
  }

  // MARK: The sessions

  /// Runs every seed's session, checking `surfaces` (and the report after each action) at every instant looked at;
  /// returns the mismatches, each naming the seed, the step and the surface.
  static func run(surfaces: [Surface]) -> [String] {
    var failures: [String] = []
    for seed in seeds {
      var rng = SplitMix64(seed: seed)
      let generator = ActionGenerator(
        weights: .random(using: &rng), discretion: ActionGenerator.usesDiscretion(seed: seed))
      let host = seed % 2 == 0 ? StandInProvider(entriesMax: 3) : nil
      var state = SimState(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
      var commands = BuiltinKinds.all.map { Action.kindDefined($0) }
      if host != nil { commands.append(.kindDefined(StandInProvider.kind)) }
      for action in commands { state.apply(action) }
      var script = generator.setup(using: &rng)
      // A third of the sessions share a small budget, so that widgets queue for its freed slots.
      if seed % 3 == 1 {
        script += [.set(name: "budgetScope", value: rng.pick(["kind", "app"])), .set(name: "budget", value: "2")]
      }
      for step in 0..<steps {
        let command: Command
        if !script.isEmpty {
          command = script.removeFirst()
        } else if host != nil, rng.chance(0.2) {
          command = Self.command(rng.pick(["add mine", "add mine medium", "reload mine", "data weather.json 21"]))
        } else {
          command = generator.next(in: state, using: &rng)
        }
        guard let action = try? state.validate(command) else { continue }
        let before = state
        let refreshes = host.map { state.apply(action, host: $0).refreshes } ?? state.apply(action)
        let place = "seed \(seed) step \(step) (\(action.commandText))"
        failures += reportMismatches(action, refreshes, before: before, after: state).map { "\(place): \($0)" }
        for (instant, looked) in lookedAt(state, host: host) {
          for widget in looked.orderedWidgets {
            let facts = looked.facts(of: widget)
            for surface in surfaces {
              failures += surface.check(looked, widget, facts).map {
                "\(place) at \(instant.iso8601), \(widget.id), \(surface.name): \($0)"
              }
            }
          }
        }
        if failures.count > 20 { return failures }
      }
    }
    return failures
  }

  /// The state after an action, and (on copies) at the instants where the count of a widget's budget changes or its
  /// next refresh comes, within a day: each counted refresh's leaving the window, and the next free slot.
  static func lookedAt(_ state: SimState, host: StandInProvider?) -> [(Instant, SimState)] {
    var instants: Set<Instant> = []
    for widget in state.orderedWidgets {
      let facts = state.facts(of: widget)
      if let first = facts.budget.refreshes.first { instants.insert(first + RefreshBudget.window) }
      if let free = facts.budget.freesAt { instants.insert(free) }
      if let next = facts.next.scheduledAt { instants.insert(next) }
    }
    var looked = [(state.now, state)]
    for instant in instants.sorted().prefix(3) where instant > state.now && instant <= state.now + .days(1) {
      var later = state
      let tick = Action.clockTicked(to: instant)
      guard (try? later.check(tick)) != nil else { continue }
      if let host { _ = later.apply(tick, host: host) } else { later.apply(tick) }
      looked.append((instant, later))
    }
    return looked
  }

  /// The command a REPL line asks for.
  static func command(_ line: String) -> Command {
    guard case .action(let command)? = try? CommandParser.parse(line) else { preconditionFailure(line) }
    return command
  }

  // MARK: The surfaces

  static let surfaces: [Surface] = [
    ("canonical JSON", canonicalJSON), ("show ID", showWidget), ("why", why), ("timeline", timeline),
    ("budget", budget), ("timeline --json", timelineJSON), ("budget --json", budgetJSON),
    ("scenario", scenario),
  ]

  /// An instant as the pictures and `why` write it.
  static func time(_ instant: Instant, _ state: SimState) -> String { instant.text(relativeTo: state.now) }

  /// The mismatches of a status, a next refresh and a budget count read from a surface with the facts.
  static func compare(
    _ facts: FactSheet, status: WidgetStatus?? = nil, scheduled: Instant?? = nil, used: Int? = nil
  ) -> [String] {
    var mismatches: [String] = []
    if let status, status != facts.status {
      mismatches.append("status \(status.map(\.rawValue) ?? "none"), the facts \(facts.status.rawValue)")
    }
    if let scheduled, scheduled != facts.next.scheduledAt {
      mismatches.append(
        "next refresh \(scheduled?.iso8601 ?? "none"), the facts \(facts.next.scheduledAt?.iso8601 ?? "none")")
    }
    if let used, used != facts.budget.used { mismatches.append("budget \(used), the facts \(facts.budget.used)") }
    return mismatches
  }

  /// A mismatch unless `text` holds `fragment`, read with its wrapped lines joined again.
  static func says(_ text: String, _ fragment: String) -> [String] {
    let joined = text.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }.joined(separator: " ")
    return joined.contains(fragment) ? [] : ["does not say '\(fragment)'"]
  }

  /// `state --json` and `show ID --json`.
  static func canonicalJSON(_ state: SimState, _ widget: Widget, _ facts: FactSheet) -> [String] {
    guard let json = try? JSONValue(parsing: state.json),
      let object = json["widgets"]?.arrayValue?.first(where: { $0["id"] == .string(widget.id) })
    else { return ["no widget object"] }
    let status = object["display"]?["status"]?.stringValue.flatMap(WidgetStatus.init(rawValue:))
    let next = object["timeline"]?["nextRefresh"]?.stringValue.flatMap(Instant.init(iso8601:))
    var used = -1
    if case .int(let n)? = object["budget"]?["used"] { used = Int(n) }
    return compare(facts, status: status, scheduled: .some(next), used: used)
  }

  /// The next refresh as `show` and `budget` say it, from the facts: when it can be expected, or that none is.
  static func expectedNote(_ facts: FactSheet, _ state: SimState) -> String {
    guard facts.next.scheduledAt != nil else { return "no refresh scheduled" }
    guard let expected = facts.next.expectedAt else { return "no refresh within" }
    return "next refresh \(time(expected, state))"
  }

  /// `show ID`: the badge, the next refresh and the budget on the line below the box.
  static func showWidget(_ state: SimState, _ widget: Widget, _ facts: FactSheet) -> [String] {
    let text = Renderer.show(widget, in: state)
    return says(text, "[\(facts.status.rawValue.uppercased())]") + says(text, expectedNote(facts, state))
      + says(text, "budget \(facts.budget.used)/\(facts.budget.limit)")
  }

  /// `why ID`: the status in its first sentence, the next refresh and the budget's count.
  static func why(_ state: SimState, _ widget: Widget, _ facts: FactSheet) -> [String] {
    let text = Narrator(state).why(widget).joined(separator: "\n")
    var mismatches = says(text, " is \(facts.status.rawValue): ")
    guard facts.next.scheduledAt != nil else { return mismatches + says(text, "No refresh is scheduled") }
    let next = facts.next.expectedAt.map { "Next refresh: \(time($0, state))" } ?? "Next refresh: none expected"
    mismatches += says(text, next) + says(text, " \(facts.budget.used)/\(facts.budget.limit) used in the last 24h")
    return mismatches
  }

  /// `timeline ID`: the badge, the next refresh's legend and the budget window's count.
  static func timeline(_ state: SimState, _ widget: Widget, _ facts: FactSheet) -> [String] {
    let text = Renderer.timeline(widget, in: state)
    let next: String
    if facts.next.scheduledAt == nil {
      next = "◆ no refresh scheduled"
    } else if let expected = facts.next.expectedAt {
      next = "◆ next refresh \(time(expected, state))"
    } else {
      next = "◆ next refresh none expected"
    }
    return says(text, "[\(facts.status.rawValue.uppercased())]") + says(text, next)
      + says(text, "\(facts.budget.used)/\(facts.budget.limit) counted refreshes")
  }

  /// `budget`: the row of the widget's budget (its pool's) with its count, and the widget's next refresh unless the
  /// row says when a slot frees.
  static func budget(_ state: SimState, _ widget: Widget, _ facts: FactSheet) -> [String] {
    let text = Renderer.budget(state.orderedWidgets, in: state)
    let label =
      facts.budget.pool.scope == .widget ? "\(widget.id) \(widget.kind)" : Narrator.poolLabel(facts.budget.pool)
    let numbers = "\(facts.budget.used)/\(facts.budget.limit)"
    let row = text.split(separator: "\n").first { $0.hasPrefix("  \(label) ") && $0.contains(numbers) }
    var mismatches = row == nil ? ["no row '\(label)' with \(numbers)"] : []
    if facts.budget.pool.scope != .widget || !facts.budget.isSpent {
      mismatches += says(text, expectedNote(facts, state))
    }
    return mismatches
  }

  /// `widgetsim timeline FILE ID --json`.
  static func timelineJSON(_ state: SimState, _ widget: Widget, _ facts: FactSheet) -> [String] {
    let object = JSONValue.object(AnalysisJSON.timeline(widget, in: state))
    return compare(facts, scheduled: .some(object["nextRefresh"]?.stringValue.flatMap(Instant.init(iso8601:))))
  }

  /// `widgetsim budget FILE --json`.
  static func budgetJSON(_ state: SimState, _ widget: Widget, _ facts: FactSheet) -> [String] {
    let object = AnalysisJSON.budget(widget, in: state)
    var used = -1
    if case .int(let n)? = object["used"] { used = Int(n) }
    let next = object["nextRefresh"]?.stringValue.flatMap(Instant.init(iso8601:))
    return compare(facts, scheduled: .some(next), used: used)
  }

  /// The texts `WidgetScenario` and the exported tests compare a widget by.
  static func scenario(_ state: SimState, _ widget: Widget, _ facts: FactSheet) -> [String] {
    compare(facts, scheduled: .some(Instant(iso8601: state.nextRefreshText(widget))))
  }

  /// The report after an action: the last counted refresh of each budget carried out at the action's end says the
  /// count the facts say now.
  static func reportMismatches(_ action: Action, _ refreshes: [Refresh], before: SimState, after: SimState)
    -> [String]
  {
    // A report of more builds than it lists sums them up per widget instead.
    guard refreshes.filter({ $0.cause != .added }).count <= ActionReport.refreshLinesMax else { return [] }
    let lines = ActionReport.describe(action, refreshes: refreshes, before: before, after: after)
    var last: [BudgetPool: Refresh] = [:]
    for refresh in refreshes where refresh.cause != .added {
      if let reached = refresh.budgetReached { last[reached.pool] = refresh }
    }
    var mismatches: [String] = []
    for refresh in last.values where refresh.at == after.now {
      guard let widget = after.widgets[refresh.widget] else { continue }
      let facts = after.facts(of: widget)
      let said = "\(time(refresh.at, after)) \(refresh.widget) "
      let line = lines.first { $0.hasPrefix("  " + said) && $0.contains("counted ") }
      if line?.contains("counted \(facts.budget.used)/\(facts.budget.limit)") != true {
        mismatches.append("report '\(line ?? "none")', the facts \(facts.budget.used)/\(facts.budget.limit)")
      }
    }
    return mismatches
  }
}

import PropertyTesting
import Testing
import WidgetModel

/// The library as a user calls it from Swift Testing: their own kind, their own invariant.
@Suite("Checking a user's own kind and invariant")
struct UserAPITests {
  /// A news widget: hourly timelines of four entries, 15 minutes apart.
  static let news = try! Kind.parse(
    name: "news",
    fields: [
      KeyValue("families", "small,medium"), KeyValue("entries", "4"), KeyValue("every", "15m"),
      KeyValue("policy", "after:1h"), KeyValue("data", "news:{topic}"),
      KeyValue("param", "topic:enum:world|tech=world"),
    ])

  /// Three days of any sequence over the news kind alone, under Apple's documented behaviour: the invariants below
  /// do not allow for quiet hours, which keep a timeline as it is for the night.
  static var configuration: CheckConfiguration {
    var configuration = CheckConfiguration(seed: 42, runs: 200, steps: 60)
    configuration.discretion = false
    configuration.kinds = [news]
    configuration.limits.definesKinds = false
    configuration.limits.duration = .days(3)
    return configuration
  }

  /// Whether a widget's budget is spent now.
  static func budgetSpent(_ widget: Widget, _ state: SimState) -> Bool {
    state.budgetUsed(widget) >= state.settings.budget
  }

  /// The user's invariant: a news timeline is at most 2 hours old unless the budget is spent.
  static let timelineFresh = Property(
    "timelineFresh", "a news timeline is at most 2h old unless the budget is spent"
  ) { state in
    state.widgets.values.allSatisfy { widget in
      state.now - widget.timeline.generatedAt <= .hours(2) || Self.budgetSpent(widget, state)
    }
  }

  @Test("with my kind, over any 3 days, the shown timeline is never more than 2 hours old unless the budget is spent")
  func timelineFresh() throws {
    let result = try PropertyChecker.check([Self.timelineFresh], configuration: Self.configuration)
    #expect(result.passed, "\(result.failure?.report(journalPath: nil) ?? "")")
  }

  @Test("with the settings of the system's discretion generated too, the same invariant fails under quiet hours")
  func timelineFreshUnderQuietHours() throws {
    var configuration = Self.configuration
    configuration.discretion = true
    // Quiet hours are one of the discretion settings the runs draw among, fewer of the runs set them since the reload
    // filter's settings joined them.
    configuration.runs = 600
    let failure = try #require(try PropertyChecker.check([Self.timelineFresh], configuration: configuration).failure)
    let quiet = failure.actions.contains {
      guard case .settingChanged(.quietHours(_?)) = $0 else { return false }
      return true
    }
    #expect(quiet, "\(failure.report(journalPath: nil))")
  }

  @Test("with my kind, 'the shown data is never more than 2 hours old' fails, shrunk to the app never writing again")
  func dataFresh() throws {
    let fresh = Property("dataFresh", "news data is at most 2h old unless the budget is spent") { step in
      for widget in step.after.orderedWidgets where !Self.budgetSpent(widget, step.after) {
        if let age = step.after.display(widget).dataAge, age > .hours(2) {
          return "\(widget.id) shows data \(age.text) old"
        }
      }
      return nil
    }
    let result = try PropertyChecker.check([fresh], configuration: Self.configuration)
    let failure = try #require(result.failure)
    #expect(failure.property == "dataFresh")
    #expect(failure.actions.count <= 5, "\(failure.report(journalPath: nil))")
    guard case .kindDefined(let kind) = failure.actions.first else {
      Issue.record("the minimal case starts by defining the kind")
      return
    }
    #expect(kind.name == "news")
    #expect(failure.actions.contains { $0.name == "data" })
  }

  @Test("a user's property can also check the whole run at its end")
  func afterRun() throws {
    let counted = Property(
      "someBuild", "every run that adds a widget builds a timeline", check: nil,
      afterRun: { record in
        record.final.widgets.values.allSatisfy { $0.builds >= 1 }
          ? nil : RunProblem(seq: record.actions.count, message: "no build")
      })
    let result = try PropertyChecker.check([counted], configuration: Self.configuration)
    #expect(result.passed)
    #expect(result.runs == 200)
  }

  @Test("an invalid kind in the configuration is refused before any run")
  func invalidKind() {
    var configuration = Self.configuration
    configuration.kinds = [Kind(name: "9bad", families: [.systemSmall], dataKey: DataKeyTemplate("x")!)]
    #expect(throws: WidgetError.self) { try PropertyChecker.check(configuration: configuration) }
  }
}

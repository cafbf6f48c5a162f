import PropertyTesting
import Testing
import WidgetModel

/// A failure of a property of the developer's own, found by `PropertyChecker` in their test, says how to run it again
/// there: no `widgetsim check --property` knows that property.
@Suite("The report of a custom property's failure")
struct CustomPropertyReportTests {
  @Test("run it again names the configuration's seed, runs and steps, not a command that cannot know the property")
  func rerunInTheTest() throws {
    let fewWidgets = Property("fewWidgets", "at most one widget is placed") { $0.widgets.count <= 1 }
    let configuration = CheckConfiguration(seed: 5, runs: 20, steps: 40)
    let failure = try #require(try PropertyChecker.check([fewWidgets], configuration: configuration).failure)
    let report = failure.report(journalPath: nil)
    #expect(!report.contains("--property fewWidgets"), "\(report)")
    #expect(
      report.contains(
        "run it again: the same check with configuration.seed = \(failure.seed), configuration.runs = 1, configuration.steps = 40"
      ), "\(report)")
    // And those values do repeat it: the failing run alone fails the same way.
    var again = configuration
    again.seed = failure.seed
    again.runs = 1
    let repeated = try #require(try PropertyChecker.check([fewWidgets], configuration: again).failure)
    #expect(repeated.actions == failure.actions)
  }
}

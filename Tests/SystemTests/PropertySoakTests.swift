import PropertyTesting
import Testing
import WidgetModel

/// The built-in properties over long runs: a soak, apart from the short runs of `BuiltinPropertyTests`.
@Suite("Built-in properties over long runs", .timeLimit(.minutes(2)))
struct PropertySoakTests {
  @Test("long runs of 300 actions over a week hold too")
  func longRuns() throws {
    let result = try PropertyChecker.check(configuration: CheckConfiguration(seed: 99, runs: 20, steps: 300))
    #expect(result.failure == nil, "\(result.failure?.report(journalPath: nil) ?? "")")
  }
}

@_spi(Testing) import PropertyTesting
import Testing
@_spi(Testing) import WidgetModel

/// `check` bites at its default run count: the generator aims at rule edges (`ActionGenerator+Aim.swift`), so every
/// planted bug is caught within the 100 runs `check` makes by default, not only within a thousand.
@Suite("Planted bugs are caught within check's default runs", .timeLimit(.minutes(5)))
struct PlantedBugAimTests {
  @Test("every planted bug is caught within check's default 100 runs of 100 actions", arguments: PlantedBug.allCases)
  func caughtByDefault(bug: PlantedBug) throws {
    var configuration = CheckConfiguration(seed: 1)
    #expect(configuration.runs == 100 && configuration.steps == 100, "check's defaults changed: say so here")
    configuration.plantedBug = bug
    let result = try PropertyChecker.check(configuration: configuration)
    #expect(result.failure != nil, "\(bug) went unnoticed over \(configuration.runs) runs of seed 1")
  }
}

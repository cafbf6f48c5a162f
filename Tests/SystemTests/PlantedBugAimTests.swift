@_spi(Testing) import PropertyTesting
import Testing
@_spi(Testing) import WidgetModel

/// `check` bites at its default run count: the generator aims at rule edges (`ActionGenerator+Aim.swift`), so every
/// planted bug is caught within the 100 runs `check` makes by default, not only within a thousand, on most seeds (a
/// seed is one draw of a random search: one of three may be unlucky, two may not).
@Suite("Planted bugs are caught within check's default runs", .timeLimit(.minutes(5)))
struct PlantedBugAimTests {
  @Test(
    "every planted bug is caught within check's default 100 runs of 100 actions on two seeds of three",
    arguments: PlantedBug.allCases)
  func caughtByDefault(bug: PlantedBug) throws {
    var missed: [UInt64] = []
    for seed: UInt64 in [1, 2, 3] {
      var configuration = CheckConfiguration(seed: seed)
      #expect(configuration.runs == 100 && configuration.steps == 100, "check's defaults changed: say so here")
      configuration.plantedBug = bug
      if try PropertyChecker.check(configuration: configuration).failure == nil { missed.append(seed) }
      if missed.count > 1 { break }
    }
    #expect(missed.count <= 1, "\(bug) went unnoticed over 100 runs of seeds \(missed)")
  }
}

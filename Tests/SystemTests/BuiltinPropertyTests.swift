import PropertyTesting
import Testing
import WidgetModel

/// The project's own property suite: every built-in property over thousands of generated runs.
@Suite("Built-in properties over generated runs", .timeLimit(.minutes(2)))
struct BuiltinPropertyTests {
  /// Fixed seeds, so a failure here is the same on every machine.
  static let fixedSeeds: [UInt64] = [1, 2, 3, 4]

  @Test("every built-in property holds after every step of 500 runs of 30 actions", arguments: fixedSeeds)
  func fixedSeed(_ seed: UInt64) throws {
    let result = try PropertyChecker.check(configuration: CheckConfiguration(seed: seed, runs: 500, steps: 30))
    #expect(result.failure == nil, "\(result.failure?.report(journalPath: nil) ?? "")")
    #expect(result.runs == 500)
    #expect(result.rejected == 0, "the generator is state-aware: every command it makes should be valid")
  }

  @Test("every built-in property holds for a fresh seed, printed so that a failure can be run again")
  func freshSeed() throws {
    let seed = UInt64.random(in: 1...(UInt64(1) << 53))
    print(
      "PropertyTestingTests: fresh seed \(seed); run again with: widgetsim check --seed \(seed) --runs 200 --steps 30")
    let result = try PropertyChecker.check(configuration: CheckConfiguration(seed: seed, runs: 200, steps: 30))
    #expect(result.failure == nil, "seed \(seed): \(result.failure?.report(journalPath: nil) ?? "")")
  }

  @Test("every built-in property has a unique name and a one-line summary")
  func names() throws {
    let names = Property.builtin.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.count == 27)
    for property in Property.builtin {
      #expect(!property.summary.isEmpty && !property.summary.contains("\n"))
      #expect(try Property.named(property.name).name == property.name)
    }
  }

  @Test("an unknown property name is refused with the closest one")
  func unknownName() {
    #expect(throws: UnknownProperty.self) { try Property.named("budgetWindw") }
    do {
      _ = try Property.named("budgetWindw")
    } catch {
      #expect(error.description.contains("did you mean 'budgetWindow'?"))
    }
  }
}

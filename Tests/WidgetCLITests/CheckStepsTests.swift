import PropertyTesting
import Testing

/// `widgetsim check --steps N`: a run keeps its actions to shrink a failure, so its length is bounded by a named limit.
@Suite("check --steps bound")
struct CheckStepsTests {
  @Test("--steps over the limit is a usage error naming the limit, and nothing is checked")
  func overTheLimit() throws {
    let over = CheckConfiguration.stepsMax + 1
    let run = try Widgetsim.run(["check", "--seed", "1", "--runs", "1", "--steps", String(over)])
    #expect(run.status == 2)
    #expect(
      run.stderr.contains(
        "--steps \(over) is more than \(CheckConfiguration.stepsMax), the most actions a run generates"),
      "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test("the help names the limit")
  func help() throws {
    let run = try Widgetsim.run(["help", "check"])
    // The help is wrapped to the terminal: its words are compared.
    let words = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("--steps at most \(CheckConfiguration.stepsMax))"), "\(run.stdout)")
  }
}

import Foundation
import Testing

/// The `run it again:` line of a failed `widgetsim check` is a command that fails the same way.
@Suite("check's rerun command")
struct CheckRerunTests {
  @Test("the printed command checks the failing run alone and writes the same shrunk journal")
  func rerunRepeatsTheFailure() throws {
    let first = try CheckJobsTests.check(["--seed", "2", "--runs", "30", "--steps", "40", "--plant", "budgetOffByOne"])
    #expect(first.status == 1)
    let line = try #require(
      first.stdout.split(separator: "\n").first { $0.hasPrefix("run it again: widgetsim check ") }, "\(first.stdout)")
    let words = line.dropFirst("run it again: widgetsim check ".count).split(separator: " ").map(String.init)
    #expect(words.contains("--property") && words.contains("--plant"), "\(line)")
    let again = try CheckJobsTests.check(words)
    #expect(again.status == 1, "\(again.stdout)\(again.stderr)")
    #expect(again.stderr.contains("in run 1 of 1"), "\(again.stderr)")
    // The same run, shrunk the same way: the same minimal case, under the same name.
    #expect(again.journals == first.journals)
  }
}

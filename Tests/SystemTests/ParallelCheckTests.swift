@_spi(Testing) import PropertyTesting
import Testing
import WidgetJournal
@_spi(Testing) import WidgetModel

/// `jobs` and `shard`: a check on several threads gives what it gives on one, and the shards of a check make it up.
@Suite("check on several threads and in shards")
struct ParallelCheckTests {
  /// A seed and the bug planted for it: nil passes every run; each bug makes some runs fail (the first failing run
  /// is run 8 for budgetOffByOne with seed 7, 8 for deferredLate with seed 42, 10 for reloadAllNewestFirst with
  /// seed 1, and run 1 for minIntervalIgnored with seed 42, whose later runs fail too).
  static let cases: [(seed: UInt64, bug: PlantedBug?)] = [
    (7, nil), (3, nil), (7, .budgetOffByOne), (42, .deferredLate), (1, .reloadAllNewestFirst),
    (42, .minIntervalIgnored),
  ]

  /// A check of 30 runs of 40 steps from `seed` with `bug` planted, on `jobs` threads, over `shard`.
  static func configuration(_ seed: UInt64, _ bug: PlantedBug?, jobs: Int = 1, shard: Shard = .whole)
    -> CheckConfiguration
  {
    var configuration = CheckConfiguration(seed: seed, runs: 30, steps: 40)
    configuration.plantedBug = bug
    configuration.jobs = jobs
    configuration.shard = shard
    return configuration
  }

  /// What a failure says and writes, all of it comparable: the run, the report, the journal's name and bytes.
  struct FailurePrint: Equatable {
    var run: Int
    var seed: UInt64
    var fileName: String
    var journal: [String]
    var report: String
    var shrinkTries: Int

    init(_ failure: Counterexample) {
      run = failure.run
      seed = failure.seed
      fileName = failure.fileName
      journal = [failure.header.line] + failure.journalLines
      report = failure.report(journalPath: "journals/failures/" + failure.fileName)
      shrinkTries = failure.shrinkTries
    }
  }

  /// Everything a check's result says, comparable.
  struct ResultPrint: Equatable {
    var runs: Int
    var steps: Int
    var rejected: Int
    var profiles: [SwarmProfile: Int]
    var failure: FailurePrint?

    init(_ result: CheckResult) {
      runs = result.runs
      steps = result.steps
      rejected = result.rejected
      profiles = result.profiles
      failure = result.failure.map(FailurePrint.init)
    }
  }

  /// Runs the check, keeping what `progress` was told.
  static func check(_ configuration: CheckConfiguration) throws -> (result: ResultPrint, progress: [Int]) {
    var told: [Int] = []
    let result = try PropertyChecker.check(configuration: configuration) { told.append($0) }
    return (ResultPrint(result), told)
  }

  @Test("2 and 3 jobs give the counts, the failure, its journal and the progress of 1 job", arguments: cases)
  func jobsAgree(_ seed: UInt64, _ bug: PlantedBug?) throws {
    let one = try Self.check(Self.configuration(seed, bug, jobs: 1))
    #expect(one.result.failure != nil || bug == nil, "the planted bug \(String(describing: bug)) went unnoticed")
    #expect(one.progress == Array(0..<one.result.runs).map { $0 + 1 })
    for jobs in [2, 3] {
      let many = try Self.check(Self.configuration(seed, bug, jobs: jobs))
      #expect(many.result == one.result, "seed \(seed), \(jobs) jobs")
      #expect(many.progress == one.progress, "seed \(seed), \(jobs) jobs")
    }
  }

  @Test("the shards' slices are contiguous, in order, cover every run once and differ in size by at most one")
  func slices() {
    for total in 0...50 {
      for count in 1...12 {
        let slices = (1...count).map { Shard($0, of: count).runs(of: total) }
        #expect(slices.first?.lowerBound == 0 && slices.last?.upperBound == total, "\(total) runs in \(count)")
        #expect(zip(slices, slices.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        let sizes = slices.map(\.count)
        #expect(sizes.max()! - sizes.min()! <= 1, "\(total) runs in \(count): \(sizes)")
      }
    }
    #expect(Shard(3, of: 64).runs(of: 1_000_000) == 31_250..<46_875)
    #expect(Shard(64, of: 64).runs(of: Int.max).upperBound == Int.max)
  }

  /// The run indices a check went through: its slice, up to and including its first failure.
  static func ran(_ configuration: CheckConfiguration, _ result: ResultPrint) -> Range<Int> {
    let slice = configuration.shard.runs(of: configuration.runs)
    return slice.lowerBound..<(result.failure.map { $0.run + 1 } ?? slice.upperBound)
  }

  @Test(
    "the shards of a check, 3 or 4 of them, make up the whole check: its runs, its failure and journal, its counts",
    arguments: cases, [3, 4])
  func shardsMakeTheWhole(_ item: (seed: UInt64, bug: PlantedBug?), _ count: Int) throws {
    let whole = try Self.check(Self.configuration(item.seed, item.bug)).result
    let configurations = (1...count).map {
      Self.configuration(item.seed, item.bug, jobs: 2, shard: Shard($0, of: count))
    }
    let shards = try configurations.map { try Self.check($0).result }
    // The whole check stops at its first failure: the shards up to the one holding it are what it went through.
    let wholeRan = Self.ran(Self.configuration(item.seed, item.bug), whole)
    let reached = try #require(configurations.firstIndex { $0.shard.runs(of: 30).contains(wholeRan.upperBound - 1) })
    let upTo = Array(shards[...reached])
    let ran = zip(configurations, shards).prefix(reached + 1).flatMap { Self.ran($0, $1) }
    #expect(ran == Array(wholeRan), "seed \(item.seed), \(count) shards")
    #expect(upTo.dropLast().allSatisfy { $0.failure == nil })
    #expect(upTo.last?.failure == whole.failure)
    #expect(upTo.map(\.runs).reduce(0, +) == whole.runs)
    #expect(upTo.map(\.steps).reduce(0, +) == whole.steps)
    #expect(upTo.map(\.rejected).reduce(0, +) == whole.rejected)
    #expect(upTo.map(\.profiles).reduce(into: [:]) { $0.merge($1, uniquingKeysWith: +) } == whole.profiles)
    if whole.failure == nil { #expect(reached == count - 1) }
    // Past the whole check's failure, a shard's own failure is that run's, which its seed replays alone.
    for shard in shards.dropFirst(reached + 1) {
      guard let failure = shard.failure else { continue }
      var alone = Self.configuration(failure.seed, item.bug)
      alone.runs = 1
      let replayed = try #require(try Self.check(alone).result.failure, "seed \(failure.seed) alone")
      #expect(replayed.journal == failure.journal && replayed.fileName == failure.fileName)
    }
  }
}

/// `check` throughput: sequences of actions generated, folded and checked per second (docs/MODEL.md, "Performance
/// targets": 1,000×100 < 5 s single-threaded), with one job and with several.
struct CheckResult {
  var runs: Int
  var steps: Int
  /// Wall time and processor time (all threads) of `widgetsim check` in a child process for each `--jobs` measured,
  /// in the order measured; empty when the command could not be measured.
  var byJobs: [(jobs: Int, seconds: Double, cpuSeconds: Double)] = []
  /// Why there is no number.
  var note: String

  /// The single-threaded time (`--jobs 1`), the one the target is about.
  var seconds: Double? { byJobs.first { $0.jobs == 1 }?.seconds }

  /// How many times faster `jobs` jobs ran than one.
  func speedUp(_ jobs: Int) -> Double? {
    guard let one = seconds, let many = byJobs.first(where: { $0.jobs == jobs })?.seconds else { return nil }
    return one / many
  }
}

/// Measures `widgetsim check --seed 1 --runs N --steps N --jobs J` through the CLI, so the benchmark needs no
/// knowledge of the PropertyTesting module's API.
enum CheckBench {
  /// Runs `check` in child processes for each of `jobs` (median of `runs`; the job counts alternate within each
  /// repetition, so a change in the machine's load touches them alike), or reports why it cannot.
  static func measure(runs: Int, sequences: Int, steps: Int, jobs: [Int]) -> CheckResult {
    var times = [[Double]](repeating: [], count: jobs.count)
    var cpuTimes = [[Double]](repeating: [], count: jobs.count)
    var result = CheckResult(runs: sequences, steps: steps, note: "")
    for _ in 0..<runs {
      for (column, count) in jobs.enumerated() {
        let arguments = [
          System.executablePath(), "--child", "check", "--seed", "1", "--runs", String(sequences), "--steps",
          String(steps), "--jobs", String(count),
        ]
        guard let child = System.run(arguments) else {
          result.note = "could not start the child"
          return result
        }
        guard child.status == 0 else {
          result.note = "check --jobs \(count) failed (status \(child.status))"
          return result
        }
        times[column].append(child.seconds)
        cpuTimes[column].append(child.cpuSeconds)
      }
    }
    result.byJobs = jobs.indices.map { (jobs[$0], Stats.median(times[$0]), Stats.median(cpuTimes[$0])) }
    return result
  }
}

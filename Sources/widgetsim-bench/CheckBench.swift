/// `check` throughput: sequences of actions generated, folded and checked per second (docs/MODEL.md, "Performance
/// targets": 1,000×100 < 5 s).
struct CheckResult {
  var runs: Int
  var steps: Int
  /// Wall time of `widgetsim check` in a child process, or nil when the command is not built.
  var seconds: Double?
  /// Why there is no number.
  var note: String
}

/// Measures `widgetsim check --runs N --steps N` through the CLI, so the benchmark needs no knowledge of the
/// PropertyTesting module's API: once the `check` subcommand exists, this section measures it with no change.
enum CheckBench {
  /// Runs `check` in child processes (median of `runs`), or reports why it cannot.
  static func measure(runs: Int, sequences: Int, steps: Int) -> CheckResult {
    let arguments = [
      System.executablePath(), "--child", "check", "--seed", "1", "--runs", String(sequences), "--steps", String(steps),
    ]
    var times: [Double] = []
    for _ in 0..<runs {
      guard let child = System.run(arguments) else {
        return CheckResult(runs: sequences, steps: steps, seconds: nil, note: "could not start the child")
      }
      // Exit status 2 is a usage error: before the PropertyTesting module lands, 'check' is an unknown command.
      if child.status == 2 {
        return CheckResult(runs: sequences, steps: steps, seconds: nil, note: "n/a (PropertyTesting not built)")
      }
      if child.status != 0 {
        return CheckResult(runs: sequences, steps: steps, seconds: nil, note: "check failed (status \(child.status))")
      }
      times.append(child.seconds)
    }
    return CheckResult(runs: sequences, steps: steps, seconds: Stats.median(times), note: "")
  }
}

@_spi(Testing) import PropertyTesting
import WidgetJournal
@_spi(Testing) import WidgetModel
import WidgetSim

#if canImport(Glibc)
  import Glibc
#endif

/// `widgetsim check`: property tests over generated action sequences (docs/MODEL.md, "Property testing").
enum CheckCommand {
  static let usage = "widgetsim check [--seed N] [--runs N] [--steps N] [--property NAME] [--plant BUG]"

  static let details = """
    Generates --runs random, valid action sequences of --steps actions each (default 100 and 100) from
    --seed (default: a fresh one, printed), applies each action as the REPL does (validate, then apply)
    and checks every property after every step. Each run draws its own action weights, so some runs are
    reload-heavy, some tick-heavy, some budget-starved. --property NAME checks one property only.
    On a failure the run is shrunk to a minimal case, written as an ordinary journal under
    journals/failures/ (seed and property in its header), and the property, the failing step, the
    state diff and the command that replays it are printed; the exit status is then 1.
    A progress line is shown on stderr when it is a terminal; a summary line is printed at the end.
    --plant BUG plants a deliberate bug in the reducer to show that the properties catch it
    (bugs: \(PlantedBug.allCases.map(\.rawValue).joined(separator: ", "))).
    Properties:
    \(Property.builtin.map { "  \($0.name): \($0.summary)" }.joined(separator: "\n"))
    """

  static func run(_ words: [String]) throws -> Int32 {
    let args = try Arguments(words, flags: [], options: ["seed", "runs", "steps", "property", "plant"])
    guard args.positionals.isEmpty else { throw UsageError("check takes no FILE (found '\(args.positionals[0])')") }
    var configuration = CheckConfiguration(
      seed: try seed(args), runs: try positive(args, "runs") ?? 100, steps: try positive(args, "steps") ?? 100)
    configuration.plantedBug = try plantedBug(args)
    let properties = try self.properties(args)
    let started = monotonicSeconds()
    var progress = Progress(runs: configuration.runs, seed: configuration.seed)
    let result = try PropertyChecker.check(properties, configuration: configuration) { progress.update($0) }
    progress.clear()
    let elapsed = monotonicSeconds() - started
    guard let failure = result.failure else {
      writeOutput(summary(result, configuration, properties: properties.count, elapsed: elapsed))
      return 0
    }
    var path: String? = failurePath(failure)
    do { try failure.writeJournal(to: path!) } catch {
      writeError("widgetsim check: cannot write the failure journal: \(error)")
      path = nil
    }
    writeOutput(failure.report(journalPath: path))
    writeError(
      "check: FAILED \(failure.property) in run \(failure.run + 1) of \(configuration.runs) (seed \(configuration.seed)) after \(format(elapsed)) s"
    )
    return 1
  }

  static func summary(_ result: CheckResult, _ configuration: CheckConfiguration, properties: Int, elapsed: Double)
    -> String
  {
    let runs = counted(result.runs, "run")
    let steps = counted(configuration.steps, "step")
    let held = properties == 1 ? "1 property held" : "\(properties) properties held"
    return
      "check: ok, \(runs) of \(steps), \(held) after every step (seed \(configuration.seed); \(counted(result.steps, "action")), \(result.rejected) rejected) in \(format(elapsed)) s, \(rate(runs: result.runs, elapsed: elapsed))"
  }

  /// `1 run`, `2 runs`: a count with its noun.
  static func counted(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

  /// How fast the runs went, readable at any speed: `250 runs/s`, `2.5 runs/s`, or `1.20 s a run` when slower than
  /// one a second.
  static func rate(runs: Int, elapsed: Double) -> String {
    guard runs > 0, elapsed > 0 else { return "too fast to time" }
    let perSecond = Double(runs) / elapsed
    if perSecond >= 10 { return "\(Int(perSecond)) runs/s" }
    if perSecond >= 1 { return "\(Int(perSecond * 10) / 10).\(Int(perSecond * 10) % 10) runs/s" }
    return "\(format(elapsed / Double(runs))) s a run"
  }

  static func seed(_ args: Arguments) throws(UsageError) -> UInt64 {
    guard let text = args.options["seed"] else { return UInt64.random(in: 1...(UInt64(1) << 53)) }
    guard let seed = UInt64(text) else { throw UsageError("--seed needs a whole number, not '\(text)'") }
    return seed
  }

  static func properties(_ args: Arguments) throws(UsageError) -> [Property] {
    guard let name = args.options["property"] else { return Property.builtin }
    do { return [try Property.named(name)] } catch { throw UsageError("--property: \(error)") }
  }

  static func plantedBug(_ args: Arguments) throws(UsageError) -> PlantedBug? {
    guard let name = args.options["plant"] else { return nil }
    guard let bug = PlantedBug(rawValue: name) else {
      let names = PlantedBug.allCases.map(\.rawValue)
      let near = NameSuggestion.nearest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
      throw UsageError("--plant: no bug '\(name)'\(near) (bugs: \(names.joined(separator: ", ")))")
    }
    return bug
  }

  /// A new file under journals/failures/ named after the property and the seed.
  static func failurePath(_ failure: Counterexample) -> String {
    makeDirectory("journals")
    makeDirectory("journals/failures")
    return Journal.freePath(stem: "journals/failures/" + String(failure.fileName.dropLast(6)))
  }

  /// Seconds with two decimals.
  static func format(_ seconds: Double) -> String {
    let hundredths = Int((seconds * 100).rounded())
    return "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
  }
}

/// The progress line on stderr, drawn only when stderr is a terminal.
struct Progress {
  let runs: Int
  let seed: UInt64
  let enabled = isatty(2) == 1
  var shown = false

  mutating func update(_ done: Int) {
    guard enabled, done % max(runs / 100, 1) == 0 || done == runs else { return }
    writeAll(2, "\rcheck: run \(done)/\(runs) (seed \(seed))")
    shown = true
  }

  mutating func clear() {
    guard shown else { return }
    writeAll(2, "\r\u{1B}[K")
    shown = false
  }
}

/// A monotonic clock in seconds, for timing a check (only the command line reads clocks).
func monotonicSeconds() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

extension CheckCommand {
  /// An option that must be a whole number of at least 1, or nil when absent.
  static func positive(_ args: Arguments, _ name: String) throws(UsageError) -> Int? {
    guard let n = try args.integer(name) else { return nil }
    guard n >= 1 else { throw UsageError("--\(name) needs a whole number of at least 1") }
    return n
  }
}

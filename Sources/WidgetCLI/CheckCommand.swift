@_spi(Testing) import PropertyTesting
import WidgetJournal
@_spi(Testing) import WidgetModel
import WidgetSimCore

#if canImport(Glibc)
  import Glibc
#endif

/// `widgetsim check`: property tests over generated action sequences (docs/MODEL.md, "Property testing").
enum CheckCommand {
  static let usage =
    "widgetsim check [--seed N] [--runs N] [--steps N] [--property NAME] [--plant BUG] [--jobs N] [--shard I/N] [--samples PATH] [--no-crashes]"

  /// The most runs `--jobs` checks at once (each on a thread of its own).
  static let jobsMax = 256

  /// One paragraph a line (see `TextWidth.wrapParagraphs`): the planted bugs as an indented list, the properties as
  /// a table.
  static let details = """
    Generates --runs random, valid action sequences of --steps actions each (default 100 and 100; --steps at most \
    \(CheckConfiguration.stepsMax)) from --seed \
    (default: a fresh one, printed), applies each action as the REPL does (validate, then apply) and checks every \
    property after every step. Each run draws its own action weights, so some runs are reload-heavy, some \
    tick-heavy, some budget-starved.
    --property NAME checks one property only.
    --samples PATH gives samples of the app's own data: a file NAME is a sample of the App Group file NAME that a \
    kind reads (weather.json), a folder holds such files, and a folder NAME in it several samples of NAME. The runs \
    write mostly these, as they are or changed as real data goes wrong (a field dropped, a value of another type, \
    numbers and strings at their edges, empty lists, old dates), instead of JSON of any shape.
    --no-crashes (in a simulator program) fails the check when a build of a provider crashes its extension (a \
    trap, a signal, exit()); without it a crash is a failed build, which the properties check like any other.
    On a failure the run is shrunk to a minimal case, written as an ordinary journal under journals/failures/ \
    (seed and property in its header), and the property, the failing step, the state diff and the command that \
    replays it are printed; the exit status is then 1.
    A progress line is shown on stderr when it is a terminal; a summary line is printed at the end.
    --plant BUG plants a deliberate bug in the reducer to show that the properties catch it. The bugs:
        \(PlantedBug.allCases.map(\.rawValue).joined(separator: ", "))
    --jobs N checks N runs at a time, each on a thread of its own (default: the processors this process may run \
    on, as sched_getaffinity reports them; at most \(jobsMax)). Each run's seed comes from --seed and the run's \
    number, and runs are reported in run order, so the failure found, its journal, the counts and the output are \
    those of --jobs 1; only the time differs.
    --shard I/N checks only the I-th of N equal, contiguous slices of the runs (I from 1 to N), with the run \
    numbers and seeds of the whole check, to spread one seed's runs over machines (a CI matrix): every machine \
    gives the same --seed and --runs and its own I. Together the N shards check every run once; the first \
    failure among them (in run order) is the one the whole check finds, with the same journal. --shard needs \
    --seed.
    Properties:
    \(propertyTable)
    """

  /// The built-in properties, one a line: the name, then its summary in a column after the longest name.
  static var propertyTable: String {
    let column = (Property.builtin.map(\.name.count).max() ?? 0) + 3
    return Property.builtin.map { "  " + ($0.name + ":").padding(column) + $0.summary }.joined(separator: "\n")
  }

  static func run(_ words: [String]) throws -> Int32 {
    let args = try Arguments(
      words, flags: ["no-crashes"], options: ["seed", "runs", "steps", "property", "plant", "jobs", "shard", "samples"])
    guard args.positionals.isEmpty else { throw UsageError("check takes no FILE (found '\(args.positionals[0])')") }
    var configuration = CheckConfiguration(
      seed: try seed(args), runs: try positive(args, "runs") ?? 100, steps: try steps(args))
    configuration.plantedBug = try plantedBug(args)
    configuration.jobs = try jobs(args)
    configuration.shard = try shard(args)
    // In a simulator program, the runs use its provider kinds too, their builds calling the providers.
    if let setup = WidgetsimCLI.providers {
      configuration.kinds = setup.kinds + configuration.kinds
      configuration.providerHost = setup.host
    }
    if args.flags.contains("no-crashes") {
      guard WidgetsimCLI.providers != nil else {
        throw UsageError(
          "--no-crashes checks your own providers: run it in your simulator program (swift run Sim check --no-crashes)")
      }
      configuration.buildsMayCrash = false
    }
    if let path = args.options["samples"] { configuration.samples = try samples(at: path, kinds: configuration.kinds) }
    let properties = try self.properties(args)
    let started = monotonicSeconds()
    let slice = configuration.shard.runs(of: configuration.runs)
    var progress = Progress(runs: slice.count, seed: configuration.seed, shard: configuration.shard)
    let result = try PropertyChecker.check(properties, configuration: configuration) { progress.update($0) }
    progress.clear()
    let elapsed = monotonicSeconds() - started
    guard var failure = result.failure else {
      writeOutput(summary(result, configuration, properties: properties.count, elapsed: elapsed))
      return 0
    }
    failure.rerunCommand = rerunCommand(failure, args)
    var path: String? = failurePath(failure)
    do { try failure.writeJournal(to: path!) } catch {
      writeError("widgetsim check: cannot write the failure journal: \(error)")
      path = nil
    }
    writeOutput(failure.report(journalPath: path))
    let shard = configuration.shard == .whole ? "" : "shard \(configuration.shard); "
    writeError(
      "check: FAILED \(failure.property) in run \(failure.run + 1) of \(configuration.runs) (\(shard)seed \(configuration.seed)) after \(format(elapsed)) s"
    )
    return 1
  }

  /// The command line that checks the failing run alone: this program's `check` with the run's seed, one run and
  /// the property that failed (in a simulator program, the program's own name: its kinds are not `widgetsim`'s).
  /// What the check was given that chose its runs' data and properties (`--samples`, `--no-crashes`) comes again.
  static func rerunCommand(_ failure: Counterexample, _ args: Arguments) -> String {
    let program =
      WidgetsimCLI.providers == nil
      ? "widgetsim" : "swift run " + (CommandLine.arguments.first?.split(separator: "/").last.map(String.init) ?? "Sim")
    var command = "\(program) check --seed \(failure.seed) --runs 1 --steps \(failure.steps)"
    // A crash is found by the property --no-crashes adds, which --property cannot name.
    if failure.property != Property.noBuildCrashed.name { command += " --property \(failure.property)" }
    if args.flags.contains("no-crashes") { command += " --no-crashes" }
    if let samples = args.options["samples"] { command += " --samples \(shellWord(samples))" }
    if let bug = failure.plantedBug { command += " --plant \(bug.rawValue)" }
    return command
  }

  /// `word` as one word of a shell command line: as it is when it holds nothing a shell reads, else in single quotes.
  static func shellWord(_ word: String) -> String {
    let plain = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./,:=@+".contains($0) }
    return plain ? word : "'" + word.replacing("'", with: "'\\''") + "'"
  }

  static func summary(_ result: CheckResult, _ configuration: CheckConfiguration, properties: Int, elapsed: Double)
    -> String
  {
    let runs = counted(result.runs, "run")
    let steps = counted(configuration.steps, "step")
    let held = properties == 1 ? "1 property held" : "\(properties) properties held"
    let slice = configuration.shard == .whole ? "" : " (\(sliceText(configuration)))"
    // The threads that ran: never more than the runs to check.
    let jobs = configuration.providerHost == nil ? configuration.jobs : 1
    let threads = min(jobs, max(configuration.shard.runs(of: configuration.runs).count, 1))
    let jobsText = threads > 1 ? " (\(threads) jobs)" : ""
    return
      "check: ok, \(runs) of \(steps)\(slice), \(held) after every step (seed \(configuration.seed); \(counted(result.steps, "action")), \(result.rejected) rejected) in \(format(elapsed)) s, \(rate(runs: result.runs, elapsed: elapsed))\(jobsText)"
  }

  /// Which runs a shard holds, numbered from 1 as the reports number them: `runs 31251–46875 of 1000000, shard
  /// 3/64`.
  static func sliceText(_ configuration: CheckConfiguration) -> String {
    let slice = configuration.shard.runs(of: configuration.runs)
    let shard = "shard \(configuration.shard)"
    switch slice.count {
    case 0: return "no run of \(configuration.runs) falls in \(shard)"
    case 1: return "run \(slice.upperBound) of \(configuration.runs), \(shard)"
    default: return "runs \(slice.lowerBound + 1)–\(slice.upperBound) of \(configuration.runs), \(shard)"
    }
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

  /// `--steps N`, 100 without it.
  /// - Throws: `UsageError` for a number under 1 or over `CheckConfiguration.stepsMax`, naming the limit.
  static func steps(_ args: Arguments) throws(UsageError) -> Int {
    guard let steps = try positive(args, "steps") else { return 100 }
    guard steps <= CheckConfiguration.stepsMax else {
      throw UsageError(
        "--steps \(steps) is more than \(CheckConfiguration.stepsMax), the most actions a run generates (a run keeps its actions to shrink a failure, so its memory grows with them); check more runs instead (--runs)"
      )
    }
    return steps
  }

  /// `--jobs N`, or the processors this process may run on.
  static func jobs(_ args: Arguments) throws(UsageError) -> Int {
    guard let jobs = try positive(args, "jobs") else { return min(availableProcessors(), jobsMax) }
    guard jobs <= jobsMax else {
      throw UsageError("--jobs \(jobs) is more than \(jobsMax), the most runs check runs at once")
    }
    return jobs
  }

  /// `--shard I/N`: the I-th of N slices, numbered from 1; the whole check without it. A shard needs `--seed`, or
  /// each machine would draw its own seed and the shards would not be slices of one check.
  static func shard(_ args: Arguments) throws(UsageError) -> Shard {
    guard let text = args.options["shard"] else { return .whole }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = wholeNumber(parts[0]), let count = wholeNumber(parts[1]) else {
      throw UsageError("--shard needs I/N, two whole numbers such as 3/64 (the 3rd of 64 shards), not '\(text)'")
    }
    guard count >= 1 else { throw UsageError("--shard \(text): the number of shards N must be at least 1") }
    guard index >= 1 else {
      throw UsageError("--shard \(text): shards are numbered from 1 to \(count); the first is 1/\(count)")
    }
    guard index <= count else {
      throw UsageError("--shard \(text): there are only \(count) shards, numbered 1 to \(count)")
    }
    guard args.options["seed"] != nil else {
      throw UsageError("--shard \(text) needs --seed N: every shard must check slices of the same seed's runs")
    }
    return Shard(index, of: count)
  }

  /// Digits only, as a whole number (no sign, no spaces), or nil.
  static func wholeNumber(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(text)
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
  /// The runs to check (those of the shard).
  let runs: Int
  /// The check's seed, shown so that an interrupted check can be run again.
  let seed: UInt64
  /// The shard checked, shown when it is not the whole check.
  let shard: Shard
  let enabled = isatty(2) == 1
  var shown = false

  /// Shows that `done` of the runs have passed (told in run order).
  mutating func update(_ done: Int) {
    guard enabled, done % max(runs / 100, 1) == 0 || done == runs else { return }
    let of = shard == .whole ? "" : " of shard \(shard)"
    writeAll(2, "\rcheck: run \(done)/\(runs)\(of) (seed \(seed))")
    shown = true
  }

  mutating func clear() {
    guard shown else { return }
    writeAll(2, "\r\u{1B}[K")
    shown = false
  }
}

/// How many processors this process may run on: the processors in its affinity mask (`sched_getaffinity`), which
/// `taskset`, cpusets and container runtimes narrow; the count of processors online where the mask cannot be read.
/// Not `ProcessInfo.activeProcessorCount`: on Linux it gives the processors online even under `taskset -c 0`, and
/// it would bring Foundation into the program. A CPU-time quota (a cgroup's `cpu.max`) does not narrow the mask:
/// give `--jobs` there.
func availableProcessors() -> Int {
  #if os(Linux)
    // Glibc declares sched_getaffinity only under _GNU_SOURCE, which Swift's Glibc module does not define: the
    // function is found by name in the C library and called with its C signature.
    typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer) -> Int32
    if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_getaffinity") {
      var set = cpu_set_t()
      if unsafeBitCast(symbol, to: GetAffinity.self)(0, MemoryLayout<cpu_set_t>.size, &set) == 0 {
        let count = withUnsafeBytes(of: &set) { bytes in bytes.reduce(0) { $0 + $1.nonzeroBitCount } }
        if count > 0 { return count }
      }
    }
  #endif
  return max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)
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

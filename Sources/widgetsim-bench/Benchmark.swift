import WidgetCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Everything one benchmark run measured.
struct BenchResults {
  var replay: [ReplayResult] = []
  var decode: [DecodeResult] = []
  var scaling: [ReplayResult] = []
  var huge: (spec: JournalSpec, child: ChildResult)? = nil
  var append: AppendResult? = nil
  var repl: ReplResult? = nil
  var check: CheckResult? = nil
  var widgets: WidgetsResult? = nil
}

/// Runs the sections in order, printing progress to stderr, then the tables to stdout and the JSON to a file.
enum Benchmark {
  /// Runs the benchmark; returns the exit status (1 when a measurement found a problem).
  static func run(_ options: Options) throws -> Int32 {
    if let path = options.writePath {
      let seconds = try ReplayBench.write(options.writeSpec, to: path)
      progress("wrote \(options.writeSpec.name) to \(path) in \(Report.seconds(seconds))")
      return 0
    }
    if let path = options.foldPath {
      let fold = try ReplayBench.foldOnly(path: path, runs: options.runs)
      print("\(path): \(fold.actions) actions, \(fold.builds) builds, fold median \(Report.seconds(fold.seconds))")
      print("  \(Report.rate(Double(fold.actions) / fold.seconds)) actions/s, digest \(fold.digest)")
      return 0
    }
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    guard let directory = makeTemporaryDirectory("\(base)/widgetsim-bench.XXXXXX") else {
      throw BenchError("cannot make a temporary directory under \(base)")
    }
    defer { if !options.keep { removeDirectory(directory) } }
    progress("journals in \(directory)\(options.keep ? " (kept)" : "")")
    var results = BenchResults()
    if options.runs("replay") { results.replay = try replaySection(options, directory: directory) }
    if options.runs("decode") {
      results.decode = try DecodeBench.specs(quick: options.quick).map { spec in
        progress("\(spec.name): write, decode only ×\(options.runs) (streamed from the file and from memory)")
        return try DecodeBench.measure(spec, in: directory, runs: options.runs, keep: options.keep)
      }
    }
    if options.runs("scaling") { results.scaling = try scalingSection(options, directory: directory) }
    if options.huge {
      let spec = JournalSpec(actions: 10_000_000, widgets: 100)
      progress("\(spec.name): writing and replaying once for peak memory")
      if let child = try ReplayBench.peakMemory(spec, in: directory, keep: options.keep) {
        results.huge = (spec, child)
      }
    }
    if options.runs("append") {
      progress("append: encode, grouped commits, fsync per action")
      results.append = try AppendBench.measure(in: directory, options: options)
    }
    if options.runs("repl") { results.repl = try replSection(options, directory: directory) }
    if options.runs("widgets") { results.widgets = try WidgetsBench.measure(in: directory, options: options) }
    if options.runs("check") {
      progress("check: 1,000 sequences of 100 actions, --jobs 1 and 2 alternating ×\(options.runs)")
      results.check = CheckBench.measure(runs: options.runs, sequences: 1_000, steps: 100, jobs: [1, 2])
    }
    print(Report.text(results, options: options))
    let json = Report.json(results, options: options)
    guard Report.writeFile(options.outPath, json + "\n") else { throw BenchError("cannot write \(options.outPath)") }
    print("results written to \(options.outPath)")
    let problems = (results.replay + results.scaling).flatMap(\.problems)
    for problem in problems { System.printError("problem: \(problem)") }
    return problems.isEmpty ? 0 : 1
  }

  /// The plain journals of each size, then a fetching one of the largest size (half its kinds fetch).
  static func replaySection(_ options: Options, directory: String) throws -> [ReplayResult] {
    let sizes = options.quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000]
    let plain = sizes.map { JournalSpec(actions: $0, widgets: 100) }
    let specs = plain + [JournalSpec(actions: sizes.last!, widgets: 100, fetching: true)]
    return try specs.map { spec in
      progress("\(spec.name): write, replay ×\(options.runs), fold ×\(options.runs), child, wc -l, python")
      return try ReplayBench.measure(spec, in: directory, options: options, full: true)
    }
  }

  static func scalingSection(_ options: Options, directory: String) throws -> [ReplayResult] {
    let actions = options.quick ? 10_000 : 100_000
    let specs = [false, true].flatMap { quiet in
      [10, 100, 1_000].map { JournalSpec(actions: actions, widgets: $0, quiet: quiet) }
    }
    return try specs.map { spec in
      progress("\(spec.name): write, replay ×\(options.runs), fold ×\(options.runs)")
      return try ReplayBench.measure(spec, in: directory, options: options, full: false)
    }
  }

  static func replSection(_ options: Options, directory: String) throws -> ReplResult {
    let tmpfs = System.isDirectory("/dev/shm") ? makeTemporaryDirectory("/dev/shm/widgetsim-bench.XXXXXX") : nil
    defer { if let tmpfs { removeDirectory(tmpfs) } }
    progress("repl: 1,000 widgets, Session.execute")
    var result = try ReplBench.measure(
      widgets: 1_000, in: tmpfs ?? directory, onTmpfs: tmpfs != nil, reps: options.quick ? 51 : 201)
    let spec = JournalSpec(actions: options.quick ? 100_000 : 1_000_000, widgets: 100)
    progress("repl: resume \(spec.name) ×\(options.runs), time travel and history in it")
    result.travel = try ReplBench.measureTravel(
      spec, in: tmpfs ?? directory, runs: options.runs, reps: options.quick ? 11 : 21)
    return result
  }

  static func progress(_ text: String) { System.printError("widgetsim-bench: \(text)") }
}

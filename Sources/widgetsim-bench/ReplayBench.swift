import JournalWorkload
import WidgetJournal
import WidgetModel

#if canImport(Glibc)
  import Glibc
#endif

/// One generated journal: how many actions, and how many widgets the generator keeps alive.
struct JournalSpec {
  var actions: Int
  var widgets: Int
  /// Only ticks and data over `never` widgets (see `JournalWorkload.quiet`).
  var quiet = false
  /// How data values and names are spelled (see `JournalWorkload.Values`).
  var values = JournalWorkload.Values.plain
  /// Half the kinds fetch from the network, with `net` actions (see `JournalWorkload.fetching`).
  var fetching = false
  /// The generator's seed: by default one per widget count, so a shorter journal is a prefix of a longer one.
  var seed: UInt64

  /// A journal of `actions` actions around `widgets` widgets, with the default seed unless `seed` is given.
  init(
    actions: Int, widgets: Int, quiet: Bool = false, values: JournalWorkload.Values = .plain, fetching: Bool = false,
    seed: UInt64? = nil
  ) {
    self.actions = actions
    self.widgets = widgets
    self.quiet = quiet
    self.values = values
    self.fetching = fetching
    self.seed = seed ?? 0x5EED_0000 + UInt64(widgets)
  }

  /// A short name such as `100k×100w` (`quiet`, `varied` or `fetch` added for such a journal).
  var name: String {
    "\(Self.count(actions))×\(widgets)w" + (quiet ? " quiet" : "") + (values == .varied ? " varied" : "")
      + (fetching ? " fetch" : "")
  }

  /// The file name of this journal in the benchmark's directory.
  var fileName: String {
    "bench-\(actions)-\(widgets)" + (quiet ? "-quiet" : "") + (values == .varied ? "-varied" : "")
      + (fetching ? "-fetch" : "") + ".jsonl"
  }

  /// A generator of this journal's actions.
  var generator: JournalWorkload {
    JournalWorkload(widgets: widgets, seed: seed, quiet: quiet, values: values, fetching: fetching)
  }

  /// A count as `10k`, `1M` or the plain number.
  static func count(_ n: Int) -> String {
    if n >= 1_000_000 && n % 1_000_000 == 0 { return "\(n / 1_000_000)M" }
    if n >= 1_000 && n % 1_000 == 0 { return "\(n / 1_000)k" }
    return String(n)
  }
}

/// What was measured on one journal; times are medians over the runs.
struct ReplayResult {
  var spec: JournalSpec
  var bytes: Int
  var writeSeconds: Double
  /// Timeline builds the fold carried out (ticks that fire refreshes do more work).
  var builds: Int
  /// `JournalReplay.replay`, on one thread: read, decode, check, apply.
  var replaySeconds: Double
  /// The processor time of that replay.
  var replayCPU: Double
  /// `JournalReplay.replayPipelined`: read and decode on one thread, check and apply on another (full rows only).
  var pipelinedSeconds: Double?
  /// The processor time of that replay, both threads.
  var pipelinedCPU: Double?
  /// `ActionCodec.decode` over lines already in memory.
  var decodeSeconds: Double?
  /// `check` + `apply` over actions already in memory.
  var foldSeconds: Double?
  /// `widgetsim replay FILE --digest` in a child process, start-up included.
  var cliSeconds: Double?
  /// `widgetsim chart FILE -o OUT.svg` in a child process, for journals of up to `chartActionsMax` actions.
  var chartSeconds: Double?
  /// The processor time of that child, all its threads.
  var cliCPU: Double?
  var maxRSSBytes: Int?
  var wcSeconds: Double?
  var pythonSeconds: Double?
  var digest: String
  /// Problems found: a replay that stopped early, digests that disagree.
  var problems: [String] = []

  /// The replay the command line uses here: on two threads when it was measured, else on one.
  var bestSeconds: Double { pipelinedSeconds ?? replaySeconds }
}

/// Writes journals and measures their replay against the baselines.
enum ReplayBench {
  /// Writes a generated journal with grouped commits; returns the seconds it took.
  static func write(_ spec: JournalSpec, to path: String) throws -> Double {
    try System.time {
      var generator = spec.generator
      // No seed in the header: the journals stay byte for byte those measured before the generator moved.
      try generator.write(path: path, actions: spec.actions, recordsSeed: false)
    }
  }

  /// Measures one journal: in-process replay on one thread and (full rows) on two, fold-only, and for full rows the
  /// CLI in a child process and the baselines. Each repetition runs one of each in turn, so the machine's other work
  /// weighs on all of them alike.
  static func measure(_ spec: JournalSpec, in directory: String, options: Options, full: Bool) throws -> ReplayResult {
    let path = "\(directory)/\(spec.fileName)"
    let writeSeconds = try write(spec, to: path)
    var single: [(wall: Double, cpu: Double)] = []
    var pipelined: [(wall: Double, cpu: Double)] = []
    var children: [ChildResult] = []
    var wc: [Double?] = []
    var python: [Double?] = []
    var state: SimState? = nil
    var problems: [String] = []
    for _ in 0..<options.runs {
      var outcome: JournalReplay.Outcome? = nil
      single.append(try System.times(CLOCK_PROCESS_CPUTIME_ID) { outcome = try JournalReplay.replay(path: path) })
      if let error = outcome!.error { throw BenchError("\(path): replay stopped: \(error)") }
      state = outcome!.state
      guard full else { continue }
      pipelined.append(
        try System.times(CLOCK_PROCESS_CPUTIME_ID) { outcome = try JournalReplay.replayPipelined(path: path) })
      if outcome!.state != state! || outcome!.error != nil {
        problems.append("the pipelined replay reached seq \(outcome!.state.seq), digest \(outcome!.state.digest)")
      }
      outcome = nil
      if let child = System.run([System.executablePath(), "--child", "replay", path, "--digest"]) {
        children.append(child)
      } else {
        problems.append("could not start the replay child")
      }
      wc.append(Baselines.wc(path))
      python.append(Baselines.python(path, expected: spec.actions))
    }
    let digest = state!.digest
    var result = ReplayResult(
      spec: spec, bytes: System.fileSize(path), writeSeconds: writeSeconds, builds: 0,
      replaySeconds: Stats.median(single.map(\.wall)), replayCPU: Stats.median(single.map(\.cpu)), digest: digest,
      problems: problems)
    if state!.seq != spec.actions { result.problems.append("replay reached seq \(state!.seq)") }
    state = nil
    if full {
      result.pipelinedSeconds = Stats.median(pipelined.map(\.wall))
      result.pipelinedCPU = Stats.median(pipelined.map(\.cpu))
      summarize(children, into: &result)
      result.wcSeconds = wc.contains(nil) ? nil : Stats.median(wc.compactMap { $0 })
      result.pythonSeconds = python.contains(nil) ? nil : Stats.median(python.compactMap { $0 })
    }
    let fold = foldOnly(spec, runs: options.runs)
    result.builds = fold.builds
    if fold.digest != digest { result.problems.append("fold-only digest \(fold.digest) ≠ replay \(digest)") }
    result.foldSeconds = fold.seconds
    if full {
      result.decodeSeconds = decodeOnly(path, runs: options.runs)
      if spec.actions <= chartActionsMax { measureChart(path, into: &result, runs: options.runs) }
    }
    if !options.keep { System.removeFile(path) }
    return result
  }

  /// Folds the generated actions from memory (`check` then `apply`), as replay does minus reading and decoding.
  static func foldOnly(_ spec: JournalSpec, runs: Int) -> (seconds: Double, builds: Int, digest: String) {
    var generator = spec.generator
    let actions = (0..<spec.actions).map { _ in generator.next() }
    var times: [Double] = []
    var builds = 0
    var digest = ""
    for _ in 0..<runs {
      var state = JournalReplay.initialState(JournalHeader(start: JournalWorkload.start))
      builds = 0
      times.append(
        System.time {
          for action in actions {
            do { try state.check(action) } catch {
              fatalError("generated action \(state.seq + 1) is invalid: \(error)")
            }
            builds += state.fold(action)
          }
        })
      digest = state.digest
    }
    return (Stats.median(times), builds, digest)
  }

  /// Reads a journal's action lines into memory, then times decoding them all (median of `runs`).
  static func decodeOnly(_ path: String, runs: Int) -> Double? {
    guard let lines = System.readLines(path)?.dropFirst() else { return nil }
    var times: [Double] = []
    for _ in 0..<runs {
      var decoded = 0
      times.append(
        System.time {
          for (index, line) in lines.enumerated() {
            if (try? ActionCodec.decode(line, lineNumber: index + 2)) != nil { decoded += 1 }
          }
        })
      guard decoded == lines.count else { return nil }
    }
    return Stats.median(times)
  }

  /// Reads a journal's actions into memory, then folds them `runs` times (`check` then `apply`).
  static func foldOnly(path: String, runs: Int) throws -> (actions: Int, seconds: Double, builds: Int, digest: String) {
    var actions: [Action] = []
    let outcome = try JournalReplay.replay(path: path) { _, action, _ in actions.append(action) }
    if let error = outcome.error { throw BenchError("\(path): \(error)") }
    var times: [Double] = []
    var builds = 0
    var digest = ""
    for _ in 0..<runs {
      var state = JournalReplay.initialState(outcome.header)
      builds = 0
      times.append(
        System.time {
          for action in actions {
            do { try state.check(action) } catch { fatalError("action \(state.seq + 1) is invalid: \(error)") }
            builds += state.fold(action)
          }
        })
      digest = state.digest
    }
    return (actions.count, Stats.median(times), builds, digest)
  }

  /// The runs of `widgetsim replay FILE --digest` in child processes: wall time, processor time, peak RSS, and
  /// whether each printed the digest.
  static func summarize(_ children: [ChildResult], into result: inout ReplayResult) {
    guard !children.isEmpty else { return }
    for child in children {
      result.maxRSSBytes = max(result.maxRSSBytes ?? 0, child.maxRSSBytes)
      let printed = child.output.split(separator: "\n").first.map(String.init) ?? ""
      if child.status != 0 || printed != result.digest {
        result.problems.append("child replay: status \(child.status), digest \(printed)")
      }
    }
    result.cliSeconds = Stats.median(children.map(\.seconds))
    result.cliCPU = Stats.median(children.map(\.cpuSeconds))
  }

  /// The largest journal charted: the chart's target is a 100,000-action journal (docs/MODEL.md, "Performance
  /// targets"); larger ones are thinned out the same way, only slower to fold.
  static let chartActionsMax = 100_000

  /// Runs `widgetsim chart FILE -o OUT.svg` in child processes: the median wall time, start-up included.
  static func measureChart(_ path: String, into result: inout ReplayResult, runs: Int) {
    let output = path + ".chart.svg"
    defer { System.removeFile(output) }
    var times: [Double] = []
    for _ in 0..<runs {
      guard let child = System.run([System.executablePath(), "--child", "chart", path, "-o", output]),
        child.status == 0
      else {
        result.problems.append("the chart child failed")
        return
      }
      times.append(child.seconds)
    }
    result.chartSeconds = Stats.median(times)
  }

  /// Writes a journal, replays it once in a child process and returns its peak RSS and time (for 10M actions).
  static func peakMemory(_ spec: JournalSpec, in directory: String, keep: Bool) throws -> ChildResult? {
    let path = "\(directory)/\(spec.fileName)"
    _ = try write(spec, to: path)
    defer { if !keep { System.removeFile(path) } }
    return System.run([System.executablePath(), "--child", "replay", path, "--digest"])
  }
}

/// A failure of the benchmark itself (not a slow result).
struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

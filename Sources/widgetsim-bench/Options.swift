import JournalWorkload

/// The benchmark's command line.
struct Options {
  /// Fewer and shorter journals, for a run of a minute or so.
  var quick = false
  /// How many times each timing is repeated; the median is reported.
  var runs = 5
  /// Where the JSON results go: under `.build/` (ignored by git) when run from the package root.
  var outPath = System.isDirectory(".build") ? ".build/bench-results.json" : "bench-results.json"
  /// Also write and replay a 10,000,000-action journal, for peak memory.
  var huge = false
  /// Keep the generated journals instead of deleting them.
  var keep = false
  /// The sections to run; all when empty.
  var only: Set<String> = []
  /// Write one generated journal here (of `writeSpec`) and do nothing else, e.g. to profile its replay.
  var writePath: String? = nil
  /// The journal `--write` makes.
  var writeSpec = JournalSpec(actions: 100_000, widgets: 100)
  /// Fold this journal's actions from memory `runs` times and do nothing else, e.g. to profile the fold alone.
  var foldPath: String? = nil

  /// The sections a run can be limited to with `--only`.
  static let sections = ["replay", "decode", "scaling", "append", "repl", "widgets", "check"]

  static let usage = """
    usage: widgetsim-bench [--quick] [--runs N] [--out FILE] [--huge] [--keep] [--only SECTION,…]
           widgetsim-bench --write FILE [--actions N] [--widgets N] [--seed N] [--quiet] [--varied] [--fetching]
           widgetsim-bench --fold FILE [--runs N]

    Generates journals deterministically, then measures replay, the decoder alone, fold, peak memory, append, REPL
    latency (and resuming and time travel in a 1M-action journal; 100k with --quick), tick 30d at 100 and 1,000
    widgets and a day's journal at 1,000 and 10,000 widgets, and check with 1 and 2 jobs, against wc -l and a
    Python json.loads loop on the same files. Sections: \(sections.joined(separator: ", ")). Times are medians of
    --runs; the targets are in docs/MODEL.md, "Performance targets".
    --write FILE only writes one generated journal (default 100,000 actions, 100 widgets, the benchmark's seed for
    that widget count), e.g. to profile it or to test with it; --quiet: only ticks and data over never widgets;
    --varied: non-ASCII text, escapes and fractions in values and names; --fetching: half the kinds fetch from the
    network, with net actions (answers, timeouts, errors, offline spells).
    --fold FILE reads a journal's actions into memory, then times check + fold over them (for profiling the fold).
    """

  /// Reads the arguments (without the program name); nil after printing the usage when they are wrong.
  static func parse(_ words: [String]) -> Options? {
    var options = Options()
    var index = 0
    var seed: UInt64? = nil
    func value() -> String? {
      index += 1
      return index < words.count ? words[index] : nil
    }
    while index < words.count {
      switch words[index] {
      case "--quick": options.quick = true
      case "--huge": options.huge = true
      case "--keep": options.keep = true
      case "--runs":
        guard let text = value(), let n = Int(text), n >= 1 else { return nil }
        options.runs = n
      case "--out":
        guard let path = value() else { return nil }
        options.outPath = path
      case "--only":
        guard let list = value() else { return nil }
        options.only = Set(list.split(separator: ",").map(String.init))
        guard options.only.isSubset(of: sections) else { return nil }
      case "--write":
        guard let path = value() else { return nil }
        options.writePath = path
      case "--fold":
        guard let path = value() else { return nil }
        options.foldPath = path
      case "--actions":
        guard let text = value(), let n = Int(text), n >= 1 else { return nil }
        options.writeSpec.actions = n
      case "--widgets":
        guard let text = value(), let n = Int(text), n >= 1, n <= JournalWorkload.widgetsMax else { return nil }
        options.writeSpec.widgets = n
      case "--seed":
        guard let text = value(), let n = UInt64(text) else { return nil }
        seed = n
      case "--quiet": options.writeSpec.quiet = true
      case "--varied": options.writeSpec.values = .varied
      case "--fetching": options.writeSpec.fetching = true
      default: return nil
      }
      index += 1
    }
    let spec = options.writeSpec
    guard !(spec.quiet && spec.fetching) else { return nil }
    options.writeSpec = JournalSpec(
      actions: spec.actions, widgets: spec.widgets, quiet: spec.quiet, values: spec.values, fetching: spec.fetching,
      seed: seed)
    return options
  }

  /// Whether a section runs.
  func runs(_ section: String) -> Bool { only.isEmpty || only.contains(section) }
}

/// Small statistics over repeated timings.
enum Stats {
  /// The median of the values (the mean of the middle two for an even count).
  static func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty, "a median needs at least one value")
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }
}

import JournalWorkload
import WidgetJournal
import WidgetModel
import WidgetSimCore

/// The latency of one REPL line, over repeated executions.
struct LineLatency {
  var line: String
  var medianSeconds: Double
  var p90Seconds: Double
  /// Whether the command reports on every widget (its output grows with the widget count).
  var wholeState: Bool
}

/// The REPL measurements: the setting and each line's latency.
struct ReplResult {
  var widgets: Int
  var journal: String
  var fsyncNote: String
  var lines: [LineLatency]
  /// Resuming a long generated journal and travelling in it.
  var travel: TravelResult? = nil
}

/// Resuming a long journal in the REPL, then time travel and history over it (checkpoints keep these short).
struct TravelResult {
  var spec: JournalSpec
  /// `Session.open` of the journal: replay, keeping its actions and checkpoints (median).
  var resumeSeconds: Double
  var lines: [LineLatency]
}

/// Measures `Session.execute` on a session holding many widgets, with its journal writer on tmpfs.
enum ReplBench {
  /// The lines measured: (line, whether it reports on every widget).
  static let lines: [(String, Bool)] = [
    ("show w500", false), ("why w500", false), ("timeline w500", false), ("budget w500", false),
    ("data weather:Shanghai 21", false), ("configure w500 city=Guangzhou", false), ("tick 1m", false),
    ("fail stocks:AAPL timeout", false), ("reload todo", false), ("reload stocks", false), ("state", true),
    ("doctor", true), ("show", true),
  ]

  /// Builds a session of `widgets` widgets in `directory` and times each line `reps` times after a warm-up.
  static func measure(widgets: Int, in directory: String, onTmpfs: Bool, reps: Int) throws -> ReplResult {
    let path = "\(directory)/repl.jsonl"
    defer { System.removeFile(path) }
    let (session, _) = try Session.open(path: path, start: JournalWorkload.start)
    let kinds = ["weather city=Shanghai", "stocks symbol=MSFT", "todo list=home", "weather"]
    for i in 0..<widgets {
      let outcome = session.execute("add \(kinds[i % kinds.count])")
      if let error = outcome.error { throw BenchError("REPL setup: \(error)") }
    }
    let results = try lines.map { line, wholeState in
      try latency(of: line, in: session, reps: reps, warmUps: 5, wholeState: wholeState)
    }
    let note =
      onTmpfs
      ? "journal on tmpfs (\(directory)): each action is encoded, written and fsync'd, and fsync on tmpfs is free"
      : "no tmpfs found: the journal is on disk and each action's fsync is included"
    return ReplResult(widgets: widgets, journal: path, fsyncNote: note, lines: results)
  }

  /// Writes the journal `spec` into `directory`, resumes it `runs` times, then times travel and history in it.
  static func measureTravel(_ spec: JournalSpec, in directory: String, runs: Int, reps: Int) throws -> TravelResult {
    let path = "\(directory)/travel.jsonl"
    defer { System.removeFile(path) }
    _ = try ReplayBench.write(spec, to: path)
    var resumes: [Double] = []
    var opened: Session? = nil
    for _ in 0..<runs {
      opened = nil
      resumes.append(try System.time { opened = try Session.open(path: path, start: JournalWorkload.start).0 })
    }
    guard let session = opened else { throw BenchError("travel: no session") }
    let middle = spec.actions / 2
    let results = try ["goto \(middle)", "back 1", "forward 1", "history 20", "head"].map { line in
      // `back` and `forward` start from the middle; every line but `head` is followed by a return to the head.
      try latency(
        of: line, in: session, reps: reps, warmUps: 2, wholeState: true,
        before: { if line == "back 1" || line == "forward 1" { _ = session.execute("goto \(middle)") } },
        after: { if line != "head" { _ = session.execute("head") } })
    }
    return TravelResult(spec: spec, resumeSeconds: Stats.median(resumes), lines: results)
  }

  /// Times `line` in `session` `reps` times after `warmUps` untimed runs; `before` and `after` run around each
  /// execution, untimed.
  static func latency(
    of line: String, in session: Session, reps: Int, warmUps: Int, wholeState: Bool, before: () -> Void = {},
    after: () -> Void = {}
  ) throws -> LineLatency {
    var times: [Double] = []
    for rep in 0..<(reps + warmUps) {
      before()
      var outcome: Session.Outcome? = nil
      let seconds = System.time { outcome = session.execute(line) }
      if let error = outcome?.error { throw BenchError("REPL '\(line)': \(error)") }
      after()
      if rep >= warmUps { times.append(seconds) }
    }
    times.sort()
    return LineLatency(
      line: line, medianSeconds: Stats.median(times), p90Seconds: times[times.count * 9 / 10], wholeState: wholeState)
  }
}

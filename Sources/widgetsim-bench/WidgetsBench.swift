import JournalWorkload
import WidgetCommands
import WidgetJournal
import WidgetModel
import WidgetSimCore

/// One `tick 30d` over a session's widgets, folded and applied from the same state.
struct TickResult {
  var widgets: Int
  /// Timeline builds the tick carried out.
  var builds: Int
  /// `fold` of the tick: the builds counted, not kept (as a replay does).
  var foldSeconds: Double
  /// The fold's processor time (this thread's), which the machine's other work does not inflate.
  var foldCPU: Double
  /// `apply` of the tick: every build kept in the refresh log (as the REPL does before its report).
  var applySeconds: Double
  /// The apply's processor time.
  var applyCPU: Double
}

/// A journal of many widgets: its replay, `widgetsim show FILE ID` after it, and `show ID` in a session resumed on it.
struct BigJournalResult {
  var widgets: Int
  var actions: Int
  var bytes: Int
  var builds: Int
  /// The widget `show` draws: the middle one.
  var shown: String
  /// `JournalReplay.replay` in process.
  var replaySeconds: Double
  /// Its processor time.
  var replayCPU: Double
  /// `widgetsim show FILE ID` in a child process: start, replay, one widget's box.
  var cliShowSeconds: Double?
  /// `Session.open` of the journal (replay keeping checkpoints and an index of the lines).
  var resumeSeconds: Double
  /// `show ID` in that session.
  var show: LineLatency
}

/// The widget-count section: `tick 30d` at 100 and 1,000 widgets, where the cost must follow the builds, and the
/// same day's journal at 1,000 and 10,000 widgets.
struct WidgetsResult {
  var ticks: [TickResult]
  var journals: [BigJournalResult]
}

/// Measures how long ticks and journals cost with many widgets.
enum WidgetsBench {
  /// The widgets a session gets, in turn (as in the REPL section).
  static let adds = ["weather city=Shanghai", "stocks symbol=MSFT", "todo list=home", "weather"]
  /// The keys those widgets read (a `weather` widget without a city reads Beijing's).
  static let keys = ["weather:Shanghai", "weather:Beijing", "stocks:MSFT", "todo:home"]
  /// Runs the section: the ticks for each widget count, then the journals.
  static func measure(in directory: String, options: Options) throws -> WidgetsResult {
    let ticks = try [100, 1_000].map { widgets in
      Benchmark.progress("widgets: tick 30d at \(widgets) widgets, fold and apply ×\(options.runs)")
      return try tick(widgets: widgets, runs: options.runs)
    }
    let journals = try [1_000, 10_000].map { widgets in
      Benchmark.progress("widgets: a day at \(widgets) widgets: replay, show of one widget ×\(options.runs)")
      return try bigJournal(widgets: widgets, in: directory, options: options)
    }
    return WidgetsResult(ticks: ticks, journals: journals)
  }

  /// The lines that give a session its data and `widgets` widgets, as `keys` and `adds` say.
  static func setupLines(widgets: Int) -> [String] {
    keys.enumerated().map { "data \($1) \($0 + 20)" } + (0..<widgets).map { "add " + adds[$0 % adds.count] }
  }

  /// Times `tick 30d` over `widgets` widgets: `fold` and `apply` on copies of the same state (median of `runs`).
  static func tick(widgets: Int, runs: Int) throws -> TickResult {
    let session = Session.inMemory(start: JournalWorkload.start)
    for line in setupLines(widgets: widgets) {
      if let error = session.execute(line).error { throw BenchError("widgets setup '\(line)': \(error)") }
    }
    let start = session.head
    let tick = Action.clockTicked(to: start.now + .days(30))
    do { try start.check(tick) } catch { throw BenchError("tick 30d at \(widgets) widgets: \(error)") }
    var folds: [(wall: Double, cpu: Double)] = []
    var applies: [(wall: Double, cpu: Double)] = []
    var builds = 0
    for _ in 0..<runs {
      var folded = start
      folds.append(System.times { builds = folded.fold(tick) })
      var applied = start
      var kept = 0
      applies.append(System.times { kept = applied.apply(tick).count })
      guard kept == builds, folded.digest == applied.digest else {
        throw BenchError("tick 30d at \(widgets) widgets: fold and apply disagree (\(builds) and \(kept) builds)")
      }
    }
    return TickResult(
      widgets: widgets, builds: builds, foldSeconds: Stats.median(folds.map(\.wall)),
      foldCPU: Stats.median(folds.map(\.cpu)), applySeconds: Stats.median(applies.map(\.wall)),
      applyCPU: Stats.median(applies.map(\.cpu)))
  }

  /// Writes a journal of the built-in kinds, `setupLines(widgets:)`, then a day of 5-minute ticks each after a data
  /// write; every action is validated against the state before it, as the REPL does.
  /// - Returns: how many actions it holds and how many timeline builds they make.
  static func writeBigJournal(widgets: Int, to path: String) throws -> (actions: Int, builds: Int) {
    let header = JournalHeader(start: JournalWorkload.start)
    var state = JournalReplay.initialState(header)
    var actions = BuiltinKinds.all.map { Action.kindDefined($0) }
    for action in actions { state.apply(action) }
    var lines = setupLines(widgets: widgets)
    for step in 1...288 { lines += ["data \(keys[step % keys.count]) \(step % 40)", "tick 5m"] }
    var builds = 0
    for line in lines {
      guard case .action(let command) = try CommandParser.parse(line) else {
        throw BenchError("big journal: '\(line)' is not an action")
      }
      let action = try state.validate(command)
      builds += state.fold(action)
      actions.append(action)
    }
    _ = try JournalWriter.create(
      path: path, header: header, lines: actions.enumerated().map { ActionCodec.encode($1, seq: $0 + 1) })
    return (actions.count, builds)
  }

  /// Writes the big journal, then times its replay, `widgetsim show FILE ID` and `show ID` in a resumed session.
  static func bigJournal(widgets: Int, in directory: String, options: Options) throws -> BigJournalResult {
    let path = "\(directory)/bench-widgets-\(widgets).jsonl"
    defer { if !options.keep { System.removeFile(path) } }
    let (actions, builds) = try writeBigJournal(widgets: widgets, to: path)
    let shown = "w\(widgets / 2)"
    var replays: [(wall: Double, cpu: Double)] = []
    var state: SimState? = nil
    for _ in 0..<options.runs {
      var outcome: JournalReplay.Outcome? = nil
      replays.append(try System.times { outcome = try JournalReplay.replay(path: path) })
      if let error = outcome!.error { throw BenchError("\(path): replay stopped: \(error)") }
      state = outcome!.state
    }
    guard state?.widgets.count == widgets else { throw BenchError("\(path): not \(widgets) widgets") }
    var shows: [Double] = []
    for _ in 0..<options.runs {
      guard let child = System.run([System.executablePath(), "--child", "show", path, shown]),
        child.status == 0, child.output.contains(shown)
      else { break }
      shows.append(child.seconds)
    }
    var resumes: [Double] = []
    var opened: Session? = nil
    for _ in 0..<options.runs {
      opened = nil
      resumes.append(try System.time { opened = try Session.open(path: path, start: JournalWorkload.start).0 })
    }
    let show = try ReplBench.latency(
      of: "show \(shown)", in: opened!, reps: options.quick ? 51 : 201, warmUps: 5, wholeState: false)
    return BigJournalResult(
      widgets: widgets, actions: actions, bytes: System.fileSize(path), builds: builds, shown: shown,
      replaySeconds: Stats.median(replays.map(\.wall)), replayCPU: Stats.median(replays.map(\.cpu)),
      cliShowSeconds: shows.count == options.runs ? Stats.median(shows) : nil,
      resumeSeconds: Stats.median(resumes), show: show)
  }
}

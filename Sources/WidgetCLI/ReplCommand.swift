import WidgetJournal
import WidgetModel

/// `widgetsim repl` and `widgetsim run`: a session fed by a terminal, a pipe, or a script file.
enum ReplCommand {
  /// `widgetsim repl`: the interactive REPL on a terminal, else the lines of standard input.
  static func run(_ words: [String]) throws -> Int32 {
    let args = try Arguments(words, flags: ["bail"], options: ["journal", "start"])
    guard args.positionals.isEmpty else { throw UsageError("unexpected '\(args.positionals[0])'") }
    let (session, notes) = try openSession(args, defaultToNewFile: true)
    if stdinIsTerminal {
      return InteractiveREPL(session: session, environment: Terminal.environment(), notes: notes).run()
    }
    reportNonInteractive(notes)
    return runLines(session, source: StdinLines(), bail: args.flags.contains("bail"))
  }

  /// `widgetsim run SCRIPT`: the lines of a file, as if piped in.
  static func runScript(_ words: [String]) throws -> Int32 {
    let args = try Arguments(words, flags: ["bail"], options: ["journal", "start"])
    guard args.positionals.count == 1 else { throw UsageError("run needs exactly one SCRIPT") }
    guard let text = readTextFile(args.positionals[0]) else {
      writeError("widgetsim run: cannot read \(args.positionals[0])")
      return 1
    }
    let (session, notes) = try openSession(args, defaultToNewFile: false)
    reportNonInteractive(notes)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return runLines(session, source: ArrayLines(lines: lines), bail: args.flags.contains("bail"))
  }

  /// Opens the journal named by `--journal`, a new one under journals/, or (for scripts) none.
  /// - Returns: the session and what opening it had to say (new or resumed, ignored options, a torn line).
  static func openSession(_ args: Arguments, defaultToNewFile: Bool) throws -> (Session, [String]) {
    var start = Instant(ms: wallClockMinute())
    if let text = args.options["start"] {
      guard let instant = Instant(iso8601: text) else {
        throw UsageError("--start '\(text)' is not an instant such as 2026-03-01T08:00:00Z")
      }
      // A start outside the clock's range would be written into a journal that no reader accepts.
      guard Limits.instantRange.contains(instant) else {
        throw UsageError("--start '\(text)' is outside the clock's range, \(Limits.instantRangeText)")
      }
      start = instant
    }
    var path = args.options["journal"]
    if path == nil && defaultToNewFile {
      makeDirectory("journals")
      path = "journals/session-" + start.iso8601.filter { $0.isNumber || $0 == "T" } + ".jsonl"
      var n = 2
      while fileExists(path!) {
        path = "journals/session-" + start.iso8601.filter { $0.isNumber || $0 == "T" } + "-\(n).jsonl"
        n += 1
      }
    }
    guard let path else { return (Session.inMemory(start: start), []) }
    return try Session.open(path: path, start: start, startIsExplicit: args.options["start"] != nil)
  }

  /// Without a terminal the notes that warn (repairs, upgrades, an ignored --start) are said on stderr; the routine
  /// "new journal" and "resumed" lines are not. The interactive banner shows them all.
  static func reportNonInteractive(_ notes: [String]) {
    for note in notes where !note.hasPrefix("new journal ") && !note.hasPrefix("resumed ") { writeError(note) }
  }

  /// Executes lines without a terminal: results to stdout, errors to stderr as `line N: message`.
  static func runLines(_ session: Session, source: some LineSource, bail: Bool) -> Int32 {
    var source = source
    var failed = false
    var number = 0
    while let line = source.next() {
      number += 1
      let outcome = session.execute(line)
      if !outcome.output.isEmpty { writeOutput(outcome.output) }
      if let error = outcome.error {
        writeError("line \(number): \(error)")
        failed = true
        if bail { break }
      }
      if outcome.quit { break }
    }
    return failed ? 1 : 0
  }
}

/// A source of input lines.
protocol LineSource {
  /// The next line, or nil at the end.
  mutating func next() -> String?
}

/// Lines of standard input.
struct StdinLines: LineSource {
  /// The next line of standard input without its newline, or nil at the end.
  mutating func next() -> String? { readLine(strippingNewline: true) }
}

/// Lines of a script already read.
struct ArrayLines: LineSource {
  /// The lines, in order.
  var lines: [String]
  /// The index of the next line to give.
  var index = 0
  /// The next line, or nil after the last.
  mutating func next() -> String? {
    guard index < lines.count else { return nil }
    defer { index += 1 }
    return lines[index]
  }
}

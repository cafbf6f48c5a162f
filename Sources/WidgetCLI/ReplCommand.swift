import WidgetCommands
import WidgetJournal
import WidgetModel
import WidgetSimCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `widgetsim repl` and `widgetsim run`: a session fed by a terminal, a pipe, or a script file.
enum ReplCommand {
  /// `widgetsim repl`: the interactive REPL on a terminal, else the lines of standard input.
  static func run(_ words: [String]) throws -> Int32 {
    let args = try Arguments(words, flags: ["bail"], options: ["journal", "start", "tz"])
    guard args.positionals.isEmpty else { throw UsageError("unexpected '\(args.positionals[0])'") }
    let zone = try ZoneFile.chosen(option: args.options["tz"], environment: Terminal.environment())
    let (session, notes) = try openSession(args, defaultToNewFile: true)
    session.pictureStyle.zone = zone
    if stdinIsTerminal {
      return InteractiveREPL(session: session, environment: Terminal.environment(), notes: notes).run()
    }
    reportNonInteractive(notes)
    return runLines(session, source: InputLines(fd: 0), bail: args.flags.contains("bail"))
  }

  /// `widgetsim run SCRIPT`: the lines of a file, as if piped in.
  static func runScript(_ words: [String]) throws -> Int32 {
    let args = try Arguments(words, flags: ["bail"], options: ["journal", "start", "tz"])
    guard args.positionals.count == 1 else { throw UsageError("run needs exactly one SCRIPT") }
    let zone = try ZoneFile.chosen(option: args.options["tz"], environment: Terminal.environment())
    let script = args.positionals[0]
    // Opened before the session, so a wrong SCRIPT creates no journal; a device is refused, a FIFO never waited on.
    let fd: Int32
    switch ScriptFile.open(script, allowsPipes: true) {
    case .success(let opened): fd = opened
    case .failure(let problem):
      writeError(
        "widgetsim run: " + (problem.isSpecialFile ? "\(script) \(problem)" : "cannot read \(script): \(problem)"))
      return 1
    }
    defer { close(fd) }
    let (session, notes) = try openSession(args, defaultToNewFile: false)
    session.pictureStyle.zone = zone
    reportNonInteractive(notes)
    return runLines(session, source: InputLines(fd: fd), bail: args.flags.contains("bail"), file: script)
  }

  /// Opens the journal named by `--journal`, a new one in the sessions folder, or (for scripts) none.
  /// - Returns: the session and what opening it had to say (new or resumed, ignored options, a torn line).
  static func openSession(_ args: Arguments, defaultToNewFile: Bool) throws -> (Session, [String]) {
    var start = Instant(ms: wallClockMinute())
    if let text = args.options["start"] {
      guard let instant = Instant(typed: text) else {
        throw UsageError(
          "--start '\(text)' is not an instant such as 2026-03-01T08:00:00Z or 2026-03-01T16:00:00+08:00"
            + " (an offset needs its colon: +08:00)")
      }
      // A start outside the clock's range would be written into a journal that no reader accepts.
      guard Limits.instantRange.contains(instant) else {
        throw UsageError("--start '\(text)' is outside the clock's range, \(Limits.instantRangeText)")
      }
      start = instant
    }
    var path = args.options["journal"]
    if path == nil && defaultToNewFile {
      path = try newSessionPath(start: start, environment: Terminal.environment())
    }
    guard let path else {
      let session = Session.inMemory(start: start, kinds: WidgetsimCLI.providers?.kinds ?? [])
      session.chartWriter = ChartCommand.repl
      return (session, try adoptProviders(session))
    }
    // A recorded example (or a journal this user may not write) forks into the sessions folder, never into journals/.
    let folder = try sessionsFolder(environment: Terminal.environment())
    // A FILE named by --journal that does not exist starts a new journal; when one a typo away exists, say so.
    let named = args.options["journal"] != nil
    let typo = !named || access(path, F_OK) == 0 ? "" : JournalError.missingFileHint(path, closeOnly: true)
    if !typo.isEmpty {
      // On a terminal, wrapped to its width with a hanging indent as the banner is; in a pipe, one line.
      let text = "\(path) does not exist, so a new journal is started there\(typo)"
      writeError(stderrIsTerminal ? TextWidth.wrapLines(text, columns: WidgetsimCLI.errorColumns()) : text)
    }
    let session: Session
    let notes: [String]
    do {
      (session, notes) = try Session.open(
        path: path, start: start, startIsExplicit: args.options["start"] != nil, forkFolder: folder,
        kinds: WidgetsimCLI.providers?.kinds ?? [])
    } catch {
      // A damaged or invalid line: refused, with what to do; otherwise the error with the file named.
      if error.line != nil { throw Refusal(path: path, problem: error) }
      // "line 1: not a widgetsim journal header" says where in the file, not which file.
      throw JournalFileError(path: path, error: error)
    }
    session.chartWriter = ChartCommand.repl
    if session.journal.readOnlyReason != nil && !makeDirectories(folder) {
      throw UsageError("cannot make the sessions folder \(folder), where \(path) would fork; set WIDGETSIM_SESSIONS")
    }
    return (session, notes + (try adoptProviders(session)))
  }

  /// Lets the simulator program's providers (if any) run the session's builds, and defines their kinds.
  /// - Returns: notes about kinds the journal defines differently.
  static func adoptProviders(_ session: Session) throws -> [String] {
    guard let setup = WidgetsimCLI.providers else { return [] }
    session.providerHost = setup.host
    return try session.defineProviderKinds(setup.kinds)
  }

  /// A journal not opened for writing because one of its lines is damaged or invalid (the last one too, unless it
  /// is a crash's torn tail): the problem, with the path and what to do, nothing having been changed.
  struct Refusal: Error, CustomStringConvertible {
    /// The journal.
    let path: String
    /// Its first problem.
    let problem: JournalError

    /// The message: the problem, then that the file is untouched and how to look at it.
    var description: String {
      "\(path): \(problem)\nthe journal was not opened for writing and nothing in it was changed; `widgetsim verify \(path)` lists every problem, `widgetsim replay \(path) --to SEQ` shows the state before one"
    }
  }

  /// The folder new sessions are written to: `$WIDGETSIM_SESSIONS`, else `~/.widgetsim/sessions`. Never the
  /// project's `journals/`, whose recorded examples the tests replay.
  /// - Throws: `EnvironmentError` for a value that is no absolute path, or holds a control character.
  static func sessionsFolder(environment: [String: String]) throws(EnvironmentError) -> String {
    if let folder = try EnvironmentPath.value("WIDGETSIM_SESSIONS", in: environment) { return folder }
    let home = try EnvironmentPath.value("HOME", in: environment) ?? "."
    return (home.hasSuffix("/") ? home : home + "/") + ".widgetsim/sessions"
  }

  /// A new file in the sessions folder named after the start instant (`session-20260301T080000Z.jsonl`, then
  /// `…-2.jsonl`), the folder made if needed.
  /// - Throws: `UsageError` when the folder cannot be made.
  static func newSessionPath(start: Instant, environment: [String: String]) throws -> String {
    let folder = try sessionsFolder(environment: environment)
    guard makeDirectories(folder) else {
      throw UsageError("cannot make the sessions folder \(folder); set WIDGETSIM_SESSIONS or use --journal FILE")
    }
    return Journal.freePath(stem: folder + "/session-" + start.iso8601.filter { $0.isNumber || $0 == "T" || $0 == "Z" })
  }

  /// Without a terminal the notes that warn (repairs, upgrades, an ignored --start) are said on stderr; the routine
  /// "new journal" and "resumed" lines are not. The interactive banner shows them all.
  static func reportNonInteractive(_ notes: [String]) {
    for note in notes where !note.hasPrefix("new journal ") && !note.hasPrefix("resumed ") { writeError(note) }
  }

  /// Executes lines without a terminal: results to stdout, errors to stderr as `line N: message`, or `FILE:N: message`
  /// for the lines of a script `file` (as `source` names a line of its file, so an error in a script it sources reads
  /// `s0.txt:1: s1.txt:2: message`). A line whose answer is a failure (`doctor` with a warning) counts as a failed
  /// command too, as `widgetsim doctor FILE` exits 1.
  static func runLines(_ session: Session, source: InputLines, bail: Bool, file: String? = nil) -> Int32 {
    var source = source
    var failed = false
    var number = 0
    while let input = source.next() {
      number += 1
      let outcome: Session.Outcome
      switch input {
      case .text(let line): outcome = session.execute(line)
      case .tooLong(let bytes):
        outcome = Session.Outcome(
          error: "the line is \(bytes) bytes long, over the limit of \(InputLines.lineBytesMax); it was skipped")
      }
      if !outcome.output.isEmpty { writeOutput(outcome.output) }
      if let error = outcome.error ?? outcome.failure {
        writeError((file.map { "\($0):\(number): " } ?? "line \(number): ") + error)
        failed = true
        if bail { break }
      }
      if outcome.quit { break }
    }
    return failed ? 1 : 0
  }
}

/// A journal that cannot be opened, told with its path when the journal's own message does not name it.
struct JournalFileError: Error, CustomStringConvertible {
  /// The journal's path.
  let path: String
  /// What went wrong.
  let error: JournalError

  /// `PATH: line 1: …`, or the journal's message alone when it names the file already.
  var description: String {
    let text = error.description
    return text.contains(path) ? text : "\(path): \(text)"
  }
}

import WidgetCommands
import WidgetJournal
import WidgetModel
import WidgetSimCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `widgetsim` command line: subcommands, their help, and exit statuses 0 (success), 1 (failure), 2 (usage).
public enum WidgetsimCLI {
  /// A subcommand: its name, usage line, description and entry point.
  struct Subcommand: Sendable {
    var name: String
    var usage: String
    var summary: String
    var details: String
    var run: @Sendable ([String]) throws -> Int32
  }

  static let subcommands: [Subcommand] = [
    Subcommand(
      name: "repl", usage: "widgetsim repl [--journal FILE] [--start INSTANT] [--tz ZONE] [--bail]",
      summary: "open a journal and type commands (the default)",
      details: """
        A missing FILE is created with the built-in kinds; an existing one is replayed, then appended to.
        --start sets a new journal's start instant (default: now, to the minute); an offset such as +08:00 is \
        accepted.
        --tz (or $WIDGETSIM_TZ) writes times in a zone from /usr/share/zoneinfo, e.g. Asia/Shanghai; the journal \
        stays in UTC.
        Without --journal a new journal is made in ~/.widgetsim/sessions/ (or $WIDGETSIM_SESSIONS).
        When standard input is not a terminal, commands are read from it without prompt or colour; errors go to \
        stderr as 'line N: message' and the exit status is 1 if any command failed (--bail stops at the first).
        """, run: ReplCommand.run),
    Subcommand(
      name: "run", usage: "widgetsim run SCRIPT [--journal FILE] [--start INSTANT] [--tz ZONE] [--bail]",
      summary: "run REPL commands from a file",
      details: """
        Like 'repl' with SCRIPT as its input, its errors on stderr as 'SCRIPT:N: message'. Without --journal \
        nothing is written to disk.
        """, run: ReplCommand.runScript),
    Subcommand(
      name: "replay",
      usage: "widgetsim replay FILE [--to SEQ] [--json] [--digest] [--tz ZONE] [--rerun-providers [--full]]",
      summary: "fold a journal and print the widgets, the state as JSON, or its digest",
      details: """
        Every line is checked as it is folded; a damaged or invalid line stops the replay there with its line \
        number and the reason (exit 1), after printing the state before it.
        --to SEQ stops after action SEQ.
        --json prints the canonical state (docs/MODEL.md, "Canonical JSON state").
        --digest prints a digest of the full state: equal states, equal digests.
        --tz ZONE writes times in that zone (as repl does).
        --rerun-providers (in a simulator program built with your own providers, docs/PROVIDERS.md) calls the \
        providers again for every recorded build and reports the first whose output differs from the recording, \
        with the fields that differ (exit 1; --full adds both outputs as journal JSON), or that every output \
        matches (exit 0).
        With two processors or more to run on, lines are read and decoded on one thread while another folds them \
        (not with --to); the outcome is the same.
        """, run: ReplayCommand.run),
    Subcommand(
      name: "verify", usage: "widgetsim verify FILE [--json]",
      summary: "check a journal's integrity and validity (exit 0 when clean)",
      details: """
        Checks the header, every line's JSON, checksum and seq, and that each action is valid against the state \
        before it, and reports every problem with its line number. After the first invalid action the state is \
        unknown, so later lines are checked for format only.
        --json prints the report as JSON for tools.
        Exit 0 when clean, 1 when a problem is found.
        """, run: ReplayCommand.verify),
    Subcommand(
      name: "doctor", usage: "widgetsim doctor FILE [--at SEQ] [--json] [--tz ZONE]",
      summary: "check a journal's state against the pre-launch checklist (exit 1 on a warning)",
      details: """
        Prints doctor's findings for the state at the end of FILE (or after action SEQ), one per line: warning \
        or note, the rule, what is wrong, the fix and the seqs of the actions that show it (docs/DOCTOR.md lists \
        every rule). Exit 1 when a finding is a warning and 0 when there are only notes or none, like a linter.
        --json prints them as JSON (README, "JSON outputs").
        \(tzNote)
        \(readOnlyNote)
        """, run: AnalysisCommand.doctor),
    analysis(
      "why", operands: "ID", question: "why ID",
      summary: "explain what a widget of a journal shows, and what would change it",
      json: "the sentences, the status and the widget as JSON (README, \"JSON outputs\")", run: AnalysisCommand.why),
    analysis(
      "show", operands: "[ID]", question: "show [ID]", summary: "draw a journal's widgets, or one of them",
      json: "the canonical state, or one widget of it (docs/MODEL.md, \"Canonical JSON state\")",
      run: AnalysisCommand.show),
    analysis(
      "timeline", operands: "ID", question: "timeline ID", summary: "a widget's entries and refreshes on a time axis",
      json: "the timeline's build, entries and next refresh (README, \"JSON outputs\")", run: AnalysisCommand.timeline),
    analysis(
      "budget", operands: "[ID]", question: "budget [ID]",
      summary: "counted refreshes in the last 24 hours against the budget",
      json:
        "each widget's refreshes in the window, when a slot frees, and where the pace of its refreshes leads (README, \"JSON outputs\")",
      run: AnalysisCommand.budget),
    Subcommand(
      name: "history", usage: "widgetsim history FILE [--json] [--tz ZONE]",
      summary: "every action of a journal with the time it happened at",
      details: """
        Lists every action of FILE with its seq and the time it happened at.
        --json prints them with the command that types each one (README, "JSON outputs").
        \(tzNote)
        \(readOnlyNote)
        """, run: AnalysisCommand.history),
    Subcommand(
      name: "chart", usage: ChartCommand.usage,
      summary: "a journal's widgets, builds, requests and budget on one time axis, as SVG",
      details: ChartCommand.details, run: ChartCommand.run),
    Subcommand(
      name: "export", usage: ExportCommand.usage, summary: "a journal as a Swift Testing file that replays it",
      details: ExportCommand.details, run: ExportCommand.run),
    Subcommand(
      name: "edit", usage: EditCommand.usage,
      summary: "a what-if copy of a journal: one action inserted, replaced or dropped, the rest replayed on top",
      details: EditCommand.details, run: EditCommand.run),
    Subcommand(
      name: "diff", usage: DiffCommand.usage,
      summary: "where two journals first differ, and their widgets at the end (exit 1 when they differ)",
      details: DiffCommand.details, run: DiffCommand.run),
    Subcommand(
      name: "check", usage: CheckCommand.usage,
      summary: "property tests: random action sequences, invariants after every step, shrunk failures",
      details: CheckCommand.details, run: CheckCommand.run),
    Subcommand(
      name: "shrink", usage: ShrinkCommand.usage,
      summary: "the smallest valid sub-journal in which a predicate becomes true",
      details: ShrinkCommand.details, run: ShrinkCommand.run),
    Subcommand(
      name: "bisect", usage: BisectCommand.usage,
      summary: "the first action after which a predicate holds, and why",
      details: BisectCommand.details, run: BisectCommand.run),
    Subcommand(
      name: "import", usage: ImportCommand.usage,
      summary: "join the app's recording, the extension's observations and the system's log into one journal",
      details: ImportCommand.details, run: ImportCommand.run),
    Subcommand(
      name: "compare", usage: CompareCommand.usage,
      summary: "the device's observed builds and decisions beside the model's (exit 1 when they differ)",
      details: CompareCommand.details, run: CompareCommand.run),
    Subcommand(
      name: "fit", usage: FitCommand.usage,
      summary: "the settings that explain a device's observations best, as set lines",
      details: FitCommand.details, run: FitCommand.run),
  ]

  /// What every read-only analysis says about locks and torn lines.
  static let readOnlyNote = """
    It only reads: it takes no lock, so a journal a session is writing can be analysed, and a torn last line is \
    left in place: it reads up to the last whole action and says so on stderr.
    """

  /// What every read-only analysis says about `--tz`.
  static let tzNote = """
    --tz ZONE (or $WIDGETSIM_TZ) writes times in a zone from /usr/share/zoneinfo, e.g. Asia/Shanghai.
    """

  /// A read-only analysis that asks the REPL's `question` of a journal: `widgetsim NAME FILE OPERANDS`.
  static func analysis(
    _ name: String, operands: String, question: String, summary: String, json: String,
    run: @escaping @Sendable ([String]) throws -> Int32
  ) -> Subcommand {
    Subcommand(
      name: name, usage: "widgetsim \(name) FILE \(operands) [--at SEQ] [--json] [--tz ZONE]", summary: summary,
      details: """
        The REPL's '\(question)' for the state at the end of FILE (or after action SEQ).
        --json prints \(json).
        \(tzNote)
        \(readOnlyNote)
        """, run: run)
  }

  /// The developer's own providers of a simulator program (`WidgetSimulator.main(widgets:)`), set once by
  /// `main(_:providers:)` before any subcommand runs and only read after: sessions run their builds with it.
  nonisolated(unsafe) static var providers: ProviderSetup? = nil

  /// Runs the command line (without the program name) of a simulator program whose kinds `providers` defines, and
  /// returns the exit status: every session it opens defines those kinds and runs their builds with the providers.
  public static func main(_ arguments: [String], providers: ProviderSetup) -> Int32 {
    Self.providers = providers
    return main(arguments)
  }

  /// What the program does before it reads its arguments: a write past a file-size limit (ulimit -f) must fail with
  /// EFBIG, so the journal's writer can cut the journal back to its last whole line and say so, instead of the
  /// process dying of SIGXFSZ with half a line written; and an argument that is not UTF-8 is refused, since Swift
  /// repairs such arguments (U+FFFD for each bad byte) and a path in another encoding would silently name another
  /// file.
  /// - Returns: the exit status when the program must stop (2: an argument is not UTF-8), else nil.
  public static func prepareProcess() -> Int32? {
    signal(SIGXFSZ, SIG_IGN)
    for index in 1..<Int(CommandLine.argc) {
      guard let raw = CommandLine.unsafeArgv[index], String(validatingCString: raw) == nil else { continue }
      let shown = String(
        decoding: UnsafeBufferPointer(start: raw, count: strlen(raw)).map(UInt8.init(bitPattern:)), as: UTF8.self)
      writeError(
        "widgetsim: argument \(index) ('\(shown)') is not valid UTF-8; widgetsim takes paths and commands in UTF-8")
      return 2
    }
    return nil
  }

  /// Runs the command line (without the program name) and returns the exit status.
  public static func main(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else { return run(subcommand("repl")!, []) }
    if first == "--help" || first == "-h" || first == "help" {
      if arguments.count > 1, let sub = subcommand(arguments[1]) {
        writeOutput(help(sub, columns: helpColumns()))
      } else {
        writeOutput(overview(columns: helpColumns()))
      }
      return 0
    }
    if first == "--version" || first == "-V" {
      writeOutput("\(ModelVersion.current) (journal format v\(JournalHeader.currentVersion))")
      return 0
    }
    if first.hasPrefix("-") && first != "--" {
      if let sub = subcommand("repl"),
        ["--journal", "--start", "--tz", "--bail"].contains(where: { first.hasPrefix($0) })
      {
        return run(sub, arguments)
      }
      writeError("widgetsim: unknown option \(first)\n\(shortUsage)")
      return 2
    }
    guard let sub = subcommand(first) else {
      let near = NameSuggestion.nearest(to: first, in: subcommands.map(\.name)).map { " Did you mean '\($0)'?" } ?? ""
      writeError("widgetsim: unknown command '\(first)'.\(near)\n\(shortUsage)")
      return 2
    }
    return run(sub, Array(arguments.dropFirst()))
  }

  static func run(_ sub: Subcommand, _ arguments: [String]) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      writeOutput(help(sub, columns: helpColumns()))
      return 0
    }
    do {
      return try sub.run(arguments)
    } catch let error as UsageError {
      // On a terminal the message wraps too (with a hanging indent); in a pipe it stays one line, for grep.
      let columns = errorColumns()
      let message = "widgetsim \(sub.name): \(error)"
      writeError(
        (stderrIsTerminal ? TextWidth.wrapLines(message, columns: columns) : message) + "\n"
          + usageLines(sub, columns: columns))
      return 2
    } catch {
      writeError("widgetsim \(sub.name): \(error)")
      return 1
    }
  }

  static func subcommand(_ name: String) -> Subcommand? { subcommands.first { $0.name == name } }

  /// The columns help is wrapped to: the terminal's width when standard output is one (its window's, else
  /// `$COLUMNS`), else 80.
  static func helpColumns() -> Int {
    stdoutIsTerminal ? Terminal.currentStyle(environment: Terminal.environment()).width : 80
  }

  /// The columns the usage after a usage error is wrapped to: the terminal's width when standard error is one (its
  /// window's, else `$COLUMNS`), else 80.
  static func errorColumns() -> Int {
    guard stderrIsTerminal else { return 80 }
    let environment = Terminal.environment()
    let columns =
      Terminal.windowColumns(fd: 2) ?? environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
    return PictureStyle(width: columns, colour: false).width
  }

  /// A subcommand's usage as `--help` starts with it, wrapped at blanks to `columns` (never inside brackets).
  static func usageLines(_ sub: Subcommand, columns: Int) -> String {
    TextWidth.wrapUsage(sub.usage, columns: columns, first: "usage: ", rest: "         ").joined(separator: "\n")
  }

  /// `widgetsim SUBCOMMAND --help`: the usage, the summary and the details, wrapped at blanks to `columns` (the
  /// usage never inside brackets, an option's description with a hanging indent; see `TextWidth.wrapParagraphs`).
  static func help(_ sub: Subcommand, columns: Int) -> String {
    let summary = sub.summary.prefix(1).uppercased() + sub.summary.dropFirst() + "."
    let lines =
      [usageLines(sub, columns: columns), ""]
      + TextWidth.wrapParagraphs(summary, columns: columns) + [""]
      + TextWidth.wrapParagraphs(sub.details, columns: columns)
    return lines.joined(separator: "\n")
  }

  static var shortUsage: String { "Run 'widgetsim --help' for the commands." }

  /// `widgetsim --help`: every subcommand with its summary (wrapped under itself), then how to learn more, wrapped
  /// at blanks to `columns`.
  static func overview(columns: Int) -> String {
    var lines = TextWidth.wrapParagraphs(
      "widgetsim: a deterministic model of WidgetKit's widget refresh lifecycle.", columns: columns)
    lines += [""]
    lines += TextWidth.wrapUsage("widgetsim [SUBCOMMAND] [OPTIONS]", columns: columns, first: "usage: ", rest: "  ")
    lines.append("")
    // Names in a column as wide as the longest and two blanks; a summary wraps under itself.
    let column = (subcommands.map(\.name.count).max() ?? 0) + 2
    for sub in subcommands {
      lines += TextWidth.wrapParagraphs("  " + sub.name.padding(column) + sub.summary, columns: columns)
    }
    lines.append("")
    lines += TextWidth.wrapParagraphs(
      """
      With no subcommand, starts the REPL on a new journal in ~/.widgetsim/sessions/.
      widgetsim --version prints the version and the journal format it writes.
      widgetsim SUBCOMMAND --help explains one. Exit status: 0 success, 1 a command, check or verification \
      failed, 2 usage error (diff, as diff(1): 1 the journals differ, 2 trouble).
      NO_COLOR turns colour off.
      """, columns: columns)
    return lines.joined(separator: "\n")
  }
}

/// What a simulator program adds to the command line: the host that runs its providers' builds, and the kinds whose
/// timelines come from them. Handed once to the thread that runs the command line, and used only there.
public struct ProviderSetup: @unchecked Sendable {
  /// Runs the builds of the provider kinds.
  public var host: any ProviderHost
  /// The provider kinds, defined in every session that does not define them yet.
  public var kinds: [Kind]

  /// A setup of `host` for `kinds`.
  /// - Parameters:
  ///   - host: runs the builds of the provider kinds.
  ///   - kinds: the kinds whose timelines come from the host's providers.
  public init(host: any ProviderHost, kinds: [Kind]) {
    self.host = host
    self.kinds = kinds
  }
}

import Foundation
import Glibc
import Testing
import WidgetCommands
import WidgetJournal
import WidgetModel

/// Drives `widgetsim repl` in a real terminal through tmux: its own server (socket), a 120×40 window, keys sent,
/// the screen captured and polled until the expected text appears.
struct Tmux {
  /// The tmux executable on PATH, or nil when tmux is not installed.
  static let path: String? = {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return (directories + ["/usr/bin", "/usr/local/bin"]).map { "\($0)/tmux" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// The server's socket name, unique to this run so tests never touch another tmux server.
  let socket = "widgetsim-test-\(UUID().uuidString.prefix(8))"
  /// The session's name.
  let session = "repl"

  /// Runs `tmux -L SOCKET ARGS` with no configuration file and returns its standard output.
  ///
  /// The client is started with posix_spawn, an empty signal mask and default signal dispositions: Foundation's
  /// Process passes on the test thread's mask, which blocks SIGINT, and the tmux server and widgetsim would inherit
  /// it (Ctrl-C would do nothing). Only commands that cannot start the server have their output captured, because
  /// the server keeps the standard output it was started with open.
  @discardableResult
  func run(_ arguments: [String], capture: Bool = true) throws -> String {
    try Self.spawn([Tmux.path!, "-L", socket, "-f", "/dev/null"] + arguments, capture: capture)
  }

  /// Runs a program with a clean signal mask, standard input and error on /dev/null, and returns its output.
  static func spawn(_ arguments: [String], capture: Bool) throws -> String {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pipe: [Int32] = [-1, -1]
    if capture {
      // Close-on-exec, so that no other child spawned meanwhile keeps the write end open.
      guard Glibc.pipe(&pipe) == 0 else { throw POSIXError(.EMFILE) }
      _ = fcntl(pipe[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(pipe[1], F_SETFD, FD_CLOEXEC)
      posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ)
    if capture { close(pipe[1]) }
    guard status == 0 else {
      if capture { close(pipe[0]) }
      throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL)
    }
    var output: [UInt8] = []
    if capture {
      var buffer = [UInt8](repeating: 0, count: 65536)
      while case let count = read(pipe[0], &buffer, buffer.count), count != 0 {
        if count < 0 {
          guard errno == EINTR else { break }
          continue
        }
        output += buffer[..<count]
      }
      close(pipe[0])
    }
    var exitStatus: Int32 = 0
    while waitpid(pid, &exitStatus, 0) < 0 && errno == EINTR {}
    return String(decoding: output, as: UTF8.self)
  }

  /// Starts `command` in a detached session `columns` wide and 40 rows high in `directory`.
  func start(_ command: String, in directory: URL, columns: Int = 120) throws {
    try run(
      ["new-session", "-d", "-s", session, "-x", String(columns), "-y", "40", "-c", directory.path, command],
      capture: false)
  }

  /// Resizes the window to `columns` columns (40 rows), as a person dragging the terminal's edge would.
  func resize(columns: Int) throws {
    try run(["resize-window", "-t", session, "-x", String(columns), "-y", "40"], capture: false)
    // tmux applies a pane's new size to its terminal on a timer, not at once: give it time, as a person would.
    Thread.sleep(forTimeInterval: 0.6)
  }

  /// Clears the screen (Ctrl-L at the prompt) and then forgets the scrollback (tmux moves a cleared screen into it),
  /// so the next capture holds only what follows.
  func clear() throws {
    try send("C-l")
    try waitFor("a cleared screen") { screen in
      let visible = screen.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
      return visible.count == 1 && visible[0].hasPrefix("widgetsim")
    } preparing: {
      try run(["clear-history", "-t", session], capture: false)
    }
  }

  /// Starts `env ENVIRONMENT widgetsim ARGUMENTS` in `directory`; the shell stays after widgetsim exits, so its exit
  /// status can be read off the screen (`widgetsim exited N`).
  func startWidgetsim(_ arguments: [String], environment: [String], in directory: URL) throws {
    let command = (["env"] + environment + [Widgetsim.binary.path] + arguments).map { "'\($0)'" }
    try start(command.joined(separator: " ") + "; echo widgetsim exited $?; sleep 60", in: directory)
  }

  /// The environment of a REPL drawing without colour, with no readline configuration, its history in `history`.
  static func plainEnvironment(history: String) -> [String] {
    ["NO_COLOR=1", "WIDGETSIM_HISTORY=\(history)", "INPUTRC=/dev/null", "TERM=xterm-256color"]
  }

  /// Types `keys` (tmux key names such as `Tab`, `Enter`, `C-c`, or literal text).
  func send(_ keys: String...) throws {
    try run(["send-keys", "-t", session] + keys, capture: false)
  }

  /// The screen and its scrollback as plain text.
  func screen() throws -> String {
    try run(["capture-pane", "-p", "-J", "-S", "-200", "-t", session])
  }

  /// Polls the screen until `predicate` holds, for at most `timeout` seconds; returns the last screen seen.
  /// `preparing` runs before each look (e.g. to drop the scrollback).
  @discardableResult
  func waitFor(
    _ what: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
    until predicate: (String) -> Bool, preparing: () throws -> Void = {}
  ) throws -> String {
    // A monotonic clock: the wall clock of this test process is the simulated one while a provider test runs
    // (the simulated clock is process-wide), and it may stand still there.
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    try preparing()
    var text = try screen()
    while !predicate(text) && ContinuousClock.now < deadline {
      Thread.sleep(forTimeInterval: 0.05)
      try preparing()
      text = try screen()
    }
    #expect(predicate(text), "timed out waiting for \(what); the screen was:\n\(text)", sourceLocation: sourceLocation)
    return text
  }

  /// Polls the screen until it contains `text`.
  @discardableResult
  func waitFor(_ text: String, timeout: Double = 10, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> String
  {
    try waitFor("'\(text)'", timeout: timeout, sourceLocation: sourceLocation) { $0.contains(text) }
  }

  /// Ends the server and everything in it.
  func kill() {
    _ = try? run(["kill-server"], capture: false)
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs a test only where tmux is installed, saying why it is skipped elsewhere.
  static var tmuxInstalled: Self {
    .enabled(if: Tmux.path != nil, "tmux is not installed, so the terminal test is skipped (CI installs it)")
  }
}

/// The interactive REPL as a person meets it: completion, history, Ctrl-C, pictures, time travel, Ctrl-D.
@Suite("The REPL in a terminal", .serialized)
struct TmuxREPLTests {
  @Test(
    "Tab completes, history is written, Ctrl-C keeps the session, show draws a box, going back forks, Ctrl-D quits",
    .tmuxInstalled, .timeLimit(.minutes(1)))
  func session() throws {
    let directory = Widgetsim.temporaryDirectory()
    let history = directory.appendingPathComponent("history")
    let tmux = Tmux()
    defer { tmux.kill() }
    try tmux.startWidgetsim(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z"],
      environment: ["-u", "NO_COLOR", "WIDGETSIM_HISTORY=\(history.path)", "INPUTRC=/dev/null", "TERM=xterm-256color"],
      in: directory)
    try tmux.waitFor("Type help for the commands")
    try tmux.waitFor("widgetsim> ")

    // Each word is typed short and completed with Tab: only completion can make this line.
    try tmux.send("ad", "Tab", "we", "Tab", "med", "Tab", "ci", "Tab", "Sh", "Tab")
    try tmux.waitFor("widgetsim> add weather medium city=Shanghai")
    try tmux.send("Enter")
    try tmux.waitFor("added w1 (weather, systemMedium, city=Shanghai)")

    try tmux.send("tick 5h")
    try tmux.waitFor("widgetsim> tick 5h")
    try tmux.send("C-c")
    try tmux.waitFor("^C and a fresh prompt") { screen in
      screen.contains("widgetsim> tick 5h^C") && Self.lastLine(screen) == "widgetsim>"
    }

    try tmux.send("sh", "Tab", "Enter")
    let shown = try tmux.waitFor("[PLACEHOLDER]")
    #expect(shown.contains("┌─ w1 weather ─"))
    #expect(shown.contains("│ city=Shanghai"))
    #expect(shown.contains("now 08:00 UTC on 2026-03-01"), "Ctrl-C must have dropped 'tick 5h'")

    try tmux.send("tick 1h", "Enter", "back", "Enter")
    try tmux.waitFor("widgetsim@4/5> ")
    try tmux.send("configure w1 city=G", "Tab", "Enter")
    try tmux.waitFor("the new journal is x.fork-1.jsonl (x.jsonl is unchanged)")

    try tmux.send("C-d")
    try tmux.waitFor("widgetsim exited 0")
    let lines = try String(contentsOf: history, encoding: .utf8).split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines == ["add weather medium city=Shanghai", "show", "tick 1h", "back", "configure w1 city=Guangzhou"])
    let journals = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(journals == ["history", "x.fork-1.jsonl", "x.jsonl"])
  }

  @Test(
    "pictures and prose fit the window as it is resized between commands, at 80 and 140 columns",
    .tmuxInstalled, .timeLimit(.minutes(1)))
  func resizing() throws {
    let directory = Widgetsim.temporaryDirectory()
    let tmux = Tmux()
    defer { tmux.kill() }
    let command = [
      "env", "NO_COLOR=1", "WIDGETSIM_HISTORY=\(directory.path)/history", "INPUTRC=/dev/null", "TERM=xterm-256color",
      Widgetsim.binary.path, "repl", "--journal", "x.jsonl", "--start", "2026-03-01T16:00:00+08:00", "--tz",
      "Asia/Shanghai",
    ].map { "'\($0)'" }.joined(separator: " ")
    try tmux.start(command + "; sleep 60", in: directory, columns: 80)
    try tmux.waitFor("widgetsim> ")
    for line in [
      "define gauge families=xl,small entries=3 every=10m data=gauge:{city} param=city:enum:Beijing|Shanghai=Beijing",
      "add gauge xl", #"data gauge:Beijing {"a":"long words long words long words"}"#, "reload all", "tick 25h",
    ] {
      try tmux.send(line, "Enter")
    }
    try tmux.waitFor("the tick's summary") { $0.contains("→ 03-02 17:00") }
    // At 80 columns the extra-large box is drawn 80 wide, with both corners and its badge.
    try tmux.clear()
    try tmux.send("show w1", "Enter", "why w1", "Enter", "timeline w1", "Enter", "help", "Enter")
    let narrow = try tmux.waitFor("help's last line") { $0.contains("Lines starting with # are comments.") }
    try Self.expectFits(narrow, columns: 80)
    #expect(narrow.contains { $0 == "┐" }, "the box keeps its right border")
    #expect(narrow.split(separator: "\n").contains { $0.hasPrefix("└") && $0.contains("─[") && $0.hasSuffix("]─┘") })
    #expect(narrow.contains("entry 2/3 at 16:55"), "times are written in the display zone, Shanghai's")
    // Resized between commands, the next pictures use the new width: the box at its full 98 columns.
    try tmux.resize(columns: 140)
    try tmux.clear()
    try tmux.send("show w1", "Enter", "timeline w1", "Enter")
    let wide = try tmux.waitFor("the budget window") { $0.contains("  counted ") && $0.contains("┌─ w1") }
    try Self.expectFits(wide, columns: 140)
    let top = wide.split(separator: "\n").first { $0.hasPrefix("┌─ w1") }.map(String.init) ?? ""
    #expect(TextWidth.columns(top.trimmingCharacters(in: .whitespaces)) == 98, "\(top)")
    #expect(wide.split(separator: "\n").contains { TextWidth.columns(String($0)) > 90 }, "the timeline uses the width")
    try tmux.resize(columns: 80)
    try tmux.clear()
    try tmux.send("timeline w1", "Enter", "doctor", "Enter", "history", "Enter")
    let again = try tmux.waitFor("history") { $0.contains("seq  time") }
    try Self.expectFits(again, columns: 80)
  }

  @Test(
    "a kind that fetches: net and snapshot complete with Tab, and why, doctor, snapshot and the pictures fit at 80 and 140 columns",
    .tmuxInstalled, .timeLimit(.minutes(1)))
  func fetchKind() throws {
    let directory = Widgetsim.temporaryDirectory()
    let tmux = Tmux()
    defer { tmux.kill() }
    try tmux.startWidgetsim(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z"],
      environment: Tmux.plainEnvironment(history: directory.path + "/history"), in: directory)
    try tmux.resize(columns: 80)
    try tmux.waitFor("widgetsim> ")
    try tmux.send(
      "define feed families=small,medium entries=3 every=1h policy=after:30m cachedPolicy=after:10m "
        + "fallbackPolicy=after:5m data=feed:{topic} param=topic:enum:world|tech=world fetch=network series=yes",
      "Enter")
    try tmux.waitFor("defined kind feed")
    // Only completion can make these lines: the keys come from the kind's template, the words from net's syntax.
    try tmux.send("ne", "Tab", "feed:w", "Tab", #"["rain","sun","wind"] t"#, "Tab", "800ms")
    try tmux.waitFor(#"widgetsim> net feed:world ["rain","sun","wind"] took=800ms"#)
    try tmux.send("Enter", "add feed medium", "Enter", "add feed small topic=tech", "Enter")
    try tmux.waitFor("added w2")
    try tmux.send("net feed:world ti", "Tab", "Enter", "tick 30m", "Enter")
    try tmux.waitFor("08:30 w1 refreshed (policy, counted 1/40)")
    try tmux.send("snap", "Tab", "fe", "Tab", "sm", "Tab")
    try tmux.waitFor("widgetsim> snapshot feed small ")
    try tmux.clear()
    try tmux.send("Enter", "show", "Enter", "why w1", "Enter", "doctor", "Enter")
    // doctor's lines, which start with their severity and rule, wrap: the words are compared with breaks as blanks.
    let narrow = try tmux.waitFor("doctor's findings") {
      $0.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
        "alone asks for about 288 refreshes a day")
    }
    try Self.expectFits(narrow, columns: 80)
    #expect(narrow.contains("[PREVIEW]") && narrow.contains("from cache 08:00 (timeout)"))
    // Prose wraps with a hanging indent: the words are compared with the line breaks as blanks.
    let words = narrow.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("showing the extension's cache from 08:00; next refresh in 10m per cachedPolicy"))
    try tmux.resize(columns: 140)
    try tmux.clear()
    try tmux.send("snapshot feed topic=tech", "Enter", "timeline w1", "Enter")
    let wide = try tmux.waitFor("the budget window") { $0.contains("  counted ") && $0.contains("preview feed") }
    try Self.expectFits(wide, columns: 140)
    #expect(wide.contains("The gallery shows the placeholder"))
  }

  /// Expects every line of a captured screen (wrapped lines joined) to fit in `columns`.
  static func expectFits(_ screen: String, columns: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
    for line in screen.split(separator: "\n") {
      let text = String(line).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
      #expect(TextWidth.columns(text) <= columns, "'\(text)'", sourceLocation: sourceLocation)
    }
  }

  @Test(
    "Ctrl-C stops a long tick at an instant: the clock and the journal agree on the part that ran",
    .tmuxInstalled, .timeLimit(.minutes(1)))
  func interruptedTick() throws {
    let directory = Widgetsim.temporaryDirectory()
    // Widgets rebuilt every minute for 400 days: seconds of work in a debug build, so Ctrl-C lands in the middle.
    let setup =
      ["set budget=1000", "set minInterval=1m", "define fast families=small every=1m policy=after:1m data=f"]
      + Array(repeating: "add fast", count: 5)
    try Data(setup.joined(separator: "\n").utf8).write(to: directory.appendingPathComponent("setup.txt"))
    let tmux = Tmux()
    defer { tmux.kill() }
    try tmux.startWidgetsim(
      ["repl", "--journal", "x.jsonl", "--start", "2026-03-01T08:00:00Z"],
      environment: Tmux.plainEnvironment(history: directory.path + "/history"), in: directory)
    try tmux.waitFor("widgetsim> ")
    try tmux.send("source setup.txt", "Enter")
    try tmux.waitFor("added w5")
    try tmux.send("tick 400d", "Enter")
    Thread.sleep(forTimeInterval: 1)
    try tmux.send("C-c")
    let screen = try tmux.waitFor("interrupted: the clock stopped at", timeout: 30)
    #expect(!screen.contains("→ 2027-04-05"), "the tick ran to its end")
    // The terminal echoed `^C` where the output was to begin: the output starts on the next line, at full width.
    #expect(screen.contains("tick 400d\n^C\ninterrupted: the clock stopped at "), "\(screen)")
    try tmux.send("C-d")
    try tmux.waitFor("widgetsim exited 0")
    let journal = directory.appendingPathComponent("x.jsonl").path
    let replayed = try JournalReplay.replay(path: journal)
    #expect(replayed.error == nil && replayed.tornTail == nil)
    let now = replayed.state.now
    #expect(now > Instant(iso8601: "2026-03-01T08:00:00Z")! && now < Instant(iso8601: "2027-04-05T08:00:00Z")!)
    #expect(screen.contains("the clock stopped at \(now.iso8601)"))
  }

  @Test(
    "a history path that is a folder is said in words; a journal deleted under the REPL is saved before it says bye",
    .tmuxInstalled, .timeLimit(.minutes(1)))
  func lostFiles() throws {
    let directory = Widgetsim.temporaryDirectory()
    let tmux = Tmux()
    defer { tmux.kill() }
    try tmux.startWidgetsim(
      ["repl", "--journal", "del.jsonl", "--start", "2026-03-01T08:00:00Z"],
      environment: ["NO_COLOR=1", "WIDGETSIM_HISTORY=\(directory.path)", "INPUTRC=/dev/null", "TERM=xterm-256color"],
      in: directory)
    try tmux.waitFor("widgetsim> ")
    try tmux.send("add weather small", "Enter")
    try tmux.waitFor(
      "note: the history file \(directory.path) cannot be written (is a directory); lines stay in memory")
    try FileManager.default.removeItem(at: directory.appendingPathComponent("del.jsonl"))
    try tmux.send("C-d")
    let screen = try tmux.waitFor("widgetsim exited 0")
    #expect(screen.contains("del.jsonl was deleted under this session, so nothing more is written to it"))
    #expect(screen.contains("bye: del.fork-1.jsonl holds 4 actions"))
    #expect(try JournalReplay.replay(path: directory.appendingPathComponent("del.fork-1.jsonl").path).state.seq == 4)
  }

  /// The last line of a screen that is not blank.
  static func lastLine(_ screen: String) -> String {
    screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
      ?? ""
  }
}

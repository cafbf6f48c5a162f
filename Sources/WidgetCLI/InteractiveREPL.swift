import Synchronization
import WidgetCommands
import WidgetModel
import WidgetSimCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The REPL on a terminal: readline with a history file and completion that knows the state, pictures sized to the
/// terminal (in colour unless NO_COLOR is set), a prompt that shows the time-travel cursor, and pasted blocks run
/// line by line.
final class InteractiveREPL {
  /// The session the lines are executed in.
  let session: Session
  /// The environment: history path, NO_COLOR, COLUMNS, TERM.
  let environment: [String: String]
  /// What opening the journal had to say (new or resumed, a torn line …), shown in the banner.
  let notes: [String]
  /// The state completion reads, updated after every line.
  let snapshot: StateSnapshot

  /// A REPL over `session`.
  init(session: Session, environment: [String: String], notes: [String]) {
    self.session = session
    self.environment = environment
    self.notes = notes
    self.snapshot = StateSnapshot(session.viewed)
  }

  /// Reads and runs lines until `quit` or Ctrl-D; Ctrl-C drops the line being typed. Returns the exit status: 0, or 1
  /// when the history file's path from the environment is refused.
  func run() -> Int32 {
    let snapshot = snapshot
    let zone = session.pictureStyle.zone
    let historyPath: String
    do { historyPath = try LineEditor.historyPath(environment: environment) } catch {
      writeError("widgetsim: \(error)")
      return 1
    }
    let editor = LineEditor(historyPath: historyPath) { line, cursor in
      Completer(state: snapshot.state, zone: zone).candidates(line: line, cursor: cursor)
    }
    // The editor's SIGINT handler stays installed between reads, so Ctrl-C during a long tick sets its flag.
    session.interruptRequested = { LineEditor.interruptPending }
    writeOutput(banner(currentStyle()))
    var historyWarned = false
    while true {
      let style = currentStyle()
      switch editor.readLine(prompt: prompt(style)) {
      case .interrupted: continue
      case .endOfInput:
        writeOutput(Tone.dim.paint(farewell, colour: style.colour))
        return 0
      case .line(let text):
        let quit = execute(pasted: text)
        snapshot.state = session.viewed
        if let code = editor.historyErrno, !historyWarned {
          historyWarned = true
          writeError(
            "note: the history file \(editor.historyPath) cannot be written (\(JournalError.errnoText(code))); lines stay in memory"
          )
        }
        if quit {
          writeOutput(Tone.dim.paint(farewell, colour: style.colour))
          return 0
        }
      }
    }
  }

  /// The terminal's style now, in the session's display zone, made the session's: the width is read again before
  /// every command, so a window resized while a line was typed gets pictures that fit it.
  func currentStyle() -> PictureStyle {
    var style = Terminal.currentStyle(environment: environment)
    style.zone = session.pictureStyle.zone
    session.pictureStyle = style
    return style
  }

  /// Runs every line of `text` (a paste arrives as one line with newlines inside), echoing each when there are
  /// several. Returns whether a line asked to quit.
  func execute(pasted text: String) -> Bool {
    let lines = text.split(whereSeparator: \.isNewline).map(String.init)
    let nonBlank = lines.filter { $0.contains { !$0.isWhitespace } }
    for line in nonBlank {
      let style = currentStyle()
      if nonBlank.count > 1 { writeOutput(Tone.dim.paint(plainPrompt + line, colour: style.colour)) }
      let outcome = session.execute(line)
      // The terminal echoed a Ctrl-C typed during the line as `^C` where the output was to begin: the output starts
      // on the next line, or its first line, wrapped to the full width, would overflow by those two columns.
      if LineEditor.interruptPending && Terminal.echoesControlCharacters() { writeAll(1, "\n") }
      if !outcome.output.isEmpty { writeOutput(outcome.output) }
      if let error = outcome.error { writeError(Tone.red.paint("error:", colour: style.colour) + " " + error) }
      if outcome.quit { return true }
      // Ctrl-C during a line (a long tick) also drops the rest of a paste.
      if LineEditor.interruptPending { break }
    }
    return false
  }

  /// `widgetsim> `, or `widgetsim@5/12> ` while the cursor is away from the head (in yellow when colour is on).
  func prompt(_ style: PictureStyle) -> String {
    guard let seq = session.promptSeq else { return plainPrompt }
    let place = "@\(seq)/\(session.journal.count)"
    guard style.colour else { return "widgetsim\(place)> " }
    // Readline skips what lies between \u{1} and \u{2} when it measures the prompt.
    return "widgetsim\u{1}\u{1B}[33m\u{2}\(place)\u{1}\u{1B}[0m\u{2}> "
  }

  /// The prompt without colour.
  var plainPrompt: String { session.promptSeq.map { "widgetsim@\($0)/\(session.journal.count)> " } ?? "widgetsim> " }

  /// Two lines: the journal (from the notes), then what to type; any further notes (warnings) follow. Each is wrapped
  /// to the terminal's width at blanks, with a hanging indent.
  func banner(_ style: PictureStyle) -> String {
    let journal = notes.first ?? "journal \(session.path ?? "(in memory, nothing is written)")"
    let wrap = { (text: String) in TextWidth.wrap(text, columns: style.width, first: "", rest: "  ") }
    var first = wrap("widgetsim · " + journal)
    first[0] = Tone.bold.paint("widgetsim", colour: style.colour) + first[0].dropFirst("widgetsim".count)
    var lines = first
    var help = "Type help for the commands; Tab completes; ↑ and Ctrl-R search the history; Ctrl-D quits."
    if style.zone != .utc { help += " Times are in \(style.zone.name)." }
    lines += wrap(help).map { Tone.dim.paint($0, colour: style.colour) }
    lines += notes.dropFirst().flatMap(wrap)
    return lines.joined(separator: "\n")
  }

  /// What is said on leaving: where the journal is and how long it is (saved first when its file was lost).
  var farewell: String {
    let saved: String
    do { saved = try session.saveIfLost().map { $0 + "\n" } ?? "" } catch { return "\(error)" }
    guard let path = session.path else { return "bye (nothing was written)" }
    return saved + "bye: \(path) holds \(session.journal.count) actions"
  }
}

/// The state the completer reads, shared between the REPL and readline's completion callback.
final class StateSnapshot: Sendable {
  /// The state, behind a lock because the completion callback must be `@Sendable`.
  private let storage: Mutex<SimState>

  /// A snapshot holding `state`.
  init(_ state: SimState) {
    storage = Mutex(state)
  }

  /// The state completion reads.
  var state: SimState {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }
}

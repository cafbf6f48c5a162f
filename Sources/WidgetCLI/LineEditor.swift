import CReadline
import Glibc
import Synchronization
import WidgetSimCore

/// The terminal line editor (GNU readline with a history file and tab completion), and the only code that calls readline.
///
/// Use it only when standard input is a terminal, and keep at most one alive at a time: readline's state is global.
/// Completion works on words separated by blanks: the completer receives the whole line and the cursor, and returns
/// full replacements for the run of non-blank characters that ends at the cursor.
public final class LineEditor {
  /// What one call to `readLine(prompt:)` produced.
  public enum Input: Equatable, Sendable {
    /// A line the user entered, without its final newline (a pasted block keeps its inner newlines).
    case line(String)
    /// The user pressed Ctrl-C: the partial line was dropped and the caller should prompt again.
    case interrupted
    /// The user pressed Ctrl-D on an empty line, or the input ended.
    case endOfInput
  }

  /// A function from the line buffer and the cursor's byte offset to full replacements for the word being completed.
  public typealias Completer = @Sendable (_ line: String, _ cursor: Int) -> [String]

  /// The largest history size accepted, in entries.
  public static let historyEntriesMax = 100_000

  /// The file the history is loaded from and appended to.
  public let historyPath: String

  /// The number of entries kept in memory and in the history file.
  public let historyLimit: Int

  /// The `errno` of the last failed history file write, or nil while every write has succeeded.
  public private(set) var historyErrno: Int32?

  /// The SIGINT disposition in force before this editor installed its own, restored when it goes away.
  private var previousInterruptAction = sigaction()

  /// Sets readline up with `completer` and loads the history file at `historyPath` (a missing file is an empty history).
  public convenience init(historyPath: String, historyLimit: Int = 1000, completer: @escaping Completer) {
    self.init(historyPath: historyPath, historyLimit: historyLimit, input: nil, output: nil, completer: completer)
  }

  /// An editor that reads from `input` and draws on `output` (a pseudo-terminal in tests), or on standard input and
  /// output when they are nil.
  init(
    historyPath: String, historyLimit: Int = 1000, input: UnsafeMutablePointer<FILE>?,
    output: UnsafeMutablePointer<FILE>?, completer: @escaping Completer
  ) {
    precondition(!Callbacks.editorAlive, "only one LineEditor may exist at a time, because readline's state is global")
    precondition(
      (1...LineEditor.historyEntriesMax).contains(historyLimit), "historyLimit must be in 1...historyEntriesMax")
    self.historyPath = historyPath
    self.historyLimit = historyLimit
    Callbacks.editorAlive = true
    Callbacks.completer = completer
    Callbacks.interruptPending.store(false, ordering: .relaxed)
    LineEditor.configureReadline()
    crl_set_streams(input, output)
    crl_install_sigint_handler(
      { _ in Callbacks.interruptPending.store(true, ordering: .relaxed) }, &previousInterruptAction)
    loadHistory()
  }

  /// Restores SIGINT's previous disposition and detaches the completer from readline.
  deinit {
    _ = crl_restore_sigint_handler(&previousInterruptAction)
    crl_set_attempted_completion_function(nil)
    crl_set_getc_function(rl_getc)
    crl_set_streams(nil, nil)
    clear_history()
    Callbacks.completer = nil
    Callbacks.editorAlive = false
  }

  /// Whether Ctrl-C (SIGINT) arrived since the current or last read began: what a long command checks to stop early.
  static var interruptPending: Bool { Callbacks.interruptPending.load(ordering: .relaxed) }

  /// Reads one line after showing `prompt`, adding it to the history (and its file) when it is not blank.
  ///
  /// After `.interrupted` and `.endOfInput` the cursor has been moved to a fresh line.
  public func readLine(prompt: String) -> Input {
    Callbacks.interruptPending.store(false, ordering: .relaxed)
    // Left set by an interrupted read, the flag would make readline's Ctrl-C cleanup print a stray blank line.
    crl_clear_eof_found()
    var interruptAction = sigaction()
    crl_begin_reading(&interruptAction)
    let read = readline(prompt)
    crl_end_reading(&interruptAction)
    guard let buffer = read else {
      let interrupted = Callbacks.interruptPending.exchange(false, ordering: .relaxed)
      LineEditor.finishLineAfterEndOfFile()
      return interrupted ? .interrupted : .endOfInput
    }
    defer { free(buffer) }
    let line = String(cString: buffer)
    record(line)
    return .line(line)
  }

  /// The lines in readline's in-memory history, oldest first.
  public var historyLines: [String] {
    guard let entries = history_list() else { return [] }
    var lines: [String] = []
    var index = 0
    while let entry = entries[index] {
      lines.append(String(cString: entry.pointee.line))
      index += 1
    }
    return lines
  }

  /// Adds a non-blank line to the history and appends it to the history file, which is then cut to `historyLimit`.
  func record(_ line: String) {
    guard let end = line.lastIndex(where: { !$0.isWhitespace }) else { return }
    // Completion leaves a space after the last word; history keeps the line without it.
    add_history(String(line[...end]))
    // `append_history` does not create a missing file, so the first write of a new file writes it whole.
    let written = access(historyPath, F_OK) == 0 ? append_history(1, historyPath) : write_history(historyPath)
    let status = written == 0 ? history_truncate_file(historyPath, Int32(historyLimit)) : written
    if status != 0 {
      historyErrno = status
    }
  }

  /// Returns `$WIDGETSIM_HISTORY` when set, else `~/.widgetsim_history`, else `.widgetsim_history` when HOME is unset.
  /// - Throws: `EnvironmentError` for a value that is no absolute path, or holds a control character.
  static func historyPath(environment: [String: String]) throws(EnvironmentError) -> String {
    if let path = try EnvironmentPath.value("WIDGETSIM_HISTORY", in: environment) {
      return path
    }
    guard let home = try EnvironmentPath.value("HOME", in: environment) else { return ".widgetsim_history" }
    return home.hasSuffix("/") ? home + ".widgetsim_history" : home + "/.widgetsim_history"
  }

  /// Converts candidates into readline's match array: nil when there are none, else a malloc'd, NULL-terminated
  /// array of `strdup`ed strings holding the lone candidate, or the candidates' common prefix followed by them all.
  static func completionMatches(_ candidates: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    guard let first = candidates.first else { return nil }
    let entries = candidates.count == 1 ? [first] : [commonPrefix(candidates)] + candidates
    let size = MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (entries.count + 1)
    guard let raw = malloc(size) else { return nil }
    let matches = raw.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1)
    for (index, entry) in entries.enumerated() {
      matches[index] = strdup(entry)
    }
    matches[entries.count] = nil
    return matches
  }

  /// Returns the longest run of characters that every string in `strings` starts with.
  static func commonPrefix(_ strings: [String]) -> String {
    guard var prefix = strings.first else { return "" }
    for string in strings.dropFirst() {
      prefix = String(zip(prefix, string).prefix(while: { $0 == $1 }).map(\.0))
    }
    return prefix
  }

  /// Loads the history file into readline's history, keeping at most `historyLimit` entries.
  private func loadHistory() {
    using_history()
    clear_history()
    stifle_history(Int32(historyLimit))
    // A missing or unreadable file only means that there is no history yet.
    _ = read_history(historyPath)
  }

  /// Points readline's globals at widgetsim's name, word breaks, completion and interruptible input.
  private static func configureReadline() {
    crl_set_readline_name(cString(LineEditor.readlineName))
    crl_set_completer_word_break_characters(cString(LineEditor.wordBreakCharacters))
    crl_set_catch_signals(1)
    // List the candidates on the first Tab when the word is ambiguous, as most shells do.
    rl_variable_bind("show-all-if-ambiguous", "on")
    crl_set_attempted_completion_function { _, _, _ in LineEditor.attemptCompletion() }
    crl_set_getc_function { stream in LineEditor.readByte(from: stream) }
  }

  /// The application name readline matches against `$if` in inputrc.
  private static let readlineName: StaticString = "widgetsim"

  /// The characters that separate words for completion: blanks only, so `name=value` is one word.
  private static let wordBreakCharacters: StaticString = " \t"

  /// Returns a static string's bytes as a C string that lives as long as the program.
  private static func cString(_ string: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(string.utf8Start).assumingMemoryBound(to: CChar.self)
  }

  /// Moves the cursor to a fresh line after readline returned NULL, unless readline already did.
  ///
  /// Readline 8.1 and later end an end-of-file read with a newline of their own when bracketed paste is enabled
  /// (while turning bracketed paste off again), and leave the cursor after the prompt otherwise.
  private static func finishLineAfterEndOfFile() {
    let bracketedPaste = rl_variable_value("enable-bracketed-paste").map { String(cString: $0) } ?? "off"
    if bracketedPaste != "on" {
      fputs("\n", crl_output_stream())
    }
    fflush(crl_output_stream())
  }

  /// Asks the completer for the word before the cursor and hands its candidates to readline.
  private static func attemptCompletion() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    // Readline would otherwise fall back to completing file names.
    crl_set_attempted_completion_over(1)
    guard let completer = Callbacks.completer, let buffer = crl_line_buffer() else { return nil }
    let candidates = completer(String(cString: buffer), Int(crl_point()))
    // A lone `name=`, `after:` or `small,` candidate waits for what follows, so no space goes after it.
    if candidates.count == 1, let last = candidates[0].last, "=:,".contains(last) {
      crl_set_completion_append_character(0)
    }
    return completionMatches(candidates)
  }

  /// Reads one byte for readline, or returns EOF with the line emptied once Ctrl-C has been pressed.
  ///
  /// SIGINT's handler while a line is read (`crl_reading_interrupt`) sets `interruptPending` and interrupts the
  /// `read` here, on whichever thread the kernel gave the signal to (the main thread, while this one reads, in the
  /// simulator program). The line then ends as readline's own Ctrl-C would end it: `^C` at its end, and EOF on an
  /// empty line, which makes `readline` return NULL, reported by `readLine(prompt:)` as `.interrupted`. Readline
  /// handles the other signals it catches (Ctrl-Z, a resized window) itself, passed on to this thread the same way.
  private static func readByte(from stream: UnsafeMutablePointer<FILE>?) -> Int32 {
    var byte: UInt8 = 0
    while true {
      // Readline's handlers are in place now (installed when the read began, or again after a signal).
      crl_forward_readline_signals()
      handlePendingSignal()
      if Callbacks.interruptPending.load(ordering: .relaxed) {
        // Inside completion the only reader is the "display all?" question or the pager: answer no, end the line next.
        if crl_is_completing() != 0 {
          return Int32(UInt8(ascii: "n"))
        }
        echoInterrupt()
        rl_replace_line("", 1)
        return EOF
      }
      let count = read(fileno(stream), &byte, 1)
      if count == 1 {
        return Int32(byte)
      }
      if count < 0 && errno == EINTR {
        continue
      }
      return EOF
    }
  }

  /// Writes `^C` after the line being typed (when the terminal echoes control characters), as readline does.
  private static func echoInterrupt() {
    if crl_point() < crl_end() {
      // `^C` goes at the cursor, so the cursor first goes to the end where it overwrites nothing.
      _ = rl_end_of_line(1, 0)
      rl_redisplay()
    }
    rl_echo_signal_char(SIGINT)
    fflush(crl_output_stream())
  }

  /// Lets readline handle a signal that arrived while reading (see `rl_check_signals`), tidying the screen around it.
  private static func handlePendingSignal() {
    let signal = rl_pending_signal()
    rl_check_signals()
    if signal == SIGTSTP {
      // Back from a stop, the shell has left the cursor on a fresh line, where the prompt and line are drawn again.
      _ = rl_on_new_line()
      rl_redisplay()
    }
  }
}

/// The state readline's C callbacks need, kept outside any instance because C function pointers cannot capture.
private enum Callbacks {
  /// The completer of the live editor; `nonisolated(unsafe)` because the REPL and readline run on one thread only.
  nonisolated(unsafe) static var completer: LineEditor.Completer?

  /// Whether a LineEditor exists; `nonisolated(unsafe)` because the REPL and readline run on one thread only.
  nonisolated(unsafe) static var editorAlive = false

  /// Whether SIGINT arrived since the current read began; atomic because the signal handler sets it.
  static let interruptPending = Atomic<Bool>(false)
}

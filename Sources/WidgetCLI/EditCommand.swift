import WidgetCommands
import WidgetJournal
import WidgetModel
import WidgetSimCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `widgetsim edit FILE --insert SEQ ACTION | --replace SEQ ACTION | --drop SEQ[..SEQ] [-o NEW]`: a what-if copy of a
/// journal with one change, the rest of its actions replayed on top.
enum EditCommand {
  static let usage =
    "widgetsim edit FILE --insert SEQ 'ACTION' | --replace SEQ 'ACTION' | --drop SEQ[..SEQ] [-o NEW] [--tz ZONE]"
  static let details = """
    Writes a new journal: FILE's actions before SEQ, the change, then FILE's later actions replayed on top as \
    they were recorded. FILE is never changed (one in an older format is read through a current-format copy in \
    a scratch folder under TMPDIR, removed afterwards).
    --insert SEQ 'ACTION' makes ACTION action SEQ (SEQ up to one past the last, which appends).
    --replace SEQ 'ACTION' puts ACTION in the place of action SEQ.
    --drop SEQ or --drop FROM..TO takes actions out.
    ACTION is a command that records an action, typed as at the REPL's prompt ('reload weather', 'tick 30m', \
    'data weather:Shanghai {"temp":20}'); a time of day is read in the --tz zone. One change at a time: edit the \
    new journal again for another.
    Ticks keep their instants: a later tick still ends where it ended, and a tick the change has moved the clock \
    past is left out (the clock stays where the change put it). Every later action the new history no longer \
    allows is left out and listed with its seq in FILE and the reason. A widget the change adds under an \
    automatic id that FILE adds later gets the next free one, so FILE's widgets keep their ids.
    Journals with kinds whose timelines come from your own providers (provider=yes) are refused: edit does not run \
    providers, and outputs recorded from them belong to the original history.
    The new journal's header names FILE and the number of its actions kept unchanged ("parent"), and how many \
    actions the edit wrote ("edited"). It is NEW (-o), else FILE's name with .edit-N (the first free N) beside \
    FILE, or in the sessions folder for a recorded example. NEW is written whole or not at all. An existing NEW is \
    refused unless it is an earlier edit of FILE, which is replaced; even then it is refused while a REPL (or \
    another writer) has it open, and when it has grown since its edit wrote it (actions typed into it later would \
    be lost): edit it itself, or remove it first. A symbolic link as NEW is refused, neither written through nor \
    replaced.
    Nothing is written when an option is wrong. `widgetsim diff FILE NEW` compares the two.
    """

  /// One change, as the command line asks for it: the option, its SEQ or range, and the ACTION text.
  struct Change {
    /// `insert`, `replace` or `drop`.
    var option: String
    /// The first seq the change is at.
    var seq: Int
    /// The last seq a drop takes out (`seq` for the others).
    var last: Int
    /// The ACTION text of an insert or a replace.
    var text: String?
  }

  /// A new private folder for an older-format journal's copy in `base` (TMPDIR, else /tmp).
  /// - Throws: `JournalError.io` when it cannot be made.
  static func makeScratch(in base: String) throws(JournalError) -> String {
    guard let made = makeTemporaryDirectory(base + "/widgetsim-edit-XXXXXX") else {
      throw .io(path: base, operation: "make a folder in \(base)", errno: errno)
    }
    return made
  }

  /// Copies the file at `source` to a new file `target`, whole.
  /// - Throws: `JournalError.io` when either cannot be opened, read or written.
  static func copyFile(_ source: String, to target: String) throws(JournalError) {
    let input = open(source, O_RDONLY | O_CLOEXEC)
    guard input >= 0 else { throw .io(path: source, operation: "read", errno: errno) }
    defer { close(input) }
    let output = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard output >= 0 else { throw .io(path: target, operation: "write", errno: errno) }
    defer { close(output) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      guard count >= 0 else { throw .io(path: source, operation: "read", errno: errno) }
      if count == 0 { return }
      let written = buffer.withUnsafeBytes { write(output, $0.baseAddress, count) }
      guard written == count else { throw .io(path: target, operation: "write", errno: errno) }
    }
  }

  /// `widgetsim edit FILE …`.
  static func run(_ words: [String]) throws -> Int32 {
    let (path, change, output, zoneOption) = try arguments(words)
    let zone = try ZoneFile.chosen(option: zoneOption, environment: Terminal.environment())
    // The ACTION text is read before the journal, so a typo is named whatever the journal holds.
    let command = try change.text.map { try parseAction($0, change) }
    let opened: Journal.Opened
    // An older-format journal is read through its current-format copy, made in a scratch folder removed afterwards
    // (FILE and its folder stay untouched); the edit still names FILE as its parent.
    var scratch: String?
    defer { scratch.map(removeDirectory) }
    let version = Journal.formatVersion(path: path)
    let older = version.map { $0 < JournalHeader.currentVersion } ?? false
    let base = older ? try EnvironmentPath.value("TMPDIR", in: Terminal.environment()) ?? "/tmp" : "/tmp"
    do {
      if let version, older {
        let folder = try Self.makeScratch(in: base)
        scratch = folder
        let copy = folder + "/" + ChartCommand.baseName(path)
        try Self.copyFile(path, to: copy)
        opened = try Journal.open(path: copy, creating: JournalHeader(start: Instant(ms: 0)), initialActions: [])
        writeError(
          "widgetsim edit: \(path) is in format v\(version), read through a format v\(JournalHeader.currentVersion) copy (\(path) is unchanged)"
        )
      } else {
        opened = try Journal.openReadOnly(path: path, reason: .original)
      }
    } catch {
      writeError("widgetsim edit: \(ReplayCommand.message(error, path: path))")
      return 1
    }
    // The upgrade's own notes name the scratch copy, which is gone afterwards: the line above said what matters.
    if scratch == nil { for note in opened.notes.dropFirst() { writeError("widgetsim edit: \(note)") } }
    let journal = opened.journal
    let (edit, state) = try makeEdit(change, command: command, journal: journal, zone: zone)
    let target = try output ?? defaultTarget(for: path, header: journal.header)
    // NEW (-o) is written whole or not at all: into a temporary file beside it, renamed over it, with NEW held under
    // the journal writer's lock from the check to the rename.
    let (file, replacing) = try output.map { try replacement($0, for: path) } ?? (nil, nil)
    defer { file?.abandon() }
    let outcome: EditOutcome
    let parent = scratch == nil ? nil : path
    do {
      if let file {
        outcome = try journal.write(edit, from: state, replacing: file, parent: parent)
        try OutputFile.commit(file, named: "-o \(target)")
      } else {
        outcome = try journal.write(edit, from: state, to: target, parent: parent)
      }
    } catch let error as JournalError {
      writeError("widgetsim edit: \(ReplayCommand.message(error, path: target))")
      return 1
    }
    if let replacing { writeOutput("replaced \(target), \(replacing)") }
    let lines = Session.describe(edit, outcome, original: path, count: journal.count, target: target)
    writeOutput(lines.joined(separator: "\n") + "\ncompare them: widgetsim diff \(path) \(target)")
    return 0
  }

  /// Reads the words: FILE, one change, `-o NEW`, `--tz ZONE`.
  /// - Throws: `UsageError` naming the word at fault.
  static func arguments(_ words: [String]) throws(UsageError) -> (
    path: String, change: Change, output: String?, zone: String?
  ) {
    var path: String? = nil
    var change: Change? = nil
    var output: String? = nil
    var zone: String? = nil
    var index = 0
    /// The word after `index`, which option `name` needs.
    func value(_ name: String, _ what: String) throws(UsageError) -> String {
      guard index < words.count else { throw UsageError("\(name) needs \(what)") }
      index += 1
      return words[index - 1]
    }
    while index < words.count {
      let word = words[index]
      index += 1
      switch word {
      case "--insert", "--replace", "--drop":
        let option = String(word.dropFirst(2))
        if let change {
          throw UsageError(
            "--\(change.option) and \(word): edit makes one change at a time; edit the new journal again for another")
        }
        let seqText = try value(word, option == "drop" ? "SEQ or FROM..TO" : "SEQ and 'ACTION'")
        let (seq, last) = try seqRange(seqText, option: word)
        let text = option == "drop" ? nil : try value(word, "'ACTION' after SEQ, such as 'reload weather'")
        change = Change(option: option, seq: seq, last: last, text: text)
      case "-o", "--output": output = try value(word, "a file name")
      case "--tz": zone = try value(word, "a zone such as Asia/Shanghai")
      default:
        if word.hasPrefix("-") && word.count > 1 {
          let known = ["--insert", "--replace", "--drop", "-o", "--output", "--tz"]
          let near = NameSuggestion.nearest(to: word, in: known).map { "; did you mean \($0)?" } ?? ""
          throw UsageError("unknown option \(word)\(near)")
        }
        guard path == nil else { throw UsageError("unexpected '\(word)': edit takes one FILE") }
        path = word
      }
    }
    guard let path else { throw UsageError("edit needs a FILE") }
    guard let change else {
      throw UsageError("edit needs a change: --insert SEQ 'ACTION', --replace SEQ 'ACTION' or --drop SEQ")
    }
    return (path, change, output, zone)
  }

  /// `SEQ`, or `FROM..TO` for `--drop`.
  /// - Throws: `UsageError` for a word that is neither, or a range that runs backwards.
  static func seqRange(_ text: String, option: String) throws(UsageError) -> (Int, Int) {
    let parts = text.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
    if option == "--drop", parts.count == 3, parts[1].isEmpty, let low = Int(parts[0]), let high = Int(parts[2]) {
      guard low <= high else {
        throw UsageError("\(option) \(text): the range runs backwards; write the lower seq first: \(high)..\(low)")
      }
      guard low >= 1 else { throw UsageError("\(option) \(text): seqs start at 1") }
      return (low, high)
    }
    guard let seq = Int(text) else {
      let form = option == "--drop" ? "a seq such as 12, or a range such as 12..15" : "a seq such as 12"
      throw UsageError("\(option) '\(text)' is not \(form)")
    }
    guard seq >= 1 else { throw UsageError("\(option) \(text): seqs start at 1") }
    return (seq, seq)
  }

  /// The command of an insert's or a replace's ACTION text, read by the REPL's parser.
  /// - Throws: `UsageError` naming the option and the parser's message (with its "did you mean").
  static func parseAction(_ text: String, _ change: Change) throws(UsageError) -> Command {
    let option = "--\(change.option) \(change.seq) '\(text)'"
    let input: ReplInput
    do { input = try CommandParser.parse(text) } catch { throw UsageError("\(option): \(error)") }
    guard case .action(let command) = input else {
      throw UsageError(
        "\(option) is not an action; ACTION is a command that records one, as typed at the REPL's prompt, such as 'reload weather'"
      )
    }
    return command
  }

  /// The edit `change` asks for of `journal`, its ACTION (`command`) validated against the state before it, and that
  /// state.
  /// - Throws: `UsageError` naming the option, its limit (the seqs the journal has) or why ACTION is not valid there;
  ///   `JournalError` when the journal cannot be read back.
  static func makeEdit(_ change: Change, command: Command?, journal: Journal, zone: DisplayZone) throws -> (
    JournalEdit, SimState
  ) {
    let count = journal.count
    let option = "--\(change.option) \(change.seq)" + (change.last != change.seq ? "..\(change.last)" : "")
    let highest = change.option == "insert" ? count + 1 : count
    guard change.last <= highest else {
      let range = count == 0 ? "it has none" : "SEQ goes from 1 to \(highest)"
      let append = change.option == "insert" ? " (\(highest) appends after the last)" : ""
      throw UsageError("\(option): the journal holds \(count) actions, so \(range)\(append); nothing was written")
    }
    let position = change.seq - 1
    var state = JournalReplay.initialState(journal.header)
    try journal.forEach(in: 0..<position) { state.fold($0) }
    var inserting: [Action] = []
    if let command {
      do { inserting = [try state.validate(command, zone: zone)] } catch {
        throw UsageError(
          "\(option) '\(change.text ?? "")' is not valid after seq \(position) (\(state.now.iso8601)): \(error); nothing was written"
        )
      }
    }
    let removing = change.option == "insert" ? 0 : change.last - change.seq + 1
    return (JournalEdit(position: position, removing: removing, inserting: inserting), state)
  }

  /// Where the edited journal goes without `-o`: the first free `NAME.edit-N.jsonl` beside `path` (in the sessions
  /// folder for a recorded example).
  /// - Throws: `UsageError` when the sessions folder cannot be made.
  static func defaultTarget(for path: String, header: JournalHeader) throws -> String {
    guard header.isExample else { return Journal.editPath(for: path) }
    let folder = try ReplCommand.sessionsFolder(environment: Terminal.environment())
    guard makeDirectories(folder) else {
      throw UsageError("cannot make the sessions folder \(folder), where an edit of \(path) goes; use -o NEW")
    }
    return Journal.editPath(for: path, in: folder)
  }

  /// Begins replacing `output` (`-o NEW`) with the edit of `path`: NEW must be free, or an earlier edit of `path` that
  /// no writer holds (a REPL on it) and that has not grown since its edit wrote it. Returns the replacement, and for
  /// an earlier edit what it is (for the note).
  /// - Throws: `UsageError` when NEW is a link, not a regular file, `path` itself, not an edit of `path`, or has grown
  ///   (or cannot tell); `OutputError` when a writer holds it or it cannot be written.
  static func replacement(_ output: String, for path: String) throws -> (ReplacementFile, String?) {
    let name = "-o \(output)"
    let file: ReplacementFile
    do { file = try ReplacementFile(replacing: output) } catch {
      if error.isDestinationRefused { throw UsageError("\(name): \(error); nothing was written") }
      throw OutputError("\(name): \(error); nothing was written")
    }
    guard file.existing != nil else { return (file, nil) }
    do {
      return (file, try earlierEdit(output, of: path, file: file))
    } catch {
      file.abandon()
      throw error
    }
  }

  /// What NEW at `output`, held by `file`, is: an earlier edit of `path` at its seq, for the note.
  /// - Throws: `UsageError` when it is `path` itself, not an edit of `path`, or has grown since its edit wrote it (or
  ///   records no count to tell).
  static func earlierEdit(_ output: String, of path: String, file: ReplacementFile) throws -> String {
    let name = "-o \(output)"
    if file.existingIsSame(as: path) {
      throw UsageError(
        "\(name): it is \(path) itself, which edit never changes; nothing was written: choose another NEW")
    }
    let header = (try? JournalReplay.replay(path: output, to: 0))?.header
    guard let header, let parent = header.parent, parent.path == Journal.absolutePath(path) else {
      throw UsageError(
        "\(name): the file exists and is not an edit of \(path) (its header names no such parent); nothing was written: remove it or choose another NEW"
      )
    }
    guard let written = header.editedActions else {
      throw UsageError(
        "\(name): an earlier edit of \(path), but its header does not record how many actions the edit wrote (an older widgetsim wrote it), so whether actions were added to it since cannot be told; nothing was written: remove it first, or choose another NEW"
      )
    }
    let now = actionLines(output)
    guard now <= written else {
      let added = now == written + 1 ? "action \(now) was" : "actions \(written + 1)–\(now) were"
      throw UsageError(
        "\(name): an earlier edit of \(path) that has grown since the edit wrote it (\(written) actions then, \(now) now: \(added) added later, in a REPL say); replacing it would lose them, so nothing was written: edit \(output) itself, or remove it first, or choose another NEW"
      )
    }
    return "an earlier edit of \(path) (at seq \(parent.seq))"
  }

  /// The lines after the header of the file at `path` that are not blank (a torn last one too): the actions it holds,
  /// as far as lines tell.
  static func actionLines(_ path: String) -> Int {
    var lines = 0
    _ = try? LineReader.forEachLine(path: path) { (item) throws(JournalError) -> Bool in
      guard item.lineNumber > 1 else { return true }
      if case .line(_, let bytes, _, _) = item, LineReader.isBlank(bytes) { return true }
      lines += 1
      return true
    }
    return lines
  }
}

import WidgetChart
import WidgetCommands
import WidgetJournal
import WidgetModel
import WidgetSimCore

#if canImport(Glibc)
  import Glibc
#endif

/// `widgetsim chart FILE`, and the REPL's `chart`: a journal's day as one SVG (or a PNG through `rsvg-convert`, or an
/// HTML page with the journal's summary and doctor's findings).
enum ChartCommand {
  static let usage =
    "widgetsim chart FILE [--from T] [--to T] [--widgets ID,…] [-o OUT.svg|OUT.png|OUT.html] [--tz ZONE]"
  static let details = """
    Draws FILE's widgets on one time axis: a lane per widget with its status (live, stale, placeholder, blank), its \
    entries, its builds (counted, free, failed), the reload requests with arrows to the builds that carried them out \
    (a dotted stretch where one was deferred) and its counted refreshes in the rolling 24 hours against the budget; \
    a lane per cache key (writes, fetches, failures); rows for the app in the foreground, the App Group unavailable \
    and the device offline. Every mark has a tooltip in a browser.
    The SVG is the same, byte for byte, for the same journal and options.
    T is an instant (2026-03-01T09:00:00Z, or with an offset such as +08:00), a time of day HH:MM (the first at or \
    after the journal's start, in the --tz zone), or a seq (the clock after that action); neither end may lie before \
    the journal's start. A --to past the end (a seq past the last action, or a time after the journal's clock ends) \
    draws to the end, as without --to, and says so on standard error; a --from past the end, or not before --to, \
    leaves nothing to draw and is refused. --widgets draws only those widgets; without it, at most \(lanesMax) lanes \
    are drawn (the widgets with the most builds in the range), and the chart says so.
    -o writes OUT: .svg, .png (converted by rsvg-convert, from the Debian package librsvg2-bin) or .html (the SVG \
    with the journal's summary and doctor's findings, one self-contained file), whole or not at all; it never \
    replaces FILE itself, a widgetsim journal, a file a REPL is writing or a symbolic link (neither written through \
    nor replaced). Without -o the SVG goes to standard output, or, when that is a terminal, to NAME.chart.svg in the \
    current directory.
    Nothing is written when the journal cannot be read or an option is wrong.
    \(WidgetsimCLI.readOnlyNote)
    """

  /// The most widget lanes drawn without `--widgets`, and the most cache-key lanes.
  static let lanesMax = 24
  static let keyLanesMax = ChartRecorder.keyLanesMax

  /// `widgetsim chart FILE …`.
  static func run(_ words: [String]) throws -> Int32 {
    let args = try Arguments(
      words.map { $0 == "-o" ? "--output" : $0 }, flags: [], options: ["from", "to", "widgets", "output", "tz"])
    guard args.positionals.count == 1 else { throw UsageError("chart needs exactly one FILE") }
    let path = args.positionals[0]
    let zone = try ZoneFile.chosen(option: args.options["tz"], environment: Terminal.environment())
    let format = try args.options["output"].map(ChartFormat.init) ?? .svg
    let ids = try args.options["widgets"].map(widgetList)
    // OUT is checked and held before the journal is read: a name that must not be replaced is refused at once.
    let file = try args.options["output"].map { try OutputFile.begin($0, named: "-o \($0)", input: path) }
    defer { file?.abandon() }
    let initial: SimState
    do { initial = JournalReplay.initialState(try JournalReplay.replay(path: path, to: 0).header) } catch {
      writeError(ReplayCommand.message(error, path: path))
      return 1
    }
    var input = ChartInput(
      title: baseName(path), start: initial.start, bounds: [args.options["from"], args.options["to"]])
    guard
      let reading = AnalysisCommand.read(path, at: nil, observe: { state, action, _ in input.observe(state, action) })
    else { return 1 }
    // The chart reads the journal again rather than keep its actions, up to where the first reading stopped.
    let count = input.count
    let source: ChartInput.Source = { body in
      try withoutActuallyEscaping(body) { body in
        _ = try JournalReplay.replay(path: path, to: count) { _, action, _ in body(action) }
      }
    }
    let chart = try draw(
      input, initial: initial, source: source, from: args.options["from"], to: args.options["to"], ids: ids,
      zone: zone)
    let text = try format.render(chart, zone: zone, path: path)
    if let file {
      try write(text, into: file, format: format)
    } else if stdoutIsTerminal {
      let output = input.title.hasSuffix(".jsonl") ? String(input.title.dropLast(6)) : input.title
      try write(text, to: output + ".chart.svg", format: .svg, input: path)
      writeOutput("wrote \(output).chart.svg")
    } else {
      writeAll(1, text)
    }
    if let note = chart.pastEnd { writeError("\(path): \(note)") }
    return AnalysisCommand.status(reading)
  }

  /// The ids of `--widgets w1,w2`.
  static func widgetList(_ text: String) throws(UsageError) -> [String] {
    let ids = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard !ids.contains(where: \.isEmpty) else {
      throw UsageError("--widgets needs widget ids separated by commas, such as w1,w2; '\(text)' has an empty one")
    }
    return ids
  }

  /// The last component of a path.
  static func baseName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// A chart drawn: the SVG, the data it was drawn from, and the state at the journal's end.
  struct Drawn {
    var svg: String
    var data: ChartData
    var final: SimState
    /// The state the journal starts from and its actions streamed again, for what a page adds (`doctor`'s history).
    var initial: SimState
    var source: ChartInput.Source
    /// For a `--to` past the journal's end, the note saying the chart ends at the end instead (for stderr).
    var pastEnd: String?
  }

  /// Draws the chart of `input`, its actions (`source`) folded again from `initial`, over the range `from`–`to` (texts
  /// as typed; nil for the journal's start and end), with the lanes of `ids` (nil: as many as fit).
  /// - Throws: `UsageError` naming the option at fault and the limit; `ChartSizeError` when the lanes drawn would hold
  ///   more than `ChartRecorder.marksHeldMax` marks; what `source` throws.
  static func draw(
    _ input: ChartInput, initial: SimState, source: @escaping ChartInput.Source, from: String?, to: String?,
    ids: [String]?,
    idsOption: String = "--widgets", zone: DisplayZone, marksMax: Int = ChartRecorder.marksHeldMax
  ) throws -> Drawn {
    let end = input.end
    var notes: [String] = []
    let low = try from.map { text throws(UsageError) in try input.from(text, zone: zone) } ?? input.start
    // A --to past the end draws to the end, as without it: the note for stderr says so.
    let bound = try to.map { text throws(UsageError) in try input.to(text, zone: zone) }
    var high = bound?.instant ?? end
    if (from != nil || (to != nil && bound?.note == nil)) && low >= high {
      let start = from.map { "--from \($0) (\(fullTime(low, zone)))" } ?? "the journal's start (\(fullTime(low, zone)))"
      let end =
        to.map {
          bound?.note == nil
            ? "--to \($0) (\(fullTime(high, zone)))"
            : "--to \($0) (past the end, so the journal's end, \(fullTime(high, zone)))"
        } ?? "the journal's end (\(fullTime(high, zone)))"
      throw UsageError("\(start) is not before \(end): the range is empty")
    }
    if input.count == 0 {
      notes.append("The journal has no actions yet: there is nothing to draw on this axis.")
    } else if low == high {
      notes.append(
        "The clock never moved: every action happened at \(fullTime(low, zone)); the axis shows the hour from then.")
    }
    if low == high { high = low + .hours(1) }
    let selected = try input.lanes(
      ids, option: idsOption, from: low, to: high, notes: &notes, source: source, initial: initial)
    let recorder = ChartRecorder(initial, zone: zone, selected: selected, marksMax: marksMax)
    try source { recorder.feed($0) }
    let (svg, data) = try JournalChart.drawn(
      recorder, lanes: selected.count, title: input.title, notes: notes, from: low, to: high, zone: zone)
    return Drawn(
      svg: svg, data: data, final: recorder.state, initial: initial, source: source, pastEnd: bound?.note)
  }

  /// An instant with its date, for messages.
  static func fullTime(_ instant: Instant, _ zone: DisplayZone) -> String { JournalChart.fullTime(instant, zone) }

  /// Writes `text` to `path` whole or not at all, through `OutputFile` (a temporary file created exclusively beside
  /// it, renamed over it when complete), refusing a path that must not be replaced: a link, a journal, `input` itself.
  /// - Throws: `UsageError` for such a path; `OutputError` or `ChartWriteError` when it cannot be written.
  static func write(_ text: String, to path: String, format: ChartFormat, input: String?) throws {
    let file = try OutputFile.begin(path, named: "-o \(path)", input: input)
    defer { file.abandon() }
    try write(text, into: file, format: format)
  }

  /// Writes `text` into `file` (for a PNG, the SVG converted by `rsvg-convert`) and puts it in its destination's
  /// place.
  /// - Throws: `OutputError` or `ChartWriteError` naming the destination; nothing is written then.
  static func write(_ text: String, into file: ReplacementFile, format: ChartFormat) throws {
    let name = "-o \(file.destination)"
    if format == .png {
      try convert(text, into: file)
    } else {
      try OutputFile.write(text, into: file, named: name)
    }
    try OutputFile.commit(file, named: name)
  }

  /// Converts the SVG `text` to a PNG in `file` with `rsvg-convert`. The SVG goes to its standard input, from a file
  /// made exclusively beside the destination and unlinked at once, and the PNG comes back on its standard output,
  /// straight into `file`: the converter opens no path of ours, so no link planted beside OUT can redirect it.
  /// - Throws: `ChartWriteError` when rsvg-convert is missing or fails, `OutputError` when the SVG cannot be written.
  static func convert(_ text: String, into file: ReplacementFile) throws {
    let path = file.destination
    guard let converter = findProgram("rsvg-convert") else {
      throw ChartWriteError(
        "-o \(path): a PNG is made by rsvg-convert, which is not installed (on Debian or Ubuntu: apt-get install librsvg2-bin); -o \(pngStem(path)).svg writes the SVG itself"
      )
    }
    let svg: (path: String, fd: Int32)
    do { svg = try ReplacementFile.createTemporary(beside: path) } catch {
      throw OutputError("-o \(path): \(error); nothing was written")
    }
    defer { close(svg.fd) }
    removeFile(svg.path)
    guard writeAll(svg.fd, text), lseek(svg.fd, 0, SEEK_SET) == 0 else {
      throw OutputError("-o \(path): \(cannotWrite(errno)); nothing was written")
    }
    let (status, reason) = runCapturingErrors([converter, "--format=png"], input: svg.fd, output: file.fd)
    guard status == 0 else { throw ChartWriteError(converterFailure(path, status: status, reason: reason)) }
  }

  /// `out.png` without its extension.
  static func pngStem(_ path: String) -> String { String(path.dropLast(4)) }

  /// "cannot write it: REASON".
  static func cannotWrite(_ code: Int32) -> String { "cannot write it: \(JournalError.errnoText(code))" }

  /// The path of an executable `name` in a folder of `$PATH`, or nil.
  static func findProgram(_ name: String) -> String? {
    let folders = (Terminal.environment()["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
  }

  /// The REPL's `chart [ID…] [-o FILE]`: the chart of the session's journal up to the action viewed, written to
  /// FILE or beside the journal (into the sessions folder for a journal opened read-only); returns what to print.
  static func repl(_ session: Session, ids: [String], output: String?) throws -> String {
    let format = try output.map(ChartFormat.init) ?? .svg
    guard let path = try output ?? defaultPath(session) else {
      throw UsageError("this session keeps its journal in memory, so its chart has no file to go beside: chart -o FILE")
    }
    let seq = session.viewed.seq
    let initial = JournalReplay.initialState(session.header)
    var state = initial
    var input = ChartInput(title: session.path.map(baseName) ?? "session", start: state.start)
    try session.journal.forEach(in: 0..<seq) { action in
      _ = state.apply(action)
      input.observe(state, action)
    }
    let zone = session.pictureStyle.zone
    let source: ChartInput.Source = { body in try session.journal.forEach(in: 0..<seq, body) }
    let chart = try draw(
      input, initial: initial, source: source, from: nil, to: nil, ids: ids.isEmpty ? nil : ids, idsOption: "chart",
      zone: zone)
    try write(try format.render(chart, zone: zone, path: input.title), to: path, format: format, input: session.path)
    let lanes = chart.data.widgets.count
    // The path on a line of its own, so that the REPL's wrapping at blanks keeps it whole.
    return "wrote the chart of actions 1–\(seq) (\(lanes) widget lane\(lanes == 1 ? "" : "s")) to\n  \(path)"
  }

  /// Where the REPL writes a chart without `-o`: `NAME.chart.svg` beside the journal, or in the sessions folder when
  /// the journal is opened read-only (a recorded example); nil for a journal in memory.
  /// - Throws: `EnvironmentError` for a sessions folder from the environment that cannot be used.
  static func defaultPath(_ session: Session) throws -> String? {
    guard let path = session.path else { return nil }
    let stem = path.hasSuffix(".jsonl") ? String(path.dropLast(6)) : path
    guard session.journal.readOnlyReason != nil else { return stem + ".chart.svg" }
    return try ReplCommand.sessionsFolder(environment: Terminal.environment()) + "/" + baseName(stem) + ".chart.svg"
  }
}

/// A chart could not be written: the output named, and why.
struct ChartWriteError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// What `-o` writes, by the file's extension.
enum ChartFormat: Equatable {
  case svg, png, html

  /// The format of `path`, by its extension.
  /// - Throws: `UsageError` for another extension.
  init(_ path: String) throws(UsageError) {
    let lower = path.lowercased()
    if lower.hasSuffix(".svg") {
      self = .svg
    } else if lower.hasSuffix(".png") {
      self = .png
    } else if lower.hasSuffix(".html") || lower.hasSuffix(".htm") {
      self = .html
    } else {
      throw UsageError("-o \(path): the chart is written as .svg, .png or .html; name the file with one of them")
    }
  }

  /// The text to write: the SVG itself (which `rsvg-convert` turns into a PNG), or the HTML page around it.
  func render(_ chart: ChartCommand.Drawn, zone: DisplayZone, path: String) throws -> String {
    self == .html ? try ChartPage.html(chart, zone: zone, path: path) : chart.svg
  }
}

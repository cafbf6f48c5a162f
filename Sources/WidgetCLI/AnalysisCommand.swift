import WidgetCommands
import WidgetJournal
import WidgetModel
import WidgetSimCore

/// `widgetsim doctor|why|show|timeline|budget|history FILE …`: the REPL's questions asked of a journal file without
/// opening it for writing. They take no lock, so a journal another session is writing can be analysed, and they
/// never set a torn last line aside: they read up to the last whole action and say so on stderr.
enum AnalysisCommand {
  /// A journal read for analysis: its path and the state at `--at SEQ` (or at its end).
  struct Reading {
    /// The journal's path as given.
    var path: String
    /// The state reached.
    var state: SimState
    /// Whether a damaged or invalid line stopped the reading before the end (exit status 1).
    var stopped: Bool
  }

  /// Reads `path` up to `limit` without a lock, reporting on stderr a torn tail, a stop, or a `--at` past the end.
  /// - Returns: nil when the file cannot be read at all (the reason is on stderr).
  static func read(
    _ path: String, at limit: Int?, observe: ((SimState, Action, [Refresh]) -> Void)? = nil
  ) -> Reading? {
    report(path, at: limit) { () throws(JournalError) in
      try JournalReplay.replay(path: path, to: limit, observe: observe)
    }
  }

  /// The reading `replay` makes of `path` up to `limit`, reported on stderr as `read(_:at:observe:)` says.
  static func report(
    _ path: String, at limit: Int?, _ replay: () throws(JournalError) -> JournalReplay.Outcome
  ) -> Reading? {
    let outcome: JournalReplay.Outcome
    do { outcome = try replay() } catch {
      writeError(ReplayCommand.message(error, path: path))
      return nil
    }
    let state = outcome.state
    if let tail = outcome.tornTail {
      writeError(
        "\(path): \(tail.error)\nread up to seq \(state.seq), the last whole action; the file is left as it is (a session opening it sets the torn line aside)"
      )
    }
    if let error = outcome.error {
      writeError("\(path): \(error)\nread up to seq \(state.seq); nothing after it was applied")
    }
    if let limit, state.seq < limit, outcome.error == nil, outcome.tornTail == nil {
      writeError("\(path): --at \(limit) is past the end: the journal holds \(state.seq) actions")
    }
    return Reading(path: path, state: state, stopped: outcome.error != nil)
  }

  /// The arguments every analysis takes: FILE, then up to `ids` more positionals, `--at SEQ`, `--tz ZONE` (or
  /// `$WIDGETSIM_TZ`: the zone times are written in), and `--json` if allowed.
  static func arguments(_ words: [String], name: String, ids: ClosedRange<Int>, json: Bool = true, at: Bool = true)
    throws(UsageError) -> (path: String, ids: [String], at: Int?, json: Bool, style: PictureStyle)
  {
    let args = try Arguments(words, flags: json ? ["json"] : [], options: at ? ["at", "tz"] : ["tz"])
    let rest = args.positionals.dropFirst()
    guard let path = args.positionals.first, ids.contains(rest.count) else {
      throw UsageError(
        ids.upperBound == 0 ? "\(name) needs exactly one FILE" : "\(name) needs a FILE and \(idWords(ids))")
    }
    let environment = Terminal.environment()
    var style = Terminal.currentStyle(environment: environment)
    style.zone = try ZoneFile.chosen(option: args.options["tz"], environment: environment)
    return (path, Array(rest), try args.integer("at"), args.flags.contains("json"), style)
  }

  /// "a widget ID" or "at most one widget ID", for usage errors.
  static func idWords(_ ids: ClosedRange<Int>) -> String {
    ids.lowerBound == 0 ? "at most one widget ID" : "a widget ID"
  }

  /// The widget `id` of the state read, or nil after saying on stderr that there is none.
  static func widget(_ id: String, in reading: Reading) -> Widget? {
    do { return try reading.state.requireWidget(id) } catch {
      writeError("\(reading.path) at seq \(reading.state.seq): \(error)")
      return nil
    }
  }

  /// The fields every JSON answer starts with: the path, the seq read up to and the clock there.
  static func header(_ reading: Reading) -> [(key: String, value: JSONValue)] {
    [
      ("path", .string(reading.path)), ("seq", .int(Int64(reading.state.seq))),
      ("now", .string(reading.state.now.iso8601)),
    ]
  }

  /// The exit status after an answer was printed: 1 when the reading stopped at a bad line.
  static func status(_ reading: Reading) -> Int32 { reading.stopped ? 1 : 0 }

  /// `widgetsim why FILE ID [--at SEQ] [--json]`.
  static func why(_ words: [String]) throws -> Int32 {
    let args = try arguments(words, name: "why", ids: 1...1)
    guard let reading = read(args.path, at: args.at), let widget = widget(args.ids[0], in: reading) else { return 1 }
    let state = reading.state
    let sentences = Narrator(state, zone: args.style.zone).why(widget)
    if args.json {
      let fields: [(key: String, value: JSONValue)] = [
        ("id", .string(widget.id)), ("status", .string(state.display(widget).status.rawValue)),
        ("sentences", .array(sentences.map { .string($0) })), ("widget", state.widgetJSONValue(widget)),
      ]
      writeOutput(JSONValue.object(header(reading) + fields).serialized)
    } else {
      writeOutput(sentences.joined(separator: "\n"))
    }
    return status(reading)
  }

  /// `widgetsim show FILE [ID] [--at SEQ] [--json]`: the widgets drawn, or the canonical JSON.
  static func show(_ words: [String]) throws -> Int32 {
    let args = try arguments(words, name: "show", ids: 0...1)
    guard let reading = read(args.path, at: args.at) else { return 1 }
    let state = reading.state
    if let id = args.ids.first {
      guard let widget = widget(id, in: reading) else { return 1 }
      writeOutput(args.json ? state.widgetJSON(widget) : Renderer.show(widget, in: state, style: args.style))
    } else {
      writeOutput(
        args.json
          ? state.json
          : "\(reading.path): seq \(state.seq), \(state.now.iso8601)\n" + Renderer.show(state, style: args.style))
    }
    return status(reading)
  }

  /// `widgetsim timeline FILE ID [--at SEQ] [--json]`.
  static func timeline(_ words: [String]) throws -> Int32 {
    let args = try arguments(words, name: "timeline", ids: 1...1)
    guard let reading = read(args.path, at: args.at), let widget = widget(args.ids[0], in: reading) else { return 1 }
    if args.json {
      writeOutput(JSONValue.object(header(reading) + AnalysisJSON.timeline(widget, in: reading.state)).serialized)
    } else {
      writeOutput(Renderer.timeline(widget, in: reading.state, style: args.style))
    }
    return status(reading)
  }

  /// `widgetsim budget FILE [ID] [--at SEQ] [--json]`.
  static func budget(_ words: [String]) throws -> Int32 {
    let args = try arguments(words, name: "budget", ids: 0...1)
    guard let reading = read(args.path, at: args.at) else { return 1 }
    let state = reading.state
    var widgets = state.orderedWidgets
    if let id = args.ids.first {
      guard let widget = widget(id, in: reading) else { return 1 }
      widgets = [widget]
    }
    if args.json {
      let fields: [(key: String, value: JSONValue)] = [
        ("limit", .int(Int64(state.settings.budget))),
        ("widgets", .array(widgets.map { AnalysisJSON.budget($0, in: state) })),
      ]
      writeOutput(JSONValue.object(header(reading) + fields).serialized)
    } else {
      writeOutput(Renderer.budget(widgets, in: state, style: args.style))
    }
    return status(reading)
  }

  /// `widgetsim history FILE [--json]`: every action with its seq and the time it happened at.
  static func history(_ words: [String]) throws -> Int32 {
    let args = try arguments(words, name: "history", ids: 0...0, at: false)
    var rows: [(seq: Int, at: Instant, action: Action)] = []
    var clock: Instant? = nil
    let observed = read(args.path, at: nil) { state, action, _ in
      rows.append((state.seq, clock ?? state.start, action))
      clock = state.now
    }
    guard let reading = observed else { return 1 }
    if args.json {
      writeOutput(JSONValue.object(header(reading) + [("actions", .array(rows.map(AnalysisJSON.action)))]).serialized)
    } else {
      writeOutput(historyText(rows, now: reading.state.now, style: args.style))
    }
    return status(reading)
  }

  /// The history as a table: seq, the time each action happened (relative to `now`) and the action in words.
  static func historyText(_ rows: [(seq: Int, at: Instant, action: Action)], now: Instant, style: PictureStyle)
    -> String
  {
    let width = style.width
    guard !rows.isEmpty else { return "no actions yet" }
    let seqWidth = max(4, String(rows.count).count)
    let times = rows.map { style.time($0.at, now: now) }
    let timeWidth = times.map(\.count).max() ?? 5
    // Blanks that bring `text` to `width` columns, before it for numbers and after it for times.
    let blanks = { (text: String, width: Int) in String(repeating: " ", count: max(0, width - text.count)) }
    var lines = [blanks("seq", seqWidth) + "seq  time" + blanks("time", timeWidth) + "  action"]
    for (row, time) in zip(rows, times) {
      let seq = String(row.seq)
      let prefix = blanks(seq, seqWidth) + seq + "  " + time + blanks(time, timeWidth) + "  "
      lines.append(prefix + TextWidth.clip(HistoryText.describe(row.action), columns: max(20, width - prefix.count)))
    }
    return lines.joined(separator: "\n")
  }

}

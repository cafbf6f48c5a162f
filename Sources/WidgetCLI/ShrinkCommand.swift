import PropertyTesting
import WidgetCommands
import WidgetJournal
import WidgetModel
import WidgetSimCore

#if canImport(Glibc)
  import Glibc
#endif

/// `widgetsim shrink FILE --until PRED`: the smallest valid sub-journal in which the predicate becomes true.
enum ShrinkCommand {
  static let usage = "widgetsim shrink FILE --until PREDICATE"

  static let details = """
    Replays FILE, then drops chunks of actions, whole widgets, kinds and cache keys, and single actions, keeping \
    only sub-journals that still replay validly and in which PREDICATE holds after some action.
    The result is written beside FILE, x.jsonl as x.shrunk.jsonl, or x.shrunk-2.jsonl, -3 … when that name is \
    taken (nothing is replaced); its path and sizes are printed. Exit 1 when PREDICATE never holds in FILE.
    \(PredicateHelp.text)
    """

  static func run(_ words: [String]) throws -> Int32 {
    let (path, predicateText) = try PredicateHelp.arguments(words, command: "shrink")
    _ = try PredicateHelp.parse(predicateText, widgets: nil)
    let journal = try LoadedJournal.load(path)
    let predicate = try PredicateHelp.parse(predicateText, widgets: journal.widgetIDs)
    let initial = JournalReplay.initialState(journal.header)
    guard let first = LoadedJournal.firstHolding(predicate, journal.actions, initial: initial) else {
      writeError("\(path): \(predicate.text) never holds in its \(journal.actions.count) actions; nothing to shrink")
      return 1
    }
    var shrinker = Shrinker(initial: initial, simplifies: false) { candidate in
      LoadedJournal.firstHolding(predicate, candidate, initial: initial)
    }
    let shrunk = shrinker.shrink(Array(journal.actions.prefix(first)))
    var header = journal.header.derived
    header.extra.append(("shrunkFrom", .string(path)))
    header.extra.append(("until", .string(predicate.text)))
    let output = shrunkPath(path)
    let lines = shrunk.enumerated().map { ActionCodec.encode($1, seq: $0 + 1) }
    _ = try JournalWriter.create(path: output, header: header, lines: lines)
    let bytes = ([header.line] + lines).reduce(0) { $0 + $1.utf8.count + 1 }
    writeOutput(
      "\(output): \(shrunk.count) actions, \(bytes) bytes (from \(journal.actions.count) actions, \(journal.bytes) bytes); \(predicate.text) holds after seq \(shrunk.count) (\(shrinker.tries) tries)"
    )
    return 0
  }

  /// `x.jsonl` → `x.shrunk.jsonl` in the same folder, or the first free `x.shrunk-N.jsonl` when that is taken.
  static func shrunkPath(_ path: String) -> String {
    Journal.freePath(stem: (path.hasSuffix(".jsonl") ? String(path.dropLast(6)) : path) + ".shrunk")
  }
}

/// `widgetsim bisect FILE --until PRED`: the first action after which the predicate holds.
enum BisectCommand {
  static let usage = "widgetsim bisect FILE --until PREDICATE"

  static let details = """
    Replays FILE and prints 'seq N' for the first action after which PREDICATE holds, that action as a command, \
    and 'why' for the widget the predicate names (for any/all: the first widget that satisfies it). Exit 1 when \
    PREDICATE never holds.
    \(PredicateHelp.text)
    """

  static func run(_ words: [String]) throws -> Int32 {
    let (path, predicateText) = try PredicateHelp.arguments(words, command: "bisect")
    _ = try PredicateHelp.parse(predicateText, widgets: nil)
    let journal = try LoadedJournal.load(path)
    let predicate = try PredicateHelp.parse(predicateText, widgets: journal.widgetIDs)
    var state = JournalReplay.initialState(journal.header)
    var clock = state.now
    for (index, action) in journal.actions.enumerated() {
      state.apply(action)
      guard predicate.holds(in: state) else {
        clock = state.now
        continue
      }
      var lines = ["seq \(index + 1)", "action: \(action.commandText)"]
      if case .clockTicked(let to) = action { lines[1] += "  (+\((to - clock).text))" }
      if let widget = predicate.witness(in: state) {
        lines.append("why \(widget.id):")
        lines += Narrator(state).why(widget).map { "  " + $0 }
      }
      writeOutput(lines.joined(separator: "\n"))
      return 0
    }
    writeError("\(path): \(predicate.text) never holds in its \(journal.actions.count) actions")
    return 1
  }
}

/// A whole journal read for `shrink` and `bisect`: header, actions, the widget ids it names, its size.
struct LoadedJournal {
  var header: JournalHeader
  var actions: [Action]
  var widgetIDs: [String]
  var bytes: Int

  /// Reads and checks every line; a damaged or invalid line is an error (a torn last line is only a warning).
  /// - Throws: `JournalError` for an unreadable file or a bad line.
  static func load(_ path: String) throws(JournalError) -> LoadedJournal {
    var actions: [Action] = []
    let outcome = try JournalReplay.replay(path: path) { _, action, _ in actions.append(action) }
    if let error = outcome.error { throw error }
    if let torn = outcome.tornTail {
      writeError(
        "\(path): the last line is incomplete (\(torn.bytes) bytes, no newline); using the \(actions.count) whole actions"
      )
    }
    var ids: [String] = []
    for case .widgetAdded(let id, _, _, _, _) in actions where !ids.contains(id) { ids.append(id) }
    var info = stat()
    let bytes = stat(path, &info) == 0 ? Int(info.st_size) : 0
    return LoadedJournal(header: outcome.header, actions: actions, widgetIDs: ids, bytes: bytes)
  }

  /// The seq of the first action after which `predicate` holds, folding with `check` first; nil when it never
  /// holds or an action is invalid.
  static func firstHolding(_ predicate: Predicate, _ actions: [Action], initial: SimState) -> Int? {
    var state = initial
    for (index, action) in actions.enumerated() {
      do { try state.check(action) } catch { return nil }
      state.apply(action)
      if predicate.holds(in: state) { return index + 1 }
    }
    return nil
  }
}

/// The predicate language's help, and reading `FILE --until PRED` for `shrink` and `bisect`.
enum PredicateHelp {
  static let text = """
    PREDICATE is one or more conditions joined by 'and', each SUBJECT.FIELD OP VALUE: SUBJECT is a widget id, \
    'any' (some widget) or 'all' (every widget, at least one); FIELD is status (stale, blank, placeholder, \
    live), age (of the shown data, e.g. 2h; false when it shows no data), budget.used, entry (1-based) or \
    content (JSON; null when showing a fallback); OP is =, !=, >, >=, <, <= (status and content: = and != \
    only). Quote it: --until 'w1.status=stale and w1.age>2h'.
    """

  /// The FILE and the `--until` text.
  static func arguments(_ words: [String], command: String) throws(UsageError) -> (String, String) {
    let args = try Arguments(words, flags: [], options: ["until"])
    guard let until = args.options["until"] else { throw UsageError("\(command) needs --until PREDICATE") }
    guard args.positionals.count == 1 else {
      throw UsageError(
        args.positionals.isEmpty
          ? "\(command) needs a journal FILE"
          : "\(command) takes one FILE; found \(args.positionals.map { "'\($0)'" }.joined(separator: " ")) (quote the predicate if it has spaces)"
      )
    }
    return (args.positionals[0], until)
  }

  /// Parses the predicate, naming the option in the error.
  static func parse(_ text: String, widgets: [String]?) throws(UsageError) -> Predicate {
    do { return try Predicate.parse(text, widgets: widgets) } catch { throw UsageError("--until: \(error)") }
  }
}

import WidgetModel

/// What a REPL line asks for: an action to validate and record, or a question about the state.
public enum ReplInput: Equatable, Sendable {
  /// A blank line or a comment.
  case empty
  /// A command to validate into an action and record.
  case action(Command)
  /// A question that records nothing.
  case query(Query)
  /// Lines to run in turn: `source FILE` or `repeat`.
  case script(Script)
  /// A change to the history at the time-travel cursor: `insert`, `replace` or `drop`.
  case edit(HistoryEdit)
}

/// A change to the journal's history right after the time-travel cursor (`goto SEQ`): the actions after it are
/// replayed on top, and those the change makes invalid are left out.
public enum HistoryEdit: Equatable, Sendable {
  /// `insert ACTION`: a new action right after the cursor.
  case insert(Command)
  /// `replace ACTION`: the action right after the cursor replaced.
  case replace(Command)
  /// `drop [N]`: the N actions right after the cursor taken out (one when N is not given).
  case drop(Int)
}

/// A command that reads the state (or moves the time-travel cursor) and records nothing.
public enum Query: Equatable, Sendable {
  /// `help` (nil) or `help COMMAND`.
  case help(String?)
  /// `kinds`: the defined kinds.
  case kinds
  /// `show [ID] [--json]`: every widget, or one.
  case show(id: String?, json: Bool)
  /// `state [--json]`: the whole state.
  case state(json: Bool)
  /// `timeline ID`: a widget's entries and refreshes.
  case timeline(String)
  /// `why ID`: what a widget shows and why.
  case why(String)
  /// `doctor`: the widgets checked against the known pitfalls.
  case doctor
  /// `snapshot KIND [FAMILY] [PARAM=VALUE…]`: what the widget gallery shows for a kind, read from the caches only.
  case snapshot(kind: String, family: String?, params: [KeyValue])
  /// `budget [ID]`: refresh budget use, of every widget or one.
  case budget(String?)
  /// `chart [ID…] [-o FILE]`: the session's chart written to FILE (nil: beside the journal).
  case chart(ids: [String], output: String?)
  /// `history [N]`: the last N actions (nil: the default count).
  case history(Int?)
  /// `goto SEQ`: the state right after action SEQ.
  case goto(Int)
  /// `back [N]`: the cursor N actions back.
  case back(Int)
  /// `forward [N]`: the cursor N actions forward.
  case forward(Int)
  /// `head`: back to the latest action.
  case head
  /// `journal`: the journal file, its length and start.
  case journal
  /// `set` alone: the current settings.
  case settings
  /// `quit` or `exit`.
  case quit
}

/// Parses one REPL line into a `ReplInput`; errors name the word at fault and the usage.
///
/// Like the tokenizer, it reads blanks, `=` and quotes as Unicode scalars, so that a combining mark next to one of
/// them changes nothing.
public enum CommandParser {
  /// Parses a line; `#` starts a comment.
  /// - Throws: `ParseError` with a message for people.
  public static func parse(_ line: String) throws(ParseError) -> ReplInput {
    let trimmed = line.trimmingLeadingAndTrailingSpace()
    if trimmed.isEmpty || trimmed.unicodeScalars.first == "#" { return .empty }
    let name = trimmed.unicodeScalars.prefix { !$0.properties.isWhitespace }.string
    if name == "data" { return .action(try parseData(trimmed)) }
    if name == "net" { return .action(try parseNet(trimmed)) }
    if name == "intent" { return .action(try parseIntent(trimmed)) }
    if name == "repeat" { return .script(try Script.parseRepeat(trimmed)) }
    if name == "insert" || name == "replace" { return .edit(try parseEdit(name, trimmed)) }
    let words = try Tokenizer.words(trimmed).map(\.text)
    let args = Array(words.dropFirst())
    if name == "set" && args.isEmpty { return .query(.settings) }
    if name == "source" { return .script(try Script.parseSource(args)) }
    if name == "drop" {
      let count = try optionalCount(name, args) ?? 1
      guard count >= 1 else { throw ParseError("drop: N is at least 1. Usage: \(CommandCatalog.info(name)!.usage)") }
      return .edit(.drop(count))
    }
    switch name {
    case "define", "add", "remove", "configure", "fail", "reload", "tick", "app", "appgroup", "set", "device", "move",
      "tap":
      return .action(try parseAction(name, args))
    default:
      return .query(try parseQuery(name, args))
    }
  }

  static func parseAction(_ name: String, _ args: [String]) throws(ParseError) -> Command {
    switch name {
    case "define":
      guard let kind = args.first else { throw usage(name) }
      return .define(name: kind, fields: try keyValues(Array(args.dropFirst()), command: name))
    case "add": return try parseAdd(args)
    case "remove": return .remove(id: try single(name, args))
    case "configure":
      guard let id = args.first, args.count >= 2 else { throw usage(name) }
      return .configure(id: id, params: try keyValues(Array(args.dropFirst()), command: name))
    case "fail":
      guard args.count == 2 else { throw usage(name) }
      return .fail(key: args[0], reason: args[1])
    case "reload": return .reload(target: try single(name, args))
    case "tick":
      if args.first == "to" {
        guard args.count == 2 else { throw usage(name) }
        return .tickTo(args[1])
      }
      return .tickBy(try single(name, args))
    case "app" where args.first == "session" || args.first == "intent": return .appActivity(Array(args))
    case "app": return .app(try single(name, args))
    case "appgroup": return .appGroup(try single(name, args))
    case "device":
      guard !args.isEmpty, args.count <= 2 else { throw usage(name) }
      return .device(args)
    case "move":
      guard let id = args.first, args.count == 2 else { throw usage(name) }
      return .move(id: id, params: try keyValues(Array(args.dropFirst()), command: name))
    case "tap":
      guard args.count == 2 else { throw usage(name) }
      return .tap(id: args[0], intent: args[1])
    default:
      let pairs = try keyValues(args, command: name)
      guard pairs.count == 1 else { throw usage(name) }
      return .set(name: pairs[0].key, value: pairs[0].value)
    }
  }

  static func parseAdd(_ args: [String]) throws(ParseError) -> Command {
    guard let kind = args.first else { throw usage("add") }
    var rest = Array(args.dropFirst())
    var id: String? = nil
    if let asIndex = rest.firstIndex(of: "as") {
      guard asIndex == rest.count - 2 else {
        throw ParseError("add: 'as ID' must come last. Usage: add KIND [FAMILY] [PARAM=VALUE…] [as ID]")
      }
      id = rest[asIndex + 1]
      rest.removeLast(2)
    }
    let family = takeFamily(&rest)
    return .add(kind: kind, family: family, params: try keyValues(rest, command: "add"), id: id)
  }

  /// `snapshot KIND [FAMILY] [PARAM=VALUE…]`: the words of `add` without `as ID` (a preview has no id).
  static func parseSnapshot(_ args: [String]) throws(ParseError) -> Query {
    guard let kind = args.first else { throw usage("snapshot") }
    var rest = Array(args.dropFirst())
    let family = takeFamily(&rest)
    return .snapshot(kind: kind, family: family, params: try keyValues(rest, command: "snapshot"))
  }

  /// The FAMILY word that may follow the kind in `add` and `snapshot` (the first word without `=`), taken off `words`.
  static func takeFamily(_ words: inout [String]) -> String? {
    guard let first = words.first, !first.unicodeScalars.contains("=") else { return nil }
    words.removeFirst()
    return first
  }

  /// `data KEY VALUE [ttl=DUR]`: VALUE is the rest of the line, JSON or a single bare word.
  static func parseData(_ line: String) throws(ParseError) -> Command {
    let (key, value, valueText, ttl) = try keyAndValue(line, command: "data", option: "ttl")
    if valueText.hasPrefix("@"), valueText.count > 1,
      !valueText.unicodeScalars.contains(where: \.properties.isWhitespace)
    {
      return .dataFile(key: key, path: String(valueText.dropFirst()), ttl: ttl)
    }
    return .data(key: key, value: value, ttl: ttl)
  }

  /// `net online|offline`, `net KEY timeout|error` (bare words), or `net KEY VALUE [took=DUR]` with VALUE read as
  /// `data` reads it (so `net k "timeout"` answers with the string).
  static func parseNet(_ line: String) throws(ParseError) -> Command {
    let words = try Tokenizer.words(line)
    guard words.count >= 2 else { throw usage("net") }
    if URLRule.isURL(words[1].text) { return try parseNetURL(line, words) }
    if let url = schemelessURL(line, words[1]) {
      // Read as a recipe kind's key it would answer no request, silently; read as https it might not be what was
      // meant (http://), and the journal keeps the line as typed: so the line is refused, saying what to type.
      throw ParseError(
        "net \(url): a URL needs its scheme, as the provider's request has it: did you mean net https://\(url) …? "
          + "(A recipe kind's key with a / in it is taken when quoted: net \"\(url)\" …)")
    }
    if words.count == 2 { return .network(words[1].text) }
    let (key, value, valueText, took) = try keyAndValue(line, command: "net", option: "took")
    if valueText == "timeout" || valueText == "error" {
      // A server that never answers, or fails at once, takes no time to answer: `took=` goes with a VALUE.
      guard took == nil else {
        throw ParseError(
          "net \(key) \(valueText): took= goes with an answer (net KEY VALUE took=DUR); to answer the text, quote it: \"\(valueText)\""
        )
      }
      return .netFails(key: key, how: valueText)
    }
    return .net(key: key, value: value, took: took)
  }

  /// `word`'s text when it is unquoted and reads as a URL without its scheme (`api.example.com/departures`: a host
  /// name with a dot, then a /), else nil.
  static func schemelessURL(_ line: String, _ word: Tokenizer.Word) -> String? {
    let text = word.text
    let start = line.unicodeScalars.index(line.unicodeScalars.startIndex, offsetBy: word.offset)
    guard line.unicodeScalars[start] != "\"", let slash = text.firstIndex(of: "/") else { return nil }
    let host = text[..<slash]
    guard host.contains("."), !host.hasPrefix("."), !host.hasSuffix(".") else { return nil }
    return host.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == ":" } ? text : nil
  }

  /// The KEY, the VALUE (JSON or a single bare word, as a string) and its text, and the `OPTION=` word at the end of
  /// a `data`-like line.
  static func keyAndValue(_ line: String, command: String, option: String) throws(ParseError) -> (
    key: String, value: JSONValue, valueText: String, option: String?
  ) {
    let scalars = line.unicodeScalars
    var rest = scalars[scalars.index(scalars.startIndex, offsetBy: command.unicodeScalars.count)...].drop {
      $0.properties.isWhitespace
    }
    guard !rest.isEmpty else { throw usage(command) }
    let key: String
    if rest.first == "\"" {
      let words = try Tokenizer.words(rest.string)
      key = words[0].text
      let keyEnd = rest.index(rest.startIndex, offsetBy: (words.count > 1 ? words[1].offset : rest.count))
      rest = rest[keyEnd...]
    } else {
      let end = rest.firstIndex { $0.properties.isWhitespace } ?? rest.endIndex
      key = rest[..<end].string
      rest = rest[end...]
    }
    let (valueText, optionText) = splitting(option, rest.string.trimmingLeadingAndTrailingSpace())
    guard !valueText.isEmpty else {
      throw ParseError("\(command) \(key): a VALUE is missing. Usage: \(CommandCatalog.info(command)!.usage)")
    }
    let failure: JSONSyntaxError
    do { return (key, try JSONValue(parsing: valueText), valueText, optionText) } catch { failure = error }
    // A number out of range is an error as it is in a journal line, not a word kept as text.
    if failure.message == JSONSyntaxError.numberOutOfRange {
      throw ParseError(
        "\(command) \(key): VALUE has a number out of range (beyond ±1.7976931348623157e308); quote it to keep it as text: \"\(valueText)\""
      )
    }
    let valueScalars = valueText.unicodeScalars
    guard !valueScalars.contains(where: \.properties.isWhitespace), !"{[\"".unicodeScalars.contains(valueScalars.first!)
    else {
      // The reader counts bytes; people count characters.
      let column = String(decoding: valueText.utf8.prefix(failure.offset), as: UTF8.self).count + 1
      throw ParseError(
        "\(command) \(key): VALUE is not JSON (\(failure.message) at character \(column)); write JSON, a single word, or quote the text: \"like this\""
      )
    }
    return (key, .string(valueText), valueText, optionText)
  }

  /// A `data` command's VALUE and its `ttl=DUR` (or `net`'s and its `took=DUR`), when the text ends in a word that
  /// starts with `OPTION=`; but a whole text that is JSON is all VALUE, as a string such as `"wait ttl=5m"` is.
  static func splitting(_ option: String, _ text: String) -> (value: String, option: String?) {
    let scalars = text.unicodeScalars
    guard let blank = scalars.lastIndex(where: \.properties.isWhitespace) else { return (text, nil) }
    let word = scalars[scalars.index(after: blank)...]
    let prefix = (option + "=").unicodeScalars
    guard word.starts(with: prefix), (try? JSONValue(parsing: text)) == nil else { return (text, nil) }
    return (scalars[..<blank].string.trimmingLeadingAndTrailingSpace(), word.dropFirst(prefix.count).string)
  }

  static func parseQuery(_ name: String, _ args: [String]) throws(ParseError) -> Query {
    if optionless.contains(name), let option = args.first(where: { $0.hasPrefix("--") }) {
      let hint =
        option == "--at"
        ? "to see it after action SEQ, type goto SEQ first (head comes back)"
        : "--json works here for show and state; from the shell, widgetsim \(name) --help lists its options"
      throw ParseError(
        "\(name) takes no options at the prompt, so '\(echoed(option))' is not one: \(hint). Usage: \(CommandCatalog.info(name)!.usage)"
      )
    }
    switch name {
    case "help", "?":
      guard args.count <= 1 else { throw usage("help") }
      return .help(args.first)
    case "kinds": return try noArgs(name, args, .kinds)
    case "show":
      let json = args.contains("--json")
      let rest = args.filter { $0 != "--json" }
      guard rest.count <= 1 else { throw usage(name) }
      return .show(id: rest.first, json: json)
    case "state":
      guard args.isEmpty || args == ["--json"] else { throw usage(name) }
      return .state(json: !args.isEmpty)
    case "timeline": return .timeline(try single(name, args))
    case "why": return .why(try single(name, args))
    case "doctor": return try noArgs(name, args, .doctor)
    case "snapshot": return try parseSnapshot(args)
    case "budget":
      guard args.count <= 1 else { throw usage(name) }
      return .budget(args.first)
    case "chart": return try parseChart(args)
    case "history": return .history(try optionalCount(name, args))
    case "goto":
      guard let seq = try optionalCount(name, args) else { throw usage(name) }
      return .goto(seq)
    case "back": return .back(try optionalCount(name, args) ?? 1)
    case "forward": return .forward(try optionalCount(name, args) ?? 1)
    case "head": return try noArgs(name, args, .head)
    case "journal": return try noArgs(name, args, .journal)
    case "quit", "exit": return try noArgs(name, args, .quit)
    default:
      if name == "widgetsim" {
        throw ParseError(
          "this is widgetsim's prompt already: type its commands without 'widgetsim' (help lists them); the program's own subcommands (widgetsim --help) run from the shell."
        )
      }
      if shellSubcommands.contains(name) {
        throw ParseError(
          "'\(name)' is a subcommand of the widgetsim program, run from the shell (widgetsim \(name) --help says how), not a command of this prompt. Type help for the list."
        )
      }
      let near = NameSuggestion.nearest(to: name, in: CommandCatalog.names).map { " Did you mean '\($0)'?" } ?? ""
      throw ParseError("unknown command '\(echoed(name))'.\(near) Type help for the list.")
    }
  }

  /// The widgetsim program's subcommands that are not commands of the prompt, so typing one at the prompt says
  /// where it runs instead of suggesting a prompt command spelt like it (`replay` is not `replace`).
  public static let shellSubcommands: Set<String> = [
    "repl", "run", "replay", "verify", "export", "edit", "diff", "check", "shrink", "bisect", "import", "compare",
    "fit",
  ]

  /// The queries that take no `--` options at the prompt, though their shell subcommands do (`--json`, `--at`).
  static let optionless: Set<String> = ["why", "timeline", "budget", "doctor", "history"]

  /// `insert ACTION` or `replace ACTION`: the rest of the line, which must be an action, read as a line of its own.
  static func parseEdit(_ name: String, _ line: String) throws(ParseError) -> HistoryEdit {
    let scalars = line.unicodeScalars
    let rest = scalars[scalars.index(scalars.startIndex, offsetBy: name.unicodeScalars.count)...].string
    let input: ReplInput
    do { input = try parse(rest) } catch { throw ParseError("\(name): \(error.description)") }
    switch input {
    case .action(let command): return name == "insert" ? .insert(command) : .replace(command)
    case .empty: throw usage(name)
    case .query, .script, .edit:
      let word = rest.trimmingLeadingAndTrailingSpace().unicodeScalars.prefix { !$0.properties.isWhitespace }.string
      throw ParseError(
        "\(name): '\(echoed(word))' is not an action; \(name) takes a command that records one, such as reload weather. Usage: \(CommandCatalog.info(name)!.usage)"
      )
    }
  }

  /// `chart [ID…] [-o FILE]`: widget ids, and the file after `-o` (once).
  static func parseChart(_ args: [String]) throws(ParseError) -> Query {
    var ids: [String] = []
    var output: String? = nil
    var index = 0
    while index < args.count {
      let word = args[index]
      index += 1
      guard word == "-o" else {
        guard !word.hasPrefix("-") else {
          throw ParseError("chart: unknown option '\(echoed(word))'. Usage: \(CommandCatalog.info("chart")!.usage)")
        }
        ids.append(word)
        continue
      }
      guard output == nil, index < args.count else { throw usage("chart") }
      output = args[index]
      index += 1
    }
    return .chart(ids: ids, output: output)
  }

  /// The most characters of the user's input an error message repeats.
  static let echoedCharactersMax = 60

  /// `word` as an error message repeats it: cut to `echoedCharactersMax` characters, with "…" when cut.
  static func echoed(_ word: String) -> String {
    word.count <= echoedCharactersMax ? word : word.prefix(echoedCharactersMax) + "…"
  }

  static func keyValues(_ words: [String], command: String) throws(ParseError) -> [KeyValue] {
    var pairs: [KeyValue] = []
    for word in words {
      let scalars = word.unicodeScalars
      guard let eq = scalars.firstIndex(of: "="), eq != scalars.startIndex else {
        throw ParseError(
          "\(command): expected NAME=VALUE, found '\(word)'. Usage: \(CommandCatalog.info(command)!.usage)")
      }
      pairs.append(KeyValue(scalars[..<eq].string, scalars[scalars.index(after: eq)...].string))
    }
    return pairs
  }

  static func single(_ name: String, _ args: [String]) throws(ParseError) -> String {
    guard args.count == 1 else { throw usage(name) }
    return args[0]
  }

  static func noArgs(_ name: String, _ args: [String], _ query: Query) throws(ParseError) -> Query {
    guard args.isEmpty else { throw usage(name) }
    return query
  }

  static func optionalCount(_ name: String, _ args: [String]) throws(ParseError) -> Int? {
    guard args.count <= 1 else { throw usage(name) }
    guard let word = args.first else { return nil }
    guard let n = Int(word), n >= 0 else {
      throw ParseError("\(name): '\(word)' is not a whole number. Usage: \(CommandCatalog.info(name)!.usage)")
    }
    return n
  }

  static func usage(_ name: String) -> ParseError {
    ParseError("usage: \(CommandCatalog.info(name)?.usage ?? name)")
  }
}

extension String {
  /// The string without leading and trailing whitespace scalars.
  func trimmingLeadingAndTrailingSpace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
    let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
    return scalars[first...last].string
  }
}

extension Substring.UnicodeScalarView {
  /// The scalars as a string of their own.
  var string: String { String(Substring(self)) }
}

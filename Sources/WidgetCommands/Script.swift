import WidgetModel

/// A line that runs other lines: `source FILE` (the lines of a file) or `repeat N every DUR: CMD ; CMD` (commands
/// repeated with the clock ticking between). Each line it runs is an ordinary command, recorded as such.
public enum Script: Equatable, Sendable {
  /// `source FILE`: every line of FILE, in order.
  case source(path: String)
  /// `repeat N every DUR: CMD ; CMD`: `count` times, `body` (with `{n}` replaced by 1…N) then `tick DUR`.
  case repeating(count: Int, every: String, body: [String])

  /// The most times `repeat` runs its commands.
  public static let repeatCountMax = 1_000
  /// The most commands in one `repeat`.
  public static let repeatCommandsMax = 16
  /// The most `source` commands running inside one another (a script that sources itself stops there).
  public static let sourceDepthMax = 8
  /// The largest file `source` reads.
  public static let sourceBytesMax = 1 << 20
  /// The placeholder `repeat` replaces with the iteration's number.
  public static let counterPlaceholder = "{n}"

  /// The lines of one iteration of a `repeat`: its commands with `{n}` replaced by `n`, then the tick.
  public static func iteration(_ n: Int, body: [String], every: String) -> [String] {
    body.map { $0.replacing(counterPlaceholder, with: String(n)) } + ["tick \(every)"]
  }

  /// Parses the words after `source`: one path (quoted when it has blanks).
  static func parseSource(_ args: [String]) throws(ParseError) -> Script {
    guard args.count == 1, !args[0].isEmpty else { throw CommandParser.usage("source") }
    return .source(path: args[0])
  }

  /// Parses `repeat N every DUR: CMD ; CMD` (the whole line): the count and span checked, each command parsed once
  /// (with `{n}` as 1) so that a typo stops it before anything runs.
  static func parseRepeat(_ line: String) throws(ParseError) -> Script {
    guard let colon = line.firstIndex(of: ":") else { throw CommandParser.usage("repeat") }
    let head = line[..<colon].split(whereSeparator: \.isWhitespace).map(String.init)
    guard head.count == 4, head[2] == "every" else { throw CommandParser.usage("repeat") }
    guard let count = Int(head[1]), count >= 1, count <= repeatCountMax else {
      throw ParseError("repeat: '\(head[1])' is not a count from 1 to \(repeatCountMax)")
    }
    if case .failure = TimeSpan.parse(head[3]) {
      throw ParseError("repeat: '\(head[3])' is not a duration such as 5m or 1h30m")
    }
    let body = splitCommands(String(line[line.index(after: colon)...]))
    guard !body.isEmpty else { throw ParseError("repeat: no command after ':'") }
    guard body.count <= repeatCommandsMax else {
      throw ParseError("repeat: \(body.count) commands, over the limit of \(repeatCommandsMax)")
    }
    for command in iteration(1, body: body, every: head[3]) {
      if case .script = try CommandParser.parse(command) {
        throw ParseError("repeat: '\(command)' cannot be repeated; source and repeat do not nest in repeat")
      }
    }
    return .repeating(count: count, every: head[3], body: body)
  }

  /// The commands of `text` separated by `;`, trimmed, blank ones dropped; a `;` inside double quotes (a JSON string)
  /// separates nothing.
  static func splitCommands(_ text: String) -> [String] {
    var commands: [String] = []
    var current = ""
    var quoted = false
    var escaped = false
    for character in text {
      if escaped {
        escaped = false
      } else if quoted && character == "\\" {
        escaped = true
      } else if character == "\"" {
        quoted.toggle()
      } else if character == ";" && !quoted {
        commands.append(current)
        current = ""
        continue
      }
      current.append(character)
    }
    commands.append(current)
    return commands.map { $0.trimmingLeadingAndTrailingSpace() }.filter { !$0.isEmpty }
  }
}

/// What a user asks for, before it is checked against the state; `SimState.validate` turns it into an `Action`.
public enum Command: Hashable, Sendable {
  /// Define a kind from `key=value` words.
  case define(name: String, fields: [KeyValue])
  /// Add a widget of a kind, optionally in a family, with parameter values and an id.
  case add(kind: String, family: String?, params: [KeyValue], id: String?)
  case remove(id: String)
  case configure(id: String, params: [KeyValue])
  case data(key: String, value: JSONValue, ttl: String?)
  case fail(key: String, reason: String)
  case reload(target: String)
  /// Move the clock forward by a span.
  case tickBy(String)
  /// Move the clock to an instant: ISO 8601, or `HH:MM` meaning the next such time of day.
  case tickTo(String)
  case app(String)
  case appGroup(String)
  case set(name: String, value: String)
  /// `net KEY VALUE [took=DUR]`: the server answers fetches of KEY with VALUE.
  case net(key: String, value: JSONValue, took: String?)
  /// `net KEY timeout|error`: fetches of KEY never answer, or fail at once.
  case netFails(key: String, how: String)
  /// `net online|offline`: the device's network as a whole.
  case network(String)
  /// `device home|app OTHER|lock|off` or `device page N`: the words after `device`.
  case device([String])
  /// `move ID page=N`: a widget moves to another home screen page.
  case move(id: String, params: [KeyValue])
  /// `net URL VALUE|@FILE|body=TEXT|timeout|error=CODE [status=N] [took=DUR] [header=NAME:VALUE …]`: how the server
  /// answers a developer's provider's requests to URL, or to the URLs a pattern with `*` matches.
  case netURL(url: String, answer: NetAnswerWords, options: [KeyValue])
  /// `app session audio|navigation on|off` or `app intent`: the words after `app`.
  case appActivity([String])
  /// `data KEY @FILE [ttl=DUR]`: the app writes the file's content (JSON, text or other bytes, `JSONValue.file`);
  /// the session reads it before the command is checked.
  case dataFile(key: String, path: String, ttl: String?)
  /// `intent KIND NAME writes KEY VALUE [after=DUR]`: a kind's button or toggle and what its App Intent writes.
  case intent(kind: String, name: String, key: String, value: JSONValue, after: String?)
  /// `tap ID NAME`: the user taps a widget's button or toggle.
  case tap(id: String, intent: String)
}

/// What a `net URL` line says the server does, as typed.
public enum NetAnswerWords: Hashable, Sendable {
  /// A JSON body (or a bare word, as a string).
  case value(JSONValue)
  /// `@FILE`: the body is the file's content; the session reads it before the command is checked.
  case file(String)
  /// `body=TEXT`, or a file's content that is not JSON: served as it is.
  case text(String)
  /// `timeout`: it never answers.
  case timeout
  /// `error=CODE`: it fails at once with this URLError code's name.
  case error(String)
}

/// Writing commands back as text.
extension Command {
  /// `text` as one word the command tokenizer reads back unchanged: in double quotes, with `\"` and `\\` escaped,
  /// when it is empty or holds whitespace, a quote or a backslash (as Unicode scalars, as the tokenizer reads them,
  /// even inside a character that combines them with a mark); as it is otherwise.
  public static func quotedWord(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard text.isEmpty || scalars.contains(where: { $0.properties.isWhitespace || $0 == "\"" || $0 == "\\" }) else {
      return text
    }
    var out = String.UnicodeScalarView()
    out.append("\"")
    for scalar in scalars {
      if scalar == "\"" || scalar == "\\" { out.append("\\") }
      out.append(scalar)
    }
    out.append("\"")
    return String(out)
  }
}

/// One `key=value` word of a command.
public struct KeyValue: Hashable, Sendable {
  public var key: String
  public var value: String

  public init(_ key: String, _ value: String) {
    self.key = key
    self.value = value
  }
}

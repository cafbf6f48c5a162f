/// Renders errors as messages for people: what went wrong, the valid choices, and a near miss.
extension WidgetError: CustomStringConvertible {
  /// The message, one line, with "did you mean …?" when a known name is close.
  public var description: String {
    switch self {
    case .unknownWidget(let id, let known):
      return "no widget '\(id)'" + Self.hint(id, known, noun: "widgets")
    case .unknownKind(let name, let known):
      return "no kind '\(name)'" + Self.hint(name, known, noun: "kinds")
    case .unknownParam(let name, let kind, let known):
      return known.isEmpty
        ? "kind '\(kind)' has no parameters (it has a static configuration); '\(name)' is not one"
        : "kind '\(kind)' has no parameter '\(name)'" + Self.hint(name, known, noun: "parameters")
    case .unknownFamily(let name):
      return "no family '\(name)'"
        + Self.hint(name, Family.allNames, noun: "families", shown: Family.allCases.map(\.shortName))
    case .familyNotSupported(let family, let kind, let supported):
      return "kind '\(kind)' does not support \(family.rawValue); it supports "
        + supported.map { "\($0.shortName) (\($0.rawValue))" }.joined(separator: ", ")
    case .unknownOption(let param, let value, let options):
      return "'\(value)' is not an option of \(param)" + Self.hint(value, options, noun: "options")
    case .invalidValue(let what, let value, let expected):
      return "\(what): '\(value)' is not \(expected)"
    case .unknownSetting(let name):
      return "no setting '\(name)'" + Self.hint(name, Settings.names, noun: "settings")
    case .unknownField(let name, let known):
      // The fields are a fixed vocabulary, not the user's names: all of them are listed, however many.
      return "define: no field '\(name)'" + Self.hint(name, known, noun: "fields", listsAll: true)
    case .missingField(let name, let kind):
      return "define \(kind): '\(name)=' is required"
    case .duplicateKind(let name):
      return "kind '\(name)' is already defined; choose another name"
    case .duplicateWidget(let id):
      return "a widget '\(id)' already exists; choose another id"
    case .duplicateParam(let name):
      return "parameter '\(name)' is given twice"
    case .duplicateField(let name):
      return "define: field '\(name)=' is given twice"
    case .reservedID(let id):
      return "'\(id)' looks like an automatic id (w1, w2, …); name your widget something else"
    case .invalidName(let what, let value):
      return "\(what) '\(value)' is not a valid \(what) (\(Self.nameRule(what)))"
    case .unknownPlaceholder(let name, let template, let params):
      return "data key '\(template)' names {\(name)}, which is not a parameter"
        + (params.isEmpty ? " (the kind has none)" : "; parameters: " + params.joined(separator: ", "))
    case .clockBackwards(let now, let to):
      return "the clock only moves forward: it is \(now.iso8601), and \(to.iso8601) is earlier"
    case .tickTooLong(let span, let max):
      return "a tick of \(span.text) is longer than the limit of \(max.text); tick in steps"
    case .limitExceeded(let what, let max):
      return "too many \(what): the limit is \(max)"
    case .cacheFull(let key, let bytes, let max):
      return
        "data \(key): the cache would hold \(bytes) bytes in memory, over its limit of \(max) (\(max >> 20) MiB); write smaller values (the cache never forgets a key)"
    case .networkFull(let key, let bytes, let max):
      return
        "net \(key): the data would hold \(bytes) bytes in memory, over its limit of \(max) (\(max >> 20) MiB), counting each answer twice (the server's, and the copy a fetch keeps in the extension's container); answer with a smaller value"
    case .invalidNet(let url, let problem):
      return "net \(url): \(problem)"
    case .automaticIDsUsedUp(let last):
      return "the automatic widget ids are used up (the last is \(last)); name the widget with add … as ID"
    case .emptyConfigure(let id):
      return "configure \(id): give at least one PARAM=VALUE"
    case .providedMismatch(let text):
      return "the provider outputs recorded with this action do not fit its builds: \(text)"
    case .tapRefused(let id, let intent, let reason):
      return "tap \(id) \(intent): refused: \(reason); a widget's buttons work only where the user sees it, unlocked"
    }
  }

  /// " (did you mean 'x'?)" for a near miss, and the list of valid choices: all of them when `listsAll` or when
  /// there are at most 12, else their number and the first six.
  static func hint(_ word: String, _ known: [String], noun: String, shown: [String]? = nil, listsAll: Bool = false)
    -> String
  {
    var text = ""
    if let near = NameSuggestion.nearest(to: word, in: known) { text += "; did you mean '\(near)'?" }
    let list = shown ?? known
    if list.isEmpty {
      text += " (there are no \(noun))"
    } else if list.count <= 12 || listsAll {
      text += " (\(noun): \(list.joined(separator: ", ")))"
    } else {
      text += " (\(list.count) \(noun), e.g. \(list.prefix(6).joined(separator: ", ")))"
    }
    return text
  }

  /// What a valid name of each sort is made of, as `check…` functions test it.
  static func nameRule(_ what: String) -> String {
    switch what {
    case "parameter name": return "a letter or '_' first, then ASCII letters, digits and '_'; at most 64 bytes"
    case "display name": return "at most \(Limits.nameBytesMax) bytes"
    case "cache key": return "not empty, no control characters, at most \(Limits.nameBytesMax) bytes"
    default:
      return "an ASCII letter first, then letters, digits, '_', '-', '.' and ':'; at most \(Limits.nameBytesMax) bytes"
    }
  }
}

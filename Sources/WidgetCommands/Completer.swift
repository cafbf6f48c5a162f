import WidgetModel

/// Tab completion for REPL lines: given the state and a line with its cursor, the words that could replace the word
/// before the cursor. Pure: it reads the state and nothing else.
///
/// Words are separated by blanks; the word completed is the run of non-blank characters that ends at the cursor,
/// and the words before it decide the context (a command, then its arguments). Text after the cursor is ignored.
public struct Completer: Sendable {
  /// The state whose kinds, widgets, cache and network keys and settings are offered.
  public let state: SimState
  /// The display zone, in which a time of day offered for `tick to` is written.
  public let zone: DisplayZone

  /// A completer over `state`, offering times of day in `zone`.
  public init(state: SimState, zone: DisplayZone = .utc) {
    self.state = state
    self.zone = zone
  }

  /// The full replacements for the word that ends at `cursor`, a byte offset into `line`'s UTF-8.
  ///
  /// Candidates that start with the word come first; when none does, those that start with it ignoring case.
  public func candidates(line: String, cursor: Int) -> [String] {
    let bytes = Array(line.utf8.prefix(max(0, cursor)))
    let before = String(decoding: bytes, as: UTF8.self)
    let wordStart = before.lastIndex(where: { $0 == " " || $0 == "\t" }).map { before.index(after: $0) }
    let word = String(before[(wordStart ?? before.startIndex)...])
    let previous = before[..<(wordStart ?? before.startIndex)].split(whereSeparator: { $0 == " " || $0 == "\t" })
      .map(String.init)
    let options = previous.isEmpty ? Self.commandNames : arguments(previous[0], Array(previous.dropFirst()), word)
    return Self.matching(word, in: options)
  }

  /// The commands offered for the first word: every command in the catalog.
  static var commandNames: [String] { CommandCatalog.names }

  /// The options for the word after `command` and the words `args` typed since.
  func arguments(_ command: String, _ args: [String], _ word: String) -> [String] {
    switch command {
    case "help", "?": return args.isEmpty ? Self.commandNames : []
    case "define": return args.isEmpty ? [] : defineFields(word)
    case "add": return addArguments(args, word)
    case "snapshot": return addArguments(args, word, naming: false)
    case "net": return args.first.map(URLRule.isURL) == true ? urlArguments(args, word) : netArguments(args)
    case "configure": return args.isEmpty ? widgetIds : paramWords(widgetKind(args[0]), given: args.dropFirst(), word)
    case "remove", "why", "timeline": return args.isEmpty ? widgetIds : []
    case "show": return args.contains(where: { !$0.hasPrefix("-") }) ? ["--json"] : widgetIds + ["--json"]
    case "budget": return args.isEmpty ? widgetIds : []
    case "chart":
      return args.last == "-o" ? [] : widgetIds.filter { !args.contains($0) } + (args.contains("-o") ? [] : ["-o"])
    case "state": return args.isEmpty ? ["--json"] : []
    case "data": return args.isEmpty ? cacheKeys : args.count >= 2 ? ["ttl="] : []
    case "fail": return args.isEmpty ? cacheKeys : args.count == 1 ? FailReason.allCases.map(\.rawValue) : []
    case "reload": return args.isEmpty ? ["all"] + state.kindOrder : []
    case "tick": return args.isEmpty ? ["to"] : args == ["to"] ? upcomingTimes : []
    case "app" where args.first == "session":
      return args.count == 1 ? SessionKind.allCases.map(\.rawValue) : args.count == 2 ? ["on", "off"] : []
    case "app":
      return args.isEmpty ? AppState.allCases.map(\.rawValue) + [SystemChange.appUpdate.word, "session", "intent"] : []
    case "appgroup": return args.isEmpty ? ["on", "off"] : []
    case "device": return args.isEmpty ? Screen.words + ["page"] + SystemChange.deviceWords : []
    case "move": return args.isEmpty ? widgetIds : args.count == 1 ? ["page="] : []
    case "intent": return args.isEmpty ? state.kindOrder : args.count == 2 ? ["writes"] : []
    case "tap":
      return args.isEmpty ? widgetIds : args.count == 1 ? state.intents.names(of: widgetKind(args[0])?.name ?? "") : []
    case "set": return args.isEmpty ? settingWords(word) : []
    case "repeat": return args.count == 1 ? ["every"] : []
    case "insert", "replace":
      // The commands that record an action are named as the actions are.
      guard let action = args.first else { return Action.names }
      return action == "insert" || action == "replace" ? [] : arguments(action, Array(args.dropFirst()), word)
    default: return []
    }
  }

  /// `add KIND [FAMILY] [PARAM=VALUE…] [as ID]`: kinds, then the kind's families, parameters and `as`; without
  /// `naming`, for `snapshot KIND [FAMILY] [PARAM=VALUE…]`, the same but `as`.
  func addArguments(_ args: [String], _ word: String, naming: Bool = true) -> [String] {
    guard let kindName = args.first else { return state.kindOrder }
    guard !naming || args.last != "as", let kind = state.kinds[kindName] else { return [] }
    let rest = args.dropFirst()
    let familyGiven = rest.first.map { !$0.contains("=") && $0 != "as" } ?? false
    var options = paramWords(kind, given: rest, word)
    if !word.contains("=") {
      if !familyGiven && rest.isEmpty { options = familyNames(kind.families, word) + options }
      if naming { options.append("as") }
    }
    return options
  }

  /// `net KEY VALUE [took=DUR] | net KEY timeout|error | net online|offline`: the keys fetches may ask for and the
  /// device's two states, then `timeout` and `error`, then `took=` after a value.
  func netArguments(_ args: [String]) -> [String] {
    guard let first = args.first else { return netKeys + ["online", "offline"] }
    if first == "online" || first == "offline" { return [] }
    if args.count == 1 { return ["timeout", "error"] }
    return args[1] == "timeout" || args[1] == "error" ? [] : ["took="]
  }

  /// The keys `net` may set, sorted: those the kinds' data templates resolve to (with their defaults, each option of
  /// an enum or bool parameter, and the placed widgets' configurations), and those already in the network's answers
  /// or in a container.
  var netKeys: [String] {
    var keys = Set(state.network.rules.keys)
    for container in Container.allCases { keys.formUnion(state.container(container).keys) }
    for kind in state.orderedKinds {
      var base: [String: ParamValue] = [:]
      for param in kind.params { base[param.name] = param.defaultValue }
      var configs = [base] + state.orderedWidgets.filter { $0.kind == kind.name }.map(\.config)
      for param in kind.params where kind.dataKey.placeholders.contains(param.name) {
        let options: [ParamValue]
        switch param.type {
        case .enumeration(let names): options = names.map { .string($0) }
        case .bool: options = [.bool(true), .bool(false)]
        case .string, .int: options = []
        }
        configs += options.map { option in base.merging([param.name: option]) { $1 } }
      }
      keys.formUnion(configs.compactMap(kind.dataKey.resolve))
    }
    return keys.sorted()
  }

  /// `NAME=` for each parameter of `kind` not given yet, or, once the word has `=`, `NAME=VALUE` for its values.
  func paramWords(_ kind: Kind?, given: ArraySlice<String>, _ word: String) -> [String] {
    guard let kind else { return [] }
    if let equals = word.firstIndex(of: "=") {
      let name = String(word[..<equals])
      guard let param = kind.param(name) else { return [] }
      return paramValues(param, of: kind).map { "\(name)=\($0)" }
    }
    let taken = Set(given.compactMap { word in word.firstIndex(of: "=").map { String(word[..<$0]) } })
    return kind.params.map(\.name).filter { !taken.contains($0) }.map { $0 + "=" }
  }

  /// The values offered for a parameter: an enum's options, `true`/`false`, or else the default, the values widgets
  /// of the kind use and the values found in cache keys the kind reads.
  func paramValues(_ param: ParamSpec, of kind: Kind) -> [String] {
    switch param.type {
    case .enumeration(let options): return options
    case .bool: return ["true", "false"]
    case .string, .int:
      var values = param.defaultValue.map { [$0.text] } ?? []
      values += state.orderedWidgets.filter { $0.kind == kind.name }.compactMap { $0.config[param.name]?.text }
      values += state.cache.keys.sorted().compactMap { Self.value(of: param.name, in: $0, template: kind.dataKey) }
      if case .int = param.type { values = values.filter { Int64($0) != nil } }
      return values
    }
  }

  /// The value `key` gives the parameter `name` when it matches a template naming that parameter only.
  static func value(of name: String, in key: String, template: DataKeyTemplate) -> String? {
    guard template.placeholders == [name], let range = template.text.firstRange(of: "{\(name)}") else { return nil }
    let prefix = template.text[..<range.lowerBound]
    let suffix = template.text[range.upperBound...]
    guard key.hasPrefix(prefix), key.hasSuffix(suffix), key.count > prefix.count + suffix.count else { return nil }
    return String(key.dropFirst(prefix.count).dropLast(suffix.count))
  }

  /// Short family names of `families`, or WidgetKit names once the word starts like one (`system…`, `accessory…`).
  func familyNames(_ families: [Family], _ word: String) -> [String] {
    let long = word.count >= 2 && families.contains { $0.rawValue.lowercased().hasPrefix(word.lowercased()) }
    return families.map { long ? $0.rawValue : $0.shortName }
  }

  /// `define` fields as `NAME=`, or their values once the word has `=`.
  func defineFields(_ word: String) -> [String] {
    guard let equals = word.firstIndex(of: "=") else { return Kind.fieldNames.map { $0 + "=" } }
    let name = String(word[..<equals])
    let value = String(word[word.index(after: equals)...])
    let values: [String]
    switch name {
    case "families":
      let listed = value.split(separator: ",", omittingEmptySubsequences: false).dropLast().map(String.init)
      let head = listed.isEmpty ? "" : listed.joined(separator: ",") + ","
      values = Family.allCases.map(\.shortName).filter { !listed.contains($0) }.map { head + $0 }
    case "policy", "cachedPolicy", "fallbackPolicy": values = ["atEnd", "after:", "never"]
    case "fallback": values = Fallback.allCases.map(\.rawValue)
    case "appgroup", "series", "provider": values = ["yes", "no"]
    case "fetch": values = FetchMode.allCases.map(\.rawValue)
    case "expired": values = ExpiredUse.allCases.map(\.rawValue)
    // The request timeouts guides advise for a widget's fetch.
    case "timeout": values = ["2s", "3s"]
    case "param":
      guard let colon = value.firstIndex(of: ":"), !value[value.index(after: colon)...].contains(":") else {
        return []
      }
      values = ["enum:", "string", "int", "bool"].map { String(value[...colon]) + $0 }
    default: values = []
    }
    return values.map { "\(name)=\($0)" }
  }

  /// `set` words: `NAME=` for each setting, or `NAME=VALUE` for what its row offers: the choices of a setting that has
  /// a few, else the current value and the typical ones it would take now (`SettingTable.Row.completions`).
  func settingWords(_ word: String) -> [String] {
    guard let equals = word.firstIndex(of: "=") else { return Settings.names.map { $0 + "=" } }
    let name = String(word[..<equals])
    guard let row = SettingTable.row(named: name) else { return [] }
    return row.completions(beside: state.settings).map { "\(name)=\($0)" }
  }

  /// The widget ids, in the order the widgets were added.
  var widgetIds: [String] { state.orderedWidgets.map(\.id) }

  /// The kind of the widget `id`, if there is such a widget.
  func widgetKind(_ id: String) -> Kind? { state.widgets[id].flatMap { state.kinds[$0.kind] } }

  /// Every key in the cache and every key a widget reads, sorted.
  var cacheKeys: [String] {
    Set(state.cache.keys).union(state.widgets.values.compactMap(\.timeline.dataKey)).sorted()
  }

  /// The times `tick to` might aim at: each upcoming refresh and entry change, as a time of day in the display zone
  /// within a day (in whole seconds), else ISO 8601.
  var upcomingTimes: [String] {
    var instants: Set<Instant> = []
    for widget in state.widgets.values {
      if let next = widget.nextRefresh, next > state.now { instants.insert(next) }
      let timeline = widget.timeline
      let following = timeline.displayedIndex(at: state.now) + 1
      if following < timeline.entries { instants.insert(timeline.entryDate(following)) }
    }
    return instants.sorted().map { instant in
      guard instant - state.now < .days(1), instant.ms % 1000 == 0 else { return instant.iso8601 }
      return instant.text(relativeTo: instant, in: zone)
    }
  }

  /// The options that start with `word`, or, when none does, those that start with it ignoring case; no repeats.
  static func matching(_ word: String, in options: [String]) -> [String] {
    var seen: Set<String> = []
    let unique = options.filter { seen.insert($0).inserted }
    let exact = unique.filter { $0.hasPrefix(word) }
    guard exact.isEmpty else { return exact }
    let lowered = word.lowercased()
    return unique.filter { $0.lowercased().hasPrefix(lowered) }
  }
}

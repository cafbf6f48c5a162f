/// Reading and checking a kind from the `key=value` words of `define` (docs/MODEL.md, "Kinds").
extension Kind {
  /// The fields `define` accepts.
  public static let fieldNames = [
    "families", "entries", "every", "policy", "data", "ttl", "fallback", "appgroup", "param", "display", "fetch",
    "timeout", "cachedPolicy", "fallbackPolicy", "expired", "series", "provider",
  ]

  /// Builds a kind from `define NAME key=value…`; `param=` may repeat, `data=` is required.
  /// - Throws: `WidgetError` naming the field and the value at fault.
  public static func parse(name: String, fields: [KeyValue]) throws(WidgetError) -> Kind {
    var kind = Kind(
      name: name, families: [.systemSmall, .systemMedium, .systemLarge], dataKey: DataKeyTemplate("data")!)
    var sawData = false
    var seen: Set<String> = []
    for field in fields {
      guard Self.fieldNames.contains(field.key) else { throw .unknownField(field.key, known: Self.fieldNames) }
      guard field.key == "param" || seen.insert(field.key).inserted else { throw .duplicateField(field.key) }
      switch field.key {
      case "families":
        kind.families = []
        for word in field.value.split(separator: ",") { kind.families.append(try SimState.parseFamily(String(word))) }
      case "entries":
        guard let n = Int(field.value) else {
          throw .invalidValue(what: "entries", value: field.value, expected: "a whole number")
        }
        kind.entries = n
      case "every": kind.every = try SimState.parseSpan(field.value, what: "every")
      case "policy": kind.policy = try parsePolicy(field)
      case "cachedPolicy": kind.cachedPolicy = try parsePolicy(field)
      case "fallbackPolicy": kind.fallbackPolicy = try parsePolicy(field)
      case "fetch": kind.fetch = try option(field)
      case "timeout": kind.timeout = try SimState.parseSpan(field.value, what: "timeout")
      case "expired": kind.expired = try option(field)
      case "series": kind.series = try ParamSpec.parseBool(field.value, what: "series")
      case "provider": kind.provider = try ParamSpec.parseBool(field.value, what: "provider")
      case "data":
        guard let template = DataKeyTemplate(field.value) else {
          throw .invalidValue(what: "data", value: field.value, expected: "a key template such as weather:{city}")
        }
        kind.dataKey = template
        sawData = true
      case "ttl": kind.ttl = try SimState.parseSpan(field.value, what: "ttl")
      case "fallback": kind.fallback = try option(field)
      case "appgroup": kind.appGroup = try ParamSpec.parseBool(field.value, what: "appgroup")
      case "display": kind.displayName = field.value
      default: kind.params.append(try ParamSpec.parse(field.value))
      }
    }
    guard sawData else { throw .missingField("data", kind: name) }
    return kind
  }

  /// Reads a field whose value is one of a fixed set of words (`fetch`, `expired`, `fallback`).
  static func option<Option: RawRepresentable & CaseIterable>(_ field: KeyValue) throws(WidgetError) -> Option
  where Option.RawValue == String {
    guard let option = Option(rawValue: field.value) else {
      throw .unknownOption(param: field.key, value: field.value, options: Option.allCases.map(\.rawValue))
    }
    return option
  }

  static func parsePolicy(_ field: KeyValue) throws(WidgetError) -> ReloadPolicy {
    guard let policy = ReloadPolicy(text: field.value) else {
      throw .invalidValue(what: field.key, value: field.value, expected: "atEnd, after:DURATION or never")
    }
    return policy
  }

  /// Checks names, counts and spans against the limits, and that the data key names only parameters.
  public func checkDefinition() throws(WidgetError) {
    try SimState.checkName(name, what: "kind name")
    guard displayName.utf8.count <= Limits.nameBytesMax else {
      throw .invalidName(what: "display name", value: displayName)
    }
    guard !families.isEmpty else { throw .invalidValue(what: "families", value: "", expected: "at least one family") }
    guard Set(families).count == families.count else {
      throw .invalidValue(
        what: "families", value: families.map(\.shortName).joined(separator: ","), expected: "a list without repeats")
    }
    guard params.count <= Limits.paramsMax else { throw .limitExceeded(what: "parameters", max: Limits.paramsMax) }
    var names: Set<String> = []
    for param in params {
      guard names.insert(param.name).inserted else { throw .duplicateParam(param.name) }
      try param.checkDefinition()
    }
    guard entries >= 1, entries <= Limits.entriesMax else {
      throw .invalidValue(what: "entries", value: String(entries), expected: "from 1 to \(Limits.entriesMax)")
    }
    guard every.ms >= 1000, every <= Limits.spanMax else {
      throw .invalidValue(what: "every", value: every.text, expected: "a duration from 1s to \(Limits.spanMax.text)")
    }
    for (what, policy) in [("policy", policy), ("cachedPolicy", cachedPolicy), ("fallbackPolicy", fallbackPolicy)] {
      if case .after(let span)? = policy { try SimState.checkSpan(span, what: what + " after") }
    }
    guard timeout.ms >= 1, timeout <= Limits.fetchSpanMax else {
      throw .invalidValue(
        what: "timeout", value: timeout.text, expected: "a duration from 1ms to \(Limits.fetchSpanMax.text)")
    }
    try SimState.checkSpan(ttl, what: "ttl")
    try SimState.checkKey(dataKey.text)
    for placeholder in dataKey.placeholders where param(placeholder) == nil {
      throw .unknownPlaceholder(placeholder, template: dataKey.text, params: params.map(\.name))
    }
  }

  /// The kind written back as the words of a `define` command (a word with spaces or quotes is quoted).
  public var defineWords: String {
    // A kind whose timelines come from a developer's provider has no recipe: its name, families, file, App Group
    // use, parameters and display name are all there is.
    if provider {
      var words = [
        "define", name, "provider=yes", "families=" + families.map(\.shortName).joined(separator: ","),
        "data=" + dataKey.text, "appgroup=" + (appGroup ? "yes" : "no"),
      ]
      words += params.map { "param=" + $0.definitionText }
      if displayName != name { words.append("display=" + displayName) }
      return words.map(Command.quotedWord).joined(separator: " ")
    }
    var words = [
      "define", name, "families=" + families.map(\.shortName).joined(separator: ","), "entries=\(entries)",
      "every=" + every.text, "policy=" + policy.text, "data=" + dataKey.text, "ttl=" + ttl.text,
      "fallback=" + fallback.rawValue, "appgroup=" + (appGroup ? "yes" : "no"),
    ]
    words += params.map { "param=" + $0.definitionText }
    if displayName != name { words.append("display=" + displayName) }
    // The provider's fetch fields only when they differ from their defaults, so a kind without them reads as before.
    if fetch != .none { words.append("fetch=" + fetch.rawValue) }
    if timeout != Kind.defaultTimeout { words.append("timeout=" + timeout.text) }
    if let cachedPolicy { words.append("cachedPolicy=" + cachedPolicy.text) }
    if let fallbackPolicy { words.append("fallbackPolicy=" + fallbackPolicy.text) }
    if expired != .show { words.append("expired=" + expired.rawValue) }
    if series { words.append("series=yes") }
    return words.map(Command.quotedWord).joined(separator: " ")
  }
}

/// Reading and checking intent parameters.
extension ParamSpec {
  /// Reads `name:type[:options][=default]`, e.g. `city:enum:Beijing|Shanghai=Beijing` or `list:string`. In the
  /// options, `\|`, `\=` and `\\` stand for `|`, `=` and `\` (`definitionText` writes them so); any other backslash
  /// is itself. The text is read as Unicode scalars, so a mark that combines with a `:`, `|` or `=` beside it (U+0301
  /// after one, U+0600 before one) hides none of them.
  /// - Throws: `WidgetError` naming the parameter and what is wrong with it.
  public static func parse(_ text: String) throws(WidgetError) -> ParamSpec {
    let scalars = Array(text.unicodeScalars)
    let end = firstUnescaped("=", in: scalars[...]) ?? scalars.endIndex
    let defaultText = end < scalars.endIndex ? String(String.UnicodeScalarView(scalars[(end + 1)...])) : nil
    let head = scalars[..<end]
    let parts = head.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
    let name = String(String.UnicodeScalarView(parts[0]))
    guard parts.count >= 2 else {
      throw .invalidValue(
        what: "param", value: text, expected: "NAME:TYPE[=DEFAULT] with TYPE enum:A|B, string, int or bool")
    }
    let typeName = String(String.UnicodeScalarView(parts[1]))
    let type: ParamType
    switch typeName {
    case "enum":
      guard parts.count == 3, !parts[2].isEmpty else {
        throw .invalidValue(
          what: "param \(name)", value: text, expected: "an enum with options, e.g. city:enum:Beijing|Shanghai")
      }
      type = .enumeration(options(parts[2]))
    case "string": type = .string
    case "int": type = .int
    case "bool": type = .bool
    default: throw .unknownOption(param: "param type", value: typeName, options: ["enum", "string", "int", "bool"])
    }
    guard parts.count == 2 || typeName == "enum" else {
      throw .invalidValue(what: "param \(name)", value: text, expected: "NAME:TYPE[=DEFAULT]")
    }
    var spec = ParamSpec(name: name, type: type)
    if let defaultText { spec.defaultValue = try spec.parseValue(defaultText) }
    return spec
  }

  /// The position of the first `scalar` in `text` that no backslash escapes, or nil.
  static func firstUnescaped(_ scalar: Unicode.Scalar, in text: ArraySlice<Unicode.Scalar>) -> Int? {
    var index = text.startIndex
    while index < text.endIndex {
      if text[index] == scalar { return index }
      index += text[index] == "\\" ? 2 : 1
    }
    return nil
  }

  /// The options of `enum:OPTIONS`: split at each `|` that no backslash escapes, with `\|`, `\=` and `\\` read as
  /// the scalar they escape.
  static func options(_ text: ArraySlice<Unicode.Scalar>) -> [String] {
    var options: [String] = []
    var current = String.UnicodeScalarView()
    var index = text.startIndex
    while index < text.endIndex {
      let scalar = text[index]
      index += 1
      if scalar == "|" {
        options.append(String(current))
        current = String.UnicodeScalarView()
      } else if scalar == "\\", index < text.endIndex, escapedInOptions.contains(text[index]) {
        current.append(text[index])
        index += 1
      } else {
        current.append(scalar)
      }
    }
    options.append(String(current))
    return options
  }

  /// The scalars a backslash escapes in enum options.
  static let escapedInOptions: [Unicode.Scalar] = ["|", "=", "\\"]

  /// An enum option as `definitionText` writes it: `|` and `=` escaped, and a backslash where it would otherwise be
  /// read as an escape (before one of those three, or last), so that `options` reads it back as it is.
  static func escapedOption(_ option: String) -> String {
    let scalars = Array(option.unicodeScalars)
    var out = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if scalar == "|" || scalar == "=" || (scalar == "\\" && (next.map(escapedInOptions.contains) ?? true)) {
        out.append("\\")
      }
      out.append(scalar)
    }
    return String(out)
  }

  /// The parameter written back as in `define`; `parse` reads it back as the same parameter.
  public var definitionText: String {
    var text = name + ":" + type.name
    if case .enumeration(let options) = type { text += ":" + options.map(Self.escapedOption).joined(separator: "|") }
    if let defaultValue { text += "=" + defaultValue.text }
    return text
  }

  /// Reads a value typed in a command for this parameter.
  public func parseValue(_ text: String) throws(WidgetError) -> ParamValue {
    let value: ParamValue
    switch type {
    case .enumeration(let options):
      guard options.contains(text) else { throw .unknownOption(param: name, value: text, options: options) }
      value = .string(text)
    case .string: value = .string(text)
    case .int:
      guard let n = Int64(text) else {
        throw .invalidValue(what: "parameter \(name)", value: text, expected: "an integer")
      }
      value = .int(n)
    case .bool: value = .bool(try Self.parseBool(text, what: "parameter \(name)"))
    }
    try checkValue(value)
    return value
  }

  /// Checks that a value has this parameter's type (and is one of its options).
  public func checkValue(_ value: ParamValue) throws(WidgetError) {
    switch (type, value) {
    case (.enumeration(let options), .string(let s)):
      guard options.contains(s) else { throw .unknownOption(param: name, value: s, options: options) }
    case (.string, .string(let s)):
      let shown = String(s.prefix(40)) + (s.count > 40 ? "…" : "")
      guard s.utf8.count <= Limits.nameBytesMax else {
        throw .invalidValue(
          what: "parameter \(name)", value: shown,
          expected: "a string of at most \(Limits.nameBytesMax) bytes (it has \(s.utf8.count))")
      }
      guard !s.unicodeScalars.contains(where: { $0.value < 0x20 }) else {
        throw .invalidValue(what: "parameter \(name)", value: shown, expected: "a single-line string")
      }
    case (.int, .int), (.bool, .bool): break
    default:
      throw .invalidValue(what: "parameter \(name)", value: value.text, expected: "a value of type \(type.name)")
    }
  }

  func checkDefinition() throws(WidgetError) {
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
      name.unicodeScalars.allSatisfy({
        $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_")
      }),
      name.utf8.count <= 64
    else { throw .invalidName(what: "parameter name", value: name) }
    if case .enumeration(let options) = type {
      guard !options.isEmpty, options.count <= Limits.enumOptionsMax else {
        throw .limitExceeded(what: "options of \(name)", max: Limits.enumOptionsMax)
      }
      guard Set(options).count == options.count, !options.contains("") else {
        throw .invalidValue(
          what: "param \(name)", value: options.joined(separator: "|"), expected: "distinct, non-empty options")
      }
      // An option is typed, completed and shown on one line of a terminal.
      if let option = options.first(where: { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
      {
        throw .invalidValue(
          what: "param \(name)", value: SimState.visible(option), expected: "an option without control characters")
      }
    }
    if let defaultValue { try checkValue(defaultValue) }
  }

  /// Reads `true`/`false`, `yes`/`no`, `on`/`off`.
  static func parseBool(_ text: String, what: String) throws(WidgetError) -> Bool {
    switch text.lowercased() {
    case "true", "yes", "on": return true
    case "false", "no", "off": return false
    default: throw .invalidValue(what: what, value: text, expected: "true or false")
    }
  }
}

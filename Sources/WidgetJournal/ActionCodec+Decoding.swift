import WidgetModel

/// Decoding journal lines into actions (the generic path, from JSON values); every failure names the line and the
/// reason.
extension ActionCodec {
  /// The members each action's line may have besides `seq`, `action` and `crc`.
  public static let members: [String: [String]] = [
    "define": [
      "name", "display", "families", "params", "entries", "every", "policy", "data", "appgroup", "ttl", "fallback",
      "fetch", "timeout", "cachedPolicy", "fallbackPolicy", "expired", "series", "provider",
      "providerTTL",
    ],
    "add": ["id", "kind", "family", "config", "page"], "remove": ["id"], "configure": ["id", "config"],
    "data": ["key", "value", "ttl"], "fail": ["key", "reason"], "reload": ["target"], "tick": ["to"],
    "app": ["state", "system", "session", "active", "intent"], "appgroup": ["available"], "set": ["name", "value"],
    "net": ["online", "key", "answer", "took", "fails", "url", "body", "status", "headers", "error"],
    "device": ["screen", "app", "page", "system", "zone"], "move": ["id", "page"],
    "intent": ["kind", "name", "key", "value", "after"], "tap": ["id", "intent"],
  ]

  /// Decodes one action line (without its newline) of a journal in format `version`.
  /// - Throws: `JournalError` naming `lineNumber` and the reason.
  public static func decode(_ text: String, lineNumber: Int, version: Int = JournalHeader.currentVersion)
    throws(JournalError) -> Line
  {
    var copy = text
    let result: Result<Line, JournalError> = copy.withUTF8 { bytes in
      Result { () throws(JournalError) -> Line in
        try LineDecoder.decode(bytes, lineNumber: lineNumber, version: version)
      }
    }
    return try result.get()
  }

  /// The first member name of a line's top level that appears again, if any: a line names each member once.
  static func repeatedName(_ members: [(key: String, value: JSONValue)]) -> String? {
    var seen: Set<String> = []
    return members.first { !seen.insert($0.key).inserted }?.key
  }

  /// Reads a line's members, in order with repeats, as an action; `checksummed` says the line ended with a valid
  /// checksum member.
  /// - Throws: `.malformed` or `.unknownAction` naming `lineNumber`.
  public static func decode(members: [(key: String, value: JSONValue)], checksummed: Bool, lineNumber: Int)
    throws(JournalError) -> Line
  {
    if let repeated = repeatedName(members) {
      throw .malformed(line: lineNumber, reason: "member \"\(repeated)\" appears twice")
    }
    if members.contains(where: { $0.key == "crc" }) && !checksummed {
      throw .malformed(
        line: lineNumber,
        reason: "\"crc\" must be the last member, written exactly as ,\"crc\":\"8 hex digits\"} at the end")
    }
    let value = JSONValue.object(members)
    guard let seq = value["seq"]?.intValue, seq >= 1, seq <= Int64(Int32.max) else {
      throw .malformed(line: lineNumber, reason: "\"seq\" must be a whole number from 1")
    }
    guard let name = value["action"]?.stringValue else {
      throw .malformed(line: lineNumber, reason: "\"action\" must be the action's name, a string")
    }
    guard let allowed = Self.members[name] else {
      throw .unknownAction(line: lineNumber, name: name, suggestion: NameSuggestion.nearest(to: name, in: Action.names))
    }
    for member in members
    where !allowed.contains(member.key) && !["seq", "action", "crc", "builds"].contains(member.key) {
      let near = NameSuggestion.nearest(to: member.key, in: allowed).map { "; did you mean \"\($0)\"?" } ?? ""
      throw .malformed(
        line: lineNumber,
        reason: "\(name): unknown member \"\(member.key)\"\(near) (its members: \(allowed.joined(separator: ", ")))")
    }
    do {
      var action = try action(named: name, from: value)
      if let builds = value["builds"] { action = .withBuilds(action, try providedBuilds(builds)) }
      return Line(seq: Int(seq), action: action, hadChecksum: checksummed)
    } catch {
      throw .malformed(line: lineNumber, reason: "\(name): \(error)")
    }
  }

  static func action(named name: String, from value: JSONValue) throws(DecodeError) -> Action {
    switch name {
    case "define": return .kindDefined(try kind(from: value))
    case "add":
      let familyName = try string(value, "family")
      guard let family = Family(rawValue: familyName) ?? Family(name: familyName) else {
        throw DecodeError("unknown family \"\(familyName)\"")
      }
      return .widgetAdded(
        id: try string(value, "id"), kind: try string(value, "kind"), family: family,
        config: try config(value["config"] ?? .object([])), page: value["page"] == nil ? 1 : try page(value))
    case "remove": return .widgetRemoved(id: try string(value, "id"))
    case "configure":
      return .widgetConfigured(id: try string(value, "id"), changes: try config(value["config"] ?? .object([])))
    case "data":
      guard let data = value["value"] else { throw DecodeError("\"value\" is missing") }
      return .dataArrived(
        key: try string(value, "key"), value: data,
        ttl: try value["ttl"].map { (v) throws(DecodeError) in try span(v, "ttl") })
    case "fail":
      guard let reason = FailReason(rawValue: try string(value, "reason")) else {
        throw DecodeError("\"reason\" must be timeout or error")
      }
      return .fetchFailed(key: try string(value, "key"), reason: reason)
    case "reload":
      let target = try string(value, "target")
      return .reloadRequested(target == "all" ? .all : .kind(target))
    case "tick":
      guard let to = Instant(iso8601: try string(value, "to")) else {
        throw DecodeError("\"to\" is not an ISO 8601 instant")
      }
      return .clockTicked(to: to)
    case "app" where value["system"] != nil: return .systemChanged(try systemChange(from: value, of: "app"))
    case "app" where value["state"] == nil: return .appActivity(try appActivity(from: value))
    case "app":
      guard value["session"] == nil, value["active"] == nil, value["intent"] == nil else {
        throw DecodeError("\"state\" comes alone")
      }
      guard let state = AppState(rawValue: try string(value, "state")) else {
        throw DecodeError("\"state\" must be foreground or background")
      }
      return .appStateChanged(state)
    case "appgroup":
      guard let available = value["available"]?.boolValue else {
        throw DecodeError("\"available\" must be true or false")
      }
      return .appGroupChanged(available: available)
    case "set":
      guard let setting = value["value"] else { throw DecodeError("\"value\" is missing") }
      return .settingChanged(try Self.setting(name: try string(value, "name"), value: setting))
    case "net": return .networkChanged(try networkChange(from: value))
    case "device":
      if value["system"] != nil { return .systemChanged(try systemChange(from: value, of: "device")) }
      return .deviceChanged(try deviceChange(from: value))
    case "move": return .widgetMoved(id: try string(value, "id"), page: try page(value))
    case "intent":
      guard let written = value["value"] else { throw DecodeError("\"value\" is missing") }
      return .intentDefined(
        IntentDefinition(
          kind: try string(value, "kind"), name: try string(value, "name"), key: try string(value, "key"),
          value: written, after: try value["after"].map { (v) throws(DecodeError) in try span(v, "after") } ?? .zero))
    case "tap": return .tapped(id: try string(value, "id"), intent: try string(value, "intent"))
    default:
      let near = NameSuggestion.nearest(to: name, in: Action.names).map { "; did you mean \"\($0)\"?" } ?? ""
      throw DecodeError("unknown action \"\(name)\"\(near)")
    }
  }

  /// An `app` line without `"state"`: `"session"` (`audio` or `navigation`) with `"active"`, or `"intent":"ran"`.
  static func appActivity(from value: JSONValue) throws(DecodeError) -> AppActivity {
    if value["intent"] != nil {
      guard value["intent"]?.stringValue == "ran", value["session"] == nil else {
        throw DecodeError("\"intent\" must be \"ran\", alone")
      }
      return .intentRan
    }
    guard let kind = SessionKind(rawValue: try string(value, "session")) else {
      throw DecodeError("\"session\" must be audio or navigation")
    }
    guard let active = value["active"]?.boolValue else { throw DecodeError("\"active\" must be true or false") }
    return .session(kind, active: active)
  }

  /// A `device` line: `"screen"` (`home`, `app` with `"app"` naming it or not, `lock`, `off`) or `"page"` alone.
  static func deviceChange(from value: JSONValue) throws(DecodeError) -> DeviceChange {
    if value["page"] != nil {
      guard value["screen"] == nil, value["app"] == nil else { throw DecodeError("\"page\" comes alone") }
      return .page(try page(value))
    }
    let screen = try string(value, "screen")
    guard screen == "app" || value["app"] == nil else { throw DecodeError("\"app\" names the app of screen app") }
    switch screen {
    case "home": return .screen(.home)
    case "lock": return .screen(.lock)
    case "off": return .screen(.off)
    case "app": return .screen(.otherApp(try value["app"].map { (_) throws(DecodeError) in try string(value, "app") }))
    default: throw DecodeError("\"screen\" must be home, app, lock or off")
    }
  }

  /// A system change's line (`"system"`, with `"zone"` for `timezone`): `device` with `locale`, `timezone`,
  /// `textsize` or `restart`, or `app` with `update`, and nothing else.
  static func systemChange(from value: JSONValue, of action: String) throws(DecodeError) -> SystemChange {
    let word = try string(value, "system")
    guard value["state"] == nil, value["screen"] == nil, value["page"] == nil, value["app"] == nil else {
      throw DecodeError("\"system\" comes alone")
    }
    if action == "app" {
      guard word == SystemChange.appUpdate.word, value["zone"] == nil else {
        throw DecodeError("an app line's \"system\" must be update")
      }
      return .appUpdate
    }
    let zone = try value["zone"].map { (_) throws(DecodeError) in try string(value, "zone") }
    guard let change = SystemChange.device(word, zone: zone) else {
      throw DecodeError(
        "a device line's \"system\" must be locale, timezone (with \"zone\"), textsize or restart, and only timezone "
          + "has a \"zone\"")
    }
    return change
  }

  /// A line's `"page"`: a whole number (the check of the action bounds it).
  static func page(_ value: JSONValue) throws(DecodeError) -> Int {
    guard let page = value["page"]?.intValue, page >= Int64(Int32.min), page <= Int64(Int32.max) else {
      throw DecodeError("\"page\" must be a whole number")
    }
    return Int(page)
  }

  /// A `net` line: `"online"` alone, or `"key"` with `"answer"` (and `"took"`) or with `"fails"`.
  static func networkChange(from value: JSONValue) throws(DecodeError) -> NetworkChange {
    if let online = value["online"] {
      guard let up = online.boolValue, value["key"] == nil, value["answer"] == nil, value["fails"] == nil,
        value["took"] == nil
      else { throw DecodeError("\"online\" must be true or false, alone") }
      return .online(up)
    }
    if value["url"] != nil { return try urlChange(from: value) }
    guard value["body"] == nil, value["status"] == nil, value["headers"] == nil, value["error"] == nil else {
      throw DecodeError("\"body\", \"status\", \"headers\" and \"error\" go with \"url\", not with \"key\"")
    }
    let key = try string(value, "key")
    switch (value["answer"], value["fails"]) {
    case (let answer?, nil):
      let took = try value["took"].map { (v) throws(DecodeError) in try span(v, "took") } ?? NetworkChange.defaultTook
      return .rule(key: key, .answer(answer, took: took, seq: 0))
    case (nil, let fails?):
      guard value["took"] == nil else { throw DecodeError("\"took\" goes with \"answer\", not with \"fails\"") }
      switch fails.stringValue {
      case "timeout": return .rule(key: key, .timeout)
      case "error": return .rule(key: key, .error)
      default: throw DecodeError("\"fails\" must be timeout or error")
      }
    default: throw DecodeError("a net line has \"online\", or \"key\" with either \"answer\" or \"fails\"")
    }
  }

  static func string(_ value: JSONValue, _ key: String) throws(DecodeError) -> String {
    guard let s = value[key]?.stringValue else { throw DecodeError("\"\(key)\" must be a string") }
    return s
  }

  static func config(_ value: JSONValue) throws(DecodeError) -> [String: ParamValue] {
    guard let members = value.objectValue else { throw DecodeError("\"config\" must be an object") }
    var config: [String: ParamValue] = [:]
    for member in members {
      switch member.value {
      case .string(let s): config[member.key] = .string(s)
      case .int(let n): config[member.key] = .int(n)
      case .bool(let b): config[member.key] = .bool(b)
      default: throw DecodeError("config \"\(member.key)\" must be a string, an integer or a Boolean")
      }
    }
    return config
  }

  static func kind(from value: JSONValue) throws(DecodeError) -> Kind {
    let name = try string(value, "name")
    var families: [Family] = []
    for family in value["families"]?.arrayValue ?? [] {
      guard let text = family.stringValue, let f = Family(rawValue: text) ?? Family(name: text) else {
        throw DecodeError("unknown family \(family.serialized)")
      }
      families.append(f)
    }
    guard let dataText = value["data"]?.stringValue, let template = DataKeyTemplate(dataText) else {
      throw DecodeError("\"data\" must be a key template such as \"weather:{city}\"")
    }
    guard let policyText = value["policy"]?.stringValue, let policy = ReloadPolicy(text: policyText) else {
      throw DecodeError("\"policy\" must be atEnd, after:DURATION or never")
    }
    guard let entries = value["entries"]?.intValue, entries >= 0, entries <= Int64(Int32.max) else {
      throw DecodeError("\"entries\" must be a whole number")
    }
    guard let fallback = Fallback(rawValue: value["fallback"]?.stringValue ?? "placeholder") else {
      throw DecodeError("\"fallback\" must be placeholder or blank")
    }
    var params: [ParamSpec] = []
    for param in value["params"]?.arrayValue ?? [] { params.append(try paramSpec(param)) }
    // Optional, but when present of their type: `"appgroup":"no"` must not read as the default, true.
    if let display = value["display"], display.stringValue == nil { throw DecodeError("\"display\" must be a string") }
    if let flag = value["appgroup"], flag.boolValue == nil { throw DecodeError("\"appgroup\" must be true or false") }
    var kind = Kind(
      name: name, displayName: value["display"]?.stringValue ?? name, families: families, params: params,
      entries: Int(entries), every: try span(value["every"], "every"), policy: policy, dataKey: template,
      appGroup: value["appgroup"]?.boolValue ?? true,
      ttl: try value["ttl"].map { (v) throws(DecodeError) in try span(v, "ttl") } ?? .minutes(30),
      fallback: fallback)
    try readFetchFields(value, into: &kind)
    return kind
  }

  /// The provider's fetch fields of a `define` line, each optional with the defaults of `Kind`.
  static func readFetchFields(_ value: JSONValue, into kind: inout Kind) throws(DecodeError) {
    if let text = value["fetch"] {
      guard let mode = text.stringValue.flatMap(FetchMode.init(rawValue:)) else {
        throw DecodeError("\"fetch\" must be network or none")
      }
      kind.fetch = mode
    }
    if let text = value["timeout"] { kind.timeout = try span(text, "timeout") }
    for name in ["cachedPolicy", "fallbackPolicy"] {
      guard let text = value[name] else { continue }
      guard let policy = text.stringValue.flatMap(ReloadPolicy.init(text:)) else {
        throw DecodeError("\"\(name)\" must be atEnd, after:DURATION or never")
      }
      if name == "cachedPolicy" { kind.cachedPolicy = policy } else { kind.fallbackPolicy = policy }
    }
    if let text = value["expired"] {
      guard let use = text.stringValue.flatMap(ExpiredUse.init(rawValue:)) else {
        throw DecodeError("\"expired\" must be show or fallback")
      }
      kind.expired = use
    }
    if let flag = value["series"] {
      guard let series = flag.boolValue else { throw DecodeError("\"series\" must be true or false") }
      kind.series = series
    }
    if let flag = value["provider"] {
      guard let provider = flag.boolValue else { throw DecodeError("\"provider\" must be true or false") }
      kind.provider = provider
    }
    if let flag = value["providerTTL"] {
      guard let applies = flag.boolValue, !applies || kind.provider else {
        throw DecodeError("\"providerTTL\" must be true or false, and true only with \"provider\":true")
      }
      kind.providerTTL = applies
    }
  }

  /// The `"builds"` member: the outputs of developers' providers recorded with an action, in build order.
  static func providedBuilds(_ value: JSONValue) throws(DecodeError) -> [ProvidedBuild] {
    guard let items = value.arrayValue, !items.isEmpty else {
      throw DecodeError("\"builds\" must be a non-empty array of provider outputs")
    }
    var builds: [ProvidedBuild] = []
    for (n, item) in items.enumerated() {
      do { builds.append(try providedBuild(item)) } catch { throw DecodeError("builds[\(n)]: \(error)") }
    }
    return builds
  }

  /// One provider output as `buildJSON(_:)` writes it, read back with the journal's own checks (an extension's
  /// worker sends its builds to the simulator program this way).
  /// - Throws: `DecodeError` saying what is wrong with it.
  public static func build(_ value: JSONValue) throws(DecodeError) -> ProvidedBuild { try providedBuild(value) }

  /// One recorded provider output: `{"widget","at","entries","policy"}` or `{"widget","at","failed"}`, with
  /// `"reloads"` when the provider asked WidgetCenter for any and `"more"` when the action stopped after it.
  static func providedBuild(_ value: JSONValue) throws(DecodeError) -> ProvidedBuild {
    var build = try providedOutput(value)
    try readRequests(value, into: &build)
    switch value["more"] {
    case nil, .bool(false)?: break
    case .bool(true)?: build.more = true
    default: throw DecodeError("\"more\" must be true or false")
    }
    return build
  }

  /// A recorded provider output without its `"more"`.
  static func providedOutput(_ value: JSONValue) throws(DecodeError) -> ProvidedBuild {
    let allowed = [
      "widget", "at", "entries", "policy", "failed", "reloads", "more", "process", "requests", "requestsLeftOut",
    ]
    for member in value.objectValue ?? [] where !allowed.contains(member.key) {
      throw DecodeError("unknown member \"\(member.key)\" (its members: \(allowed.joined(separator: ", ")))")
    }
    guard value.objectValue != nil else { throw DecodeError("must be an object") }
    let widget = try string(value, "widget")
    guard let at = value["at"]?.stringValue.flatMap(Instant.init(iso8601:)) else {
      throw DecodeError("\"at\" must be an ISO 8601 instant")
    }
    var reloads: [ReloadTarget] = []
    if let list = value["reloads"] {
      guard let items = list.arrayValue else {
        throw DecodeError("\"reloads\" must be an array of kind names or \"all\"")
      }
      for item in items {
        guard let text = item.stringValue else { throw DecodeError("\"reloads\" must hold strings") }
        reloads.append(text == "all" ? .all : .kind(text))
      }
    }
    if let failed = value["failed"] {
      guard let reason = failed.stringValue, value["entries"] == nil, value["policy"] == nil else {
        throw DecodeError("\"failed\" is the failure's reason, a string, without \"entries\" or \"policy\"")
      }
      return ProvidedBuild(
        widget: widget, at: at, output: .failed(reason), reloads: reloads,
        process: try value["process"].map { (v) throws(DecodeError) in try extensionRun(v) })
    }
    guard let policy = value["policy"]?.stringValue.flatMap(ProvidedPolicy.init(text:)) else {
      throw DecodeError("\"policy\" must be atEnd, never or after:INSTANT")
    }
    guard let items = value["entries"]?.arrayValue else { throw DecodeError("\"entries\" must be an array") }
    guard items.count <= Limits.entriesMax else {
      throw DecodeError("\"entries\" holds \(items.count), over the limit of \(Limits.entriesMax)")
    }
    var dates: [Instant] = []
    var contents: [JSONValue] = []
    var relevances: [Double?] = []
    var placeholders: [Int] = []
    for (index, item) in items.enumerated() {
      guard let date = item["date"]?.stringValue.flatMap(Instant.init(iso8601:)) else {
        throw DecodeError("each entry's \"date\" must be an ISO 8601 instant")
      }
      dates.append(date)
      contents.append(item["content"] ?? .null)
      switch item["relevance"] {
      case nil, .null?: relevances.append(nil)
      case .int(let n)?: relevances.append(Double(n))
      case .double(let d)?: relevances.append(d)
      default: throw DecodeError("an entry's \"relevance\" must be a number")
      }
      switch item["placeholder"] {
      case nil, .bool(false)?: break
      case .bool(true)?: placeholders.append(index)
      default: throw DecodeError("entries[\(index)]: \"placeholder\" must be true or false")
      }
    }
    let entries = ProvidedEntries(
      dates: dates, contents: contents, relevances: relevances, placeholders: placeholders)
    return ProvidedBuild(
      widget: widget, at: at, output: .timeline(entries, policy), reloads: reloads,
      process: try value["process"].map { (v) throws(DecodeError) in try extensionRun(v) })
  }

  /// How the extension's process ran a build: `{"fresh":BOOL,"zone":NAME}` with `"groups":[ID…]`, `"output":TEXT`,
  /// `"outputBytes":N`, `"memoryPeak":BYTES`, `"ended":HOW` and `"method":NAME` when they say anything (`writeProcess`).
  static func extensionRun(_ value: JSONValue) throws(DecodeError) -> ExtensionRun {
    let allowed = ["fresh", "zone", "groups", "output", "outputBytes", "memoryPeak", "ended", "method"]
    guard let members = value.objectValue else { throw DecodeError("\"process\" must be an object") }
    for member in members where !allowed.contains(member.key) {
      throw DecodeError(
        "\"process\": unknown member \"\(member.key)\" (its members: \(allowed.joined(separator: ", ")))")
    }
    guard let fresh = value["fresh"]?.boolValue else {
      throw DecodeError("\"process\": \"fresh\" must be true or false")
    }
    let zone = try string(value, "zone")
    let groups = value["groups"]?.arrayValue ?? []
    guard groups.count <= ExtensionRun.unknownGroupsMax, groups.allSatisfy({ $0.stringValue != nil }) else {
      throw DecodeError("\"process\": \"groups\" must be at most \(ExtensionRun.unknownGroupsMax) strings")
    }
    let output = value["output"].map { $0.stringValue } ?? ""
    guard let output, output.utf8.count <= ExtensionRun.outputBytesMax else {
      throw DecodeError("\"process\": \"output\" must be a string of at most \(ExtensionRun.outputBytesMax) bytes")
    }
    var counts: [Int] = []
    for name in ["outputBytes", "memoryPeak"] {
      switch value[name] {
      case nil: counts.append(-1)
      case .int(let n)? where n >= 0: counts.append(Int(n))
      default: throw DecodeError("\"process\": \"\(name)\" must be a whole number, 0 or more")
      }
    }
    var ended: ExtensionEnd? = nil
    if let word = value["ended"] {
      guard let end = word.stringValue.flatMap(ExtensionEnd.init(rawValue:)) else {
        let names = ExtensionEnd.allCases.map(\.rawValue).joined(separator: ", ")
        throw DecodeError("\"process\": \"ended\" must be one of \(names)")
      }
      ended = end
    }
    var method: String? = nil
    if let word = value["method"] {
      guard let name = word.stringValue, name.utf8.count <= 80 else {
        throw DecodeError("\"process\": \"method\" must be a method's name, a string of at most 80 bytes")
      }
      method = name
    }
    return ExtensionRun(
      freshProcess: fresh, zone: zone, unknownGroups: groups.compactMap(\.stringValue), output: output,
      outputBytes: max(counts[0], output.utf8.count), memoryPeakBytes: counts[1] < 0 ? nil : counts[1], ended: ended,
      method: method)
  }

  static func paramSpec(_ value: JSONValue) throws(DecodeError) -> ParamSpec {
    let name = try string(value, "name")
    let type: ParamType
    switch value["type"]?.stringValue {
    case "enum":
      let options = value["options"]?.arrayValue?.compactMap(\.stringValue) ?? []
      guard options.count == value["options"]?.arrayValue?.count else {
        throw DecodeError("enum options must be strings")
      }
      type = .enumeration(options)
    case "string": type = .string
    case "int": type = .int
    case "bool": type = .bool
    default: throw DecodeError("param \"\(name)\" type must be enum, string, int or bool")
    }
    var spec = ParamSpec(name: name, type: type)
    switch value["default"] {
    case nil, .null?: break
    case .string(let s)?: spec.defaultValue = .string(s)
    case .int(let n)?: spec.defaultValue = .int(n)
    case .bool(let b)?: spec.defaultValue = .bool(b)
    default: throw DecodeError("param \"\(name)\" default must be a string, an integer or a Boolean")
    }
    return spec
  }
}

/// Validation in one place: a typed command becomes an action only if it is valid against the state.
extension SimState {
  /// Turns a command into the action it stands for, or explains why it is not valid now.
  /// `zone` is the display zone a time of day typed in `tick to HH:MM` is read in.
  /// - Throws: `WidgetError` naming the offending word and the valid choices.
  public func validate(_ command: Command, zone: DisplayZone = .utc) throws(WidgetError) -> Action {
    let action = try interpret(command, zone: zone)
    try check(action)
    return action
  }

  /// Reads the words of a command into a typed action, without the checks that `check` makes.
  func interpret(_ command: Command, zone: DisplayZone) throws(WidgetError) -> Action {
    switch command {
    case .define(let name, let fields):
      // `reload all` means every kind: a kind named `all` could never be reloaded alone.
      guard name != ReloadTarget.all.text else {
        throw .invalidValue(what: "kind name", value: name, expected: "free: reload all means every kind")
      }
      return .kindDefined(try Kind.parse(name: name, fields: fields))
    case .add(let kindName, let familyName, let params, let id):
      let kind = try requireKind(kindName)
      let family = try familyName.map(Self.parseFamily) ?? kind.families[0]
      if let id, WidgetID.isAutomatic(id) { throw .reservedID(id) }
      var config: [String: ParamValue] = [:]
      for param in kind.params { config[param.name] = param.defaultValue }
      // `page=N` places the widget on a home screen page, unless its kind has a parameter of that name.
      let (pageWords, paramWords) = Self.pageWords(params, of: kind)
      for (name, value) in try parseParams(paramWords, of: kind) { config[name] = value }
      guard pageWords.count <= 1 else { throw .duplicateParam(Self.pageParam) }
      let page = try pageWords.first.map { (word) throws(WidgetError) in try Self.parsePage(word.value) } ?? 1
      guard id != nil || nextWidgetNumber <= WidgetID.automaticMax else {
        throw .automaticIDsUsedUp(last: WidgetID.automatic(WidgetID.automaticMax))
      }
      let widgetID = id ?? WidgetID.automatic(nextWidgetNumber)
      return .widgetAdded(id: widgetID, kind: kind.name, family: family, config: config, page: page)
    case .remove(let id):
      return .widgetRemoved(id: try requireWidget(id).id)
    case .configure(let id, let params):
      let widget = try requireWidget(id)
      guard !params.isEmpty else { throw .emptyConfigure(id: id) }
      return .widgetConfigured(id: id, changes: try parseParams(params, of: try requireKind(widget.kind)))
    case .dataFile(let key, let path, _):
      throw .invalidValue(
        what: "data \(key)", value: "@" + path, expected: "a file the session reads before the command is checked")
    case .data(let key, let value, let ttl):
      return .dataArrived(
        key: key, value: value, ttl: try ttl.map { (text) throws(WidgetError) in try Self.parseSpan(text, what: "ttl") }
      )
    case .fail(let key, let reason):
      guard let reason = FailReason(rawValue: reason) else {
        throw .unknownOption(param: "fail reason", value: reason, options: FailReason.allCases.map(\.rawValue))
      }
      return .fetchFailed(key: key, reason: reason)
    case .reload(let target):
      return .reloadRequested(target == "all" ? .all : .kind(try requireKind(target).name))
    case .tickBy(let text):
      return .clockTicked(to: now + (try Self.parseSpan(text, what: "tick")))
    case .tickTo(let text):
      return .clockTicked(to: try parseInstant(text, zone: zone))
    case .app(let text):
      if text == SystemChange.appUpdate.word { return .systemChanged(.appUpdate) }
      guard let state = AppState(rawValue: text) else {
        throw .unknownOption(
          param: "app", value: text, options: AppState.allCases.map(\.rawValue) + [SystemChange.appUpdate.word])
      }
      return .appStateChanged(state)
    case .appGroup(let text):
      guard text == "on" || text == "off" else {
        throw .unknownOption(param: "appgroup", value: text, options: ["on", "off"])
      }
      return .appGroupChanged(available: text == "on")
    case .set(let name, let value):
      return .settingChanged(try Self.parseSetting(name: name, value: value, zone: zone, now: now))
    case .net(let key, let value, let took):
      let span = try took.map { (text) throws(WidgetError) in try Self.parseSpan(text, what: "took") }
      return .networkChanged(.rule(key: key, .answer(value, took: span ?? NetworkChange.defaultTook, seq: 0)))
    case .netFails(let key, let how):
      switch how {
      case "timeout": return .networkChanged(.rule(key: key, .timeout))
      case "error": return .networkChanged(.rule(key: key, .error))
      default: throw .unknownOption(param: "net \(key)", value: how, options: ["timeout", "error"])
      }
    case .netURL(let url, let answer, let options):
      return .networkChanged(try Self.urlChange(url: url, answer: answer, options: options))
    case .network(let text):
      guard text == "online" || text == "offline" else {
        throw .unknownOption(
          param: "net", value: text, options: ["online", "offline", "KEY VALUE", "KEY timeout", "KEY error"])
      }
      return .networkChanged(.online(text == "online"))
    case .device(let words):
      if let first = words.first, SystemChange.deviceWords.contains(first) {
        return .systemChanged(try Self.parseSystemChange(words))
      }
      return .deviceChanged(try Self.parseDevice(words))
    case .move(let id, let params):
      _ = try requireWidgetSlot(id)
      guard params.count == 1, params[0].key == "page" else {
        throw .invalidValue(
          what: "move \(id)", value: params.map { "\($0.key)=\($0.value)" }.joined(separator: " "),
          expected: "page=N")
      }
      return .widgetMoved(id: id, page: try Self.parsePage(params[0].value))
    case .appActivity(let words):
      return .appActivity(try Self.parseAppActivity(words))
    case .intent(let kind, let name, let key, let value, let after):
      let delay = try after.map { (text) throws(WidgetError) in try Self.parseSpan(text, what: "after") }
      return .intentDefined(IntentDefinition(kind: kind, name: name, key: key, value: value, after: delay ?? .zero))
    case .tap(let id, let intent):
      return .tapped(id: id, intent: intent)
    }
  }

  /// Reads the words after `app` that are not `foreground` or `background`: `session audio|navigation on|off` or
  /// `intent`.
  /// - Throws: `WidgetError.unknownOption` naming the words that are not one of them.
  static func parseAppActivity(_ words: [String]) throws(WidgetError) -> AppActivity {
    if words == ["intent"] { return .intentRan }
    if words.count == 3, words[0] == "session", let kind = SessionKind(rawValue: words[1]),
      words[2] == "on" || words[2] == "off"
    {
      return .session(kind, active: words[2] == "on")
    }
    throw .unknownOption(
      param: "app", value: words.joined(separator: " "),
      options: ["foreground", "background", "session audio on|off", "session navigation on|off", "intent"])
  }

  /// Reads the words after `device`: `home`, `app OTHER`, `lock`, `off` or `page N`.
  /// - Throws: `WidgetError` naming the word that is not one of them.
  static func parseDevice(_ words: [String]) throws(WidgetError) -> DeviceChange {
    switch (words.first, words.count) {
    case ("home", 1): return .screen(.home)
    case ("lock", 1): return .screen(.lock)
    case ("off", 1): return .screen(.off)
    case ("app", 2): return .screen(.otherApp(words[1]))
    case ("page", 2): return .page(try parsePage(words[1]))
    default:
      throw .unknownOption(
        param: "device", value: words.joined(separator: " "), options: Self.deviceOptions)
    }
  }

  /// What `device` takes, as its errors list it.
  static let deviceOptions = [
    "home", "app OTHER", "lock", "off", "page N", "locale", "timezone ZONE", "textsize", "restart",
  ]

  /// Reads the words after `device` that name a system change: `locale`, `timezone ZONE`, `textsize` or `restart`.
  /// - Throws: `WidgetError` when the words are not one of them.
  static func parseSystemChange(_ words: [String]) throws(WidgetError) -> SystemChange {
    guard let first = words.first, let change = SystemChange.device(first, zone: words.count == 2 ? words[1] : nil),
      words.count == (first == "timezone" ? 2 : 1)
    else {
      throw .unknownOption(param: "device", value: words.joined(separator: " "), options: Self.deviceOptions)
    }
    return change
  }

  /// Checks a time zone's name as `device timezone` takes it: an IANA name such as `Europe/Paris` or `UTC`, of
  /// letters, digits and `/_+-`, at most `Limits.zoneNameBytesMax` bytes.
  /// - Throws: `WidgetError` naming the zone.
  static func checkZoneName(_ name: String) throws(WidgetError) {
    let allowed = name.utf8.allSatisfy { byte in
      (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
        || byte == 0x2F || byte == 0x5F || byte == 0x2B || byte == 0x2D
    }
    guard allowed, !name.isEmpty, name.utf8.count <= Limits.zoneNameBytesMax, name.utf8.first != 0x2F else {
      throw .invalidValue(
        what: "time zone", value: name,
        expected:
          "a zone name such as Europe/Paris (letters, digits and /_+-, at most \(Limits.zoneNameBytesMax) bytes)")
    }
  }

  /// The word `add` reads a widget's home screen page from (`add weather page=2`).
  static let pageParam = "page"

  /// `add`'s `page=N` words and the others (the kind's parameters); every word is a parameter for a kind that has one
  /// named `page`.
  static func pageWords(_ words: [KeyValue], of kind: Kind) -> (page: [KeyValue], params: [KeyValue]) {
    guard kind.param(pageParam) == nil else { return ([], words) }
    return (words.filter { $0.key == pageParam }, words.filter { $0.key != pageParam })
  }

  /// Reads a home screen page number, 1 to `Limits.homePagesMax`.
  static func parsePage(_ text: String) throws(WidgetError) -> Int {
    guard let page = Int(text), (1...Limits.homePagesMax).contains(page) else {
      throw .invalidValue(what: "page", value: text, expected: "a page from 1 to \(Limits.homePagesMax)")
    }
    return page
  }

  /// Checks a typed action (typed by a user or read from a journal) against the state and the limits.
  /// - Throws: `WidgetError` when the action is impossible now.
  public func check(_ action: Action) throws(WidgetError) {
    switch action {
    case .kindDefined(let kind):
      guard kinds[kind.name] == nil else { throw .duplicateKind(kind.name) }
      guard kinds.count < Limits.kindsMax else { throw .limitExceeded(what: "kinds", max: Limits.kindsMax) }
      try kind.checkDefinition()
    case .widgetAdded(let id, let kindName, let family, let config, let page):
      _ = try Self.parsePage(String(page))
      let kind = try requireKind(kindName)
      guard page == 1 || kind.param(Self.pageParam) == nil else {
        throw .invalidValue(
          what: "page of \(id)", value: String(page),
          expected:
            "1: kind \(kind.name) has a parameter named page, so add places its widgets on page 1 (move \(id) page=N moves one)"
        )
      }
      guard kind.families.contains(family) else {
        throw .familyNotSupported(family, kind: kind.name, supported: kind.families)
      }
      try Self.checkName(id, what: "widget id")
      guard widgets.slot(of: id) == nil else { throw .duplicateWidget(id) }
      guard widgets.count < Limits.widgetsMax else { throw .limitExceeded(what: "widgets", max: Limits.widgetsMax) }
      try Self.checkConfig(config, of: kind)
    case .widgetRemoved(let id):
      try requireWidgetID(id)
    case .widgetConfigured(let id, let changes):
      // The widget is read in its slot: `requireWidget` would copy it.
      let slot = try requireWidgetSlot(id)
      guard !changes.isEmpty else { throw .emptyConfigure(id: id) }
      try Self.checkConfig(changes, of: try requireKind(widgets.slots[slot]!.kind))
    case .dataArrived(let key, let value, let ttl):
      try Self.checkKey(key)
      try checkCacheKeys(writing: key)
      let valueBytes = try Self.checkDataValue(value)
      try checkCacheBytes(afterWriting: valueBytes, for: key, in: appGroup ? .appGroup : .app)
      if let ttl { try Self.checkSpan(ttl, what: "ttl") }
    case .networkChanged(.online):
      break
    case .networkChanged(.url(let pattern, let rule)):
      try Self.checkURLRule(pattern, rule)
      try checkURLRoom(answering: pattern, rule)
    case .networkChanged(.rule(let key, let rule)):
      try Self.checkKey(key)
      try checkNetworkKeys(answering: key)
      var valueBytes = 0
      if case .answer(let value, let took, _) = rule {
        try Self.checkTook(took)
        valueBytes = try Self.checkDataValue(value)
      }
      try checkNetworkBytes(answering: valueBytes, for: key)
    case .fetchFailed(let key, _):
      try Self.checkKey(key)
    case .reloadRequested(let target):
      if case .kind(let name) = target, kinds.index(forKey: name) == nil {
        throw .unknownKind(name, known: kindOrder)
      }
    case .clockTicked(let to):
      try checkTick(to: to)
    case .appStateChanged, .appGroupChanged, .appActivity:
      break
    case .deviceChanged(.screen(.otherApp(let name))):
      if let name { try Self.checkName(name, what: "app name") }
    case .deviceChanged(.screen):
      break
    case .deviceChanged(.page(let page)):
      _ = try Self.parsePage(String(page))
    case .widgetMoved(let id, let page):
      try requireWidgetID(id)
      _ = try Self.parsePage(String(page))
    case .systemChanged(.timeZone(let zone)):
      try Self.checkZoneName(zone)
    case .systemChanged:
      break
    case .settingChanged(let setting):
      let row = SettingTable.row(setting.key)
      var changed = settings
      changed.apply(setting)
      try row.check(in: changed)
      try Self.checkSettingsTogether(changed, changing: row.name)
    case .intentDefined(let intent):
      try checkIntent(intent)
    case .tapped(let id, let intent):
      try checkTap(id: id, intent: intent)
    case .withBuilds(let base, let builds):
      if case .withBuilds = base {
        throw .invalidValue(what: "builds", value: "nested", expected: "one list of provider outputs per action")
      }
      try check(base)
      try Self.checkProvided(builds)
      try checkStop(base, builds)
    }
  }

  /// What checking an action found without reading the state (`precheck(_:)`), so that `check(_:prechecked:)` does
  /// only the rest.
  public struct Prechecked: Sendable {
    /// The bytes the action's data value holds in memory (`JSONValue.heldByteCount`); 0 when it has none.
    let valueBytes: Int
  }

  /// Makes the checks of `action` that read no state — a cache key's bytes, a data value's nesting and size, spans —
  /// so that a replay can make them on the thread that decodes its lines while another folds them. Nil when one of
  /// them fails (`check(_:)` then finds it, after any check of the state that comes first) or when the action has
  /// none worth making apart (only `data`, `fail` and `net KEY …` have).
  public static func precheck(_ action: Action) -> Prechecked? {
    do throws(WidgetError) {
      switch action {
      case .dataArrived(let key, let value, let ttl):
        try checkKey(key)
        let valueBytes = try checkDataValue(value)
        if let ttl { try checkSpan(ttl, what: "ttl") }
        return Prechecked(valueBytes: valueBytes)
      case .fetchFailed(let key, _):
        try checkKey(key)
        return Prechecked(valueBytes: 0)
      case .networkChanged(.rule(let key, let rule)):
        try checkKey(key)
        guard case .answer(let value, let took, _) = rule else { return Prechecked(valueBytes: 0) }
        try checkTook(took)
        return Prechecked(valueBytes: try checkDataValue(value))
      default:
        return nil
      }
    } catch {
      return nil
    }
  }

  /// Checks an action whose checks that read no state passed (`precheck(_:)` gave `prechecked`): what is left of
  /// `check(_:)`, the same checks of the state in the same order, so it throws what `check(_:)` would.
  /// - Throws: `WidgetError` when the action is impossible now.
  public func check(_ action: Action, prechecked: Prechecked) throws(WidgetError) {
    switch action {
    case .dataArrived(let key, _, _):
      try checkCacheKeys(writing: key)
      try checkCacheBytes(afterWriting: prechecked.valueBytes, for: key, in: appGroup ? .appGroup : .app)
    case .fetchFailed:
      break
    case .networkChanged(.rule(let key, _)):
      try checkNetworkKeys(answering: key)
      try checkNetworkBytes(answering: prechecked.valueBytes, for: key)
    default:
      try check(action)
    }
  }

  /// Checks that the app may write `key` into the container it writes to now: a key it holds, or room for one more.
  func checkCacheKeys(writing key: String) throws(WidgetError) {
    let target = appGroup ? cache : appCache
    guard target.count < Limits.cacheKeysMax || target.slot(of: key) != nil else {
      throw .limitExceeded(what: "cache keys", max: Limits.cacheKeysMax)
    }
  }

  /// Checks that the server may get a rule for `key`: a key it has a rule for, or room for one more.
  func checkNetworkKeys(answering key: String) throws(WidgetError) {
    guard network.rules.count < Limits.cacheKeysMax || network.rules[key] != nil else {
      throw .limitExceeded(what: "network keys", max: Limits.cacheKeysMax)
    }
  }

  /// Checks how long a server's answer takes.
  static func checkTook(_ took: TimeSpan) throws(WidgetError) {
    guard took <= Limits.fetchSpanMax, took.ms >= 0 else {
      throw .invalidValue(what: "took", value: took.text, expected: "a duration up to \(Limits.fetchSpanMax.text)")
    }
  }

  /// Checks provider outputs recorded with an action (from a journal, possibly edited by hand): a bounded number,
  /// each for a placed-or-added widget id, with entries the system accepts (`ProvidedOutput.problem(at:)`): a
  /// recorded output the system would have refused must have been recorded as a failure.
  static func checkProvided(_ builds: [ProvidedBuild]) throws(WidgetError) {
    guard builds.count <= Limits.widgetsMax else {
      throw .limitExceeded(what: "provider builds on one line", max: Limits.widgetsMax)
    }
    for build in builds {
      try checkName(build.widget, what: "widget id")
      if let problem = build.output.problem(at: build.at) {
        throw .invalidValue(what: "\(build.widget)'s recorded output", value: build.at.iso8601, expected: problem)
      }
      if case .failed(let reason) = build.output, reason.utf8.count > Limits.providerReasonBytesMax {
        throw .invalidValue(
          what: "\(build.widget)'s recorded failure", value: "\(reason.utf8.count) bytes",
          expected: "a reason of at most \(Limits.providerReasonBytesMax) bytes")
      }
      guard build.reloads.count <= Limits.kindsMax + 1 else {
        throw .limitExceeded(what: "reloads asked for by one provider build", max: Limits.kindsMax + 1)
      }
      for case .kind(let name) in build.reloads where !isKindName(name) {
        throw .invalidValue(
          what: "\(build.widget)'s recorded reloads", value: visible(String(name.prefix(40))),
          expected: "all or a kind name (\(WidgetError.nameRule("kind name")))")
      }
    }
  }

  /// Whether a provider's reload of `name` can be recorded: a name a kind could have, so that it is written and read
  /// back as itself (`all` reads back as `reloadAllTimelines()`). Such a name need not be defined: its reload reloads
  /// nothing, as on iOS, and `doctor` reports it (`reloadOfUnknownKind`).
  public static func isKindName(_ name: String) -> Bool {
    name != ReloadTarget.all.text && (try? checkName(name, what: "kind name")) != nil
  }

  /// `text` with its control characters (C0, DEL and C1) written as JSON writes them (`\u0000`), so that a message
  /// never carries them raw.
  static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard scalar.properties.generalCategory == .control else {
        out.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16)
      out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
    }
    return String(out)
  }

  /// Checks where an action whose builds go on in the next line stops: after its last build (only that one has
  /// `more`), made at the instant the action ends at (a tick's `to`, else now), so the clock never passes builds left
  /// due.
  func checkStop(_ base: Action, _ builds: [ProvidedBuild]) throws(WidgetError) {
    guard let index = builds.firstIndex(where: \.more) else { return }
    guard index == builds.count - 1 else {
      throw .providedMismatch(
        "build \(index + 1) of \(builds.count) (\(builds[index].widget)'s) has \"more\", which only the last one may have"
      )
    }
    var end = now
    if case .clockTicked(let to) = base { end = to }
    guard builds[index].at == end else {
      throw .providedMismatch(
        "the builds go on in the next line after \(builds[index].widget)'s at \(builds[index].at.iso8601), but the action ends at \(end.iso8601)"
      )
    }
  }

  func requireKind(_ name: String) throws(WidgetError) -> Kind {
    guard let kind = kinds[name] else { throw .unknownKind(name, known: kindOrder) }
    return kind
  }

  /// The widget with this id, or an error listing the ids (with a near miss).
  public func requireWidget(_ id: String) throws(WidgetError) -> Widget {
    guard let widget = widgets[id] else { throw .unknownWidget(id, known: orderedWidgets.map(\.id)) }
    return widget
  }

  /// Checks that a widget with this id is placed, without copying it.
  func requireWidgetID(_ id: String) throws(WidgetError) { _ = try requireWidgetSlot(id) }

  /// The slot of the widget with this id, or the error `requireWidget` gives.
  func requireWidgetSlot(_ id: String) throws(WidgetError) -> Int {
    guard let slot = widgets.slot(of: id) else { throw .unknownWidget(id, known: orderedWidgets.map(\.id)) }
    return slot
  }

  /// Reads `PARAM=VALUE` words against a kind's parameters.
  func parseParams(_ words: [KeyValue], of kind: Kind) throws(WidgetError) -> [String: ParamValue] {
    var values: [String: ParamValue] = [:]
    for word in words {
      guard let spec = kind.param(word.key) else {
        throw .unknownParam(word.key, kind: kind.name, known: kind.params.map(\.name))
      }
      guard values[word.key] == nil else { throw .duplicateParam(word.key) }
      values[word.key] = try spec.parseValue(word.value)
    }
    return values
  }

  static func checkConfig(_ config: [String: ParamValue], of kind: Kind) throws(WidgetError) {
    // A valid configuration (the usual case) is checked in the dictionary's order; only an invalid one is sorted, so
    // that the error is about the first offending parameter by name, whatever the dictionary's order.
    let valid = config.allSatisfy { name, value in
      guard let spec = kind.param(name) else { return false }
      return (try? spec.checkValue(value)) != nil
    }
    if valid { return }
    for (name, value) in config.sorted(by: { $0.key < $1.key }) {
      guard let spec = kind.param(name) else {
        throw .unknownParam(name, kind: kind.name, known: kind.params.map(\.name))
      }
      try spec.checkValue(value)
    }
  }

  func checkTick(to: Instant) throws(WidgetError) {
    guard to >= now else { throw .clockBackwards(now: now, to: to) }
    guard to <= Limits.instantMax else {
      throw .invalidValue(what: "tick", value: to.iso8601, expected: "before year 10000")
    }
    let span = to - now
    guard span <= Limits.tickSpanMax else { throw .tickTooLong(span, max: Limits.tickSpanMax) }
    let perWidget = min(
      span.ms / effectiveMinInterval.ms + 1, Int64(settings.budget) * (span.ms / RefreshBudget.window.ms + 1))
    let bound = Int64(widgets.count) * perWidget
    guard bound <= Limits.tickBuildsMax else {
      throw .tickTooMuchWork(span, widgets: widgets.count, max: Limits.tickBuildsMax)
    }
  }

  /// Refuses a setting's value out of its range (`SettingTable`).
  /// - Throws: `WidgetError.invalidValue` naming the setting, the value and the range.
  public static func checkSettingValue(_ setting: Setting) throws(WidgetError) {
    try SettingTable.row(setting.key).check(setting)
  }

  /// Checks what one setting requires of another: `atEndSingle` is at least `minInterval` (a one-entry `atEnd`
  /// widget could not be rebuilt sooner). The error names the setting being changed, `changing` (`atEndSingle`
  /// unless it is `minInterval`), and both values.
  public static func checkSettingsTogether(_ settings: Settings, changing: String = "atEndSingle") throws(WidgetError) {
    guard let single = settings.atEndSingle, single < settings.minInterval else { return }
    if changing == "minInterval" {
      throw .invalidValue(
        what: "minInterval", value: settings.minInterval.text,
        expected:
          "at most atEndSingle (\(single.text)): a one-entry atEnd timeline is due that long after its build; raise atEndSingle first, or set atEndSingle=none"
      )
    }
    throw .invalidValue(
      what: "atEndSingle", value: single.text,
      expected:
        "at least minInterval (\(settings.minInterval.text)): no widget is rebuilt sooner than that after its last build; use \(settings.minInterval.text) or more, or none"
    )
  }

  static func checkSpan(_ span: TimeSpan, what: String) throws(WidgetError) {
    guard span.ms >= 0, span <= Limits.spanMax else {
      throw .invalidValue(what: what, value: span.text, expected: "a duration up to \(Limits.spanMax.text)")
    }
  }

  static func checkKey(_ key: String) throws(WidgetError) {
    // A byte below 0x20 in UTF-8 is always a whole control character, so the bytes are checked, not the scalars.
    var bytes = key
    guard !key.isEmpty, key.utf8.count <= Limits.nameBytesMax, !bytes.withUTF8({ $0.contains { $0 < 0x20 } })
    else { throw .invalidName(what: "cache key", value: String(key.prefix(40))) }
  }

  /// Identifiers: a letter first, then letters, digits, `_`, `-`, `.`, `:`; bounded in length.
  static func checkName(_ name: String, what: String) throws(WidgetError) {
    let bytes = Array(name.utf8)
    func isLetter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) }
    guard let first = bytes.first, isLetter(first), bytes.count <= Limits.nameBytesMax,
      bytes.allSatisfy({ isLetter($0) || ($0 >= 48 && $0 <= 57) || $0 == 95 || $0 == 45 || $0 == 46 || $0 == 58 })
    else { throw .invalidName(what: what, value: String(name.prefix(40))) }
  }

  /// Checks a data value's nesting and size.
  /// - Returns: the bytes it holds in memory (`JSONValue.heldByteCount`).
  static func checkDataValue(_ value: JSONValue) throws(WidgetError) -> Int {
    let (depth, bytes, held) = value.depthAndByteCount
    guard depth <= Limits.dataValueDepthMax else {
      throw .limitExceeded(what: "levels of nesting in a data value", max: Limits.dataValueDepthMax)
    }
    guard bytes <= Limits.dataValueBytesMax else {
      throw .limitExceeded(
        what: "bytes in a data value \(Limits.simulatorLimitWords)", max: Limits.dataValueBytesMax)
    }
    return held
  }

  /// The bytes the state's data holds in memory: the three containers and the server's answers.
  public var dataHeldBytes: Int {
    cache.heldBytes + appCache.heldBytes + extensionCache.heldBytes + network.heldBytes
  }

  /// The bytes `data` and `net` are checked against (docs/MODEL.md, "Limits"): what the data holds now, plus for each
  /// of the server's rules room for the copy a fetch may yet store in the extension's container, at the answer's full
  /// size. A fetch only replaces the extension's copy of a key by the key's answer, so whatever later builds fetch,
  /// `dataHeldBytes` stays within this figure as it was at the last checked `data` or `net`. (A fetch can raise the
  /// figure itself, as its copy is then counted twice; that only makes later writes more careful.)
  public var dataBoundBytes: Int { dataHeldBytes + network.heldBytes }

  /// Checks that the app writing a value holding `valueBytes` under `key` into `container` keeps `dataBoundBytes`
  /// within `Limits.cacheBytesMax`, or at least does not raise it (overwriting a key with a smaller value is always
  /// possible).
  func checkCacheBytes(afterWriting valueBytes: Int, for key: String, in container: Container) throws(WidgetError) {
    let bound = dataBoundBytes
    // Far below the limit, as almost every write is, the key need not be looked up.
    guard bound + CacheTable.keyBytesMax + valueBytes > Limits.cacheBytesMax else { return }
    let table = self.container(container)
    let bytes = bound - table.heldBytes + table.heldBytesAfterWriting(valueBytes, for: key)
    guard bytes <= Limits.cacheBytesMax || bytes <= bound else {
      throw .cacheFull(key: key, bytes: bytes, max: Limits.cacheBytesMax)
    }
  }

  /// Checks that the server answering `key` by a rule whose answer holds `valueBytes` (0 for `timeout` and `error`)
  /// keeps `dataBoundBytes` within `Limits.cacheBytesMax`, or at least does not raise it. The rule counts twice: it,
  /// and the copy of its answer a fetch may store in the extension's container.
  func checkNetworkBytes(answering valueBytes: Int, for key: String) throws(WidgetError) {
    let bound = dataBoundBytes
    guard bound + 2 * (CacheTable.keyBytesMax + valueBytes) > Limits.cacheBytesMax else { return }
    let growth = 2 * (valueBytes - (network.rules[key].map(Network.bytes(of:)) ?? -CacheTable.keyBytes(key)))
    guard bound + growth <= Limits.cacheBytesMax || growth <= 0 else {
      throw .networkFull(key: key, bytes: bound + growth, max: Limits.cacheBytesMax)
    }
  }
}

/// Reading the words of commands: families, spans, instants, settings.
extension SimState {
  static func parseFamily(_ name: String) throws(WidgetError) -> Family {
    guard let family = Family(name: name) else { throw .unknownFamily(name) }
    return family
  }

  /// Reads the span of `what` (a tick, a ttl, a setting), saying what is wrong with it when it is not one.
  static func parseSpan(_ text: String, what: String) throws(WidgetError) -> TimeSpan {
    let expected: String
    switch TimeSpan.parse(text) {
    case .success(let span): return span
    case .failure(.malformed): expected = "a duration such as 500ms, 45s, 15m, 1h30m or 2d"
    case .failure(.negative):
      expected =
        what == "tick"
        ? "a duration forward: the clock only moves forward (back and goto look at the past)"
        : "a duration: durations are never negative"
    case .failure(.unitsOutOfOrder): expected = "a duration with each unit once, the largest first, such as 1h30m"
    case .failure(.tooLong):
      expected = "a duration up to \((what == "tick" ? Limits.tickSpanMax : Limits.spanMax).text)"
    }
    throw .invalidValue(what: what, value: String(text.prefix(40)), expected: expected)
  }

  /// Reads the value of a setting that is one of a few words (the cases of `Choice`), suggesting the nearest.
  static func choice<Choice: RawRepresentable & CaseIterable>(
    _ value: String, of setting: String, _ type: Choice.Type
  ) throws(WidgetError) -> Choice where Choice.RawValue == String {
    guard let chosen = Choice(rawValue: value) else {
      throw .unknownOption(param: setting, value: value, options: Choice.allCases.map(\.rawValue))
    }
    return chosen
  }

  /// Reads ISO 8601 with `Z` or an offset, or `HH:MM[:SS]` meaning the next such time of day in `zone` after now.
  func parseInstant(_ text: String, zone: DisplayZone) throws(WidgetError) -> Instant {
    if let instant = Instant(typed: text) { return instant }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    let numbers = parts.map { Int64($0) }
    // Two ASCII digits per part: `Int64` alone would also read signed parts such as "-1" or "+1".
    let isTwoDigits = { (part: Substring) in part.utf8.count == 2 && part.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }
    guard parts.count == 2 || parts.count == 3, parts.allSatisfy(isTwoDigits), !numbers.contains(nil),
      numbers[0]! < 24, numbers[1]! < 60, parts.count == 2 || numbers[2]! < 60
    else {
      throw .invalidValue(
        what: "tick to", value: text,
        expected: "a time such as 14:30, 2026-03-01T14:30:00Z or 2026-03-01T22:30:00+08:00")
    }
    let target = ((numbers[0]! * 60 + numbers[1]!) * 60 + (parts.count == 3 ? numbers[2]! : 0)) * 1000
    let today = Instant.floorDivide(zone.localMs(now), 86_400_000).0 * 86_400_000
    // The next such time after now: today's in the zone, else tomorrow's (a day may be 23 or 25 hours long).
    let candidate = zone.instant(localMs: today + target)
    return candidate > now ? candidate : zone.instant(localMs: today + 86_400_000 + target)
  }

  /// Reads `set NAME=VALUE` with the setting's row; a quiet-hours window without a zone rule is read in `zone` (its
  /// rule at `now`).
  /// - Throws: `WidgetError.unknownSetting`, or the row's error saying what the value must be.
  public static func parseSetting(
    name: String, value: String, zone: DisplayZone, now: Instant
  ) throws(WidgetError) -> Setting {
    guard let row = SettingTable.row(named: name) else { throw .unknownSetting(name) }
    return try row.parse(value, zone: zone, now: now)
  }
}

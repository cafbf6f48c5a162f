import WidgetModel

/// Encodes actions as journal lines and decodes them back (format v1, see docs/JOURNAL.md).
public enum ActionCodec {
  /// A decoded action line: its seq, the action, and whether it carried a checksum.
  public struct Line: Equatable, Sendable {
    /// The line's sequence number.
    public var seq: Int
    /// The action it records.
    public var action: Action
    /// Whether the line carried a (matching) checksum.
    public var hadChecksum: Bool
  }

  /// The journal line for an action at a seq, ending with its checksum member (no newline).
  public static func encode(_ action: Action, seq: Int) -> String {
    var body = "{\"seq\":\(seq),\"action\":\"\(action.name)\""
    writeFields(action, to: &body)
    let crc = CRC32C.checksum(body + "}")
    return body + ",\"crc\":\"\(CRC32C.hex(crc))\"}"
  }

  static func writeFields(_ action: Action, to out: inout String) {
    switch action {
    case .withBuilds(let base, let builds):
      writeFields(base, to: &out)
      out += ",\"builds\":["
      for (i, build) in builds.enumerated() {
        if i > 0 { out += "," }
        writeBuild(build, to: &out)
      }
      out += "]"
    case .kindDefined(let kind): writeKind(kind, to: &out)
    case .widgetAdded(let id, let kind, let family, let config, let page):
      out += ",\"id\":" + JSONValue.quoted(id) + ",\"kind\":" + JSONValue.quoted(kind)
      out += ",\"family\":\"\(family.rawValue)\",\"config\":" + configJSON(config).serialized
      // Only off the first page, so that every add line is written as before widgets were placed on a page.
      if page != 1 { out += ",\"page\":\(page)" }
    case .widgetRemoved(let id):
      out += ",\"id\":" + JSONValue.quoted(id)
    case .widgetConfigured(let id, let changes):
      out += ",\"id\":" + JSONValue.quoted(id) + ",\"config\":" + configJSON(changes).serialized
    case .dataArrived(let key, let value, let ttl):
      out += ",\"key\":" + JSONValue.quoted(key) + ",\"value\":" + value.serialized
      if let ttl { out += ",\"ttl\":\"\(ttl.text)\"" }
    case .fetchFailed(let key, let reason):
      out += ",\"key\":" + JSONValue.quoted(key) + ",\"reason\":\"\(reason.rawValue)\""
    case .reloadRequested(let target):
      out += ",\"target\":" + JSONValue.quoted(target.text)
    case .clockTicked(let to):
      out += ",\"to\":\"\(to.iso8601)\""
    case .appStateChanged(let state):
      out += ",\"state\":\"\(state.rawValue)\""
    case .appGroupChanged(let available):
      out += ",\"available\":\(available)"
    case .deviceChanged(.screen(let screen)):
      out += ",\"screen\":\"\(screen.word)\""
      if case .otherApp(let name?) = screen { out += ",\"app\":" + JSONValue.quoted(name) }
    case .deviceChanged(.page(let page)):
      out += ",\"page\":\(page)"
    case .widgetMoved(let id, let page):
      out += ",\"id\":" + JSONValue.quoted(id) + ",\"page\":\(page)"
    case .systemChanged(let change):
      out += ",\"system\":\"\(change.word)\""
      if case .timeZone(let zone) = change { out += ",\"zone\":" + JSONValue.quoted(zone) }
    case .appActivity(.session(let kind, let active)):
      out += ",\"session\":\"\(kind.rawValue)\",\"active\":\(active)"
    case .appActivity(.intentRan):
      out += ",\"intent\":\"ran\""
    case .intentDefined(let intent):
      out += ",\"kind\":" + JSONValue.quoted(intent.kind) + ",\"name\":" + JSONValue.quoted(intent.name)
      out += ",\"key\":" + JSONValue.quoted(intent.key) + ",\"value\":" + intent.value.serialized
      if intent.after != .zero { out += ",\"after\":\"\(intent.after.text)\"" }
    case .tapped(let id, let intent):
      out += ",\"id\":" + JSONValue.quoted(id) + ",\"intent\":" + JSONValue.quoted(intent)
    case .settingChanged(let setting):
      out += ",\"name\":\"\(setting.name)\",\"value\":" + SettingTable.row(setting.key).json(of: setting).serialized
    case .networkChanged(.online(let up)):
      out += ",\"online\":\(up)"
    case .networkChanged(.url(let pattern, let rule)):
      out += ",\"url\":" + JSONValue.quoted(pattern)
      rule.write(to: &out)
    case .networkChanged(.rule(let key, let rule)):
      out += ",\"key\":" + JSONValue.quoted(key)
      switch rule {
      case .answer(let value, let took, _): out += ",\"answer\":" + value.serialized + ",\"took\":\"\(took.text)\""
      case .timeout: out += ",\"fails\":\"timeout\""
      case .error: out += ",\"fails\":\"error\""
      }
    }
  }

  /// One provider output as its journal line holds it in the `"builds"` member: `{"widget":…,"at":…,"entries":…}`.
  public static func buildJSON(_ build: ProvidedBuild) -> String {
    var out = ""
    writeBuild(build, to: &out)
    return out
  }

  /// One provider output of a `"builds"` member (see `ActionCodec.providedBuild`).
  static func writeBuild(_ build: ProvidedBuild, to out: inout String) {
    out += "{\"widget\":" + JSONValue.quoted(build.widget) + ",\"at\":\"\(build.at.iso8601)\""
    switch build.output {
    case .failed(let reason): out += ",\"failed\":" + JSONValue.quoted(reason)
    case .timeline(let entries, let policy):
      out += ",\"entries\":["
      for index in 0..<entries.count {
        if index > 0 { out += "," }
        out += "{\"date\":\"\(entries.dates[index].iso8601)\",\"content\":" + entries.contents[index].serialized
        if let relevance = entries.relevances[index] {
          out += ",\"relevance\":" + JSONValue.double(relevance).serialized
        }
        // Only when it is one, so a journal without placeholders is written as before they were marked.
        if entries.isPlaceholder(index) { out += ",\"placeholder\":true" }
        out += "}"
      }
      out += "],\"policy\":\"\(policy.text)\""
    }
    if !build.reloads.isEmpty {
      out += ",\"reloads\":" + JSONValue.array(build.reloads.map { .string($0.text) }).serialized
    }
    if let process = build.process { writeProcess(process, to: &out) }
    // Only when the provider made requests, so a build without them is written as before they were recorded.
    if !build.requests.isEmpty || build.requestsLeftOut > 0 { writeRequests(build, to: &out) }
    // Only on the last build of a line whose builds go on in the next line, so other lines are written as before.
    if build.more { out += ",\"more\":true" }
    out += "}"
  }

  /// How the extension's process ran a build (see `ActionCodec.extensionRun`): only what says something.
  static func writeProcess(_ process: ExtensionRun, to out: inout String) {
    out += ",\"process\":{\"fresh\":\(process.freshProcess),\"zone\":" + JSONValue.quoted(process.zone)
    if !process.unknownGroups.isEmpty {
      out += ",\"groups\":" + JSONValue.array(process.unknownGroups.map { .string($0) }).serialized
    }
    if process.outputBytes > 0 {
      out += ",\"output\":" + JSONValue.quoted(process.output) + ",\"outputBytes\":\(process.outputBytes)"
    }
    if let peak = process.memoryPeakBytes { out += ",\"memoryPeak\":\(peak)" }
    if let ended = process.ended { out += ",\"ended\":\"\(ended.rawValue)\"" }
    if let method = process.method { out += ",\"method\":" + JSONValue.quoted(method) }
    out += "}"
  }

  static func writeKind(_ kind: Kind, to out: inout String) {
    out += ",\"name\":" + JSONValue.quoted(kind.name) + ",\"display\":" + JSONValue.quoted(kind.displayName)
    out += ",\"families\":" + JSONValue.array(kind.families.map { .string($0.rawValue) }).serialized
    out += ",\"params\":["
    for (i, param) in kind.params.enumerated() {
      if i > 0 { out += "," }
      var members: [(key: String, value: JSONValue)] = [
        ("name", .string(param.name)), ("type", .string(param.type.name)),
      ]
      if case .enumeration(let options) = param.type {
        members.append(("options", .array(options.map { .string($0) })))
      }
      if let value = param.defaultValue { members.append(("default", value.json)) }
      out += JSONValue.object(members).serialized
    }
    out += "],\"entries\":\(kind.entries),\"every\":\"\(kind.every.text)\",\"policy\":\"\(kind.policy.text)\""
    out += ",\"data\":" + JSONValue.quoted(kind.dataKey.text) + ",\"appgroup\":\(kind.appGroup)"
    out += ",\"ttl\":\"\(kind.ttl.text)\",\"fallback\":\"\(kind.fallback.rawValue)\""
    // The provider's fetch fields only when they differ from their defaults, so a kind without them is written as
    // before.
    if kind.fetch != .none { out += ",\"fetch\":\"\(kind.fetch.rawValue)\"" }
    if kind.timeout != Kind.defaultTimeout { out += ",\"timeout\":\"\(kind.timeout.text)\"" }
    if let policy = kind.cachedPolicy { out += ",\"cachedPolicy\":\"\(policy.text)\"" }
    if let policy = kind.fallbackPolicy { out += ",\"fallbackPolicy\":\"\(policy.text)\"" }
    if kind.expired != .show { out += ",\"expired\":\"\(kind.expired.rawValue)\"" }
    if kind.series { out += ",\"series\":true" }
    if kind.provider { out += ",\"provider\":true" }
    if kind.providerTTL { out += ",\"providerTTL\":true" }
  }

  static func configJSON(_ config: [String: ParamValue]) -> JSONValue {
    .object(config.keys.sorted().map { ($0, config[$0]!.json) })
  }

  /// Reads a setting from its journal name and JSON value, with its row (`SettingTable`).
  public static func setting(name: String, value: JSONValue) throws(DecodeError) -> Setting {
    guard let row = SettingTable.row(named: name) else {
      throw DecodeError("unknown setting \"\(name)\" (settings: \(Settings.names.joined(separator: ", ")))")
    }
    do { return try row.decode(value) } catch { throw DecodeError(error.description) }
  }

  static func span(_ value: JSONValue?, _ what: String) throws(DecodeError) -> TimeSpan {
    guard let text = value?.stringValue, let span = TimeSpan(text: text) else {
      throw DecodeError("\"\(what)\" must be a duration such as \"5m\"")
    }
    return span
  }
}

/// Why a line's JSON does not describe an action.
public struct DecodeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The reason, for people.
  public var description: String
  init(_ description: String) { self.description = description }
}

import WidgetModel

/// The first line of a journal: format name, version, start instant and initial settings.
public struct JournalHeader: Equatable, Sendable {
  /// The format name written in every header.
  public static let formatName = "widgetsim-journal"
  /// The newest format version this build reads and the one it writes.
  public static let currentVersion = 1

  public var version: Int
  public var start: Instant
  public var settings: Settings
  /// Extra header members (e.g. `seed`, `property` of a property-test failure), kept in order.
  public var extra: [(key: String, value: JSONValue)]

  public init(start: Instant, settings: Settings = Settings(), extra: [(key: String, value: JSONValue)] = []) {
    self.version = Self.currentVersion
    self.start = start
    self.settings = settings
    self.extra = extra
  }

  public static func == (a: JournalHeader, b: JournalHeader) -> Bool {
    a.version == b.version && a.start == b.start && a.settings == b.settings
      && JSONValue.object(a.extra) == JSONValue.object(b.extra)
  }

  /// The header as one JSON line (without the newline).
  public var line: String {
    var out = "{\"format\":\"\(Self.formatName)\",\"version\":\(version),\"start\":\"\(start.iso8601)\""
    out += ",\"settings\":{\"budget\":\(settings.budget),\"minInterval\":\"\(settings.minInterval.text)\""
    out += ",\"latency\":\"\(settings.latency.text)\",\"configureCounts\":\(settings.configureCounts)}"
    for member in extra {
      out += "," + JSONValue.quoted(member.key) + ":" + member.value.serialized
    }
    return out + "}"
  }

  /// Reads a header line.
  /// - Throws: `JournalError.badHeader` or `.newerVersion`.
  public static func parse(_ text: String) throws(JournalError) -> JournalHeader {
    let value: JSONValue
    do { value = try JSONParser.parse(text) } catch { throw .badHeader(line: 1, reason: "not JSON (\(error.message))") }
    guard value["format"]?.stringValue == formatName else {
      throw .badHeader(line: 1, reason: "\"format\" is not \"\(formatName)\"")
    }
    guard let version = value["version"]?.intValue, version >= 0 else {
      throw .badHeader(line: 1, reason: "\"version\" is missing")
    }
    guard version <= currentVersion else { throw .newerVersion(found: Int(version), supported: currentVersion) }
    guard let startText = value["start"]?.stringValue, let start = Instant(iso8601: startText),
      start >= Limits.instantMin, start <= Limits.instantMax
    else { throw .badHeader(line: 1, reason: "\"start\" is not an ISO 8601 instant such as 2026-03-01T08:00:00Z") }
    var header = JournalHeader(start: start, settings: try parseSettings(value["settings"]))
    header.version = Int(version)
    let known: Set<String> = ["format", "version", "start", "settings"]
    header.extra = (value.objectValue ?? []).filter { !known.contains($0.key) }
    return header
  }

  static func parseSettings(_ value: JSONValue?) throws(JournalError) -> Settings {
    var settings = Settings()
    guard let value else { return settings }
    guard let members = value.objectValue else { throw .badHeader(line: 1, reason: "\"settings\" is not an object") }
    for member in members {
      let setting: Setting
      do { setting = try ActionCodec.setting(name: member.key, value: member.value) } catch {
        throw .badHeader(line: 1, reason: "settings: \(error)")
      }
      do { try SimState.checkSettingValue(setting) } catch { throw .badHeader(line: 1, reason: "settings: \(error)") }
      switch setting {
      case .budget(let n): settings.budget = n
      case .minInterval(let s): settings.minInterval = s
      case .latency(let s): settings.latency = s
      case .configureCounts(let b): settings.configureCounts = b
      }
    }
    return settings
  }
}

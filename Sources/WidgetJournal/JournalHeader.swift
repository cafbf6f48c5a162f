import WidgetModel

/// The first line of a journal: format name, version, start instant and initial settings, with a checksum.
public struct JournalHeader: Equatable, Sendable {
  /// The format name written in every header.
  public static let formatName = "widgetsim-journal"
  /// The newest format version this build reads and the one it writes.
  public static let currentVersion = 1
  /// The oldest format version this build reads (through `JournalUpgrade`).
  public static let oldestVersion = 0

  /// The format version the journal was written in.
  public var version: Int
  /// The instant the journal's clock starts at.
  public var start: Instant
  /// The settings before the first action.
  public var settings: Settings
  /// Extra header members (e.g. `seed`, `property` of a property-test failure), kept in order.
  public var extra: [(key: String, value: JSONValue)]

  /// A current-version header.
  public init(start: Instant, settings: Settings = Settings(), extra: [(key: String, value: JSONValue)] = []) {
    self.version = Self.currentVersion
    self.start = start
    self.settings = settings
    self.extra = extra
  }

  /// The member that marks a recorded example: sessions open such a journal read-only and fork on the first action.
  public static let exampleKey = "example"

  /// Whether the journal is a recorded example (`"example":true`), which exploring must never change.
  public var isExample: Bool {
    extra.contains { $0.key == Self.exampleKey && $0.value == .bool(true) }
  }

  /// The header of a journal made from this one (a fork, a shrunk copy): the same, but never marked an example, and
  /// without the count of actions an edit wrote (the copy's own are another count).
  public var derived: JournalHeader {
    var header = self
    header.extra.removeAll { $0.key == Self.exampleKey || $0.key == Self.editedKey }
    return header
  }

  /// The member that records how many actions `widgetsim edit` (or the REPL's `insert`, `replace`, `drop`) wrote into
  /// the journal: `"edited":{"actions":N}`. A journal holding more has grown since (a REPL appended to it), and a later
  /// edit does not replace it.
  public static let editedKey = "edited"

  /// How many actions the edit that wrote this journal wrote, or nil for a journal not written by an edit (or by one
  /// from before the count was recorded).
  public var editedActions: Int? {
    guard let value = extra.first(where: { $0.key == Self.editedKey })?.value, let count = value["actions"]?.intValue,
      count >= 0
    else { return nil }
    return Int(count)
  }

  /// This header, recording that an edit wrote `actions` actions after it, as the last member before the checksum.
  public func edited(actions: Int) -> JournalHeader {
    var header = self
    header.extra.removeAll { $0.key == Self.editedKey }
    header.extra.append((Self.editedKey, .object([("actions", .int(Int64(actions)))])))
    return header
  }

  /// Whether `bytes`, a file's first line, is a widgetsim journal's header: a JSON object whose `"format"` is
  /// `formatName`, whatever else is wrong with it (a damaged header still makes the file a journal).
  public static func startsJournal(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var scanner = JSONScanner(buffer)
      guard let members = try? scanner.parseTopLevelMembers() else {
        // A header cut short or damaged further on is still recognised by its opening member.
        let opening = Array("{\"format\":\"\(formatName)\"".utf8)
        return buffer.starts(with: opening)
      }
      return JSONValue.object(members)["format"]?.stringValue == formatName
    }
  }

  /// The member that records the journal a fork or an edit was made from: `"parent":{"path":…,"seq":…}`, the
  /// original's absolute path and the last of its actions the copy kept as they were.
  public static let parentKey = "parent"

  /// The journal this one was made from (a fork or an edit of it), or nil for a journal begun on its own, or written
  /// before parents were recorded.
  public var parent: JournalParent? {
    guard let value = extra.first(where: { $0.key == Self.parentKey })?.value,
      let path = value["path"]?.stringValue, let seq = value["seq"]?.intValue, seq >= 0
    else { return nil }
    return JournalParent(path: path, seq: Int(seq))
  }

  /// The header of a journal made from the one at `parent`: `derived`, naming `parent` instead of any parent of
  /// this one's, as the last member before the checksum.
  public func derived(from parent: JournalParent) -> JournalHeader {
    var header = derived
    header.extra.removeAll { $0.key == Self.parentKey }
    header.extra.append(
      (Self.parentKey, .object([("path", .string(parent.path)), ("seq", .int(Int64(parent.seq)))])))
    return header
  }

  /// The member that records the model version that wrote the journal.
  public static let modelKey = "model"

  /// A header for a new journal written by this build: stamped with `ModelVersion.current`.
  public static func stamped(start: Instant, settings: Settings = Settings()) -> JournalHeader {
    JournalHeader(start: start, settings: settings, extra: [(modelKey, .string(ModelVersion.current))])
  }

  /// The model version that wrote the journal, or nil for a journal from before versions were recorded.
  public var model: String? { extra.first { $0.key == Self.modelKey }?.value.stringValue }

  /// One line saying that another model version wrote the journal, or nil when this one did (or none is recorded).
  public var modelNote: String? {
    guard let model, model != ModelVersion.current else { return nil }
    return "written by \(model), not this \(ModelVersion.current): its model may differ, "
      + "so replaying can reach another state"
  }

  /// Headers are equal when every member is, extra members in order.
  public static func == (a: JournalHeader, b: JournalHeader) -> Bool {
    a.version == b.version && a.start == b.start && a.settings == b.settings
      && JSONValue.object(a.extra) == JSONValue.object(b.extra)
  }

  /// The header as one JSON line (without the newline), ending with its checksum member.
  public var line: String {
    var out = "{\"format\":\"\(Self.formatName)\",\"version\":\(version),\"start\":\"\(start.iso8601)\""
    // The settings added since the first version only off their defaults (`SettingTable.Written`), so a header
    // without them reads as before.
    out += ",\"settings\":{"
    SettingTable.writeMembers(settings, in: .header, to: &out)
    out += "}"
    for member in extra where member.key != "crc" {
      out += "," + JSONValue.quoted(member.key) + ":" + member.value.serialized
    }
    return out + ",\"crc\":\"\(CRC32C.hex(CRC32C.checksum(out + "}")))\"}"
  }

  /// Reads a header line.
  /// - Throws: `JournalError.badHeader` or `.newerVersion`.
  public static func parse(_ text: String) throws(JournalError) -> JournalHeader {
    var copy = text
    let result: Result<JournalHeader, JournalError> = copy.withUTF8 { bytes in
      Result { () throws(JournalError) -> JournalHeader in try parse(bytes) }
    }
    return try result.get()
  }

  /// Reads a header line from its bytes (without the newline).
  /// - Throws: `JournalError.badHeader` or `.newerVersion`.
  public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JournalError) -> JournalHeader {
    // An editor's byte-order mark would otherwise be reported as a checksum mismatch, which says nothing useful.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw .badHeader(
        line: 1, reason: "byte-order mark (EF BB BF) at the start of line 1; save the file as UTF-8 without BOM")
    }
    let checksumAt: Int?
    do { checksumAt = try LineDecoder.checksumPosition(bytes, lineNumber: 1) } catch {
      guard case .checksumMismatch(_, let expected, let found) = error else {
        throw .badHeader(line: 1, reason: "\"crc\" must be 8 hex digits")
      }
      throw .badHeader(
        line: 1, reason: "checksum mismatch (the header says \(found), its content gives \(expected)): it is corrupt")
    }
    var scanner = JSONScanner(bytes)
    let members: [(key: String, value: JSONValue)]
    do { members = try scanner.parseTopLevelMembers() } catch {
      throw .badHeader(line: 1, reason: "not JSON (\(error.message) at byte \(error.offset + 1))")
    }
    if let repeated = ActionCodec.repeatedName(members) {
      throw .badHeader(line: 1, reason: "member \"\(repeated)\" appears twice (each member may appear only once)")
    }
    let value = JSONValue.object(members)
    guard value["format"]?.stringValue == formatName else {
      throw .badHeader(line: 1, reason: "\"format\" is not \"\(formatName)\"")
    }
    guard let version = value["version"]?.intValue, version >= Int64(oldestVersion) else {
      throw .badHeader(line: 1, reason: "\"version\" is missing or not a format version")
    }
    guard version <= Observation.observationsVersion else {
      throw .newerVersion(found: Int(version), supported: Observation.observationsVersion)
    }
    if value["crc"] != nil && checksumAt == nil {
      throw .badHeader(
        line: 1, reason: "\"crc\" must be the last member, written exactly as ,\"crc\":\"8 hex digits\"}")
    }
    guard let startText = value["start"]?.stringValue, let start = Instant(iso8601: startText),
      Limits.instantRange.contains(start)
    else {
      throw .badHeader(
        line: 1,
        reason:
          "\"start\" is not an ISO 8601 instant such as 2026-03-01T08:00:00Z, \(Limits.instantRangeText)")
    }
    var header = JournalHeader(start: start, settings: try parseSettings(value["settings"]))
    header.version = Int(version)
    let known: Set<String> = ["format", "version", "start", "settings", "crc"]
    header.extra = members.filter { !known.contains($0.key) }
    try checkRecords(value)
    return header
  }

  /// Checks the members widgetsim writes about where a journal came from: `"parent"` must be
  /// `{"path":"/absolute/path","seq":N}` (a path, not empty) and `"edited"` `{"actions":N}`, N a whole number from 0, so that a damaged one
  /// is named instead of being read as absent.
  /// - Throws: `JournalError.badHeader` naming the member and what it must be.
  static func checkRecords(_ value: JSONValue) throws(JournalError) {
    if let parent = value[parentKey] {
      let path = parent["path"]?.stringValue
      guard parent.objectValue != nil, let path, !path.isEmpty else {
        throw .badHeader(
          line: 1,
          reason:
            "\"parent\" must be {\"path\":…,\"seq\":N}, the original's absolute path and the number of its actions kept; found \(parent.serialized)"
        )
      }
      guard let seq = parent["seq"]?.intValue, seq >= 0, seq <= Int64(Limits.journalActionsMax) else {
        throw .badHeader(
          line: 1,
          reason:
            "\"parent\" \"seq\" must be the number of the original's actions kept, a whole number from 0 to \(Limits.journalActionsMax); found \(parent["seq"]?.serialized ?? "none")"
        )
      }
    }
    if let edited = value[editedKey] {
      guard let actions = edited["actions"]?.intValue, actions >= 0, actions <= Int64(Limits.journalActionsMax) else {
        throw .badHeader(
          line: 1,
          reason:
            "\"edited\" must be {\"actions\":N}, the number of actions the edit wrote, a whole number from 0 to \(Limits.journalActionsMax); found \(edited.serialized)"
        )
      }
    }
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
      settings.apply(setting)
    }
    do { try SimState.checkSettingsTogether(settings) } catch {
      throw .badHeader(line: 1, reason: "settings: \(error)")
    }
    return settings
  }
}

/// The journal another was made from (by a fork or an edit), as its header records it.
public struct JournalParent: Equatable, Sendable {
  /// The original's absolute path when the copy was made.
  public var path: String
  /// How many of the original's actions the copy begins with, unchanged.
  public var seq: Int

  /// The journal at `path`, whose first `seq` actions the copy kept.
  public init(path: String, seq: Int) {
    self.path = path
    self.seq = seq
  }
}

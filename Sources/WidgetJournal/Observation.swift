import WidgetModel

/// Something a device was seen doing, rather than something the model decides: a call the system made into the widget
/// extension (recorded by the extension itself) or a decision the system logged (`chronod`'s unified log). A journal
/// that holds observations is format v2 (`observationsVersion`): its observation lines come between its actions in
/// time order, and the fold never applies them; `widgetsim compare` and `fit` set them against the model's builds.
public struct Observation: Equatable, Sendable {
  /// What was observed.
  public enum Event: String, Sendable, CaseIterable {
    /// The system asked the extension's provider for a timeline (`getTimeline`), and it answered.
    case timeline
    /// The system asked for a snapshot (`getSnapshot`): a preview in the gallery, or a transient view.
    case snapshot
    /// The system asked for a placeholder.
    case placeholder
    /// The system's log: a reload request was evaluated (who asked, for which kind).
    case requestEvaluated
    /// The system's log: a reload was let through free, because the widget is visible.
    case allowedVisible
    /// The system's log: the first reload while the app is in the foreground was let through.
    case allowedForeground
    /// The system's log: a further reload while the app is in the foreground was throttled.
    case throttledForeground
    /// The system's log: a pending reload was flushed when the app went to the background.
    case flushedBackground
    /// The system's log: a reload succeeded, with its entry count.
    case reloadSucceeded
    /// The system's log: a reload failed (CHSErrorDomain 1050, timelineReloadFailed).
    case reloadFailed
    /// The system's log: the next attempt's date.
    case nextAttempt
    /// The system's log: a wake event fired for a date.
    case wake

    /// Whether the extension itself recorded it (a call into the provider), rather than the system's log.
    public var isExtensionCall: Bool { self == .timeline || self == .snapshot || self == .placeholder }
  }

  /// What was observed.
  public var event: Event
  /// When, to the millisecond, on the device's clock (UTC).
  public var at: Instant
  /// The widget kind it concerns, when known.
  public var kind: String?
  /// The family's WidgetKit name, when known.
  public var family: String?
  /// The widget's configuration as the extension saw it (a JSON object), when it has one.
  public var config: JSONValue?
  /// How many entries the provider returned (or the log said the reload produced).
  public var entries: Int?
  /// The first entry's date.
  public var firstEntry: Instant?
  /// The last entry's date.
  public var lastEntry: Instant?
  /// The reload policy returned: `atEnd`, `never`, or `after:` and an ISO 8601 instant.
  public var policy: String?
  /// How long the call took, in milliseconds.
  public var tookMs: Int64?
  /// Whether the system said the call was for a preview (`context.isPreview`).
  public var preview: Bool?
  /// A date the event names: the next attempt's, or the wake's.
  public var due: Instant?
  /// The system's message, verbatim (at most `messageBytesMax` bytes of it), for a log line.
  public var message: String?

  /// An observation of `event` at `at`; the other members are set as they are known.
  public init(_ event: Event, at: Instant) {
    self.event = event
    self.at = at
  }

  /// The format version of a journal that holds observation lines: a v1 journal, plus those lines. Only journals that
  /// hold some are written in it, so every other journal stays v1, byte for byte; a widgetsim that reads up to v1
  /// refuses it ("newer than this widgetsim reads").
  public static let observationsVersion = JournalParts.formatVersion

  /// The most bytes of a log message an observation keeps.
  public static let messageBytesMax = 512
  /// The longest line an observation may be: one `write` of a line this short into a file opened with `O_APPEND` is
  /// not interleaved with another process's on the file systems devices and Linux use, and is whole or absent.
  public static let lineBytesMax = 4096

  /// The bytes every observation line starts with.
  static let opening = Array("{\"observed\":\"".utf8)

  /// Whether `line` is an observation line of a journal in format `version`, which the fold skips.
  public static func isLine(_ line: UnsafeBufferPointer<UInt8>, version: Int) -> Bool {
    version >= observationsVersion && line.starts(with: opening)
  }

  /// The observation as one line, ending with its checksum (no newline).
  public var line: String {
    var members: [(key: String, value: JSONValue)] = [
      ("observed", .string(event.rawValue)), ("at", .string(at.iso8601)),
    ]
    func add(_ key: String, _ value: JSONValue?) { if let value { members.append((key, value)) } }
    add("kind", kind.map(JSONValue.string))
    add("family", family.map(JSONValue.string))
    add("config", config)
    add("entries", entries.map { .int(Int64($0)) })
    add("firstEntry", firstEntry.map { .string($0.iso8601) })
    add("lastEntry", lastEntry.map { .string($0.iso8601) })
    add("policy", policy.map(JSONValue.string))
    add("tookMs", tookMs.map(JSONValue.int))
    add("preview", preview.map(JSONValue.bool))
    add("due", due.map { .string($0.iso8601) })
    add("message", message.map { .string(Self.bounded($0)) })
    let body = String(JSONValue.object(members).serialized.dropLast())
    return body + ",\"crc\":\"\(CRC32C.hex(CRC32C.checksum(body + "}")))\"}"
  }

  /// `text` cut to at most `messageBytesMax` UTF-8 bytes, at a character's edge.
  static func bounded(_ text: String) -> String {
    guard text.utf8.count > messageBytesMax else { return text }
    var kept = ""
    for character in text {
      guard kept.utf8.count + character.utf8.count <= messageBytesMax else { break }
      kept.append(character)
    }
    return kept
  }

  /// The members an observation line may have, in the order it writes them.
  static let memberNames = [
    "observed", "at", "kind", "family", "config", "entries", "firstEntry", "lastEntry", "policy", "tookMs", "preview",
    "due", "message", "crc",
  ]

  /// Reads an observation line (without its newline).
  /// - Throws: `JournalError` naming `lineNumber`: a checksum mismatch, bad JSON, a missing, unknown or mistyped member.
  public static func decode(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int) throws(JournalError) -> Observation {
    let checksumAt = try LineDecoder.checksumPosition(line, lineNumber: lineNumber)
    var scanner = JSONScanner(line)
    let members: [(key: String, value: JSONValue)]
    do { members = try scanner.parseTopLevelMembers() } catch {
      throw .unparsable(line: lineNumber, column: error.offset + 1, reason: error.message)
    }
    if let repeated = ActionCodec.repeatedName(members) {
      throw .malformed(line: lineNumber, reason: "member \"\(repeated)\" appears twice")
    }
    if members.contains(where: { $0.key == "crc" }) && checksumAt == nil {
      throw .malformed(line: lineNumber, reason: "\"crc\" must be the last member, as in an action line")
    }
    do { return try observation(JSONValue.object(members)) } catch {
      throw .malformed(line: lineNumber, reason: "observation: \(error)")
    }
  }

  /// The observation an observation line's members hold.
  static func observation(_ value: JSONValue) throws(DecodeError) -> Observation {
    for (key, _) in value.objectValue ?? [] where !memberNames.contains(key) {
      let near = NameSuggestion.nearest(to: key, in: memberNames).map { "; did you mean \"\($0)\"?" } ?? ""
      throw DecodeError("unknown member \"\(key)\"\(near)")
    }
    guard let name = value["observed"]?.stringValue, let event = Event(rawValue: name) else {
      throw DecodeError(
        "\"observed\" must be one of \(Event.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    var observation = Observation(event, at: try instant(value, "at", required: true)!)
    observation.kind = try string(value, "kind")
    observation.family = try string(value, "family")
    if let config = value["config"] {
      guard config.objectValue != nil else { throw DecodeError("\"config\" must be an object") }
      observation.config = config
    }
    if let entries = value["entries"] {
      guard let count = entries.intValue, count >= 0, count <= Int64(Int32.max) else {
        throw DecodeError("\"entries\" must be a whole number from 0")
      }
      observation.entries = Int(count)
    }
    observation.firstEntry = try instant(value, "firstEntry")
    observation.lastEntry = try instant(value, "lastEntry")
    observation.policy = try string(value, "policy")
    if let took = value["tookMs"] {
      guard let ms = took.intValue, ms >= 0 else { throw DecodeError("\"tookMs\" must be a whole number from 0") }
      observation.tookMs = ms
    }
    if let preview = value["preview"] {
      guard let flag = preview.boolValue else { throw DecodeError("\"preview\" must be true or false") }
      observation.preview = flag
    }
    observation.due = try instant(value, "due")
    observation.message = try string(value, "message")
    return observation
  }

  /// The string member `key`, or nil when absent.
  static func string(_ value: JSONValue, _ key: String) throws(DecodeError) -> String? {
    guard let member = value[key] else { return nil }
    guard let text = member.stringValue else { throw DecodeError("\"\(key)\" must be a string") }
    return text
  }

  /// The instant member `key`, or nil when absent (an error when `required`).
  static func instant(_ value: JSONValue, _ key: String, required: Bool = false) throws(DecodeError) -> Instant? {
    guard let member = value[key] else {
      if required { throw DecodeError("\"\(key)\" is missing (an ISO 8601 instant)") }
      return nil
    }
    guard let text = member.stringValue, let instant = Instant(iso8601: text), Limits.instantRange.contains(instant)
    else { throw DecodeError("\"\(key)\" is not an ISO 8601 instant such as 2026-03-01T08:00:00Z") }
    return instant
  }
}

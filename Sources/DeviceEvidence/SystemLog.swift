import WidgetJournal
import WidgetModel

/// Reads an export of the system's log (`log show --style ndjson --predicate 'subsystem == "com.apple.chrono"'`), one
/// JSON object a line, streaming: memory is bounded by the longest line accepted (`lineBytesMax`), whatever the
/// file's size. Each line's `eventMessage` is matched against `LogTemplate.rows`; its `timestamp`, written in the
/// Mac's time zone with its offset, is read as the instant it names.
public struct SystemLog {
  /// The longest log line read; longer ones are counted and skipped unread.
  public static let lineBytesMax = 64 * 1024
  /// The most observations an import keeps from a log; later matching lines are counted, not kept.
  public static let observationsMax = 1_000_000
  /// The subsystem whose lines are read.
  public static let subsystem = "com.apple.chrono"

  /// What reading the log used and what it skipped, line by line.
  public struct Report: Sendable, Equatable {
    /// Lines read (blank ones aside).
    public var lines = 0
    /// Lines used, by event.
    public var used: [Observation.Event: Int] = [:]
    /// Lines of another subsystem.
    public var otherSubsystem = 0
    /// Lines whose message no template matches, with the first few messages.
    public var unknown = 0
    public var unknownExamples: [String] = []
    /// Lines of another app: the message names none of the journal's kinds nor a mapped bundle id.
    public var otherApp = 0
    /// Lines that are not a JSON object with a readable `timestamp` and `eventMessage` (a truncated line among them).
    public var unreadable = 0
    /// Lines over `lineBytesMax`.
    public var tooLong = 0
    /// Matching lines past `observationsMax`.
    public var overLimit = 0
    /// The time zone offsets the timestamps were written with, as written (`+0800`).
    public var offsets: Set<String> = []

    /// How many lines were used.
    public var usedCount: Int { used.values.reduce(0, +) }
  }

  /// Reads the log at `path`, keeping the lines about `kinds` (resolved by `KindNames`).
  /// - Throws: `JournalError.io` when the file cannot be read.
  public static func read(path: String, kinds: KindNames) throws(JournalError) -> (
    observations: [Observation], report: Report
  ) {
    var observations: [Observation] = []
    var report = Report()
    try LineReader.forEachLine(path: path, lineBytesMax: lineBytesMax, longLines: .measured) { item in
      switch item {
      case .tooLong, .overLimit:
        report.lines += 1
        report.tooLong += 1
      case .badPart:
        // A journal's part line in a log: no log line of the system's.
        report.lines += 1
        report.unreadable += 1
      case .line(_, let bytes, _, _):
        guard !LineReader.isBlank(bytes) else { return true }
        report.lines += 1
        if let observation = read(line: bytes, kinds: kinds, report: &report) {
          if observations.count < observationsMax {
            observations.append(observation)
          } else {
            report.overLimit += 1
          }
        }
      }
      return true
    }
    return (observations, report)
  }

  /// One log line's observation, or nil with the reason counted in `report`.
  static func read(line bytes: UnsafeBufferPointer<UInt8>, kinds: KindNames, report: inout Report) -> Observation? {
    guard let value = try? JSONValue(parsing: bytes), let message = value["eventMessage"]?.stringValue,
      let stamp = value["timestamp"]?.stringValue, let (at, offset) = timestamp(stamp)
    else {
      report.unreadable += 1
      return nil
    }
    if let subsystem = value["subsystem"]?.stringValue, subsystem != Self.subsystem {
      report.otherSubsystem += 1
      return nil
    }
    guard let (row, parts) = LogTemplate.rows.lazy.compactMap({ row in row.match(message).map { (row, $0) } }).first
    else {
      report.unknown += 1
      if report.unknownExamples.count < 5 { report.unknownExamples.append(String(message.prefix(200))) }
      return nil
    }
    var observation = Observation(row.event, at: at)
    if let part = row.kindPart {
      guard let kind = kinds.resolve(String(parts[part])) else {
        report.otherApp += 1
        return nil
      }
      observation.kind = kind
    }
    if let part = row.entriesPart { observation.entries = Int(parts[part].trimmingSpaces) }
    if let part = row.datePart { observation.due = timestamp(String(parts[part].trimmingSpaces))?.at }
    observation.message = message
    report.offsets.insert(offset)
    report.used[row.event, default: 0] += 1
    return observation
  }

  /// The instant a log timestamp names, and the offset it was written with: `2026-03-01 09:00:00.123456+0800` (as
  /// `log show` writes it, in the Mac's zone), or ISO 8601 with `Z` or `±HH:MM`. The fraction is cut to milliseconds.
  static func timestamp(_ text: String) -> (at: Instant, offset: String)? {
    var body = Substring(text)
    var offset = "+00:00"
    if body.hasSuffix("Z") {
      body = body.dropLast()
    } else if let sign = body.lastIndex(where: { $0 == "+" || $0 == "-" }),
      body.distance(from: sign, to: body.endIndex) <= 6,
      body[..<sign].contains(":")
    {
      var zone = String(body[body.index(after: sign)...]).replacingColons
      guard zone.count == 4 || zone.count == 2, zone.allSatisfy(\.isASCIIDigit) else { return nil }
      if zone.count == 2 { zone += "00" }
      offset = String(body[sign]) + zone.prefix(2) + ":" + zone.suffix(2)
      body = body[..<sign]
    }
    body = body.trimmingSpaces
    let parts = body.split(separator: ".", maxSplits: 1)
    guard let whole = parts.first, whole.count == 19 else { return nil }
    var fraction = parts.count > 1 ? String(parts[1].prefix(3)) : ""
    guard fraction.allSatisfy(\.isASCIIDigit) else { return nil }
    while !fraction.isEmpty && fraction.count < 3 { fraction += "0" }
    let iso =
      whole.prefix(10) + "T" + whole.suffix(8) + (fraction.isEmpty ? "" : "." + fraction) + offset
    guard let at = Instant(typed: String(iso)), Limits.instantRange.contains(at) else { return nil }
    return (at, offset.replacingColons)
  }
}

/// The journal's kinds, and the bundle ids that stand for them, for telling which kind a log line is about.
public struct KindNames: Sendable {
  /// The kinds the journal defines.
  public var kinds: Set<String>
  /// Bundle ids (or any text a message names a widget by) and the kind each stands for.
  public var bundles: [(text: String, kind: String)]

  /// Names for `kinds`, with `bundles` mapped to kinds.
  public init(kinds: Set<String>, bundles: [(text: String, kind: String)] = []) {
    self.kinds = kinds
    self.bundles = bundles
  }

  /// The kind `text` names: a mapped bundle id it contains (the longest first), or else a word of it (split at
  /// `:`, `,`, brackets and blanks) that is a kind; nil when it names none (another app's widget).
  public func resolve(_ text: String) -> String? {
    for (bundle, kind) in bundles.sorted(by: { $0.text.count > $1.text.count }) where text.contains(bundle) {
      return kind
    }
    let words = text.split { ":,[]() \t<>\"'".contains($0) }
    return words.lazy.map(String.init).first { kinds.contains($0) }
  }
}

extension Substring {
  /// The text without spaces at either end.
  var trimmingSpaces: Substring {
    var text = self
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return text
  }
}

extension String {
  /// The text without its colons.
  var replacingColons: String { filter { $0 != ":" } }
}

extension Character {
  /// Whether the character is one of the ASCII digits.
  var isASCIIDigit: Bool { isASCII && isNumber }
}

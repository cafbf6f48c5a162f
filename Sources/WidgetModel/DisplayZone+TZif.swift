/// Reading a zone from the bytes of a TZif file (RFC 8536), as found under /usr/share/zoneinfo.
extension DisplayZone {
  /// Why a TZif file could not be read.
  public enum TZifError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes do not start with `TZif`.
    case notTZif
    /// A version 1 file, which has no 64-bit data and no footer rule.
    case versionOne
    /// The file ends early or a count, index or footer is out of range.
    case malformed(String)

    /// The error in words.
    public var description: String {
      switch self {
      case .notTZif: return "not a TZif time zone file"
      case .versionOne: return "a version 1 TZif file (version 2 or later is needed)"
      case .malformed(let what): return "a damaged TZif file (\(what))"
      }
    }
  }

  /// The most transitions or types read from one file, far above any real zone's.
  static let transitionsMax = 10_000

  /// Reads a version 2 (or later) TZif file: the 64-bit transitions, their local time types and the footer rule.
  /// - Throws: `TZifError` when the bytes are not such a file.
  public init(name: String, tzif bytes: [UInt8]) throws(TZifError) {
    guard bytes.count >= 44, bytes.prefix(4).elementsEqual("TZif".utf8) else { throw .notTZif }
    guard bytes[4] >= UInt8(ascii: "2") else { throw .versionOne }
    let first = try Self.counts(bytes, at: 0)
    // The version 1 block comes first, with 4-byte times; the version 2 header and block follow it.
    let second = 44 + first.blockBytes(timeBytes: 4)
    guard bytes.count >= second + 44, bytes[second..<second + 4].elementsEqual("TZif".utf8) else {
      throw .malformed("no version 2 header")
    }
    let counts = try Self.counts(bytes, at: second)
    var at = second + 44
    guard bytes.count >= at + counts.blockBytes(timeBytes: 8) else { throw .malformed("it ends early") }
    let transitions = (0..<counts.times).map { Self.bigEndian(bytes, at + $0 * 8, 8) }
    at += counts.times * 8
    let transitionTypes = (0..<counts.times).map { Int(bytes[at + $0]) }
    at += counts.times
    guard transitionTypes.allSatisfy({ $0 < counts.types }) else { throw .malformed("a type index") }
    let abbreviations = at + counts.types * 6
    let types = try (0..<counts.types).map { (index: Int) throws(TZifError) -> LocalType in
      let entry = at + index * 6
      let offset = Self.bigEndian(bytes, entry, 4)
      let start = Int(bytes[entry + 5])
      guard start < counts.characters, abs(offset) < 86_400 else { throw .malformed("a local time type") }
      let end = bytes[abbreviations + start..<abbreviations + counts.characters].firstIndex(of: 0)
      let text = String(
        decoding: bytes[abbreviations + start..<(end ?? abbreviations + counts.characters)], as: UTF8.self)
      return LocalType(offsetSeconds: offset, abbreviation: text)
    }
    let footer = Self.footer(bytes, from: second + 44 + counts.blockBytes(timeBytes: 8))
    var rule: ZoneRule?
    if let footer, !footer.isEmpty {
      guard let parsed = ZoneRule(posix: footer) else { throw .malformed("the footer '\(footer)'") }
      rule = parsed
    }
    self.init(
      name: name, transitions: transitions, transitionTypes: transitionTypes, types: types, rule: rule,
      ruleText: rule == nil ? nil : footer)
  }

  /// The six counts of a TZif header at `offset`.
  struct Counts {
    /// isutcnt, isstdcnt, leapcnt, timecnt, typecnt, charcnt.
    var utIndicators, standardIndicators, leaps, times, types, characters: Int

    /// The bytes of the data block these counts describe, with `timeBytes`-byte times.
    func blockBytes(timeBytes: Int) -> Int {
      times * timeBytes + times + types * 6 + characters + leaps * (timeBytes + 4) + standardIndicators + utIndicators
    }
  }

  /// Reads the counts of the header at `offset`, checked against `transitionsMax`.
  static func counts(_ bytes: [UInt8], at offset: Int) throws(TZifError) -> Counts {
    let values = (0..<6).map { Int(bigEndian(bytes, offset + 20 + $0 * 4, 4)) }
    guard values.allSatisfy({ $0 >= 0 && $0 <= transitionsMax }), values[4] >= 1 else {
      throw .malformed("a count")
    }
    return Counts(
      utIndicators: values[0], standardIndicators: values[1], leaps: values[2], times: values[3], types: values[4],
      characters: values[5])
  }

  /// A signed big-endian integer of `size` bytes (4 or 8) at `offset`.
  static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> Int64 {
    var value: UInt64 = 0
    for index in offset..<offset + size { value = value << 8 | UInt64(bytes[index]) }
    let shift = UInt64(64 - size * 8)
    return Int64(bitPattern: value << shift) >> shift
  }

  /// The footer's TZ string, between two newlines after the version 2 block, or nil when there is none.
  static func footer(_ bytes: [UInt8], from offset: Int) -> String? {
    guard offset < bytes.count, bytes[offset] == 0x0A else { return nil }
    guard let end = bytes[(offset + 1)...].firstIndex(of: 0x0A) else { return nil }
    return String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
  }
}

import WidgetModel

/// Decodes one journal action line straight from its UTF-8 bytes.
///
/// The checksum is checked first, on the raw bytes. Then a fast recogniser reads the common actions' members
/// into typed slots without building a JSON tree or a `String` per line; anything unusual (`define`, escapes in
/// a name, an unknown or repeated member, a non-canonical instant, a syntax error) falls back to the generic path,
/// which parses the whole line into JSON values and owns every error message. Both paths agree by construction
/// and by the differential tests.
public enum LineDecoder {
  /// The bytes a checksummed line ends with: `,"crc":"` + 8 hex digits + `"}` (18 bytes).
  static let checksumSuffixCount = 18

  /// Decodes an action line (without its newline) of a journal in format `version`.
  /// - Throws: `JournalError` naming `lineNumber`: checksum mismatch, unparsable JSON, unknown action, malformed.
  public static func decode(
    _ line: UnsafeBufferPointer<UInt8>, lineNumber: Int, version: Int = JournalHeader.currentVersion
  ) throws(JournalError) -> ActionCodec.Line {
    // A v2 journal (part lines, observation lines) writes its action lines as v1 does (the reader joined the parts).
    let version = min(version, JournalHeader.currentVersion)
    let checksumAt = try checksumPosition(line, lineNumber: lineNumber)
    if version == JournalHeader.currentVersion, let fast = FastLine.decode(line, checksumAt: checksumAt) {
      return fast
    }
    return try decodeGeneric(line, lineNumber: lineNumber, version: version, checksumAt: checksumAt)
  }

  /// Decodes a line through the generic path only: the whole line as JSON values, then the members read.
  public static func decodeGeneric(
    _ line: UnsafeBufferPointer<UInt8>, lineNumber: Int, version: Int = JournalHeader.currentVersion,
    checksumAt: Int?
  ) throws(JournalError) -> ActionCodec.Line {
    let version = min(version, JournalHeader.currentVersion)
    var scanner = JSONScanner(line)
    var members: [(key: String, value: JSONValue)]
    do { members = try scanner.parseTopLevelMembers() } catch {
      throw .unparsable(line: lineNumber, column: error.offset + 1, reason: error.message)
    }
    if version < JournalHeader.currentVersion {
      do { members = try JournalUpgrade.upgradeLine(members, from: version) } catch {
        throw .malformed(line: lineNumber, reason: "format v\(version): \(error)")
      }
    }
    return try ActionCodec.decode(members: members, checksummed: checksumAt != nil, lineNumber: lineNumber)
  }

  /// Where the checksum member starts when the line ends with one, after checking it against the content.
  /// - Throws: `.checksumMismatch`, or `.malformed` when the 8 digits are not hex.
  public static func checksumPosition(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int) throws(JournalError)
    -> Int?
  {
    let n = line.count
    guard n > checksumSuffixCount, let base = line.baseAddress, base[n - 1] == UInt8(ascii: "}"),
      base[n - 2] == UInt8(ascii: "\"")
    else { return nil }
    let at = n - checksumSuffixCount
    // `,"crc":"` as one little-endian word, compared at once.
    let prefix = UInt64(littleEndian: UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self))
    guard prefix == 0x223A_2263_7263_222C else { return nil }
    // Hex digits through a table, without a branch per digit (they are random, so branches would mispredict).
    var found: UInt32 = 0
    var invalid: UInt8 = 0
    for i in 0..<8 {
      let digit = hexDigits[Int(base[at + 8 + i])]
      invalid |= digit
      found = found << 4 | UInt32(digit & 0x0F)
    }
    guard invalid & 0x80 == 0 else { throw .malformed(line: lineNumber, reason: "\"crc\" must be 8 hex digits") }
    let expected = checksum(ofLineWithoutChecksum: UnsafeBufferPointer(start: base, count: at))
    guard expected == found else {
      let written = String(decoding: UnsafeBufferPointer(start: base + at + 8, count: 8), as: UTF8.self)
      throw .checksumMismatch(line: lineNumber, expected: CRC32C.hex(expected), found: written)
    }
    return at
  }

  /// Each byte's value as a hex digit (either case), or 0x80 when it is not one. Allocated once, never freed.
  nonisolated(unsafe) static let hexDigits: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for b in 0..<256 { table[b] = JSONScanner.hexValue(UInt8(b)) ?? 0x80 }
    return UnsafePointer(table)
  }()

  /// The CRC-32C of a line's bytes before its `,"crc":…` member, followed by the closing `}`.
  public static func checksum(ofLineWithoutChecksum body: UnsafeBufferPointer<UInt8>) -> UInt32 {
    CRC32C.update(CRC32C.update(0xFFFF_FFFF, body), byte: UInt8(ascii: "}")) ^ 0xFFFF_FFFF
  }
}

import WidgetModel

extension Limits {
  /// The longest action a journal records, in bytes of its line: an action whose line would be longer than
  /// `journalLineBytesMax` is written as part lines (`JournalParts`), each within the line limit, and a reader
  /// refuses parts that announce more than this before it keeps any of them.
  public static let journalActionBytesMax = 32 << 20
  /// The most JSON values one action written in parts may hold, counted before its line is parsed: a data value's
  /// (`jsonValuesMax`) and as many again for the rest (a timeline's dates and relevances).
  public static let journalActionValuesMax = 2 * jsonValuesMax
}

/// Actions too long for one journal line (a 5 MB App Group file, a timeline of thousands of entries), written as a
/// run of part lines that a reader joins back into the action's line before decoding it (docs/JOURNAL.md, "Long
/// actions"). Each part line is an ordinary line of the journal: at most `Limits.journalLineBytesMax` bytes, with
/// its own checksum, so a damaged part is found on its own line; the joined line keeps the action's own checksum.
///
/// ```
/// {"seq":12,"part":1,"of":3,"bytes":150000,"text":"{\"seq\":12,\"action\":\"data\",…","crc":"…"}
/// ```
public enum JournalParts {
  /// The format version that may hold part lines. A journal's header says it as soon as the journal holds one, so a
  /// widgetsim that knows no part lines refuses the journal as newer instead of stopping at a line it cannot read.
  public static let formatVersion = 2

  /// The most bytes of an action's line one part holds, escaped as a JSON string: the rest of a part line (its seq,
  /// numbers and checksum) takes under 100 bytes, so a part line stays under `Limits.journalLineBytesMax`.
  static let textBytesMax = Limits.journalLineBytesMax - 1024

  /// One part line, decoded: which action, which part of how many, and its piece of the action's line.
  struct Part {
    /// The action's seq.
    var seq: Int
    /// The part's number, from 1.
    var part: Int
    /// How many parts the action has.
    var of: Int
    /// The bytes of the whole action's line, as every part announces them.
    var bytes: Int
    /// This part's piece of the line.
    var text: String
  }

  /// The lines that record `line`, the line of action `seq` with its checksum: the line itself when it fits on one,
  /// else its part lines, in order.
  /// - Complexity: O(n) in the line's bytes.
  public static func lines(for line: String, seq: Int) -> [String] {
    let bytes = line.utf8.count
    guard bytes > Limits.journalLineBytesMax else { return [line] }
    precondition(bytes <= Limits.journalActionBytesMax, "an action of \(bytes) bytes was let through to be written")
    let pieces = pieces(of: line)
    return pieces.enumerated().map { index, piece in
      var body = "{\"seq\":\(seq),\"part\":\(index + 1),\"of\":\(pieces.count),\"bytes\":\(bytes),\"text\":"
      JSONValue.writeString(piece, to: &body)
      let crc = CRC32C.checksum(body + "}")
      return body + ",\"crc\":\"\(CRC32C.hex(crc))\"}"
    }
  }

  /// `line` cut into pieces of at most `textBytesMax` bytes each once escaped, between Unicode scalars.
  /// - Complexity: O(n) in the line's bytes.
  static func pieces(of line: String) -> [String] {
    let bytes = Array(line.utf8)
    var pieces: [String] = []
    var start = 0
    var escaped = 0
    for (index, byte) in bytes.enumerated() {
      // A byte that continues a scalar is never cut from it, and takes one byte escaped as it is.
      if byte & 0xC0 != 0x80, escaped + escapedBytes(byte) > textBytesMax {
        pieces.append(String(decoding: bytes[start..<index], as: UTF8.self))
        start = index
        escaped = 0
      }
      escaped += escapedBytes(byte)
    }
    if start < bytes.count { pieces.append(String(decoding: bytes[start...], as: UTF8.self)) }
    return pieces
  }

  /// The bytes a byte of a line takes in a JSON string as `JSONValue.writeString` writes it.
  static func escapedBytes(_ byte: UInt8) -> Int {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D, 0x09: return 2
    case 0..<0x20: return 6
    default: return 1
    }
  }

  /// Whether a line starts as a part line does: `{"seq":` and digits, then `,"part":`. A cheap test on every line,
  /// so that the lines of other actions go by at the cost of a few byte comparisons.
  static func startsPart(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let start = line.baseAddress else { return false }
    let count = line.count
    guard count > 24, start[0] == UInt8(ascii: "{"), start[1] == UInt8(ascii: "\""), start[2] == UInt8(ascii: "s"),
      start[3] == UInt8(ascii: "e"), start[4] == UInt8(ascii: "q"), start[5] == UInt8(ascii: "\""),
      start[6] == UInt8(ascii: ":")
    else { return false }
    var i = 7
    while i < 18, start[i] >= UInt8(ascii: "0"), start[i] <= UInt8(ascii: "9") { i += 1 }
    guard i > 7, i + 8 < count else { return false }
    let marker: StaticString = ",\"part\":"
    return marker.withUTF8Buffer { m in (0..<8).allSatisfy { start[i + $0] == m[$0] } }
  }

  /// Decodes a part line (one `startsPart` accepted): its checksum first, then its members.
  /// - Throws: `JournalError` naming `lineNumber`: a checksum mismatch, unparsable JSON, a malformed part.
  static func decode(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int) throws(JournalError) -> Part {
    let checksumAt = try LineDecoder.checksumPosition(line, lineNumber: lineNumber)
    var scanner = JSONScanner(line)
    var members: [(key: String, value: JSONValue)]
    do { members = try scanner.parseTopLevelMembers() } catch {
      throw .unparsable(line: lineNumber, column: error.offset + 1, reason: error.message)
    }
    if checksumAt != nil { members.removeLast() }
    let malformed = { (reason: String) in JournalError.malformed(line: lineNumber, reason: "part: " + reason) }
    let names = members.map(\.key)
    guard names == ["seq", "part", "of", "bytes", "text"] else {
      throw malformed(
        "a part line has exactly \"seq\", \"part\", \"of\", \"bytes\" and \"text\", in that order (it has "
          + names.map { "\"\($0)\"" }.joined(separator: ", ") + ")")
    }
    let value = JSONValue.object(members)
    guard let seq = value["seq"]?.intValue, seq >= 1, seq <= Int64(Int32.max) else {
      throw malformed("\"seq\" must be a whole number from 1")
    }
    guard let bytes = value["bytes"]?.intValue, bytes >= 1 else {
      throw malformed("\"bytes\" must be a whole number from 1")
    }
    guard let of = value["of"]?.intValue, of >= 1, of <= bytes else {
      throw malformed("\"of\" must be a whole number from 1 to \"bytes\"")
    }
    guard let part = value["part"]?.intValue, part >= 1, part <= of else {
      throw malformed("\"part\" must be a whole number from 1 to \"of\" (\(of))")
    }
    guard let text = value["text"]?.stringValue, !text.isEmpty else {
      throw malformed("\"text\" must be a string that is not empty")
    }
    return Part(seq: Int(seq), part: Int(part), of: Int(of), bytes: Int(bytes), text: text)
  }
}

import WidgetModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The fast recogniser of the common action lines: members read into typed slots straight from the bytes.
///
/// It returns nil for anything it does not handle (the generic path then decides), so it never rejects a line
/// and never accepts one the generic path would refuse.
struct FastLine: ~Copyable {
  /// Where a string member's content lies in the line, and whether it is plain ASCII.
  struct Span {
    var start = -1
    var end = 0
    var ascii = true
  }

  /// The members the recogniser knows, as bit positions in `seen`.
  enum Field: UInt32 {
    case seq, action, crc, id, kind, family, config, key, value, ttl, reason, target, to, state, available, name
    /// The device's and move's members (`"page"` of add too), and a system change's.
    case page, screen, appName, system, zone
    var bit: UInt32 { 1 << rawValue }
  }

  /// The actions it decodes; `define` and anything else go to the generic path.
  enum Name {
    case tick, data, add, remove, configure, reload, fail, app, appgroup, set, device, move
  }

  var scanner: JSONScanner
  let checksumAt: Int?
  var seen: UInt32 = 0
  var seq = 0
  var name: Name? = nil
  var id = Span()
  var kind = Span()
  var family = Span()
  var key = Span()
  var ttl = Span()
  var reason = Span()
  var target = Span()
  var to = Span()
  var state = Span()
  var settingName = Span()
  var screen = Span()
  var appName = Span()
  var system = Span()
  var zone = Span()
  var page = 0
  var value: JSONValue? = nil
  var config: [String: ParamValue]? = nil
  var available = false

  /// The decoded line, or nil when the generic path must decide.
  @inline(__always)
  static func decode(_ line: UnsafeBufferPointer<UInt8>, checksumAt: Int?) -> ActionCodec.Line? {
    var fast = FastLine(scanner: JSONScanner(line), checksumAt: checksumAt)
    guard fast.readMembers(), let action = fast.action() else { return nil }
    return ActionCodec.Line(seq: fast.seq, action: action, hadChecksum: checksumAt != nil)
  }

  /// Reads `{ "member": value, … }` to the end of the line; false on anything unusual.
  ///
  /// Shortcuts for what a journal writer always writes, each reading exactly what the general loop would:
  /// `"seq":N,"action":"NAME"` and the first member at the start, and the verified checksum at the end.
  mutating func readMembers() -> Bool {
    scanner.skipSpace()
    guard scanner.peek == UInt8(ascii: "{") else { return false }
    scanner.index += 1
    guard readCanonicalStart() || readMember() else { return false }
    while true {
      scanner.skipSpace()
      if scanner.peek == UInt8(ascii: ",") {
        if scanner.index == checksumAt {
          // `,"crc":"xxxxxxxx"` up to the closing brace, already checked on the raw bytes.
          guard seen & Field.crc.bit == 0 else { return false }
          seen |= Field.crc.bit
          scanner.index += 17
          continue
        }
        scanner.index += 1
        guard readMember() else { return false }
        continue
      }
      guard scanner.peek == UInt8(ascii: "}") else { return false }
      scanner.index += 1
      scanner.skipSpace()
      return scanner.index == scanner.end && seen & Field.seq.bit != 0 && name != nil
    }
  }

  /// Reads one `"member": value`; false on anything unusual, a repeated member included.
  mutating func readMember() -> Bool {
    scanner.skipSpace()
    guard scanner.peek == UInt8(ascii: "\""), let field = readKey(), seen & field.bit == 0 else { return false }
    seen |= field.bit
    scanner.skipSpace()
    guard scanner.peek == UInt8(ascii: ":") else { return false }
    scanner.index += 1
    scanner.skipSpace()
    return readValue(field)
  }

  /// Reads `"seq":N,"action":"NAME"` right after the opening brace, as a journal writer spells it; false, with the
  /// cursor back where it was, when the line does not start so.
  mutating func readCanonicalStart() -> Bool {
    let start = scanner.index
    guard skip("\"seq\":"), readSeq(), skip(",\"action\":"), scanner.peek == UInt8(ascii: "\""),
      let action = readActionName()
    else {
      scanner.index = start
      return false
    }
    name = action
    seen = Field.seq.bit | Field.action.bit
    readCanonicalFirstMember(action)
    return true
  }

  /// Reads the plain string member a journal writer puts right after the action's name (`"to"` of a tick, `"key"`
  /// of data, `"id"` of add …); leaves the cursor where it was, for the member loop, when the line goes on
  /// differently.
  mutating func readCanonicalFirstMember(_ action: Name) {
    let start = scanner.index
    let field: Field?
    switch action {
    case .tick: field = skip(",\"to\":") ? .to : nil
    case .data, .fail: field = skip(",\"key\":") ? .key : nil
    case .add, .remove, .configure: field = skip(",\"id\":") ? .id : nil
    case .reload: field = skip(",\"target\":") ? .target : nil
    default: return
    }
    guard let field, let span = readSpan() else {
      scanner.index = start
      return
    }
    store(span, field)
    seen |= field.bit
  }

  /// Moves the cursor past `literal` when the bytes there are exactly it; false, the cursor unmoved, otherwise.
  @inline(__always)
  mutating func skip(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard scanner.end - scanner.index >= count, memcmp(scanner.base + scanner.index, literal.utf8Start, count) == 0
    else { return false }
    scanner.index += count
    return true
  }

  mutating func readValue(_ field: Field) -> Bool {
    switch field {
    case .seq: return readSeq()
    case .action:
      guard scanner.peek == UInt8(ascii: "\"") else { return false }
      name = readActionName()
      return name != nil
    case .crc:
      // The checksum was verified on the raw bytes; here it must be that same member, the last one.
      guard let checksumAt, scanner.index == checksumAt + 7 else { return false }
      scanner.index = checksumAt + 17
      return true
    case .value:
      guard let parsed = try? scanner.parseValue(depth: 1) else { return false }
      value = parsed
      return true
    case .config: return readConfig()
    case .available: return readBool()
    case .page:
      // A plain whole number from 1 on; anything else (0, a fraction, an exponent) the generic path decides.
      guard let (n, end) = Self.wholeNumber(scanner.base, from: scanner.index, to: scanner.end) else { return false }
      scanner.index = end
      page = n
      return true
    default:
      guard let span = readSpan() else { return false }
      store(span, field)
      return true
    }
  }

  mutating func store(_ span: Span, _ field: Field) {
    switch field {
    case .id: id = span
    case .kind: kind = span
    case .family: family = span
    case .key: key = span
    case .ttl: ttl = span
    case .reason: reason = span
    case .target: target = span
    case .to: to = span
    case .state: state = span
    case .screen: screen = span
    case .appName: appName = span
    case .system: system = span
    case .zone: zone = span
    default: settingName = span
    }
  }

  /// A string without escapes at the cursor; nil for anything else.
  mutating func readSpan() -> Span? {
    guard scanner.peek == UInt8(ascii: "\"") else { return nil }
    let start = scanner.index + 1
    guard let (close, ascii) = Self.scanString(scanner.base, from: start, to: scanner.end) else { return nil }
    scanner.index = close + 1
    return Span(start: start, end: close, ascii: ascii)
  }

  /// The closing quote of the string whose content starts at `start`, and whether that content is ASCII; nil when
  /// it holds an escape or a control character, or is not closed before `end`.
  ///
  /// Eight bytes at a time: `stopBytes` flags the bytes that end a plain run (a quote, a backslash, a control
  /// character), and the lowest flag is the first such byte.
  /// - Complexity: O(n) in the string's length, about three instructions per byte.
  @inline(__always)
  static func scanString(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> (close: Int, ascii: Bool)? {
    var i = start
    var high: UInt64 = 0
    while i &+ 8 <= end {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
      let stops = stopBytes(word)
      if stops != 0 {
        let before = stops.trailingZeroBitCount &>> 3
        high |= word & ((1 &<< UInt64(before &* 8)) &- 1)
        i &+= before
        return base[i] == UInt8(ascii: "\"") ? (i, high & highBits == 0) : nil
      }
      high |= word
      i &+= 8
    }
    while i < end {
      let b = base[i]
      if b == UInt8(ascii: "\"") { return (i, high & highBits == 0) }
      guard b >= 0x20, b != UInt8(ascii: "\\") else { return nil }
      high |= UInt64(b)
      i &+= 1
    }
    return nil
  }

  /// The top bit of each of a word's eight bytes.
  static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// The top bit of each byte of `word` (little-endian) that is a quote, a backslash or below 0x20, exact up to
  /// and including the lowest one (a borrow can only flag bytes above a byte that is flagged itself).
  @inline(__always)
  static func stopBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    let zeroQuote = (quotes &- ones) & ~quotes
    let zeroBackslash = (backslashes &- ones) & ~backslashes
    let control = (word &- ones &* 0x20) & ~word
    return (zeroQuote | zeroBackslash | control) & highBits
  }

  /// A span's text, or nil when it is not valid UTF-8 (the generic path reports that).
  /// Static (like `equals`) so that calls do not copy the whole recogniser.
  static func text(_ base: UnsafePointer<UInt8>, _ span: Span) -> String? {
    let bytes = UnsafeBufferPointer(start: base + span.start, count: span.end - span.start)
    return span.ascii ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
  }

  /// Whether a span holds exactly the bytes of `literal`.
  static func equals(_ base: UnsafePointer<UInt8>, _ span: Span, _ literal: StaticString) -> Bool {
    let count = span.end - span.start
    guard count == literal.utf8CodeUnitCount else { return false }
    return memcmp(base + span.start, literal.utf8Start, count) == 0
  }
}

import WidgetModel

/// Reading member names and the small values of the common actions.
extension FastLine {
  /// The member named at the cursor (an opening quote), or nil for an unknown name or one with escapes.
  mutating func readKey() -> Field? {
    if let word = readShortString() { return Self.field(named: word) }
    guard let span = readSpan() else { return nil }
    if let word = Self.shortWord(scanner.base, span) { return Self.field(named: word) }
    return Self.equals(scanner.base, span, "available") ? .available : nil
  }

  /// The member a name of at most seven bytes stands for, given as `readShortString` returns it.
  static func field(named word: UInt64) -> Field? {
    // Each constant is the name's bytes as a little-endian word ("id" is 0x6469); a test checks every one.
    switch word {
    case 0x6469: return .id
    case 0x6F74: return .to
    case 0x71_6573: return .seq
    case 0x79_656B: return .key
    case 0x6C_7474: return .ttl
    case 0x63_7263: return .crc
    case 0x646E_696B: return .kind
    case 0x656D_616E: return .name
    case 0x65_756C_6176: return .value
    case 0x65_7461_7473: return .state
    case 0x6E6F_6974_6361: return .action
    case 0x796C_696D_6166: return .family
    case 0x6769_666E_6F63: return .config
    case 0x6E6F_7361_6572: return .reason
    case 0x7465_6772_6174: return .target
    case 0x6567_6170: return .page
    case 0x6E65_6572_6373: return .screen
    case 0x70_7061: return .appName
    case 0x6D65_7473_7973: return .system
    case 0x656E_6F7A: return .zone
    default: return nil
    }
  }

  /// The action named at the cursor (an opening quote), or nil for anything else.
  mutating func readActionName() -> Name? {
    if let word = readShortString() { return Self.actionName(word) }
    guard let span = readSpan() else { return nil }
    if let word = Self.shortWord(scanner.base, span) { return Self.actionName(word) }
    if Self.equals(scanner.base, span, "appgroup") { return .appgroup }
    return Self.equals(scanner.base, span, "configure") ? .configure : nil
  }

  /// The action a name of at most seven bytes stands for, given as `readShortString` returns it.
  static func actionName(_ word: UInt64) -> Name? {
    // As in `field(named:)`: each name's bytes as a little-endian word, checked by a test.
    switch word {
    case 0x6B63_6974: return .tick
    case 0x6174_6164: return .data
    case 0x64_6461: return .add
    case 0x70_7061: return .app
    case 0x6576_6F6D_6572: return .remove
    case 0x6461_6F6C_6572: return .reload
    case 0x6C69_6166: return .fail
    case 0x74_6573: return .set
    case 0x6563_6976_6564: return .device
    case 0x6576_6F6D: return .move
    default: return nil
    }
  }

  /// A string of at most seven bytes without escapes or control characters at the cursor (an opening quote), as
  /// the little-endian word of its bytes (zeros above them), the cursor moved past it; nil, the cursor unmoved,
  /// for anything else, and when fewer than eight bytes follow the quote.
  @inline(__always)
  mutating func readShortString() -> UInt64? {
    let start = scanner.index &+ 1
    guard start &+ 8 <= scanner.end else { return nil }
    let word = UInt64(littleEndian: UnsafeRawPointer(scanner.base + start).loadUnaligned(as: UInt64.self))
    let stops = Self.stopBytes(word)
    guard stops != 0 else { return nil }
    let count = stops.trailingZeroBitCount &>> 3
    guard scanner.base[start &+ count] == UInt8(ascii: "\"") else { return nil }
    scanner.index = start &+ count &+ 1
    return word & ((1 &<< UInt64(count &* 8)) &- 1)
  }

  /// A span of at most seven bytes as `readShortString` gives it, for strings it could not read (near the end of
  /// the line); nil for a longer span.
  static func shortWord(_ base: UnsafePointer<UInt8>, _ span: Span) -> UInt64? {
    guard span.end - span.start <= 7 else { return nil }
    var word: UInt64 = 0
    for i in (span.start..<span.end).reversed() { word = word << 8 | UInt64(base[i]) }
    return word
  }

  /// A plain whole number from 1 to `Int32.max` (the generic path handles `5.0`, `5e0` and the errors).
  mutating func readSeq() -> Bool {
    guard let (n, end) = Self.wholeNumber(scanner.base, from: scanner.index, to: scanner.end) else { return false }
    scanner.index = end
    seq = n
    return true
  }

  /// The whole number from 1 to `Int32.max` written at `start` without a leading zero, and where its digits end;
  /// nil for anything else. Up to seven digits followed by a non-digit are read as one word (`eightDigits`).
  @inline(__always)
  static func wholeNumber(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> (value: Int, end: Int)? {
    guard start < end, base[start] != UInt8(ascii: "0") else { return nil }
    if start &+ 8 <= end {
      let x =
        UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)) ^ 0x3030_3030_3030_3030
      // As in `FastInstant.digits`: the top bit of x or x + 0x76 marks each byte that is not a digit.
      let nonDigits = ((x &+ 0x7676_7676_7676_7676) | x) & 0x8080_8080_8080_8080
      if nonDigits != 0 {
        let count = nonDigits.trailingZeroBitCount &>> 3
        guard count > 0 else { return nil }
        // The digits moved to the top bytes, zeros (leading zero digits) below them.
        let value = eightDigits(x &<< UInt64((8 &- count) &* 8))
        return (Int(value), start &+ count)
      }
    }
    // Eight digits or more, or too near the end for a word: one byte at a time, at most eleven digits looked at.
    let limit = min(end, start &+ 11)
    var i = start
    var n = 0
    while i < limit, base[i] &- 48 < 10 {
      n = n &* 10 &+ Int(base[i] &- 48)
      i &+= 1
    }
    guard i > start, i &- start <= 10, n <= Int(Int32.max) else { return nil }
    return (n, i)
  }

  /// The number whose eight decimal digit values (0 to 9) are the bytes of `x`, most significant in byte 0: pairs,
  /// then fours, then all eight combined with one multiplication each.
  @inline(__always)
  static func eightDigits(_ x: UInt64) -> UInt64 {
    let pairs = (x &* (10 &<< 8 &+ 1)) &>> 8 & 0x00FF_00FF_00FF_00FF
    let fours = (pairs &* (100 &<< 16 &+ 1)) &>> 16 & 0x0000_FFFF_0000_FFFF
    return (fours &* (10_000 &<< 32 &+ 1)) &>> 32
  }

  mutating func readBool() -> Bool {
    if let parsed = try? scanner.parseValue(depth: 1), case .bool(let b) = parsed {
      available = b
      return true
    }
    return false
  }

  /// A configuration object of strings, whole numbers and Booleans.
  mutating func readConfig() -> Bool {
    guard scanner.peek == UInt8(ascii: "{") else { return false }
    scanner.index += 1
    var values: [String: ParamValue] = [:]
    let base = scanner.base
    scanner.skipSpace()
    if scanner.peek == UInt8(ascii: "}") {
      scanner.index += 1
      config = values
      return true
    }
    while true {
      scanner.skipSpace()
      guard let nameSpan = readSpan(), let name = Self.text(base, nameSpan) else { return false }
      scanner.skipSpace()
      guard scanner.peek == UInt8(ascii: ":") else { return false }
      scanner.index += 1
      scanner.skipSpace()
      guard let value = readParamValue() else { return false }
      values[name] = value
      scanner.skipSpace()
      if scanner.peek == UInt8(ascii: ",") {
        scanner.index += 1
        continue
      }
      guard scanner.peek == UInt8(ascii: "}") else { return false }
      scanner.index += 1
      config = values
      return true
    }
  }

  mutating func readParamValue() -> ParamValue? {
    if scanner.peek == UInt8(ascii: "\"") {
      guard let span = readSpan(), let value = Self.text(scanner.base, span) else { return nil }
      return .string(value)
    }
    switch try? scanner.parseValue(depth: 2) {
    case .int(let n)?: return .int(n)
    case .bool(let b)?: return .bool(b)
    default: return nil
    }
  }
}

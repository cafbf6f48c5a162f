import PropertyTesting
import Testing
import WidgetModel

@testable import WidgetJournal

/// The fast recogniser's word-at-a-time pieces and shortcuts against slow, obviously correct versions of them.
@Suite("The fast line recogniser's shortcuts")
struct FastLineTests {
  /// A name's bytes as the little-endian word `readShortString` gives.
  static func word(_ name: String) -> UInt64 {
    name.utf8.reversed().reduce(0) { $0 << 8 | UInt64($1) }
  }

  /// The closing quote and ASCII-ness of a plain string, one byte at a time: the oracle for `scanString`.
  static func naiveScan(_ bytes: [UInt8], from start: Int) -> (close: Int, ascii: Bool)? {
    var ascii = true
    for i in start..<bytes.count {
      if bytes[i] == UInt8(ascii: "\"") { return (i, ascii) }
      if bytes[i] < 0x20 || bytes[i] == UInt8(ascii: "\\") { return nil }
      ascii = ascii && bytes[i] < 0x80
    }
    return nil
  }

  static let fields: [(String, FastLine.Field)] = [
    ("id", .id), ("to", .to), ("seq", .seq), ("key", .key), ("ttl", .ttl), ("crc", .crc), ("kind", .kind),
    ("name", .name), ("value", .value), ("state", .state), ("action", .action), ("family", .family),
    ("config", .config), ("reason", .reason), ("target", .target), ("page", .page), ("screen", .screen),
    ("app", .appName), ("system", .system), ("zone", .zone),
  ]

  static let actions: [(String, FastLine.Name)] = [
    ("tick", .tick), ("data", .data), ("add", .add), ("app", .app), ("remove", .remove), ("reload", .reload),
    ("fail", .fail), ("set", .set), ("device", .device), ("move", .move),
  ]

  @Test("every member name of up to seven bytes has the right word constant")
  func memberWords() {
    for (name, field) in Self.fields { #expect(FastLine.field(named: Self.word(name)) == field, "\(name)") }
    for name in ["", "i", "ids", "seq2", "Seq", "availab", "values"] {
      #expect(FastLine.field(named: Self.word(name)) == nil, "\(name)")
    }
  }

  @Test("every action name of up to seven bytes has the right word constant")
  func actionWords() {
    for (name, action) in Self.actions { #expect(FastLine.actionName(Self.word(name)) == action, "\(name)") }
    for name in ["", "tock", "adds", "ap", "Tick", "define"] {
      #expect(FastLine.actionName(Self.word(name)) == nil, "\(name)")
    }
  }

  @Test("names close to the end of the line, read without the word load, are still recognised")
  func namesNearTheEnd() {
    let lines = [
      #"{"action":"tick","to":"2026-03-01T09:00:00Z","seq":7}"#,
      #"{"seq":7,"id":"w1","action":"remove"}"#,
      #"{"seq":7,"action":"appgroup","available":true}"#,
      #"{"seq":7,"state":"background","action":"app"}"#,
      #"{"seq":7,"id":"w","action":"configure","config":{"a":1}}"#,
    ]
    for line in lines {
      let decoded = Array(line.utf8).withUnsafeBufferPointer { FastLine.decode($0, checksumAt: nil) }
      #expect(decoded != nil, "\(line)")
    }
  }

  @Test("the eight-bytes-at-a-time string scan agrees with a byte loop on random bytes")
  func scanMatchesByteLoop() {
    let seed = TestSupport.seed(0x5CA7)
    var random = SplitMix64(seed: seed)
    // Mostly plain ASCII, with the bytes that stop a plain run and bytes above 0x7F mixed in.
    let special: [UInt8] = [0x22, 0x5C, 0x00, 0x1F, 0x20, 0x7F, 0x80, 0xC3, 0xFF, 0x21, 0x5B, 0x5D, 0x01, 0xA2]
    for round in 0..<20_000 {
      let count = random.below(40)
      let bytes: [UInt8] = (0..<count).map { _ in
        random.below(6) == 0 ? special[random.below(special.count)] : UInt8(0x23 + random.below(0x5C - 0x23))
      }
      let start = count == 0 ? 0 : random.below(count)
      let fast = bytes.withUnsafeBufferPointer { buffer in
        FastLine.scanString(JSONScanner(buffer).base, from: start, to: buffer.count)
      }
      let slow = Self.naiveScan(bytes, from: start)
      #expect(fast?.close == slow?.close && fast?.ascii == slow?.ascii, "seed \(seed) round \(round): \(bytes)")
    }
  }
  /// Lines around the two shortcuts (the canonical start and the checksum at the end), with whether the fast path
  /// should decode them.
  static let shortcutLines: [(String, Bool)] = [
    (LineVariants.withChecksum(#"{"seq":7,"action":"tick","to":"2026-03-01T09:00:00Z"}"#), true),
    (#"{"seq":7,"action":"tick","to":"2026-03-01T09:00:00Z"}"#, true),
    (LineVariants.withChecksum(#"{ "seq":7,"action":"tick","to":"2026-03-01T09:00:00Z"}"#), true),
    (LineVariants.withChecksum(#"{"seq":7 ,"action":"tick","to":"2026-03-01T09:00:00Z"}"#), true),
    (LineVariants.withChecksum(#"{"seq": 7,"action": "tick","to":"2026-03-01T09:00:00Z"}"#), true),
    (LineVariants.withChecksum(#"{"action":"tick","seq":7,"to":"2026-03-01T09:00:00Z"}"#), true),
    (LineVariants.withChecksum(#"{"seq":07,"action":"tick","to":"2026-03-01T09:00:00Z"}"#), false),
    (LineVariants.withChecksum(#"{"seq":7,"action":"tick","seq":8,"to":"2026-03-01T09:00:00Z"}"#), false),
    (LineVariants.withChecksum(#"{"seq":7,"action":"tock","to":"2026-03-01T09:00:00Z"}"#), false),
    (LineVariants.withChecksum(#"{"seq":7,"action":"remove","id":"w1","crc":"00000000"}"#), false),
    (#"{"seq":7,"crc":"00000000","action":"remove","id":"w1"}"#, false),
    (LineVariants.withChecksum(#"{"seq":7,"action":"remove","id":"w1"}"#) + " ", false),
    (#"{"seq":7,"action":"remove","id":"w1","crc":"0000000g"}"#, false),
    (LineVariants.withChecksum(#"{"seq":7,"action":"tick","to" :"2026-03-01T09:00:00Z"}"#), true),
    (LineVariants.withChecksum(#"{"seq":7,"action":"tick","to":"2026-03-01T09:00:00.250Z"}"#), true),
    (LineVariants.withChecksum(#"{"seq":7,"action":"tick","to":"2026-03-01 09:00:00Z"}"#), false),
    (LineVariants.withChecksum(#"{"seq":7,"action":"tick","to":"2026-03-01T09:00:00\u005a"}"#), false),
    (
      LineVariants.withChecksum(#"{"seq":7,"action":"tick","to":"2026-03-01T09:00:00Z","to":"2026-03-01T09:00:00Z"}"#),
      false
    ),
    (LineVariants.withChecksum(#"{"seq":7,"action":"tick","to":"2026-03-01T09:00:00Z","id":"w1"}"#), false),
    (LineVariants.withChecksum(#"{"seq":7,"action":"data","key":"news","value":{"a":[1,"b"]},"ttl":"5m"}"#), true),
    (LineVariants.withChecksum(#"{"seq":7,"action":"data","value":3,"key":"news"}"#), true),
    (LineVariants.withChecksum(#"{"seq":7,"action":"data","key":"n\u0065ws","value":3}"#), false),
    (LineVariants.withChecksum(#"{"seq":7,"action":"data","key":"news","key":"news","value":3}"#), false),
    (LineVariants.withChecksum(#"{"seq":7,"action":"add","id":"w1","kind":"news","family":"systemLarge"}"#), true),
    (LineVariants.withChecksum(#"{"seq":7,"action":"remove","id": "w1"}"#), true),
    (LineVariants.withChecksum(#"{"seq":7,"action":"configure","id":"w1","config":{"city":"Beijing"}}"#), true),
    (LineVariants.withChecksum(#"{"seq":7,"action":"reload","target":"all"}"#), true),
    (LineVariants.withChecksum(#"{"seq":7,"action":"fail","key":"news","reason":"timeout"}"#), true),
    (LineVariants.withChecksum(#"{"seq":7,"action":"fail","key":"news","reason":"late"}"#), false),
    (LineVariants.withChecksum(#"{"seq":7,"action":"remove","id":"w1","id":"w2"}"#), false),
  ]

  @Test("the shortcuts for a writer's start and checksum agree with the generic path and Foundation")
  func shortcuts() {
    for (line, fast) in Self.shortcutLines {
      let verdict = LineVerdict(line)
      #expect(verdict.agrees, "\(line)\n\(verdict.detail)")
      let fastDecoded = Array(line.utf8).withUnsafeBufferPointer { buffer in
        do {
          let at = try LineDecoder.checksumPosition(buffer, lineNumber: 1)
          return FastLine.decode(buffer, checksumAt: at) != nil
        } catch { return false }
      }
      #expect(fastDecoded == fast, "\(line)")
    }
  }
  /// `wholeNumber` one byte at a time: digits, no leading zero, at most ten of them, at most `Int32.max`.
  static func naiveWholeNumber(_ bytes: [UInt8], from start: Int) -> (value: Int, end: Int)? {
    var i = start
    var n = 0
    while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57, i - start <= 10 {
      n = n * 10 + Int(bytes[i] - 48)
      i += 1
    }
    guard i > start, i - start <= 10, bytes[start] != UInt8(ascii: "0"), n <= Int(Int32.max) else { return nil }
    return (n, i)
  }

  @Test("seq numbers read a word at a time agree with a byte loop")
  func wholeNumbers() {
    let seed = TestSupport.seed(0x5E9)
    var random = SplitMix64(seed: seed)
    let others = Array(",}: .e-+/a\u{0}".utf8) + [0xFF, 0x3A, 0x2F]
    for round in 0..<50_000 {
      var bytes = (0..<random.below(13)).map { _ in UInt8(48 + random.below(10)) }
      if random.below(4) == 0, !bytes.isEmpty { bytes[0] = UInt8(ascii: "0") }
      bytes += (0..<random.below(12)).map { _ in others[random.below(others.count)] }
      if random.below(8) == 0 { bytes = Array("2147483647,2147483648".utf8.dropFirst(random.below(11))) }
      let start = bytes.isEmpty ? 0 : random.below(min(bytes.count, 2))
      let fast = bytes.withUnsafeBufferPointer { buffer in
        FastLine.wholeNumber(JSONScanner(buffer).base, from: start, to: buffer.count)
      }
      let slow = Self.naiveWholeNumber(bytes, from: start)
      #expect(fast?.value == slow?.value && fast?.end == slow?.end, "seed \(seed) round \(round): \(bytes)")
    }
  }
}

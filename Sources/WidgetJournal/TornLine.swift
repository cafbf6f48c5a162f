import WidgetModel

/// Tells a crash's torn last line from a damaged one. A writer that dies mid-line leaves a *prefix* of the line it
/// was writing, so a last line without its newline is torn only when it is a proper prefix of a line that could have
/// been written (docs/JOURNAL.md, §6): JSON with no error before the cut, cut before its top-level object closes,
/// nested no deeper than a line may be, and, when its checksum member is all there but for the closing `}`, with a
/// checksum that matches. The zeros some file systems leave at the end of a file after a power loss are dropped
/// first. Any line that does close its object is whole, so it is valid or corrupt, never torn.
struct TornLine {
  /// How far a token (string, number, literal) went before the line ended or went wrong.
  enum Token {
    /// The token ended, and the line goes on after it.
    case complete
    /// The line ended inside the token, which could still have been valid.
    case cut
    /// The token cannot be the start of a valid one.
    case invalid
  }

  /// What the reader expects next.
  enum Expect {
    /// A member name, or the `}` of an empty object.
    case firstKeyOrEnd
    /// An element, or the `]` of an empty array.
    case firstValueOrEnd
    /// A member name (after a comma).
    case key
    /// The colon after a member name.
    case colon
    /// A value.
    case value
    /// A comma, or the end of the innermost container.
    case commaOrEnd
  }

  /// The line's bytes, without the zeros at its end.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var index = 0
  /// The containers open at `index`, innermost last: the byte that closes each (`}` or `]`).
  var closers: [UInt8] = []

  /// Whether `line`, the last line of a file with no newline after it, is a proper prefix of a valid line.
  static func isPrefix(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    var count = line.count
    while count > 0 && line[count - 1] == 0 { count -= 1 }
    var reader = TornLine(bytes: UnsafeBufferPointer(rebasing: line[..<count]))
    return reader.isCutObject() && checksumCanMatch(reader.bytes)
  }

  /// Whether a cut line whose checksum member lacks only its `}` (or its closing quote and `}`) has the checksum of
  /// its content; true when the member is not all there, since nothing can be checked then.
  static func checksumCanMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for ending in ["}", "\"}"] {
      let whole = Array(bytes) + Array(ending.utf8)
      let verdict: Bool? = whole.withUnsafeBufferPointer { line in
        do { return try LineDecoder.checksumPosition(line, lineNumber: 1) != nil ? true : nil } catch { return false }
      }
      if let verdict { return verdict }
    }
    return true
  }

  /// Reads the bytes as the beginning of one JSON object; true when they end before it closes, with no error.
  mutating func isCutObject() -> Bool {
    skipSpace()
    guard index < bytes.count else { return true }
    guard bytes[index] == UInt8(ascii: "{") else { return false }
    index += 1
    closers = [UInt8(ascii: "}")]
    var expect = Expect.firstKeyOrEnd
    while true {
      skipSpace()
      guard index < bytes.count else { return true }
      let b = bytes[index]
      switch expect {
      case .firstKeyOrEnd, .firstValueOrEnd:
        if b == closers.last! {
          guard close() else { return false }
          expect = .commaOrEnd
        } else {
          expect = expect == .firstKeyOrEnd ? .key : .value
        }
        continue
      case .key:
        guard b == UInt8(ascii: "\"") else { return false }
        expect = .colon
      case .colon:
        guard b == UInt8(ascii: ":") else { return false }
        index += 1
        expect = .value
        continue
      case .value:
        if b == UInt8(ascii: "{") || b == UInt8(ascii: "[") {
          guard closers.count < Limits.jsonDepthMax else { return false }
          closers.append(b == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
          index += 1
          expect = b == UInt8(ascii: "{") ? .firstKeyOrEnd : .firstValueOrEnd
          continue
        }
        expect = .commaOrEnd
      case .commaOrEnd:
        if b == UInt8(ascii: ",") {
          index += 1
          expect = closers.last! == UInt8(ascii: "}") ? .key : .value
        } else {
          guard b == closers.last!, close() else { return false }
        }
        continue
      }
      switch scalarToken(b) {
      case .complete: continue
      case .cut: return true
      case .invalid: return false
      }
    }
  }

  /// Reads past the closer of the innermost container; false when that was the top-level object (the line is whole).
  mutating func close() -> Bool {
    index += 1
    closers.removeLast()
    return !closers.isEmpty
  }

  /// Reads a string, number or literal starting with `b`.
  mutating func scalarToken(_ b: UInt8) -> Token {
    switch b {
    case UInt8(ascii: "\""): return string()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
    case UInt8(ascii: "t"): return literal("true")
    case UInt8(ascii: "f"): return literal("false")
    case UInt8(ascii: "n"): return literal("null")
    default: return .invalid
    }
  }

  /// Reads a string at its opening quote: escapes, no control characters, UTF-8 sequences of the right shape.
  mutating func string() -> Token {
    index += 1
    while index < bytes.count {
      let b = bytes[index]
      index += 1
      switch b {
      case UInt8(ascii: "\""): return .complete
      case 0..<0x20: return .invalid
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { return .cut }
        let escape = bytes[index]
        index += 1
        if escape == UInt8(ascii: "u") {
          for _ in 0..<4 {
            guard index < bytes.count else { return .cut }
            guard JSONScanner.hexValue(bytes[index]) != nil else { return .invalid }
            index += 1
          }
        } else if !"\"\\/bfnrt".utf8.contains(escape) {
          return .invalid
        }
      case 0x80..<0xC2, 0xF5...0xFF: return .invalid
      case 0xC2...0xF4:
        for _ in 0..<(b < 0xE0 ? 1 : b < 0xF0 ? 2 : 3) {
          guard index < bytes.count else { return .cut }
          guard bytes[index] & 0xC0 == 0x80 else { return .invalid }
          index += 1
        }
      default: continue
      }
    }
    return .cut
  }

  /// Reads a number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, any part of it cut.
  mutating func number() -> Token {
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count else { return .cut }
    guard Self.isDigit(bytes[index]) else { return .invalid }
    if bytes[index] == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
    guard index < bytes.count else { return .cut }
    if bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < bytes.count else { return .cut }
      guard Self.isDigit(bytes[index]) else { return .invalid }
      skipDigits()
      guard index < bytes.count else { return .cut }
    }
    if bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      guard index < bytes.count else { return .cut }
      if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < bytes.count else { return .cut }
      guard Self.isDigit(bytes[index]) else { return .invalid }
      skipDigits()
      guard index < bytes.count else { return .cut }
    }
    return .complete
  }

  /// Reads the literal `word`, which may be cut.
  mutating func literal(_ word: StaticString) -> Token {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for letter in expected {
      guard index < bytes.count else { return .cut }
      guard bytes[index] == letter else { return .invalid }
      index += 1
    }
    return .complete
  }

  /// Whether `b` is an ASCII digit.
  static func isDigit(_ b: UInt8) -> Bool { b &- 48 < 10 }

  /// Moves past digits.
  mutating func skipDigits() {
    while index < bytes.count && Self.isDigit(bytes[index]) { index += 1 }
  }

  /// Moves past JSON whitespace.
  mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }
}

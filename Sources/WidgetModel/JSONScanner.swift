/// A cursor over UTF-8 bytes with a byte-level JSON reader (RFC 8259): strings with escapes and `\u` surrogate
/// pairs, exact 64-bit integers, correctly rounded doubles, and nesting bounded by `Limits.jsonDepthMax`.
///
/// It is the one JSON reader: `JSONValue(parsing:)` reads a whole text with it, the journal reads a line as one
/// object with `parseTopLevelMembers()`, and the journal's fast recogniser moves the cursor itself over the members
/// it knows, calling `parseValue(depth:)` for the others.
public struct JSONScanner {
  /// The first byte (a valid pointer even for an empty buffer).
  public let base: UnsafePointer<UInt8>
  /// The number of bytes; the cursor never goes past it.
  public let end: Int
  /// The cursor: the offset of the next byte to read.
  public var index = 0

  /// A scanner over `bytes`, at its first byte; an empty buffer is fine (its base address may be nil).
  @inlinable
  public init(_ bytes: UnsafeBufferPointer<UInt8>) {
    base = bytes.baseAddress ?? JSONScanner.empty
    end = bytes.count
  }

  /// One readable byte that stands in for the base address of an empty buffer. Allocated once, never freed.
  @usableFromInline
  nonisolated(unsafe) static let empty: UnsafePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return UnsafePointer(pointer)
  }()

  /// The error `reason` at the cursor.
  func failure(_ reason: String) -> JSONSyntaxError { JSONSyntaxError(message: reason, offset: index) }

  /// The byte at the cursor, or 0 at the end (0 is never valid where a byte is looked at).
  @inlinable
  public var peek: UInt8 { index < end ? base[index] : 0 }

  /// Moves the cursor past JSON whitespace: spaces, tabs, line feeds and carriage returns.
  @inlinable
  public mutating func skipSpace() {
    while index < end {
      let b = base[index]
      guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
      index += 1
    }
  }

  /// Consumes `byte` (after optional space) or fails with `expectation`.
  @inline(__always)
  mutating func expect(_ byte: UInt8, _ expectation: String) throws(JSONSyntaxError) {
    skipSpace()
    guard peek == byte else { throw failure(index < end ? "expected \(expectation)" : "unexpected end of line") }
    index += 1
  }

  /// Parses the whole buffer as one object (a journal line), keeping its members in order and repeats included.
  /// - Throws: `JSONSyntaxError` for anything else, text after the object included.
  public mutating func parseTopLevelMembers() throws(JSONSyntaxError) -> [(key: String, value: JSONValue)] {
    try expect(UInt8(ascii: "{"), "'{' (a line is one JSON object)")
    var members: [(key: String, value: JSONValue)] = []
    skipSpace()
    if peek == UInt8(ascii: "}") {
      index += 1
    } else {
      while true {
        members.append(try parseMember(depth: 1))
        skipSpace()
        if peek == UInt8(ascii: ",") {
          index += 1
          continue
        }
        try expect(UInt8(ascii: "}"), "',' or '}'")
        break
      }
    }
    skipSpace()
    guard index == end else { throw failure("unexpected text after the object") }
    return members
  }

  /// Parses `"key": value` at the cursor (after optional space), the value nested in `depth` arrays and objects.
  @inline(__always)
  mutating func parseMember(depth: Int) throws(JSONSyntaxError) -> (key: String, value: JSONValue) {
    skipSpace()
    guard peek == UInt8(ascii: "\"") else { throw failure(index < end ? "expected a key" : "unexpected end of line") }
    let key = try parseString()
    try expect(UInt8(ascii: ":"), "':'")
    skipSpace()
    return (key, try parseValue(depth: depth))
  }

  /// Parses any JSON value at the cursor; `depth` counts the arrays and objects around it.
  /// - Throws: `JSONSyntaxError` at the first byte that cannot continue the value.
  public mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    switch peek {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw failure(index < end ? "unexpected character" : "unexpected end of line")
    }
  }

  /// Parses the literal `word` at the cursor as `value`; fails at the first byte that differs.
  mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
    let count = word.utf8CodeUnitCount
    for i in 0..<count where index + i >= end || base[index + i] != word.utf8Start[i] {
      index += i
      throw failure(index < end ? "unexpected character" : "unexpected end of line")
    }
    index += count
    return value
  }

  /// Parses an object at its opening brace, the object itself at nesting `depth`.
  mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard depth <= Limits.jsonDepthMax else { throw failure("nested deeper than \(Limits.jsonDepthMax) levels") }
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    var positions: [String: Int]? = nil
    skipSpace()
    if peek == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    members.reserveCapacity(4)
    while true {
      let member = try parseMember(depth: depth)
      Self.merge(member, into: &members, positions: &positions)
      skipSpace()
      if peek == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "}"), "',' or '}'")
      return .object(members)
    }
  }

  /// Adds a member; a repeated key keeps its first place and takes the last value.
  /// Big objects get an index so a hostile line with thousands of keys stays linear.
  static func merge(
    _ member: (key: String, value: JSONValue), into members: inout [(key: String, value: JSONValue)],
    positions: inout [String: Int]?
  ) {
    if positions == nil {
      for i in members.indices where members[i].key == member.key {
        members[i].value = member.value
        return
      }
      if members.count < 16 {
        members.append(member)
        return
      }
      var index: [String: Int] = [:]
      for (i, existing) in members.enumerated() where index[existing.key] == nil { index[existing.key] = i }
      positions = index
    }
    if let existing = positions![member.key] {
      members[existing].value = member.value
    } else {
      positions![member.key] = members.count
      members.append(member)
    }
  }

  /// Parses an array at its opening bracket, the array itself at nesting `depth`.
  mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard depth <= Limits.jsonDepthMax else { throw failure("nested deeper than \(Limits.jsonDepthMax) levels") }
    index += 1
    var elements: [JSONValue] = []
    skipSpace()
    if peek == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    elements.reserveCapacity(4)
    while true {
      skipSpace()
      elements.append(try parseValue(depth: depth))
      skipSpace()
      if peek == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "]"), "',' or ']'")
      return .array(elements)
    }
  }
}

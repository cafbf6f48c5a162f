import WidgetModel

/// A cursor over one line's UTF-8 bytes with a byte-level JSON parser: strings with escapes and `\u` surrogate
/// pairs, exact 64-bit integers, correctly rounded doubles, and nesting bounded by `Limits.journalDepthMax`.
struct LineScanner {
  /// Why the bytes are not JSON, with the 0-based byte offset where the parser gave up.
  struct Failure: Error, Equatable {
    var reason: String
    var offset: Int
  }

  let base: UnsafePointer<UInt8>
  let end: Int
  var index = 0

  /// A scanner over `bytes`; an empty buffer is fine (its base address may be nil).
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    base = bytes.baseAddress ?? LineScanner.empty
    end = bytes.count
  }

  nonisolated(unsafe) static let empty: UnsafePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return UnsafePointer(pointer)
  }()

  func failure(_ reason: String) -> Failure { Failure(reason: reason, offset: index) }

  /// The byte at the cursor, or 0 at the end (0 is never valid where a byte is looked at).
  var peek: UInt8 { index < end ? base[index] : 0 }

  mutating func skipSpace() {
    while index < end {
      let b = base[index]
      guard b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 else { return }
      index += 1
    }
  }

  /// Consumes `byte` (after optional space) or fails with `expectation`.
  mutating func expect(_ byte: UInt8, _ expectation: String) throws(Failure) {
    skipSpace()
    guard peek == byte else { throw failure(index < end ? "expected \(expectation)" : "unexpected end of line") }
    index += 1
  }

  /// Parses the whole line as one object, keeping its members in order and repeats included.
  mutating func parseTopLevelMembers() throws(Failure) -> [(key: String, value: JSONValue)] {
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

  mutating func parseMember(depth: Int) throws(Failure) -> (key: String, value: JSONValue) {
    skipSpace()
    guard peek == UInt8(ascii: "\"") else { throw failure(index < end ? "expected a key" : "unexpected end of line") }
    let key = try parseString()
    try expect(UInt8(ascii: ":"), "':'")
    skipSpace()
    return (key, try parseValue(depth: depth))
  }

  /// Parses any JSON value at the cursor; `depth` counts the arrays and objects around it.
  mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
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

  mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(Failure) -> JSONValue {
    let count = word.utf8CodeUnitCount
    for i in 0..<count where index + i >= end || base[index + i] != word.utf8Start[i] {
      index += i
      throw failure(index < end ? "unexpected character" : "unexpected end of line")
    }
    index += count
    return value
  }

  mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
    guard depth <= Limits.journalDepthMax else { throw failure("nested deeper than \(Limits.journalDepthMax) levels") }
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

  /// Adds a member; a repeated key keeps its first place and takes the last value, as `JSONParser` does.
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

  mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
    guard depth <= Limits.journalDepthMax else { throw failure("nested deeper than \(Limits.journalDepthMax) levels") }
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

import Testing
import WidgetModel

/// Parses raw bytes, which may be invalid UTF-8 (a Swift `String` never is).
private func parse(bytes: [UInt8]) -> Result<JSONValue, JSONSyntaxError> {
  bytes.withUnsafeBufferPointer { buffer in
    Result { () throws(JSONSyntaxError) -> JSONValue in try JSONValue(parsing: buffer) }
  }
}

extension Result {
  /// The error, when this is a failure.
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// The error a text is refused with, or nil when it parses.
private func failure(_ text: String) -> JSONSyntaxError? {
  do {
    _ = try JSONValue(parsing: text)
    return nil
  } catch {
    return error
  }
}

/// An error as `message @ offset`, for comparing both at once.
private func text(_ failure: JSONSyntaxError?) -> String? {
  failure.map { "\($0.message) @ \($0.offset)" }
}

/// The members of `text` read as one journal line, or its error as `message @ offset`.
private func lineMembers(_ text: String) -> Result<[(key: String, value: JSONValue)], JSONSyntaxError> {
  Array(text.utf8).withUnsafeBufferPointer { buffer in
    var scanner = JSONScanner(buffer)
    return Result { () throws(JSONSyntaxError) in try scanner.parseTopLevelMembers() }
  }
}

/// The one JSON reader (data values, REPL input, journal lines): exact values, strict syntax, limits, not crashes.
@Suite("JSON reader")
struct JSONValueParsingTests {
  @Test(
    "numbers: integers that fit in 64 bits stay exact, everything else is a double",
    arguments: [
      ("0", .int(0)), ("-0", .int(0)), ("42", .int(42)), ("-17", .int(-17)),
      ("9007199254740993", .int(9_007_199_254_740_993)),
      ("9223372036854775807", .int(.max)), ("-9223372036854775808", .int(.min)),
      ("9223372036854775808", .double(9_223_372_036_854_775_808.0)),
      ("-9223372036854775809", .double(-9_223_372_036_854_775_809.0)), ("1.0", .double(1)), ("1.5", .double(1.5)),
      ("-2.5e-3", .double(-0.0025)), ("1E2", .double(100)), ("1e+2", .double(100)), ("0.1", .double(0.1)),
      ("123456789012345678901234567890", .double(1.2345678901234568e29)), ("1e-400", .double(0)),
      ("0e999999999999", .double(0)), ("0.000000000000000000000000001", .double(1e-27)),
    ] as [(String, JSONValue)])
  func numbers(text: String, value: JSONValue) throws {
    #expect(try JSONValue(parsing: text) == value)
  }

  @Test("negative zero: -0 is the integer 0, -0.0 and -0e3 are the double -0.0")
  func negativeZero() throws {
    #expect(try JSONValue(parsing: "-0") == .int(0))
    for text in ["-0.0", "-0e3", "-0.000"] {
      guard case .double(let d) = try JSONValue(parsing: text) else {
        Issue.record("\(text) is not a double")
        continue
      }
      #expect(d == 0 && d.sign == .minus, "\(text)")
    }
  }

  @Test(
    "string escapes decode to the characters they name",
    arguments: [
      (#""plain""#, "plain"),
      (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{08}\u{0C}\n\r\t"),
      (#""caf\u00e9 \u20AC""#, "café €"),
      (#""\u00E9\u00e9""#, "éé"),
      (#""\uD83D\uDE00!""#, "😀!"),
      (#""a\ud834\udd1eb""#, "a𝄞b"),
      (#""\u0000""#, "\u{0}"),
      ("\"日本語 \\n ok\"", "日本語 \n ok"),
      ("\"\u{7F} del\"", "\u{7F} del"),
      (#""""#, ""),
    ])
  func escapes(text: String, decoded: String) throws {
    #expect(try JSONValue(parsing: text) == .string(decoded))
  }

  @Test(
    "broken strings are refused with the reason, where it is seen",
    arguments: [
      (#""\uD83D""#, "unpaired surrogate in a \\u escape @ 7"),
      (#""\uD83D\u0041""#, "unpaired surrogate in a \\u escape @ 13"),
      (#""\uDE00""#, "unpaired surrogate in a \\u escape @ 7"),
      (#""\uD83Dx""#, "unpaired surrogate in a \\u escape @ 7"),
      (#""\x41""#, "invalid escape @ 2"),
      (#""\u12G4""#, "invalid \\u escape @ 5"),
      (#""\u12""#, "invalid \\u escape @ 5"),
      (#""\u12"#, "invalid \\u escape @ 5"),
      ("\"tab\there\"", "control character in a string @ 4"),
      ("\"line\nbreak\"", "control character in a string @ 5"),
      ("\"esc\\n\u{1}\"", "control character in a string @ 6"),
      (#""open"#, "unterminated string @ 5"),
      (#""open\"#, "unterminated string @ 6"),
      (#""esc\n"#, "unterminated string @ 6"),
    ])
  func brokenStrings(input: String, expected: String) {
    #expect(text(failure(input)) == expected)
  }

  @Test(
    "invalid UTF-8 inside a string is refused at the string's first content byte, before and after escapes",
    arguments: [
      [0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xE6, 0x97, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
      [0x22, 0x5C, 0x6E, 0x80, 0x22], [0x22, 0x61, 0x5C, 0x74, 0xF8, 0x88, 0x80, 0x80, 0x80, 0x22],
      [0x22, 0xC3, 0x5C, 0x75, 0x30, 0x30, 0x41, 0x39, 0x22],
    ] as [[UInt8]])
  func invalidUTF8(bytes: [UInt8]) throws {
    #expect(text(parse(bytes: bytes).failure) == "invalid UTF-8 in a string @ 1")
  }

  @Test("invalid UTF-8 outside a string is an unexpected character, and valid UTF-8 bytes parse")
  func bytesOutsideStrings() throws {
    #expect(text(parse(bytes: [0x5B, 0xFF, 0x5D]).failure) == "unexpected character @ 1")
    #expect(text(parse(bytes: [0x5B, 0x00, 0x5D]).failure) == "unexpected character @ 1")
    #expect(try parse(bytes: [0x22] + Array("ü€😀".utf8) + [0x22]).get() == .string("ü€😀"))
    #expect(text(parse(bytes: []).failure) == "unexpected end of line @ 0")
  }

  @Test(
    "malformed text is refused at the offset where the problem is seen",
    arguments: [
      ("", "unexpected end of line", 0), ("   ", "unexpected end of line", 3),
      ("1 2", "unexpected text after the value", 2), ("[1]x", "unexpected text after the value", 3),
      ("{}}", "unexpected text after the value", 2), ("truex", "unexpected text after the value", 4),
      ("[1,]", "unexpected character", 3), ("[1 2]", "expected ',' or ']'", 3), ("[1", "unexpected end of line", 2),
      (#"{"a" 1}"#, "expected ':'", 5), (#"{"a""#, "unexpected end of line", 4), ("{1:2}", "expected a key", 1),
      ("{", "unexpected end of line", 1), (#"{"a":1,}"#, "expected a key", 7),
      (#"{"a":1,"#, "unexpected end of line", 7),
      (#"{"a":1"#, "unexpected end of line", 6), (#"{"a":1 "b":2}"#, "expected ',' or '}'", 7),
      ("01", "leading zero in a number", 1), ("-01", "leading zero in a number", 2), ("1.", "invalid number", 2),
      ("-", "invalid number", 1), ("1e", "invalid number", 2), ("1e+", "invalid number", 3),
      ("-x", "invalid number", 1),
      ("1.e3", "invalid number", 2), ("1e400", "number out of range", 0), ("[-1e400]", "number out of range", 1),
      (".5", "unexpected character", 0), ("+1", "unexpected character", 0), ("tru", "unexpected end of line", 3),
      ("nul1", "unexpected character", 3), ("[tx]", "unexpected character", 2), ("fals", "unexpected end of line", 4),
      ("NaN", "unexpected character", 0), ("Infinity", "unexpected character", 0), ("'a'", "unexpected character", 0),
    ] as [(String, String, Int)])
  func malformed(input: String, message: String, offset: Int) {
    #expect(text(failure(input)) == "\(message) @ \(offset)")
  }

  @Test("objects keep their key order; a repeated key keeps its first place and takes the last value")
  func objects() throws {
    let value = try JSONValue(parsing: #" { "z" : 1 , "a" : [ true , null ] , "z" : {"k":"v"} } "#)
    #expect(value == .object([("z", .object([("k", .string("v"))])), ("a", .array([.bool(true), .null]))]))
    #expect(value["z"]?["k"] == .string("v") && value.objectValue?.map(\.key) == ["z", "a"])
    #expect(try JSONValue(parsing: #"{"b":1,"a":2}"#) != JSONValue(parsing: #"{"a":2,"b":1}"#))
  }

  @Test("an object with thousands of keys, many repeated, keeps first places and last values (past the index switch)")
  func manyKeys() throws {
    let keys = (0..<3_000).map { "k\($0 % 1_000)" }
    let text = "{" + keys.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}"
    let members = try #require(JSONValue(parsing: text).objectValue)
    #expect(members.map(\.key) == (0..<1_000).map { "k\($0)" })
    #expect(members.map(\.value) == (2_000..<3_000).map { .int(Int64($0)) })
  }

  @Test("nesting up to the depth limit parses; one level more is refused")
  func depthLimit() throws {
    let depthMax = Limits.jsonDepthMax
    let deepest = String(repeating: "[", count: depthMax) + String(repeating: "]", count: depthMax)
    #expect(try JSONValue(parsing: deepest).depth == depthMax)
    let tooDeep = "[" + deepest + "]"
    #expect(text(failure(tooDeep)) == "nested deeper than 64 levels @ 64")
    let objects = String(repeating: #"{"a":"#, count: 65) + "1" + String(repeating: "}", count: 65)
    #expect(failure(objects)?.message == "nested deeper than 64 levels")
  }

  @Test("100,000 opening brackets fail with the depth error instead of exhausting the stack")
  func hugeNesting() {
    #expect(failure(String(repeating: "[", count: 100_000))?.message == "nested deeper than 64 levels")
    #expect(failure(String(repeating: #"{"k":"#, count: 100_000))?.message == "nested deeper than 64 levels")
    #expect(failure(String(repeating: "[{\"k\":", count: 50_000))?.message == "nested deeper than 64 levels")
  }

  @Test(
    "serializing and parsing again gives the same value",
    arguments: [
      "null", "true", "[]", "{}", #"{"a":[1,2.5,"x\"y",{"b":null}],"c":false}"#, #""\u0001\n\\""#,
      "-9223372036854775808", "[1e-7,123456.789]", #""😀 \u00e9""#,
    ])
  func roundTrip(text: String) throws {
    let value = try JSONValue(parsing: text)
    #expect(try JSONValue(parsing: value.serialized) == value)
  }

  @Test("serialized text is compact and escapes only what it must")
  func serialization() throws {
    #expect(
      try JSONValue(parsing: #"{ "a" : [ 1 , 2.0 , "é\n\u0007" ] }"#).serialized == #"{"a":[1,2.0,"é\n\u0007"]}"#)
  }

  @Test("a journal line is one object: members in order, repeats kept, its top level one nesting level")
  func lineObject() throws {
    let members = try lineMembers(#" {"b":1, "a":{"x":[]}, "b":2} "#).get()
    #expect(members.map(\.key) == ["b", "a", "b"] && members.map(\.value).last == .int(2))
    #expect(try lineMembers("{}").get().isEmpty)
    let levels = Limits.jsonDepthMax - 1
    let deepest = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
    #expect(try lineMembers(#"{"v":"# + deepest + "}").get().count == 1)
    #expect(text(lineMembers(#"{"v":["# + deepest + "]}").failure) == "nested deeper than 64 levels @ 68")
  }

  @Test(
    "a journal line that is not one object is refused where it goes wrong",
    arguments: [
      ("", "unexpected end of line @ 0"), ("[1]", "expected '{' (a line is one JSON object) @ 0"),
      ("{} x", "unexpected text after the object @ 3"), (#"{"a":1"#, "unexpected end of line @ 6"),
      (#"{"a":1;}"#, "expected ',' or '}' @ 6"), ("{,}", "expected a key @ 1"),
    ])
  func lineObjectErrors(input: String, expected: String) {
    #expect(text(lineMembers(input).failure) == expected)
  }
}

import Testing
import WidgetModel

/// Parses raw bytes, which may be invalid UTF-8 (a Swift `String` never is).
private func parse(bytes: [UInt8]) -> Result<JSONValue, JSONParser.Failure> {
  bytes.withUnsafeBufferPointer { buffer in
    Result { () throws(JSONParser.Failure) -> JSONValue in try JSONParser.parse(buffer) }
  }
}

extension Result {
  /// The error, when this is a failure.
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// The failure a text is refused with, or nil when it parses.
private func failure(_ text: String) -> JSONParser.Failure? {
  do {
    _ = try JSONParser.parse(text)
    return nil
  } catch {
    return error
  }
}

/// A failure as `message @ offset`, for comparing both at once.
private func text(_ failure: JSONParser.Failure?) -> String? {
  failure.map { "\($0.message) @ \($0.offset)" }
}

/// The data-value and journal-line parser: exact values, strict syntax, limits instead of crashes.
@Suite("JSON parser")
struct JSONParserTests {
  @Test(
    "numbers: integers that fit in 64 bits stay exact, everything else is a double",
    arguments: [
      ("0", .int(0)), ("-0", .int(0)), ("42", .int(42)), ("-17", .int(-17)),
      ("9007199254740993", .int(9_007_199_254_740_993)),
      ("9223372036854775807", .int(.max)), ("-9223372036854775808", .int(.min)),
      ("9223372036854775808", .double(9_223_372_036_854_775_808.0)), ("1.0", .double(1)), ("1.5", .double(1.5)),
      ("-2.5e-3", .double(-0.0025)), ("1E2", .double(100)), ("1e+2", .double(100)), ("0.1", .double(0.1)),
      ("123456789012345678901234567890", .double(1.2345678901234568e29)),
    ] as [(String, JSONValue)])
  func numbers(text: String, value: JSONValue) throws {
    #expect(try JSONParser.parse(text) == value)
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
      (#""""#, ""),
    ])
  func escapes(text: String, decoded: String) throws {
    #expect(try JSONParser.parse(text) == .string(decoded))
  }

  @Test(
    "broken strings are refused with the reason",
    arguments: [
      (#""\uD83D""#, "unpaired surrogate in \\u escape"),
      (#""\uD83D\u0041""#, "unpaired surrogate in \\u escape"),
      (#""\uDE00""#, "unpaired surrogate in \\u escape"),
      (#""\uD83Dx""#, "unpaired surrogate in \\u escape"),
      (#""\x41""#, "invalid escape"),
      (#""\u12G4""#, "invalid \\u escape"),
      (#""\u12""#, "short \\u escape"),
      ("\"tab\there\"", "control character in string"),
      ("\"line\nbreak\"", "control character in string"),
      (#""open"#, "unterminated string"),
      (#""open\"#, "unterminated string"),
      (#""esc\n"#, "unterminated string"),
    ])
  func brokenStrings(text: String, message: String) {
    #expect(failure(text)?.message == message)
  }

  @Test(
    "invalid UTF-8 inside a string is refused at the start of the run that holds it, before and after escapes",
    arguments: [
      ([0x22, 0xFF, 0x22], 1), ([0x22, 0xC0, 0xAF, 0x22], 1), ([0x22, 0xE6, 0x97, 0x22], 1),
      ([0x22, 0xED, 0xA0, 0x80, 0x22], 1), ([0x22, 0x5C, 0x6E, 0x80, 0x22], 3),
      ([0x22, 0x61, 0x5C, 0x74, 0xF8, 0x88, 0x80, 0x80, 0x80, 0x22], 4),
    ] as [([UInt8], Int)])
  func invalidUTF8(bytes: [UInt8], offset: Int) throws {
    #expect(text(parse(bytes: bytes).failure) == "invalid UTF-8 in string @ \(offset)")
  }

  @Test("invalid UTF-8 outside a string is an unexpected character, and valid UTF-8 bytes parse")
  func bytesOutsideStrings() throws {
    #expect(text(parse(bytes: [0x5B, 0xFF, 0x5D]).failure) == "unexpected character @ 1")
    #expect(try parse(bytes: [0x22] + Array("ü€😀".utf8) + [0x22]).get() == .string("ü€😀"))
  }

  @Test(
    "malformed text is refused at the offset where the problem is seen",
    arguments: [
      ("", "unexpected end of input", 0), ("   ", "unexpected end of input", 3),
      ("1 2", "unexpected text after the value", 2), ("[1]x", "unexpected text after the value", 3),
      ("{}}", "unexpected text after the value", 2), ("truex", "unexpected text after the value", 4),
      ("[1,]", "unexpected character", 3), ("[1 2]", "expected ',' or ']'", 3), ("[1", "unexpected end of input", 2),
      (#"{"a" 1}"#, "expected ':'", 5), ("{1:2}", "expected a key", 1), (#"{"a":1,}"#, "expected a key", 7),
      (#"{"a":1"#, "unexpected end of input", 6), (#"{"a":1 "b":2}"#, "expected ',' or '}'", 7),
      ("01", "leading zero in number", 1), ("1.", "invalid number", 2), ("-", "invalid number", 1),
      ("1e", "invalid number", 2), ("-x", "invalid number", 1), ("1e400", "number out of range", 0),
      (".5", "unexpected character", 0), ("+1", "unexpected character", 0), ("tru", "unexpected end of input", 0),
      ("nul1", "unexpected character", 0), ("NaN", "unexpected character", 0), ("'a'", "unexpected character", 0),
    ] as [(String, String, Int)])
  func malformed(input: String, message: String, offset: Int) {
    #expect(text(failure(input)) == "\(message) @ \(offset)")
  }

  @Test("objects keep their key order; a repeated key keeps its first place and takes the last value")
  func objects() throws {
    let value = try JSONParser.parse(#" { "z" : 1 , "a" : [ true , null ] , "z" : {"k":"v"} } "#)
    #expect(value == .object([("z", .object([("k", .string("v"))])), ("a", .array([.bool(true), .null]))]))
    #expect(value["z"]?["k"] == .string("v") && value.objectValue?.map(\.key) == ["z", "a"])
    #expect(try JSONParser.parse(#"{"b":1,"a":2}"#) != JSONParser.parse(#"{"a":2,"b":1}"#))
  }

  @Test("nesting up to the depth limit parses; one level more is refused")
  func depthLimit() throws {
    let deepest =
      String(repeating: "[", count: JSONParser.depthMax) + String(repeating: "]", count: JSONParser.depthMax)
    #expect(try JSONParser.parse(deepest).depth == JSONParser.depthMax)
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
    let value = try JSONParser.parse(text)
    #expect(try JSONParser.parse(value.serialized) == value)
  }

  @Test("serialized text is compact and escapes only what it must")
  func serialization() throws {
    #expect(
      try JSONParser.parse(#"{ "a" : [ 1 , 2.0 , "é\n\u0007" ] }"#).serialized == #"{"a":[1,2.0,"é\n\u0007"]}"#)
  }
}

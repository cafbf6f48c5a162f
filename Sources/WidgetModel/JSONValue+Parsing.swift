/// Reading JSON text into values, with `JSONScanner`: the one JSON reader of the model, the REPL and the journal.
extension JSONValue {
  /// Parses one complete JSON value from `text`, with optional whitespace around it; anything after it fails.
  /// - Throws: `JSONSyntaxError` with the reason and the 0-based byte offset where reading stopped.
  public init(parsing text: String) throws(JSONSyntaxError) {
    var copy = text
    let result: Result<JSONValue, JSONSyntaxError> = copy.withUTF8 { bytes in
      Result { () throws(JSONSyntaxError) -> JSONValue in try JSONValue(parsing: bytes) }
    }
    self = try result.get()
  }

  /// Parses one complete JSON value from UTF-8 bytes (invalid UTF-8 is refused where a string holds it, and is an
  /// unexpected character anywhere else), with optional whitespace around it; anything after it fails.
  /// - Throws: `JSONSyntaxError` with the reason and the 0-based byte offset where reading stopped.
  public init(parsing bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) {
    var scanner = JSONScanner(bytes)
    scanner.skipSpace()
    let value = try scanner.parseValue(depth: 0)
    scanner.skipSpace()
    guard scanner.index == scanner.end else { throw scanner.failure("unexpected text after the value") }
    self = value
  }
}

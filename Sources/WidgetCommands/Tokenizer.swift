/// Splits a command line into words: whitespace separates, double quotes group (with `\"` and `\\` inside).
///
/// It reads Unicode scalars, not characters: a mark that combines with the blank or the quote before it (a word that
/// starts with U+0301, say), or a sign that joins the blank after it (U+0600), must neither hide that blank or quote
/// nor be lost with it.
public enum Tokenizer {
  /// One word of a line and where it starts (a 0-based offset in Unicode scalars), for error messages and completion.
  public struct Word: Equatable, Sendable {
    /// The word with its quotes and escapes removed.
    public var text: String
    /// Where the word starts in the line, in Unicode scalars from 0.
    public var offset: Int
  }

  /// The words of `line`.
  /// - Throws: `ParseError` for an unterminated quote.
  public static func words(_ line: String) throws(ParseError) -> [Word] {
    var words: [Word] = []
    var current = String.UnicodeScalarView()
    var start: Int? = nil
    var quoted = false
    var escaped = false
    for (offset, scalar) in line.unicodeScalars.enumerated() {
      if escaped {
        current.append(scalar)
        escaped = false
      } else if quoted && scalar == "\\" {
        escaped = true
      } else if scalar == "\"" {
        quoted.toggle()
        if start == nil { start = offset }
      } else if scalar.properties.isWhitespace && !quoted {
        if let s = start { words.append(Word(text: String(current), offset: s)) }
        current = String.UnicodeScalarView()
        start = nil
      } else {
        if start == nil { start = offset }
        current.append(scalar)
      }
    }
    guard !quoted else { throw ParseError("unterminated quote") }
    if let s = start { words.append(Word(text: String(current), offset: s)) }
    return words
  }
}

/// A line that is not a well-formed command: the message says what and where.
public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The message, naming the word at fault and the usage.
  public var description: String

  /// An error with this message.
  public init(_ description: String) { self.description = description }
}

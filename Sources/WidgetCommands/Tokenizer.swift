/// Splits a command line into words: whitespace separates, double quotes group (with `\"` and `\\` inside).
public enum Tokenizer {
  /// One word of a line and where it starts (a 0-based character offset), for error messages and completion.
  public struct Word: Equatable, Sendable {
    /// The word with its quotes and escapes removed.
    public var text: String
    /// Where the word starts in the line, in characters from 0.
    public var offset: Int
  }

  /// The words of `line`.
  /// - Throws: `ParseError` for an unterminated quote.
  public static func words(_ line: String) throws(ParseError) -> [Word] {
    var words: [Word] = []
    var current = ""
    var start: Int? = nil
    var quoted = false
    var escaped = false
    for (offset, character) in line.enumerated() {
      if escaped {
        current.append(character)
        escaped = false
      } else if quoted && character == "\\" {
        escaped = true
      } else if character == "\"" {
        quoted.toggle()
        if start == nil { start = offset }
      } else if character.isWhitespace && !quoted {
        if let s = start { words.append(Word(text: current, offset: s)) }
        current = ""
        start = nil
      } else {
        if start == nil { start = offset }
        current.append(character)
      }
    }
    guard !quoted else { throw ParseError("unterminated quote") }
    if let s = start { words.append(Word(text: current, offset: s)) }
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

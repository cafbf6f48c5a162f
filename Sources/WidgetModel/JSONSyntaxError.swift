/// Why a text is not JSON: what is wrong, and the 0-based byte offset where the reader gave up.
public struct JSONSyntaxError: Error, Equatable, Sendable {
  /// What is wrong, in a few words (`unterminated string`, `expected ',' or ']'`).
  public var message: String
  /// The 0-based byte offset in the text where the reader gave up.
  public var offset: Int

  /// The message for a number beyond the range of a double (`1e400`), an error wherever JSON is read.
  public static let numberOutOfRange = "number out of range"

  /// An error saying `message` at byte `offset` (0-based).
  public init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }
}

import WidgetModel

extension CommandParser {
  /// `intent KIND NAME writes KEY VALUE [after=DUR]`: KEY and VALUE are read as `data` reads them (VALUE is JSON or a
  /// single bare word), with `after=DUR` in place of `ttl=DUR`.
  static func parseIntent(_ line: String) throws(ParseError) -> Command {
    let words = try Tokenizer.words(line)
    guard words.count >= 6, words[3].text == "writes" else { throw usage("intent") }
    if words.count == 6, words[5].text.hasPrefix("after=") {
      throw ParseError("intent \(words[1].text) \(words[2].text): a VALUE is missing. Usage: \(usageText)")
    }
    // The line from `writes` on reads as a `data` line from its name on.
    let scalars = line.unicodeScalars
    let from = scalars.index(scalars.startIndex, offsetBy: words[3].offset)
    do {
      let (key, value, _, after) = try keyAndValue(String(scalars[from...]), command: "writes", option: "after")
      return .intent(kind: words[1].text, name: words[2].text, key: key, value: value, after: after)
    } catch {
      // `data`'s messages name the command first: here that is the whole `intent KIND NAME writes`.
      throw ParseError("intent \(words[1].text) \(words[2].text) " + error.description)
    }
  }

  /// `intent`'s usage line.
  static var usageText: String { CommandCatalog.info("intent")!.usage }
}

import WidgetModel

/// Parsing `net URL …` (docs/PROVIDERS.md, "Network"): how the server answers a developer's provider's requests.
extension CommandParser {
  /// The options a `net URL` line may end with, each `NAME=VALUE`.
  static let urlOptionPrefixes = ["status=", "took=", "header="]

  /// `net URL VALUE|@FILE|body=TEXT|timeout|error=CODE [status=N] [took=DUR] [header=NAME:VALUE …]`: the options
  /// are the words at the end of the line that start with `status=`, `took=` or `header=`; the answer is what comes
  /// between the URL and them.
  static func parseNetURL(_ line: String, _ words: [Tokenizer.Word]) throws(ParseError) -> Command {
    let url = words[1].text
    guard words.count >= 3 else {
      throw ParseError(
        "net \(shortened(url)): the answer is missing. Usage: net URL VALUE|@FILE|timeout|error=CODE [status=N] [took=DUR] [header=NAME:VALUE …]"
      )
    }
    var firstOption = words.count
    while firstOption > 3, urlOptionPrefixes.contains(where: { words[firstOption - 1].text.hasPrefix($0) }) {
      firstOption -= 1
    }
    let options = words[firstOption...].map { word -> KeyValue in
      let equals = word.text.firstIndex(of: "=")!
      return KeyValue(String(word.text[..<equals]), String(word.text[word.text.index(after: equals)...]))
    }
    let scalars = line.unicodeScalars
    let start = scalars.index(scalars.startIndex, offsetBy: words[2].offset)
    let end =
      firstOption < words.count
      ? scalars.index(scalars.startIndex, offsetBy: words[firstOption].offset) : scalars.endIndex
    let answerText = scalars[start..<end].string.trimmingLeadingAndTrailingSpace()
    let single = firstOption == 3 ? words[2].text : nil
    let answer: NetAnswerWords
    if let word = single, word == "timeout", answerText == "timeout" {
      answer = .timeout
    } else if let word = single, word.hasPrefix("error="), !answerText.hasPrefix("\"") {
      answer = .error(String(word.dropFirst(6)))
    } else if let word = single, word.hasPrefix("@"), !answerText.hasPrefix("\"") {
      guard word.count > 1 else { throw ParseError("net \(shortened(url)): @FILE names a file after the @") }
      answer = .file(String(word.dropFirst()))
    } else if let word = single, word.hasPrefix("body=") {
      answer = .text(String(word.dropFirst(5)))
    } else {
      try refuseMisspelledOption(words[2..<firstOption], url: url)
      answer = .value(try urlValue(answerText, url: url))
    }
    return .netURL(url: url, answer: answer, options: options)
  }

  /// Refuses a last answer word that reads as a misspelled option (`stat=200`), naming the option meant, when the
  /// answer is not JSON with it.
  static func refuseMisspelledOption(_ words: ArraySlice<Tokenizer.Word>, url: String) throws(ParseError) {
    guard words.count > 1, let last = words.last, let equals = last.text.firstIndex(of: "="),
      (try? JSONValue(parsing: words.map(\.text).joined(separator: " "))) == nil
    else { return }
    let name = String(last.text[..<equals])
    let options = urlOptionPrefixes.map { String($0.dropLast()) }
    guard let near = NameSuggestion.nearest(to: name, in: options) else { return }
    throw ParseError(
      "net \(shortened(url)): \(name)= is not an option of net URL; did you mean \(near)=? (options: status=, took=, header=)"
    )
  }

  /// A `net URL` line's VALUE: JSON, or a single bare word as a string.
  static func urlValue(_ text: String, url: String) throws(ParseError) -> JSONValue {
    let failure: JSONSyntaxError
    do { return try JSONValue(parsing: text) } catch { failure = error }
    let scalars = text.unicodeScalars
    guard !scalars.contains(where: \.properties.isWhitespace), !"{[\"".unicodeScalars.contains(scalars.first!) else {
      let column = String(decoding: text.utf8.prefix(failure.offset), as: UTF8.self).count + 1
      throw ParseError(
        "net \(shortened(url)): VALUE is not JSON (\(failure.message) at character \(column)); write JSON, a single word, @FILE, or body=\"text\""
      )
    }
    return .string(text)
  }

  /// A URL cut to 80 characters for a message: a URL may be very long.
  static func shortened(_ url: String) -> String { url.count > 80 ? String(url.prefix(77)) + "…" : url }
}

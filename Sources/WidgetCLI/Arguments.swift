import WidgetModel
import WidgetSimCore

/// The words after a subcommand: positionals, `--flag`s and `--option VALUE`s, checked against what it accepts.
struct Arguments {
  var positionals: [String] = []
  var flags: Set<String> = []
  var options: [String: String] = [:]

  /// Reads `words` for a subcommand that takes the given flags and options.
  /// - Throws: `UsageError` naming the unknown or incomplete word.
  init(_ words: [String], flags allowedFlags: Set<String>, options allowedOptions: Set<String>) throws(UsageError) {
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      guard word.hasPrefix("--"), word.count > 2 else {
        positionals.append(word)
        continue
      }
      var name = String(word.dropFirst(2))
      var inlineValue: String? = nil
      if let eq = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: eq)...])
        name = String(name[..<eq])
      }
      if allowedFlags.contains(name), inlineValue == nil {
        flags.insert(name)
      } else if allowedOptions.contains(name) {
        guard let value = inlineValue ?? (index < words.count ? words[index] : nil) else {
          throw UsageError("--\(name) needs a value")
        }
        if inlineValue == nil { index += 1 }
        options[name] = value
      } else {
        let known = (allowedFlags.union(allowedOptions)).sorted().map { "--" + $0 }
        let near = NameSuggestion.nearest(to: "--" + name, in: known).map { "; did you mean \($0)?" } ?? ""
        throw UsageError("unknown option --\(name)\(near)")
      }
    }
  }

  /// An option's value as a whole number.
  func integer(_ name: String) throws(UsageError) -> Int? {
    guard let text = options[name] else { return nil }
    guard let n = Int(text), n >= 0 else { throw UsageError("--\(name) needs a whole number, not '\(text)'") }
    return n
  }
}

/// A command line that does not fit a subcommand's usage (exit status 2).
struct UsageError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

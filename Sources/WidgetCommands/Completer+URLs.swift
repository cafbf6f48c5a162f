import WidgetModel

/// Completing `net URL …` (docs/PROVIDERS.md, "Network").
extension Completer {
  /// After the URL: `timeout`, `error=` and the URLError codes' names after it; after the answer, its options.
  func urlArguments(_ args: [String], _ word: String) -> [String] {
    if args.count == 1 {
      if word.hasPrefix("error=") { return URLErrorName.allCases.map { "error=" + $0.rawValue } }
      return ["timeout", "error="]
    }
    let answer = args[1]
    guard answer != "timeout", !answer.hasPrefix("error=") else { return [] }
    return ["status=", "took=", "header="]
  }
}

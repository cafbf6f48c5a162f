import WidgetCommands
import WidgetModel

/// `source FILE` and `repeat`: lines run one after the other through `execute`, so every action is recorded as an
/// ordinary one; the first error stops them, after what ran is recorded.
extension Session {
  /// Runs a script at `depth` (0 for a line typed by the user).
  func run(_ script: Script, depth: Int) -> Outcome {
    switch script {
    case .source(let path): return source(path, depth: depth)
    case .repeating(let count, let every, let body):
      var outputs: [String] = []
      let before = journal.count
      for n in 1...count {
        for line in Script.iteration(n, body: body, every: every) {
          let outcome = execute(line, depth: depth + 1)
          if !outcome.output.isEmpty { outputs.append(outcome.output) }
          if let error = outcome.error {
            let recorded = journal.count - before
            return Outcome(
              output: outputs.joined(separator: "\n"),
              error:
                "repeat, time \(n) of \(count), '\(line)': \(error) (it stopped there; \(recorded) of its actions were recorded)"
            )
          }
          if outcome.quit { return Outcome(output: outputs.joined(separator: "\n"), quit: true) }
        }
      }
      return Outcome(output: outputs.joined(separator: "\n"))
    }
  }

  /// Runs the lines of the file at `path`; an error stops it as `FILE:N: message`.
  func source(_ path: String, depth: Int) -> Outcome {
    guard depth < Script.sourceDepthMax else {
      return Outcome(
        error: "source \(path): scripts nested more than \(Script.sourceDepthMax) deep (does one source itself?)")
    }
    let text: String
    switch ScriptFile.contents(of: path) {
    case .success(let read): text = read
    case .failure(let problem): return Outcome(error: "source \(path): \(problem)")
    }
    var outputs: [String] = []
    // "\r\n" is one Character in Swift, so CRLF endings are split on as such.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (index, line) in lines.enumerated() {
      let outcome = execute(String(line), depth: depth + 1)
      if !outcome.output.isEmpty { outputs.append(outcome.output) }
      if let error = outcome.error {
        return Outcome(output: outputs.joined(separator: "\n"), error: "\(path):\(index + 1): \(error)")
      }
      if outcome.quit { return Outcome(output: outputs.joined(separator: "\n"), quit: true) }
    }
    return Outcome(output: outputs.joined(separator: "\n"))
  }
}

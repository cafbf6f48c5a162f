import WidgetJournal
import WidgetModel

/// `widgetsim replay` and `widgetsim verify`.
enum ReplayCommand {
  static func run(_ words: [String]) throws -> Int32 {
    let args = try Arguments(words, flags: ["json", "digest"], options: ["to"])
    guard args.positionals.count == 1 else { throw UsageError("replay needs exactly one FILE") }
    let path = args.positionals[0]
    let outcome = try JournalReplay.replay(path: path, to: try args.integer("to"))
    let state = outcome.state
    if args.flags.contains("digest") {
      writeOutput(state.digest)
    } else if args.flags.contains("json") {
      writeOutput(state.json)
    } else {
      writeOutput("\(path): seq \(state.seq), \(state.now.iso8601)\n" + Renderer.show(state))
    }
    if let tail = outcome.tornTail {
      writeError(
        "\(path): the last line is incomplete (\(tail.bytes) bytes at offset \(tail.offset), no newline); replayed up to seq \(state.seq)"
      )
    }
    if let error = outcome.error {
      writeError("\(path): \(error)\nreplayed up to seq \(state.seq); nothing after it was applied")
      return 1
    }
    return 0
  }

  static func verify(_ words: [String]) throws -> Int32 {
    let args = try Arguments(words, flags: [], options: [])
    guard args.positionals.count == 1 else { throw UsageError("verify needs exactly one FILE") }
    let path = args.positionals[0]
    let outcome: JournalReplay.Outcome
    do { outcome = try JournalReplay.replay(path: path) } catch {
      writeError("\(path): \(error)")
      return 1
    }
    var problems: [String] = []
    if let error = outcome.error { problems.append(error.description) }
    if let tail = outcome.tornTail {
      problems.append("the last line is incomplete (\(tail.bytes) bytes at offset \(tail.offset), no newline)")
    }
    guard problems.isEmpty else {
      for problem in problems { writeError("\(path): \(problem)") }
      return 1
    }
    writeOutput(
      "\(path): ok, \(outcome.state.seq) actions, format v\(outcome.header.version), digest \(outcome.state.digest)")
    return 0
  }
}

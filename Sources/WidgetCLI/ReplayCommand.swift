import WidgetJournal
import WidgetModel
import WidgetSimCore

/// `widgetsim replay` and `widgetsim verify`.
enum ReplayCommand {
  static func run(_ words: [String]) throws -> Int32 {
    let args = try Arguments(words, flags: ["json", "digest", "rerun-providers", "full"], options: ["to", "tz"])
    guard args.positionals.count == 1 else { throw UsageError("replay needs exactly one FILE") }
    if args.flags.contains("rerun-providers") { return try RerunProviders.run(path: args.positionals[0], args) }
    guard !args.flags.contains("full") else { throw UsageError("--full goes with --rerun-providers") }
    guard !(args.flags.contains("json") && args.flags.contains("digest")) else {
      throw UsageError("--json and --digest print different things; choose one")
    }
    let path = args.positionals[0]
    let limit = try args.integer("to")
    let zone = try ZoneFile.chosen(option: args.options["tz"], environment: Terminal.environment())
    let outcome: JournalReplay.Outcome
    do { outcome = try replay(path: path, to: limit) } catch {
      writeError(message(error, path: path))
      return 1
    }
    let state = outcome.state
    if let note = outcome.header.modelNote { writeError("\(path): \(note)") }
    if args.flags.contains("digest") {
      writeOutput(state.digest)
    } else if args.flags.contains("json") {
      writeOutput(state.json)
    } else {
      let style = PictureStyle(width: PictureStyle.plain.width, colour: false, zone: zone)
      writeOutput("\(path): seq \(state.seq)\n" + Renderer.show(state, style: style))
    }
    if let limit, state.seq < limit, outcome.error == nil, outcome.tornTail == nil {
      writeError("\(path): --to \(limit) is past the end: the journal holds \(state.seq) actions, all replayed")
    }
    if let tail = outcome.tornTail {
      writeError(
        "\(path): \(tail.error)\nreplayed up to seq \(state.seq); opening the journal for writing sets the torn line aside"
      )
    }
    if let error = outcome.error {
      writeError(
        "\(path): \(error)\nreplayed up to seq \(state.seq); nothing after it was applied (replay --to \(state.seq) shows the state before it)"
      )
      return 1
    }
    return 0
  }

  /// Replays `path` on two threads (`JournalReplay.replayPipelined`) when this process may run on two processors
  /// and the whole journal is replayed, else on this one; both give the same outcome.
  static func replay(path: String, to limit: Int?) throws(JournalError) -> JournalReplay.Outcome {
    guard limit == nil, availableProcessors() >= 2 else { return try JournalReplay.replay(path: path, to: limit) }
    return try JournalReplay.replayPipelined(path: path)
  }

  static func verify(_ words: [String]) throws -> Int32 {
    let args = try Arguments(words, flags: ["json"], options: [])
    guard args.positionals.count == 1 else { throw UsageError("verify needs exactly one FILE") }
    let path = args.positionals[0]
    let report: JournalVerifier.Report
    do { report = try JournalVerifier.verify(path: path) } catch {
      if args.flags.contains("json") {
        writeOutput(verifyJSON(path: path, report: nil, failure: error))
      } else {
        writeError(message(error, path: path))
      }
      return 1
    }
    if args.flags.contains("json") {
      writeOutput(verifyJSON(path: path, report: report, failure: nil))
    } else {
      writeVerifyText(path: path, report: report)
    }
    return report.isClean ? 0 : 1
  }

  /// An error's message led by the path, unless it names the path itself.
  static func message(_ error: JournalError, path: String) -> String {
    switch error {
    case .io, .notRegularFile, .locked: return error.description
    default: return "\(path): \(error)"
    }
  }

  /// The verification for people: every problem on its own line, then a summary.
  static func writeVerifyText(path: String, report: JournalVerifier.Report) {
    let format = report.header.map { "format v\($0.version)" } ?? "format unknown"
    if let note = report.header?.modelNote { writeOutput("\(path): \(note)") }
    guard !report.isClean else {
      writeOutput(
        "\(path): ok, \(report.actions) actions, \(format), digest \(report.state.map(\.digest) ?? "-")")
      return
    }
    for problem in report.problems { writeError("\(path): \(problem)") }
    let hidden = report.problemCount - report.problems.count
    if hidden > 0 { writeError("\(path): … and \(hidden) more problems") }
    let known = report.state.map { "; the state is known up to seq \($0.seq) (replay --to \($0.seq))" } ?? ""
    writeError(
      "\(path): \(report.problemCount) problem\(report.problemCount == 1 ? "" : "s") in \(report.actions) readable actions, \(format)\(known)"
    )
  }

  /// The verification for tools: one JSON object with the problems' lines, kinds and messages.
  static func verifyJSON(path: String, report: JournalVerifier.Report?, failure: JournalError?) -> String {
    var problems: [JSONValue] = []
    for problem in report?.problems ?? [] {
      problems.append(
        .object([
          ("line", problem.line.map { .int(Int64($0)) } ?? .null), ("kind", .string(problem.kind)),
          ("message", .string(problem.detail)),
        ]))
    }
    if let failure {
      problems.append(
        .object([("line", .null), ("kind", .string(failure.kind)), ("message", .string(failure.detail))]))
    }
    let state = report?.state
    let object: JSONValue = .object([
      ("path", .string(path)), ("ok", .bool(report?.isClean ?? false)),
      ("format", report?.header.map { .int(Int64($0.version)) } ?? .null),
      ("model", report?.header?.model.map { .string($0) } ?? .null),
      ("modelDiffers", .bool(report?.header?.modelNote != nil)),
      ("actions", .int(Int64(report?.actions ?? 0))), ("seq", state.map { .int(Int64($0.seq)) } ?? .null),
      ("digest", state.map { .string($0.digest) } ?? .null),
      ("problemCount", .int(Int64(report?.problemCount ?? problems.count))), ("problems", .array(problems)),
    ])
    return object.serialized
  }
}

import DeviceEvidence
import WidgetJournal
import WidgetModel

/// `widgetsim import APP -o OUT [--extension FILE] [--log FILE] [--kinds BUNDLE=KIND,…] [--json]`: the app's
/// recording, the extension's observations and the system's log joined into one journal (docs/TRACE.md).
enum ImportCommand {
  static let usage =
    "widgetsim import APP -o OUT [--extension FILE] [--log FILE] [--kinds BUNDLE=KIND,…] [--json]"
  static let details = """
    Joins APP, the journal WidgetSimRecorder wrote in the app, with the observations ExtensionRecorder wrote in the \
    widget extension (--extension, widgetsim-extension.jsonl) and an export of the system's log (--log, from \
    log show --style ndjson --predicate 'subsystem == "com.apple.chrono"'), into the journal OUT: the app's actions \
    as they were, each observation after the actions up to its time, and a last tick to the last observation. With \
    observations OUT is journal format v2 (docs/JOURNAL.md), which compare and fit read.
    Log lines are matched by message templates (docs/TRACE.md lists them); a line whose message no template \
    matches, of another subsystem, naming none of APP's kinds, unreadable (a truncated line) or longer than \
    64 KiB is counted and skipped. The log is streamed: memory does not grow with its size. Timestamps are read \
    with the offset they are written with, so a log exported in any time zone lands at the right instant.
    --kinds maps the bundle ids (or other names) the log uses to APP's kinds, e.g. \
    com.example.weather.widget=weather.
    --json prints the report as JSON.
    Exit 0 when OUT was written, 1 when a file cannot be read or APP does not replay, 2 on a usage error. OUT is \
    never an existing journal.
    """

  /// `widgetsim import …`.
  static func run(_ words: [String]) throws -> Int32 {
    let args = try Arguments(
      words.map { $0 == "-o" ? "--output" : $0 }, flags: ["json"], options: ["output", "extension", "log", "kinds"])
    guard args.positionals.count == 1 else {
      throw UsageError("import needs the app's journal, APP; found \(args.positionals.count) operands")
    }
    guard let output = args.options["output"] else { throw UsageError("import needs -o OUT, the journal to write") }
    let bundles = try kindMap(args.options["kinds"])
    let app = args.positionals[0]
    let file = try OutputFile.begin(output, named: "-o \(output)", input: app)
    let imported: (journal: EvidenceJournal, report: DeviceImport.Report)
    do {
      imported = try DeviceImport.run(
        app: app, extensionFile: args.options["extension"], log: args.options["log"], bundles: bundles)
    } catch {
      file.abandon()
      writeError("widgetsim import: \(error); nothing was written")
      return 1
    }
    try OutputFile.write(imported.journal.text, into: file, named: "-o \(output)")
    try OutputFile.commit(file, named: "-o \(output)")
    let report = imported.report
    writeOutput(
      args.flags.contains("json") ? json(report, output: output).serialized + "\n" : text(report, output: output))
    return 0
  }

  /// `BUNDLE=KIND,…` read.
  static func kindMap(_ text: String?) throws(UsageError) -> [(text: String, kind: String)] {
    guard let text else { return [] }
    var map: [(text: String, kind: String)] = []
    for pair in text.split(separator: ",") {
      let sides = pair.split(separator: "=", maxSplits: 1)
      guard sides.count == 2, !sides[0].isEmpty, !sides[1].isEmpty else {
        throw UsageError("--kinds: '\(pair)' is not BUNDLE=KIND (e.g. com.example.weather.widget=weather)")
      }
      map.append((String(sides[0]), String(sides[1])))
    }
    return map
  }

  /// The report for people: what each source gave and what was left out.
  static func text(_ report: DeviceImport.Report, output: String) -> String {
    var out = "wrote \(output): the app's \(report.appActions) actions"
    out += report.tickAdded.map { ", a tick to \($0.iso8601) (the last observation)" } ?? ""
    out += "\n"
    if report.extensionLines > 0 || report.extensionDamaged > 0 {
      out += "extension: \(report.extensionUsed) of \(report.extensionLines) lines used"
      var left: [String] = []
      if report.extensionDamaged > 0 {
        left.append("\(report.extensionDamaged) damaged (torn, bad checksum or not an observation)")
      }
      if report.extensionUnknownKind > 0 {
        left.append("\(report.extensionUnknownKind) of kinds the app's journal does not define")
      }
      out += left.isEmpty ? "\n" : "; skipped: " + left.joined(separator: ", ") + "\n"
    }
    if let log = report.log {
      out += "log: \(log.usedCount) of \(log.lines) lines used"
      let used = Observation.Event.allCases.compactMap { event in log.used[event].map { "\(event.rawValue) \($0)" } }
      if !used.isEmpty { out += " (" + used.joined(separator: ", ") + ")" }
      out += "\n"
      let skipped: [(Int, String)] = [
        (log.unknown, "matched no template"), (log.otherSubsystem, "of another subsystem"),
        (log.otherApp, "about another app's widgets"),
        (log.unreadable, "unreadable (not JSON, truncated, no timestamp)"),
        (log.tooLong, "over 64 KiB"), (log.overLimit, "past the \(SystemLog.observationsMax) observations kept"),
      ]
      for (count, why) in skipped where count > 0 { out += "  skipped \(count) \(why)\n" }
      for example in log.unknownExamples { out += "  unknown: \(example)\n" }
      if !log.offsets.isEmpty {
        out += "  timestamps written at UTC offsets \(log.offsets.sorted().joined(separator: ", "))\n"
      }
    }
    if report.beforeStart > 0 {
      out += "left out \(report.beforeStart) observations before the app's recording starts\n"
    }
    return out
  }

  /// The report as JSON.
  static func json(_ report: DeviceImport.Report, output: String) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("output", .string(output)), ("appActions", .int(Int64(report.appActions))),
      (
        "extension",
        .object([
          ("lines", .int(Int64(report.extensionLines))), ("used", .int(Int64(report.extensionUsed))),
          ("damaged", .int(Int64(report.extensionDamaged))), ("unknownKind", .int(Int64(report.extensionUnknownKind))),
        ])
      ),
      ("beforeStart", .int(Int64(report.beforeStart))),
      ("tickAdded", report.tickAdded.map { .string($0.iso8601) } ?? .null),
    ]
    if let log = report.log {
      members.append(
        (
          "log",
          .object([
            ("lines", .int(Int64(log.lines))),
            (
              "used",
              .object(Observation.Event.allCases.compactMap { e in log.used[e].map { (e.rawValue, .int(Int64($0))) } })
            ),
            ("unknown", .int(Int64(log.unknown))), ("otherSubsystem", .int(Int64(log.otherSubsystem))),
            ("otherApp", .int(Int64(log.otherApp))), ("unreadable", .int(Int64(log.unreadable))),
            ("tooLong", .int(Int64(log.tooLong))), ("overLimit", .int(Int64(log.overLimit))),
            ("offsets", .array(log.offsets.sorted().map(JSONValue.string))),
          ])
        ))
    }
    return .object(members)
  }
}

import DeviceEvidence
import WidgetJournal
import WidgetModel

/// `widgetsim compare JOURNAL [--json] [--min-match RATE]`: the device's observed builds and logged decisions beside
/// the model's (docs/TRACE.md).
enum CompareCommand {
  static let usage = "widgetsim compare JOURNAL [--settings 'NAME=VALUE …'] [--json] [--min-match PERCENT]"
  static let details = """
    Replays the actions of JOURNAL (made by widgetsim import) and sets each build the device was seen making \
    against the model's builds of the same kind and family: matched (within 60s), early or late (by how much, \
    within 6h), observed but not predicted, predicted but not observed; and each reload decision the system \
    logged beside what the model did with the request. Prints a summary table, then what differs.
    --settings replays the model under other settings than the journal's header, e.g. the ones fit prints: \
    --settings 'budget=12 minInterval=15m'.
    --json prints the same with stable keys.
    Exit 0 when nothing differs (or the match rate is at least --min-match PERCENT), 1 when something does, 2 \
    when JOURNAL cannot be read or does not replay: a status for CI.
    """

  /// `widgetsim compare …`.
  static func run(_ words: [String]) throws -> Int32 {
    let args = try Arguments(words, flags: ["json"], options: ["min-match", "settings"])
    guard args.positionals.count == 1 else {
      throw UsageError("compare needs one journal; found \(args.positionals.count) operands")
    }
    let minimum = try args.integer("min-match")
    if let minimum, minimum > 100 { throw UsageError("--min-match is a percentage from 0 to 100, not \(minimum)") }
    guard let journal = EvidenceCommands.read(args.positionals[0], command: "compare") else { return 2 }
    let settings = try EvidenceCommands.settings(args.options["settings"], in: journal)
    let comparison = Comparison(journal, settings: settings)
    writeOutput(args.flags.contains("json") ? comparison.json.serialized + "\n" : comparison.text)
    if comparison.surprises == 0 { return 0 }
    if let minimum, comparison.matchRate * 100 >= Double(minimum) { return 0 }
    return 1
  }
}

/// `widgetsim fit JOURNAL [--json]`: the settings that explain the device's observations best.
enum FitCommand {
  static let usage = "widgetsim fit JOURNAL [--json]"
  static let details = """
    Searches the settings the evidence of JOURNAL (made by widgetsim import) can inform — budget, minInterval, \
    latency and every setting of the system's discretion (budgetScope, foregroundReloads, …) — for those under \
    which compare finds the fewest surprises, and prints the match rate before and after and the changed settings \
    as set lines to paste. It says when the evidence cannot decide a setting (several values explain it equally, \
    e.g. when no budget was ever reached) and when the trace looks recorded under Developer Mode.
    --json prints the same with stable keys.
    Exit 0, or 2 when JOURNAL cannot be read or does not replay.
    """

  /// `widgetsim fit …`.
  static func run(_ words: [String]) throws -> Int32 {
    let args = try Arguments(words, flags: ["json"], options: [])
    guard args.positionals.count == 1 else {
      throw UsageError("fit needs one journal; found \(args.positionals.count) operands")
    }
    guard let journal = EvidenceCommands.read(args.positionals[0], command: "fit") else { return 2 }
    let outcome = Fit.run(journal)
    writeOutput(args.flags.contains("json") ? outcome.json.serialized + "\n" : outcome.text)
    return 0
  }
}

/// What compare and fit share.
enum EvidenceCommands {
  /// The journal's header's settings with `NAME=VALUE …` (blank-separated, as `set` writes each) applied.
  /// - Throws: `UsageError` naming an unknown setting or a value it does not take.
  static func settings(_ text: String?, in journal: EvidenceJournal) throws(UsageError) -> Settings? {
    guard let text else { return nil }
    var settings = journal.header.settings
    for word in text.split(separator: " ") {
      let sides = word.split(separator: "=", maxSplits: 1).map(String.init)
      guard sides.count == 2, let row = SettingTable.row(named: sides[0]) else {
        if let near = NameSuggestion.nearest(to: sides[0], in: SettingTable.rows.map(\.name)) {
          throw UsageError("--settings: no setting '\(sides[0])'; did you mean \(near)?")
        }
        throw UsageError(
          "--settings: '\(word)' is not NAME=VALUE of a setting (\(Fit.informed.joined(separator: ", ")), …)")
      }
      do { settings.apply(try row.parse(sides[1], zone: .utc, now: journal.header.start)) } catch {
        throw UsageError("--settings: \(error)")
      }
    }
    return settings
  }

  /// The journal at `path`, checked to replay; nil after saying why on stderr.
  static func read(_ path: String, command: String) -> EvidenceJournal? {
    do {
      let journal = try EvidenceJournal.read(path: path)
      _ = try Replay.fold(journal)
      return journal
    } catch {
      writeError("widgetsim \(command): \(path): \(error)")
      return nil
    }
  }
}

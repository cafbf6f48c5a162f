import WidgetCommands
import WidgetJournal
@_spi(Testing) import WidgetModel

/// A shrunk failure of a property: the minimal actions, where the property fails in them and why, and the
/// journal that replays it.
public struct Counterexample {
  /// The property that failed.
  public let property: String
  /// Its one-line description.
  public let summary: String
  /// The seed of the failing run (`widgetsim check --seed SEED --runs 1` repeats it).
  public let seed: UInt64
  /// The run's index in the check.
  public let run: Int
  /// The generated steps per run in the check.
  public let steps: Int
  /// How many actions the failing run had up to the failure, before shrinking.
  public let originalCount: Int
  /// The shrunk actions, ending with the failing step.
  public let actions: [Action]
  /// The failure as found in the shrunk actions.
  public let violation: Violation
  /// How many candidates the shrinker tried.
  public let shrinkTries: Int
  /// The journal header: start, settings, and `seed` and `property` among its extra members.
  public let header: JournalHeader
  /// The defect planted in the reducer, if the check planted one.
  @_spi(Testing) public let plantedBug: PlantedBug?
  /// The command line that runs the failing run again, set by the program that checked (`widgetsim check` gives its
  /// own); nil for a check in a test, whose configuration (kinds, limits, properties of its own) no command line
  /// knows: the report then names the configuration's values that repeat the run.
  public var rerunCommand: String? = nil

  /// The journal's action lines, checksummed, seq from 1.
  public var journalLines: [String] { actions.enumerated().map { ActionCodec.encode($1, seq: $0 + 1) } }

  /// The file name a failure journal gets under `journals/failures/`.
  public var fileName: String { "\(property)-\(seed).jsonl" }

  /// Writes the journal to a new file at `path`, durably.
  /// - Throws: `JournalError` when the file exists or cannot be written.
  public func writeJournal(to path: String) throws(JournalError) {
    _ = try JournalWriter.create(path: path, header: header, lines: journalLines)
  }

  /// The report for people: the property, the minimal case, the failing step, the state diff and how to replay.
  public func report(journalPath: String?) -> String {
    var lines = ["property \(property) failed: \(summary)"]
    lines.append(
      "  seed \(seed) (run \(run + 1)), failing after \(originalCount) actions; shrunk to \(actions.count) actions in \(shrinkTries) tries"
    )
    if let plantedBug { lines.append("  (with the planted bug \(plantedBug.rawValue); replay runs the real model)") }
    lines.append("minimal case:")
    lines += ActionListing.lines(actions, start: header.start).map { "  " + $0 }
    lines.append("failing step: seq \(violation.seq): \(violation.action?.commandText ?? "(none)")")
    lines.append("  " + violation.message)
    lines.append("state diff at seq \(violation.seq) (before → after, changed widget fields only):")
    let diff = StateDiff.lines(before: violation.before, after: violation.after)
    lines += diff.isEmpty ? ["  (no widget field changed)"] : diff.map { "  " + $0 }
    if let journalPath {
      lines.append("wrote \(journalPath)")
      lines.append("replay it: widgetsim replay \(journalPath)")
    }
    if let rerunCommand {
      lines.append("run it again: \(rerunCommand)")
    } else {
      var values = "configuration.seed = \(seed), configuration.runs = 1, configuration.steps = \(steps)"
      if let plantedBug { values += ", configuration.plantedBug = .\(plantedBug.rawValue)" }
      lines.append("run it again: the same check with \(values)")
    }
    return lines.joined(separator: "\n")
  }

  /// A seed as a JSON value: a number when it fits, else its decimal text.
  static func seedJSON(_ seed: UInt64) -> JSONValue {
    seed <= UInt64(Int64.max) ? .int(Int64(seed)) : .string(String(seed))
  }
}

import WidgetJournal
import WidgetModel

/// `widgetsim import`: the app's recording, the extension's observations and, optionally, an export of the system's
/// log, joined into one journal: the app's actions as they were, each observation placed after the actions up to its
/// time (format v2 when there are any), and a last tick to the last observation, so the model's clock covers the
/// evidence.
public enum DeviceImport {
  /// What the import used and what it left out, source by source.
  public struct Report: Sendable, Equatable {
    /// The app's actions.
    public var appActions = 0
    /// The extension's file: lines read, observations used, lines damaged (torn, bad checksum, not an observation),
    /// observations of a kind the journal does not define.
    public var extensionLines = 0
    public var extensionUsed = 0
    public var extensionDamaged = 0
    public var extensionUnknownKind = 0
    /// What reading the system's log found, when one was given.
    public var log: SystemLog.Report? = nil
    /// Observations more than `Comparison.toleranceMs` before the app's recording starts, left out (the model has no
    /// state there).
    public var beforeStart = 0
    /// The instant of the tick added to reach the last observation, if one was.
    public var tickAdded: Instant? = nil
  }

  /// Why an import could not be made.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// A file could not be read, or the app's journal is damaged or invalid.
    case journal(path: String, JournalError)

    public var description: String {
      switch self {
      case .journal(let path, let error): return "\(path): \(error)"
      }
    }
  }

  /// Joins the app's journal at `app`, the extension's file at `extensionFile` and the log export at `log`.
  /// - Parameter bundles: bundle ids (or other names the log uses) and the kind each stands for.
  /// - Throws: `Failure` when the app's journal cannot be read or does not replay, or a file cannot be read.
  public static func run(
    app: String, extensionFile: String?, log: String?, bundles: [(text: String, kind: String)] = []
  ) throws(Failure) -> (journal: EvidenceJournal, report: Report) {
    var journal: EvidenceJournal
    do { journal = try EvidenceJournal.read(path: app) } catch { throw .journal(path: app, error) }
    let state: SimState
    do { state = try Replay.fold(journal) } catch { throw .journal(path: app, error) }
    var report = Report()
    report.appActions = journal.actions.count
    let kinds = Set(state.kindOrder)
    var observations: [Observation] = journal.observations.map(\.observation)
    if let extensionFile {
      do { observations += try readExtension(extensionFile, kinds: kinds, report: &report) } catch {
        throw .journal(path: extensionFile, error)
      }
    }
    if let log {
      do {
        let (logged, logReport) = try SystemLog.read(path: log, kinds: KindNames(kinds: kinds, bundles: bundles))
        observations += logged
        report.log = logReport
      } catch { throw .journal(path: log, error) }
    }
    // The device's clock and the recording's start may differ by a moment: only what is earlier than that is left out.
    let start = Instant(ms: journal.header.start.ms - Comparison.toleranceMs)
    report.beforeStart = observations.count { $0.at < start }
    observations = observations.filter { $0.at >= start }
    // Stable: observations of one instant keep their sources' order (the extension's, then the log's).
    observations = observations.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(
      \.element)
    if let last = observations.last?.at, last > state.now {
      journal.actions += Replay.ticks(from: state, to: last)
      report.tickAdded = last
    }
    journal.observations = place(observations, among: journal.actions)
    return (journal, report)
  }

  /// The extension's observations in the file at `path`; damaged lines and unknown kinds are counted in `report`.
  static func readExtension(_ path: String, kinds: Set<String>, report: inout Report) throws(JournalError)
    -> [Observation]
  {
    var observations: [Observation] = []
    try LineReader.forEachLine(path: path, lineBytesMax: Observation.lineBytesMax) { item in
      report.extensionLines += 1
      guard case .line(let number, let bytes, _, _) = item, !LineReader.isBlank(bytes) else {
        if case .line = item { report.extensionLines -= 1 } else { report.extensionDamaged += 1 }
        return true
      }
      guard let observation = try? Observation.decode(bytes, lineNumber: number), observation.event.isExtensionCall
      else {
        report.extensionDamaged += 1
        return true
      }
      guard let kind = observation.kind, kinds.contains(kind) else {
        report.extensionUnknownKind += 1
        return true
      }
      report.extensionUsed += 1
      observations.append(observation)
      return true
    }
    return observations
  }

  /// Each observation with the number of actions before it: all the actions up to its instant (the ticks to it and
  /// what happened at it), none after.
  static func place(_ observations: [Observation], among actions: [Action]) -> [(
    after: Int, observation: Observation
  )] {
    var placed: [(after: Int, observation: Observation)] = []
    var index = 0
    for observation in observations {
      while index < actions.count {
        if case .clockTicked(let to) = actions[index], to > observation.at { break }
        index += 1
      }
      placed.append((index, observation))
    }
    return placed
  }
}

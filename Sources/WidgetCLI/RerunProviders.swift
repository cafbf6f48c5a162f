import WidgetJournal
import WidgetModel
import WidgetSimCore

/// `replay FILE --rerun-providers` in a simulator program: each action of the journal is applied again with the
/// program's providers running its builds, on the state the recording reached before it, and the outputs are compared
/// with the ones the journal recorded. The replay itself goes on with the recorded outputs, so one changed build does
/// not shift every later one; the first difference is reported.
enum RerunProviders {
  /// The first build whose output differs: where, and both outputs as journal JSON (`nil`: no such build).
  struct Difference {
    /// The action's seq.
    var seq: Int
    /// The widget whose build differs, and the instant of the build.
    var widget: String
    /// The build's instant.
    var at: Instant
    /// The recorded output, or nil when the recording has no build there.
    var recorded: String?
    /// The output now, or nil when the provider made no build there.
    var now: String?
    /// The two outcomes in words when one failed and the other did not: `then it crashed (…); now it succeeds`.
    var outcome: String? = nil
    /// The fields that differ, one line each (`RerunProviders.fieldDifferences`); empty when there are two builds
    /// to compare by field but none of the fields compared differs, or when one side has no build.
    var fields: [String] = []
  }

  /// The two builds' outcomes in words when exactly one of them failed, else nil.
  static func outcomeWords(_ recorded: ProvidedBuild?, _ now: ProvidedBuild?) -> String? {
    func words(_ build: ProvidedBuild) -> (failed: Bool, text: String) {
      guard case .failed(let reason) = build.output else { return (false, "succeeds") }
      let crashed = build.process?.ended == .crashed || reason.hasPrefix("crashed: ")
      return (true, crashed ? "crashed (\(reason))" : "failed (\(reason))")
    }
    guard let recorded, let now else { return nil }
    let (then, after) = (words(recorded), words(now))
    guard then.failed != after.failed else { return nil }
    let past = then.failed ? "then it \(then.text)" : "then it succeeded"
    let present = after.failed ? "now it \(after.text)" : "now it succeeds"
    return "\(past); \(present)"
  }

  /// Runs the check on `path` and prints its result: 0 when every output matches, 1 at the first difference or when
  /// the journal cannot be replayed.
  static func run(path: String, _ args: Arguments) throws -> Int32 {
    guard let setup = WidgetsimCLI.providers else {
      throw UsageError(
        "--rerun-providers calls your own providers: run it in your simulator program (swift run Sim replay FILE --rerun-providers; docs/PROVIDERS.md), not in the plain widgetsim"
      )
    }
    guard args.options["to"] == nil, !args.flags.contains("json"), !args.flags.contains("digest") else {
      throw UsageError("--rerun-providers takes no --to, --json or --digest")
    }
    var builds = 0
    var difference: Difference? = nil
    let outcome: JournalReplay.Outcome
    do {
      outcome = try JournalReplay.replay(
        path: path,
        recordsFrom: { before, action in
          guard difference == nil, before.hasProviderKinds else { return false }
          let recorded = recordedBuilds(action)
          // The providers run in the zone the recording ran them in, so "the start of tomorrow" is the same.
          if let zone = recorded.lazy.compactMap(\.process?.zone).first { setup.host.useZone(zone) }
          setup.host.usePlaced(PlacedWidget.all(in: before))
          var copy = before
          // A line whose builds go on in the next one stops after as many builds as it recorded.
          let stop = recorded.last?.more == true ? recorded.count : nil
          let (_, rerun) = copy.apply(action.base, host: setup.host, buildsMax: stop)
          let now = recordedBuilds(rerun)
          builds += recorded.count
          difference = firstDifference(recorded, now, seq: before.seq + 1)
          return false
        }, folded: { _, _ in }, observe: { _, _, _ in })
    } catch {
      writeError(ReplayCommand.message(error, path: path))
      return 1
    }
    if let difference {
      let recorded = difference.recorded ?? "(no build recorded)"
      let now = difference.now ?? "(no build now)"
      var lines = [
        "\(path): seq \(difference.seq): \(difference.widget)'s build at \(difference.at.iso8601) differs from the recording"
      ]
      lines += (difference.outcome.map { [$0] } ?? []) + fieldLines(difference.fields)
      // Both outputs in full when asked, when a side has no build, or when no line above says what differs.
      if args.flags.contains("full") || difference.recorded == nil || difference.now == nil || lines.count == 1 {
        lines += ["recorded: \(recorded)", "now:      \(now)"]
      }
      writeOutput(lines.joined(separator: "\n  "))
      return 1
    }
    if let error = outcome.error {
      writeError("\(path): \(error)\nre-ran the providers up to seq \(outcome.state.seq); nothing after it was checked")
      return 1
    }
    writeOutput(
      "\(path): \(builds) recorded provider build\(builds == 1 ? "" : "s") re-run up to seq \(outcome.state.seq): every output matches the recording"
    )
    return 0
  }

  /// The outputs an action line recorded, in build order.
  static func recordedBuilds(_ action: Action) -> [ProvidedBuild] {
    if case .withBuilds(_, let builds) = action { return builds }
    return []
  }

  /// Whether a build run now gives what was recorded: the same output, or the same but for the placeholder marks
  /// when the recording has none (a journal recorded before entries were compared with the provider's placeholder).
  static func matches(_ recorded: ProvidedBuild, _ now: ProvidedBuild?) -> Bool {
    guard var now else { return false }
    // How the process ran it (fresh or kept, what it printed, its memory) is no part of the output.
    let recorded = recorded.withoutProcess
    now = now.withoutProcess
    if recorded == now { return true }
    guard case .timeline(let old, _) = recorded.output, old.placeholders.isEmpty,
      case .timeline(let entries, let policy) = now.output
    else { return false }
    now.output = .timeline(entries.unmarked, policy)
    return recorded == now
  }

  /// The first position at which the two lists of builds differ, as a difference; nil when they are equal.
  static func firstDifference(_ recorded: [ProvidedBuild], _ now: [ProvidedBuild], seq: Int) -> Difference? {
    for index in 0..<max(recorded.count, now.count) {
      let old = index < recorded.count ? recorded[index] : nil
      let new = index < now.count ? now[index] : nil
      guard !(old.map { Self.matches($0, new) } ?? (new == nil)), let either = old ?? new else { continue }
      var fields: [String] = []
      if let old, let new { fields = fieldDifferences(old.withoutProcess, new.withoutProcess) }
      return Difference(
        seq: seq, widget: either.widget, at: either.at, recorded: old.map(ActionCodec.buildJSON),
        now: new.map(ActionCodec.buildJSON), outcome: outcomeWords(old, new) ?? requestWords(old, new),
        fields: fields)
    }
    return nil
  }
}

import WidgetCommands
import WidgetJournal
import WidgetModel
import WidgetSimCore

/// `widgetsim diff A B [--json]`: where two journals first differ, and how their widgets differ at the end.
enum DiffCommand {
  static let usage = "widgetsim diff A B [--json] [--tz ZONE]"
  static let details = """
    Replays both journals side by side and prints the first action where they differ (its seq and both actions \
    as commands, and when the commands are the same, the builds recorded from your providers that differ; seq 0 \
    when their headers' start or settings differ), then each widget at the end: its status, \
    the entry it shows (with its date and content), its next refresh and its budget (counted refreshes in the \
    last 24 hours against the limit), what differs marked A → B. When one journal's header names the other as \
    its parent (a fork, or an edit by widgetsim edit), it says so, and when that cannot be (the header's seq is \
    past either journal's end, or they differ before it), it says why.
    --json prints the same with stable keys (README, "JSON outputs").
    --tz ZONE (or $WIDGETSIM_TZ) writes times in a zone from /usr/share/zoneinfo, e.g. Asia/Shanghai.
    Exit status, as diff(1): 0 when the end states are the same (the same clock, the same widgets with the same \
    status, entry, next refresh and budget), 1 when they differ, 2 when an option is wrong or a journal cannot \
    be read or has a damaged or invalid line (a torn last line is left out, as the analyses do).
    Both journals are streamed: memory does not grow with their length.
    """

  /// The fields of a widget at the end that diff compares, in order, as its JSON names them.
  static let fields = ["status", "entry", "nextRefresh", "budget"]

  /// `widgetsim diff A B …`.
  static func run(_ words: [String]) throws -> Int32 {
    let args = try Arguments(words, flags: ["json"], options: ["tz"])
    guard args.positionals.count == 2 else {
      throw UsageError("diff needs two journals, A and B; found \(args.positionals.count)")
    }
    let zone = try ZoneFile.chosen(option: args.options["tz"], environment: Terminal.environment())
    let (a, b) = (args.positionals[0], args.positionals[1])
    let pair: JournalReplay.PairOutcome
    do { pair = try JournalReplay.replayPair(a, b) } catch {
      writeError("widgetsim diff: \(error)")
      return 2
    }
    for (path, outcome) in [(a, pair.a), (b, pair.b)] {
      if let error = outcome.error {
        writeError(
          "widgetsim diff: \(path): \(error)\ndiff compares whole journals; `widgetsim verify \(path)` lists every problem"
        )
        return 2
      }
      if let tail = outcome.tornTail {
        writeError("widgetsim diff: \(path): \(tail.error)\nread up to seq \(outcome.state.seq), the last whole action")
      }
    }
    let report = Report(a: a, b: b, pair: pair)
    writeOutput(args.flags.contains("json") ? report.json : report.text(zone: zone))
    return report.sameEnd ? 0 : 1
  }

  /// One widget at the end of a journal, as diff compares it.
  struct WidgetEnd: Equatable {
    /// The widget's kind.
    var kind: String
    /// `live`, `stale`, `placeholder` or `blank`.
    var status: String
    /// The shown entry: its 1-based index, how many the timeline has, its date and content (nil: no data).
    var entry: Int
    var entries: Int
    var entryDate: Instant
    var content: JSONValue?
    /// When its next timeline is due, if one is.
    var nextRefresh: Instant?
    /// Its counted refreshes in the last 24 hours, and the budget they count against.
    var budgetUsed: Int
    var budgetLimit: Int

    /// `widget` at the end of `state`.
    init(_ widget: Widget, in state: SimState) {
      let shown = state.display(widget)
      kind = widget.kind
      status = shown.status.rawValue
      entry = shown.entryIndex + 1
      entries = widget.timeline.entries
      entryDate = shown.entryDate
      content = shown.content
      nextRefresh = widget.nextRefresh
      budgetUsed = state.budgetUsed(widget)
      budgetLimit = state.settings.budget
    }

    /// The value of `field` (one of `DiffCommand.fields`) in words, times in `zone` relative to `now`.
    func text(_ field: String, now: Instant, zone: DisplayZone) -> String {
      switch field {
      case "status": return status
      case "entry":
        let shown = content.map { TextWidth.clip($0.serialized, columns: 40) } ?? "no data"
        return "\(entry) of \(entries), \(entryDate.text(relativeTo: now, in: zone)), \(shown)"
      case "nextRefresh": return nextRefresh.map { $0.text(relativeTo: now, in: zone) } ?? "none"
      default: return "\(budgetUsed)/\(budgetLimit)"
      }
    }

    /// Whether `field` is the same in `other`.
    func same(_ field: String, as other: WidgetEnd) -> Bool {
      switch field {
      case "status": return status == other.status
      case "entry":
        return entry == other.entry && entries == other.entries && entryDate == other.entryDate
          && content == other.content
      case "nextRefresh": return nextRefresh == other.nextRefresh
      default: return budgetUsed == other.budgetUsed && budgetLimit == other.budgetLimit
      }
    }

    /// The widget as the JSON report writes it.
    var json: JSONValue {
      .object([
        ("kind", .string(kind)), ("status", .string(status)), ("entry", .int(Int64(entry))),
        ("entries", .int(Int64(entries))), ("entryDate", .string(entryDate.iso8601)), ("content", content ?? .null),
        ("nextRefresh", nextRefresh.map { .string($0.iso8601) } ?? .null), ("budgetUsed", .int(Int64(budgetUsed))),
        ("budgetLimit", .int(Int64(budgetLimit))),
      ])
    }
  }

  /// What diff says of two journals.
  struct Report {
    /// The journals' paths, as given.
    let a: String
    let b: String
    /// Their replay side by side.
    let pair: JournalReplay.PairOutcome
    /// Each widget id of either journal (A's in the order they were added, then B's others), with its end in each.
    let widgets: [(id: String, a: WidgetEnd?, b: WidgetEnd?)]

    /// The report of `pair`, the replay of the journals at `a` and `b`.
    init(a: String, b: String, pair: JournalReplay.PairOutcome) {
      self.a = a
      self.b = b
      self.pair = pair
      let (stateA, stateB) = (pair.a.state, pair.b.state)
      var ids = stateA.orderedWidgets.map(\.id)
      let known = Set(ids)
      ids += stateB.orderedWidgets.map(\.id).filter { !known.contains($0) }
      widgets = ids.map { id in
        (id, stateA.widgets[id].map { WidgetEnd($0, in: stateA) }, stateB.widgets[id].map { WidgetEnd($0, in: stateB) })
      }
    }

    /// The fields that differ for a widget (`widget` when it is in one journal only).
    static func differing(_ a: WidgetEnd?, _ b: WidgetEnd?) -> [String] {
      guard let a, let b else { return ["widget"] }
      return DiffCommand.fields.filter { !a.same($0, as: b) }
    }

    /// Whether both journals end at the same instant with the same widgets, each the same in every field.
    var sameEnd: Bool {
      pair.a.state.now == pair.b.state.now && widgets.allSatisfy { Self.differing($0.a, $0.b).isEmpty }
    }

    /// Which journal's header names the other as its parent: ("B", "A", seq) when B was made from A.
    var relation: (child: String, parent: String, seq: Int)? {
      if let parent = pair.b.header.parent, parent.path == Journal.absolutePath(a) { return ("B", "A", parent.seq) }
      if let parent = pair.a.header.parent, parent.path == Journal.absolutePath(b) { return ("A", "B", parent.seq) }
      return nil
    }

    /// Why the relation's seq does not hold (nil when it does): a journal made from another begins with the other's
    /// first `seq` actions, so both have at least `seq` and none of those differ.
    var relationProblem: String? {
      guard let relation else { return nil }
      let (child, parent) = relation.child == "B" ? (pair.b, pair.a) : (pair.a, pair.b)
      let claim = "\(relation.child)'s header says it kept \(relation.parent)'s first \(relation.seq) actions"
      if parent.state.seq < relation.seq {
        return "\(claim), but \(relation.parent) has \(parent.state.seq)"
      }
      if child.state.seq < relation.seq { return "\(claim), but \(relation.child) has \(child.state.seq)" }
      if let divergence = pair.divergence, divergence.seq <= relation.seq {
        let place = divergence.seq == 0 ? "in their headers" : "at seq \(divergence.seq)"
        return "\(claim), but they differ \(place)"
      }
      return nil
    }

    /// The report in words, times in `zone`.
    func text(zone: DisplayZone) -> String {
      let (stateA, stateB) = (pair.a.state, pair.b.state)
      let now = stateA.now
      var lines = [
        "A: \(a), \(stateA.seq) actions, ending \(stateA.now.text(relativeTo: now, in: zone))",
        "B: \(b), \(stateB.seq) actions, ending \(stateB.now.text(relativeTo: now, in: zone))",
      ]
      if let relation, let problem = relationProblem {
        lines.append(
          "\(relation.child)'s header names \(relation.parent) as its parent, which does not hold: \(problem)")
      } else if let relation {
        lines.append(
          "\(relation.child) was made from \(relation.parent) (its header names it as the parent): the same first \(relation.seq) actions, then a fork or an edit"
        )
      }
      lines += divergenceLines
      lines.append(sameEnd ? "at the end, the same:" : "at the end:")
      if stateA.now != stateB.now {
        lines.append(
          "  the clock: \(stateA.now.text(relativeTo: now, in: zone)) → \(stateB.now.text(relativeTo: now, in: zone))")
      }
      if widgets.isEmpty { lines.append("  no widgets in either journal") }
      for (id, endA, endB) in widgets {
        let differs = Self.differing(endA, endB)
        guard let endA, let endB else {
          let (end, state, side) = endA.map { ($0, stateA, "A") } ?? (endB!, stateB, "B")
          let summary = DiffCommand.fields.map { end.text($0, now: state.now, zone: zone) }
          lines.append("  \(id) (\(end.kind)): only in \(side): \(summary.joined(separator: "; "))")
          continue
        }
        guard !differs.isEmpty else {
          let summary = DiffCommand.fields.map { "\(Self.label[$0]!) \(endA.text($0, now: stateA.now, zone: zone))" }
          lines.append("  \(id) (\(endA.kind)): the same: \(summary.joined(separator: "; "))")
          continue
        }
        lines.append("  \(id) (\(endA.kind)):")
        for field in DiffCommand.fields {
          let before = endA.text(field, now: stateA.now, zone: zone)
          let after = endB.text(field, now: stateB.now, zone: zone)
          let name = (Self.label[field]! + ":").padding(14)
          lines.append("    " + name + (differs.contains(field) ? "\(before) → \(after)" : "\(before) (the same)"))
        }
      }
      lines.append(sameEnd ? "the end states are the same" : "the end states differ (A → B)")
      return lines.joined(separator: "\n")
    }

    /// The words for each field.
    static let label = ["status": "status", "entry": "shown entry", "nextRefresh": "next refresh", "budget": "budget"]

    /// Where the journals first differ, in words.
    var divergenceLines: [String] {
      guard let divergence = pair.divergence else {
        return ["every action is the same (\(pair.a.state.seq) of them)"]
      }
      guard divergence.seq > 0 else {
        let (headerA, headerB) = (pair.a.header, pair.b.header)
        var lines = ["first difference: the headers"]
        if headerA.start != headerB.start {
          lines.append("  start: \(headerA.start.iso8601) → \(headerB.start.iso8601)")
        }
        for name in Settings.names where headerA.settings.text(of: name) != headerB.settings.text(of: name) {
          lines.append("  \(name): \(headerA.settings.text(of: name)!) → \(headerB.settings.text(of: name)!)")
        }
        return lines
      }
      let seqA = pair.a.state.seq
      let seqB = pair.b.state.seq
      let builds = Self.differingBuilds(divergence)
      var lines = [
        "first difference at seq \(divergence.seq)"
          + (builds.isEmpty ? ":" : ": the same command, with other builds recorded from the providers"),
        "  A: " + (divergence.a?.commandText ?? "(none: A ends at seq \(seqA))"),
        "  B: " + (divergence.b?.commandText ?? "(none: B ends at seq \(seqB))"),
      ]
      for build in builds.prefix(Self.buildsShownMax) {
        lines.append("  recorded build \(build.index) (A → B):")
        lines.append("    A: " + (build.a.map { TextWidth.clip($0, columns: Self.buildColumns) } ?? "(none)"))
        lines.append("    B: " + (build.b.map { TextWidth.clip($0, columns: Self.buildColumns) } ?? "(none)"))
      }
      if builds.count > Self.buildsShownMax {
        lines.append("  and \(builds.count - Self.buildsShownMax) more recorded builds that differ")
      }
      return lines
    }

    /// The most differing builds the words show, and the columns each is clipped to.
    static let buildsShownMax = 5
    static let buildColumns = 160

    /// When the actions at the first difference are the same command and differ only in the builds recorded with them
    /// (a developer's provider outputs, which the command does not show), each build that differs: its place (from 1)
    /// and each side's as the journal line holds it (nil where that side has none); otherwise none.
    static func differingBuilds(_ divergence: JournalReplay.Divergence) -> [(index: Int, a: String?, b: String?)] {
      guard let a = divergence.a, let b = divergence.b, a.base == b.base else { return [] }
      let (buildsA, buildsB) = (builds(of: a), builds(of: b))
      return (0..<max(buildsA.count, buildsB.count)).compactMap { index in
        let buildA = index < buildsA.count ? buildsA[index] : nil
        let buildB = index < buildsB.count ? buildsB[index] : nil
        guard buildA != buildB else { return nil }
        return (index + 1, buildA.map(ActionCodec.buildJSON), buildB.map(ActionCodec.buildJSON))
      }
    }

    /// The builds recorded with `action`.
    static func builds(of action: Action) -> [ProvidedBuild] {
      if case .withBuilds(_, let builds) = action { return builds }
      return []
    }

    /// The report as JSON with stable keys (README, "JSON outputs").
    var json: String {
      func side(_ path: String, _ outcome: JournalReplay.Outcome) -> JSONValue {
        let parent = outcome.header.parent.map {
          JSONValue.object([("path", .string($0.path)), ("seq", .int(Int64($0.seq)))])
        }
        return .object([
          ("path", .string(path)), ("actions", .int(Int64(outcome.state.seq))),
          ("end", .string(outcome.state.now.iso8601)),
          ("parent", parent ?? .null),
        ])
      }
      let first = pair.divergence.map { divergence in
        let builds = Self.differingBuilds(divergence).map { build in
          JSONValue.object([
            ("index", .int(Int64(build.index))),
            ("a", build.a.flatMap { try? JSONValue(parsing: $0) } ?? .null),
            ("b", build.b.flatMap { try? JSONValue(parsing: $0) } ?? .null),
          ])
        }
        return JSONValue.object([
          ("seq", .int(Int64(divergence.seq))), ("a", divergence.a.map { .string($0.commandText) } ?? .null),
          ("b", divergence.b.map { .string($0.commandText) } ?? .null), ("builds", .array(builds)),
        ])
      }
      let made = relation.map { relation in
        JSONValue.object([
          ("child", .string(relation.child.lowercased())), ("parent", .string(relation.parent.lowercased())),
          ("seq", .int(Int64(relation.seq))), ("holds", .bool(relationProblem == nil)),
        ])
      }
      let rows = widgets.map { (id, endA, endB) in
        JSONValue.object([
          ("id", .string(id)), ("differs", .array(Self.differing(endA, endB).map { .string($0) })),
          ("a", endA?.json ?? .null), ("b", endB?.json ?? .null),
        ])
      }
      return JSONValue.object([
        ("a", side(a, pair.a)), ("b", side(b, pair.b)), ("madeFrom", made ?? .null),
        ("firstDifference", first ?? .null),
        ("sameEnd", .bool(sameEnd)), ("widgets", .array(rows)),
      ]).serialized
    }
  }
}

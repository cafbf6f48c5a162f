import WidgetCommands
import WidgetJournal
import WidgetModel

/// Answers to the commands that only look: show, state, why, doctor, history, time travel …
extension Session {
  /// Answers a query about the viewed state, or moves the time-travel cursor.
  /// - Throws: `WidgetError` for an unknown widget, `ParseError` for an unknown command in `help`.
  func answer(_ query: Query) throws -> Outcome {
    let state = viewed
    switch query {
    case .help(let name):
      // On a terminal help fills its width; in pipes and files the overview takes 100 columns, help NAME 88.
      let columns = name == nil || pictureStyle.wrapsText ? pictureStyle.width : HelpText.columnsMax
      return Outcome(output: try HelpText.text(for: name, columns: columns))
    case .kinds: return Outcome(output: prose(state.orderedKinds.map(\.defineWords).joined(separator: "\n")))
    case .show(let id, let json):
      if let id {
        let widget = try state.requireWidget(id)
        return Outcome(output: json ? state.widgetJSON(widget) : Renderer.show(widget, in: state, style: pictureStyle))
      }
      return Outcome(output: json ? state.json : Renderer.show(state, style: pictureStyle))
    case .state(let json):
      return Outcome(output: json ? state.json : stateSummary(state))
    case .timeline(let id):
      return Outcome(output: Renderer.timeline(try state.requireWidget(id), in: state, style: pictureStyle))
    case .why(let id):
      let widget = try state.requireWidget(id)
      return Outcome(output: prose(Narrator(state, zone: pictureStyle.zone).why(widget).joined(separator: "\n")))
    case .doctor:
      let findings = try doctorFindings()
      let warnings = findings.count(where: { $0.severity == .warning })
      return Outcome(
        output: prose((findings.map(\.line) + [Finding.summary(findings)]).joined(separator: "\n")),
        failure: warnings == 0 ? nil : "doctor found \(Finding.count(warnings, "warning"))")
    case .snapshot(let kind, let family, let params):
      let request = try state.snapshotRequest(kind: kind, family: family, params: params)
      let snapshot = preview(request, in: state)
      let sentences = Narrator(state, zone: pictureStyle.zone).snapshotSentences(snapshot)
      return Outcome(
        output: Renderer.snapshot(snapshot, in: state, style: pictureStyle) + "\n"
          + prose(sentences.joined(separator: "\n")))
    case .budget(let id):
      let widgets = try id.map { [try state.requireWidget($0)] } ?? state.orderedWidgets
      return Outcome(output: Renderer.budget(widgets, in: state, style: pictureStyle))
    case .chart(let ids, let output):
      guard let chartWriter else {
        return Outcome(error: "chart: this program cannot draw charts; widgetsim chart FILE can")
      }
      return Outcome(output: try chartWriter(self, ids, output))
    case .history(let count): return Outcome(output: try history(count ?? 20))
    case .goto(let seq):
      let note = seq > journal.count ? "the journal holds \(journal.count) actions; going to the head\n" : ""
      return Outcome(output: note + (try moved(travel(to: seq))))
    case .back(let n): return Outcome(output: try moved(travel(to: (cursor ?? journal.count) - n)))
    case .forward(let n):
      // Any count the parser accepts moves at most to the head; the sum must not overflow on the way.
      let (target, overflow) = (cursor ?? journal.count).addingReportingOverflow(n)
      return Outcome(output: try moved(travel(to: overflow ? journal.count : target)))
    case .head: return Outcome(output: try moved(travel(to: journal.count)))
    case .journal:
      let start = header.start.text(relativeTo: state.now, in: pictureStyle.zone)
      return Outcome(
        output: prose("\(path ?? "(in memory, nothing is written)"): \(journal.count) actions, starting \(start)"))
    case .settings:
      // One line per group of the table: the model's numbers, then the rules of the system's discretion.
      let values = SettingTable.Group.allCases.map { group in
        SettingTable.rows(in: group).map { "\($0.name)=\($0.text(in: state.settings))" }.joined(separator: " ")
      }
      return Outcome(
        output: prose(values.joined(separator: "\n") + "\n(set NAME=VALUE changes one; help set explains them)"))
    case .quit: return Outcome(quit: true)
    }
  }

  /// What the gallery shows for a kind now: a recipe's preview from the caches, or for a kind of a developer's own
  /// provider the entry its snapshot method gives, called now (nothing is recorded).
  func preview(_ request: (kind: Kind, family: Family, config: [String: ParamValue]), in state: SimState) -> Snapshot {
    guard request.kind.provider else {
      return state.snapshot(kind: request.kind, family: request.family, config: request.config)
    }
    let call = providerHost.map {
      $0.useZone(pictureStyle.zone.name)
      $0.usePlaced(PlacedWidget.all(in: state))
      return $0.preview(state.previewRequest(kind: request.kind, family: request.family, config: request.config))
    }
    return state.snapshot(kind: request.kind, family: request.family, config: request.config, preview: call)
  }

  /// `doctor`'s findings for the viewed state, with the history of the actions up to it (the state keeps no history;
  /// `DoctorHistory`). At the head the history is kept from the first `doctor` on; elsewhere it is folded again. The
  /// fold records builds only from the first action that reaches into the day before the viewed state, where they
  /// matter (`DoctorHistory.needsBuilds`).
  /// - Complexity: O(actions up to the viewed state), as a replay, the first time at the head and each time away
  ///   from it; then O(widgets + the last day's builds).
  /// - Throws: `JournalError` when the journal cannot be read back.
  public func doctorFindings() throws(JournalError) -> [Finding] {
    if cursor == nil, let history = headHistory {
      precondition(history.seq == head.seq, "doctor's kept history is folded to the head")
      return head.doctor(history: history, zone: pictureStyle.zone)
    }
    var state = JournalReplay.initialState(header)
    var history = DoctorHistory()
    var recording = false
    let end = viewed.now
    try journal.forEach(in: 0..<viewed.seq) { action in
      if !recording, DoctorHistory.needsBuilds(of: action, in: state, end: end) {
        history.startTracking(state)
        recording = true
      }
      if recording {
        let refreshes = state.apply(action)
        history.record(action, refreshes: refreshes, after: state)
      } else {
        state.fold(action)
        history.record(action, refreshes: nil, after: state)
      }
    }
    if cursor == nil { headHistory = history }
    return viewed.doctor(history: history, zone: pictureStyle.zone)
  }

  /// `state` without `--json`: the clock, app, settings and kinds, the widgets drawn, and the cache.
  func stateSummary(_ state: SimState) -> String {
    let head = [
      "seq \(state.seq), now \(Renderer.clock(state.now, zone: pictureStyle.zone)); app \(state.app.rawValue), App Group "
        + (state.appGroup ? "available" : "unavailable"),
      "settings: " + Settings.names.map { "\($0)=\(state.settings.text(of: $0)!)" }.joined(separator: " "),
      "kinds: " + state.kindOrder.joined(separator: ", "),
    ]
    var lines = [prose(head.joined(separator: "\n")), Renderer.show(state, style: pictureStyle)]
    let copies = state.cacheCopies
    if !copies.isEmpty {
      lines.append("cache:")
      for (key, container) in copies {
        let entry = state.container(container)[key]!
        let written = pictureStyle.time(entry.writtenAt, now: state.now)
        let place = Self.containerNote[container]!
        lines.append(prose("  \(key) = \(Renderer.clip(entry.value.serialized, 50)) written \(written)\(place)"))
      }
    }
    if !state.network.online || !state.network.rules.isEmpty {
      let answers = state.network.rules.keys.sorted().map { "\($0) \(state.network.rules[$0]!.text)" }
      let online = state.network.online ? "online" : "offline (every fetch fails at once)"
      lines.append(prose((["network: " + online] + answers.map { "  net " + $0 }).joined(separator: "\n")))
    }
    return lines.joined(separator: "\n")
  }

  /// What `state` writes after a copy in each container: nothing for the App Group's (the app's usual writes), the
  /// container's name for the others.
  static let containerNote: [Container: String] = [
    .appGroup: "", .app: " (app's own container: no widget reads it)", .extension: " (extension's container)",
  ]

  /// The last `count` actions with seq and the time they happened at (relative to the head's now, in the display
  /// zone), the cursor marked with `>`; the columns stay aligned and long actions wrap under their column.
  func history(_ count: Int) throws(JournalError) -> String {
    guard journal.count > 0 else { return "no actions yet" }
    let first = max(0, journal.count - count)
    var state = try self.state(at: first)
    var rows: [(marker: String, seq: String, time: String, action: String)] = []
    var index = first
    try journal.forEach(in: first..<journal.count) { action in
      defer { index += 1 }
      let time = pictureStyle.time(state.now, now: head.now)
      rows.append((cursor == index + 1 ? ">" : " ", String(index + 1), time, HistoryText.describe(action)))
      state.fold(action)
    }
    // Each column is as wide as its widest entry (the seq column at least four digits), so every row lines up.
    let seqWidth = max(4, String(journal.count).count)
    let timeWidth = max(4, rows.map(\.time.count).max() ?? 0)
    let pad = { (time: String) in time + String(repeating: " ", count: timeWidth - time.count) + "  " }
    let hang = String(repeating: " ", count: 1 + seqWidth + 2 + timeWidth + 2)
    // On a terminal too narrow for the header, `action` goes under the rows' wrapped actions, as they do.
    var lines = TextWidth.wrap(
      "action", columns: pictureStyle.width, first: " " + "seq".leftPadded(seqWidth) + "  " + pad("time"),
      rest: hang + "  ")
    if first > 0 {
      lines += prose(" " + "…".leftPadded(seqWidth) + "  \(first) earlier (history \(journal.count) lists them all)")
        .split(separator: "\n").map(String.init)
    }
    for row in rows {
      let lead = row.marker + row.seq.leftPadded(seqWidth) + "  " + pad(row.time)
      lines += TextWidth.wrap(row.action, columns: pictureStyle.width, first: lead, rest: hang + "  ")
    }
    if let cursor {
      lines.append(prose("> marks the cursor at seq \(cursor); head returns to seq \(journal.count)"))
    }
    return lines.joined(separator: "\n")
  }

  /// Text for a person, wrapped to the terminal's width when the style says so: long lines break at blanks with a
  /// hanging indent.
  func prose(_ text: String) -> String {
    pictureStyle.wrapsText ? TextWidth.wrapLines(text, columns: pictureStyle.width) : text
  }

  /// Where the cursor is now and which action it follows, what typing an action does there, and the widgets.
  func moved(_ state: SimState) throws(JournalError) -> String {
    let seq = cursor ?? journal.count
    let after =
      seq == 0
      ? "before the first action"
      : "just after: " + TextWidth.clip(HistoryText.describe(try journal.action(at: seq - 1)), columns: 60)
    var lines = [cursor == nil ? "at the head, seq \(seq), \(after)" : "at seq \(seq) of \(journal.count), \(after)"]
    if cursor != nil {
      lines.append(
        "a new action typed here forks the journal; insert ACTION, replace ACTION or drop [N] edit the history here and replay the rest; head returns to seq \(journal.count)"
      )
    }
    return prose(lines.joined(separator: "\n")) + "\n" + Renderer.show(state, style: pictureStyle)
  }
}

/// Right-aligning text in columns.
extension String {
  /// The string preceded by blanks up to `width` characters.
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}

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
    case .help(let name): return Outcome(output: try HelpText.text(for: name))
    case .kinds: return Outcome(output: state.orderedKinds.map(\.defineWords).joined(separator: "\n"))
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
    case .why(let id): return Outcome(output: state.why(try state.requireWidget(id)).joined(separator: "\n"))
    case .doctor:
      let findings = state.doctor()
      return Outcome(
        output: findings.isEmpty
          ? "no findings: nothing matches the known pitfalls" : findings.map { "- " + $0.line }.joined(separator: "\n"))
    case .budget(let id):
      let widgets = try id.map { [try state.requireWidget($0)] } ?? state.orderedWidgets
      return Outcome(output: Renderer.budget(widgets, in: state, style: pictureStyle))
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
      return Outcome(
        output:
          "\(path ?? "(in memory, nothing is written)"): \(journal.count) actions, starting \(header.start.iso8601)")
    case .settings:
      let values = Settings.names.map { "\($0)=\(state.settings.text(of: $0)!)" }.joined(separator: " ")
      return Outcome(output: values + "\n(set NAME=VALUE changes one; help set explains them)")
    case .quit: return Outcome(quit: true)
    }
  }

  /// `state` without `--json`: the clock, app, settings and kinds, the widgets drawn, and the cache.
  func stateSummary(_ state: SimState) -> String {
    var lines = [
      "seq \(state.seq), \(state.now.iso8601); app \(state.app.rawValue), App Group \(state.appGroup ? "available" : "unavailable")",
      "settings: " + Settings.names.map { "\($0)=\(state.settings.text(of: $0)!)" }.joined(separator: " "),
      "kinds: " + state.kindOrder.joined(separator: ", "),
    ]
    lines.append(Renderer.show(state, style: pictureStyle))
    if !state.cache.isEmpty {
      lines.append("cache:")
      for key in state.cache.keys.sorted() {
        let entry = state.cache[key]!
        lines.append(
          "  \(key) = \(Renderer.clip(entry.value.serialized, 50)) written \(entry.writtenAt.shortText(relativeTo: state.now))"
        )
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The last `count` actions with seq and the time they happened at, the cursor marked with `>`.
  func history(_ count: Int) throws(JournalError) -> String {
    guard journal.count > 0 else { return "no actions yet" }
    let first = max(0, journal.count - count)
    var state = try self.state(at: first)
    // The seq column is as wide as the largest seq listed (at least four digits), so long journals stay aligned.
    let seqWidth = max(4, String(journal.count).count)
    var lines = [" " + "seq".leftPadded(seqWidth) + "  time   action"]
    // A note wider than the width is wrapped (losing its indent); one that fits keeps its columns.
    let width = pictureStyle.width
    let fitting = { (note: String) in TextWidth.columns(note) <= width ? [note] : TextWidth.wrap(note, columns: width) }
    if first > 0 {
      lines += fitting(" " + "…".leftPadded(seqWidth) + "  \(first) earlier (history \(journal.count) lists them all)")
    }
    let descriptionColumns = max(20, pictureStyle.width - 15)
    var index = first
    try journal.forEach(in: first..<journal.count) { action in
      defer { index += 1 }
      let marker = cursor == index + 1 ? ">" : " "
      let row = "\(marker)\(String(index + 1).leftPadded(seqWidth))  \(state.now.shortText(relativeTo: head.now))  "
      // A row with a date in its time column leaves the description less room: it is cut to stay within the width.
      let room = min(descriptionColumns, max(1, pictureStyle.width - TextWidth.columns(row)))
      lines.append(row + TextWidth.clip(HistoryText.describe(action), columns: room))
      state.fold(action)
    }
    if let cursor {
      lines += fitting("> marks the cursor at seq \(cursor); head returns to seq \(journal.count)")
    }
    return lines.joined(separator: "\n")
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
      lines.append("a new action typed here forks the journal; head returns to seq \(journal.count)")
    }
    return (lines + [Renderer.show(state, style: pictureStyle)]).joined(separator: "\n")
  }
}

/// Right-aligning text in columns.
extension String {
  /// The string preceded by blanks up to `width` characters.
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}

import WidgetCommands
import WidgetModel

/// `timeline ID` drawn: the widget's entries, last build, now and next refresh on a time axis, then its counted
/// refreshes over the rolling 24-hour budget window.
struct TimelinePicture {
  /// The widget drawn.
  let widget: Widget
  /// The state it is drawn in.
  let state: SimState
  /// The width and colour to draw with.
  let style: PictureStyle
  /// What the model says about the widget: its status, next refresh and budget use.
  let facts: FactSheet
  /// The words for them.
  let narrator: Narrator

  init(widget: Widget, state: SimState, style: PictureStyle) {
    self.widget = widget
    self.state = state
    self.style = style
    self.facts = state.facts(of: widget)
    self.narrator = Narrator(state, zone: style.zone)
  }

  /// The next refresh the ◆ marks: when the widget can expect it, later than scheduled behind others in a spent
  /// shared budget's queue, else as scheduled.
  var nextMarked: Instant? { facts.next.expectedAt ?? facts.next.scheduledAt }

  /// The columns before an axis, holding each row's name.
  static let gutterColumns = 10

  /// The blanks before the legend's lines: the gutter's, or two on a terminal that leaves the legend fewer than 24
  /// columns beside it.
  var legendIndent: Int { style.width - Self.gutterColumns >= 24 ? Self.gutterColumns : 2 }

  /// The columns of each axis.
  var axisColumns: Int { max(12, min(style.width - Self.gutterColumns - 2, 90)) }

  /// The whole picture: a header, the timeline axis with its legend, and the budget window.
  func lines() -> [StyledLine] {
    header() + [StyledLine()] + timelineSection() + [StyledLine()] + budgetSection()
  }

  /// The widget, its status, and how its current timeline came to be.
  func header() -> [StyledLine] {
    let timeline = widget.timeline
    let status = facts.status
    let name = "\(widget.id) \(widget.kind)"
    let title = name + " · \(widget.family.rawValue) · " + WidgetPicture(widget: widget, state: state).configText
    var lines = TextWidth.wrap(title, columns: style.width, first: "", rest: "  ").map { StyledLine($0) }
    if lines[0].plainText.hasPrefix(name) {
      lines[0] = StyledLine(name, .bold) + StyledLine(String(lines[0].plainText.dropFirst(name.count)))
    }
    let badge = StyledLine(WidgetPicture.badge(status), WidgetPicture.tone(status))
    if lines[lines.count - 1].width + 2 + badge.width <= style.width {
      lines[lines.count - 1] = lines[lines.count - 1] + StyledLine("  ") + badge
    } else {
      lines.append(StyledLine("  ") + badge)
    }
    let counted = timeline.counted ? "counted" : "not counted"
    let noun = timeline.entries == 1 ? "entry" : "entries"
    // A provider's entries carry their own dates: their span, not a spacing.
    let spacing =
      timeline.provided == nil
      ? "every \(timeline.every.text)"
      : "from its provider, \(time(timeline.entryDate(0)))–\(time(timeline.entryDate(timeline.entries - 1)))"
    let second =
      "timeline built \(time(timeline.generatedAt)) \(Self.causeText(timeline.cause)) (\(counted)) · policy "
      + "\(timeline.policy.text) · \(timeline.entries) \(noun) \(spacing)"
    return lines + TextWidth.wrap(second, columns: style.width, first: "", rest: "  ").map { StyledLine($0, .dim) }
  }

  /// What made a timeline be built, as words that follow "built 08:00".
  static func causeText(_ cause: BuildCause) -> String {
    switch cause {
    case .added: return "when the widget was added"
    case .configured: return "by a configure"
    case .policy: return "by its reload policy"
    case .reload: return "by a reload request"
    case .system: return "by the system after a change of the device or an app update"
    case .tapped: return "by a tap"
    }
  }

  /// The timeline axis: entries, now, and builds, with a legend of the marks.
  func timelineSection() -> [StyledLine] {
    let axis = timelineAxis()
    var lines = rule(axis)
    lines.append(row("entries", entriesLane(axis)))
    lines.append(row("now", nowLane(axis)))
    lines.append(row("refresh", refreshLane(axis)))
    return lines + legend().map { StyledLine(String(repeating: " ", count: legendIndent)) + $0 }
  }

  /// An axis from the earlier of the build and now to the last entry, the next refresh or now, whichever is latest.
  func timelineAxis() -> TimeAxis {
    let timeline = widget.timeline
    let first = min(timeline.generatedAt, state.now)
    let candidates = [
      timeline.entryDate(timeline.entries - 1), state.now, nextMarked, facts.next.dueAt,
    ]
    let last = candidates.compactMap { $0 }.max()!
    let margin = TimeSpan(ms: max((last - first).ms / 24, TimeSpan.minutes(1).ms))
    return TimeAxis(from: first - margin, to: last + margin, columns: axisColumns, now: state.now, zone: style.zone)
  }

  /// Entry numbers at their dates, or dots when the numbers would collide; the displayed entry stands out.
  func entriesLane(_ axis: TimeAxis) -> AxisLane {
    let timeline = widget.timeline
    let shownIndex = timeline.displayedIndex(at: state.now)
    var lane = AxisLane(columns: axis.columns)
    var numbered = true
    for index in 0..<timeline.entries {
      let label = String(index + 1)
      guard let column = axis.column(of: timeline.entryDate(index)),
        lane.isFree(column, length: label.count), column == 0 || lane.isFree(column - 1, length: 1)
      else {
        numbered = false
        break
      }
      lane.put(label, at: column, tone: index == shownIndex ? .green : .plain)
    }
    if numbered { return lane }
    lane = AxisLane(columns: axis.columns)
    for index in 0..<timeline.entries {
      guard let column = axis.column(of: timeline.entryDate(index)) else { continue }
      lane.put(index == shownIndex ? "◉" : "●", at: column, tone: index == shownIndex ? .green : .plain)
    }
    return lane
  }

  /// The now marker with the time beside it.
  func nowLane(_ axis: TimeAxis) -> AxisLane {
    var lane = AxisLane(columns: axis.columns)
    guard let column = axis.column(of: state.now) else { return lane }
    let label = time(state.now)
    if column + 2 + label.count <= axis.columns {
      lane.put("▲ " + label, at: column, tone: .bold)
    } else {
      lane.put(label + " ▲", at: column - label.count - 1, tone: .bold)
    }
    return lane
  }

  /// The last build (■), a build that failed since (✗), when the next counted refresh is due if it is deferred (◇),
  /// and the next refresh (◆).
  func refreshLane(_ axis: TimeAxis) -> AxisLane {
    var lane = AxisLane(columns: axis.columns)
    if let column = axis.column(of: widget.timeline.generatedAt) { lane.put("■", at: column, tone: .cyan) }
    if let failure = widget.failure, let column = axis.column(of: failure.at) { lane.put("✗", at: column, tone: .red) }
    if let due = facts.next.dueAt, due != facts.next.scheduledAt, let column = axis.column(of: due) {
      lane.put("◇", at: column, tone: .yellow)
    }
    if let next = nextMarked, let column = axis.column(of: next) { lane.put("◆", at: column, tone: .cyan) }
    return lane
  }

  /// What the marks of the timeline axis stand for, with their times.
  func legend() -> [StyledLine] {
    let timeline = widget.timeline
    let shown = facts.shown
    // A developer's provider fetches nothing of the model's: a failed build of it records a stand-in fetch.
    let fetches = state.kinds[widget.kind]?.provider != true
    let fetched =
      timeline.fetch.flatMap { fetches ? "; its fetch: " + Narrator.fetchClause($0, key: timeline.dataKey) : nil } ?? ""
    var lines = ["■ built \(time(timeline.generatedAt)) \(Self.causeText(timeline.cause))\(fetched)"]
    if let failure = widget.failure {
      let kept = timeline.missingReason == .buildFailed ? "it still shows the fallback" : "it kept this timeline"
      lines.append(
        "✗ \(Narrator(state).failureWord(widget)) \(time(failure.at)) \(Self.causeText(failure.cause)): \(Narrator.failureCause(failure)); \(kept); retry at \(time(failure.at + state.settings.retryAfter)) (retryAfter \(state.settings.retryAfter.text))"
      )
    }
    lines.append(
      "▲ now \(time(state.now)): showing entry \(shown.entryIndex + 1) of \(timeline.entries), dated \(time(shown.entryDate))"
    )
    if let phrase = narrator.nextRefreshPhrase(facts.next, of: widget.id) {
      // Behind other widgets of a spent shared budget, when it can expect it, as `why` says.
      lines.append("◆ next refresh " + phrase)
    } else {
      lines.append("◆ no refresh scheduled: policy \(timeline.policy.text); only a reload rebuilds it")
    }
    if let deferral = facts.next.deferral, let due = facts.next.dueAt {
      lines.append("◇ due \(time(due)), deferred: " + narrator.deferralText(deferral, of: widget))
    }
    let columns = style.width - legendIndent
    return lines.flatMap { ContentText.hanging("", $0, columns: columns) }.map { StyledLine($0, .dim) }
  }

  /// The budget window: the last 24 hours with each counted refresh marked, and how much of the budget is used. Under
  /// `budgetScope` kind or app, the pool's refreshes are marked and counted, with the widget's own share.
  func budgetSection() -> [StyledLine] {
    let budget = facts.budget
    let axis = TimeAxis(
      from: budget.windowStart, to: state.now, columns: axisColumns, now: state.now, zone: style.zone)
    var counts = [Int](repeating: 0, count: axis.columns)
    for refresh in budget.refreshes {
      if let column = axis.column(of: refresh) { counts[column] += 1 }
    }
    var lane = AxisLane(columns: axis.columns)
    for (column, count) in counts.enumerated() where count > 0 {
      lane.put(count == 1 ? "●" : count < 10 ? String(count) : "#", at: column, tone: .cyan)
    }
    let used = budget.used
    var title =
      "budget window, the last 24h (since \(time(axis.start))): \(used)/\(budget.limit) counted refreshes"
    if budget.pool.scope != .widget {
      title =
        "budget window of \(Narrator.budgetName(budget.pool)), the last 24h (since \(time(axis.start))): \(used)/\(budget.limit) counted refreshes, \(budget.share) of them \(widget.id)'s"
    }
    var lines = TextWidth.wrap(title, columns: style.width, first: "", rest: "  ").map {
      StyledLine($0, budget.isSpent ? .yellow : .plain)
    }
    lines += rule(axis)
    lines.append(row("counted", lane))
    var notes: [String] = []
    if counts.contains(where: { $0 > 1 }) { notes.append("● one counted refresh; a digit, that many in one column") }
    if let freesAt = budget.freesAt {
      notes.append("spent: the next counted refresh can happen at \(time(freesAt))")
    }
    let gutter = String(repeating: " ", count: Self.gutterColumns)
    return lines
      + notes.flatMap { TextWidth.wrap($0, columns: style.width, first: gutter, rest: gutter + "  ") }.map {
        StyledLine($0, .dim)
      }
  }

  /// An axis's tick labels and line, behind an empty gutter.
  func rule(_ axis: TimeAxis) -> [StyledLine] {
    let (labels, line) = axis.rule()
    let gutter = String(repeating: " ", count: Self.gutterColumns)
    return [StyledLine(gutter + labels, .dim), StyledLine(gutter) + StyledLine(line, .dim)]
  }

  /// A lane behind its name in the gutter.
  func row(_ name: String, _ lane: AxisLane) -> StyledLine {
    StyledLine("  " + name + String(repeating: " ", count: max(1, Self.gutterColumns - 2 - name.count))) + lane.line
  }

  /// An instant as human output writes it (docs/MODEL.md, "Time"), relative to the state's now.
  func time(_ instant: Instant) -> String { style.time(instant, now: state.now) }
}

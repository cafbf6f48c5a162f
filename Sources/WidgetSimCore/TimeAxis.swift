import WidgetModel

/// A horizontal time axis: a span of instants mapped onto columns, with evenly spaced, labelled ticks.
struct TimeAxis {
  /// The first instant on the axis (column 0).
  let start: Instant
  /// The last instant on the axis (the last column).
  let end: Instant
  /// The axis's length in columns.
  let columns: Int
  /// The instant tick labels are written relative to (the state's now).
  let now: Instant
  /// The zone whose whole hours and days the ticks fall on and whose times the labels write.
  let zone: DisplayZone

  /// An axis over `start...end` (widened to at least a minute) drawn in `columns` columns, labelled in `zone`
  /// relative to `now`.
  init(from start: Instant, to end: Instant, columns: Int, now: Instant, zone: DisplayZone) {
    precondition(columns >= 2, "an axis has at least two columns")
    self.start = start
    self.end = max(end, start + .minutes(1))
    self.columns = columns
    self.now = now
    self.zone = zone
  }

  /// The column of `instant`, or nil when it is outside the axis.
  func column(of instant: Instant) -> Int? {
    guard instant >= start, instant <= end else { return nil }
    let span = (end - start).ms
    let offset = (instant - start).ms
    return Int((offset * Int64(columns - 1) + span / 2) / span)
  }

  /// Tick spacings tried in order, the first that leaves room for its labels being used.
  static let tickSteps: [TimeSpan] = [
    .minutes(1), .minutes(5), .minutes(10), .minutes(15), .minutes(30), .hours(1), .hours(2), .hours(3), .hours(6),
    .hours(12), .days(1), .days(2), .days(7), .days(30),
  ]

  /// The tick spacing: the smallest that puts ticks at least `gap` columns apart.
  func tickStep(gap: Int = 12) -> TimeSpan {
    let span = (end - start).ms
    for step in Self.tickSteps where step.ms * Int64(columns - 1) >= Int64(gap) * span {
      return step
    }
    return Self.tickSteps.last!
  }

  /// The ticks: instants whose local time in the zone is a multiple of the step (whole hours and days there), inside
  /// the axis.
  func ticks() -> [Instant] {
    let step = tickStep().ms
    var local = Instant.floorDivide(zone.localMs(start) + step - 1, step).0 * step
    var ticks: [Instant] = []
    while true {
      let tick = zone.instant(localMs: local)
      guard tick <= end else { break }
      if tick >= start, tick != ticks.last { ticks.append(tick) }
      local += step
    }
    return ticks
  }

  /// The label of a tick, written by the one rule (docs/MODEL.md, "Time") relative to now.
  func label(_ tick: Instant) -> String { tick.text(relativeTo: now, in: zone) }

  /// The axis line: `─` with `┼` at each tick, and a row of tick labels above it (labels that would collide are left
  /// out).
  func rule() -> (labels: String, line: String) {
    var labels = [Character](repeating: " ", count: columns)
    var line = [Character](repeating: "─", count: columns)
    var free = 0
    for tick in ticks() {
      guard let column = column(of: tick) else { continue }
      line[column] = "┼"
      let text = Array(label(tick))
      // A label that would run off the end ends at its tick instead.
      let from = column + text.count <= columns ? column : column + 1 - text.count
      guard from >= free else { continue }
      labels.replaceSubrange(from..<from + text.count, with: text)
      free = from + text.count + 1
    }
    return (String(labels), String(line))
  }
}

/// One row of marks along a time axis: characters with tones, placed at columns.
struct AxisLane {
  /// The characters of the row.
  private(set) var cells: [Character]
  /// The tone of each character.
  private(set) var tones: [Tone]

  /// An empty row of `columns` blanks.
  init(columns: Int) {
    cells = Array(repeating: " ", count: columns)
    tones = Array(repeating: .plain, count: columns)
  }

  /// Whether the columns `column..<column + length` are inside the row and blank.
  func isFree(_ column: Int, length: Int) -> Bool {
    guard column >= 0, column + length <= cells.count else { return false }
    return cells[column..<column + length].allSatisfy { $0 == " " }
  }

  /// Writes `text` from `column` on, over whatever is there, as far as the row goes.
  mutating func put(_ text: String, at column: Int, tone: Tone = .plain) {
    for (offset, character) in text.enumerated() where column + offset >= 0 && column + offset < cells.count {
      cells[column + offset] = character
      tones[column + offset] = tone
    }
  }

  /// The row as a styled line.
  var line: StyledLine {
    var line = StyledLine()
    for (character, tone) in zip(cells, tones) { line.append(String(character), tone) }
    return line
  }
}

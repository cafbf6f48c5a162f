import WidgetModel

/// SVG text written element by element, one a line, attributes in the order given and text escaped.
package struct SVGWriter {
  /// The lines written so far.
  private(set) var lines: [String] = []

  /// The document: the lines, each ending in a newline.
  var text: String { lines.joined(separator: "\n") + "\n" }

  /// Opens an element that others will go into.
  mutating func open(_ name: String, _ attributes: [(String, String)]) {
    lines.append("<\(name)\(Self.attributes(attributes))>")
  }

  /// Closes the element `name` opened.
  mutating func close(_ name: String) { lines.append("</\(name)>") }

  /// An element with, when given, text inside it and a `<title>` (a tooltip in browsers).
  mutating func element(_ name: String, _ attributes: [(String, String)], text: String? = nil, title: String? = nil) {
    let inner = (text.map(Self.escaped) ?? "") + (title.map { "<title>\(Self.escaped($0))</title>" } ?? "")
    lines.append(
      inner.isEmpty
        ? "<\(name)\(Self.attributes(attributes))/>" : "<\(name)\(Self.attributes(attributes))>\(inner)</\(name)>")
  }

  /// A line of text at (`x`, `y`), its baseline there.
  mutating func text(
    _ text: String, x: Double, y: Double, size: Double, weight: String = "normal", fill: String, title: String? = nil
  ) {
    var attributes = [("x", n(x)), ("y", n(y)), ("font-size", n(size)), ("fill", fill)]
    if weight != "normal" { attributes.append(("font-weight", weight)) }
    element("text", attributes, text: text, title: title)
  }

  /// Appends what another writer wrote.
  mutating func append(_ other: SVGWriter) { lines += other.lines }

  /// ` name="value"…`, values escaped.
  static func attributes(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escaped($0.1))\"" }.joined()
  }

  /// Text with the five XML specials escaped, and control characters (which XML 1.0 forbids) as U+FFFD.
  package static func escaped(_ text: String) -> String {
    // Most text needs nothing: one pass over its bytes finds out.
    if !text.utf8.contains(where: {
      $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF
    }) {
      return text
    }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      default:
        out.unicodeScalars.append(
          scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "\u{FFFD}" : scalar)
      }
    }
    return out
  }
}

/// The chart's time axis: a span of time mapped onto the plot's pixels, with ticks at round local times.
struct ChartAxis {
  /// The span drawn (at least a minute long).
  let from: Instant
  let to: Instant
  /// The zone whose whole hours and days the ticks fall on.
  let zone: DisplayZone
  /// The plot's left edge and width, in pixels.
  let left: Double
  let width: Double

  /// A tick: its instant, its label, and whether it starts a day in the zone.
  struct Tick: Equatable {
    var instant: Instant
    var label: String
    var startsDay: Bool
  }

  /// Tick spacings tried in order, the first at least `tickGap` pixels apart used.
  static let steps: [TimeSpan] = [
    .seconds(5), .seconds(10), .seconds(15), .seconds(30), .minutes(1), .minutes(2), .minutes(5), .minutes(10),
    .minutes(15), .minutes(30), .hours(1), .hours(2), .hours(3), .hours(6), .hours(12), .days(1), .days(2), .days(7),
    .days(14), .days(28),
  ]
  /// The least distance between two ticks, room for a label such as `03-02 14:00`.
  static let tickGap = 84.0

  /// An axis over `from...to`, widened to a minute when shorter.
  init(from: Instant, to: Instant, zone: DisplayZone, left: Double, width: Double) {
    self.from = from
    self.to = max(to, from + .minutes(1))
    self.zone = zone
    self.left = left
    self.width = width
  }

  /// The x of an instant (outside the plot for one outside the span).
  func x(_ instant: Instant) -> Double {
    left + Double((instant - from).ms) / Double((to - from).ms) * width
  }

  /// The x of an instant inside the span, else nil.
  func xIfInside(_ instant: Instant) -> Double? { instant >= from && instant <= to ? x(instant) : nil }

  /// The xs of the part of `start...end` inside the span, or nil when it is all outside.
  func clip(_ start: Instant, _ end: Instant) -> (Double, Double)? {
    guard end >= from, start <= to, start <= end else { return nil }
    return (x(max(start, from)), x(min(end, to)))
  }

  /// The x of `start`, moved to the plot's left edge when before it; nil when after the span.
  func clipStart(_ start: Instant) -> Double? { start <= to ? x(max(start, from)) : nil }

  /// The tick spacing: the smallest in `steps` that keeps ticks `tickGap` pixels apart.
  var step: TimeSpan {
    let span = Double((to - from).ms)
    return Self.steps.first { Double($0.ms) / span * width >= Self.tickGap } ?? Self.steps.last!
  }

  /// The ticks: instants whose local time is a multiple of the step (whole minutes, hours and days in the zone),
  /// labelled `HH:MM` (with seconds for steps under a minute), with the date on the first and wherever the day
  /// changes; ticks a day or more apart are labelled with their date alone.
  func ticks() -> [Tick] {
    let step = self.step.ms
    let day = TimeSpan.days(1).ms
    var local = Instant.floorDivide(zone.localMs(from) + step - 1, step).0 * step
    var ticks: [Tick] = []
    var previousDay: String? = nil
    while true {
      let instant = zone.instant(localMs: local)
      local += step
      guard instant <= to else { break }
      guard instant >= from, instant != ticks.last?.instant else { continue }
      let date = instant.day(in: zone)
      let monthDay = String(date.dropFirst(5))
      let startsDay = Instant.floorDivide(zone.localMs(instant), day).1 == 0
      var label: String
      if step >= day {
        label = monthDay
      } else {
        label = instant.text(relativeTo: instant, in: zone)
        if step < TimeSpan.minutes(1).ms, label.count == 5 { label += ":00" }
        if date != previousDay { label = monthDay + " " + label }
      }
      previousDay = date
      ticks.append(Tick(instant: instant, label: label, startsDay: startsDay))
    }
    return ticks
  }
}

/// A lane's status spans as pixels: spans a pixel wide or more as they are, narrower ones gathered until they make a
/// pixel, drawn in the status that lasted longest among them, their tooltip giving the shares.
struct SpanMerger {
  /// A span to draw.
  struct Span: Equatable {
    var x0: Double
    var x1: Double
    var status: WidgetStatus
    var title: String
  }

  /// The axis the spans are placed on.
  let axis: ChartAxis
  /// The instant tooltips write times relative to (the journal's start).
  let origin: Instant
  /// The spans ready to draw.
  private(set) var spans: [Span] = []
  /// Narrow spans gathered so far: where they start and end, and how long each status lasted.
  private var gathered: (x0: Double, x1: Double, from: Instant, to: Instant, time: [WidgetStatus: Int64])? = nil

  /// Spans placed on `axis`, their tooltips writing times relative to `origin`.
  init(axis: ChartAxis, origin: Instant) {
    self.axis = axis
    self.origin = origin
  }

  /// An instant as the tooltips write it.
  func time(_ instant: Instant) -> String { instant.text(relativeTo: origin, in: axis.zone) }

  /// Adds the span `from..<to` of `status`, explained by `why`; the part outside the axis is left out, and so is a
  /// span of no length (a status shown for no time has nothing to draw or say).
  mutating func add(from: Instant, to: Instant, status: WidgetStatus, why: String) {
    guard from < to, let (x0, x1) = axis.clip(from, to), max(from, axis.from) < min(to, axis.to) else { return }
    let start = max(from, axis.from)
    let end = min(to, axis.to)
    if x1 - x0 >= 1 {
      flush()
      spans.append(
        Span(
          x0: x0, x1: x1, status: status,
          title: "\(time(from))–\(time(to)) (\((to - from).text)): \(why)"
        ))
      return
    }
    var pending = gathered ?? (x0, x1, start, end, [:])
    pending.x1 = x1
    pending.to = end
    pending.time[status, default: 0] += (end - start).ms
    gathered = pending
    if pending.x1 - pending.x0 >= 1 { flush() }
  }

  /// Draws the narrow spans gathered as one.
  private mutating func flush() {
    guard let pending = gathered else { return }
    gathered = nil
    let total = max(pending.time.values.reduce(0, +), 1)
    let order: [WidgetStatus] = [.stale, .blank, .placeholder, .live]
    let dominant = order.max { (pending.time[$0] ?? -1) < (pending.time[$1] ?? -1) }!
    let shares = order.compactMap { status in
      pending.time[status].map { "\(status.rawValue) \($0 * 100 / total)%" }
    }
    spans.append(
      Span(
        x0: pending.x0, x1: max(pending.x1, pending.x0 + 1), status: dominant,
        title:
          "\(time(pending.from))–\(time(pending.to)): too short to draw apart: "
          + shares.joined(separator: ", ")))
  }

  /// The spans, the last narrow ones included.
  mutating func finish() -> [Span] {
    flush()
    return spans
  }
}

/// Marks of one lane gathered so that no two drawn are closer than `SVGChart.mergeDistance` pixels: each group is
/// drawn as one mark at its first member's place.
struct MarkGroups {
  /// One drawn mark: where, and the indices of the marks it stands for.
  struct Group {
    var x: Double
    var indices: [Int]
  }

  /// The groups, left to right.
  private(set) var groups: [Group] = []
  /// How many marks fell inside the axis, and how many of them were merged into a mark at another instant (marks at
  /// the same instant cannot be drawn apart at any size, so merging them thins nothing out).
  private(set) var members = 0
  private(set) var thinned = 0

  /// Groups `instants` (in time order); those outside the axis are left out.
  init(axis: ChartAxis, instants: [Instant]) {
    for (index, instant) in instants.enumerated() {
      guard let x = axis.xIfInside(instant) else { continue }
      members += 1
      if let last = groups.last, x - last.x < SVGChart.mergeDistance {
        if instants[last.indices[0]] != instant { thinned += 1 }
        groups[groups.count - 1].indices.append(index)
      } else {
        groups.append(Group(x: x, indices: [index]))
      }
    }
  }
}

/// The spans of a lane's budget line where its counted refreshes reach the budget, gathered step by step.
struct SpentSpans {
  /// The budget from each instant on (`set budget` steps it).
  let limits: [ChartData.BudgetLimit]
  /// The spans found, and the one open now (its start and limit).
  private var spans: [(from: Instant, to: Instant, limit: Int)] = []
  private var open: (from: Instant, limit: Int)?

  init(limits: [ChartData.BudgetLimit]) { self.limits = limits }

  /// Whether any span was found.
  var any: Bool { !spans.isEmpty || open != nil }

  /// The budget in force at `instant` (40 before any is recorded).
  func limit(at instant: Instant) -> Int { limits.last { $0.at <= instant }?.limit ?? limits.first?.limit ?? 40 }

  /// The count becomes `count` at `instant`: a span opens when the budget is spent (`BudgetUse.isSpent`) and closes
  /// when it no longer is.
  mutating func move(to instant: Instant, count: Int) {
    let limit = limit(at: instant)
    let spent = BudgetUse.isSpent(used: count, limit: limit)
    if let current = open, !spent || current.limit != limit {
      if instant > current.from { spans.append((current.from, instant, current.limit)) }
      open = nil
    }
    if open == nil, spent { open = (instant, limit) }
  }

  /// Every span, the open one ending at `end`.
  mutating func finish(at end: Instant) -> [(from: Instant, to: Instant, limit: Int)] {
    if let current = open {
      spans.append((current.from, max(end, current.from), current.limit))
      open = nil
    }
    return spans
  }
}

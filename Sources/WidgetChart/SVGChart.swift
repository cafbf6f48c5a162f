import WidgetCommands
import WidgetModel

/// `ChartData` drawn as one SVG document: a pure function of the data, the range and the zone, so the same journal and
/// options give the same bytes (no clock, no randomness, a fixed order and fixed number formatting). The layout: a
/// title and a legend, a time axis with gridlines, rows for the app in the foreground, the App Group unavailable and
/// the device offline, one lane per widget (status spans, entry ticks, builds, reload requests with arrows to the
/// builds that satisfied them, deferrals, and the rolling-24h counted refreshes against the budget), then one lane per
/// cache key. Every mark has a `<title>`, which browsers show as a tooltip.
package struct SVGChart {
  /// The data drawn.
  let data: ChartData
  /// The span of time drawn.
  let from: Instant
  let to: Instant
  /// The zone times are written in.
  let zone: DisplayZone

  /// The chart of `data` from `from` to `to`, its times written in `zone`.
  package init(data: ChartData, from: Instant, to: Instant, zone: DisplayZone) {
    self.data = data
    self.from = from
    self.to = to
    self.zone = zone
  }

  /// The document's width, the label column's, the right margin's, and so the plot's, in pixels.
  static let width = 1200.0
  static let labelWidth = 176.0
  static let rightMargin = 28.0
  static var plotWidth: Double { width - labelWidth - rightMargin }
  /// The heights of a widget's lane, a key's lane and an environment row.
  static let widgetLaneHeight = 86.0
  static let keyLaneHeight = 26.0
  static let bandHeight = 18.0
  /// Marks closer than this many pixels on one lane are drawn as one mark, whose tooltip counts them.
  static let mergeDistance = 3.0

  /// The palette: one colour per status, per mark and for the frame, chosen to stay apart in print and for the
  /// common colour-vision deficiencies (the statuses also differ in lightness, and blank is hatched).
  enum Palette {
    static let live = "#4caf7d"
    static let stale = "#f0a830"
    static let placeholder = "#b8c1cc"
    static let blank = "#ffffff"
    static let ink = "#1f2d3d"
    static let muted = "#5f6b7a"
    static let grid = "#e3e7ec"
    static let gridStrong = "#c5ccd5"
    static let request = "#2f6db5"
    /// A reload a provider asked for from inside the widget extension: apart from the app's requests, as it can loop.
    static let extensionRequest = "#c2185b"
    static let failure = "#c62828"
    static let deferral = "#e07b00"
    static let budget = "#c62828"
    static let write = "#7a4fa3"
    static let fetch = "#00897b"
    static let foreground = "#cfe3f7"
    static let appGroupOff = "#f6d0cc"
    static let quiet = "#ddd5ef"
    static let offline = "#e0d4ec"
    static let visible = "#2e7d5b"
  }

  /// The colour of a status's spans.
  static func colour(_ status: WidgetStatus) -> String {
    switch status {
    case .live: return Palette.live
    case .stale: return Palette.stale
    case .placeholder: return Palette.placeholder
    case .blank: return "url(#blank)"
    }
  }

  /// What was thinned out to fit, gathered while drawing, for the notes under the chart.
  struct Thinning {
    /// Marks of each sort: drawn, of how many, and how many were merged into a mark at another instant.
    var builds = (drawn: 0, of: 0, thinned: 0)
    var requests = (drawn: 0, of: 0, thinned: 0)
    var keyMarks = (drawn: 0, of: 0, thinned: 0)
    var entries = (drawn: 0, of: 0, thinned: 0)

    /// Counts the groups of one lane's marks of a sort.
    static func add(_ groups: MarkGroups, to counts: inout (drawn: Int, of: Int, thinned: Int)) {
      counts.drawn += groups.groups.count
      counts.of += groups.members
      counts.thinned += groups.thinned
    }
    /// Lanes whose requests were merged, so their arrows were left out.
    var arrowlessLanes = 0
  }

  /// The SVG text, ending in a newline.
  package func render() -> String {
    var out = SVGWriter()
    var thinning = Thinning()
    let top = 130.0
    let envRows = environmentRows()
    let lanesTop = top + 30 + Double(envRows.count) * Self.bandHeight + 10
    let widgetsBottom = lanesTop + Double(data.widgets.count) * Self.widgetLaneHeight
    let keysTop = widgetsBottom + (data.keys.isEmpty ? 0 : 26)
    let plotBottom = keysTop + Double(data.keys.count) * Self.keyLaneHeight
    var body = SVGWriter()
    for (index, track) in data.widgets.enumerated() {
      widgetLane(track, top: lanesTop + Double(index) * Self.widgetLaneHeight, into: &body, thinning: &thinning)
    }
    if !data.keys.isEmpty {
      body.text("Cache keys", x: 24, y: keysTop - 8, size: 12, weight: "bold", fill: Palette.ink)
    }
    for (index, track) in data.keys.enumerated() {
      keyLane(track, top: keysTop + Double(index) * Self.keyLaneHeight, into: &body, thinning: &thinning)
    }
    let notes = self.notes(thinning)
    let height = plotBottom + 44 + Double(notes.count) * 16 + 12
    out.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", n(Self.width)), ("height", n(height)),
        ("viewBox", "0 0 \(n(Self.width)) \(n(height))"), ("role", "img"), ("aria-labelledby", "chart-title"),
        ("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif"),
      ])
    out.element("title", [("id", "chart-title")], text: "widgetsim chart of \(data.title)")
    definitions(into: &out)
    out.element("rect", [("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
    header(into: &out)
    legend(y: 84, into: &out)
    let axis = ChartAxis(from: from, to: to, zone: zone, left: Self.labelWidth, width: Self.plotWidth)
    grid(axis, top: top + 22, bottom: plotBottom, into: &out)
    bands(axis, top: top + 30, bottom: plotBottom, rows: envRows, into: &out)
    axisLabels(axis, y: top + 14, below: false, into: &out)
    out.append(body)
    axisLabels(axis, y: plotBottom + 18, below: true, into: &out)
    var y = plotBottom + 44
    for note in notes {
      out.text(note, x: 24, y: y, size: 11, fill: Palette.muted)
      y += 16
    }
    out.close("svg")
    return out.text
  }

  // MARK: Frame

  /// The blank status's hatching and the arrowhead the marks refer to.
  func definitions(into out: inout SVGWriter) {
    out.open("defs", [])
    out.open("pattern", [("id", "blank"), ("width", "6"), ("height", "6"), ("patternUnits", "userSpaceOnUse")])
    out.element("rect", [("width", "6"), ("height", "6"), ("fill", Palette.blank)])
    out.element("path", [("d", "M0 6 L6 0"), ("stroke", Palette.gridStrong), ("stroke-width", "1")])
    out.close("pattern")
    // The arrowheads of the app's requests and of the reloads asked for from inside the extension.
    for (id, colour) in [("arrow", Palette.request), ("arrow-extension", Palette.extensionRequest)] {
      out.open(
        "marker",
        [
          ("id", id), ("viewBox", "0 0 6 6"), ("refX", "5"), ("refY", "3"), ("markerWidth", "6"),
          ("markerHeight", "6"), ("orient", "auto"),
        ])
      out.element("path", [("d", "M0 0 L6 3 L0 6 z"), ("fill", colour)])
      out.close("marker")
    }
    out.close("defs")
  }

  /// The title and the line under it: the span, the counts and the zone.
  func header(into out: inout SVGWriter) {
    out.text("widgetsim chart · \(data.title)", x: 24, y: 32, size: 18, weight: "bold", fill: Palette.ink)
    let widgets = data.widgetCount == 1 ? "1 widget" : "\(data.widgetCount) widgets"
    let actions = data.actions == 1 ? "1 action" : "\(data.actions) actions"
    out.text(
      "\(fullTime(from)) – \(fullTime(to)) (\((to - from).text)) · \(actions) · \(widgets) · times in \(zone.name)",
      x: 24, y: 54, size: 12, fill: Palette.muted)
  }

  /// The legend, three rows: the statuses and builds; requests, deferrals and the budget; the marks of a key's lane.
  func legend(y: Double, into out: inout SVGWriter) {
    var x = 24.0
    var rowY = y
    let item = { (out: inout SVGWriter, label: String, draw: (inout SVGWriter, Double) -> Void) in
      draw(&out, x)
      out.text(label, x: x + 16, y: rowY + 4, size: 11, fill: Palette.ink)
      x += 16 + Double(label.count) * 6.2 + 14
    }
    for status in [WidgetStatus.live, .stale, .placeholder, .blank] {
      item(&out, status.rawValue) { out, x in
        out.element(
          "rect",
          [
            ("x", n(x)), ("y", n(rowY - 5)), ("width", "12"), ("height", "10"), ("fill", Self.colour(status)),
            ("stroke", Palette.muted), ("stroke-width", "0.5"),
          ])
      }
    }
    item(&out, "entry") { out, x in
      out.element(
        "line", [("x1", n(x + 6)), ("y1", n(rowY - 5)), ("x2", n(x + 6)), ("y2", n(rowY + 5))] + Self.tickStyle)
    }
    item(&out, "counted build") { out, x in self.buildShape(.counted, x: x + 6, y: rowY, into: &out, title: nil) }
    item(&out, "free build") { out, x in self.buildShape(.free, x: x + 6, y: rowY, into: &out, title: nil) }
    item(&out, "failed build") { out, x in self.buildShape(.failed, x: x + 6, y: rowY, into: &out, title: nil) }
    if data.widgets.contains(where: { $0.builds.contains { !$0.requests.isEmpty || $0.requestsLeftOut > 0 } }) {
      item(&out, "requests answered") { out, x in
        self.requestsMark(answered: true, x: x + 6, y: rowY, into: &out, title: nil)
      }
      item(&out, "a request failed") { out, x in
        self.requestsMark(answered: false, x: x + 6, y: rowY, into: &out, title: nil)
      }
    }
    item(&out, "App Group unavailable") { out, x in
      out.element(
        "rect",
        [("x", n(x)), ("y", n(rowY - 5)), ("width", "12"), ("height", "10")] + Self.appGroupOffStyle)
    }
    x = 24
    rowY = y + 18
    item(&out, "reload request → build") { out, x in self.requestShape(x: x + 6, y: rowY - 4, into: &out, title: nil) }
    item(&out, "extension reload") { out, x in
      self.requestShape(x: x + 6, y: rowY - 4, into: &out, title: nil, fromExtension: true)
    }
    item(&out, "not carried out (yet)") { out, x in
      out.element(
        "line",
        [("x1", n(x)), ("y1", n(rowY)), ("x2", n(x + 12)), ("y2", n(rowY))] + Self.requestStyle + Self.waitingDash)
    }
    item(&out, "deferred: from due to built") { out, x in
      out.element("line", [("x1", n(x)), ("y1", n(rowY)), ("x2", n(x + 12)), ("y2", n(rowY))] + Self.deferralStyle)
    }
    item(&out, "24h counted / budget") { out, x in
      out.element(
        "path", [("d", "M\(n(x)) \(n(rowY + 4)) H\(n(x + 4)) V\(n(rowY - 1)) H\(n(x + 12))")] + Self.budgetStepStyle)
      out.element(
        "line", [("x1", n(x)), ("y1", n(rowY - 5)), ("x2", n(x + 12)), ("y2", n(rowY - 5))] + Self.budgetLineStyle)
    }
    item(&out, "budget spent") { out, x in
      out.element("line", [("x1", n(x)), ("y1", n(rowY)), ("x2", n(x + 12)), ("y2", n(rowY))] + Self.spentStyle)
    }
    // Only in a chart that has a span on screen, so that every chart of a journal without the device is as before.
    if data.widgets.contains(where: { !$0.visible.isEmpty }) {
      item(&out, "on screen") { out, x in
        out.element(
          "rect",
          [("x", n(x)), ("y", n(rowY - 1)), ("width", "12"), ("height", n(Self.visibleBandHeight))]
            + Self.visibleStyle)
      }
    }
    x = 24
    let keyY = y + 36
    let keyItem = { (out: inout SVGWriter, kind: ChartData.KeyMark.Kind, label: String) in
      self.keyShape(kind, x: x + 6, y: keyY, into: &out, title: nil)
      out.text(label, x: x + 16, y: keyY + 4, size: 11, fill: Palette.ink)
      x += 16 + Double(label.count) * 6.2 + 14
    }
    out.text("keys:", x: x, y: keyY + 4, size: 11, fill: Palette.muted)
    x += 36
    keyItem(&out, .write, "data written")
    keyItem(&out, .sandboxWrite, "written to the app's sandbox")
    keyItem(&out, .failure, "fetch failed (app)")
    keyItem(&out, .fetched, "fetched by a provider")
    keyItem(&out, .fetchFailed, "provider fetch failed")
    keyItem(&out, .server, "server answer set")
  }

  /// The environment rows drawn: the app's foreground and the App Group always, the network when it went offline,
  /// the quiet hours when they were set.
  func environmentRows() -> [(label: String, spans: [ChartData.Interval], fill: String, what: String)] {
    var rows = [
      ("app in foreground", data.foreground, Palette.foreground, "the app was in the foreground (reloads not counted)"),
      ("App Group unavailable", data.appGroupOff, Palette.appGroupOff, "the App Group was unavailable"),
    ]
    if !data.offline.isEmpty {
      rows.append(("device offline", data.offline, Palette.offline, "the device was offline"))
    }
    if !data.quiet.isEmpty {
      rows.append(("quiet hours", data.quiet, Palette.quiet, "quiet hours: counted refreshes wait for their end"))
    }
    return rows
  }

  /// The environment rows, and the App Group's unavailability tinted behind every lane, with its edges drawn (a tint,
  /// not a hatch, so that it never reads as the blank status's hatching).
  func bands(
    _ axis: ChartAxis, top: Double, bottom: Double,
    rows: [(label: String, spans: [ChartData.Interval], fill: String, what: String)],
    into out: inout SVGWriter
  ) {
    let lanesTop = top + Double(rows.count) * Self.bandHeight
    for span in data.appGroupOff {
      guard let (x0, x1) = axis.clip(span.from, span.to) else { continue }
      out.element(
        "rect",
        [
          ("x", n(x0)), ("y", n(lanesTop)), ("width", n(max(x1 - x0, 1))), ("height", n(bottom - lanesTop)),
        ] + Self.appGroupOffStyle)
    }
    for (index, row) in rows.enumerated() {
      let y = top + Double(index) * Self.bandHeight
      out.text(row.label, x: 24, y: y + 12, size: 11, fill: Palette.muted)
      out.element(
        "rect",
        [
          ("x", n(Self.labelWidth)), ("y", n(y + 3)), ("width", n(Self.plotWidth)), ("height", n(Self.bandHeight - 6)),
          ("fill", "none"), ("stroke", Palette.grid), ("stroke-width", "1"),
        ])
      for span in row.spans {
        guard let (x0, x1) = axis.clip(span.from, span.to) else { continue }
        out.element(
          "rect",
          [
            ("x", n(x0)), ("y", n(y + 3)), ("width", n(max(x1 - x0, 1))), ("height", n(Self.bandHeight - 6)),
            ("fill", row.fill),
          ], title: "\(row.what) from \(time(span.from)) to \(time(span.to)) (\((span.to - span.from).text))")
      }
    }
  }

  /// The band under a widget's status bar while it was on screen, as the model said after each action (`visible`).
  func visibleBand(_ track: ChartData.WidgetTrack, _ axis: ChartAxis, y: Double, into out: inout SVGWriter) {
    for span in track.visible {
      guard let (x0, x1) = axis.clip(span.from, span.to) else { continue }
      out.element(
        "rect",
        [
          ("class", "visible"), ("x", n(x0)), ("y", n(y)), ("width", n(max(x1 - x0, 1))),
          ("height", n(Self.visibleBandHeight)),
        ] + Self.visibleStyle,
        title: "\(track.id) on screen from \(time(span.from)) to \(time(span.to)) (\((span.to - span.from).text))")
    }
  }

  /// Vertical gridlines at the axis's ticks, stronger at the start of a day.
  func grid(_ axis: ChartAxis, top: Double, bottom: Double, into out: inout SVGWriter) {
    for tick in axis.ticks() {
      let x = axis.x(tick.instant)
      out.element(
        "line",
        [
          ("x1", n(x)), ("y1", n(top)), ("x2", n(x)), ("y2", n(bottom)),
          ("stroke", tick.startsDay ? Palette.gridStrong : Palette.grid), ("stroke-width", "1"),
        ])
    }
    out.element(
      "rect",
      [
        ("x", n(Self.labelWidth)), ("y", n(top)), ("width", n(Self.plotWidth)), ("height", n(bottom - top)),
        ("fill", "none"), ("stroke", Palette.gridStrong), ("stroke-width", "1"),
      ])
  }

  /// The tick labels above the plot (`below` false) or under it; a label that would overlap the previous one is left
  /// out, and the last ones end at their tick rather than run past the plot.
  func axisLabels(_ axis: ChartAxis, y: Double, below: Bool, into out: inout SVGWriter) {
    var free = -Double.infinity
    for tick in axis.ticks() {
      let x = axis.x(tick.instant)
      let width = Double(tick.label.count) * 6.4
      var anchor = "middle"
      var left = x - width / 2
      if x + width / 2 > Self.labelWidth + Self.plotWidth + Self.rightMargin - 2 {
        anchor = "end"
        left = x - width
      }
      guard left >= free else { continue }
      free = left + width + 8
      out.element(
        "text",
        [
          ("x", n(x)), ("y", n(y)), ("font-size", "11"), ("fill", Palette.ink), ("text-anchor", anchor),
          ("font-weight", tick.startsDay ? "bold" : "normal"),
        ], text: tick.label)
    }
    if !below { out.text("time (\(zone.name))", x: 24, y: y, size: 11, fill: Palette.muted) }
  }

  // MARK: Lanes

  /// A widget's lane: its label, status spans, entry ticks, requests and builds, and its budget step line.
  func widgetLane(
    _ track: ChartData.WidgetTrack, top: Double, into out: inout SVGWriter, thinning: inout Thinning
  ) {
    let axis = ChartAxis(from: from, to: to, zone: zone, left: Self.labelWidth, width: Self.plotWidth)
    let requestY = top + 8
    let buildY = top + 24
    let barTop = top + 31
    let barHeight = 18.0
    let budgetTop = top + 58
    let budgetHeight = 22.0
    out.open("g", [("class", "widget-lane"), ("data-widget", track.id)])
    defer { out.close("g") }
    out.element(
      "line",
      [
        ("x1", "0"), ("y1", n(top + Self.widgetLaneHeight)), ("x2", n(Self.width)),
        ("y2", n(top + Self.widgetLaneHeight)), ("stroke", Palette.grid), ("stroke-width", "1"),
      ])
    out.text(track.id, x: 24, y: top + 28, size: 13, weight: "bold", fill: Palette.ink, title: track.title)
    for (index, line) in Self.subtitleLines(track.title).enumerated() {
      out.text(line, x: 24, y: top + 42 + Double(index) * 11, size: 10, fill: Palette.muted, title: track.title)
    }
    let lifeEnd = track.removed ?? data.end
    // Status spans, from each sample to the next (or the removal, or the journal's end).
    var spans = SpanMerger(axis: axis, origin: data.start)
    for (index, sample) in track.statuses.enumerated() {
      let end = index + 1 < track.statuses.count ? track.statuses[index + 1].at : lifeEnd
      spans.add(from: sample.at, to: end, status: sample.status, why: sample.why)
    }
    for span in spans.finish() {
      out.element(
        "rect",
        [
          ("class", "status \(span.status.rawValue)"), ("x", n(span.x0)), ("y", n(barTop)),
          ("width", n(span.x1 - span.x0)), ("height", n(barHeight)), ("fill", Self.colour(span.status)),
        ], title: span.title)
    }
    visibleBand(track, axis, y: barTop + barHeight + 2, into: &out)
    if let removed = track.removed, let x = axis.xIfInside(removed) {
      out.element(
        "line", [("x1", n(x)), ("y1", n(barTop - 3)), ("x2", n(x)), ("y2", n(barTop + barHeight + 3))] + Self.endStyle,
        title: "\(track.id) removed at \(time(removed))")
    }
    // Entry ticks: each built timeline's entries, while it was the one shown.
    var lastTick = -Double.infinity
    for (index, build) in track.builds.enumerated() where !build.failed {
      let replaced = track.builds[(index + 1)...].first { !$0.failed }?.at ?? lifeEnd
      for date in build.entries where date >= build.at && date < replaced || date == build.at {
        guard let x = axis.xIfInside(date) else { continue }
        thinning.entries.of += 1
        guard x - lastTick >= Self.mergeDistance else {
          thinning.entries.thinned += 1
          continue
        }
        lastTick = x
        thinning.entries.drawn += 1
        out.element(
          "line",
          [
            ("class", "entry"), ("x1", n(x)), ("y1", n(barTop + barHeight)), ("x2", n(x)),
            ("y2", n(barTop + barHeight + 5)),
          ]
            + Self.tickStyle,
          title: "\(track.id): entry dated \(time(date)), of the timeline built at \(time(build.at))")
      }
    }
    // Requests, then arrows to the builds that satisfied them, deferrals, and the builds.
    let requestGroups = MarkGroups(axis: axis, instants: track.requests.map(\.at))
    let buildGroups = MarkGroups(axis: axis, instants: track.builds.map(\.at))
    Thinning.add(requestGroups, to: &thinning.requests)
    Thinning.add(buildGroups, to: &thinning.builds)
    let arrows = requestGroups.thinned == 0
    if !arrows { thinning.arrowlessLanes += 1 }
    for group in requestGroups.groups {
      let requests = group.indices.map { track.requests[$0] }
      let fromExtension = requests.filter { $0.fromExtension != nil }.count
      let title =
        requests.count == 1
        ? "\(track.id): \(requests[0].detail)\(satisfaction(requests[0], in: track))"
        : "\(track.id): \(requests.count) reload requests from \(time(requests.first!.at)) to \(time(requests.last!.at)), \(requests.filter(\.counted).count) counted"
          + (fromExtension > 0 ? ", \(fromExtension) from inside the widget extension" : "")
      // A request and its arrow are one mark with one tooltip: a group whose `<title>` covers both.
      // (A group's members are inside the axis, so its first has an arrow when the lane draws them.)
      if arrows {
        out.open("g", [("class", "request-mark")])
        out.element("title", [], text: title)
        requestArrow(requests[0], in: track, axis: axis, from: requestY, to: buildY, into: &out)
      }
      // A group is drawn as the extension's when any of its requests is: those are the ones that can loop.
      requestShape(
        x: group.x, y: requestY - 4, into: &out, title: arrows ? nil : title, mark: "request", count: requests.count,
        fromExtension: fromExtension > 0)
      if arrows { out.close("g") }
    }
    for group in buildGroups.groups {
      let builds = group.indices.map { track.builds[$0] }
      if builds.count == 1, let build = builds.first, build.at > build.dueAt, let x0 = axis.clipStart(build.dueAt) {
        out.element(
          "line",
          [("class", "deferral"), ("x1", n(x0)), ("y1", n(buildY)), ("x2", n(group.x)), ("y2", n(buildY))]
            + Self.deferralStyle,
          title:
            "\(track.id): due at \(time(build.dueAt)), deferred \((build.at - build.dueAt).text) to \(time(build.at))")
      }
      let shape: BuildShape =
        builds.contains(where: \.failed) ? .failed : builds.contains(where: \.counted) ? .counted : .free
      let title =
        builds.count == 1
        ? detail(builds[0], of: track.id)
        : "\(track.id): \(builds.count) builds from \(time(builds.first!.at)) to \(time(builds.last!.at)): \(builds.filter(\.counted).count) counted, \(builds.filter { !$0.counted }.count) free, \(builds.filter(\.failed).count) failed"
      buildShape(shape, x: group.x, y: buildY, into: &out, title: title, mark: "build", count: builds.count)
      let asking = builds.filter { !$0.requests.isEmpty || $0.requestsLeftOut > 0 }
      if !asking.isEmpty {
        requestsMark(
          answered: asking.allSatisfy(\.requestsAnswered), x: group.x, y: buildY - 10, into: &out,
          title: asking.map { requestsDetail($0, of: track.id) }.joined(separator: "\n"))
      }
    }
    budgetLane(track, axis: axis, top: budgetTop, height: budgetHeight, into: &out)
  }

  /// The mark above a build whose provider made requests (docs/PROVIDERS.md, "Network"): filled when every request
  /// was answered with a status under 400, hollow when one timed out, failed or was answered with an error status.
  func requestsMark(answered: Bool, x: Double, y: Double, into out: inout SVGWriter, title: String?) {
    out.element(
      "circle",
      [
        ("class", "requests"), ("cx", n(x)), ("cy", n(y)), ("r", "3"),
        ("fill", answered ? Palette.ink : "none"), ("stroke", Palette.ink), ("stroke-width", "1.2"),
      ], title: title)
  }

  /// A build's requests for the mark's tooltip: `w1's build at 09:00 asked: GET https://…: 200 after 800ms; …`.
  func requestsDetail(_ build: ChartData.Build, of id: String) -> String {
    var lines = build.requests.map(Narrator.requestLine)
    if build.requestsLeftOut > 0 { lines.append("and \(build.requestsLeftOut) more") }
    return "\(id)'s build at \(time(build.at)) asked: " + lines.joined(separator: "; ")
  }

  /// A build's tooltip: what caused it, whether it counted, a deferral, and what it read or why it failed.
  func detail(_ build: ChartData.Build, of id: String) -> String {
    var text = "\(id) \(build.failed ? "build failed" : "refreshed") at \(time(build.at)) (\(build.cause.rawValue)"
    text += build.counted ? ", counted \(build.used)/\(build.limit) in the last 24h" : ", not counted"
    if build.dueAt < build.at {
      text += ", due \(time(build.dueAt)), deferred \((build.at - build.dueAt).text)"
    }
    text += ")"
    if let failure = build.failure {
      if let reason = failure.providerReason { return text + ": \(reason)" }
      return text
        + ": its fetch (\(failure.fetch.name)) waited \(failure.fetch.waited.text), past the \(failure.deadline.text) deadline; it keeps its timeline"
    }
    if let data = build.read {
      let container = data.container == .extension ? "extension's container" : "App Group"
      text += ": read \(build.key ?? "its key"), written at \(time(data.writtenAt)), from the \(container)"
    } else {
      text += ": no data (\(build.source == .fallback ? "shows its fallback" : build.source.rawValue))"
    }
    return text + "; \(build.entries.count) entr\(build.entries.count == 1 ? "y" : "ies")"
  }

  /// The arrow from a request to the build that satisfied it (to the journal's end, dashed, when none did), without a
  /// tooltip of its own: it is drawn in the request's mark's group, whose tooltip is the request's.
  func requestArrow(
    _ request: ChartData.Request, in track: ChartData.WidgetTrack, axis: ChartAxis, from y0: Double, to y1: Double,
    into out: inout SVGWriter
  ) {
    guard let x0 = axis.xIfInside(request.at) else { return }
    let target = request.build.map { track.builds[$0].at } ?? (track.removed ?? data.end)
    let x1 = axis.x(min(max(target, from), to))
    let along = y0 + 7
    let fromExtension = request.fromExtension != nil
    var attributes =
      [
        ("class", "arrow"), ("d", "M\(n(x0)) \(n(y0)) V\(n(along)) H\(n(x1)) V\(n(y1 - 6))"), ("fill", "none"),
        ("stroke", fromExtension ? Palette.extensionRequest : Palette.request), ("stroke-width", "1.2"),
        ("marker-end", fromExtension ? "url(#arrow-extension)" : "url(#arrow)"),
      ]
    if request.build == nil { attributes += Self.waitingDash }
    out.element("path", attributes)
  }

  /// "; satisfied by the build at 08:05 (5m later)", or that none has been.
  func satisfaction(_ request: ChartData.Request, in track: ChartData.WidgetTrack) -> String {
    guard let index = request.build else {
      return track.removed == nil
        ? "; not yet carried out at the journal's end" : "; never carried out: the widget was removed"
    }
    let build = track.builds[index]
    let delay = build.at - request.at
    return "; satisfied by the build at \(time(build.at))\(delay.ms > 0 ? " (\(delay.text) later)" : " (at once)")"
  }

  /// The step line of a widget's counted refreshes in the rolling 24 hours, under the dashed budget line.
  func budgetLane(
    _ track: ChartData.WidgetTrack, axis: ChartAxis, top: Double, height: Double, into out: inout SVGWriter
  ) {
    let peakLimit = data.budgetLimits.map(\.limit).max() ?? 40
    let scale = { (count: Int) in top + height - height * Double(count) / Double(peakLimit) }
    // The budget, a dashed line at its level (a step where `set budget` changed it).
    for (index, limit) in data.budgetLimits.enumerated() {
      let end = index + 1 < data.budgetLimits.count ? data.budgetLimits[index + 1].at : data.end
      guard let (x0, x1) = axis.clip(max(limit.at, track.added), min(end, track.removed ?? data.end)) else { continue }
      out.element(
        "line",
        [("x1", n(x0)), ("y1", n(scale(limit.limit))), ("x2", n(x1)), ("y2", n(scale(limit.limit)))]
          + Self.budgetLineStyle, title: "budget: \(limit.limit) counted refreshes in any 24 hours")
    }
    let steps = budgetSteps(track)
    let pool = track.sharedPool.map(Narrator.budgetName)
    let whose = pool.map { " of \($0)" } ?? ""
    let lifeEnd = min(track.removed ?? data.end, to)
    guard lifeEnd >= from, track.added <= to else { return }
    var count = steps.last { $0.at <= from }?.count ?? 0
    var x = axis.x(max(track.added, from))
    var path = "M\(n(x)) \(n(scale(count)))"
    var peak = (count: count, at: max(track.added, from))
    // Where the counted refreshes reach the budget: drawn thick on the budget line, with when it was spent.
    var spent = SpentSpans(limits: data.budgetLimits)
    spent.move(to: max(track.added, from), count: count)
    for step in steps where step.at > from && step.at <= lifeEnd {
      spent.move(to: step.at, count: step.count)
      let next = axis.x(step.at)
      if next - x >= 0.5 {
        path += " H\(n(next))"
        x = next
      }
      path += " V\(n(scale(step.count)))"
      count = step.count
      if count > peak.count { peak = (count, step.at) }
    }
    path += " H\(n(axis.x(lifeEnd)))"
    for span in spent.finish(at: lifeEnd) {
      guard let (x0, x1) = axis.clip(span.from, span.to) else { continue }
      out.element(
        "line",
        [
          ("class", "spent"), ("x1", n(x0)), ("y1", n(scale(span.limit))), ("x2", n(max(x1, x0 + 2))),
          ("y2", n(scale(span.limit))),
        ] + Self.spentStyle,
        title:
          "\(track.id): \(pool ?? "its budget") is spent (\(span.limit)/\(span.limit) counted in the last 24h) from \(time(span.from)) to \(time(span.to)): counted refreshes wait"
      )
    }
    let limit = data.budgetLimits.last?.limit ?? 40
    let base = n(top + height)
    out.element(
      "path",
      [
        ("d", path + " V\(base) H\(n(axis.x(max(track.added, from)))) z"), ("fill", Palette.ink), ("opacity", "0.08"),
      ])
    out.element(
      "path", [("d", path)] + Self.budgetStepStyle,
      title:
        "\(track.id): counted refreshes\(whose) in the rolling 24 hours; at most \(peak.count)/\(limit), at \(time(peak.at))"
    )
    out.text(
      "24h\(pool == nil ? "" : " (shared)"): peak \(peak.count)/\(limit)\(spent.any ? ", spent" : "")", x: 24,
      y: top + height - 2, size: 10, weight: spent.any ? "bold" : "normal",
      fill: spent.any ? Palette.budget : Palette.muted,
      title: "\(track.id): the most counted refreshes\(whose) in any 24 hours drawn, against the budget")
  }

  /// The count drawn in a widget's lane after each change: of the budget it drew on at each instant, its own or a
  /// shared pool's (every counted refresh of the pool's widgets, drawn or not), as the model counted them. Before the
  /// first change of budget the lane draws the first budget's count from the start, so the count where the range
  /// starts is that budget's; at each change, the new budget's count then.
  func budgetSteps(_ track: ChartData.WidgetTrack) -> [ChartData.BudgetStep] {
    // A lane made by hand may name no budget: its own.
    guard !track.pools.isEmpty else { return track.budgetSteps }
    var steps: [ChartData.BudgetStep] = []
    for (index, span) in track.pools.enumerated() {
      let source = span.pool.scope == .widget ? track.budgetSteps : data.pools[span.pool] ?? []
      let until = index + 1 < track.pools.count ? track.pools[index + 1].from : nil
      var taken = source[...]
      if index > 0 {
        let count = source.last { $0.at <= span.from }?.count ?? 0
        if steps.last?.at == span.from { steps.removeLast() }
        steps.append(ChartData.BudgetStep(at: span.from, count: count))
        taken = taken.drop(while: { $0.at <= span.from })
      }
      if let until { taken = taken.prefix(while: { $0.at < until }) }
      steps += taken
    }
    return steps
  }

  /// A cache key's lane: its writes, the app's failed fetches, the providers' fetches and the server's answers.
  func keyLane(_ track: ChartData.KeyTrack, top: Double, into out: inout SVGWriter, thinning: inout Thinning) {
    let axis = ChartAxis(from: from, to: to, zone: zone, left: Self.labelWidth, width: Self.plotWidth)
    let y = top + Self.keyLaneHeight / 2
    out.element(
      "line",
      [
        ("x1", n(Self.labelWidth)), ("y1", n(y)), ("x2", n(Self.labelWidth + Self.plotWidth)), ("y2", n(y)),
        ("stroke", Palette.grid), ("stroke-width", "1"),
      ])
    out.text(Self.clipped(track.key, 26), x: 24, y: y + 4, size: 11, fill: Palette.ink, title: track.key)
    let groups = MarkGroups(axis: axis, instants: track.marks.map(\.at))
    Thinning.add(groups, to: &thinning.keyMarks)
    for group in groups.groups {
      let marks = group.indices.map { track.marks[$0] }
      let kinds: [ChartData.KeyMark.Kind] = [.failure, .fetchFailed, .sandboxWrite, .write, .fetched, .server]
      let shown = kinds.first { kind in marks.contains { $0.kind == kind } }!
      let title =
        marks.count == 1
        ? detail(marks[0], key: track.key)
        : "\(track.key): \(marks.count) events from \(time(marks.first!.at)) to \(time(marks.last!.at)): "
          + kinds.compactMap { kind in
            let count = marks.filter { $0.kind == kind }.count
            return count == 0 ? nil : "\(count) \(Self.keyWords(kind))"
          }.joined(separator: ", ")
      keyShape(shown, x: group.x, y: y, into: &out, title: title, mark: "key-mark", count: marks.count)
    }
  }

  /// A key mark's tooltip: the action or the fetch that made it, and when.
  func detail(_ mark: ChartData.KeyMark, key: String) -> String {
    let when = time(mark.at)
    switch (mark.cause, mark.kind) {
    case (.fetch(let widget, let outcome), _):
      return "\(widget)'s provider fetched \(key) at \(when): \(outcome.name) after \(outcome.waited.text)"
    case (.action(let action), .sandboxWrite):
      return
        "\(action.commandText) at \(when): written into the app's own sandbox, as the App Group is unavailable; no widget reads it"
    case (.action(let action), .write):
      return "\(action.commandText) at \(when): written into the App Group"
    case (.action(let action), .failure):
      return "\(action.commandText) at \(when): the app's fetch of \(key) failed"
    case (.action(let action), _):
      return "\(action.commandText) at \(when)"
    }
  }

  /// A key mark's sort in words, for merged tooltips.
  static func keyWords(_ kind: ChartData.KeyMark.Kind) -> String {
    switch kind {
    case .write: return "written"
    case .sandboxWrite: return "written to the app's sandbox"
    case .failure: return "failed fetches (app)"
    case .fetched: return "fetched"
    case .fetchFailed: return "failed provider fetches"
    case .server: return "server answers set"
    }
  }

  // MARK: Shapes

  /// The three sorts of build marks.
  enum BuildShape { case counted, free, failed }

  /// A build's mark: a filled circle (counted), a hollow one (free) or a cross (failed). `mark`, the class of a mark
  /// of the chart (none in the legend), is followed by the shape's own: `build counted`.
  func buildShape(
    _ shape: BuildShape, x: Double, y: Double, into out: inout SVGWriter, title: String?, mark: String? = nil,
    count: Int = 1
  ) {
    let mark = mark.map { "\($0) \(shape)" }
    switch shape {
    case .counted:
      out.element(
        "circle",
        Self.classed(
          mark, count: count, [("cx", n(x)), ("cy", n(y)), ("r", "4"), ("fill", Palette.ink), ("stroke", "#ffffff")]),
        title: title)
    case .free:
      out.element(
        "circle",
        Self.classed(
          mark, count: count,
          [
            ("cx", n(x)), ("cy", n(y)), ("r", "3.5"), ("fill", "#ffffff"), ("stroke", Palette.ink),
            ("stroke-width", "1.5"),
          ]),
        title: title)
    case .failed:
      out.element(
        "path",
        Self.classed(
          mark, count: count,
          [
            (
              "d", "M\(n(x - 4)) \(n(y - 4)) L\(n(x + 4)) \(n(y + 4)) M\(n(x - 4)) \(n(y + 4)) L\(n(x + 4)) \(n(y - 4))"
            ),
            ("stroke", Palette.failure), ("stroke-width", "2"), ("fill", "none"),
          ]), title: title)
    }
  }

  /// A request's mark: a small triangle pointing down at the lane, filled for the app's requests, hollow in its own
  /// colour for a reload a provider asked for from inside the extension (`mark` then gets ` extension`).
  func requestShape(
    x: Double, y: Double, into out: inout SVGWriter, title: String?, mark: String? = nil, count: Int = 1,
    fromExtension: Bool = false
  ) {
    let shape = "M\(n(x - 4)) \(n(y - 3)) H\(n(x + 4)) L\(n(x)) \(n(y + 4)) z"
    let paint =
      fromExtension
      ? [("fill", "#ffffff"), ("stroke", Palette.extensionRequest), ("stroke-width", "1.5")]
      : [("fill", Palette.request)]
    out.element(
      "path",
      Self.classed(fromExtension ? mark.map { "\($0) extension" } : mark, count: count, [("d", shape)] + paint),
      title: title)
  }

  /// A key mark: a diamond (written; hollow in the app's sandbox), a cross (failed), a dot (fetched), a square (server).
  /// `mark` is followed by the mark's sort: `key-mark write`.
  func keyShape(
    _ kind: ChartData.KeyMark.Kind, x: Double, y: Double, into out: inout SVGWriter, title: String?,
    mark: String? = nil,
    count: Int = 1
  ) {
    let mark = mark.map { "\($0) \(kind.rawValue)" }
    let diamond = "M\(n(x)) \(n(y - 5)) L\(n(x + 5)) \(n(y)) L\(n(x)) \(n(y + 5)) L\(n(x - 5)) \(n(y)) z"
    let cross = "M\(n(x - 4)) \(n(y - 4)) L\(n(x + 4)) \(n(y + 4)) M\(n(x - 4)) \(n(y + 4)) L\(n(x + 4)) \(n(y - 4))"
    let attributes: [(String, String)]
    var name = "path"
    switch kind {
    case .write: attributes = [("d", diamond), ("fill", Palette.write)]
    case .sandboxWrite:
      attributes = [("d", diamond), ("fill", "#ffffff"), ("stroke", Palette.write), ("stroke-width", "1.5")]
    case .failure: attributes = [("d", cross), ("stroke", Palette.failure), ("stroke-width", "2")]
    case .fetched:
      name = "circle"
      attributes = [("cx", n(x)), ("cy", n(y)), ("r", "3.5"), ("fill", Palette.fetch)]
    case .fetchFailed: attributes = [("d", cross), ("stroke", Palette.deferral), ("stroke-width", "2")]
    case .server:
      name = "rect"
      attributes = [("x", n(x - 3)), ("y", n(y - 3)), ("width", "6"), ("height", "6"), ("fill", Palette.muted)]
    }
    out.element(name, Self.classed(mark, count: count, attributes), title: title)
  }

  /// `attributes` led by `class`, when there is one, and `data-count`, the marks merged into it, when over one.
  static func classed(_ mark: String?, count: Int = 1, _ attributes: [(String, String)]) -> [(String, String)] {
    var head = mark.map { [("class", $0)] } ?? []
    if count > 1 { head.append(("data-count", String(count))) }
    return head + attributes
  }

  /// How entry ticks, deferrals, the budget and a removal are stroked.
  static let tickStyle = [("stroke", Palette.ink), ("stroke-width", "1")]
  static let deferralStyle = [("stroke", Palette.deferral), ("stroke-width", "2"), ("stroke-dasharray", "2 2")]
  static let budgetStepStyle = [("fill", "none"), ("stroke", Palette.ink), ("stroke-width", "1.2")]
  static let budgetLineStyle = [("stroke", Palette.budget), ("stroke-width", "1"), ("stroke-dasharray", "4 3")]
  static let endStyle = [("stroke", Palette.ink), ("stroke-width", "2")]
  /// The band under a lane's status bar while its widget was on screen.
  static let visibleStyle = [("fill", Palette.visible)]
  static let visibleBandHeight = 3.0
  /// How a request's arrow is stroked, and the dashes of one not carried out.
  static let requestStyle = [("stroke", Palette.request), ("stroke-width", "1.2")]
  static let waitingDash = [("stroke-dasharray", "3 2")]
  /// The budget line where the counted refreshes reach it: thick, so a spent budget stands out.
  static let spentStyle = [("stroke", Palette.budget), ("stroke-width", "3"), ("stroke-linecap", "butt")]
  /// The App Group's unavailability behind the lanes: a light tint edged in its colour.
  static let appGroupOffStyle = [
    ("fill", Palette.failure), ("fill-opacity", "0.07"), ("stroke", Palette.failure), ("stroke-opacity", "0.35"),
    ("stroke-width", "1"), ("stroke-dasharray", "2 3"),
  ]

  // MARK: Text

  /// The notes under the chart: the journal's own, then what was merged to fit.
  func notes(_ thinning: Thinning) -> [String] {
    var notes = data.notes
    var merged: [String] = []
    for (what, counts) in [
      ("builds", thinning.builds), ("reload requests", thinning.requests), ("key events", thinning.keyMarks),
      ("entry ticks", thinning.entries),
    ] where counts.thinned > 0 {
      merged.append("\(counts.of) \(what) as \(counts.drawn) marks")
    }
    if !merged.isEmpty {
      notes.append(
        "Thinned to fit: marks closer than \(Int(Self.mergeDistance)) px are drawn as one whose tooltip counts them ("
          + merged.joined(separator: ", ") + ")"
          + (thinning.arrowlessLanes > 0
            ? "; \(thinning.arrowlessLanes) lane\(thinning.arrowlessLanes == 1 ? "" : "s") without request arrows."
            : "."))
    }
    return notes.flatMap { Self.wrapped($0) }
  }

  /// The most characters of a note's line, about the chart's width in its type.
  static let noteColumns = 180

  /// `text` wrapped at blanks into lines of at most `noteColumns` characters.
  static func wrapped(_ text: String) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > noteColumns {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// An instant as the chart writes it in tooltips: `HH:MM` on the journal's first day, with the date after it.
  func time(_ instant: Instant) -> String { instant.text(relativeTo: data.start, in: zone) }

  /// An instant with its date, for the header.
  func fullTime(_ instant: Instant) -> String {
    instant.day(in: zone) + " " + instant.text(relativeTo: instant, in: zone)
  }

  /// The characters of a line of a lane's subtitle, about the label column's width in its type.
  static let subtitleColumns = 27

  /// A widget's subtitle (`weather, systemSmall, city=Oslo`) on at most two lines of the label column, broken after
  /// its commas where it can be, and cut with "…" only past the second line.
  static func subtitleLines(_ title: String) -> [String] {
    var lines: [String] = []
    var line = ""
    for part in title.split(separator: ", ", omittingEmptySubsequences: false).map(String.init) {
      let joined = line.isEmpty ? part : line + ", " + part
      if joined.count <= subtitleColumns || line.isEmpty {
        line = joined
      } else {
        lines.append(line + ",")
        line = part
      }
    }
    lines.append(line)
    if lines.count > 2 { lines = [lines[0], lines[1...].joined(separator: " ")] }
    return lines.map { clipped($0, subtitleColumns) }
  }

  /// `text` cut to `count` characters, with "…" when cut.
  static func clipped(_ text: String, _ count: Int) -> String {
    text.count <= count ? text : text.prefix(count - 1) + "…"
  }
}

/// A number as the SVG writes it: rounded to a tenth, without a trailing `.0`, the same on every machine.
func n(_ value: Double) -> String {
  let tenths = Int64((value * 10).rounded())
  let whole = tenths / 10
  let fraction = abs(tenths % 10)
  let sign = tenths < 0 && whole == 0 ? "-" : ""
  return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
}

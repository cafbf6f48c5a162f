import WidgetChart
import WidgetModel

/// `chart -o OUT.html`: one self-contained page, the chart's SVG inline, with the journal's summary (its span, its
/// actions and each widget as it is at the end) and doctor's findings at the end.
enum ChartPage {
  /// The history `doctor` judges the chart's final state by: every action of the journal, with its builds, streamed
  /// once more.
  /// - Throws: what the chart's source throws when the journal cannot be read again.
  static func doctorHistory(_ chart: ChartCommand.Drawn) throws -> DoctorHistory {
    var state = chart.initial
    var history = DoctorHistory()
    history.startTracking(state)
    try chart.source { action in
      let refreshes = state.apply(action)
      history.record(action, refreshes: refreshes, after: state)
    }
    return history
  }

  /// The page, deterministic as the SVG is.
  /// - Throws: what the chart's source throws when the journal cannot be read again for doctor's history.
  static func html(_ chart: ChartCommand.Drawn, zone: DisplayZone, path: String) throws -> String {
    let data = chart.data
    let state = chart.final
    let e = SVGWriter.escaped
    var lines = [
      "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
      "<title>widgetsim chart · \(e(data.title))</title>", "<style>",
      "body { font-family: 'DejaVu Sans', Helvetica, Arial, sans-serif; color: #1f2d3d; margin: 24px; }",
      "h1 { font-size: 20px; } h2 { font-size: 16px; margin-top: 28px; }",
      "table { border-collapse: collapse; font-size: 13px; } td, th { border-bottom: 1px solid #e3e7ec; padding: 4px 10px; text-align: left; }",
      "li { margin: 4px 0; font-size: 13px; } .chart { overflow-x: auto; } .muted { color: #5f6b7a; font-size: 13px; }",
      "@media print { body { margin: 0; } .chart svg { width: 100%; height: auto; } }", "</style>", "</head>",
      "<body>", "<h1>widgetsim chart · \(e(data.title))</h1>",
      "<p class=\"muted\">\(e(path)): \(data.actions) actions from \(e(ChartCommand.fullTime(data.start, zone))) to \(e(ChartCommand.fullTime(data.end, zone))) (\(zone.name)), \(data.widgetCount) widget\(data.widgetCount == 1 ? "" : "s") placed. Hover over a mark for what happened, when and why.</p>",
      "<div class=\"chart\">",
    ]
    lines.append(chart.svg.hasSuffix("\n") ? String(chart.svg.dropLast()) : chart.svg)
    lines += ["</div>", "<h2>The widgets at the end (seq \(state.seq))</h2>"]
    let widgets = state.orderedWidgets
    if widgets.isEmpty {
      lines.append("<p>No widgets are placed.</p>")
    } else {
      lines.append(
        "<table><tr><th>widget</th><th>kind, family, configuration</th><th>status</th><th>budget</th><th>next refresh</th><th>why</th></tr>"
      )
      let narrator = Narrator(state, zone: zone)
      for (widget, facts) in zip(widgets, state.allFacts()) {
        let next = facts.next.scheduledAt.map { $0.text(relativeTo: data.start, in: zone) } ?? "none"
        let why = narrator.headline(of: widget, showing: facts.shown)
        lines.append(
          "<tr><td>\(e(widget.id))</td><td>\(e(ChartRecorder.title(widget)))</td><td>\(facts.status.rawValue)</td><td>\(facts.budget.used)/\(facts.budget.limit)</td><td>\(e(next))</td><td>\(e(why))</td></tr>"
        )
      }
      lines.append("</table>")
    }
    lines.append("<h2>doctor</h2>")
    let findings = state.doctor(history: try doctorHistory(chart), zone: zone)
    if findings.isEmpty {
      lines.append("<p>No findings: nothing matches the known pitfalls.</p>")
    } else {
      lines.append("<ul>")
      lines += findings.map { "<li>\(e($0.line))</li>" }
      lines.append("</ul>")
    }
    lines += ["</body>", "</html>"]
    return lines.joined(separator: "\n") + "\n"
  }
}

import WidgetModel

/// Plain-text views of the state for the REPL and `replay`: widgets, timelines, budgets, kinds.
public enum Renderer {
  /// `w1 (weather, systemSmall, city=Beijing): live`.
  static func widgetSummary(_ widget: Widget, in state: SimState) -> String {
    "\(widget.id) (\(widget.kind), \(widget.family.rawValue)\(configText(widget, in: state))): \(state.display(widget).status.rawValue)"
  }

  static func configText(_ widget: Widget, in state: SimState) -> String {
    let members = state.configJSON(widget).objectValue ?? []
    guard !members.isEmpty else { return "" }
    return ", " + members.map { "\($0.key)=\(ParamValue.from($0.value)?.text ?? "?")" }.joined(separator: " ")
  }

  /// Every widget, each in a few lines, as `show` and `replay` print them.
  public static func show(_ state: SimState) -> String {
    let widgets = state.orderedWidgets
    guard !widgets.isEmpty else { return "no widgets (at \(state.now.iso8601)); add one: add weather" }
    return widgets.map { show($0, in: state) }.joined(separator: "\n")
  }

  /// One widget in a few lines: status, content, data age, next refresh and budget.
  public static func show(_ widget: Widget, in state: SimState) -> String {
    let shown = state.display(widget)
    let fallback = state.kinds[widget.kind]?.fallback ?? .placeholder
    let content = shown.content.map { clip($0.serialized, 60) } ?? "(\(fallback.rawValue))"
    var lines = [widgetSummary(widget, in: state)]
    var dataLine =
      "  entry \(shown.entryIndex + 1)/\(widget.timeline.entries) from \(shown.entryDate.shortText(relativeTo: state.now)): \(content)"
    if let key = shown.dataKey, let age = shown.dataAge {
      dataLine += " from \(key), \(age.text) old (\(shown.dataState.rawValue))"
    }
    lines.append(dataLine)
    let next =
      widget.nextRefresh.map {
        "\($0.shortText(relativeTo: state.now))\(widget.nextRefreshCounted ? "" : " (not counted)")"
      } ?? "none scheduled"
    lines.append(
      "  policy \(widget.timeline.policy.text), next refresh \(next), budget \(state.budgetUsed(widget))/\(state.settings.budget)"
    )
    return lines.joined(separator: "\n")
  }

  /// A widget's timeline: its entries (the displayed one marked) and its refreshes.
  public static func timeline(_ widget: Widget, in state: SimState) -> String {
    let timeline = widget.timeline
    let shown = state.display(widget)
    var lines = [
      "\(widget.id) timeline built \(timeline.generatedAt.shortText(relativeTo: state.now)) (\(timeline.cause.rawValue)), policy \(timeline.policy.text)"
    ]
    let count = timeline.entries
    let visible = count <= 12 ? Array(0..<count) : Array(0..<6) + Array((count - 6)..<count)
    for index in visible {
      let marker = index == shown.entryIndex ? ">" : " "
      lines.append("  \(marker) \(index + 1). \(timeline.entryDate(index).shortText(relativeTo: state.now))")
      if count > 12 && index == 5 { lines.append("    …") }
    }
    if let due = state.countedDue(widget) { lines.append("  due \(due.shortText(relativeTo: state.now))") }
    lines.append("  next refresh " + (widget.nextRefresh.map { $0.shortText(relativeTo: state.now) } ?? "none"))
    return lines.joined(separator: "\n")
  }

  /// Budget use per widget.
  public static func budget(_ widgets: [Widget], in state: SimState) -> String {
    guard !widgets.isEmpty else { return "no widgets" }
    return widgets.map { widget in
      let used = state.budgetUsed(widget)
      return "\(widget.id): \(used)/\(state.settings.budget) counted refreshes in the last 24h"
    }.joined(separator: "\n")
  }

  /// Shortens text to `limit` characters with an ellipsis.
  static func clip(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }
}

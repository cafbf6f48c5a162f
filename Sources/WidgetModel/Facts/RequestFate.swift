extension SimState {
  /// The rule of the reload filter that let the app's latest reload of widget `id` through free, read right after the
  /// request: from its waiting request, or from the build that carried it out at once. Nil when the request counts,
  /// or was free only for being made in the foreground (`app`), or the widget is not placed. The report after a
  /// `reload` and the chart's request marks read it, so they say what the reducer decided.
  public func requestFreeRule(_ id: String) -> FreeRule? {
    guard let widget = widgets[id] else { return nil }
    if let pending = widget.pending { return pending.freeRule }
    let timeline = widget.timeline
    return timeline.generatedAt == now && timeline.cause == .reload ? timeline.freeRule : nil
  }
}

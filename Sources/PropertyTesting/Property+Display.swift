import WidgetModel

/// Built-in properties about what widgets show: the displayed entry and the data it comes from.
extension Property {
  /// The displayed entry is the last one dated at or before now (checked by walking the entries one by one).
  public static let displayedEntry = Property(
    "displayedEntry", "the displayed entry is the last one dated at or before now"
  ) { step in
    let state = step.after
    for widget in state.orderedWidgets {
      let timeline = widget.timeline
      var expected = 0
      for index in 0..<timeline.entries where timeline.generatedAt + timeline.every * Int64(index) <= state.now {
        expected = index
      }
      let expectedDate = timeline.generatedAt + timeline.every * Int64(expected)
      let shown = state.display(widget)
      if shown.entryIndex != expected || shown.entryDate != expectedDate {
        return
          "\(widget.id) shows entry \(shown.entryIndex + 1) of \(timeline.entries) (dated \(shown.entryDate.iso8601)) at \(state.now.iso8601), but entry \(expected + 1) (dated \(expectedDate.iso8601)) is the last one dated at or before now"
      }
    }
    return nil
  }

  /// A widget shows only data of its own key: the key its configuration resolves to, as last written before
  /// its timeline was built.
  public static let ownKey = Property("ownKey", "a widget shows only data of its own key") { step in
    let state = step.after
    let rebuilt = Set(step.refreshes.map(\.widget))
    for widget in state.orderedWidgets {
      guard let kind = state.kinds[widget.kind] else {
        return "\(widget.id) is of kind \(widget.kind), which is not defined"
      }
      let timeline = widget.timeline
      let shown = state.display(widget)
      if shown.content != timeline.data?.value {
        return
          "\(widget.id) shows \(shown.content?.serialized ?? "nothing"), which is not what its timeline read (\(timeline.data?.value.serialized ?? "nothing"))"
      }
      if rebuilt.contains(widget.id), timeline.dataKey != naiveKey(kind, widget.config) {
        return
          "\(widget.id) was rebuilt reading key \(timeline.dataKey ?? "none"), but its configuration gives key \(naiveKey(kind, widget.config) ?? "none")"
      }
      if let problem = checkRead(widget, writes: step.historyAfter.writes) { return problem }
    }
    return nil
  }

  /// What is wrong with the data a widget's timeline read, compared with the writes to its key; nil when right.
  static func checkRead(_ widget: Widget, writes: [String: [DataWrite]]) -> String? {
    let timeline = widget.timeline
    let lastWrite = timeline.dataKey.flatMap { key in writes[key]?.last { $0.seq <= timeline.builtSeq } }
    if let data = timeline.data {
      guard let key = timeline.dataKey else { return "\(widget.id) shows data but its timeline has no key" }
      guard let lastWrite, lastWrite.seq == data.writeSeq, lastWrite.value == data.value else {
        return
          "\(widget.id) shows \(data.value.serialized) (written at seq \(data.writeSeq)), but the last write to its key \(key) before its timeline was built at seq \(timeline.builtSeq) was \(lastWrite.map { "\($0.value.serialized) at seq \($0.seq)" } ?? "none")"
      }
    } else if timeline.missingReason == .noData, let lastWrite {
      return
        "\(widget.id) shows nothing for \(timeline.dataKey ?? "?") as if it had never been written, but seq \(lastWrite.seq) wrote it before the timeline was built"
    }
    return nil
  }

  /// A kind's key for a configuration, by plain text substitution; nil when a named parameter has no value.
  static func naiveKey(_ kind: Kind, _ config: [String: ParamValue]) -> String? {
    var key = kind.dataKey.text
    for param in kind.params where key.contains("{\(param.name)}") {
      guard let value = config[param.name] else { return nil }
      key = key.replacing("{\(param.name)}", with: value.text)
    }
    return key
  }
}

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
      // A recipe's entries are `every` apart from the build; a provider's carry the dates it returned.
      let date = { (index: Int) in
        timeline.provided?.dates[index] ?? timeline.generatedAt + timeline.every * Int64(index)
      }
      var expected = 0
      for index in 0..<timeline.entries where date(index) <= state.now { expected = index }
      let expectedDate = date(expected)
      let shown = state.display(widget)
      if shown.entryIndex != expected || shown.entryDate != expectedDate {
        return
          "\(widget.id) shows entry \(shown.entryIndex + 1) of \(timeline.entries) (dated \(shown.entryDate.iso8601)) at \(state.now.iso8601), but entry \(expected + 1) (dated \(expectedDate.iso8601)) is the last one dated at or before now"
      }
    }
    return nil
  }

  /// A widget shows only data of its own key: the content is its timeline's value (or, for a series, an element of
  /// it), a rebuilt timeline reads the key its configuration resolves to, and the data it read is a write of that key
  /// in a container its kind reads.
  public static let ownKey = Property("ownKey", "a widget shows only data of its own key") { step in
    let state = step.after
    for (widget, shown) in zip(step.widgets, step.displays) {
      guard let kind = state.kinds[widget.kind] else {
        return "\(widget.id) is of kind \(widget.kind), which is not defined"
      }
      // A provider's entries hold what it made of the files it read, not a value read.
      if kind.provider { continue }
      let timeline = widget.timeline
      if !isContent(shown.content, of: timeline.data?.value, series: kind.series) {
        return
          "\(widget.id) shows \(shown.content?.serialized ?? "nothing"), which is not what its timeline read (\(timeline.data?.value.serialized ?? "nothing"))"
      }
      // The read can only change when the timeline is built.
      guard timeline.builtSeq == step.seq else { continue }
      if timeline.dataKey != History.naiveKey(kind, widget.config) {
        return
          "\(widget.id) was rebuilt reading key \(timeline.dataKey ?? "none"), but its configuration gives key \(History.naiveKey(kind, widget.config) ?? "none")"
      }
      if let problem = checkRead(widget, kind, step.historyAfter) { return problem }
    }
    return nil
  }

  /// Whether `content` is what a timeline holding `value` shows: the value, or for a series an element of its array.
  static func isContent(_ content: JSONValue?, of value: JSONValue?, series: Bool) -> Bool {
    if content == value { return true }
    guard series, let content, case .array(let elements)? = value else { return false }
    return elements.contains(content)
  }

  /// What is wrong with the data a widget's timeline read, compared with the writes to its key; nil when right. The
  /// data must be of its key, from before the build, in a container the kind reads: an app's write into the App
  /// Group container when the kind uses it, or in the extension's container an answer the server was given for the
  /// key. It shows nothing as if nothing was written only when no such write exists.
  static func checkRead(_ widget: Widget, _ kind: Kind, _ history: History) -> String? {
    let timeline = widget.timeline
    func readable(_ write: DataWrite) -> Bool {
      // A tap's write lands during a tick, with the tick's seq: before the builds at or after its instant only.
      (write.seq < timeline.builtSeq || write.seq == timeline.builtSeq && write.at <= timeline.generatedAt)
        && (write.container == .extension || (kind.appGroup && write.container == .appGroup))
    }
    let keyWrites = timeline.dataKey.flatMap { history.writes[$0] } ?? []
    if let data = timeline.data {
      guard let key = timeline.dataKey else { return "\(widget.id) shows data but its timeline has no key" }
      let match: DataWrite?
      if data.container == .extension {
        match = history.answers[key]?.last { $0.seq <= data.writeSeq && $0.value == data.value }
      } else {
        match = keyWrites.last {
          $0.seq == data.writeSeq && $0.container == data.container && $0.value == data.value && $0.at == data.writtenAt
        }
      }
      guard let match, readable(match) else {
        return
          "\(widget.id) shows \(data.value.serialized) (written at seq \(data.writeSeq) into the \(data.container.rawValue) container), but nothing of its key \(key) that its kind reads had that value before its timeline was built at seq \(timeline.builtSeq)"
      }
    } else if timeline.missingReason == .noData, let write = keyWrites.last(where: readable) {
      return
        "\(widget.id) shows nothing for \(timeline.dataKey ?? "?") as if it had never been written, but seq \(write.seq) wrote it into the \(write.container.rawValue) container, which its kind reads, before the timeline was built"
    }
    return nil
  }
}

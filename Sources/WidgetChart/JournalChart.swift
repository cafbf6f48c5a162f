import WidgetModel

/// The chart `widgetsim chart` draws, for a program of its own (a test, a report): one SVG with a lane per widget (its
/// status, entries, builds, reload requests and counted refreshes against the budget), a lane per cache key and rows
/// for the app in the foreground, the App Group unavailable and the device offline. The same actions give the same
/// bytes.
public enum JournalChart {
  /// The SVG chart of a journal's `actions`, in order, folded from `initial` (the journal's initial state,
  /// `JournalReplay.initialState(header)`), from the clock's first reading to its last (an hour when it never moves).
  /// - Parameters:
  ///   - title: the chart's title, such as the journal's name.
  ///   - widgets: the ids of the widgets to draw; nil draws every widget placed.
  ///   - zone: the zone times are written in.
  /// - Throws: `ChartSizeError` when the lanes drawn would hold more than two million marks in memory: draw fewer
  ///   widgets.
  /// - Complexity: O(actions + marks drawn).
  public static func svg(
    of actions: some Sequence<Action>, from initial: SimState, title: String, widgets: Set<String>? = nil,
    zone: DisplayZone = .utc
  ) throws(ChartSizeError) -> String {
    let recorder = ChartRecorder(initial, zone: zone, selected: widgets)
    for action in actions { recorder.feed(action) }
    let from = initial.now
    let end = recorder.state.now
    let lanes = widgets?.count ?? recorder.widgets.count
    return try drawn(
      recorder, lanes: lanes, title: title, notes: [], from: from, to: end > from ? end : from + .hours(1), zone: zone
    ).svg
  }

  /// What `recorder` gathered, drawn from `from` to `to`: the SVG and the data it was drawn from, noting the cache keys
  /// left without a lane.
  /// - Throws: `ChartSizeError`, naming the `lanes` chosen and the range, when the recorder held too many marks.
  package static func drawn(
    _ recorder: ChartRecorder, lanes: Int, title: String, notes: [String], from: Instant, to: Instant,
    zone: DisplayZone
  ) throws(ChartSizeError) -> (svg: String, data: ChartData) {
    if recorder.overflowed {
      throw ChartSizeError(
        lanes: lanes, from: fullTime(from, zone), to: fullTime(to, zone), marksMax: recorder.marksMax)
    }
    var data = recorder.data(title: title, notes: notes)
    if recorder.keyCount > ChartRecorder.keyLanesMax {
      data.notes.append(
        "\(ChartRecorder.keyLanesMax) of \(recorder.keyCount) cache keys are drawn: those written, fetched or failed first."
      )
    }
    return (SVGChart(data: data, from: from, to: to, zone: zone).render(), data)
  }

  /// An instant with its date, for messages.
  package static func fullTime(_ instant: Instant, _ zone: DisplayZone) -> String {
    instant.day(in: zone) + " " + instant.text(relativeTo: instant, in: zone)
  }
}

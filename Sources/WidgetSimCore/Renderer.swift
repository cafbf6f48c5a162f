import WidgetCommands
import WidgetModel

/// Pictures of the state for the REPL and `replay`: widgets as boxes, timelines on a time axis, budget bars.
///
/// Every picture reads the same without colour; `style` says how wide it may be and whether to add ANSI colour.
public enum Renderer {
  /// `w1 (weather, systemSmall, city=Beijing): live`.
  static func widgetSummary(_ widget: Widget, in state: SimState) -> String {
    "\(widget.id) (\(widget.kind), \(widget.family.rawValue)\(configText(widget, in: state))): \(state.display(widget).status.rawValue)"
  }

  /// The widget's configuration as `, name=value …`, or nothing for a widget without values.
  static func configText(_ widget: Widget, in state: SimState) -> String {
    let words = state.configWords(widget)
    return words.isEmpty ? "" : ", " + words.joined(separator: " ")
  }

  /// Every widget as a box in its family's proportions, side by side as the width allows, under a line saying when.
  public static func show(_ state: SimState, style: PictureStyle = .plain) -> String {
    let widgets = state.orderedWidgets
    let caption = TextWidth.wrap(situation(state, zone: style.zone), columns: style.width, first: "", rest: "  ").map {
      StyledLine($0, .dim)
    }
    guard !widgets.isEmpty else {
      return (caption + [StyledLine(emptySuggestion(state))]).rendered(style)
    }
    // Every box is at most as wide as the terminal (a wider family is drawn narrower), so tiling never cuts one.
    let pictures = widgets.map { WidgetPicture(widget: $0, state: state, style: style).lines() }
    return (caption + tile(pictures, width: style.width)).rendered(colour: style.colour)
  }

  /// What to type when there is no widget: an `add` that works now, or `define` while no kind is defined yet (before
  /// the built-in kinds, at seq 0).
  static func emptySuggestion(_ state: SimState) -> String {
    if state.kinds["weather"] != nil { return "no widgets yet; add one, e.g. add weather medium city=Shanghai" }
    if let kind = state.orderedKinds.first { return "no widgets yet; add one, e.g. add \(kind.name)" }
    return "no widgets and no kinds yet; define a kind first (help define), or go forward to where one is defined"
  }

  /// One widget as a box, with its policy, next refresh and budget on a line below.
  public static func show(_ widget: Widget, in state: SimState, style: PictureStyle = .plain) -> String {
    let facts = state.facts(of: widget)
    let next = Narrator(state, zone: style.zone).nextRefreshNote(facts.next)
    let note =
      "policy \(widget.timeline.policy.text) · \(next) · budget \(facts.budget.used)/\(facts.budget.limit)"
      + " · why \(widget.id) explains"
    let picture = WidgetPicture(widget: widget, state: state, style: style).lines()
    let notes = TextWidth.wrap(note, columns: style.width, first: "", rest: "  ").map { StyledLine($0, .dim) }
    return (picture + notes).rendered(colour: style.colour)
  }

  /// The gallery's preview of a kind (`snapshot`) as a box badged `[PREVIEW]`, beside the kind's placed widgets as
  /// `show` draws them, under a line saying what is drawn.
  public static func snapshot(_ snapshot: Snapshot, in state: SimState, style: PictureStyle = .plain) -> String {
    let placed = state.orderedWidgets.filter { $0.kind == snapshot.kind }
    let what =
      "the widget gallery's preview of \(snapshot.kind) (\(snapshot.family.rawValue)"
      + (snapshot.widget.config.isEmpty ? "" : ", " + state.configWords(snapshot.widget).joined(separator: " "))
      + ")" + (placed.isEmpty ? "" : ", beside its widgets on the home screen") + "; "
      + situation(state, zone: style.zone)
    let caption = TextWidth.wrap(what, columns: style.width, first: "", rest: "  ").map { StyledLine($0, .dim) }
    let preview = WidgetPicture(widget: snapshot.widget, state: state, style: style, preview: snapshot.display)
    let pictures = [preview.lines()] + placed.map { WidgetPicture(widget: $0, state: state, style: style).lines() }
    return (caption + tile(pictures, width: style.width)).rendered(colour: style.colour)
  }

  /// A widget's entries, last build, now and next refresh on a time axis, and its budget window.
  public static func timeline(_ widget: Widget, in state: SimState, style: PictureStyle = .plain) -> String {
    TimelinePicture(widget: widget, state: state, style: style).lines().rendered(style)
  }

  /// Budget use per widget as bars, with the next refresh or the next free slot.
  public static func budget(_ widgets: [Widget], in state: SimState, style: PictureStyle = .plain) -> String {
    guard !widgets.isEmpty else { return "no widgets" }
    return BudgetPicture(widgets: widgets, state: state, style: style).lines().rendered(colour: style.colour)
  }

  /// `now 09:30 UTC on 2026-03-01 · app background · App Group available`, the time and day in `zone`.
  static func situation(_ state: SimState, zone: DisplayZone) -> String {
    "now \(clock(state.now, zone: zone)) · app \(state.app.rawValue) · App Group "
      + (state.appGroup ? "available" : "unavailable")
  }

  /// `09:30 UTC on 2026-03-01`: an instant as the time of day (by the one rule), the zone's abbreviation and the day.
  public static func clock(_ now: Instant, zone: DisplayZone) -> String {
    "\(now.text(relativeTo: now, in: zone)) \(zone.localType(at: now).abbreviation) on \(now.day(in: zone))"
  }

  /// Pictures side by side in rows that fit `width` columns, tops aligned, two blanks apart, rows a blank line apart.
  static func tile(_ pictures: [[StyledLine]], width: Int, gap: Int = 2) -> [StyledLine] {
    var rows: [[[StyledLine]]] = []
    var rowWidth = 0
    for picture in pictures {
      let pictureWidth = picture.map(\.width).max() ?? 0
      if let last = rows.last, !last.isEmpty, rowWidth + gap + pictureWidth <= width {
        rows[rows.count - 1].append(picture)
        rowWidth += gap + pictureWidth
      } else {
        rows.append([picture])
        rowWidth = pictureWidth
      }
    }
    var lines: [StyledLine] = []
    for (index, row) in rows.enumerated() {
      if index > 0 { lines.append(StyledLine()) }
      lines += joinSideBySide(row, gap: gap)
    }
    return lines
  }

  /// The pictures of one row joined line by line, shorter ones padded with blank lines below.
  static func joinSideBySide(_ pictures: [[StyledLine]], gap: Int) -> [StyledLine] {
    let height = pictures.map(\.count).max() ?? 0
    let widths = pictures.map { $0.map(\.width).max() ?? 0 }
    return (0..<height).map { row in
      var line = StyledLine()
      for (index, picture) in pictures.enumerated() {
        if index > 0 { line.append(String(repeating: " ", count: gap)) }
        line.append(
          row < picture.count ? picture[row].fitted(to: widths[index]) : StyledLine().fitted(to: widths[index]))
      }
      return line
    }
  }

  /// Shortens text to `limit` characters with an ellipsis.
  static func clip(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }
}

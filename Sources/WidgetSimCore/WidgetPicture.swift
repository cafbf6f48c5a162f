import WidgetCommands
import WidgetModel

/// One widget drawn as a box in its family's proportions, or as a single line for accessoryInline: its id and kind,
/// configuration, displayed content, entry time, data age, source and a status badge; or the gallery's preview of a
/// kind (`snapshot`), badged `[PREVIEW]`.
struct WidgetPicture {
  /// The widget drawn.
  let widget: Widget
  /// The state it is drawn in.
  let state: SimState
  /// The width it may take (a box wider than that is drawn narrower) and the zone its times are written in.
  var style = PictureStyle.plain
  /// What the gallery's preview shows, when the picture is a preview (`snapshot`) rather than a placed widget.
  var preview: Display? = nil

  /// What the widget displays now.
  var shown: Display { preview ?? state.display(widget) }

  /// The badge in the bottom border: the status's, or `[PREVIEW]`.
  var badge: String { preview == nil ? Self.badge(shown.status) : "[PREVIEW]" }

  /// The badge's colour.
  var badgeTone: Tone { preview == nil ? Self.tone(shown.status) : .cyan }

  /// The shape of the widget's family, narrowed to the style's width.
  var shape: FamilyShape { FamilyShape.of(widget.family).narrowed(to: style.width) }

  /// The picture's lines, all of the same width.
  func lines() -> [StyledLine] {
    if widget.family == .accessoryInline { return [inlineLine()] }
    let shape = shape
    var body = [configLine(columns: shape.textColumns)]
    let footer = footerLines(columns: shape.textColumns)
    let contentRows = max(0, shape.innerRows - body.count - footer.count)
    let content = contentLines(columns: shape.textColumns, rows: contentRows)
    body += content
    body += Array(repeating: StyledLine(), count: max(0, contentRows - content.count))
    body += footer
    return [topBorder()] + body.prefix(shape.innerRows).map(framed) + [bottomBorder()]
  }

  /// A body line between the side borders, with its margins, centred for a round box.
  func framed(_ line: StyledLine) -> StyledLine {
    let shape = shape
    var inner = line
    if shape.centred {
      let left = max(0, (shape.textColumns - line.width) / 2)
      inner = StyledLine(String(repeating: " ", count: left)) + line
    }
    return StyledLine("│ ", .dim) + inner.fitted(to: shape.textColumns) + StyledLine(" │", .dim)
  }

  /// The top border with the widget's id and kind in it.
  func topBorder() -> StyledLine {
    let shape = shape
    let title = TextWidth.clip("\(widget.id) \(widget.kind)", columns: shape.columns - 6)
    var line = StyledLine(shape.corners.topLeft + "─ ", .dim)
    line.append(title, .bold)
    let rest = shape.columns - 5 - TextWidth.columns(title)
    line.append(" " + String(repeating: "─", count: rest) + shape.corners.topRight, .dim)
    return line
  }

  /// The bottom border with the status badge in it (centred for a round box, else at the right).
  func bottomBorder() -> StyledLine {
    let shape = shape
    let badge = TextWidth.clip(self.badge, columns: shape.columns - 2)
    let dashes = shape.columns - 2 - TextWidth.columns(badge)
    let right = shape.centred ? dashes / 2 : min(1, dashes)
    var line = StyledLine(shape.corners.bottomLeft + String(repeating: "─", count: dashes - right), .dim)
    line.append(badge, badgeTone)
    line.append(String(repeating: "─", count: right) + shape.corners.bottomRight, .dim)
    return line
  }

  /// The configuration as `name=value` words (values only in an accessory, or when the words do not fit).
  func configLine(columns: Int) -> StyledLine {
    guard let kind = state.kinds[widget.kind], !kind.params.isEmpty else {
      return StyledLine(TextWidth.clip(configText, columns: columns), .dim)
    }
    let values = kind.params.map { widget.config[$0.name]?.text ?? "(none)" }
    let words = configText
    let text = shape.compact || TextWidth.columns(words) > columns ? values.joined(separator: " ") : words
    return StyledLine(TextWidth.clip(text, columns: columns), .cyan)
  }

  /// The configuration as `name=value` words in the kind's parameter order, `(none)` for a missing value; for a kind
  /// without parameters, `static` (a recipe whose configuration cannot change), or `provider` for a kind whose
  /// timelines come from a developer's own provider, whose content is the provider's and not fixed.
  var configText: String {
    guard let kind = state.kinds[widget.kind], !kind.params.isEmpty else {
      return state.kinds[widget.kind]?.provider == true ? "provider" : "static"
    }
    return kind.params.map { "\($0.name)=\(widget.config[$0.name]?.text ?? "(none)")" }.joined(separator: " ")
  }

  /// Whether the widget shows its blank fallback: no content, and a kind whose fallback is a blank view, whatever its
  /// status (a stale widget with newer data waiting is blank until rebuilt). The preview never is: the gallery shows
  /// the placeholder.
  var showsBlank: Bool {
    preview == nil && shown.content == nil && state.kinds[widget.kind]?.fallback == .blank
  }

  /// The displayed content in at most `rows` lines: the data, sample bars for a placeholder, nothing when blank.
  func contentLines(columns: Int, rows: Int) -> [StyledLine] {
    guard let content = shown.content else {
      guard !showsBlank else { return [] }
      return Self.placeholderBars(columns: columns, rows: min(rows, shape.compact ? 2 : 4)).map { StyledLine($0, .dim) }
    }
    let lines = ContentText.lines(content, columns: columns, time: time)
    return ContentText.fit(lines, rows: rows, columns: columns).map { StyledLine($0) }
  }

  /// The entry, data age and what the widget is missing, packed into as few lines as fit.
  func footerLines(columns: Int) -> [StyledLine] {
    let phrases = footerPhrases().map { choices in
      choices.first { TextWidth.columns($0) <= columns } ?? TextWidth.clip(choices.last!, columns: columns)
    }
    guard !shape.compact else { return [StyledLine(phrases[0], .dim)] }
    var lines: [String] = []
    for phrase in phrases {
      if let last = lines.last, TextWidth.columns(last + " · " + phrase) <= columns {
        lines[lines.count - 1] = last + " · " + phrase
      } else {
        lines.append(phrase)
      }
    }
    return lines.map { StyledLine($0, .dim) }
  }

  /// The footer's phrases, each as choices from the longest to the shortest: the entry and its time (the preview's
  /// time), the data's age (or why there is none), the source, the series element, newer data waiting, a failed
  /// build. An accessory gets a single short phrase instead.
  func footerPhrases() -> [[String]] {
    let shown = shown
    let time = time(shown.entryDate)
    let age = shown.dataAge?.text
    if shape.compact {
      guard let age else { return [["\(time) · no data", time]] }
      return [["\(time) · \(age) old", "\(time) · \(age)", time]]
    }
    let entry = "entry \(shown.entryIndex + 1)/\(widget.timeline.entries)"
    var phrases = [preview == nil ? ["\(entry) at \(time)", "\(entry) \(time)", time] : ["preview at \(time)", time]]
    if let age, let data = widget.timeline.data {
      let short = "data \(age) old"
      phrases.append(shown.dataState == .expired ? ["\(short) (ttl \(data.ttl.text))", short] : [short])
    } else if widget.timeline.provided == nil {
      phrases.append(missingPhrases())
    }
    if let source = sourcePhrases() { phrases.append(source) }
    if let series = seriesPhrases() { phrases.append(series) }
    if let newer = shown.newerData {
      let at = self.time(newer.writtenAt)
      phrases.append(["newer data since \(at)", "newer data \(at)"])
    }
    if let failure = widget.failure {
      let how = Narrator(state).failureWord(widget)
      phrases.append(["\(how) \(self.time(failure.at))", how, "build failed"])
    }
    return phrases
  }

  /// Where the shown data came from — `via network`, `from cache 08:00` (with what the fetch did), `fallback` — for
  /// a kind that fetches or reads only the extension's container, and for the preview's data; nil otherwise, where
  /// the data's age says it all.
  func sourcePhrases() -> [String]? {
    guard let kind = state.kinds[widget.kind] else { return nil }
    guard kind.fetch == .network || kind.provider || !kind.appGroup || (preview != nil && widget.timeline.data != nil)
    else {
      return nil
    }
    let fetch = kind.provider ? "" : widget.timeline.fetch.map { " (\($0.name))" } ?? ""
    switch shown.source {
    case .network: return ["via network"]
    case .cache:
      let at = time(widget.timeline.data?.writtenAt ?? widget.timeline.generatedAt)
      return ["from cache \(at)\(fetch)", "from cache \(at)", "cache \(at)"]
    case .fallback: return ["fallback\(fetch)", "fallback"]
    case .provider:
      let count = widget.timeline.entries
      return ["provider, entry \(shown.entryIndex + 1) of \(count)", "provider \(shown.entryIndex + 1)/\(count)"]
    }
  }

  /// For a series kind, the element the displayed entry shows (`element 3 of 24`), or that the value is not an
  /// array; nil for other kinds and when nothing is shown.
  func seriesPhrases() -> [String]? {
    guard state.kinds[widget.kind]?.series == true, let data = widget.timeline.data else { return nil }
    guard case .array(let elements) = data.value, !elements.isEmpty else { return ["not an array", "no array"] }
    let element = min(shown.entryIndex, elements.count - 1) + 1
    return ["element \(element) of \(elements.count)", "el. \(element)/\(elements.count)"]
  }

  /// Why the widget shows no data, in a few words, from the longest to the shortest.
  func missingPhrases() -> [String] {
    switch widget.timeline.missingReason {
    case .unresolvedKey(let param): return ["no data: \(param) has no value", "\(param) has no value"]
    case .appGroupUnavailable: return ["no data: App Group was off", "App Group was off", "App Group off"]
    case .noData, nil: return ["no data in \(widget.timeline.dataKey ?? "the cache")", "no data yet"]
    case .expired: return ["cached data expired", "expired"]
    case .buildFailed: return ["first build failed", "build failed"]
    }
  }

  /// The single line of an accessoryInline widget: id and kind, configuration, content, time, badge.
  func inlineLine() -> StyledLine {
    let shown = shown
    var line = StyledLine("\(widget.id) \(widget.kind)", .bold)
    line.append(" ▸ ", .dim)
    line.append(configLine(columns: 20))
    let content = shown.content.map { ContentText.inline($0, time: time) } ?? (showsBlank ? "" : "░░░░░ ░░░")
    if !content.isEmpty { line.append(" · " + content, shown.content == nil ? .dim : .plain) }
    line.append(" · " + time(shown.entryDate), .dim)
    let badge = self.badge
    let room = shape.columns - 1 - TextWidth.columns(badge)
    var clipped = StyledLine()
    for run in line.runs where clipped.width < room {
      clipped.append(TextWidth.clip(run.text, columns: room - clipped.width), run.tone)
    }
    return clipped + StyledLine(" ") + StyledLine(badge, badgeTone)
  }

  /// The badge of a status: `[LIVE]`, `[STALE]`, `[BLANK]`, `[PLACEHOLDER]`.
  static func badge(_ status: WidgetStatus) -> String { "[\(status.rawValue.uppercased())]" }

  /// The colour of a status's badge.
  static func tone(_ status: WidgetStatus) -> Tone {
    switch status {
    case .live: return .green
    case .stale: return .yellow
    case .blank: return .red
    case .placeholder: return .magenta
    }
  }

  /// An instant as human output writes it (docs/MODEL.md, "Time"), relative to the state's now.
  func time(_ instant: Instant) -> String { style.time(instant, now: state.now) }

  /// Grey bars standing for sample content, as SwiftUI's redacted placeholder draws it.
  static func placeholderBars(columns: Int, rows: Int) -> [String] {
    let shapes: [(Int, Int)] = [(70, 20), (45, 35), (60, 0), (30, 40)]
    return (0..<max(0, rows)).map { row in
      let (first, second) = shapes[row % shapes.count]
      let a = max(1, columns * first / 100)
      let b = columns * second / 100
      return String(repeating: "░", count: a)
        + (b > 0 && a + 1 + b <= columns ? " " + String(repeating: "░", count: b) : "")
    }
  }
}

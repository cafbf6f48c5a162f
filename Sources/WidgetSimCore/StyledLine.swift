import WidgetCommands

/// A colour or emphasis for a run of text, drawn as an ANSI SGR sequence only when colour is on.
public enum Tone: Sendable, Equatable {
  /// The tones: none, faint, bold, and five colours (the status badges and marks use them).
  case plain, dim, bold, green, yellow, red, magenta, cyan

  /// The SGR parameters that switch this tone on.
  public var sgr: String {
    switch self {
    case .plain: return "0"
    case .dim: return "2"
    case .bold: return "1"
    case .green: return "32"
    case .yellow: return "33"
    case .red: return "31"
    case .magenta: return "35"
    case .cyan: return "36"
    }
  }

  /// `text` wrapped in this tone's escape sequences, or `text` itself without colour.
  public func paint(_ text: String, colour: Bool) -> String {
    guard colour, self != .plain, !text.isEmpty else { return text }
    return "\u{1B}[\(sgr)m\(text)\u{1B}[0m"
  }
}

/// One line of a picture: runs of text, each with a tone, measured in terminal columns.
struct StyledLine: Sendable, Equatable {
  /// A run of text in one tone.
  struct Run: Sendable, Equatable {
    var text: String
    var tone: Tone
  }

  /// The runs, left to right.
  private(set) var runs: [Run] = []
  /// The columns the line takes on a terminal.
  private(set) var width = 0

  /// A line holding `text` in `tone` (empty by default).
  init(_ text: String = "", _ tone: Tone = .plain) {
    append(text, tone)
  }

  /// Adds `text` in `tone` at the end of the line.
  mutating func append(_ text: String, _ tone: Tone = .plain) {
    guard !text.isEmpty else { return }
    width += TextWidth.columns(text)
    if let last = runs.last, last.tone == tone {
      runs[runs.count - 1].text += text
    } else {
      runs.append(Run(text: text, tone: tone))
    }
  }

  /// Adds every run of `other` at the end of the line.
  mutating func append(_ other: StyledLine) {
    for run in other.runs { append(run.text, run.tone) }
  }

  /// The line followed by `other`.
  static func + (line: StyledLine, other: StyledLine) -> StyledLine {
    var joined = line
    joined.append(other)
    return joined
  }

  /// The line cut to at most `columns` columns (with no ellipsis), then padded with blanks to exactly `columns`.
  func fitted(to columns: Int) -> StyledLine {
    // A line that fits (the usual case: the lines of one picture share its width) is only padded.
    if width <= columns {
      guard width < columns else { return self }
      var padded = self
      padded.append(String(repeating: " ", count: columns - width))
      return padded
    }
    var fitted = StyledLine()
    for run in runs {
      let room = columns - fitted.width
      guard room > 0 else { break }
      fitted.append(TextWidth.prefix(run.text, columns: room), run.tone)
    }
    fitted.append(String(repeating: " ", count: max(0, columns - fitted.width)))
    return fitted
  }

  /// The line within `columns` columns: as it is when it fits; a line of one tone (a caption, a note) wrapped at
  /// blanks onto several lines; a line of several tones (a row of a picture) cut.
  func wrapped(to columns: Int) -> [StyledLine] {
    guard width > columns else { return [self] }
    guard runs.count == 1 else { return [prefix(columns: columns)] }
    return TextWidth.wrap(runs[0].text, columns: columns).map { StyledLine($0, runs[0].tone) }
  }

  /// The plain text of the line, without tones.
  var plainText: String { runs.map(\.text).joined() }

  /// The line cut to at most `columns` columns, with no padding.
  func prefix(columns: Int) -> StyledLine {
    guard width > columns else { return self }
    var cut = StyledLine()
    for run in runs where cut.width < columns {
      cut.append(TextWidth.prefix(run.text, columns: columns - cut.width), run.tone)
    }
    return cut
  }

  /// The line without its trailing blanks, whatever their tone.
  func trimmingTrailingBlanks() -> StyledLine {
    var trimmed = self
    while let last = trimmed.runs.last, last.text.last == " " {
      let text = String(last.text.reversed().drop { $0 == " " }.reversed())
      trimmed.width -= TextWidth.columns(last.text) - TextWidth.columns(text)
      if text.isEmpty {
        trimmed.runs.removeLast()
      } else {
        trimmed.runs[trimmed.runs.count - 1].text = text
      }
    }
    return trimmed
  }

  /// The line as terminal text: with ANSI tones when `colour` is set, plain otherwise.
  func rendered(colour: Bool) -> String {
    runs.map { $0.tone.paint($0.text, colour: colour) }.joined()
  }
}

/// A picture: its lines, drawn together.
extension Array where Element == StyledLine {
  /// The lines as terminal text, one per line, without trailing blanks.
  func rendered(colour: Bool) -> String {
    map { $0.trimmingTrailingBlanks().rendered(colour: colour) }.joined(separator: "\n")
  }

  /// The lines as terminal text within `style`'s width (see `StyledLine.wrapped(to:)`), coloured as it says.
  func rendered(_ style: PictureStyle) -> String {
    flatMap { $0.trimmingTrailingBlanks().wrapped(to: style.width) }.rendered(colour: style.colour)
  }
}

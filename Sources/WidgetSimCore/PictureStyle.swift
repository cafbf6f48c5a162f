import WidgetModel

/// How pictures and text are drawn: the columns available, whether ANSI colour is used, and the display zone.
public struct PictureStyle: Equatable, Sendable {
  /// The columns pictures and text may use: boxes too wide are drawn narrower, prose wraps, widgets go to the next
  /// row.
  public var width: Int
  /// Whether to add ANSI colour and emphasis (the pictures read the same without).
  public var colour: Bool
  /// The time zone instants are written in (docs/MODEL.md, "Time"); the model and the journal stay in UTC.
  public var zone: DisplayZone
  /// Whether prose (why, doctor, reports, notes) is wrapped to `width`: on a terminal, not in pipes and files, where
  /// one line per sentence is easier to search.
  public var wrapsText: Bool

  /// Creates a style; the width is kept between `widthMin` and `widthMax`.
  public init(width: Int, colour: Bool, zone: DisplayZone = .utc, wrapsText: Bool = false) {
    self.width = min(max(width, PictureStyle.widthMin), PictureStyle.widthMax)
    self.colour = colour
    self.zone = zone
    self.wrapsText = wrapsText
  }

  /// An instant as human output writes it, relative to `now`, in the style's zone.
  public func time(_ instant: Instant, now: Instant) -> String { instant.text(relativeTo: now, in: zone) }

  /// What pipes, files, replays and tests get: 100 columns, no colour.
  public static let plain = PictureStyle(width: 100, colour: false)

  /// The narrowest width honoured (README, "Everything fits the terminal's width"); a smaller terminal still gets
  /// pictures this wide. Boxes are drawn narrower, a timeline's axis shorter and a budget's bars under their names.
  public static let widthMin = 24

  /// The widest width honoured, so a huge terminal does not stretch the timeline axis absurdly.
  public static let widthMax = 400
}

/// How pictures are drawn: the columns available and whether ANSI colour is used.
public struct PictureStyle: Equatable, Sendable {
  /// The columns a picture may use; wider pictures are clipped, widgets wrap to the next row.
  public var width: Int
  /// Whether to add ANSI colour and emphasis (the pictures read the same without).
  public var colour: Bool

  /// Creates a style; the width is kept between `widthMin` and `widthMax`.
  public init(width: Int, colour: Bool) {
    self.width = min(max(width, PictureStyle.widthMin), PictureStyle.widthMax)
    self.colour = colour
  }

  /// What pipes, files, replays and tests get: 100 columns, no colour.
  public static let plain = PictureStyle(width: 100, colour: false)

  /// The narrowest width honoured; a smaller terminal still gets pictures this wide.
  public static let widthMin = 40

  /// The widest width honoured, so a huge terminal does not stretch the timeline axis absurdly.
  public static let widthMax = 400
}

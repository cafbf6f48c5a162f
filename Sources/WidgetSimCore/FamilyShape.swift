import WidgetModel

/// The box a family is drawn in: its size in terminal cells (a cell is about twice as tall as wide) and its look.
struct FamilyShape: Equatable, Sendable {
  /// The box's width in columns, borders included.
  var columns: Int
  /// The box's height in rows, borders included; 1 for a line with no box.
  var rows: Int
  /// Whether the corners are rounded (accessoryCircular).
  var rounded = false
  /// Whether text is centred (accessoryCircular).
  var centred = false
  /// Whether the box is an accessory's: configuration values only, time and age in one short line.
  var compact = false

  /// The shape of `family`, after WidgetKit's point sizes (small 170², medium 364×170, large 364×382, …), rounded so
  /// that two mediums, or a small, a medium and a small, fit side by side in 100 columns.
  static func of(_ family: Family) -> FamilyShape {
    switch family {
    case .systemSmall: return FamilyShape(columns: 24, rows: 11)
    case .systemMedium: return FamilyShape(columns: 48, rows: 11)
    case .systemLarge: return FamilyShape(columns: 48, rows: 23)
    case .systemExtraLarge: return FamilyShape(columns: 98, rows: 23)
    case .accessoryCircular: return FamilyShape(columns: 16, rows: 6, rounded: true, centred: true, compact: true)
    case .accessoryRectangular: return FamilyShape(columns: 30, rows: 6, compact: true)
    case .accessoryInline: return FamilyShape(columns: 72, rows: 1, compact: true)
    }
  }

  /// The shape at most `width` columns wide: a box too wide for the terminal is drawn narrower, never cut.
  func narrowed(to width: Int) -> FamilyShape {
    var shape = self
    shape.columns = min(columns, max(width, 16))
    return shape
  }

  /// The columns of text inside the borders and their one-blank margins.
  var textColumns: Int { columns - 4 }

  /// The rows inside the top and bottom borders.
  var innerRows: Int { rows - 2 }

  /// The box-drawing characters: top-left, top-right, bottom-left, bottom-right, horizontal, vertical.
  var corners: (topLeft: String, topRight: String, bottomLeft: String, bottomRight: String) {
    rounded ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
  }
}

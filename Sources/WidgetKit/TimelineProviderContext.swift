/// How a widget is shown when WidgetKit asks its provider for entries. There is no public initializer, as on iOS:
/// WidgetKit (here, the simulation) makes contexts.
public struct TimelineProviderContext: Sendable {
  /// The widget's family.
  public let family: WidgetFamily
  /// Whether the widget is shown in the widget gallery, where the provider should answer at once with sample data.
  public let isPreview: Bool
  /// The widget's size in points.
  public let displaySize: CGSize

  /// A context for a widget of `family`, in the gallery or not, of `displaySize` points (by default the family's
  /// size on an iPhone with a 393×852 pt screen, `displaySize(of:)`).
  @_spi(WidgetSimHost)
  public init(family: WidgetFamily, isPreview: Bool, displaySize: CGSize? = nil) {
    self.family = family
    self.isPreview = isPreview
    self.displaySize = displaySize ?? Self.displaySize(of: family)
  }

  /// A family's size in points from Apple's Human Interface Guidelines (Widgets, Specifications): on an iPhone
  /// whose screen is 393×852 pt in portrait (iPhone 14 Pro, 15, 15 Pro, 16), and for `systemExtraLarge`, which
  /// iPhone lacks, on an iPad whose screen is 820×1180 pt (iPad Air 11-inch, iPad 10th generation) as rendered.
  @_spi(WidgetSimHost)
  public static func displaySize(of family: WidgetFamily) -> CGSize {
    switch family {
    case .systemSmall: return CGSize(width: 158, height: 158)
    case .systemMedium: return CGSize(width: 338, height: 158)
    case .systemLarge: return CGSize(width: 338, height: 354)
    case .systemExtraLarge: return CGSize(width: 628, height: 300)
    case .accessoryCircular: return CGSize(width: 72, height: 72)
    case .accessoryRectangular: return CGSize(width: 160, height: 72)
    case .accessoryInline: return CGSize(width: 234, height: 26)
    }
  }
}

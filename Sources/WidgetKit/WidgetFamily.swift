/// The size and shape a widget is shown in: the Home Screen's system families and the Lock Screen's accessory
/// families. (watchOS's `accessoryCorner` is left out: it is unavailable on iOS.)
public enum WidgetFamily: Hashable, Sendable, CaseIterable, CustomStringConvertible, CustomDebugStringConvertible {
  case systemSmall
  case systemMedium
  case systemLarge
  /// On iPad only.
  case systemExtraLarge
  case accessoryCircular
  case accessoryRectangular
  case accessoryInline

  /// The case's name, as Apple's prints it: "systemSmall".
  public var description: String {
    switch self {
    case .systemSmall: return "systemSmall"
    case .systemMedium: return "systemMedium"
    case .systemLarge: return "systemLarge"
    case .systemExtraLarge: return "systemExtraLarge"
    case .accessoryCircular: return "accessoryCircular"
    case .accessoryRectangular: return "accessoryRectangular"
    case .accessoryInline: return "accessoryInline"
    }
  }

  /// The case's name.
  public var debugDescription: String { description }
}

/// A WidgetKit widget family: the size and shape a widget is placed in.
public enum Family: String, CaseIterable, Hashable, Sendable {
  case systemSmall, systemMedium, systemLarge, systemExtraLarge
  case accessoryCircular, accessoryRectangular, accessoryInline

  /// The short name accepted in commands (`small`, `xl`, `inline` …).
  public var shortName: String {
    switch self {
    case .systemSmall: return "small"
    case .systemMedium: return "medium"
    case .systemLarge: return "large"
    case .systemExtraLarge: return "xl"
    case .accessoryCircular: return "circular"
    case .accessoryRectangular: return "rectangular"
    case .accessoryInline: return "inline"
    }
  }

  /// Reads a WidgetKit name or a short name, ignoring case.
  public init?(name: String) {
    let lowered = name.lowercased()
    guard let family = Family.allCases.first(where: { $0.rawValue.lowercased() == lowered || $0.shortName == lowered })
    else { return nil }
    self = family
  }

  /// Every name a user may type for a family, short ones first.
  public static var allNames: [String] { allCases.map(\.shortName) + allCases.map(\.rawValue) }
}

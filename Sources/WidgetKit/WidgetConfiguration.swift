/// What a widget declares about itself: its kind, its provider, the view for its entries, and the modifiers that name
/// and limit it (`configurationDisplayName`, `supportedFamilies`, …). As Apple's, a configuration is a description
/// that WidgetKit reads: here the simulator reads it (`WidgetDeclaration`) and leaves the views out.
public protocol WidgetConfiguration {
  /// The configuration this one is made of; `Never` for the ones WidgetKit provides.
  associatedtype Body: WidgetConfiguration

  /// The configuration this one is made of.
  @WidgetConfigurationBuilder var body: Body { get }

  /// What the simulator reads of the configuration: the widgets it declares, with their modifiers applied. Every
  /// configuration of this module answers it; one of yours answers what its `body` declares.
  var _widgetDeclarations: [WidgetDeclaration] { get }
}

extension WidgetConfiguration {
  /// What the configuration's body declares.
  public var _widgetDeclarations: [WidgetDeclaration] { body._widgetDeclarations }
}

extension Never: WidgetConfiguration {
  /// `Never` has no body: it is the body of the configurations WidgetKit provides.
  public var body: Never { fatalError("Never has no body") }

  /// Nothing: there is no value of `Never`.
  public var _widgetDeclarations: [WidgetDeclaration] { [] }
}

/// A widget's declaration as the simulator reads it from its configuration: the kind, the provider, and what the
/// modifiers said. The families are nil when `supportedFamilies(_:)` was not used (WidgetKit's default).
public struct WidgetDeclaration {
  /// The provider of a declaration: a `TimelineProvider` (`StaticConfiguration`) or an
  /// `AppIntentTimelineProvider` (`AppIntentConfiguration`).
  public enum Provider {
    case timeline(any TimelineProvider)
    case appIntent(any AppIntentTimelineProvider)
  }

  /// The widget's `kind` string.
  public let kind: String
  /// The widget's provider.
  public let provider: Provider
  /// The families from `supportedFamilies(_:)`, or nil for WidgetKit's default.
  public var families: [WidgetFamily]?
  /// The name from `configurationDisplayName(_:)`, when given.
  public var displayName: String?
  /// The text from `description(_:)`, when given.
  public var description: String?
  /// Whether `contentMarginsDisabled()` was applied.
  public var contentMarginsDisabled = false

  /// The families WidgetKit offers on iOS when a widget does not say: the Home Screen's system families.
  public static let defaultFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]

  /// The families the widget supports: those it names, else WidgetKit's default.
  public var supportedFamilies: [WidgetFamily] { families ?? Self.defaultFamilies }

  /// A declaration of `kind` with `provider` and no modifiers.
  init(kind: String, provider: Provider) {
    self.kind = kind
    self.provider = provider
  }
}

/// Makes a configuration from a `body`'s statements: one configuration, or one of two in an `if`.
@resultBuilder
public enum WidgetConfigurationBuilder {
  /// The one configuration.
  public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }

  /// The configuration of an `if`'s first branch.
  public static func buildEither<First: WidgetConfiguration>(first: First) -> AnyWidgetConfiguration {
    AnyWidgetConfiguration(first)
  }

  /// The configuration of an `if`'s second branch.
  public static func buildEither<Second: WidgetConfiguration>(second: Second) -> AnyWidgetConfiguration {
    AnyWidgetConfiguration(second)
  }

  /// A configuration under `if #available`.
  public static func buildLimitedAvailability<Content: WidgetConfiguration>(_ content: Content)
    -> AnyWidgetConfiguration
  {
    AnyWidgetConfiguration(content)
  }
}

/// A configuration whose type is hidden: the branches of an `if` in a `body`.
public struct AnyWidgetConfiguration: WidgetConfiguration {
  /// The declarations of the configuration it holds.
  public let _widgetDeclarations: [WidgetDeclaration]

  /// The configuration `configuration`, its type hidden.
  public init<Configuration: WidgetConfiguration>(_ configuration: Configuration) {
    _widgetDeclarations = configuration._widgetDeclarations
  }

  /// Provided by WidgetKit: no body.
  public var body: Never { fatalError("AnyWidgetConfiguration has no body") }
}

/// A configuration that declares no widget.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
  /// The empty configuration.
  public init() {}

  /// None.
  public var _widgetDeclarations: [WidgetDeclaration] { [] }

  /// Provided by WidgetKit: no body.
  public var body: Never { fatalError("EmptyWidgetConfiguration has no body") }
}

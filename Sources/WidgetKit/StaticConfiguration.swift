/// A widget's configuration with a `TimelineProvider`: no options a person configures. The content closure makes
/// the entry's view; the simulator never calls it (nothing here draws), so its views may sit behind
/// `#if canImport(SwiftUI)` (docs/PROVIDERS.md, "A widget's files").
public struct StaticConfiguration<Content>: WidgetConfiguration {
  /// The declaration the simulator reads.
  let declaration: WidgetDeclaration

  /// A widget of `kind` whose timelines come from `provider`, its entries shown by `content`.
  public init<Provider: TimelineProvider>(
    kind: String, provider: Provider, content: @escaping (Provider.Entry) -> Content
  ) {
    declaration = WidgetDeclaration(kind: kind, provider: .timeline(provider))
  }

  /// The widget this configuration declares.
  public var _widgetDeclarations: [WidgetDeclaration] { [declaration] }

  /// Provided by WidgetKit: no body.
  public var body: Never { fatalError("StaticConfiguration has no body") }
}

/// A widget's configuration with an `AppIntentTimelineProvider`: a person configures each widget with the intent's
/// parameters. The content closure makes the entry's view; the simulator never calls it.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content>: WidgetConfiguration {
  /// The declaration the simulator reads.
  let declaration: WidgetDeclaration

  /// A widget of `kind` configured by `intent`, whose timelines come from `provider`, its entries shown by `content`.
  public init<Provider: AppIntentTimelineProvider>(
    kind: String, intent: Intent.Type = Intent.self, provider: Provider,
    content: @escaping (Provider.Entry) -> Content
  ) where Intent == Provider.Intent {
    declaration = WidgetDeclaration(kind: kind, provider: .appIntent(provider))
  }

  /// The widget this configuration declares.
  public var _widgetDeclarations: [WidgetDeclaration] { [declaration] }

  /// Provided by WidgetKit: no body.
  public var body: Never { fatalError("AppIntentConfiguration has no body") }
}

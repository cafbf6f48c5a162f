/// A type that tells WidgetKit what a widget shows and when: a placeholder at once, a snapshot for transient
/// places such as the gallery, and timelines. The completion handlers are `@Sendable` under `@preconcurrency`, as in
/// Apple's current SDK, so a provider written without `@Sendable` still conforms in Swift 6.
public protocol TimelineProvider {
  /// The provider's entry type.
  associatedtype Entry: TimelineEntry
  /// The context WidgetKit passes.
  typealias Context = TimelineProviderContext

  /// An entry to show at once, with no data loaded: synchronous and quick.
  func placeholder(in context: Context) -> Entry

  /// The entry for now, for the gallery and other transient places; call `completion` once.
  @preconcurrency func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)

  /// Entries for now and later, with a reload policy; call `completion` once.
  @preconcurrency func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// A provider for a widget a person configures with an `AppIntent`: each call gets that widget's intent.
public protocol AppIntentTimelineProvider {
  /// The provider's entry type.
  associatedtype Entry: TimelineEntry
  /// The configuration intent.
  associatedtype Intent: WidgetConfigurationIntent
  /// The context WidgetKit passes.
  typealias Context = TimelineProviderContext

  /// An entry to show at once, with no data loaded: synchronous and quick.
  func placeholder(in context: Context) -> Entry

  /// The entry for now, for the gallery and other transient places.
  func snapshot(for configuration: Intent, in context: Context) async -> Entry

  /// Entries for now and later, with a reload policy.
  func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>

  /// Ready-made configurations offered where there is no configuration sheet (watchOS); none by default.
  func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
  /// No recommendations.
  public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A ready-made configuration of a widget and its description.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
  /// The configured intent.
  public let intent: Intent
  /// The description shown with it.
  public let description: String

  /// A recommendation of `intent`, described.
  public init(intent: Intent, description: LocalizedStringResource) {
    self.intent = intent
    self.description = description.key
  }

  /// A recommendation of `intent`, described by a string.
  public init<S: StringProtocol>(intent: Intent, description: S) {
    self.intent = intent
    self.description = String(description)
  }
}

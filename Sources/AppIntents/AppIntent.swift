/// An action the system can run, here only in its role as a widget's configuration. Apple's protocol has many more
/// requirements, all with defaults; these are the ones a configuration intent declares.
public protocol AppIntent: Sendable {
  /// What `perform()` returns.
  associatedtype PerformResult: IntentResult = IntentResultContainer

  /// The intent's name, shown in the configuration sheet.
  static var title: LocalizedStringResource { get }

  /// The intent's description, shown under its title; none by default.
  static var description: IntentDescription? { get }

  /// The type of the intent's summary.
  associatedtype SummaryContent: ParameterSummary = EmptyParameterSummary

  /// How the configuration sheet summarizes the parameters; accepted and not read here.
  @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }

  /// An intent whose parameters hold their defaults; the system sets the values a person chose.
  init()

  /// Runs the intent. A widget's configuration intent is never run, so the default does nothing.
  func perform() async throws -> PerformResult
}

extension AppIntent {
  /// No description, unless the intent declares one.
  public static var description: IntentDescription? { nil }

  /// `@Parameter` inside an intent names `IntentParameter`, as in Apple's AppIntents.
  public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>
}

extension AppIntent where SummaryContent == EmptyParameterSummary {
  /// No summary, unless the intent declares one.
  public static var parameterSummary: EmptyParameterSummary { EmptyParameterSummary() }
}

extension AppIntent where PerformResult == IntentResultContainer {
  /// Does nothing and returns the empty result: configuration intents are read, never run.
  public func perform() async throws -> IntentResultContainer { .result() }
}

/// An intent that configures a widget: the values a person chose for one widget, handed to
/// `AppIntentTimelineProvider`'s methods.
public protocol WidgetConfigurationIntent: AppIntent {}

/// What running an intent produced.
public protocol IntentResult: Sendable {}

/// The empty result, as `.result()` makes it.
public struct IntentResultContainer: IntentResult {
  /// The empty result.
  init() {}
}

extension IntentResult where Self == IntentResultContainer {
  /// The empty result, as an intent's `perform()` returns it: `return .result()`.
  public static func result() -> IntentResultContainer { IntentResultContainer() }
}

/// The app's and the extension's way to ask WidgetKit to reload timelines and to list the widgets a person
/// installed. Here every call is handed to the simulation (the host), which records it; with no host, reloads do
/// nothing and the list of widgets is empty.
public final class WidgetCenter: Sendable {
  /// The one widget center.
  public static let shared = WidgetCenter()

  /// The one instance is `shared`.
  private init() {}

  /// Asks WidgetKit to reload the timelines of every widget of `kind`.
  public func reloadTimelines(ofKind kind: String) { Self.record(.reloadTimelines(ofKind: kind)) }

  /// Asks WidgetKit to reload the timelines of all the app's widgets.
  public func reloadAllTimelines() { Self.record(.reloadAllTimelines) }

  /// Asks WidgetKit to refresh the recommended configurations of the app's configurable widgets.
  public func invalidateConfigurationRecommendations() { Self.record(.invalidateConfigurationRecommendations) }

  /// Hands the widgets a person installed to `completion`, later, on another thread.
  @preconcurrency
  public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
    Self.record(.getCurrentConfigurations)
    let configurations = Self.listed
    DispatchQueue.global().async { completion(.success(configurations)) }
  }

  /// The widgets a person installed.
  public func currentConfigurations() async throws -> [WidgetInfo] {
    Self.record(.getCurrentConfigurations)
    return Self.listed
  }
}

/// One installed widget, as `WidgetCenter` lists it.
public struct WidgetInfo: Hashable, Sendable, Identifiable, CustomDebugStringConvertible {
  /// The widget's kind.
  public let kind: String
  /// The widget's family.
  public let family: WidgetFamily
  /// The host's name for this widget (its widget id), which tells two widgets of one kind and family apart.
  let identity: String
  /// The widget's configuration, for a configurable widget.
  let intent: (any WidgetConfigurationIntent)?

  /// A widget of `kind` and `family`, named `identity` by the host, configured by `intent` when configurable.
  @_spi(WidgetSimHost)
  public init(kind: String, family: WidgetFamily, identity: String, intent: (any WidgetConfigurationIntent)? = nil) {
    self.kind = kind
    self.family = family
    self.identity = identity
    self.intent = intent
  }

  /// The widget itself, as Apple's `id` is.
  public var id: WidgetInfo { self }

  /// The widget's configuration intent when it is of type `Intent`, else nil.
  public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of type: Intent.Type = Intent.self)
    -> Intent?
  {
    intent as? Intent
  }

  /// Kind, family and the host's name.
  public var debugDescription: String { "WidgetInfo(kind: \(kind), family: \(family), id: \(identity))" }

  public static func == (a: WidgetInfo, b: WidgetInfo) -> Bool {
    a.kind == b.kind && a.family == b.family && a.identity == b.identity
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(family)
    hasher.combine(identity)
  }
}

/// A `WidgetCenter` call, as the host records it.
@_spi(WidgetSimHost)
public enum WidgetCenterCall: Hashable, Sendable {
  case reloadTimelines(ofKind: String)
  case reloadAllTimelines
  case getCurrentConfigurations
  case invalidateConfigurationRecommendations
}

/// A `WidgetCenter` call and the provider call in progress when it was made (nil when none was: the app's call).
@_spi(WidgetSimHost)
public struct WidgetCenterEvent: Hashable, Sendable {
  /// The call.
  public let call: WidgetCenterCall
  /// The provider call the runner was waiting for when the call was made, if any.
  public let duringProviderCall: ProviderCall?
}

extension WidgetCenter {
  /// What the host installed: its recorder and the widgets `getCurrentConfigurations` lists.
  struct Host {
    /// Receives every call, on the calling thread.
    var record: (@Sendable (WidgetCenterEvent) -> Void)?
    /// The installed widgets.
    var configurations: [WidgetInfo]
  }

  /// The installed host; none at first.
  static let host = Locked(Host(record: nil, configurations: []))

  /// Installs the host's recorder: it receives every call from now on, on the calling thread (the app's, or a
  /// provider's), so it must return quickly and must not wait for the thread that runs providers.
  @_spi(WidgetSimHost)
  public static func setRecorder(_ record: @escaping @Sendable (WidgetCenterEvent) -> Void) {
    host.withLock { $0.record = record }
  }

  /// Removes the recorder: calls are then ignored.
  @_spi(WidgetSimHost)
  public static func removeRecorder() { host.withLock { $0.record = nil } }

  /// Sets the widgets `getCurrentConfigurations` and `currentConfigurations` list.
  @_spi(WidgetSimHost)
  public static func setConfigurations(_ configurations: [WidgetInfo]) {
    host.withLock { $0.configurations = configurations }
  }

  /// The widgets the host lists to the provider calls (`setProviderConfigurations`).
  static let listedToProviders = Locked<[WidgetInfo]>([])

  /// Sets the widgets `getCurrentConfigurations` and `currentConfigurations` list while a provider call is in
  /// progress (the host sets them before each call): a list of the call's own, which the app's calls and those of
  /// other threads between calls (other tests in a test's process) do not see.
  @_spi(WidgetSimHost)
  public static func setProviderConfigurations(_ configurations: [WidgetInfo]) {
    listedToProviders.withLock { $0 = configurations }
  }

  /// What is listed now: the provider call's widgets during one, else the host's.
  static var listed: [WidgetInfo] {
    ProviderRunner.isCalling ? listedToProviders.withLock { $0 } : host.withLock { $0.configurations }
  }

  /// Hands a call to the runner's collection (when a provider call is in progress) and to the recorder.
  static func record(_ call: WidgetCenterCall) {
    let providerCall = ProviderRunner.collect(call)
    let record = host.withLock { $0.record }
    record?(WidgetCenterEvent(call: call, duringProviderCall: providerCall))
  }
}

/// The entries a provider returns, and when WidgetKit should ask it for the next timeline.
public struct Timeline<EntryType: TimelineEntry> {
  /// The entries, in date order.
  public let entries: [EntryType]
  /// When to ask for the next timeline.
  public let policy: TimelineReloadPolicy

  /// A timeline of `entries` with its reload policy.
  public init(entries: [EntryType], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}

extension Timeline: Sendable where EntryType: Sendable {}

/// When WidgetKit asks the provider for its next timeline: after the last entry's date, never (until the app
/// reloads), or after a date. Like Apple's, a struct with static members, so `.after(date)` reads the same.
public struct TimelineReloadPolicy: Hashable, Sendable {
  /// The three policies, for the host.
  @_spi(WidgetSimHost)
  public enum Kind: Hashable, Sendable {
    case atEnd
    case never
    case after(Date)
  }

  /// Which policy this is.
  @_spi(WidgetSimHost)
  public let kind: Kind

  /// A policy of the given kind.
  init(kind: Kind) { self.kind = kind }

  /// Ask for a new timeline after the last entry's date.
  public static let atEnd = TimelineReloadPolicy(kind: .atEnd)

  /// Never ask for a new timeline; the app reloads it through `WidgetCenter`.
  public static let never = TimelineReloadPolicy(kind: .never)

  /// Ask for a new timeline after `date` (WidgetKit decides exactly when, within its budget).
  public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// A date to show a widget at, and what it shows then. A provider's entry type adds the content as stored
/// properties; the simulation records them (docs/PROVIDERS.md, "What is recorded").
public protocol TimelineEntry {
  /// When WidgetKit shows this entry.
  var date: Date { get }

  /// How relevant the entry is in a Smart Stack; nil keeps the relevance of earlier timelines.
  var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
  /// No relevance, unless the entry declares one.
  public var relevance: TimelineEntryRelevance? { nil }
}

/// An entry's importance against the provider's other entries, and for how long it holds.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
  /// The relevance on the provider's own scale; zero or less is not relevant.
  public var score: Float
  /// Seconds after the entry's date that the score holds; zero holds it until the next entry.
  public var duration: TimeInterval

  /// A score that holds until the next entry.
  public init(score: Float) {
    self.score = score
    self.duration = 0
  }

  /// A score that holds for `duration` seconds after the entry's date.
  public init(score: Float, duration: TimeInterval) {
    self.score = score
    self.duration = duration
  }
}

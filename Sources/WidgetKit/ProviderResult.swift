/// The bounds the runner holds a provider's output to (docs/PROVIDERS.md, "Limits"). Each is checked in the order
/// listed in `ProviderFailure.Kind`, and exceeding one fails the call with a reason.
@_spi(WidgetSimHost)
public enum ProviderLimits {
  /// The most entries of one timeline (as for the simulation's own kinds): a limit of this simulator, above the
  /// thousands of entries real timelines hold.
  public static let entriesMax = 10_000
  /// The longest an entry's content may be as JSON text, in bytes (as a data value of the simulation): 8 MiB.
  public static let entryContentBytesMax = 8 << 20
  /// The deepest an entry's content may nest as JSON (as a data value of the simulation).
  public static let contentDepthMax = 32
  /// The longest a whole timeline may be as JSON text (`ProviderTimeline.json`), in bytes: 16 MiB, which the journal
  /// records in part lines with room to spare under its 32 MiB for one action.
  public static let timelineJSONBytesMax = 16 << 20
  /// The words every failure at one of these limits ends with: they are this simulator's, not WidgetKit's.
  public static let simulatorLimitWords = "(a limit of this simulator, not of WidgetKit)"
  /// How far before or after the build a timeline entry may be dated, in milliseconds: 365 days.
  public static let entryDateSpanMax: Int64 = 365 * 86_400_000
  /// Every instant a recorded date may be, in milliseconds: 1970-01-01 to 9999-12-31 (the simulation's clock).
  public static let instantRange: ClosedRange<Int64> = 0...253_402_300_799_000
}

/// The provider method the runner called.
@_spi(WidgetSimHost)
public enum ProviderCall: String, Hashable, Sendable, CustomStringConvertible {
  /// `placeholder(in:)`, of either kind of provider.
  case placeholder = "placeholder(in:)"
  /// `TimelineProvider.getSnapshot(in:completion:)`.
  case snapshot = "getSnapshot(in:completion:)"
  /// `TimelineProvider.getTimeline(in:completion:)`.
  case timeline = "getTimeline(in:completion:)"
  /// `AppIntentTimelineProvider.snapshot(for:in:)`.
  case intentSnapshot = "snapshot(for:in:)"
  /// `AppIntentTimelineProvider.timeline(for:in:)`.
  case intentTimeline = "timeline(for:in:)"

  /// The method's name, e.g. `getTimeline(in:completion:)`.
  public var description: String { rawValue }
}

/// One recorded entry: its date, its relevance and its content as JSON text.
@_spi(WidgetSimHost)
public struct ProviderEntry: Hashable, Sendable {
  /// The entry's date to the millisecond (rounded to the nearest), in milliseconds since 1970.
  public let milliseconds: Int64
  /// The entry's relevance, if it has one.
  public let relevance: TimelineEntryRelevance?
  /// The entry's content as JSON text: its `Encodable` encoding, else its stored properties (`EntryContent`).
  public let content: String

  /// The date as an ISO-8601 text in UTC, e.g. `2026-03-01T08:00:00Z`.
  public var dateText: String { ISO8601Text.text(milliseconds: milliseconds) }

  /// The entry as one JSON object: `{"date":"…","relevance":{"score":…,"duration":…},"content":…}`, the
  /// relevance only when present.
  public var json: String {
    var text = "{\"date\":" + EntryContent.quoted(dateText)
    if let relevance {
      // Both are finite: the runner refuses entries whose relevance is not.
      text += ",\"relevance\":{\"score\":\(EntryContent.number(relevance.score) ?? "0"),"
      text += "\"duration\":\(EntryContent.number(relevance.duration) ?? "0")}"
    }
    return text + ",\"content\":" + content + "}"
  }
}

/// A recorded reload policy.
@_spi(WidgetSimHost)
public enum ProviderPolicy: Hashable, Sendable {
  case atEnd
  case never
  /// `.after(date)`, the date in milliseconds since 1970 (rounded to the nearest).
  case after(milliseconds: Int64)

  /// The policy as JSON: `"atEnd"`, `"never"` or `{"after":"2026-03-01T09:00:00Z"}`.
  public var json: String {
    switch self {
    case .atEnd: return "\"atEnd\""
    case .never: return "\"never\""
    case .after(let milliseconds):
      return "{\"after\":" + EntryContent.quoted(ISO8601Text.text(milliseconds: milliseconds)) + "}"
    }
  }
}

/// A recorded timeline: its entries and its policy.
@_spi(WidgetSimHost)
public struct ProviderTimeline: Hashable, Sendable {
  /// The entries, in the order the provider gave them (which the runner checked is date order).
  public let entries: [ProviderEntry]
  /// The reload policy.
  public let policy: ProviderPolicy
  /// The timeline as one JSON object, `{"entries":[…],"policy":…}`, at most
  /// `ProviderLimits.timelineJSONBytesMax` bytes.
  public let json: String
}

/// Why a provider call gave no usable output.
@_spi(WidgetSimHost)
public struct ProviderFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of failure, in the order they are checked.
  public enum Kind: String, Hashable, Sendable {
    /// The provider did not call its completion (or its async method did not return) before the deadline.
    case deadlineExceeded
    /// The timeline has no entries.
    case noEntries
    /// More than `ProviderLimits.entriesMax` entries.
    case tooManyEntries
    /// An entry's date is not a number of milliseconds from 1970 to 9999, or (in a timeline) is more than
    /// `ProviderLimits.entryDateSpanMax` from the build.
    case entryDateOutOfRange
    /// An entry is dated before the one it follows.
    case entriesOutOfOrder
    /// An entry's relevance score or duration is not a finite number.
    case relevanceNotFinite
    /// An entry's content has a value JSON cannot hold (NaN, infinity) or its encoding threw.
    case contentNotRepresentable
    /// An entry's content nests deeper than `ProviderLimits.contentDepthMax`.
    case contentTooDeep
    /// An entry's content is longer than `ProviderLimits.entryContentBytesMax`.
    case contentTooLarge
    /// The policy is `.after` a date before the build.
    case policyDateInPast
    /// The policy is `.after` a date outside 1970 to 9999.
    case policyDateOutOfRange
    /// The whole timeline is longer than `ProviderLimits.timelineJSONBytesMax` as JSON.
    case timelineTooLarge
  }

  /// Which failure.
  public let kind: Kind
  /// What happened, naming the method, the entry and the limit.
  public let reason: String

  /// The reason.
  public var description: String { reason }
}

/// Something the runner noticed about a call that did not make it fail.
@_spi(WidgetSimHost)
public struct ProviderNote: Hashable, Sendable, CustomStringConvertible {
  /// The kinds of note.
  public enum Kind: String, Hashable, Sendable {
    /// The completion was called more than once before the runner returned; the first call's output was kept.
    case completedAgain
    /// The completion was called, but the method had not returned by the deadline; it is still running.
    case stillRunning
  }

  /// Which note.
  public let kind: Kind
  /// What happened.
  public let text: String

  /// The text.
  public var description: String { text }
}

/// What one provider call gave: its output or a failure, notes, and the `WidgetCenter` calls made meanwhile.
@_spi(WidgetSimHost)
public struct ProviderResult<Output: Hashable & Sendable>: Hashable, Sendable {
  /// The method called.
  public let call: ProviderCall
  /// The simulated instant of the call, in milliseconds since 1970: what `Date()` returned inside it.
  public let instant: Int64
  /// The recorded output, or why there is none.
  public let outcome: Result<Output, ProviderFailure>
  /// What the runner noticed besides.
  public let notes: [ProviderNote]
  /// The `WidgetCenter` calls made, from any thread, while the runner waited for this call.
  public let widgetCenterCalls: [WidgetCenterCall]
}

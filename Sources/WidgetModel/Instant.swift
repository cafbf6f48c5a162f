/// A point on the virtual clock, in whole milliseconds since the Unix epoch (UTC).
public struct Instant: Hashable, Comparable, Sendable {
  /// Milliseconds since 1970-01-01T00:00:00Z.
  public var ms: Int64

  /// Creates an instant from milliseconds since the epoch.
  public init(ms: Int64) { self.ms = ms }

  public static func < (a: Instant, b: Instant) -> Bool { a.ms < b.ms }

  /// The instant a span later.
  public static func + (a: Instant, b: TimeSpan) -> Instant { Instant(ms: a.ms &+ b.ms) }

  /// The instant a span earlier.
  public static func - (a: Instant, b: TimeSpan) -> Instant { Instant(ms: a.ms &- b.ms) }

  /// The span from `b` to `a`.
  public static func - (a: Instant, b: Instant) -> TimeSpan { TimeSpan(ms: a.ms &- b.ms) }
}

/// A length of virtual time in whole milliseconds.
public struct TimeSpan: Hashable, Comparable, Sendable {
  /// The length in milliseconds.
  public var ms: Int64

  /// Creates a span from milliseconds.
  public init(ms: Int64) { self.ms = ms }

  public static let zero = TimeSpan(ms: 0)
  public static func seconds(_ n: Int64) -> TimeSpan { TimeSpan(ms: n * 1000) }
  public static func minutes(_ n: Int64) -> TimeSpan { TimeSpan(ms: n * 60_000) }
  public static func hours(_ n: Int64) -> TimeSpan { TimeSpan(ms: n * 3_600_000) }
  public static func days(_ n: Int64) -> TimeSpan { TimeSpan(ms: n * 86_400_000) }

  public static func < (a: TimeSpan, b: TimeSpan) -> Bool { a.ms < b.ms }
  public static func + (a: TimeSpan, b: TimeSpan) -> TimeSpan { TimeSpan(ms: a.ms &+ b.ms) }
  public static func * (a: TimeSpan, n: Int64) -> TimeSpan { TimeSpan(ms: a.ms &* n) }
}

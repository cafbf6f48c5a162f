/// The time zone human output is written in: its UTC offsets over time, read from a TZif file (RFC 8536, version 2 or
/// later). A display concern only: the model's clock and every journal stay in UTC.
public struct DisplayZone: Equatable, Sendable {
  /// One of the zone's local time types: its offset from UTC and its abbreviation (`CST`, `EDT`).
  public struct LocalType: Equatable, Sendable {
    /// Seconds east of UTC.
    public var offsetSeconds: Int64
    /// The abbreviation, such as `EST`.
    public var abbreviation: String
  }

  /// The zone's name, such as `Asia/Shanghai`, or `UTC`.
  public let name: String
  /// The transition instants, in seconds since the epoch, ascending.
  let transitions: [Int64]
  /// The local time type from each transition on (an index into `types`).
  let transitionTypes: [Int]
  /// The local time types.
  let types: [LocalType]
  /// The rule for instants after the last transition (the TZif footer), or nil to keep the last type.
  let rule: ZoneRule?
  /// The rule as the POSIX TZ string it was read from (`EST5EDT,M3.2.0,M11.1.0`), or nil when there is none.
  let ruleText: String?

  /// A zone with a fixed offset and no transitions.
  init(name: String, fixed type: LocalType) {
    self.name = name
    transitions = []
    transitionTypes = []
    types = [type]
    rule = nil
    ruleText = nil
  }

  /// A zone made of transitions, their types and an optional footer rule.
  init(
    name: String, transitions: [Int64], transitionTypes: [Int], types: [LocalType], rule: ZoneRule?,
    ruleText: String? = nil
  ) {
    precondition(transitions.count == transitionTypes.count, "every transition has a local time type")
    precondition(!types.isEmpty, "a zone has at least one local time type")
    self.name = name
    self.transitions = transitions
    self.transitionTypes = transitionTypes
    self.types = types
    self.rule = rule
    self.ruleText = ruleText
  }

  /// A zone that follows one POSIX TZ rule at every instant, named by the rule's text.
  init(rule: ZoneRule, text: String) {
    self.init(name: text, transitions: [], transitionTypes: [], types: [rule.standard], rule: rule, ruleText: text)
  }

  /// The POSIX TZ rule that gives this zone's local time now and in the years ahead, as text: its TZif footer, else
  /// (a zone without one) its local time type in force at `instant` as a fixed rule such as `<+08>-8`.
  public func posixRule(at instant: Instant) -> String {
    if let ruleText { return ruleText }
    return ZoneRule.fixedText(localType(at: instant))
  }

  /// Coordinated Universal Time, the default display zone.
  public static let utc = DisplayZone(name: "UTC", fixed: LocalType(offsetSeconds: 0, abbreviation: "UTC"))

  /// The local time type in force at `instant`.
  /// - Complexity: O(log transitions).
  public func localType(at instant: Instant) -> LocalType {
    let seconds = Instant.floorDivide(instant.ms, 1000).0
    if let last = transitions.last, seconds >= last, let rule { return rule.localType(at: seconds) }
    if transitions.isEmpty, let rule { return rule.localType(at: seconds) }
    var low = 0
    var high = transitions.count
    while low < high {
      let middle = (low + high) / 2
      if transitions[middle] <= seconds { low = middle + 1 } else { high = middle }
    }
    // Before the first transition the first local time type applies (RFC 8536, section 3.2).
    return low == 0 ? types[0] : types[transitionTypes[low - 1]]
  }

  /// The offset from UTC at `instant`, in milliseconds.
  public func offsetMs(at instant: Instant) -> Int64 { localType(at: instant).offsetSeconds * 1000 }

  /// Milliseconds since the epoch of the local wall-clock time at `instant` (as if the local time were UTC).
  public func localMs(_ instant: Instant) -> Int64 { instant.ms + offsetMs(at: instant) }

  /// The earliest instant whose local wall-clock time is `localMs`; in a gap (a clock moved forward), the instant the
  /// gap ends at plus the time skipped, as a clock that was not set forward would read.
  public func instant(localMs: Int64) -> Instant {
    // Offsets of real zones stay within a day, so the offsets a day around the local time are the only candidates.
    let candidates = [localMs - 86_400_000, localMs, localMs + 86_400_000].map { offsetMs(at: Instant(ms: $0)) }
    let matches = Set(candidates).map { localMs - $0 }.filter { localMs - offsetMs(at: Instant(ms: $0)) == $0 }
    if let earliest = matches.min() { return Instant(ms: earliest) }
    return Instant(ms: localMs - offsetMs(at: Instant(ms: localMs - 86_400_000)))
  }
}

/// Turns a provider's output into recorded values, checking every limit (`ProviderLimits`) on the way. It runs on
/// the thread that called the completion, so that no entry value crosses threads.
enum ProviderRecording {
  /// A timeline built at `instant`, recorded, or the first failure found.
  static func timeline<Entry: TimelineEntry>(_ timeline: Timeline<Entry>, at instant: Int64, call: ProviderCall)
    -> Result<ProviderTimeline, ProviderFailure>
  {
    let failure = { (kind: ProviderFailure.Kind, reason: String) in
      Result<ProviderTimeline, ProviderFailure>.failure(ProviderFailure(kind: kind, reason: "\(call) \(reason)"))
    }
    let built = ISO8601Text.text(milliseconds: instant)
    guard !timeline.entries.isEmpty else {
      return failure(.noEntries, "returned a timeline with no entries; a timeline needs at least one entry to show")
    }
    guard timeline.entries.count <= ProviderLimits.entriesMax else {
      return failure(
        .tooManyEntries,
        "returned \(timeline.entries.count) entries, over the limit of \(ProviderLimits.entriesMax) per timeline "
          + ProviderLimits.simulatorLimitWords)
    }
    let earliest = instant - ProviderLimits.entryDateSpanMax
    let latest = instant + ProviderLimits.entryDateSpanMax
    var entries: [ProviderEntry] = []
    entries.reserveCapacity(timeline.entries.count)
    for (index, entry) in timeline.entries.enumerated() {
      guard let milliseconds = ISO8601Text.milliseconds(entry.date), (earliest...latest).contains(milliseconds)
      else {
        return failure(
          .entryDateOutOfRange,
          "returned entries[\(index)] dated \(ISO8601Text.text(entry.date)), more than 365 days from the build at "
            + "\(built); entry dates must lie within 365 days of the build")
      }
      if let previous = entries.last, milliseconds < previous.milliseconds {
        return failure(
          .entriesOutOfOrder,
          "returned entries[\(index)] dated \(ISO8601Text.text(milliseconds: milliseconds)), before entries[\(index - 1)] "
            + "dated \(previous.dateText); entries must be in date order")
      }
      switch record(entry, at: milliseconds, name: "entries[\(index)]") {
      case .success(let recorded): entries.append(recorded)
      case .failure(let problem): return failure(problem.kind, problem.reason)
      }
    }
    let policy: ProviderPolicy
    switch timeline.policy.kind {
    case .atEnd: policy = .atEnd
    case .never: policy = .never
    case .after(let date):
      guard let milliseconds = ISO8601Text.milliseconds(date), ProviderLimits.instantRange.contains(milliseconds) else {
        return failure(
          .policyDateOutOfRange,
          "returned the policy .after(\(ISO8601Text.text(date))), outside the clock's range from 1970 to 9999")
      }
      guard milliseconds >= instant else {
        return failure(
          .policyDateInPast,
          "returned the policy .after(\(ISO8601Text.text(milliseconds: milliseconds))), before the build at \(built); "
            + "a reload date in the past asks for a new timeline at once, again and again")
      }
      policy = .after(milliseconds: milliseconds)
    }
    let json = "{\"entries\":[" + entries.map(\.json).joined(separator: ",") + "],\"policy\":" + policy.json + "}"
    guard json.utf8.count <= ProviderLimits.timelineJSONBytesMax else {
      return failure(
        .timelineTooLarge,
        "returned a timeline of \(json.utf8.count) bytes as JSON, over the limit of "
          + "\(ProviderLimits.timelineJSONBytesMax) per timeline " + ProviderLimits.simulatorLimitWords)
    }
    return .success(ProviderTimeline(entries: entries, policy: policy, json: json))
  }

  /// A placeholder's or snapshot's entry, recorded: its date need only be within the clock's range.
  static func single<Entry: TimelineEntry>(_ entry: Entry, call: ProviderCall) -> Result<ProviderEntry, ProviderFailure>
  {
    guard let milliseconds = ISO8601Text.milliseconds(entry.date), ProviderLimits.instantRange.contains(milliseconds)
    else {
      return .failure(
        ProviderFailure(
          kind: .entryDateOutOfRange,
          reason: "\(call) returned an entry dated \(ISO8601Text.text(entry.date)), outside the clock's range from "
            + "1970 to 9999"))
    }
    return record(entry, at: milliseconds, name: "an entry").mapError {
      ProviderFailure(kind: $0.kind, reason: "\(call) \($0.reason)")
    }
  }

  /// A failure whose reason is still to be prefixed with the method's name.
  struct Problem: Error {
    /// The failure's kind.
    let kind: ProviderFailure.Kind
    /// The reason, starting with what the method did ("returned …").
    let reason: String
  }

  /// One entry dated `milliseconds`, called `name` in reasons, recorded with its relevance and content.
  private static func record<Entry: TimelineEntry>(_ entry: Entry, at milliseconds: Int64, name: String)
    -> Result<ProviderEntry, Problem>
  {
    if let relevance = entry.relevance, !relevance.score.isFinite || !relevance.duration.isFinite {
      return .failure(
        Problem(
          kind: .relevanceNotFinite,
          reason: "returned \(name) with the relevance score \(relevance.score), duration \(relevance.duration); "
            + "both must be finite numbers"))
    }
    let content: String
    do {
      content = try EntryContent.json(of: entry)
    } catch {
      return .failure(
        Problem(kind: error.kind, reason: "returned \(name) whose content cannot be recorded: \(error.message)"))
    }
    guard content.utf8.count <= ProviderLimits.entryContentBytesMax else {
      return .failure(
        Problem(
          kind: .contentTooLarge,
          reason: "returned \(name) whose content is \(content.utf8.count) bytes as JSON, over the limit of "
            + "\(ProviderLimits.entryContentBytesMax) per entry " + ProviderLimits.simulatorLimitWords))
    }
    return .success(ProviderEntry(milliseconds: milliseconds, relevance: entry.relevance, content: content))
  }
}

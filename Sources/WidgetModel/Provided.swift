/// What a developer's own `TimelineProvider` returned for one build, recorded in the journal so that a replay without
/// the developer's code reaches the same state (docs/PROVIDERS.md).
public struct ProvidedBuild: Hashable, Sendable {
  /// The widget built.
  public var widget: String
  /// The build's instant (the simulated clock the provider saw).
  public var at: Instant
  /// The timeline it returned, or why the build failed.
  public var output: ProvidedOutput
  /// The WidgetCenter reloads the provider asked for while it ran (a reload from inside the extension).
  public var reloads: [ReloadTarget]
  /// Whether the action stopped after this build, the last of its line, leaving what else was due at its instant to
  /// the next line: the builds of one instant whose outputs do not fit on one journal line go on over several.
  public var more: Bool
  /// How the extension's process ran it, in a simulator program that runs providers in one (nil: in the program's
  /// own process, or recorded before processes were).
  public var process: ExtensionRun?
  /// The requests the provider made through `URLSession` during the build, and what the simulation answered, at
  /// most `NetExchange.recordedMax` (docs/PROVIDERS.md, "Network").
  public var requests: [NetExchange] = []
  /// How many more requests it made than `requests` holds.
  public var requestsLeftOut = 0

  public init(
    widget: String, at: Instant, output: ProvidedOutput, reloads: [ReloadTarget] = [], more: Bool = false,
    process: ExtensionRun? = nil
  ) {
    self.widget = widget
    self.at = at
    self.output = output
    self.reloads = reloads
    self.more = more
    self.process = process
  }

  /// The build without how its process ran: what a rerun compares.
  public var withoutProcess: ProvidedBuild {
    var plain = self
    plain.process = nil
    return plain
  }
}

/// How the extension's process ran one build of a developer's provider (docs/PROVIDERS.md, "The extension's
/// process"), recorded with the build so that `why` says it after a replay without the provider.
public struct ExtensionRun: Hashable, Sendable {
  /// Whether the build ran in a process started for it: none was kept from an earlier call (`extensionKeepAlive`),
  /// so the provider's static state started empty.
  public var freshProcess: Bool
  /// The time zone the provider's `TimeZone.current` and `Calendar.current` had: the session's display zone.
  public var zone: String
  /// The App Group identifiers the provider asked `containerURL` for that are none of the simulation's (it got nil).
  public var unknownGroups: [String]
  /// The end of what the provider printed during the call (standard output and error), at most `outputBytesMax`
  /// bytes.
  public var output: String
  /// How many bytes it printed in all.
  public var outputBytes: Int
  /// The most memory the process grew above its idle size during the call, in bytes; nil where it is not measured.
  public var memoryPeakBytes: Int?
  /// How the call ended the process, when it did (the build then failed): nil when the process answered and lives on.
  public var ended: ExtensionEnd?
  /// The provider's method that was running when the process ended (`placeholder(in:)`, `getTimeline(in:completion:)`),
  /// when it ended and the method is known.
  public var method: String?

  /// The most bytes of a build's output recorded.
  public static let outputBytesMax = 2048
  /// The most unknown App Group identifiers recorded.
  public static let unknownGroupsMax = 8

  public init(
    freshProcess: Bool, zone: String, unknownGroups: [String] = [], output: String = "", outputBytes: Int = 0,
    memoryPeakBytes: Int? = nil, ended: ExtensionEnd? = nil, method: String? = nil
  ) {
    self.freshProcess = freshProcess
    self.zone = zone
    self.unknownGroups = unknownGroups
    self.output = output
    self.outputBytes = outputBytes
    self.memoryPeakBytes = memoryPeakBytes
    self.ended = ended
    self.method = method
  }
}

/// How a provider call ended its extension's process, as iOS ends an extension (docs/PROVIDERS.md).
public enum ExtensionEnd: String, Hashable, Sendable, CaseIterable {
  /// A trap (a failed `!`, `fatalError`, an index out of range) or a signal.
  case crashed
  /// The provider called `exit()`.
  case exited
  /// Its memory grew past `extensionMemory`.
  case memory
  /// It did not answer within `providerDeadline`.
  case deadline
  /// It broke the channel to the system (garbage, a closed channel, too many messages), or could not start.
  case broken
}

/// The outcome of one call of a developer's provider.
public enum ProvidedOutput: Hashable, Sendable {
  /// A timeline: its entries in date order and its reload policy.
  case timeline(ProvidedEntries, ProvidedPolicy)
  /// The build failed: the provider did not complete in time, threw, or returned something the system refuses; the
  /// reason says which, for people.
  case failed(String)
}

extension ProvidedOutput {
  /// The most bytes the contents of one build's entries may take as JSON: 8 MiB, as a data value (a journal records
  /// a longer action in part lines). A limit of this simulator, not of WidgetKit.
  public static let contentBytesMax = 8 << 20
  /// How far from the build an entry may be dated: 365 days, as the simulator program records outputs
  /// (docs/PROVIDERS.md, "Limits and failure reasons").
  public static let entryDateRangeMax = TimeSpan.days(365)

  /// Why the system would refuse this timeline from a build at `at`, or nil when it is acceptable: no entries, more
  /// than `Limits.entriesMax`, entries out of date order or dated more than 365 days away, a policy date in the past,
  /// contents too large or too deeply nested for the journal.
  public func problem(at: Instant) -> String? {
    guard case .timeline(let entries, let policy) = self else { return nil }
    guard entries.count > 0 else { return "the timeline has no entries" }
    guard entries.count <= Limits.entriesMax else {
      return
        "the timeline has \(entries.count) entries, over this simulator's limit of \(Limits.entriesMax) \(Limits.simulatorLimitWords)"
    }
    for (index, date) in entries.dates.enumerated() {
      if index > 0, date < entries.dates[index - 1] {
        return
          "entry \(index + 1) (\(date.iso8601)) is dated before entry \(index) (\(entries.dates[index - 1].iso8601))"
      }
      if date < at - Self.entryDateRangeMax || date > at + Self.entryDateRangeMax {
        return
          "entry \(index + 1) is dated \(date.iso8601), more than \(Self.entryDateRangeMax.ms / TimeSpan.days(1).ms) days from the build at \(at.iso8601)"
      }
    }
    if case .after(let instant) = policy, instant < at {
      return "the policy .after(\(instant.iso8601)) names a date before the build at \(at.iso8601)"
    }
    var bytes = 0
    for content in entries.contents {
      if content.depth > Limits.dataValueDepthMax {
        return "an entry's content is nested \(content.depth) deep, over the limit of \(Limits.dataValueDepthMax)"
      }
      bytes += content.serializedByteCount
    }
    if bytes > Self.contentBytesMax {
      return
        "the entries' contents take \(bytes) bytes as JSON, over this simulator's limit of \(Self.contentBytesMax) \(Limits.simulatorLimitWords)"
    }
    return nil
  }
}

/// A provider's reload policy, as `TimelineReloadPolicy` says it: `.after(Date)` names an instant, not a span.
public enum ProvidedPolicy: Hashable, Sendable {
  case atEnd
  case never
  case after(Instant)

  /// As written in a journal: `atEnd`, `never` or `after:` and an ISO 8601 instant.
  public var text: String {
    switch self {
    case .atEnd: return "atEnd"
    case .never: return "never"
    case .after(let instant): return "after:" + instant.iso8601
    }
  }

  /// Reads the journal's text; nil when it is none of the three.
  public init?(text: String) {
    switch text {
    case "atEnd": self = .atEnd
    case "never": self = .never
    default:
      guard text.hasPrefix("after:"), let instant = Instant(iso8601: String(text.dropFirst(6))) else { return nil }
      self = .after(instant)
    }
  }
}

/// A provider's entries: each one's date, content (JSON, as the entry's fields) and relevance score, and which of them
/// are the provider's placeholder. Immutable and shared: timelines of developers' providers are rare next to recipe
/// timelines, and a reference keeps `Timeline` as small as it was for those.
public final class ProvidedEntries: Hashable, Sendable, CustomStringConvertible {
  /// Each entry's date, in order (equal dates allowed).
  public let dates: [Instant]
  /// Each entry's content.
  public let contents: [JSONValue]
  /// Each entry's relevance score (`TimelineEntryRelevance.score`), nil where the entry has none.
  public let relevances: [Double?]
  /// The indices, in order, of the entries whose content is the provider's placeholder (what `placeholder(in:)`
  /// returned at the build, apart from its date): a widget showing one shows placeholder content, not data. Empty in
  /// journals recorded before the simulation compared entries with the placeholder.
  public let placeholders: [Int]

  /// Entries from parallel arrays of the same length; `placeholders` are indices into them.
  public init(dates: [Instant], contents: [JSONValue], relevances: [Double?], placeholders: [Int] = []) {
    precondition(dates.count == contents.count && dates.count == relevances.count, "entries of unequal lengths")
    precondition(placeholders.allSatisfy { dates.indices.contains($0) }, "a placeholder index out of range")
    self.dates = dates
    self.contents = contents
    self.relevances = relevances
    self.placeholders = placeholders
  }

  /// How many entries.
  public var count: Int { dates.count }

  /// Whether entry `index` is the provider's placeholder.
  public func isPlaceholder(_ index: Int) -> Bool { placeholders.contains(index) }

  /// The index of the entry shown at `now`: the last one dated at or before it, or the first when none is.
  public func displayedIndex(at now: Instant) -> Int {
    var low = 0
    var high = dates.count
    // The first index whose date is after `now`.
    while low < high {
      let mid = (low + high) / 2
      if dates[mid] <= now { low = mid + 1 } else { high = mid }
    }
    return max(low - 1, 0)
  }

  public static func == (a: ProvidedEntries, b: ProvidedEntries) -> Bool {
    a === b
      || (a.dates == b.dates && a.contents == b.contents && a.relevances == b.relevances
        && a.placeholders == b.placeholders)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(dates)
    hasher.combine(contents)
    hasher.combine(relevances)
    hasher.combine(placeholders)
  }

  /// The entries for the digest: dates, contents and relevances, and the placeholders only when there are any, so a
  /// journal recorded before they were marked keeps its digest.
  public var description: String {
    let marked = placeholders.isEmpty ? "" : ", placeholders: \(placeholders)"
    return
      "ProvidedEntries(dates: \(dates.map(\.ms)), contents: \(contents.map(\.serialized)), relevances: \(relevances)\(marked))"
  }

  /// The same entries without placeholder marks: what a journal recorded before they were marked holds.
  public var unmarked: ProvidedEntries {
    placeholders.isEmpty ? self : ProvidedEntries(dates: dates, contents: contents, relevances: relevances)
  }
}

/// The one place a build of a developer's provider gets its output from: a live provider (in the developer's
/// simulator executable), or the outputs a journal line recorded.
public protocol ProviderHost: AnyObject {
  /// Runs the provider of `request.kind` for one build and returns what it gave, never blocking for longer than its
  /// deadline.
  func build(_ request: ProviderRequest) -> ProvidedBuild

  /// Runs the snapshot method of `request.kind`'s provider as the widget gallery calls it (`isPreview` true), never
  /// blocking for longer than its deadline: what `snapshot KIND` shows. Nothing of it is recorded.
  func preview(_ request: ProviderRequest) -> ProvidedPreview

  /// Makes `zone` (a zone name such as `Asia/Shanghai`) the provider's `TimeZone.current` for the builds from now
  /// on: the session's display zone.
  func useZone(_ zone: String)

  /// Why the provider of `kind` would refuse a widget configured as `config` (every parameter's value), or nil
  /// when it would take it: asked when a person adds or configures a widget, before anything is recorded.
  func configurationProblem(kind: String, config: [String: ParamValue]) -> String?

  /// Tells the host the widgets placed before the builds that follow (`PlacedWidget.all`): what a provider's
  /// `WidgetCenter.currentConfigurations()` lists, with the widget being built (`PlacedWidget.during`).
  func usePlaced(_ widgets: [PlacedWidget])
}

extension ProviderHost {
  /// A host whose providers live in no zone of the session's: nothing to do.
  public func useZone(_ zone: String) {}

  /// A host that checks no configuration beyond the kind's parameters.
  public func configurationProblem(kind: String, config: [String: ParamValue]) -> String? { nil }

  /// A host that runs timelines only: the preview says so.
  public func preview(_ request: ProviderRequest) -> ProvidedPreview {
    ProvidedPreview(
      method: "getSnapshot(in:completion:)", entry: nil,
      failure: "this program does not run the snapshot method of \(request.kind)'s provider")
  }
}

/// The providers of a program that has none (the plain `widgetsim`): every build of a provider kind fails, saying
/// where its provider runs. A session builds with it in a journal that records its providers' outputs
/// (`SimState.providerOutputsSince`), so that these failures are recorded as outputs too and every later line still
/// carries the outputs of its builds.
public final class AbsentProviders: ProviderHost {
  public init() {}

  public func build(_ request: ProviderRequest) -> ProvidedBuild {
    ProvidedBuild(
      widget: request.widget, at: request.at, output: .failed(SimState.providerElsewhere(kind: request.kind)))
  }
}

extension SimState {
  /// Why a build of `kind` has no provider here: `forecast's provider runs only in the simulator program that
  /// defines it`.
  static func providerElsewhere(kind: String) -> String {
    "\(kind)'s provider runs only in the simulator program that defines it"
  }
}

/// What a developer's provider gave the widget gallery (`snapshot KIND`): the entry of its snapshot method, or why
/// there is none (the gallery then shows the placeholder).
public struct ProvidedPreview: Hashable, Sendable {
  /// The method called: `getSnapshot(in:completion:)` or `snapshot(for:in:)`.
  public var method: String
  /// The one entry it gave, or nil when the call failed.
  public var entry: ProvidedEntries?
  /// Why the call gave no entry (the deadline passed, the output was refused), when it did not.
  public var failure: String?
  /// The WidgetCenter reloads the provider asked for during the call: a preview records nothing, so none is carried
  /// out.
  public var reloads: [ReloadTarget]

  public init(method: String, entry: ProvidedEntries?, failure: String? = nil, reloads: [ReloadTarget] = []) {
    self.method = method
    self.entry = entry
    self.failure = failure
    self.reloads = reloads
  }
}

/// What a provider is asked for one build: the widget, its configuration, and the instant its clock shows.
public struct ProviderRequest: Sendable {
  public var widget: String
  public var kind: String
  public var family: Family
  public var config: [String: ParamValue]
  /// The build's instant: `Date()` inside the provider.
  public var at: Instant
  /// The build's seq: copies written by actions up to it are what the provider can read.
  public var seq: Int
  /// The copies in the App Group container the provider can read now (empty while it is unavailable or when the
  /// kind does not use it), by key.
  public var appGroupFiles: [String: JSONValue]
  /// Whether the App Group container is available (`containerURL` returns nil when it is not).
  public var appGroupAvailable: Bool
  /// How long the provider may run, in real time.
  public var deadline: TimeSpan
  /// How far the extension's process may grow above its idle size, in bytes (`extensionMemory`).
  public var memoryBytes: Int = 30_000_000
  /// How long the extension's process is kept after a call, in simulated time (`extensionKeepAlive`).
  public var keepAlive: TimeSpan = .minutes(1)
  /// The network at the build: how the server answers the provider's own requests (`net URL …`).
  public var network = Network()
  /// Whether the requests go to the real network (`network=real`) instead.
  public var realNetwork = false
  /// The widgets placed while this one builds, as `WidgetCenter.currentConfigurations()` lists them (set by the
  /// host, `PlacedWidget.during`).
  public var placed: [PlacedWidget] = []

  public init(
    widget: String, kind: String, family: Family, config: [String: ParamValue], at: Instant, seq: Int,
    appGroupFiles: [String: JSONValue], appGroupAvailable: Bool, deadline: TimeSpan
  ) {
    self.widget = widget
    self.kind = kind
    self.family = family
    self.config = config
    self.at = at
    self.seq = seq
    self.appGroupFiles = appGroupFiles
    self.appGroupAvailable = appGroupAvailable
    self.deadline = deadline
  }
}

/// Where the builds of one action get the outputs of developers' providers (kept by `RefreshLog`).
enum ProviderFeed {
  /// No provider: a build of a provider kind fails, saying where its provider runs.
  case none
  /// A live provider; the builds it makes are collected for the journal.
  case live(any ProviderHost)
  /// The outputs a journal line recorded, taken in order.
  case recorded([ProvidedBuild])
}

/// Why the outputs recorded on a journal line do not fit the builds replaying it makes.
public struct ProvidedMismatch: Error, Hashable, Sendable, CustomStringConvertible {
  public var description: String
}

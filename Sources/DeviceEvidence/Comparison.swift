import WidgetJournal
import WidgetModel

/// `widgetsim compare`: each build the device was seen making set against the model's builds, and each decision the
/// system logged beside the model's rule for the request it was about.
///
/// Builds are matched per kind and family (and configuration, when the extension recorded one), in time order: an
/// observed build within `toleranceMs` of a predicted one is matched (nearest first); an observed build left over is
/// paired with the nearest predicted build left over within `pairingWindowMs`, and is early or late by the difference;
/// the rest are observed but not predicted, or predicted but not observed. Only `getTimeline` calls that are not
/// previews are builds: snapshots, placeholders and previews are counted apart. Predicted builds are compared from the
/// first observation of the journal on (the model's builds before the device was watched are not missing).
public struct Comparison: Sendable {
  /// How close an observed build must be to a predicted one to be the same build: the log's and the extension's clock
  /// are the device's, but a build takes time and the system starts it a moment after it decides.
  public static let toleranceMs: Int64 = 60_000
  /// How far apart an observed and a predicted build may be to be called the same build, early or late.
  public static let pairingWindowMs: Int64 = 6 * 3_600_000

  /// How an observed build and the model's compare.
  public enum Verdict: String, Sendable, CaseIterable {
    case matched, early, late
    case observedOnly = "observed-not-predicted"
    case predictedOnly = "predicted-not-observed"
  }

  /// One observed build, one predicted build, or a pair of them.
  public struct Pair: Sendable, Equatable {
    public var verdict: Verdict
    public var kind: String
    public var family: String
    /// When the device built it, if it did.
    public var observed: Instant?
    /// When the model builds it, and why, if it does.
    public var predicted: Instant?
    public var cause: BuildCause?
    /// Observed minus predicted, for a pair.
    public var offsetMs: Int64? {
      guard let observed, let predicted else { return nil }
      return observed.ms - predicted.ms
    }
  }

  /// A decision the system logged about a reload request, beside what the model did with it.
  public struct Decision: Sendable, Equatable {
    /// When it was logged, and about which kind.
    public var at: Instant
    public var kind: String?
    /// What the system logged.
    public var logged: Observation.Event
    /// The system's message.
    public var message: String
    /// What the model did with the request, in words.
    public var model: String
    /// Whether the system and the model did the same (both carried it out, or neither did).
    public var agrees: Bool
  }

  /// Every build, in time order.
  public var pairs: [Pair] = []
  /// Every logged decision about a request, in time order.
  public var decisions: [Decision] = []
  /// Calls into the extension that are not builds: snapshots, placeholders, previews.
  public var otherCalls = 0
  /// The settings the model ran with.
  public var settings: Settings

  /// How many builds of each verdict.
  public func count(_ verdict: Verdict) -> Int { pairs.count { $0.verdict == verdict } }

  /// Matched builds over all builds (observed, predicted or both); 1 when there are none.
  public var matchRate: Double {
    pairs.isEmpty ? 1 : Double(count(.matched)) / Double(pairs.count)
  }

  /// Whether anything differs: a build not matched, or a decision the model does not share.
  public var surprises: Int { pairs.count { $0.verdict != .matched } + decisions.count { !$0.agrees } }

  /// Compares `journal`'s observations with the model's builds, the model starting from `settings` (by default the
  /// journal's header's).
  public init(_ journal: EvidenceJournal, settings: Settings? = nil) {
    let outcome = Replay.run(journal, settings: settings)
    self.settings = settings ?? journal.header.settings
    let observed = journal.observations.map(\.observation)
    let watchedFrom = observed.first?.at
    var builds: [Observation] = []
    for observation in observed where observation.event.isExtensionCall {
      if observation.event == .timeline && observation.preview != true {
        builds.append(observation)
      } else {
        otherCalls += 1
      }
    }
    let predicted = outcome.builds.filter { build in
      watchedFrom.map { build.at.ms >= $0.ms - Self.toleranceMs } ?? false
    }
    pairs = Self.pair(observed: builds, predicted: predicted)
    decisions = observed.filter(\.event.isRequestDecision).map {
      Self.decision($0, outcome: outcome, settings: self.settings)
    }
  }

  /// Observed and predicted builds paired, per kind and family, in time order.
  /// - Complexity: O((n + m) log m) for n observed and m predicted builds, and the predicted builds within the window
  ///   of each observed one.
  static func pair(observed: [Observation], predicted: [Replay.Build]) -> [Pair] {
    var pairs: [Pair] = []
    var left = PredictedBuilds(predicted)
    var matchedTo: [Int: Int] = [:]
    // Matched first, nearest first, so that a build near two predictions takes the nearer.
    for (index, build) in observed.enumerated() {
      if let near = left.nearest(to: build, withinMs: toleranceMs) {
        matchedTo[index] = near
        left.used[near] = true
      }
    }
    for (index, build) in observed.enumerated() {
      if let match = matchedTo[index] {
        pairs.append(pairOf(.matched, build, predicted[match]))
      } else if let near = left.nearest(to: build, withinMs: pairingWindowMs) {
        left.used[near] = true
        pairs.append(pairOf(build.at < predicted[near].at ? .early : .late, build, predicted[near]))
      } else {
        pairs.append(
          Pair(verdict: .observedOnly, kind: build.kind ?? "?", family: build.family ?? "?", observed: build.at))
      }
    }
    for (index, build) in predicted.enumerated() where !left.used[index] {
      pairs.append(
        Pair(verdict: .predictedOnly, kind: build.kind, family: build.family, predicted: build.at, cause: build.cause))
    }
    return pairs.sorted { ($0.observed ?? $0.predicted!) < ($1.observed ?? $1.predicted!) }
  }

  /// The model's builds, by kind in time order, with those already paired marked.
  struct PredictedBuilds {
    let builds: [Replay.Build]
    /// Each kind's builds' indices, by time (then index).
    let byKind: [String: [Int]]
    /// Whether each build is paired already.
    var used: [Bool]

    init(_ builds: [Replay.Build]) {
      self.builds = builds
      byKind = Dictionary(grouping: builds.indices) { builds[$0].kind }.mapValues { indices in
        indices.sorted { (builds[$0].at, $0) < (builds[$1].at, $1) }
      }
      used = Array(repeating: false, count: builds.count)
    }

    /// The unpaired build nearest `observed` in time that it can be (`same`), within `withinMs`; of two as near, the
    /// first made.
    func nearest(to observed: Observation, withinMs: Int64) -> Int? {
      guard let kind = observed.kind, let list = byKind[kind] else { return nil }
      var low = 0
      var high = list.count
      while low < high {
        let middle = (low + high) / 2
        if builds[list[middle]].at.ms < observed.at.ms - withinMs { low = middle + 1 } else { high = middle }
      }
      var best: (distance: Int64, index: Int)? = nil
      for index in list[low...] {
        let distance = builds[index].at.ms - observed.at.ms
        if distance > withinMs { break }
        guard !used[index], Comparison.same(observed, builds[index]) else { continue }
        let candidate = (abs(distance), index)
        if best.map({ candidate < $0 }) ?? true { best = candidate }
      }
      return best?.index
    }
  }

  /// An observed and a predicted build as a pair.
  static func pairOf(_ verdict: Verdict, _ observed: Observation, _ predicted: Replay.Build) -> Pair {
    Pair(
      verdict: verdict, kind: predicted.kind, family: predicted.family, observed: observed.at, predicted: predicted.at,
      cause: predicted.cause)
  }

  /// Whether an observed build can be a predicted one: the same kind and family, and the same configuration when the
  /// extension recorded one.
  static func same(_ observed: Observation, _ predicted: Replay.Build) -> Bool {
    guard observed.kind == predicted.kind, observed.family == nil || observed.family == predicted.family else {
      return false
    }
    guard let config = observed.config?.objectValue else { return true }
    return config.allSatisfy { key, value in predicted.config[key].map { $0.json == value } ?? false }
  }

  /// The model's rule for the request a logged decision is about: the last request for its kind at or before it, and
  /// the first build that request led to.
  static func decision(_ logged: Observation, outcome: Replay.Outcome, settings: Settings) -> Decision {
    let message = logged.message ?? logged.event.rawValue
    let request = outcome.requests.last {
      $0.at.ms <= logged.at.ms + toleranceMs && ($0.kind == nil || logged.kind == nil || $0.kind == logged.kind)
    }
    guard let request else {
      return Decision(
        at: logged.at, kind: logged.kind, logged: logged.event, message: message,
        model: "the model has no reload request for it", agrees: false)
    }
    let build = outcome.builds.first {
      $0.cause == .reload && $0.at >= request.at && (request.kind == nil || $0.kind == request.kind)
    }
    let carried: Bool
    let model: String
    let rule = "with foregroundReloads=\(settings.text(of: "foregroundReloads") ?? "?")"
    if let build, build.at.ms - request.at.ms <= toleranceMs {
      carried = true
      model = "the model, \(rule), carried it out at once (\(build.counted ? "counted" : "free"))"
    } else if let build {
      carried = build.at.ms - logged.at.ms <= toleranceMs
      model =
        "the model, \(rule), carried it out at \(build.at.iso8601), \(TimeSpan(ms: build.at.ms - request.at.ms).text) after the request"
    } else {
      carried = false
      model = "the model, \(rule), did not carry it out"
    }
    return Decision(
      at: logged.at, kind: logged.kind, logged: logged.event, message: message, model: model,
      agrees: carried == logged.event.carriesOut)
  }
}

extension Observation.Event {
  /// Whether the system's log says what it did with a reload request.
  var isRequestDecision: Bool {
    [.allowedVisible, .allowedForeground, .throttledForeground, .flushedBackground].contains(self)
  }

  /// Whether the logged decision carries the request out now.
  var carriesOut: Bool { self == .allowedVisible || self == .allowedForeground || self == .flushedBackground }

  /// What the system did, in words.
  public var deviceWords: String {
    switch self {
    case .allowedVisible: return "the device let it through free (the widget is visible)"
    case .allowedForeground: return "the device let it through (the first while in the foreground)"
    case .throttledForeground: return "the device throttled it"
    case .flushedBackground: return "the device carried it out when the app went to the background"
    default: return "the device logged \(rawValue)"
    }
  }
}

extension ParamValue {
  /// The value as JSON, as the journal and the extension's recorder write a configuration's.
  var json: JSONValue {
    switch self {
    case .string(let text): return .string(text)
    case .int(let number): return .int(number)
    case .bool(let flag): return .bool(flag)
    }
  }
}

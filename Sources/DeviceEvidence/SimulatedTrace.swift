import WidgetJournal
import WidgetModel

/// A device simulated by the model itself: the builds the model makes for a journal's actions under hidden settings,
/// written as the extension's recorder and the system's log would write them, with jitter and dropped lines. It is
/// what the tests check `import`, `compare` and `fit` against (a trace from a real device has never been seen here),
/// and what made the sample trace in journals/.
public struct SimulatedTrace: Sendable {
  /// The extension's file (`widgetsim-extension.jsonl`), one observation a line.
  public var extensionLines: String
  /// The log export (`log show --style ndjson`), one JSON object a line.
  public var logLines: String

  /// The bundle id the simulated app's widget extension has; the log names its kinds through it.
  public static let bundle = "com.example.widgets.extension"

  /// How the trace is written.
  public struct Options: Sendable {
    /// The seed of the jitter and the drops.
    public var seed: UInt64
    /// Each observed time moves by up to this much, either way.
    public var jitterMs: Int64
    /// The share of log lines left out (0…1).
    public var logDropped: Double
    /// The UTC offset the log's timestamps are written in, in minutes (the Mac's time zone).
    public var offsetMinutes: Int

    /// Options: `seed`, with 5 s of jitter, a tenth of the log dropped, written at UTC+8.
    public init(seed: UInt64, jitterMs: Int64 = 5_000, logDropped: Double = 0.1, offsetMinutes: Int = 480) {
      self.seed = seed
      self.jitterMs = jitterMs
      self.logDropped = logDropped
      self.offsetMinutes = offsetMinutes
    }
  }

  /// The trace of `journal`'s actions on a device whose system behaves as the model does under `hidden`.
  /// - Throws: `JournalError.invalid` when an action of `journal` is not valid where it is.
  public init(_ journal: EvidenceJournal, hidden: Settings, options: Options) throws(JournalError) {
    var checked = journal
    checked.header.settings = hidden
    _ = try Replay.fold(checked)
    var random = SplitMix(seed: options.seed)
    let outcome = Replay.run(journal, settings: hidden)
    var extensionLines = ""
    var log: [(at: Instant, message: String)] = []
    func jittered(_ at: Instant) -> Instant {
      guard options.jitterMs > 0 else { return at }
      return Instant(ms: at.ms + Int64(random.next() % UInt64(2 * options.jitterMs + 1)) - options.jitterMs)
    }
    for build in outcome.builds {
      var observation = Observation(.timeline, at: jittered(build.at))
      observation.kind = build.kind
      observation.family = build.family
      if !build.config.isEmpty {
        observation.config = .object(build.config.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) })
      }
      observation.tookMs = Int64(random.next() % 800)
      observation.preview = false
      extensionLines += observation.line + "\n"
      if build.cause == .reload {
        log.append((jittered(build.at), "\(Self.bundle):\(build.kind) on local reload: succeeded with 1 entries"))
      }
    }
    // A reload of all kinds is logged for each kind the journal defines.
    let requests = outcome.requests.flatMap { request in
      request.kind.map { [(request, $0)] } ?? outcome.state.kindOrder.map { (request, $0) }
    }
    for (request, kind) in requests {
      log.append((request.at, "Evaluate reload request from com.example.widgets:reload for \(Self.bundle):\(kind)."))
      guard request.foreground else { continue }
      let build = outcome.builds.first { build in build.cause == .reload && build.at >= request.at && build.kind == kind
      }
      if let build, build.at.ms - request.at.ms <= Comparison.toleranceMs {
        log.append((request.at, "\(Self.bundle):\(kind) - Allowing first refresh while foreground."))
      } else if let build {
        log.append((build.at, "\(Self.bundle):\(kind) - Flushing pending reload request due to background transition."))
      }
    }
    log.sort { $0.at < $1.at }
    var logLines = ""
    for (at, message) in log {
      guard Double(random.next() % 1_000_000) / 1_000_000 >= options.logDropped else { continue }
      logLines += Self.ndjson(at: at, message: message, offsetMinutes: options.offsetMinutes) + "\n"
    }
    self.extensionLines = extensionLines
    self.logLines = logLines
  }

  /// One line of `log show --style ndjson`, its timestamp written in the zone `offsetMinutes` from UTC.
  static func ndjson(at: Instant, message: String, offsetMinutes: Int) -> String {
    JSONValue.object([
      ("timestamp", .string(localTimestamp(at, offsetMinutes: offsetMinutes))),
      ("messageType", .string("Default")), ("subsystem", .string(SystemLog.subsystem)),
      ("category", .string("reload")),
      ("processImagePath", .string("/System/Library/PrivateFrameworks/ChronoCore.framework/Support/chronod")),
      ("eventMessage", .string(message)),
    ]).serialized
  }

  /// `2026-03-01 17:00:00.123000+0800`, as `log show` writes a timestamp.
  static func localTimestamp(_ at: Instant, offsetMinutes: Int) -> String {
    let local = Instant(ms: at.ms + Int64(offsetMinutes) * 60_000).iso8601.dropLast()
    let parts = local.split(separator: ".")
    let fraction = parts.count > 1 ? parts[1] + "000" : "000000"
    let sign = offsetMinutes < 0 ? "-" : "+"
    let hours = abs(offsetMinutes) / 60
    let minutes = abs(offsetMinutes) % 60
    let date = String(parts[0].map { $0 == "T" ? " " : $0 })
    let zone: String = sign + (hours < 10 ? "0" : "") + String(hours) + (minutes < 10 ? "0" : "") + String(minutes)
    return date + "." + fraction + zone
  }
}

/// SplitMix64: the seeded generator of the jitter and the drops.
struct SplitMix: Sendable {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  /// The next number.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

import Testing
import WidgetSim

@testable import Sim

/// The developer's own invariant, checked over seeded random days of the app: snapshots written (some of them not
/// snapshots at all), time passing, reloads, the app coming and going, and the App Group switched off and on.
@Suite("Weather widget properties", .serialized)
struct PropertyTests {
  /// How many sequences, and how many steps in each.
  static let runs = 50
  static let steps = 30
  /// The seed of run 0; run N uses `SplitMix64.runSeed(seed, run: N)`, so one run replays alone.
  static let seed: UInt64 = 0x57EA_7E44

  @Test(
    "two hours after a snapshot is in the App Group the widget shows it, unless its budget is spent or the group is off"
  )
  func snapshotShownWithinTwoHours() throws {
    for run in 0..<Self.runs {
      var rng = SplitMix64(seed: SplitMix64.runSeed(Self.seed, run: run))
      var lines = ["set providerDeadline=1m", "set budget=\(rng.pick([4, 12, 40]))", "add forecast"]
      let session = try Forecast.session(Array(lines.dropFirst()))
      var groupBack = session.head.now
      for _ in 0..<Self.steps {
        let line = Self.step(in: session.head, using: &rng)
        lines.append(line)
        try Forecast.run(session, [line])
        if line == "appgroup on" { groupBack = session.head.now }
        if let broken = Self.violation(in: session.head, groupBack: groupBack) {
          Issue.record(
            """
            seed \(Self.seed), run \(run): \(broken)
            the REPL lines (`swift run Sim` then paste them):
            \(lines.joined(separator: "\n"))
            """)
          return
        }
      }
    }
  }

  /// The next thing that happens: mostly time passing and snapshots written, sometimes a file that is not a
  /// snapshot, a reload, the app moving, or the App Group switched.
  static func step(in state: SimState, using rng: inout SplitMix64) -> String {
    switch rng.below(100) {
    case 0..<35: return "tick \(rng.pick(["5m", "20m", "45m", "1h", "90m", "3h", "7h"]))"
    case 35..<60:
      let hourly = (0..<rng.int(in: 1...12)).map { _ in rng.int(in: -5...30) }
      return Forecast.write(city: rng.pick(["Oslo", "Rome"]), at: state.now, hourly: hourly)
    case 60..<68: return "data \(WeatherSnapshot.fileName) " + rng.pick([#"{"city":"Oslo"}"#, #""offline""#])
    case 68..<78: return "reload forecast"
    case 78..<90: return rng.pick(["app foreground", "app background"])
    default: return state.appGroup ? "appgroup off" : "appgroup on"
    }
  }

  /// What breaks the invariant now, or nil: the App Group has held a snapshot the provider could read for two hours
  /// or more (since the app wrote it, or since the group came back with it at `groupBack`), and the widget shows an
  /// older one (or none), though its budget is not spent and the group is on.
  static func violation(in state: SimState, groupBack: Instant) -> String? {
    guard state.appGroup, let file = state.cache[WeatherSnapshot.fileName], let snapshot = Forecast.snapshot(in: state)
    else { return nil }
    let readable = max(file.writtenAt, groupBack)
    guard state.now - readable >= .hours(2) else { return nil }
    let written = Instant(ms: Int64((snapshot.updatedAt.timeIntervalSince1970 * 1000).rounded()))
    for widget in state.orderedWidgets where state.budgetUsed(widget) < state.settings.budget {
      let shown = state.display(widget).content?["updatedAt"]
      guard case .string(let text)? = shown, let instant = Instant(iso8601: text), instant >= written else {
        return
          "at \(state.now.iso8601) \(widget.id) shows the snapshot of \(shown?.serialized ?? "none"), though the App Group has held the one of \(written.iso8601) since \(readable.iso8601)"
      }
    }
    return nil
  }
}

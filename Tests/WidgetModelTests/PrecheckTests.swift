import Testing
import WidgetModel

/// `SimState.precheck` and `check(_:prechecked:)`: a replay makes an action's checks that read no state on the thread
/// that decodes its lines and the rest on the thread that folds them; together they must accept and refuse exactly
/// what `check(_:)` does, with the same error, the first one `check(_:)` finds.
@Suite("Checks made before the state")
struct PrecheckTests {
  /// What checking `action` against `state` gives, nil when it passes: by `check(_:)` alone, or as a replay does it
  /// (`precheck`, then `check(_:prechecked:)` when that passed, else `check(_:)`).
  static func outcome(_ action: Action, _ state: SimState, ahead: Bool) -> WidgetError? {
    do throws(WidgetError) {
      if ahead, let prechecked = SimState.precheck(action) {
        try state.check(action, prechecked: prechecked)
      } else {
        try state.check(action)
      }
      return nil
    } catch {
      return error
    }
  }

  /// A value nested deeper than `Limits.dataValueDepthMax`.
  static let deep = (0...Limits.dataValueDepthMax).reduce(JSONValue.int(1)) { inner, _ in .array([inner]) }
  /// A value longer than `Limits.dataValueBytesMax` bytes of JSON.
  static let long = JSONValue.string(String(repeating: "x", count: Limits.dataValueBytesMax))

  /// Data, failures and server rules whose checks read no state failing or passing, and actions `precheck` leaves to
  /// `check(_:)`.
  static let actions: [Action] = [
    .dataArrived(key: "weather:Beijing", value: .int(21), ttl: nil),
    .dataArrived(key: "weather:Beijing", value: .string("sunny"), ttl: TimeSpan(ms: 60_000)),
    .dataArrived(key: "fresh", value: CacheBytesTests.heaviest, ttl: nil),
    .dataArrived(key: "", value: .int(1), ttl: nil),
    .dataArrived(key: "bad\u{1}key", value: .int(1), ttl: nil),
    .dataArrived(key: "fresh", value: deep, ttl: nil),
    .dataArrived(key: "fresh", value: long, ttl: nil),
    .dataArrived(key: "fresh", value: .int(1), ttl: TimeSpan(ms: -1)),
    .fetchFailed(key: "weather:Beijing", reason: .timeout),
    .fetchFailed(key: "", reason: .error),
    .networkChanged(.rule(key: "fresh", .answer(.int(1), took: .zero, seq: 0))),
    .networkChanged(.rule(key: "fresh", .answer(CacheBytesTests.heaviest, took: .zero, seq: 0))),
    .networkChanged(.rule(key: "fresh", .answer(.int(1), took: TimeSpan(ms: -5), seq: 0))),
    .networkChanged(.rule(key: "fresh", .answer(deep, took: .zero, seq: 0))),
    .networkChanged(.rule(key: "bad\u{1}key", .timeout)),
    .networkChanged(.rule(key: "fresh", .error)),
    .networkChanged(.online(false)),
    .reloadRequested(.kind("weathr")),
    .clockTicked(to: TestWorld.start),
  ]

  /// A state whose cache cannot take another of the heaviest values, so that checks of the state refuse too.
  static func fullCache() throws -> SimState {
    var state = try TestWorld("add weather").state
    var keys = 0
    while (try? CacheBytesTests.write(CacheBytesTests.heaviest, "k\(keys)", in: &state)) != nil { keys += 1 }
    return state
  }

  @Test("checked in two parts, every action passes or fails as check alone says, with its error")
  func sameAsCheck() throws {
    let states = [try TestWorld("add weather", "tick 1h").state, try Self.fullCache()]
    var refusedByState = 0
    for state in states {
      for action in Self.actions {
        let alone = Self.outcome(action, state, ahead: false)
        #expect(Self.outcome(action, state, ahead: true) == alone, "\(action)")
        if alone != nil, SimState.precheck(action) != nil { refusedByState += 1 }
      }
    }
    // The second part refused something itself: the full cache's writes and answers.
    #expect(refusedByState >= 2)
  }

  @Test("precheck passes only actions whose checks that read no state pass")
  func precheckRefuses() {
    let state = SimState(start: TestWorld.start)
    for action in Self.actions {
      guard SimState.precheck(action) != nil else { continue }
      // What it passed, check alone passes on an empty state unless the state's own checks refuse it.
      if let error = Self.outcome(action, state, ahead: false) {
        Issue.record("precheck passed \(action), which check refuses on an empty state: \(error)")
      }
    }
    for action in Self.actions.filter({ Self.outcome($0, state, ahead: false) != nil }) {
      #expect(SimState.precheck(action) == nil, "\(action)")
    }
  }
}

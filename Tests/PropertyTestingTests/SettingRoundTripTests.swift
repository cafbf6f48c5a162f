import PropertyTesting
import Testing
import WidgetModel

/// The settings of the system's discretion, and odd variants of them (any scope, a window with an odd zone rule, a
/// long atEndSingle), read back as themselves through their command text, as generated actions do.
@Suite("The settings of the system's discretion round-trip through their command text")
struct SettingRoundTripTests {
  @Test("each of budgetScope, foregroundReloads, quietHours and atEndSingle, and odd variants, read back")
  func settingsReadBack() throws {
    var state = SimState(start: Instant(ms: 1_772_352_000_000))
    for kind in BuiltinKinds.all { state.apply(.kindDefined(kind)) }
    let window = try QuietHours.parse("22:00-07:00@EST5EDT,M3.2.0,M11.1.0", zone: .utc, now: state.now)
    let settings: [Setting] = [
      .budgetScope(.kind), .budgetScope(.app), .foregroundReloads(.onBackground), .quietHours(window),
      .quietHours(nil), .atEndSingle(.hours(1)), .atEndSingle(nil),
    ]
    var rng = SplitMix64(seed: 0x5E77)
    var variants = 0
    for setting in settings {
      CommandRoundTripTests.expectRoundTrip(.settingChanged(setting), in: state)
      for _ in 0..<40 {
        guard let variant = OddValues.variant(of: .settingChanged(setting), in: state, using: &rng),
          (try? state.check(variant)) != nil
        else { continue }
        CommandRoundTripTests.expectRoundTrip(variant, in: state)
        variants += 1
      }
    }
    #expect(variants >= 200, "only \(variants) odd variants were valid")
  }
}

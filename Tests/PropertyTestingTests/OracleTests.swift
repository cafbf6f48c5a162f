import PropertyTesting
import Testing
import WidgetModel

/// The oracle the schedule properties compare the model with: naive, and checked here by hand.
@Suite("Oracle")
struct OracleTests {
  let t0 = Instant(ms: 1_772_352_000_000)

  @Test("a refresh exactly 24 hours ago has left the window; one a millisecond later has not")
  func window() {
    let counted = [t0, t0 + TimeSpan(ms: 1)]
    #expect(History.countedInWindow(counted, at: t0 + .days(1)) == 1)
    #expect(History.countedInWindow(counted, at: t0 + .days(1) - TimeSpan(ms: 1)) == 2)
  }

  @Test("budget room waits for the oldest refreshes in the window to leave, one at a time")
  func room() {
    let counted = [t0, t0 + .hours(1), t0 + .hours(2)]
    #expect(History.budgetRoom(from: t0 + .hours(3), counted: counted, budget: 4) == t0 + .hours(3))
    #expect(History.budgetRoom(from: t0 + .hours(3), counted: counted, budget: 3) == t0 + .days(1))
    #expect(History.budgetRoom(from: t0 + .hours(3), counted: counted, budget: 1) == t0 + .days(1) + .hours(2))
  }

  @Test("policy due: atEnd at the last entry, after:D from the build, never not at all")
  func policyDue() {
    let weather = BuiltinKinds.weather
    #expect(History.policyDue(weather, builtAt: t0) == t0 + .hours(4))
    #expect(History.policyDue(BuiltinKinds.stocks, builtAt: t0) == t0 + .hours(1))
    #expect(History.policyDue(BuiltinKinds.todo, builtAt: t0) == nil)
  }
}

import Testing
import WidgetModel
import WidgetSimCore

/// `why` of a widget of a developer's provider kind that has no timeline from its provider yet: the kind's define
/// holds no policy, so `why` names none (it said "Policy atEnd", the recipe default, which no provider returned).
@Suite("why names no policy before a provider returns one")
struct ProviderPolicyWhyTests {
  @Test("a provider kind's widget whose builds all failed has no policy yet, and retryAfter says when the next comes")
  func noPolicyYet() {
    let session = Session.inMemory(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    for line in ["define k provider=yes data=k.json", "add k small"] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    let why = session.execute("why w1").output
    #expect(!why.contains("Policy atEnd"), "\(why)")
    #expect(
      why.contains(
        "No reload policy yet: the policy comes with a timeline its provider returns, and none has. Until a build succeeds, retryAfter (1h) decides when the next one comes instead."
      ), "\(why)")
  }
}

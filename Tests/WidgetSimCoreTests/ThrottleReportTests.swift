import Testing
import WidgetModel
import WidgetSimCore

/// What the report after an action, `why` and the canonical JSON say of the reload filter's throttle, sessions and
/// intents (docs/MODEL.md, "The reload filter"), in the system's words.
@Suite("The report, why and JSON of the foreground throttle")
struct ThrottleReportTests {
  static func session(_ lines: [String]) -> Session {
    let session = Session.inMemory(start: Instant(iso8601: "2026-03-01T09:00:00Z")!)
    for line in lines { #expect(session.execute(line).error == nil, "\(line)") }
    return session
  }

  static let held = [
    "define k data=k entries=1", "add k small", "set foregroundThrottle=1m", "app foreground", "reload k", "tick 10s",
  ]

  @Test("a second foreground request says it is held, until when, and that the background releases it")
  func heldHeadline() {
    let session = Self.session(Self.held)
    let output = session.execute("reload k").output
    #expect(
      output.contains(
        "reload requested for k (foreground: held: a second request inside the foreground throttle window, released at 09:01 or when the app goes to the background)"
      ), "\(output)")
    let why = session.execute("why w1").output
    #expect(why.contains("Throttling additional refresh request while foreground."), "\(why)")
    #expect(why.contains("released at 09:01 or when the app goes to the background"), "\(why)")
    let json = session.execute("state --json").output
    #expect(json.contains("\"pending\":{\"dueAt\":\"2026-03-01T09:01:00Z\",\"counted\":false,\"free\":\"throttled\"}"))
    #expect(json.contains("\"filter\":{\"throttleEnd\":\"2026-03-01T09:01:00Z\",\"throttleHeld\":true}"), "\(json)")
  }

  @Test("going to the background says it carried out the held reload")
  func flushHeadline() {
    let session = Self.session(Self.held + ["reload k"])
    let output = session.execute("app background").output
    #expect(output.contains("app is in the background; carried out the reloads the foreground throttle held for w1"))
    #expect(output.contains("w1 refreshed (reload, not counted: held by the foreground throttle"), "\(output)")
  }

  @Test("a reload during a session, and after an intent, names the rule that made it free")
  func sessionAndIntent() {
    let session = Self.session(["define k data=k entries=1", "add k small", "app session audio on"])
    #expect(
      session.execute("reload k").output.contains(
        "reload requested for k (background: free: an audio or navigation session is active, latency 0s)"))
    #expect(session.execute("app session audio off").output.contains("the audio session ended"))
    #expect(
      session.execute("app intent").output.contains(
        "an App Intent ran: the app's reloads are free until 09:01 (intentReloadWindow 1m)"))
    #expect(
      session.execute("reload k").output.contains("(background: free: an App Intent recently ran, latency 0s)"))
  }

  @Test(
    "why names the rule that made a waiting request free, not the foreground, when the app asked from the background")
  func pendingFreeRuleInWhy() {
    let session = Self.session([
      "define k data=k entries=1", "add k small", "device home", "set latency=1m", "reload k",
    ])
    let why = session.execute("why w1").output
    #expect(why.contains("A reload request is pending, due at 09:01 (free: the widget is visible)."), "\(why)")
    #expect(!why.contains("the app was in the foreground"), "\(why)")
  }

  @Test("app session and app intent are refused with the words app takes when misspelled")
  func badActivity() {
    let session = Self.session([])
    let error = session.execute("app session music on").error ?? ""
    #expect(error.contains("session audio on|off"), "\(error)")
  }
}

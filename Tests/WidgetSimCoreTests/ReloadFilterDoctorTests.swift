import Testing
import WidgetModel
import WidgetSimCore

/// `doctor`'s reload filter findings (docs/DOCTOR.md): foreground reloads the throttle held until the app went to the
/// background, with how long the user waited, and a trace recorded under Developer Mode.
@Suite("doctor on the reload filter")
struct ReloadFilterDoctorTests {
  static func session(_ lines: [String]) -> Session {
    let session = Session.inMemory(start: Instant(iso8601: "2026-03-01T09:00:00Z")!)
    for line in lines { #expect(session.execute(line).error == nil, "\(line)") }
    return session
  }

  @Test("held foreground reloads carried out at the background transition are counted, with the longest wait")
  func heldUntilBackground() {
    let session = Self.session([
      "define k data=k entries=1", "add k small", "set foregroundThrottle=5m", "app foreground", "reload k",
      "tick 10s", "reload k", "tick 50s", "reload k", "tick 30s", "app background",
    ])
    let doctor = session.execute("doctor").output
    #expect(
      doctor.contains(
        "1 reload it asked for in the foreground was held by the foreground throttle (foregroundThrottle=5m) and carried out only when it went to the background: w1 showed older content meanwhile, the longest for 1m20s (until 09:01:30)"
      ), "\(doctor)")
    #expect(doctor.contains("request the reload when the app goes to the background"), "\(doctor)")
  }

  @Test("a held reload the window's end carried out is not reported, nor is a journal without the throttle")
  func windowEndNotReported() {
    let session = Self.session([
      "define k data=k entries=1", "add k small", "set foregroundThrottle=1m", "app foreground", "reload k",
      "tick 10s", "reload k", "tick 5m", "app background",
    ])
    #expect(!session.execute("doctor").output.contains("heldUntilBackground"))
  }

  @Test("a trace recorded under Developer Mode says it cannot show budgets")
  func developerMode() {
    let session = Self.session(["define k data=k entries=1", "add k small", "set developerMode=true"])
    let doctor = session.execute("doctor").output
    #expect(doctor.contains("[developerModeTrace]"), "\(doctor)")
    #expect(doctor.contains("cannot show budgets"), "\(doctor)")
  }
}

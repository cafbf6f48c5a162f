import Testing
import WidgetModel
import WidgetSimCore

/// `doctor`'s `unseenReloadsCounted` (docs/DOCTOR.md, "The reload filter"): the app's reloads counted against a
/// widget's budget while nobody could see it, and how many came just after the app left the foreground.
@Suite("doctor on reloads nobody could see")
struct UnseenReloadsDoctorTests {
  /// Three reloads from the background, 6 minutes apart, the first 1 minute after the app left the foreground, each
  /// carried out within the 6 minutes after it.
  static let reloads = [
    "define k data=k entries=3 every=1h", "add k small", "app foreground", "app background", "tick 1m", "reload k",
    "tick 6m", "reload k", "tick 6m", "reload k", "tick 6m",
  ]

  @Test("counted reloads while another app is in front are reported, with those soon after leaving the foreground")
  func reported() {
    let session = ReloadFilterDoctorTests.session(["device app Maps"] + Self.reloads)
    let doctor = session.execute("doctor").output
    #expect(
      doctor.contains(
        "warning [unseenReloadsCounted] w1: 3 builds the app's reloads caused were counted in the last 24 hours while nobody could see it (not on the screen shown), 1 of them within 5m of the app leaving the foreground: 3/40 of its budget used"
      ), "\(doctor)")
    #expect(doctor.contains("ask for the reload as the app leaves the foreground"), "\(doctor)")
    #expect(doctor.contains("because widget is visible"), "\(doctor)")
  }

  @Test("the same reloads of a widget on the home screen shown are free, and nothing is reported")
  func visibleNotReported() {
    let session = ReloadFilterDoctorTests.session(["device home"] + Self.reloads)
    #expect(!session.execute("doctor").output.contains("unseenReloadsCounted"))
  }

  @Test("a journal that never says what the device shows is not reported, nor two such reloads")
  func quietWithoutDevice() {
    #expect(!ReloadFilterDoctorTests.session(Self.reloads).execute("doctor").output.contains("unseenReloadsCounted"))
    let two = ReloadFilterDoctorTests.session(["device lock"] + Self.reloads.dropLast(3))
    #expect(!two.execute("doctor").output.contains("unseenReloadsCounted"))
  }
}

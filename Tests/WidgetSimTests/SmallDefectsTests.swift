import Foundation
import Testing
import WidgetModel
import WidgetSim

/// Small things a developer trying the simulator met (issue 27, issue 28): a URL typed without its scheme, and a
/// crash's message that carried the simulation's temporary folder.
@Suite("Small defects of the developer's provider kinds")
struct SmallDefectsTests {
  @Test("net with a URL without its scheme is refused, saying the line to type; a quoted key with a / is taken")
  func schemelessURLRefused() throws {
    let session = try Session.simulating([], start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    let refused = session.execute(#"net api.example.com/departures {"next":"08:12"}"#)
    #expect(
      refused.error
        == #"net api.example.com/departures: a URL needs its scheme, as the provider's request has it: did you mean net https://api.example.com/departures …? (A recipe kind's key with a / in it is taken when quoted: net "api.example.com/departures" …)"#
    )
    #expect(session.execute("net api.example.com/departures timeout").error?.contains("did you mean") == true)
    #expect(session.execute(#"net "api.example.com/departures" 1"#).error == nil)
    #expect(session.execute("net weather:oslo 1").error == nil)
    #expect(session.execute("net weather.json 1").error == nil)
  }

  @Test("a crash's message names the App Group's folder as <App Group>, not the simulation's temporary path")
  func crashWithoutTemporaryPath() throws {
    let run = try ExtensionProcessTests.run(["add missing", "why w1"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("crashed in getTimeline(in:completion:): Fatal error: "), "\(run.output)")
    #expect(run.output.contains("<App Group>/missing.json"), "\(run.output)")
    #expect(!run.output.contains("widgetsim-appgroup-"), "\(run.output)")
  }
}

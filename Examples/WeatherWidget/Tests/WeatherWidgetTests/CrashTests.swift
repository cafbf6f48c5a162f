import Foundation
import Testing
import WidgetSim

@testable import Sim

/// The first draft of the provider (`DraftWeatherProvider`) crashes until the app has written its snapshot: on a
/// phone the widget is blank from the moment it is added. The simulator explains it, in the checked-in journal that
/// `swift run Sim` recorded and in a test that runs the draft in `Sim`'s extension processes.
@Suite("The draft provider's crash", .serialized)
struct CrashTests {
  /// journals/first-launch-crash.jsonl, recorded by `swift run Sim run journals/first-launch-crash.txt`.
  static let journal = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("journals/first-launch-crash.jsonl")

  /// The built simulator program beside the test bundle (the test target depends on it, so it is built first).
  static var sim: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Sim").path
  }

  @Test("the checked-in journal replays without the provider and why explains the crash before the app wrote")
  func journalExplainsTheCrash() throws {
    let lines = try String(contentsOf: Self.journal, encoding: .utf8).split(separator: "\n")
    // Up to seq 9: the widget added at 08:00, its builds at 08:00 and 09:00 crashed, the app has not written yet.
    var scenario = try WidgetScenario(journal: lines.prefix(10).joined(separator: "\n") + "\n")
    let why = try scenario.why("w1")
    #expect(
      why.contains(
        "Its build at 09:00 (counted against the budget) crashed in getTimeline(in:completion:): Fatal error: 'try!' expression unexpectedly raised an error"
      ), "\(why)")
    #expect(why.contains("(DraftWeatherProvider.swift:22). No build has succeeded since it was added"))
    #expect(why.contains("The app has not written weather.json, the file its kind reads."))
    let doctor = try scenario.run("doctor")
    #expect(doctor.contains("warning [providerCrashed] w1: its build at 09:00"), "\(doctor)")
    #expect(doctor.contains("try? for decoding"))
    // The whole journal: once the app has written and reloaded, the build succeeds.
    let whole = try JournalReplay.replay(path: Self.journal.path)
    #expect(whole.error == nil)
    let widget = try #require(whole.state.widgets["w1"])
    #expect(whole.state.display(widget).status == .live)
    #expect(whole.state.digest == "c54b60d1b2c787a2")
  }

  @Test("run in Sim's extension processes, the draft's crash fails the build and the test goes on")
  func crashInAWorker() throws {
    let draft = SimulatedWidget(
      kind: "forecast-draft", families: [.systemSmall, .systemMedium], appGroup: WeatherSnapshot.appGroup,
      reads: WeatherSnapshot.fileName, provider: DraftWeatherProvider())
    let session = try Session.simulating(
      [draft], start: Instant(iso8601: "2026-03-01T08:00:00Z")!, isolation: .workerProgram(Self.sim))
    for line in ["set providerDeadline=1m", "add forecast-draft"] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    #expect(session.execute("why w1").output.contains("crashed in getTimeline(in:completion:): Fatal error"))
    for line in [
      #"data weather.json {"city":"Oslo","hourly":[3,4,5],"updatedAt":"2026-03-01T08:00:00Z"}"#,
      "tick 5m", "reload forecast-draft",
    ] {
      #expect(session.execute(line).error == nil, "\(line)")
    }
    let shown = session.head.display(try #require(session.head.widgets["w1"]))
    #expect(shown.status == .live)
    #expect(shown.content?["temperature"] == .int(3))
  }
}

import Testing
import WidgetSim

/// docs/PROVIDERS.md, "The extension's process": how the extension's process ran a build is recorded with the build
/// (`"process"`), so that a plain replay, without the provider, explains a crash as the simulator program did.
@Suite("The extension's process in the journal")
struct ExtensionJournalTests {
  /// A journal of a provider kind whose builds crashed: at 08:00 when added, and again at 09:00.
  static func journal(process: String) -> String {
    let header =
      #"{"format":"widgetsim-journal","version":1,"start":"2026-03-01T08:00:00Z","settings":{"budget":40,"minInterval":"5m","latency":"0s","configureCounts":false}}"#
    let define =
      #"{"seq":1,"action":"define","name":"weather","display":"Weather","families":["systemSmall"],"params":[],"entries":1,"every":"1h","policy":"atEnd","data":"weather.json","appgroup":true,"ttl":"30m","fallback":"placeholder","provider":true}"#
    let crash =
      "\"failed\":\"crashed: Fatal error: Unexpectedly found nil while unwrapping an Optional value (WeatherProvider.swift:30)\""
    let add =
      #"{"seq":2,"action":"add","id":"w1","kind":"weather","family":"systemSmall","config":{},"builds":[{"widget":"w1","at":"2026-03-01T08:00:00Z","entries":[{"date":"2026-03-01T08:00:00Z","content":{"temp":21}}],"policy":"after:2026-03-01T09:00:00Z"}]}"#
    let tick =
      #"{"seq":3,"action":"tick","to":"2026-03-01T09:00:00Z","builds":[{"widget":"w1","at":"2026-03-01T09:00:00Z","#
      + crash + process + "}]}"
    return [header, define, add, tick].joined(separator: "\n") + "\n"
  }

  static let crashed =
    #","process":{"fresh":true,"zone":"Asia/Shanghai","groups":["group.demo"],"output":"loading weather.json\n","outputBytes":21,"ended":"crashed","method":"getTimeline(in:completion:)"}"#

  @Test("a plain replay explains the crash, the App Group asked for, the fresh process and what it printed")
  func plainReplayExplains() throws {
    let scenario = try WidgetScenario(journal: Self.journal(process: Self.crashed))
    let why = try scenario.why("w1")
    for sentence in [
      "Its build at 09:00 (counted against the budget) crashed in getTimeline(in:completion:): Fatal error: Unexpectedly found nil while unwrapping an Optional value (WeatherProvider.swift:30). It keeps the timeline built at 08:00; the system tries again at 10:00 (retryAfter 1h).",
      "During the build at 09:00 the provider asked containerURL(forSecurityApplicationGroupIdentifier:) for group.demo, which is not an App Group the extension has, so it got nil",
      "The build at 09:00 ran in a fresh extension process",
      "It printed during the build at 09:00:\n  loading weather.json",
    ] {
      #expect(why.contains(sentence), "\(why)")
    }
    #expect(Narrator(scenario.state).failureWord(scenario.state.widgets["w1"]!) == "crashed")
  }

  @Test("the process member round-trips, and a journal without it keeps its digest")
  func roundTrip() throws {
    let scenario = try WidgetScenario(journal: Self.journal(process: Self.crashed))
    let again = try WidgetScenario(journal: scenario.journalText())
    #expect(again.digest == scenario.digest)
    #expect(scenario.journalText().contains(#""process":{"fresh":true,"zone":"Asia/Shanghai","groups":["group.demo"]"#))
    let plain = try WidgetScenario(journal: Self.journal(process: ""))
    #expect(plain.digest != scenario.digest)
    #expect(plain.state.extensionRuns.isEmpty)
    #expect(!(try plain.why("w1")).contains("extension process"))
  }

  @Test(
    "a process member that is not one is refused with the line and the reason",
    arguments: [
      (#","process":{"fresh":true,"zone":"UTC","colour":1}"#, "unknown member \"colour\""),
      (#","process":{"zone":"UTC"}"#, "\"fresh\" must be true or false"),
      (#","process":{"fresh":true,"zone":"UTC","ended":"melted"}"#, "\"ended\" must be one of crashed"),
    ])
  func refused(process: String, reason: String) {
    let error = #expect(throws: ScenarioError.self) { try WidgetScenario(journal: Self.journal(process: process)) }
    #expect(error?.message.contains(reason) == true, "\(error?.message ?? "")")
  }
}

import Foundation
import Testing
import WidgetSim

@testable import Sim

/// The fetching provider's degrade chain (`FetchingWeatherProvider`) on a morning its server times out: the journal
/// `swift run Sim` recorded from journals/server-morning.txt, whose requests the simulation answered from its
/// `net URL` lines, replayed without the provider or a network.
@Suite("The server's bad morning")
struct ServerMorningTests {
  /// journals/server-morning.jsonl.
  static let journal = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("journals/server-morning.jsonl")

  /// What `why w1` says after the journal's first `seq` actions.
  static func why(upTo seq: Int) throws -> String {
    let lines = try String(contentsOf: journal, encoding: .utf8).split(separator: "\n")
    var scenario = try WidgetScenario(journal: lines.prefix(seq + 1).joined(separator: "\n") + "\n")
    return try scenario.why("w1")
  }

  @Test(
    "a timeout and no cache is the placeholder in 5 minutes, a timeout with the app's snapshot 10, the server back 30",
    arguments: [
      (
        11,
        "Its build at 06:15:09 made 1 request: GET https://api.example.com/forecast?city=Cupertino: timed out after 3s (timeoutInterval).",
        "5m3s after the build"
      ),
      (
        14,
        "Its build at 06:20:12 made 1 request: GET https://api.example.com/forecast?city=Cupertino: timed out after 3s (timeoutInterval).",
        "10m3s after the build"
      ),
      (
        32, "Its build at 09:01 made 1 request: GET https://api.example.com/forecast?city=Cupertino: 200 after 800ms.",
        "30m800ms after the build"
      ),
    ])
  func degradeChain(seq: Int, request: String, policy: String) throws {
    let why = try Self.why(upTo: seq)
    #expect(why.contains(request), "\(why)")
    #expect(why.contains(policy), "\(why)")
  }

  @Test("the whole journal replays without the provider or a network to its pinned digest")
  func replays() throws {
    let replay = try JournalReplay.replay(path: Self.journal.path)
    #expect(replay.error == nil)
    let widget = try #require(replay.state.widgets["w1"])
    #expect(replay.state.display(widget).status == .live)
    #expect(replay.state.digest == "ba833f9c4af81044")
  }
}

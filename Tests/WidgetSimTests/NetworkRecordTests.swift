import Foundation
import Testing
import WidgetJournal
import WidgetModel

/// The requests a developer's provider's builds make, recorded with their outputs (docs/PROVIDERS.md, "Network"):
/// `why` lists them, `doctor` checks them, a plain replay reads them without the provider or the `net` lines, and
/// `--rerun-providers` says when a build now asks for other URLs. Each test drives the built test program.
@Suite("The provider's requests, recorded", .serialized)
struct NetworkRecordTests {
  @Test("why lists the build's requests, and names the net line that would answer a URL none does")
  func whyListsRequests() throws {
    let run = try ExtensionProcessTests.run([
      #"net https://api.example.com/departures?station=oslo {"next":"08:12"} took=800ms"#, "add fetching",
      "add completing", "why w1", "why w2",
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.contains(
        "Its build at 08:00 made 1 request: GET https://api.example.com/departures?station=oslo: 200 after 800ms."))
    #expect(
      run.output.contains(
        "Its build at 08:00 made 1 request: GET https://api.example.com/weather/oslo: failed at once with URLError.cannotFindHost."
      ))
    #expect(
      run.output.contains(
        "No net line answers https://api.example.com/weather/oslo, so it failed as a host that cannot be found; net https://api.example.com/weather/oslo VALUE would answer it (or a pattern with *, such as net https://api.example.com/weather/* VALUE)."
      ))
  }

  @Test(
    "doctor finds a request without a timeoutInterval under the deadline, a fetch in placeholder, a URL fetched twice")
  func doctorFindings() throws {
    let run = try ExtensionProcessTests.run([
      "set providerDeadline=10s", #"net https://api.example.com/quote "q""#,
      "net https://api.example.com/weather/oslo 1", "add careless", "add completing", "doctor",
    ])
    #expect(run.status == 1, "doctor's warnings fail a piped session: \(run.errors)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(
      lines.contains {
        $0.hasPrefix(
          "warning [requestTimeoutPastDeadline] w1: its build at 08:00 made GET https://api.example.com/quote with a timeoutInterval of 1m, not under providerDeadline (10s)"
        )
      })
    #expect(
      lines.contains {
        $0.hasPrefix(
          "warning [fetchInPlaceholder] w1: its provider's placeholder(in:) made a request (GET https://api.example.com/quote (in placeholder(in:)): 200 after 500ms)"
        )
      })
    #expect(
      lines.contains {
        $0.hasPrefix("warning [sameURLTwice] w1: its build at 08:00 fetched GET https://api.example.com/quote 2 times")
      })
    #expect(!lines.contains { $0.contains("] w2:") }, "a 5s timeoutInterval under a 10s deadline is fine")
  }

  @Test("a plain replay needs neither the provider nor the net lines: the requests come from the journal")
  func plainReplay() throws {
    let run = try ExtensionProcessTests.run([
      #"net https://api.example.com/departures?station=oslo {"next":"08:12"} took=800ms"#, "add fetching",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let folder = try ExtensionProcessTests.folder()
    let path = folder.appendingPathComponent("recorded.jsonl").path
    try run.journal.write(toFile: path, atomically: true, encoding: .utf8)
    let replay = try JournalReplay.replay(path: path)
    #expect(replay.error == nil)
    let recorded = try #require(replay.state.buildRequests["w1"])
    #expect(
      recorded.requests == [
        NetExchange(
          method: "GET", url: "https://api.example.com/departures?station=oslo", outcome: .answered(status: 200),
          waited: TimeSpan(ms: 800), timeout: .seconds(60), rule: "https://api.example.com/departures?station=oslo")
      ])
    #expect(
      replay.state.widgets["w1"]?.timeline.provided?.contents.first?["outcome"] == .string(#"200 {"next":"08:12"}"#))
  }

  @Test("--rerun-providers reports a build that now asks for other URLs")
  func rerunAsksOtherURLs() throws {
    let run = try ExtensionProcessTests.run([
      #"net https://api.example.com/departures?station=* {"next":"08:12"}"#, "add station",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let path = try ExtensionProcessTests.folder().appendingPathComponent("station.jsonl").path
    try run.journal.write(toFile: path, atomically: true, encoding: .utf8)
    let same = try ExtensionProcessTests.execute(["replay", path, "--rerun-providers"])
    #expect(same.status == 0, "\(same.output)\(same.errors)")
    let moved = try ExtensionProcessTests.execute(
      ["replay", path, "--rerun-providers"], environment: ["WIDGETSIM_TEST_STATION": "bergen"])
    #expect(moved.status == 1)
    #expect(
      (moved.output + moved.errors).contains(
        "then it asked for GET https://api.example.com/departures?station=oslo; now it asks for GET https://api.example.com/departures?station=bergen"
      ), "\(moved.output)\(moved.errors)")
  }
}

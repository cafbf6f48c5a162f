import Foundation
import Testing
import WidgetJournal
import WidgetModel

/// A developer's provider's own requests answered by the simulation (docs/PROVIDERS.md, "Network"): `URLSession.shared`
/// asked from the extension's worker, answered by the program from its `net URL` lines at the simulated instant, the
/// clock moved by the answer's `took`; a session of the provider's own failed at once. Each test drives the built
/// test program (Tests/ExtensionSim, NetworkProviders.swift).
@Suite("The provider's network", .serialized)
struct NetworkTests {
  /// The `content` member of the widget's `show ID --json` line in `output`.
  static func content(_ output: String, widget: String) throws -> JSONValue {
    let line = try #require(
      output.split(separator: "\n").last { $0.hasPrefix("{\"id\":\"\(widget)\"") }, "no show \(widget) --json")
    let value = try JSONValue(parsing: String(line))
    return try #require(value["display"]?["content"])
  }

  @Test(
    "an async data(from:) of URLSession.shared gets the line's body and status, its Date() after the await later by took"
  )
  func asyncDataFromURL() throws {
    let run = try ExtensionProcessTests.run([
      #"net https://api.example.com/departures?station=oslo {"next":"08:12"} took=800ms"#, "add fetching",
      "show w1 --json",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let content = try Self.content(run.output, widget: "w1")
    #expect(content["outcome"]?.stringValue == #"200 {"next":"08:12"}"#)
    #expect(content["waitedMs"] == .int(800))
    #expect(content["date"]?.stringValue == "2026-03-01T08:00:00.800Z")
  }

  @Test("a dataTask with a completion is answered by the longest matching pattern, with its status and header")
  func completionHandlerAndPatterns() throws {
    let run = try ExtensionProcessTests.run([
      "net https://api.example.com/* 1",
      #"net https://api.example.com/weather/* {"t":2} status=203 header=X-Tag:pattern"#,
      "add completing", "show w1 --json",
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(try Self.content(run.output, widget: "w1")["outcome"]?.stringValue == #"203 pattern {"t":2}"#)
  }

  @Test(
    "a URL no line answers fails at once as cannotFindHost, net offline as notConnectedToInternet, error=CODE as that code",
    arguments: [
      ([String](), "URLError -1003"), (["net offline"], "URLError -1009"),
      (["net https://api.example.com/weather/oslo error=networkConnectionLost"], "URLError -1005"),
    ])
  func failures(lines: [String], outcome: String) throws {
    let run = try ExtensionProcessTests.run(lines + ["add completing", "show w1 --json"])
    #expect(run.status == 0, "\(run.errors)")
    let content = try Self.content(run.output, widget: "w1")
    #expect(content["outcome"]?.stringValue == outcome)
    #expect(content["waitedMs"] == .int(0))
  }

  @Test("a server slower than the request's timeoutInterval (5s) times out at it, 5s later in simulated time")
  func timeoutInterval() throws {
    let run = try ExtensionProcessTests.run([
      "net https://api.example.com/weather/oslo 1 took=6s", "add completing", "show w1 --json",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let content = try Self.content(run.output, widget: "w1")
    #expect(content["outcome"]?.stringValue == "URLError -1001")
    #expect(content["waitedMs"] == .int(5000))
  }

  @Test("a build that waits on the network past providerDeadline of simulated time fails, whatever the machine's load")
  func simulatedDeadline() throws {
    let run = try ExtensionProcessTests.run([
      "set providerDeadline=2s", "net https://api.example.com/weather/oslo 1 took=3s", "add completing", "why w1",
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.contains(
        "getTimeline(in:completion:) waited 3s of simulated time on the network (GET https://api.example.com/weather/oslo: 3s), past the deadline of 2s (providerDeadline)"
      ), "\(run.output)")
  }

  @Test("a session made with URLSession(configuration: .default) fails at once, never reaching the network")
  func customSession() throws {
    let started = ContinuousClock.now
    let run = try ExtensionProcessTests.run([
      "net http://api.example.com/weather/oslo 1", "add custom", "show w1 --json", "why w1",
    ])
    #expect(run.status == 0, "\(run.errors)")
    // The worker's own proxy noted the request and closed the connection: an empty reply.
    #expect(try Self.content(run.output, widget: "w1")["outcome"]?.stringValue == "URLError -1011")
    #expect(
      run.output.contains(
        "Its build at 08:00 made 1 request: GET http://api.example.com/weather/oslo (its own URLSession): not answered, failed at once."
      ))
    #expect(
      run.output.contains(
        "the simulation answers only URLSession.shared (on Linux such a session never asks it), so it failed at once without reaching the network; use URLSession.shared"
      ))
    #expect(ContinuousClock.now - started < .seconds(60))
  }

  @Test("data(for:) with a POST is answered and recorded as POST; a download task fails at once as unsupportedURL")
  func postAndDownload() throws {
    let run = try ExtensionProcessTests.run([
      #"net https://api.example.com/login {"token":"t"} status=201"#, "net https://api.example.com/map.txt body=lines",
      "add posting", "show w1 --json", "why w1",
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(try Self.content(run.output, widget: "w1")["outcome"]?.stringValue == #"201 {"token":"t"} URLError -1002"#)
    #expect(
      run.output.contains(
        "Its build at 08:00 made 2 requests: POST https://api.example.com/login: 201 after 500ms; GET https://api.example.com/map.txt: failed at once with URLError.unsupportedURL."
      ))
  }

  @Test("a provider that starts 10,000 requests fails its build with the reason, and nothing hangs")
  func tenThousandRequests() throws {
    let started = ContinuousClock.now
    let run = try ExtensionProcessTests.run(["add flood", "add completing", "why w1"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.contains("the provider made more than 1000 requests in one call; the system ended its extension"))
    #expect(run.output.contains("added w2 (completing, systemSmall): live"), "the next build runs in a fresh worker")
    #expect(ContinuousClock.now - started < .seconds(60))
  }
}

import Testing
import WidgetModel

@testable import WidgetJournal

/// The journal lines of a developer's provider's network (docs/JOURNAL.md): `net` lines with `"url"`, and the
/// requests a build records with its output.
@Suite("Journal lines of the provider's network")
struct URLLineTests {
  @Test(
    "each net URL line is written exactly so and reads back as the same action",
    arguments: [
      (
        Action.networkChanged(
          .url(
            pattern: "https://api.example.com/weather/*",
            .answer(
              URLAnswer(
                body: .json(.object([("t", .int(3))])), status: 203, took: .seconds(2),
                headers: [NetHeader(name: "X-Tag", value: "a")])))),
        #"{"seq":9,"action":"net","url":"https://api.example.com/weather/*","answer":{"t":3},"status":203,"took":"2s","headers":[["X-Tag","a"]]}"#
      ),
      (
        Action.networkChanged(.url(pattern: "http://a.example/x", .answer(URLAnswer(body: .text("<p>\"hi\"</p>"))))),
        #"{"seq":9,"action":"net","url":"http://a.example/x","body":"<p>\"hi\"</p>","took":"500ms"}"#
      ),
      (
        Action.networkChanged(.url(pattern: "https://a.example/x", .timeout)),
        #"{"seq":9,"action":"net","url":"https://a.example/x","fails":"timeout"}"#
      ),
      (
        Action.networkChanged(.url(pattern: "https://a.example/x", .error(.cannotFindHost))),
        #"{"seq":9,"action":"net","url":"https://a.example/x","error":"cannotFindHost"}"#
      ),
    ])
  func lineShapes(action: Action, text: String) throws {
    let line = ActionCodec.encode(action, seq: 9)
    #expect(LineVariants.withoutChecksum(line) == text)
    #expect(try ActionCodec.decode(line, lineNumber: 3).action == action)
  }

  @Test(
    "a malformed net URL line is refused with what is wrong",
    arguments: [
      (#""url":"https://a.example/x","answer":1,"fails":"timeout""#, "has one of \"answer\", \"body\", \"fails\""),
      (#""url":"https://a.example/x","error":"hostGone""#, "\"error\" must name a URLError code"),
      (#""url":"https://a.example/x","answer":1,"status":700"#, "\"status\" must be a whole number from 100 to 599"),
      (#""url":"https://a.example/x","answer":1,"headers":[["a"]]"#, "a [NAME, VALUE] pair of strings"),
      (#""url":"https://a.example/x","fails":"timeout","took":"1s""#, "go with \"answer\" or \"body\""),
      (#""key":"k","answer":1,"status":200"#, "go with \"url\", not with \"key\""),
    ])
  func malformed(members: String, reason: String) {
    let line = #"{"seq":2,"action":"net","# + members + "}"
    #expect {
      _ = try ActionCodec.decode(line, lineNumber: 7)
    } throws: { error in
      "\(error)".contains(reason) && "\(error)".contains("line 7")
    }
  }

  @Test("a build's requests are written after its process and read back; a build without any is written as before")
  func buildRequests() throws {
    let entries = ProvidedEntries(dates: [Instant(ms: 0)], contents: [.int(1)], relevances: [nil])
    var build = ProvidedBuild(widget: "w1", at: Instant(ms: 0), output: .timeline(entries, .atEnd))
    let plain = ActionCodec.buildJSON(build)
    #expect(!plain.contains("requests"))
    build.requests = [
      NetExchange(
        method: "GET", url: "https://a.example/x", outcome: .answered(status: 200), waited: .seconds(1),
        timeout: .seconds(60), rule: "https://a.example/x"),
      NetExchange(
        method: "GET", url: "https://a.example/y", outcome: .timedOut, waited: .seconds(5), timeout: .seconds(5),
        rule: "https://a.example/*"),
      NetExchange(
        method: "POST", url: "https://b.example/", outcome: .failed(.cannotFindHost), waited: .zero,
        timeout: .seconds(60)),
    ]
    build.requestsLeftOut = 3
    let text = ActionCodec.buildJSON(build)
    #expect(
      text.hasSuffix(
        #""requests":[{"method":"GET","url":"https://a.example/x","outcome":"200","waited":"1s","timeout":"1m"},{"method":"GET","url":"https://a.example/y","outcome":"timedOut","waited":"5s","timeout":"5s","rule":"https://a.example/*"},{"method":"POST","url":"https://b.example/","outcome":"cannotFindHost","waited":"0s","timeout":"1m","line":false}],"requestsLeftOut":3}"#
      ), "\(text)")
    #expect(try ActionCodec.build(JSONValue(parsing: text)) == build)
  }
}

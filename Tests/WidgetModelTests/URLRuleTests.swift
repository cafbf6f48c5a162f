import Testing
import WidgetCommands

@testable import WidgetModel

/// `net URL …` lines (docs/PROVIDERS.md, "Network"): parsed, checked and folded into the network, and the answer a
/// developer's provider's request gets from them.
@Suite("net URL lines")
struct URLRuleTests {
  /// A refused line's message.
  struct Refusal: Error {
    var message: String
  }

  /// A fresh state.
  static var fresh: SimState { SimState(start: Instant(iso8601: "2026-03-01T08:00:00Z")!) }

  /// The action a typed line becomes in `state`, or the error's message.
  static func action(_ line: String, in state: SimState = fresh) -> Result<Action, Refusal> {
    do {
      guard case .action(let command) = try CommandParser.parse(line) else {
        return .failure(Refusal(message: "not an action"))
      }
      return .success(try state.validate(command))
    } catch let error as ParseError {
      return .failure(Refusal(message: error.description))
    } catch let error as WidgetError {
      return .failure(Refusal(message: error.description))
    } catch {
      return .failure(Refusal(message: "\(error)"))
    }
  }

  /// The state after `lines`.
  static func state(_ lines: [String]) throws -> SimState {
    var state = fresh
    for line in lines {
      let action = try #require(try? action(line, in: state).get(), "\(line)")
      _ = state.apply(action)
    }
    return state
  }

  @Test("a URL line becomes an answer with its status, took and headers, and reads back as the same line")
  func parsesAnswer() throws {
    let line =
      #"net https://api.example.com/departures?station=* {"next":"08:12"} status=203 took=800ms header=X-Tag:a header="Cache-Control:max-age=60, public""#
    let action = try Self.action(line).get()
    let answer = URLAnswer(
      body: .json(.object([("next", .string("08:12"))])), status: 203, took: TimeSpan(ms: 800),
      headers: [NetHeader(name: "X-Tag", value: "a"), NetHeader(name: "Cache-Control", value: "max-age=60, public")])
    #expect(
      action == Action.networkChanged(.url(pattern: "https://api.example.com/departures?station=*", .answer(answer))))
    #expect(try Self.action(action.commandText).get() == action)
  }

  @Test(
    "timeout, error=CODE and body=TEXT read as such, and back",
    arguments: [
      ("net https://a.example/x timeout", URLRule.timeout),
      ("net https://a.example/x error=networkConnectionLost", URLRule.error(.networkConnectionLost)),
      ("net https://a.example/x body=hello", URLRule.answer(URLAnswer(body: .text("hello")))),
    ])
  func failures(line: String, rule: URLRule) throws {
    let action = try Self.action(line).get()
    #expect(action == Action.networkChanged(.url(pattern: "https://a.example/x", rule)))
    #expect(try Self.action(action.commandText).get() == action)
  }

  @Test(
    "bad lines are refused with a message that says what is wrong",
    arguments: [
      ("net https://a.example/" + String(repeating: "a", count: 100_000) + " 1", "bytes long, over the limit of 2048"),
      ("net https://* 1", "a pattern names its server before any *"),
      ("net https://a.example/x 1 took=400d", "took: '400d' is not a duration up to"),
      ("net https://a.example/x 1 took=2h", "is not a duration up to 1h"),
      ("net https://a.example/x 1 status=700", "status=700 is not from 100 to 599"),
      ("net https://a.example/x 1 header=Bad Name:v", "VALUE is not JSON"),
      ("net https://a.example/x 1 header=X:\u{FFFD}", "its value is not valid UTF-8"),
      ("net https://a.example/x 1 header=X:a\u{7}b", "its value holds a control character (U+0007)"),
      ("net https://a.example/x error=hostGone", "'hostGone' is not an option of net URL error="),
      ("net https://a.example/x timeout took=1s", "go with an answer"),
      ("net https://a.example/x", "the answer is missing"),
      ("net https://a.example/x 1 stat=200", "stat= is not an option of net URL; did you mean status=?"),
      ("net https://a.example/x \"" + String(repeating: "a", count: 40_000) + "\"", "over the limit of 32768"),
    ])
  func refused(line: String, message: String) {
    guard case .failure(let refusal) = Self.action(line) else {
      Issue.record("\(line.prefix(60)) was accepted")
      return
    }
    let error = refusal.message
    #expect(error.contains(message), "\(error)")
    #expect(error.utf8.count < 400, "a message never echoes a whole long URL")
  }

  @Test("the longest matching pattern answers, a URL's own line before any, and no line is cannotFindHost")
  func longestMatch() throws {
    let state = try Self.state([
      "net https://api.example.com/* 1", "net https://api.example.com/weather/* 2",
      "net https://api.example.com/weather/oslo 3", "net https://api.example.com/*/oslo* 4",
    ])
    func answered(_ url: String) -> String? {
      let reply = state.network.reply(to: NetRequest(method: "GET", url: url, timeout: .seconds(60)))
      return reply.answer?.body.served ?? reply.exchange.outcome.text
    }
    #expect(answered("https://api.example.com/weather/oslo") == "3")
    #expect(answered("https://api.example.com/weather/bergen") == "2")
    #expect(answered("https://api.example.com/news/oslo?x=1") == "4")
    #expect(answered("https://api.example.com/") == "1")
    #expect(answered("https://other.example.com/weather/oslo") == "cannotFindHost")
  }

  @Test("a slower server than the request's timeoutInterval times out at it; offline fails at once")
  func timeouts() throws {
    var state = try Self.state(["net https://a.example/slow 1 took=6s", "net https://a.example/never timeout"])
    let slow = state.network.reply(to: NetRequest(method: "GET", url: "https://a.example/slow", timeout: .seconds(5)))
    #expect(slow.exchange.outcome == .timedOut && slow.exchange.waited == .seconds(5) && slow.answer == nil)
    let never = state.network.reply(to: NetRequest(method: "GET", url: "https://a.example/never", timeout: .seconds(9)))
    #expect(never.exchange.outcome == .timedOut && never.exchange.waited == .seconds(9))
    _ = state.apply(try Self.action("net offline", in: state).get())
    let offline = state.network.reply(
      to: NetRequest(method: "GET", url: "https://a.example/slow", timeout: .seconds(5)))
    #expect(offline.exchange.outcome == .failed(.notConnectedToInternet) && offline.exchange.waited == .zero)
  }

  @Test("matching many stars against a long URL stays linear enough: a pattern never hangs")
  func patternCost() {
    let url = "https://a.example/" + String(repeating: "a", count: 2000)
    let pattern = "https://a.example/" + String(repeating: "*a", count: 8) + "b"
    let clock = ContinuousClock()
    let took = clock.measure { #expect(!Network.matches(url, pattern: pattern)) }
    #expect(took < .seconds(1))
  }
}

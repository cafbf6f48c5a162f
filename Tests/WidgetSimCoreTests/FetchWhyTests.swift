import Testing
import WidgetModel

@testable import WidgetSimCore

/// `why` for the provider's fetch (issue 12): the outcome path from the fetch to what the entries show, the container
/// the data came from, the policy field that applied, failed builds, series entries, refusals of expired data, and
/// data the app wrote where no widget reads it.
@Suite("why: the provider's fetch")
struct FetchWhyTests {
  /// A kind that fetches `news:{topic}`, with a policy for each outcome.
  static let news =
    "define news families=small entries=2 every=1h policy=after:30m cachedPolicy=after:10m fallbackPolicy=after:5m "
    + "data=news:{topic} param=topic:enum:world|tech=world fetch=network"

  /// The explanation of widget `id` after `lines` (each must succeed), one sentence a line.
  static func why(_ id: String, after lines: [String]) throws -> [String] {
    let state = RendererTests.state(lines)
    return Narrator(state).why(try #require(state.widgets[id]))
  }

  @Test("an answer within the timeout: via network, from the extension's container, per policy")
  func answered() throws {
    let lines = try Self.why("w1", after: [Self.news, #"net news:world "rain" took=800ms"#, "add news"])
    #expect(
      lines.contains(
        "Its build at 08:00 fetched news:world: answered in 800ms (via network); next refresh in 30m per policy."))
    #expect(
      lines.contains(
        "Its data comes from news:world in the extension's container, written at 08:00: 0s old now, fresh (ttl 30m)."))
    #expect(
      lines.contains(
        "Policy after:30m, the kind's policy after a fresh fetch: it asks for a new timeline 30m after the timeline was built, at 08:30."
      ))
  }

  @Test("a timeout falls back to the extension's cache, per cachedPolicy")
  func timedOutToCache() throws {
    let lines = try Self.why(
      "w1", after: [Self.news, #"net news:world "rain""#, "add news", "net news:world timeout", "tick 30m"])
    #expect(
      lines.contains(
        "Its build at 08:30 fetched news:world: the network timed out after 3s; showing the extension's cache from 08:00; next refresh in 10m per cachedPolicy."
      ))
    #expect(
      lines.contains(
        "Policy after:10m, the kind's cachedPolicy after cached data: it asks for a new timeline 10m after the timeline was built, at 08:40."
      ))
  }

  @Test(
    "no answer, an error and offline each fall back to the fallback, per fallbackPolicy",
    arguments: [
      ([String](), "the server had no answer (no net action for news:tech)"),
      (["net news:tech error"], "the server answered error"),
      (["net news:tech 5", "net offline"], "the device is offline"),
    ])
  func fallback(setup: [String], clause: String) throws {
    let lines = try Self.why("w1", after: [Self.news] + setup + ["add news topic=tech"])
    #expect(
      lines.contains(
        "Its build at 08:00 fetched news:tech: \(clause); nothing for news:tech in the extension's container or the App Group, so it shows the fallback (placeholder content); next refresh in 5m per fallbackPolicy."
      ), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("Policy after:5m, the kind's fallbackPolicy after the fallback:") })
    #expect(!lines.contains { $0.hasPrefix("Nothing had been written") }, "the outcome path says it already")
  }

  @Test("a failed fetch falls back to the app's copy in the App Group container")
  func appGroupCopy() throws {
    let lines = try Self.why(
      "w1", after: [Self.news, "net news:tech error", #"data news:tech "sun""#, "add news topic=tech"])
    #expect(
      lines.contains(
        "Its build at 08:00 fetched news:tech: the server answered error; showing the App Group's copy from 08:00; next refresh in 10m per cachedPolicy."
      ))
    #expect(
      lines.contains { $0.hasPrefix("Its data comes from news:tech in the App Group container, written at 08:00") })
  }

  @Test("an outcome whose own policy is not set names policy, and says so")
  func unsetOutcomePolicy() throws {
    let lines = try Self.why(
      "w1", after: ["define feed data=feed fetch=network policy=after:1h", "net feed error", "add feed"])
    #expect(lines.contains { $0.hasSuffix("next refresh in 1h per policy (no fallbackPolicy set).") })
    #expect(
      lines.contains { $0.hasPrefix("Policy after:1h, the kind's policy (no fallbackPolicy set) after the fallback:") })
  }

  @Test("a kind that neither fetches nor sets an outcome policy is explained as before, its container named")
  func plainKind() throws {
    let lines = try Self.why("w1", after: ["add weather", "data weather:Beijing 3", "reload weather", "tick 5m"])
    #expect(
      lines.contains(
        "Its data comes from weather:Beijing in the App Group container, written at 08:00: 5m old now, fresh (ttl 30m)."
      ))
    #expect(lines.contains("Policy atEnd: it asks for a new timeline once its last entry (12:05) has passed."))
    #expect(!lines.contains { $0.contains("fetched") || $0.contains("the kind's") })
  }

  @Test("a kind without fetch names the outcome policy it set")
  func outcomePolicyWithoutFetch() throws {
    let lines = try Self.why("w1", after: ["define board data=board fallbackPolicy=after:2h", "add board"])
    #expect(
      lines.contains(
        "Policy after:2h, the kind's fallbackPolicy after the fallback: it asks for a new timeline 2h after the timeline was built, at 10:00."
      ))
    #expect(lines.contains("Nothing had been written for board when the timeline was built."))
  }

  @Test("a build that ran past the deadline: when, why, the timeline it keeps and the next attempt")
  func failedBuild() throws {
    let lines = try Self.why(
      "w1",
      after: [
        "define slow data=slow fetch=network timeout=6s policy=after:1h", "net slow 1", "add slow", "net slow timeout",
        "tick 1h",
      ])
    #expect(
      lines.contains(
        "The last build at 09:00 (counted against the budget) failed: the fetch timed out after 6s, past the provider deadline (5s); it keeps the timeline from 08:00; next attempt at 10:00 (retryAfter 1h)."
      ))
    #expect(
      lines.contains {
        $0.hasSuffix("Until a build succeeds, retryAfter (1h) decides when the next one comes instead.")
      })
    #expect(lines.contains { $0.hasPrefix("To change it sooner:") && $0.contains("timeout=2s") })
  }

  @Test("a first build that failed shows the fallback; a slow server fails it as a timeout does")
  func firstBuildFailed() throws {
    let lines = try Self.why(
      "w1", after: ["define slow data=slow fetch=network timeout=10s", "net slow 1 took=7s", "add slow"])
    #expect(
      lines.contains(
        "The last build at 08:00 failed: the server took 7s to answer, past the provider deadline (5s); no build has succeeded since it was added, so it shows the fallback; next attempt at 09:00 (retryAfter 1h)."
      ))
    #expect(!lines.contains("Its first build failed, so it shows the fallback."), "the failure says it with its cause")
    // What it shows is the fallback, not an entry of a timeline built when it was added.
    #expect(
      lines[1]
        == "It shows the kind's fallback (placeholder), in place since it was added at 08:00: no build has made it a timeline yet."
    )
    #expect(!lines.contains { $0.hasPrefix("It shows entry") })
  }

  @Test("a series entry shows its element; later entries repeat the last; a value that is no array shows whole")
  func series() throws {
    let kind = "define forecast entries=3 every=1h policy=never data=forecast series=yes"
    let third = try Self.why("w1", after: [kind, "data forecast [10,11,12]", "add forecast", "tick 2h"])
    #expect(
      third.contains(
        "It is a series (series=yes): entry 3 shows element 3 of the 3 in forecast; this entry's data expires at 10:30, its ttl after the later of the write and the entry's date."
      ))
    let repeated = try Self.why("w1", after: [kind, "data forecast [10,11]", "add forecast", "tick 2h"])
    #expect(
      repeated.contains {
        $0.hasPrefix(
          "It is a series (series=yes): entry 3 shows element 2 of the 2 in forecast (the last: later entries repeat it);"
        )
      })
    let number = try Self.why("w1", after: [kind, "data forecast 10", "add forecast"])
    #expect(
      number.contains(
        "It is a series kind (series=yes), but forecast holds a number, not a non-empty JSON array, so every entry shows the whole value."
      ))
  }

  @Test("a copy past its ttl refused under expired=fallback, with and without a fetch")
  func expiredRefused() throws {
    let plain = try Self.why(
      "w1", after: ["define rates data=rates ttl=10m expired=fallback", "data rates 1", "tick 20m", "add rates"])
    #expect(
      plain.contains(
        "The newest copy of rates, written at 08:00, was past its ttl when the timeline was built, and the kind shows the fallback instead (expired=fallback)."
      ))
    let fetched = try Self.why(
      "w1",
      after: [
        "define rates data=rates ttl=10m expired=fallback fetch=network", "data rates 1", "net rates error", "tick 20m",
        "add rates",
      ])
    #expect(
      fetched.contains(
        "Its build at 08:20 fetched rates: the server answered error; the newest cached copy, from 08:00, was past its ttl and the kind refuses expired data (expired=fallback), so it shows the fallback (placeholder content); next refresh after its last entry (08:20) per policy (no fallbackPolicy set)."
      ))
  }

  @Test("data written while the App Group was off is in the app's own container, where no widget reads it")
  func sandboxed() throws {
    let off = try Self.why("w1", after: ["add weather", "appgroup off", "data weather:Beijing 3", "reload weather"])
    let sentence =
      "The app wrote weather:Beijing at 08:00 while the App Group was unavailable: that copy is in the app's own container (its sandbox), where no widget can read it, now or later; the app must write it again once the App Group is available."
    #expect(off.contains(sentence))
    #expect(
      off.last
        == "To change it sooner: appgroup on, write the data again (data weather:Beijing VALUE), then reload weather.")
    let back = try Self.why(
      "w1", after: ["add weather", "appgroup off", "data weather:Beijing 3", "reload weather", "appgroup on"])
    #expect(back.contains(sentence))
    #expect(
      back.last
        == "To change it sooner: write the data again now that the App Group is available (data weather:Beijing VALUE), then reload weather."
    )
    let rewritten = try Self.why(
      "w1",
      after: ["add weather", "appgroup off", "data weather:Beijing 3", "appgroup on", "data weather:Beijing 4"])
    #expect(!rewritten.contains(sentence), "a later write reached the App Group")
  }

  @Test("a reload is not advised when the rebuild would refuse the same expired copy again")
  func noUselessReload() throws {
    let lines = try Self.why(
      "w1",
      after: [
        "define rates data=rates ttl=10m expired=fallback fetch=network", "net rates 1", "add rates", "net rates error",
        "tick 20m",
      ])
    #expect(!lines.contains { $0.contains("reload rates (WidgetCenter") }, "\(lines)")
  }

  @Test("data written before a build that could not read it is named as readable now, not as newer")
  func readableAgain() throws {
    let lines = try Self.why(
      "w1",
      after: [
        "appgroup off", "add weather", "appgroup on", "data weather:Beijing 21", "appgroup off",
        "tick 5m", "reload weather", "tick 5m", "appgroup on",
      ])
    #expect(
      lines.first
        == "w1 (weather, systemSmall, city=Beijing) is stale: data for weather:Beijing written at 08:00 can be read now, but could not be when its timeline was built at 08:05, and it has not been reloaded since."
    )
  }

  @Test("a kind that reads only the extension's container says the app's App Group copy is never read")
  func appGroupCopyUnread() throws {
    let lines = try Self.why(
      "w1",
      after: ["define steps families=small policy=after:1h data=steps appgroup=no", "data steps 5000", "add steps"])
    #expect(
      lines.contains(
        "Its kind reads only the extension's container (appgroup=no), which held nothing for steps when the timeline was built; the app's copy in the App Group container, written at 08:00, is never read."
      ))
  }
}

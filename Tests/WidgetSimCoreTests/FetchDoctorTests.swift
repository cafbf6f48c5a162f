import Testing
import WidgetModel

@testable import WidgetSimCore

/// `doctor`'s checks of the provider's fetch and the containers (issue 12): each finding where it must fire, with its
/// evidence and fix, and where it must not.
@Suite("doctor: the provider's fetch")
struct FetchDoctorTests {
  /// The sentences of the findings of `rule` after `lines` (each must succeed), as the REPL's `doctor` finds them.
  static func lines(_ rule: FindingRule, after lines: [String]) throws -> [String] {
    try RendererTests.session(lines).doctorFindings().filter { $0.rule == rule }.map(\.sentence)
  }

  /// The rules of every finding after `lines`.
  static func rules(after lines: [String]) throws -> [FindingRule] {
    try RendererTests.session(lines).doctorFindings().map(\.rule)
  }

  @Test("a timeout at or past the provider deadline, naming the widgets whose builds failed")
  func timeoutPastDeadline() throws {
    let failing = try Self.lines(
      .timeoutPastDeadline,
      after: ["define slow data=slow fetch=network timeout=6s", "net slow timeout", "add slow"])
    #expect(
      failing == [
        "slow: its fetch timeout (6s) is not below the provider deadline (5s): a fetch that waits out its timeout uses up the provider's time instead of leaving some to fall back to the cache, and past the deadline the whole build fails, keeps the old timeline and is retried only after retryAfter (1h); the last build of w1 failed that way. Fix: use a timeout below the deadline: URLSessionConfiguration's timeoutIntervalForRequest = 2 (timeout=2s)."
      ])
    let equal = try Self.lines(
      .timeoutPastDeadline, after: ["define slow data=slow fetch=network timeout=5s", "add slow"])
    #expect(equal.count == 1 && !equal[0].contains("failed that way"))
    let tight = try Self.lines(
      .timeoutPastDeadline,
      after: ["set providerDeadline=3s", "define slow data=slow fetch=network timeout=3s", "add slow"])
    #expect(tight.first?.hasSuffix("timeoutIntervalForRequest = 1.5 (timeout=1s500ms).") == true, "\(tight)")
  }

  @Test(
    "no timeout finding below the deadline, without fetch, after the deadline is raised, or with no widget",
    arguments: [
      ["define quick data=q fetch=network timeout=4s", "add quick"],
      ["define local data=q timeout=6s", "add local"],
      ["set providerDeadline=10s", "define slow data=q fetch=network timeout=6s", "add slow"],
      ["define slow data=q fetch=network timeout=6s"],
    ])
  func noTimeoutFinding(lines: [String]) throws {
    #expect(try Self.lines(.timeoutPastDeadline, after: lines).isEmpty)
  }

  @Test("an outcome policy that alone spends the budget, and when it runs out for a widget showing that outcome")
  func outcomePolicyOverBudget() throws {
    let lines = try Self.lines(
      .outcomePolicyOverBudget,
      after: [
        "define feed data=feed fetch=network policy=after:1h fallbackPolicy=after:5m", "net feed error", "add feed",
        "tick 1h",
      ])
    #expect(
      lines == [
        "feed: its fallbackPolicy (after:5m) alone asks for about 288 refreshes a day, more than the budget of 40: while it shows the fallback, a widget spends a whole budget in 3h20m; w1 shows the fallback now: at that pace its budget runs out by 11:20 (12/40 used). Fix: space the reloads after that outcome at least 36m apart (fallbackPolicy=after:36m), e.g. Timeline(entries: entries, policy: .after(Date().addingTimeInterval(36 * 60))), and back off further after repeated failures."
      ])
    let cached = try Self.lines(
      .outcomePolicyOverBudget,
      after: ["define feed data=feed fetch=network policy=after:1h cachedPolicy=after:10m", "add feed"])
    #expect(cached.count == 1 && cached[0].hasPrefix("feed: its cachedPolicy (after:10m) alone asks for about 144"))
    #expect(!cached[0].contains("now:"), "w1 shows the fallback, not cached data")
  }

  @Test(
    "no outcome-policy finding for a policy within the budget, the same as policy, never, or no widget",
    arguments: [
      "define feed data=feed fallbackPolicy=after:1h", "define feed data=feed policy=after:5m fallbackPolicy=after:5m",
      "define feed data=feed cachedPolicy=never fallbackPolicy=never",
    ])
  func noOutcomePolicyFinding(define: String) throws {
    #expect(try Self.lines(.outcomePolicyOverBudget, after: [define, "add feed"]).isEmpty)
    #expect(try Self.lines(.outcomePolicyOverBudget, after: ["define feed data=feed fallbackPolicy=after:5m"]).isEmpty)
  }

  @Test("a fetch that failed onto a copy already past its ttl, shown because of expired=show; notLive says no more")
  func expiredShown() throws {
    let setup = [
      "define rates data=rates ttl=10m fetch=network policy=after:20m", "net rates 1", "add rates", "net rates error",
      "tick 20m",
    ]
    #expect(
      try Self.lines(.expiredShown, after: setup) == [
        "w1: its build at 08:20 after the fetch failed (the server answered error) showed the extension's cache from 08:00 for rates, already past its ttl (10m), because its kind uses expired data (expired=show), so it is stale. Fix: show the default entry instead of data past its ttl (expired=fallback), or mark the entry as old in the view (Text(entry.date, style: .relative))."
      ])
    #expect(try Self.lines(.notLive, after: setup).isEmpty)
  }

  @Test(
    "no expired-shown finding under expired=fallback, for a copy fresh when read, or for a kind that does not fetch",
    arguments: [
      [
        "define rates data=rates ttl=10m fetch=network policy=after:20m expired=fallback", "net rates 1", "add rates",
        "net rates error", "tick 20m",
      ],
      ["define rates data=rates ttl=10m fetch=network policy=after:5m", "net rates 1", "add rates", "tick 5m"],
      ["define rates data=rates ttl=10m policy=after:20m", "data rates 1", "add rates", "tick 20m"],
    ])
  func noExpiredShown(lines: [String]) throws {
    #expect(try Self.lines(.expiredShown, after: lines).isEmpty)
  }

  @Test("app data written while the App Group was off is in the app's sandbox, until written again with it on")
  func appSandboxData() throws {
    let setup = ["add weather", "data weather:Beijing 1", "reload weather", "appgroup off", "data weather:Beijing 3"]
    #expect(
      try Self.lines(.appSandboxData, after: setup) == [
        "weather:Beijing: the app wrote it at 08:00 while the App Group was unavailable, so it is in the app's own container (its sandbox), where no widget can read it, now or later (w1 reads this key). Fix: write shared data into the App Group (UserDefaults(suiteName:) or FileManager.containerURL(forSecurityApplicationGroupIdentifier:), the App Group in both targets' entitlements), and once it is available write it again (appgroup on, data weather:Beijing VALUE, reload weather)."
      ])
    #expect(try Self.lines(.appSandboxData, after: setup + ["appgroup on"]).count == 1, "the copy stays where it went")
    #expect(try Self.lines(.appSandboxData, after: setup + ["appgroup on", "data weather:Beijing 4"]).isEmpty)
    #expect(try Self.lines(.appSandboxData, after: ["add weather", "data weather:Beijing 3"]).isEmpty)
  }

  @Test("a kind with appgroup=no reading a key only the app writes; none once a fetch stored it, or with appgroup=yes")
  func appOnlyKey() throws {
    let setup = ["define note data=note appgroup=no fallback=blank", "add note", "data note hello"]
    #expect(
      try Self.lines(.appOnlyKey, after: setup) == [
        "note: appgroup=no: it reads only the extension's container, but note is written only by the app (into the App Group container at 08:00), so w1 never sees it. Fix: read the App Group: appgroup=yes, with the App Group in the extension's entitlements too (UserDefaults(suiteName:) or FileManager.containerURL(forSecurityApplicationGroupIdentifier:)); or have the provider fetch it itself (fetch=network)."
      ])
    #expect(try Self.lines(.notLive, after: setup).isEmpty, "the finding names w1 already")
    let fetched = [
      "define note data=note appgroup=no fetch=network", "net note hi", "add note", "data note hello",
    ]
    #expect(try Self.lines(.appOnlyKey, after: fetched).isEmpty)
    #expect(try Self.lines(.appOnlyKey, after: ["define note data=note", "add note", "data note hello"]).isEmpty)
  }

  @Test("a series kind whose value is not an array; none for an array, or for a kind that is not a series")
  func seriesNotArray() throws {
    let kind = "define forecast entries=3 data=forecast series=yes"
    #expect(
      try Self.lines(.seriesNotArray, after: [kind, "data forecast 21", "add forecast"]) == [
        "forecast: series=yes, but the value is not a JSON array (w1 shows forecast, a number), so every entry shows the whole value instead of one element per entry. Fix: give each entry its own value: write a JSON array (data KEY [v1,v2,…]), element i for entry i, as a forecast's getTimeline computes a value for each entry date; or series=no."
      ])
    let fetched = try Self.lines(
      .seriesNotArray,
      after: ["define forecast entries=3 data=forecast series=yes fetch=network", "net forecast {}", "add forecast"])
    #expect(fetched.first?.contains("w1 shows forecast, an object") == true)
    #expect(fetched.first?.contains("net KEY [v1,v2,…]") == true)
    #expect(try Self.lines(.seriesNotArray, after: [kind, "data forecast [1,2,3]", "add forecast"]).isEmpty)
    #expect(
      try Self.lines(.seriesNotArray, after: ["define plain data=forecast", "data forecast 21", "add plain"]).isEmpty)
  }

  @Test("a widget whose last build failed; none once a build succeeds again")
  func buildFailed() throws {
    let setup = [
      "define slow data=slow fetch=network timeout=6s policy=after:1h", "net slow 1", "add slow", "net slow timeout",
      "tick 1h",
    ]
    #expect(
      try Self.lines(.buildFailed, after: setup) == [
        "w1: its last build at 09:00 failed: the fetch timed out after 6s, past the provider deadline (5s); it keeps the timeline from 08:00; next attempt at 10:00 (retryAfter 1h); failed builds still count against the budget (1/40 used). Fix: finish getTimeline within the deadline with a request timeout below it, URLSessionConfiguration's timeoutIntervalForRequest = 2 (timeout=2s), then fall back to the cached copy or the default entry."
      ])
    #expect(try !Self.rules(after: setup).contains(.notLive), "the failure explains why it is stale")
    #expect(try Self.lines(.buildFailed, after: setup + ["net slow 2", "tick 1h"]).isEmpty)
  }

  @Test(
    "data stored by a fetch and not yet shown by another widget is named with its instant, not looked up in the App Group"
  )
  func unreloadedExtensionCopy() throws {
    let lines = try Self.lines(
      .dataWithoutReload,
      after: [
        "define feed data=feed fetch=network policy=after:1h", "add feed", "net feed 1", "tick 10m", "add feed",
      ])
    #expect(
      lines == [
        "feed: data written at 08:10 with no reload after it, so w1 still shows older content. Fix: after writing data, reload: reload feed."
      ])
  }
}

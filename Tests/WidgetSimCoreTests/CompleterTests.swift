import Testing
import WidgetModel

@testable import WidgetCommands
@testable import WidgetSimCore

/// Tab completion, context by context: given a line and a cursor, the candidates.
@Suite("Tab completion")
struct CompleterTests {
  /// A line, the cursor (nil: at the end), and the candidates expected.
  struct Case: Sendable, CustomTestStringConvertible {
    var line: String
    var cursor: Int?
    var expected: [String]
    var testDescription: String { "'\(line)'" + (cursor.map { " at \($0)" } ?? "") }

    init(_ line: String, at cursor: Int? = nil, _ expected: [String]) {
      self.line = line
      self.cursor = cursor
      self.expected = expected
    }
  }

  /// The state every case completes against: three widgets, data for two keys, and a kind with int and bool params.
  static let state: SimState = {
    let session = Session.inMemory(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    for line in [
      "define gauge families=circular,rectangular,inline data=gauge:{city} param=city:string=Paris param=count:int=3 param=compact:bool",
      "add weather small city=Shanghai", "add stocks medium symbol=TSLA", "add todo large list=groceries",
      "data weather:Shanghai 21", "data stocks:NVDA 900", "data news:world hello",
    ] {
      let outcome = session.execute(line)
      precondition(outcome.error == nil, "\(line): \(outcome.error!)")
    }
    return session.head
  }()

  static let ids = ["w1", "w2", "w3"]

  static let commandCases: [Case] = [
    Case("", CommandCatalog.names),
    Case("sh", ["show"]),
    Case("t", ["tick", "timeline", "tap"]),
    Case("S", ["set", "show", "state", "snapshot", "source"]),
    Case("zz", []),
    Case("help ", CommandCatalog.names),
    Case("help ti", ["tick", "timeline"]),
    Case("help tick ", []),
    Case("doctor ", []),
    Case("history ", []),
  ]

  static let addCases: [Case] = [
    Case("add ", ["weather", "stocks", "todo", "gauge"]),
    Case("add w", ["weather"]),
    Case("add weather ", ["small", "medium", "large", "city=", "as"]),
    Case("add weather m", ["medium"]),
    Case("add weather sys", ["systemSmall", "systemMedium", "systemLarge"]),
    Case("add gauge acc", ["accessoryCircular", "accessoryRectangular", "accessoryInline"]),
    Case("add weather medium c", ["city="]),
    Case("add weather medium city=", ["city=Beijing", "city=Shanghai", "city=Guangzhou"]),
    Case("add weather medium city=s", ["city=Shanghai"]),
    Case("add weather city=Beijing ", ["as"]),
    Case("add stocks small symbol=", ["symbol=AAPL", "symbol=TSLA", "symbol=NVDA"]),
    Case("add gauge circular count=", ["count=3"]),
    Case("add gauge circular compact=", ["compact=true", "compact=false"]),
    Case("add gauge circular city=Rome co", ["count=", "compact="]),
    Case("add weather small as ", []),
    Case("add nosuchkind ", []),
  ]

  static let widgetCases: [Case] = [
    Case("configure ", ids),
    Case("configure w1 ", ["city="]),
    Case("configure w1 city=G", ["city=Guangzhou"]),
    Case("configure w1 city=Beijing ", []),
    Case("configure w9 ", []),
    Case("remove ", ids),
    Case("why w2", ["w2"]),
    Case("timeline w", ids),
    Case("timeline w1 ", []),
    Case("show ", ids + ["--json"]),
    Case("show w1 ", ["--json"]),
    Case("show -", ["--json"]),
    Case("budget ", ids),
    Case("state ", ["--json"]),
  ]

  static let environmentCases: [Case] = [
    Case("data ", ["news:world", "stocks:NVDA", "stocks:TSLA", "todo:groceries", "weather:Shanghai"]),
    Case("data st", ["stocks:NVDA", "stocks:TSLA"]),
    Case("data weather:Shanghai ", []),
    Case("data weather:Shanghai 21 ", ["ttl="]),
    Case("fail w", ["weather:Shanghai"]),
    Case("fail weather:Shanghai ", ["timeout", "error"]),
    Case("reload ", ["all", "weather", "stocks", "todo", "gauge"]),
    Case("reload a", ["all"]),
    Case("tick ", ["to"]),
    Case("tick to ", ["08:05", "09:00", "12:00"]),
    Case("app ", ["foreground", "background", "update", "session", "intent"]),
    Case("app session ", ["audio", "navigation"]),
    Case("app session audio ", ["on", "off"]),
    Case("appgroup o", ["on", "off"]),
    Case(
      "set ",
      [
        "budget=", "minInterval=", "latency=", "configureCounts=", "providerDeadline=", "retryAfter=", "budgetScope=",
        "foregroundReloads=", "visibleReloadsFree=", "quietHours=", "atEndSingle=", "extensionMemory=",
        "extensionKeepAlive=", "network=", "appUpdateReload=", "foregroundThrottle=", "intentReloadWindow=",
        "runningAppReloads=", "developerMode=",
      ]),
    Case("set m", ["minInterval="]),
    Case("set budget=", ["budget=40"]),
    Case("set configureCounts=", ["configureCounts=true", "configureCounts=false"]),
    Case("set p", ["providerDeadline="]),
    Case("set providerDeadline=", ["providerDeadline=5s"]),
    Case("set retryAfter=", ["retryAfter=1h"]),
    Case("set nosuch=", []),
    Case("set b", ["budget=", "budgetScope="]),
    Case("set budgetScope=", ["budgetScope=widget", "budgetScope=kind", "budgetScope=app"]),
    Case("set budgetScope=k", ["budgetScope=kind"]),
    Case("set f", ["foregroundReloads=", "foregroundThrottle="]),
    Case("set foregroundReloads=", ["foregroundReloads=immediate", "foregroundReloads=onBackground"]),
    Case("set foregroundReloads=on", ["foregroundReloads=onBackground"]),
    Case("set quietHours=", ["quietHours=none", "quietHours=22:00-07:00"]),
    Case("set atEndSingle=", ["atEndSingle=none", "atEndSingle=15m", "atEndSingle=1h", "atEndSingle=2h"]),
  ]

  /// `net`, `snapshot` and the provider's fetch fields of `define`.
  static let fetchCases: [Case] = [
    // The keys the kinds' templates resolve to (defaults, enum options, the widgets' values) and those in the cache.
    Case(
      "net ",
      [
        "gauge:Paris", "news:world", "stocks:AAPL", "stocks:NVDA", "stocks:TSLA", "todo:groceries", "weather:Beijing",
        "weather:Guangzhou", "weather:Shanghai", "online", "offline",
      ]),
    Case("net o", ["online", "offline"]),
    Case("net weather:G", ["weather:Guangzhou"]),
    Case("net weather:Guangzhou ", ["timeout", "error"]),
    Case("net weather:Guangzhou e", ["error"]),
    Case("net weather:Guangzhou 21 ", ["took="]),
    Case(#"net weather:Guangzhou {"t": 21} t"#, ["took="]),
    Case("net weather:Guangzhou timeout ", []),
    Case("net offline ", []),
    Case("snapshot ", ["weather", "stocks", "todo", "gauge"]),
    Case("snapshot weather ", ["small", "medium", "large", "city="]),
    Case("snapshot weather medium ", ["city="]),
    Case("snapshot weather city=S", ["city=Shanghai"]),
    Case("snapshot gauge acc", ["accessoryCircular", "accessoryRectangular", "accessoryInline"]),
    Case("define clock fe", ["fetch="]),
    Case("define clock fetch=", ["fetch=none", "fetch=network"]),
    Case("define clock timeout=", ["timeout=2s", "timeout=3s"]),
    Case("define clock ca", ["cachedPolicy="]),
    Case("define clock cachedPolicy=", ["cachedPolicy=atEnd", "cachedPolicy=after:", "cachedPolicy=never"]),
    Case("define clock fallbackPolicy=a", ["fallbackPolicy=atEnd", "fallbackPolicy=after:"]),
    Case("define clock expired=", ["expired=show", "expired=fallback"]),
    Case("define clock series=", ["series=yes", "series=no"]),
  ]

  static let defineCases: [Case] = [
    Case("define ", []),
    Case("define clock ", Kind.fieldNames.map { $0 + "=" }),
    Case("define clock pol", ["policy="]),
    Case("define clock policy=", ["policy=atEnd", "policy=after:", "policy=never"]),
    Case("define clock fallback=b", ["fallback=blank"]),
    Case("define clock appgroup=", ["appgroup=yes", "appgroup=no"]),
    Case("define clock families=small,c", ["families=small,circular"]),
    Case(
      "define clock families=small,medium,",
      [
        "families=small,medium,large", "families=small,medium,xl",
        "families=small,medium,circular", "families=small,medium,rectangular", "families=small,medium,inline",
      ]),
    Case("define clock param=tz:", ["param=tz:enum:", "param=tz:string", "param=tz:int", "param=tz:bool"]),
    Case("define clock param=tz", []),
    Case("define clock every=", []),
  ]

  static let cursorCases: [Case] = [
    Case("add weather medium", at: 6, ["weather"]),
    Case("add weather medium", at: 3, ["add"]),
    Case("a", ["add", "app", "appgroup"]),
    Case("configure w1 city=Beijing", at: 12, ["w1"]),
    Case("configure w1 city=Beijing", at: 13, ["city="]),
    Case("  sh", ["show"]),
    Case("add\tw", ["weather"]),
    Case("configure w1 city=Bei", at: 99, ["city=Beijing"]),
  ]

  @Test("command names, and help's argument", arguments: commandCases)
  func commands(_ testCase: Case) { check(testCase) }

  @Test("add: kinds, the kind's families, its PARAM= names and their values, as", arguments: addCases)
  func add(_ testCase: Case) { check(testCase) }

  @Test("widget ids after configure, remove, why, timeline, show and budget", arguments: widgetCases)
  func widgets(_ testCase: Case) { check(testCase) }

  @Test("cache keys, reasons, reload targets, tick to, app, appgroup and settings", arguments: environmentCases)
  func environment(_ testCase: Case) { check(testCase) }

  @Test(
    "net's keys and words, snapshot's kinds, families and parameters, the fetch fields of define", arguments: fetchCases
  )
  func fetch(_ testCase: Case) { check(testCase) }

  @Test("define's field names and their values", arguments: defineCases)
  func define(_ testCase: Case) { check(testCase) }

  @Test("the word completed is the one that ends at the cursor", arguments: cursorCases)
  func cursor(_ testCase: Case) { check(testCase) }

  @Test("tick to offers a refresh more than a day away as an ISO 8601 instant")
  func farTickTarget() {
    let session = Session.inMemory(start: Instant(iso8601: "2026-03-01T08:00:00Z")!)
    _ = session.execute("define slow data=slow entries=1 policy=after:2d")
    _ = session.execute("add slow")
    let candidates = Completer(state: session.head).candidates(line: "tick to ", cursor: 8)
    #expect(candidates == ["2026-03-03T08:00:00Z"])
  }

  /// Checks one case against the shared state.
  func check(_ testCase: Case, sourceLocation: SourceLocation = #_sourceLocation) {
    let cursor = testCase.cursor ?? testCase.line.utf8.count
    let candidates = Completer(state: Self.state).candidates(line: testCase.line, cursor: cursor)
    #expect(candidates == testCase.expected, sourceLocation: sourceLocation)
  }
}

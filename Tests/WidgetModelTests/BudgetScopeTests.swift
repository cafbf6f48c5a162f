import Testing
import WidgetModel

/// docs/MODEL.md, "Settings" and "Refresh: policy, requests, budget": `budgetScope=kind|app` makes widgets share one
/// rolling-24h budget, a spent pool defers every widget in it, and the JSON and `why` speak of the pool.
@Suite("Budget scope")
struct BudgetScopeTests {
  /// Two stocks widgets and a weather one, under a budget of 2 shared by `scope`, with both stocks widgets reloaded
  /// (counted, from the background) at 08:05.
  static func world(_ scope: String) throws -> TestWorld {
    try TestWorld(
      "set budgetScope=\(scope)", "set budget=2", "add stocks", "add stocks symbol=MSFT", "add weather", "tick 5m",
      "reload stocks")
  }

  @Test("under app, the widgets' counted refreshes share one budget, and a spent one defers every widget")
  func appPool() throws {
    var world = try Self.world("app")
    let nextDay = TestWorld.at("2026-03-02T08:05:00Z")
    // w1 and w2 spent the app's two refreshes at 08:05: the weather widget's policy refresh at 12:00 waits too.
    for id in ["w1", "w2", "w3"] {
      let widget = try world.widget(id)
      #expect(widget.nextRefresh == nextDay && widget.nextRefreshCounted, "\(id)")
      #expect(world.json(id)?["budget"]?.serialized == #"{"used":2,"limit":2,"scope":"app"}"#)
    }
    #expect(world.state.deferral(try world.widget("w3")) == .budgetSpent(used: 2, until: nextDay))
    #expect(try world.widget("w3").budget.refreshes.isEmpty, "each widget keeps only its own refreshes")
    // The next day both slots free at 08:05: the first two widgets due take them, in the order they were added, and
    // the third waits for the next day again.
    let log = try world.run("tick to 2026-03-02T08:10:00Z")
    #expect(lines(log) == ["w1 03-02 08:05 policy counted (due 09:05)", "w2 03-02 08:05 policy counted (due 09:05)"])
    #expect(try world.widget("w3").nextRefresh == TestWorld.at("2026-03-03T08:05:00Z"))
  }

  @Test("under widget, the same actions leave the weather widget's refresh where its policy puts it")
  func widgetScopeUntouched() throws {
    let world = try Self.world("widget")
    #expect(try world.widget("w3").nextRefresh == TestWorld.at("12:00"))
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("09:05"))
    #expect(world.json("w3")?["budget"]?.serialized == #"{"used":0,"limit":2}"#)
  }

  @Test("under kind, only the widgets of the spent kind wait")
  func kindPool() throws {
    let world = try Self.world("kind")
    let nextDay = TestWorld.at("2026-03-02T08:05:00Z")
    #expect(try world.widget("w1").nextRefresh == nextDay)
    #expect(try world.widget("w2").nextRefresh == nextDay)
    #expect(try world.widget("w3").nextRefresh == TestWorld.at("12:00"))
    #expect(world.json("w3")?["budget"]?.serialized == #"{"used":0,"limit":2,"scope":"kind"}"#)
    #expect(world.json("w2")?["budget"]?.serialized == #"{"used":2,"limit":2,"scope":"kind"}"#)
  }

  @Test("why names the pool, its use and the widgets that spent it")
  func whyNamesThePool() throws {
    let app = try Self.world("app")
    let appWhy = Narrator(app.state).why(try app.widget("w3")).joined(separator: "\n")
    #expect(appWhy.contains("the app's budget 2/2 used in the last 24h"))
    #expect(appWhy.contains("deferred: the app's budget (2/2) was spent by w1, w2 in the last 24h"))
    let kind = try Self.world("kind")
    let kindWhy = Narrator(kind.state).why(try kind.widget("w1")).joined(separator: "\n")
    #expect(kindWhy.contains("deferred: the stocks kind's budget (2/2) was spent by w1, w2 in the last 24h"))
  }

  @Test("a removed widget takes its refreshes out of the pool, which may then have room")
  func removalFreesRoom() throws {
    var world = try Self.world("app")
    try world.run("remove w2")
    #expect(world.state.budgetUsed(try world.widget("w1")) == 1)
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("09:05"))
    #expect(try world.widget("w3").nextRefresh == TestWorld.at("12:00"))
  }

  @Test("a scope set mid-journal pools the refreshes counted before it, and setting it back unpools them")
  func scopeChangedMidJournal() throws {
    var world = try Self.world("widget")
    try world.run("set budgetScope=app")
    #expect(try world.widget("w3").nextRefresh == TestWorld.at("2026-03-02T08:05:00Z"))
    try world.run("set budgetScope=widget")
    #expect(try world.widget("w3").nextRefresh == TestWorld.at("12:00"))
    #expect(try world.widget("w1").nextRefresh == TestWorld.at("09:05"))
  }

  @Test("over two days of eager reloads, no rolling 24 hours holds more counted refreshes of the pool than the budget")
  func poolNeverOverspent() throws {
    for scope in ["kind", "app"] {
      var world = try TestWorld(
        "set budgetScope=\(scope)", "set budget=5", "add stocks", "add stocks symbol=MSFT", "add weather")
      var log: [Refresh] = []
      for _ in 0..<(2 * 24 * 4) { log += try world.run("reload all", "tick 15m") }
      let counted = log.filter(\.counted)
      for refresh in counted {
        let kind = world.state.widgets[refresh.widget]!.kind
        let pool = counted.filter { scope == "app" || world.state.widgets[$0.widget]!.kind == kind }
        let inWindow = pool.filter { refresh.at - .days(1) < $0.at && $0.at <= refresh.at }
        #expect(inWindow.count <= 5, "\(scope): \(inWindow.count) counted in the 24h up to \(refresh.at.iso8601)")
      }
      // The budget is used, not merely never exceeded: each pool spends it every day.
      #expect(counted.count == (scope == "app" ? 10 : 20), "\(scope)")
    }
  }

  @Test("the canonical JSON names the scope only off its default, so older journals keep their digests")
  func jsonScopeOnlyOffDefault() throws {
    let plain = try TestWorld("add weather")
    #expect(!plain.state.json.contains("scope") && !plain.state.json.contains("budgetScope"))
    let pooled = try TestWorld("set budgetScope=kind", "add weather")
    #expect(pooled.state.json.contains(#""budgetScope":"kind""#))
    #expect(pooled.state.digest != plain.state.digest)
  }

  @Test("widgets due at the same freed slot are served in the order they fell due; why says who waits behind whom")
  func queueForAFreedSlot() throws {
    // w1 and w2 (stocks, due again at 09:05) spend the app's two slots at 08:05; w3 (weather) falls due at 12:00. All
    // three are then scheduled for the two slots freed at 03-02 08:05, which w1 and w2 take, having fallen due first.
    var world = try Self.world("app")
    let w3 = try #require(world.state.poolQueuePlace(try world.widget("w3")))
    #expect(w3.queue == ["w1", "w2", "w3"] && w3.position == 2 && w3.ahead == ["w1", "w2"])
    #expect(w3.scheduled == TestWorld.at("2026-03-02T08:05:00Z"))
    // Served at 03-02 08:05, w1 and w2 fall due again at 09:05 that day, after w3 (due since 03-01 12:00), so the
    // next freed slot, at 03-03 08:05, is w3's: served by placement alone, w3 would never get one.
    let nextSlot = TestWorld.at("2026-03-03T08:05:00Z")
    #expect(w3.expected == nextSlot && w3.delayedTo == nextSlot)
    #expect(world.state.poolQueuePlace(try world.widget("w2"))?.expected == TestWorld.at("2026-03-02T08:05:00Z"))
    let why = Narrator(world.state).why(try world.widget("w3")).joined(separator: "\n")
    #expect(
      why.contains("Next refresh: 03-03 08:05 expected (counted; scheduled for 03-02 08:05, where w1, w2 go first)"))
    #expect(
      why.contains(
        "w1, w2 also wait for a slot then and, having fallen due before w3, go first, so w3 can expect the slot that frees at 03-03 08:05."
      ))
    let first = Narrator(world.state).why(try world.widget("w1")).joined(separator: "\n")
    #expect(
      first.contains(
        "w2, w3 also wait for a slot then; the system serves first the one that fell due first (ties in the order they were placed), so w1 goes first."
      ))
    let second = Narrator(world.state).why(try world.widget("w2")).joined(separator: "\n")
    #expect(second.contains("w1 also waits for a slot then and, due as early as w2 and placed before it, goes first"))
    // Three days on, each widget has had its turn: at 03-03 08:05 w3 (due since 03-01 12:00) and w1 (since 03-02
    // 09:05) before w2 (since 03-02 09:05, placed after w1); at 03-04 08:05 w2 and w1 before w3 (due at 03-03 12:05).
    let served = try world.run("tick 3d").filter(\.counted).map { "\($0.widget) \($0.at.iso8601)" }
    #expect(
      served == [
        "w1 2026-03-02T08:05:00Z", "w2 2026-03-02T08:05:00Z", "w3 2026-03-03T08:05:00Z", "w1 2026-03-03T08:05:00Z",
        "w2 2026-03-04T08:05:00Z", "w1 2026-03-04T08:05:00Z",
      ])
  }

  @Test("the slots of a spent pool free at the instants its refreshes leave the window: one widget per slot")
  func queueOverSeveralSlots() throws {
    // The app's three refreshes: w1 and w3 (both stocks) at 08:10, w2 at 08:20; then all three widgets wait, the stocks
    // widgets reloaded at 08:30 and the weather one at 08:40. Two slots free at 03-02 08:10, for w1 and w3 (due first),
    // and one at 08:20, for w2.
    var world = try TestWorld(
      "set budgetScope=app", "set budget=3", "add stocks", "add weather", "add stocks symbol=MSFT", "tick 10m",
      "reload stocks", "tick 10m", "reload weather", "tick 10m", "reload stocks", "tick 10m", "reload weather",
      "reload stocks")
    let places = try ["w1", "w2", "w3"].map { try #require(world.state.poolQueuePlace(try world.widget($0))) }
    #expect(places.allSatisfy { $0.scheduled == TestWorld.at("2026-03-02T08:10:00Z") })
    #expect(places[1].queue == ["w1", "w3", "w2"])
    let slots = ["08:10", "08:20", "08:10"].map { TestWorld.at("2026-03-02T\($0):00Z") }
    #expect(places.map(\.expected) == slots)
    #expect(places.map(\.delayedTo) == [nil, slots[1], nil])
    let why = Narrator(world.state).why(try world.widget("w2")).joined(separator: "\n")
    #expect(
      why.contains("Next refresh: 03-02 08:20 expected (counted; scheduled for 03-02 08:10, where w1, w3 go first)"))
    #expect(why.contains("having fallen due before w2, go first, so w2 can expect the slot that frees at 03-02 08:20."))
    let w3 = Narrator(world.state).why(try world.widget("w3")).joined(separator: "\n")
    #expect(w3.contains("Next refresh: 03-02 08:10 (counted)"))
    #expect(w3.contains("due as early as w3 and placed before it, goes first; enough slots free then for w3 too."))
    let log = try world.run("tick 1d")
    #expect(
      log.prefix(3).map { "\($0.widget) \($0.at.iso8601)" }
        == zip(["w1", "w3", "w2"], [slots[0], slots[2], slots[1]]).map { "\($0) \($1.iso8601)" })
  }

  @Test("behind a long queue why expects nothing within 7d, and yet every widget moves up to its turn")
  func longQueueEveryoneServed() throws {
    // Ten stocks widgets share one refresh a day: all fall due at 09:00; w1 takes the first slot, and each later slot
    // goes to the one waiting longest, so w10's turn comes on the tenth day, past the 7-day projection.
    var world = try TestWorld("set budgetScope=app", "set budget=1")
    _ = try world.run((1...10).map { "add stocks symbol=S\($0)" } + ["tick 1h"])
    let why = Narrator(world.state).why(try world.widget("w10")).joined(separator: "\n")
    #expect(why.contains("Next refresh: none expected within 7d (counted; scheduled for 03-02 09:00, where w2, w3"))
    #expect(why.contains("and each later one to a widget that fell due before w10)"))
    #expect(why.contains("goes to a widget that fell due before w10, so it gets none unless something changes."))
    let log: [Refresh] = try world.run("tick to 2026-03-10T12:00:00Z")
    let served = log.filter(\.counted).map { "\($0.widget) \($0.at.iso8601)" }
    #expect(served == (2...10).map { "w\($0) 2026-03-\(String(format: "%02d", $0))T09:00:00Z" })
  }

  @Test("under the widget scope no widget queues: each budget is its own")
  func noQueueUnderWidgetScope() throws {
    let world = try Self.world("widget")
    for widget in world.state.orderedWidgets { #expect(world.state.poolQueuePlace(widget) == nil) }
  }
}

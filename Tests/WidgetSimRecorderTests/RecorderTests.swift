import Foundation
import Testing
import WidgetJournal
import WidgetKit
import WidgetModel
import WidgetSim
import WidgetSimRecorder

/// A provider that is never run here: it only gives `SimulatedWidget` the shape the simulator program's is.
struct UnusedProvider: TimelineProvider {
  struct Entry: TimelineEntry { var date: Date }
  func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Date())) }
  func getTimeline(in context: Context, completion: @escaping (WidgetKit.Timeline<Entry>) -> Void) {
    completion(WidgetKit.Timeline(entries: [Entry(date: Date())], policy: .never))
  }
}

/// The recorder an app includes, driven by a fake app: the journal it writes replays, holds exactly the app's events
/// with the real time between them, refuses what would not replay, and takes calls from many threads.
@Suite("Recording a journal from an app")
struct WidgetSimRecorderTests {
  /// The kind the recorder defines for the fake app, as the model has it.
  static let weatherKind: WidgetModel.Kind = {
    var kind = WidgetModel.Kind(
      name: "weather", families: [.systemSmall, .systemMedium], dataKey: DataKeyTemplate("weather.json")!)
    kind.provider = true
    return kind
  }()

  /// The kind an action defines, or nil.
  static func kind(_ action: Action?) -> WidgetModel.Kind? {
    if case .kindDefined(let kind)? = action { return kind }
    return nil
  }

  @Test(
    "a fake app's day: the journal replays, with exactly the app's actions, real gaps as ticks, lines as widgetsim's")
  func fakeAppDay() throws {
    let url = try RecorderTests.newJournal()
    let time = FakeTime(RecorderTests.start)
    let app = try FakeWeatherApp(journal: url, time: time)
    let recorder = app.recorder
    try recorder.appState(.foreground)
    time.advance(2)
    let installed = try recorder.widgetsInstalled([.init(kind: "weather", family: "systemSmall")])
    #expect(installed == .init(added: ["w1"], removed: []))
    time.advance(88.25)
    let first = try app.refreshWeather(temperature: 21)
    time.advance(210)
    try recorder.appState(.background)
    time.advance(2 * 3600)
    try recorder.appState(.foreground)
    let second = try app.refreshWeather(temperature: 18)
    let both = try recorder.widgetsInstalled([
      .init(kind: "weather", family: "systemSmall"), .init(kind: "weather", family: "systemMedium"),
    ])
    #expect(both == .init(added: ["w2"], removed: []))
    time.advance(3600)
    let mediumOnly = try recorder.widgetsInstalled([.init(kind: "weather", family: "medium")])
    #expect(mediumOnly == .init(added: [], removed: ["w1"]))
    try recorder.reloadAllRequested()

    let t0 = 0.0
    let t1 = 2.0
    let t2 = t1 + 88.25
    let t3 = t2 + 210
    let t4 = t3 + 7200
    let t5 = t4 + 3600
    let expected: [Action] = [
      .kindDefined(Self.weatherKind),
      .appStateChanged(.foreground),
      .clockTicked(to: RecorderTests.at(t1)),
      .widgetAdded(id: "w1", kind: "weather", family: .systemSmall, config: [:]),
      .clockTicked(to: RecorderTests.at(t2)),
      .dataArrived(
        key: "weather.json", value: try JSONValue(parsing: String(decoding: first, as: UTF8.self)), ttl: .hours(1)),
      .reloadRequested(.kind("weather")),
      .clockTicked(to: RecorderTests.at(t3)),
      .appStateChanged(.background),
      .clockTicked(to: RecorderTests.at(t4)),
      .appStateChanged(.foreground),
      .dataArrived(
        key: "weather.json", value: try JSONValue(parsing: String(decoding: second, as: UTF8.self)), ttl: .hours(1)),
      .reloadRequested(.kind("weather")),
      .widgetAdded(id: "w2", kind: "weather", family: .systemMedium, config: [:]),
      .clockTicked(to: RecorderTests.at(t5)),
      .widgetRemoved(id: "w1"),
      .reloadRequested(.all),
    ]
    #expect(t0 == 0 && RecorderTests.at(t2).iso8601 == "2026-03-01T08:01:30.250Z")
    let (actions, outcome) = try RecorderTests.replay(url)
    #expect(outcome.error == nil && outcome.tornTail == nil)
    #expect(actions == expected)
    #expect(recorder.actionCount == expected.count)
    #expect(recorder.journalPath == url.path)
    #expect(outcome.header.start == RecorderTests.at(0))
    let lines = try RecorderTests.actionLines(url)
    #expect(lines == expected.enumerated().map { ActionCodec.encode($1, seq: $0 + 1) })
  }

  @Test("an invalid event is refused, with its reason, and nothing of it is written, not even its tick")
  func refusals() throws {
    let url = try RecorderTests.newJournal()
    let time = FakeTime(RecorderTests.start)
    let app = try FakeWeatherApp(journal: url, time: time)
    let recorder = app.recorder
    try recorder.widgetsInstalled([.init(kind: "weather")])
    let before = try Data(contentsOf: url)
    let count = recorder.actionCount
    time.advance(60)
    let refused: [(String, () throws(RecorderError) -> Void)] = [
      ("reload forecast", { () throws(RecorderError) in try recorder.reloadRequested(kind: "forecast") }),
      (
        "data weather.json",
        { () throws(RecorderError) in
          try recorder.dataWritten(key: "weather.json", contents: Data("{\"t\":".utf8))
        }
      ),
      (
        "data weather.json",
        { () throws(RecorderError) in
          try recorder.dataWritten(key: "weather.json", value: [String](repeating: "0123456789", count: 800_000))
        }
      ),
      (
        "data weather.json",
        { () throws(RecorderError) in
          try recorder.dataWritten(key: "weather.json", contents: Data("1".utf8), ttl: -1)
        }
      ),
      ("data ", { () throws(RecorderError) in try recorder.dataWritten(key: "", contents: Data("1".utf8)) }),
      (
        "widgets installed",
        { () throws(RecorderError) in
          try recorder.widgetsInstalled([.init(kind: "clock")])
        }
      ),
      (
        "widgets installed",
        { () throws(RecorderError) in
          try recorder.widgetsInstalled([.init(kind: "weather"), .init(kind: "weather", family: "systemLarge")])
        }
      ),
      (
        "widgets installed",
        { () throws(RecorderError) in
          try recorder.widgetsInstalled([.init(kind: "weather", family: "huge")])
        }
      ),
      (
        "widgets installed",
        { () throws(RecorderError) in
          try recorder.widgetsInstalled([.init(kind: "weather", config: ["city": "Oslo"])])
        }
      ),
      (
        "define clock",
        { () throws(RecorderError) in
          try recorder.defineKind(.init("clock", families: ["systemTiny"]))
        }
      ),
      ("define all", { () throws(RecorderError) in try recorder.defineKind(.init("all")) }),
      ("define 9lives", { () throws(RecorderError) in try recorder.defineKind(.init("9lives")) }),
    ]
    var reasons: [String] = []
    for (event, call) in refused {
      do {
        try call()
        Issue.record("\(event) was recorded")
      } catch {
        guard case .refused(let named, let reason) = error else {
          Issue.record("\(event): \(error)")
          continue
        }
        #expect(named == event)
        reasons.append(reason)
      }
    }
    #expect(reasons[0] == "no kind 'forecast' (kinds: weather)")
    #expect(reasons[1] == "the contents are not JSON (unexpected end of line at byte 6)")
    #expect(
      reasons[2]
        == "too many bytes in a data value (a limit of this simulator, not of WidgetKit): the limit is 8388608")
    #expect(reasons[3] == "a ttl of -1.0 seconds is not a duration from 0 to 365d")
    #expect(reasons[4].hasPrefix("cache key '' is not a valid cache key"))
    #expect(reasons[5] == "clock systemSmall: the journal defines no kind 'clock' (kinds: weather)", "\(reasons[5])")
    #expect(reasons[6].hasPrefix("w2 (weather systemLarge): "), "\(reasons[6])")
    #expect(reasons[7].hasPrefix("weather huge: unknown family 'huge'"), "\(reasons[7])")
    #expect(
      reasons[8]
        == "w2 (weather systemSmall): kind 'weather' has no parameters (it has a static configuration); 'city' is not one"
    )
    #expect(reasons[9].hasPrefix("unknown family 'systemTiny' (families: systemSmall, "))
    #expect(reasons[10] == "'all' is no kind name: reload all means every kind")
    #expect(reasons[11].hasPrefix("kind name '9lives' is not a valid kind name"))
    #expect(try Data(contentsOf: url) == before)
    #expect(recorder.actionCount == count)
    #expect(try RecorderTests.replay(url).outcome.error == nil)
  }

  @Test("a clock that goes back records no tick, with a note, and the journal's clock waits for the real one")
  func clockBack() throws {
    let url = try RecorderTests.newJournal()
    let time = FakeTime(RecorderTests.start)
    let notes = Notes()
    let app = try FakeWeatherApp(journal: url, time: time, notes: notes)
    let recorder = app.recorder
    time.advance(600)
    try recorder.reloadAllRequested()
    time.advance(-300)
    try recorder.appState(.foreground)
    time.advance(120)
    try recorder.appState(.background)
    time.advance(300.001)
    try recorder.reloadAllRequested()
    let actions = try RecorderTests.replay(url).actions
    #expect(
      actions.dropFirst() == [
        .clockTicked(to: RecorderTests.at(600)), .reloadRequested(.all), .appStateChanged(.foreground),
        .appStateChanged(.background), .clockTicked(to: RecorderTests.at(720.001)), .reloadRequested(.all),
      ])
    let back = notes.all.filter { $0.contains("no tick was recorded") }
    #expect(back.count == 2)
    #expect(
      back.first
        == "the clock reads 2026-03-01T08:05:00Z, before the journal's 2026-03-01T08:10:00Z: no tick was recorded before app foreground"
    )
  }

  @Test("a gap longer than one tick may be is recorded as several ticks")
  func longGap() throws {
    let url = try RecorderTests.newJournal()
    let time = FakeTime(RecorderTests.start)
    let recorder = try FakeWeatherApp(journal: url, time: time).recorder
    time.advance(900 * 86_400)
    try recorder.reloadAllRequested()
    let (actions, outcome) = try RecorderTests.replay(url)
    #expect(outcome.error == nil)
    #expect(
      actions.dropFirst() == [
        .clockTicked(to: RecorderTests.at(400 * 86_400)), .clockTicked(to: RecorderTests.at(800 * 86_400)),
        .clockTicked(to: RecorderTests.at(900 * 86_400)), .reloadRequested(.all),
      ])
  }

  @Test("widgets are told apart by kind, family and configuration; the same list again writes nothing")
  func configurations() throws {
    let url = try RecorderTests.newJournal()
    let time = FakeTime(RecorderTests.start)
    let city = WidgetSimRecorder.Kind(
      "city", families: ["accessoryRectangular", "systemSmall"], reads: "cities.json",
      parameters: [.init("city", .string, default: "Paris"), .init("units", .options(["C", "F"]), default: "C")])
    let recorder = try WidgetSimRecorder(
      journal: url, clock: time.clock, kinds: [city], observesAppState: false, onNote: { _ in })
    let list: [WidgetSimRecorder.InstalledWidget] = [
      .init(kind: "city", family: "accessoryRectangular", config: ["city": "Oslo"]),
      .init(kind: "city", family: "accessoryRectangular"),
      .init(kind: "city", family: "accessoryRectangular", config: ["city": "Paris", "units": "C"]),
    ]
    #expect(try recorder.widgetsInstalled(list) == .init(added: ["w1", "w2", "w3"], removed: []))
    time.advance(10)
    let count = recorder.actionCount
    #expect(try recorder.widgetsInstalled(list.reversed()) == .init(added: [], removed: []))
    #expect(recorder.actionCount == count)
    #expect(try recorder.widgetsInstalled([list[1]]) == .init(added: [], removed: ["w1", "w3"]))
    let actions = try RecorderTests.replay(url).actions
    #expect(
      actions[1]
        == .widgetAdded(
          id: "w1", kind: "city", family: .accessoryRectangular,
          config: ["city": .string("Oslo"), "units": .string("C")]))
    #expect(
      actions.suffix(3) == [.clockTicked(to: RecorderTests.at(10)), .widgetRemoved(id: "w1"), .widgetRemoved(id: "w3")])
  }

  @Test("calls from many threads all land, in the order of their times")
  func threads() throws {
    let url = try RecorderTests.newJournal()
    let time = FakeTime(RecorderTests.start, step: 0.001)
    let recorder = try FakeWeatherApp(journal: url, time: time).recorder
    let threads = 8
    let each = 40
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for n in 0..<each {
        do {
          if n % 4 == 3 {
            try recorder.reloadRequested(kind: "weather")
          } else {
            try recorder.dataWritten(key: "thread\(thread).json", contents: Data("\(n)".utf8))
          }
        } catch {
          Issue.record("thread \(thread), event \(n): \(error)")
        }
      }
    }
    let (actions, outcome) = try RecorderTests.replay(url)
    #expect(outcome.error == nil)
    let data = actions.filter { if case .dataArrived = $0 { true } else { false } }
    let reloads = actions.filter { if case .reloadRequested = $0 { true } else { false } }
    #expect(data.count == threads * each * 3 / 4)
    #expect(reloads.count == threads * each / 4)
    for thread in 0..<threads {
      let values = data.compactMap { action -> JSONValue? in
        guard case .dataArrived(let key, let value, _) = action, key == "thread\(thread).json" else { return nil }
        return value
      }
      #expect(values == (0..<each).filter { $0 % 4 != 3 }.map { JSONValue.int(Int64($0)) })
    }
    let ticks = actions.compactMap { if case .clockTicked(let to) = $0 { to } else { nil } }
    #expect(ticks == ticks.sorted() && Set(ticks).count == ticks.count)
  }

  @Test(
    "a journal resumed at the next launch: the time between becomes a tick, kinds are defined once and without a tick")
  func nextLaunch() throws {
    let url = try RecorderTests.newJournal()
    let time = FakeTime(RecorderTests.start)
    do {
      let app = try FakeWeatherApp(journal: url, time: time)
      try app.recorder.widgetsInstalled([.init(kind: "weather")])
    }
    time.advance(8 * 3600)
    let notes = Notes()
    let app = try FakeWeatherApp(journal: url, time: time, notes: notes)
    try app.recorder.defineKind(.init("weather", families: ["systemLarge"], reads: "weather.json"))
    try app.recorder.defineKind(.init("clock"))
    try app.recorder.appState(.foreground)
    #expect(notes.all.contains { $0.hasPrefix("resumed ") })
    #expect(notes.all.contains("the journal defines weather differently; the journal's definition is kept"))
    let actions = try RecorderTests.replay(url).actions
    #expect(actions.filter { if case .kindDefined = $0 { true } else { false } }.count == 2)
    let clock = try #require(Self.kind(actions.suffix(3).first))
    #expect(
      clock.name == "clock" && clock.provider && clock.families == [Family.systemSmall]
        && clock.dataKey.text == "widget.json")
    #expect(actions.suffix(2) == [.clockTicked(to: RecorderTests.at(8 * 3600)), .appStateChanged(.foreground)])
  }

  @Test("UIKit's foreground and background notifications are recorded once each")
  func appStateNotifications() throws {
    let url = try RecorderTests.newJournal()
    let time = FakeTime(RecorderTests.start)
    let recorder = try WidgetSimRecorder(journal: url, clock: time.clock, onNote: { _ in })
    let active = Notification.Name("UIApplicationDidBecomeActiveNotification")
    let background = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    NotificationCenter.default.post(name: active, object: nil)
    NotificationCenter.default.post(name: active, object: nil)
    time.advance(5)
    NotificationCenter.default.post(name: background, object: nil)
    #expect(recorder.actionCount == 3)
    #expect(
      try RecorderTests.replay(url).actions == [
        .appStateChanged(.foreground), .clockTicked(to: RecorderTests.at(5)), .appStateChanged(.background),
      ])
  }

  @Test("the recorded journal opens in the REPL: why explains its widgets, and the simulator program keeps its kind")
  func opensInSession() throws {
    let url = try RecorderTests.newJournal()
    let time = FakeTime(RecorderTests.start)
    do {
      let app = try FakeWeatherApp(journal: url, time: time)
      try app.recorder.widgetsInstalled([.init(kind: "weather", family: "systemMedium")])
      time.advance(30)
      try app.refreshWeather(temperature: 12)
      time.advance(7200)
      try app.recorder.appState(.background)
    }
    let replayed = try RecorderTests.replay(url).outcome
    let (session, _) = try Session.open(path: url.path, start: Instant(ms: 0), startIsExplicit: false)
    #expect(session.head.digest == replayed.state.digest)
    let why = session.execute("why w1")
    #expect(why.error == nil)
    #expect(why.output.contains("w1") && why.output.contains("weather"), "\(why.output)")
    #expect(why.output.contains("runs only in the simulator program"), "\(why.output)")
    let widget = SimulatedWidget(
      kind: "weather", families: [.systemSmall, .systemMedium], reads: "weather.json", provider: UnusedProvider())
    #expect(try session.defineProviderKinds([widget.modelKind]) == [])
    #expect(session.execute("history").output.contains("data weather.json"))
  }
}

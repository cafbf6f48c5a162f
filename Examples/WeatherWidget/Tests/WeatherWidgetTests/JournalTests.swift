import Foundation
import Testing
import WidgetSim
import WidgetSimRecorder

@testable import Sim

/// A clock the fake app moves by hand.
final class FakeTime: @unchecked Sendable {
  private let lock = NSLock()
  private var date: Date

  init(_ date: Date) { self.date = date }

  /// The date now.
  var now: Date {
    lock.lock()
    defer { lock.unlock() }
    return date
  }

  /// Moves the clock on by `seconds`.
  func advance(_ seconds: TimeInterval) {
    lock.lock()
    date += seconds
    lock.unlock()
  }
}

/// The weather app with the recorder's lines in it, as docs/PROVIDERS.md ("The three lines") shows them: it writes
/// its snapshot into its App Group container and reloads the widget, and moves between foreground and background.
final class FakeWeatherApp {
  let recorder: WidgetSimRecorder
  let time: FakeTime
  /// The App Group container the app writes its file into.
  let container: URL

  init(journal: URL, time: FakeTime) throws {
    self.time = time
    container = journal.deletingLastPathComponent().appendingPathComponent("appgroup")
    try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
    recorder = try WidgetSimRecorder(
      journal: journal, clock: WidgetSimRecorder.Clock { time.now },
      kinds: [.init("forecast", families: ["systemSmall", "systemMedium"], reads: WeatherSnapshot.fileName)],
      observesAppState: false, onNote: { _ in })
  }

  /// Fetches the weather (here, made up), writes the snapshot for the widget and reloads it.
  func refreshWeather(hourly: [Int]) throws {
    let data = try WeatherSnapshot(city: "Oslo", updatedAt: time.now, hourly: hourly).encoded()
    try data.write(to: container.appendingPathComponent(WeatherSnapshot.fileName))
    try recorder.dataWritten(key: WeatherSnapshot.fileName, contents: data)
    try recorder.reloadRequested(kind: "forecast")
  }
}

/// Journals of the weather widget: one the app records, continued with the provider, and one the simulator program
/// recorded, checked in; both replay without the provider to the state the provider made.
@Suite("Weather widget journals", .serialized)
struct JournalTests {
  @Test("the app's recorded morning, continued with the provider, replays to the same digest without it")
  func recordedByTheApp() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weatherwidget-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let journal = folder.appendingPathComponent("app.jsonl")
    try Self.recordMorning(into: journal)

    let (session, notes) = try Session.simulating([Forecast.widget], journal: journal.path, start: Forecast.start)
    #expect(notes.allSatisfy { !$0.contains("differently") }, "\(notes)")
    try Forecast.run(session, ["set providerDeadline=1m", "reload forecast", "tick 3h"])
    let widget = try #require(session.head.widgets["w1"])
    #expect(session.head.display(widget).content?["city"] == .string("Oslo"))
    #expect(session.head.display(widget).content?["temperature"] == .int(13))

    let replay = try JournalReplay.replay(path: journal.path)
    #expect(replay.error == nil)
    #expect(replay.state.digest == session.head.digest)
  }

  /// The app's morning: opened at 08:00, the widget installed, the weather fetched at 08:01:30 and again two hours
  /// later from the background. The recorder is gone when this returns, so the journal is free for another writer.
  static func recordMorning(into journal: URL) throws {
    let time = FakeTime(Date(timeIntervalSince1970: Double(Forecast.start.ms) / 1000))
    let app = try FakeWeatherApp(journal: journal, time: time)
    try app.recorder.appState(.foreground)
    time.advance(2)
    _ = try app.recorder.widgetsInstalled([.init(kind: "forecast", family: "systemMedium")])
    time.advance(88)
    try app.refreshWeather(hourly: [1, 2, 3, 4, 5, 6])
    time.advance(60)
    try app.recorder.appState(.background)
    time.advance(2 * 3600)
    try app.refreshWeather(hourly: [10, 11, 12, 13, 14, 15])
  }

  /// The journal `swift run Sim run journals/forecast-day.txt --journal journals/forecast-day.jsonl` recorded.
  static let checkedIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("journals/forecast-day.jsonl")

  @Test("the simulator program's checked-in journal replays without the provider to its pinned digest")
  func checkedInJournal() throws {
    let replay = try JournalReplay.replay(path: Self.checkedIn.path)
    #expect(replay.error == nil && replay.tornTail == nil)
    #expect(replay.state.digest == "03f6bfeae63011f9")
    let widget = try #require(replay.state.widgets["w1"])
    #expect(replay.state.kinds["forecast"]?.provider == true)
    #expect(replay.state.display(widget).content?["city"] == .string("Rome"))
  }
}

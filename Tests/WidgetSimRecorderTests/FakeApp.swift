import Foundation
import WidgetJournal
import WidgetModel
import WidgetSimRecorder

/// A clock the tests move by hand, read by the recorder from any thread.
final class FakeTime: @unchecked Sendable {
  private let lock = NSLock()
  private var date: Date
  /// How far each reading moves the clock on by itself (for the threads test), in seconds.
  private let step: TimeInterval

  init(_ date: Date, step: TimeInterval = 0) {
    self.date = date
    self.step = step
  }

  /// The date now; the clock then moves on by `step`.
  var now: Date {
    lock.lock()
    defer { lock.unlock() }
    let reading = date
    date += step
    return reading
  }

  /// Moves the clock by `seconds` (backwards when negative).
  func advance(_ seconds: TimeInterval) {
    lock.lock()
    date += seconds
    lock.unlock()
  }

  /// The recorder's clock reading this one.
  var clock: WidgetSimRecorder.Clock { WidgetSimRecorder.Clock { self.now } }
}

/// What a recorder told its app without an error, collected from any thread.
final class Notes: @unchecked Sendable {
  private let lock = NSLock()
  private var notes: [String] = []

  func add(_ note: String) {
    lock.lock()
    notes.append(note)
    lock.unlock()
  }

  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return notes
  }
}

/// The snapshot a weather app writes to its App Group for its widget.
struct WeatherSnapshot: Codable {
  var city: String
  var temperature: Int
  var updatedAt: Date
}

/// A fake weather app with the recorder's lines in it: it writes its snapshot into its App Group container and
/// reloads its widget, moves between foreground and background, and reads which widgets the user installed.
final class FakeWeatherApp {
  static let kind = WidgetSimRecorder.Kind("weather", families: ["systemSmall", "systemMedium"], reads: "weather.json")

  let recorder: WidgetSimRecorder
  let time: FakeTime
  /// The App Group container the app writes its file into.
  let container: URL
  let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = .sortedKeys
    return encoder
  }()

  init(journal: URL, time: FakeTime, notes: Notes = Notes()) throws {
    self.time = time
    container = journal.deletingLastPathComponent().appendingPathComponent("appgroup")
    try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
    recorder = try WidgetSimRecorder(
      journal: journal, clock: time.clock, kinds: [Self.kind], observesAppState: false, onNote: notes.add)
  }

  /// Writes a new snapshot for the widget and reloads it, as the app does after fetching the weather.
  /// - Returns: the bytes written.
  @discardableResult
  func refreshWeather(temperature: Int) throws -> Data {
    let snapshot = WeatherSnapshot(city: "Oslo", temperature: temperature, updatedAt: time.now)
    let data = try encoder.encode(snapshot)
    try data.write(to: container.appendingPathComponent("weather.json"))
    try recorder.dataWritten(key: "weather.json", contents: data, ttl: 3600)
    try recorder.reloadRequested(kind: "weather")
    return data
  }
}

/// Helpers for the recorder's journals.
enum RecorderTests {
  /// The moment every fake app starts at.
  static let start = Date(timeIntervalSince1970: 1_772_352_000)  // 2026-03-01T08:00:00Z

  /// A journal path in a new folder of its own.
  static func newJournal() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetsim-recorder-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("app.jsonl")
  }

  /// The instant `seconds` after `start`.
  static func at(_ seconds: Double) -> Instant {
    Instant(ms: Int64((start.timeIntervalSince1970 + seconds) * 1000))
  }

  /// Replays the journal as `widgetsim replay` does and returns its actions and the outcome.
  static func replay(_ url: URL) throws -> (actions: [Action], outcome: JournalReplay.Outcome) {
    var actions: [Action] = []
    let outcome = try JournalReplay.replay(path: url.path) { _, action, _ in actions.append(action) }
    return (actions, outcome)
  }

  /// The journal's lines after the header.
  static func actionLines(_ url: URL) throws -> [String] {
    try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst().map(String.init)
  }
}

import Foundation
import WidgetKit

// The weather widget's provider, entry and App Group snapshot, as the iOS widget extension compiles them: this folder
// is the extension's, and the simulator program (Sources/Sim) compiles its files unchanged, in one module as the
// extension's target does, so nothing needs to be `public`.

/// What the app writes to the App Group after fetching the weather: the city, when it fetched, and the forecast
/// temperature of each hour from the hour it fetched in.
struct WeatherSnapshot: Codable, Equatable {
  var city: String
  var updatedAt: Date
  var hourly: [Int]

  /// The App Group the app and the extension share.
  static let appGroup = "group.com.example.weather"
  /// The snapshot's file in the App Group container.
  static let fileName = "weather.json"

  /// The snapshot as the app writes it: JSON, dates in ISO 8601.
  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(self)
  }

  /// The snapshot in the App Group container, or nil when there is none, it is unreadable, or the App Group is not
  /// available.
  static func load() -> WeatherSnapshot? {
    guard
      let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup),
      let data = try? Data(contentsOf: folder.appendingPathComponent(fileName))
    else { return nil }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try? decoder.decode(WeatherSnapshot.self, from: data)
  }
}

/// One hour of the widget: the city and its temperature then, and when the app fetched it (nil in the placeholder).
struct WeatherEntry: TimelineEntry, Codable {
  let date: Date
  let city: String
  let temperature: Int?
  let updatedAt: Date?
}

/// Hourly entries from the app's snapshot, a new timeline at the top of each hour; without a snapshot, the
/// placeholder and another try in 15 minutes.
struct WeatherProvider: TimelineProvider {
  /// How many hours of the forecast one timeline shows.
  static let hoursShown = 6

  func placeholder(in context: Context) -> WeatherEntry {
    WeatherEntry(date: Date(), city: "Cupertino", temperature: 21, updatedAt: nil)
  }

  func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
    if context.isPreview {
      completion(placeholder(in: context))
    } else {
      completion(entries(from: WeatherSnapshot.load(), at: Date()).first ?? placeholder(in: context))
    }
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
    let now = Date()
    guard let snapshot = WeatherSnapshot.load() else {
      completion(Timeline(entries: [placeholder(in: context)], policy: .after(now.addingTimeInterval(15 * 60))))
      return
    }
    let thisHour = Calendar.current.dateInterval(of: .hour, for: now)!.start
    let nextHour = Calendar.current.date(byAdding: .hour, value: 1, to: thisHour)!
    completion(Timeline(entries: entries(from: snapshot, at: now), policy: .after(nextHour)))
  }

  /// The entries for the hours from `now`: the first dated `now`, the next ones at the top of each hour, as far as
  /// the forecast goes; one without a temperature when it has run out. None without a snapshot.
  func entries(from snapshot: WeatherSnapshot?, at now: Date) -> [WeatherEntry] {
    guard let snapshot else { return [] }
    let calendar = Calendar.current
    let thisHour = calendar.dateInterval(of: .hour, for: now)!.start
    let fetchedHour = calendar.dateInterval(of: .hour, for: snapshot.updatedAt)!.start
    let offset = calendar.dateComponents([.hour], from: fetchedHour, to: thisHour).hour ?? 0
    let entries = (0..<Self.hoursShown).compactMap { hour -> WeatherEntry? in
      guard snapshot.hourly.indices.contains(offset + hour) else { return nil }
      return WeatherEntry(
        date: hour == 0 ? now : calendar.date(byAdding: .hour, value: hour, to: thisHour)!, city: snapshot.city,
        temperature: snapshot.hourly[offset + hour], updatedAt: snapshot.updatedAt)
    }
    if entries.isEmpty {
      return [WeatherEntry(date: now, city: snapshot.city, temperature: nil, updatedAt: snapshot.updatedAt)]
    }
    return entries
  }
}

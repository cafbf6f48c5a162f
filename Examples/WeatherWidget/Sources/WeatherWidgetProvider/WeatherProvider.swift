import Foundation
import WidgetKit

// The weather widget's provider, entry and App Group snapshot, as the iOS widget extension compiles them. In the iOS
// project this file is shared, not copied: either the extension target depends on a local Swift package with this
// target (as here), or the file is added to the extension's target membership and to the simulator's package by a
// symbolic link. The views, the `Widget` with its `StaticConfiguration` and the previews stay in the extension, in
// files that import SwiftUI.

/// What the app writes to the App Group after fetching the weather: the city, when it fetched, and the forecast
/// temperature of each hour from the hour it fetched in.
public struct WeatherSnapshot: Codable, Equatable, Sendable {
  public var city: String
  public var updatedAt: Date
  public var hourly: [Int]

  public init(city: String, updatedAt: Date, hourly: [Int]) {
    self.city = city
    self.updatedAt = updatedAt
    self.hourly = hourly
  }

  /// The App Group the app and the extension share.
  public static let appGroup = "group.com.example.weather"
  /// The snapshot's file in the App Group container.
  public static let fileName = "weather.json"

  /// The snapshot as the app writes it: JSON, dates in ISO 8601.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(self)
  }

  /// The snapshot in the App Group container, or nil when there is none, it is unreadable, or the App Group is not
  /// available.
  public static func load() -> WeatherSnapshot? {
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
public struct WeatherEntry: TimelineEntry, Codable {
  public let date: Date
  public let city: String
  public let temperature: Int?
  public let updatedAt: Date?
}

/// Hourly entries from the app's snapshot, a new timeline at the top of each hour; without a snapshot, the
/// placeholder and another try in 15 minutes.
public struct WeatherProvider: TimelineProvider, Sendable {
  /// How many hours of the forecast one timeline shows.
  static let hoursShown = 6

  public init() {}

  public func placeholder(in context: Context) -> WeatherEntry {
    WeatherEntry(date: Date(), city: "Cupertino", temperature: 21, updatedAt: nil)
  }

  public func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
    if context.isPreview {
      completion(placeholder(in: context))
    } else {
      completion(entries(from: WeatherSnapshot.load(), at: Date()).first ?? placeholder(in: context))
    }
  }

  public func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
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

import WidgetKit

// A weather widget's provider as it is written for iOS: the app writes a snapshot into the App Group container;
// the provider shows one entry per hour from midnight, and asks for a new timeline after the last one.

struct WeatherSnapshot: Codable {
  var city: String
  var hourlyTemperatures: [Double]
  var updatedAt: Date
}

struct WeatherEntry: TimelineEntry {
  let date: Date
  let city: String
  let temperature: Double?
  let isStale: Bool
}

struct WeatherProvider: TimelineProvider {
  static let appGroup = "group.com.example.weather"
  static let kind = "weather"

  func placeholder(in context: Context) -> WeatherEntry {
    WeatherEntry(date: Date(), city: "Cupertino", temperature: 21, isStale: false)
  }

  func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
    if context.isPreview {
      completion(placeholder(in: context))
      return
    }
    completion(entries(from: loadSnapshot()).last ?? placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
    let snapshot = loadSnapshot()
    if snapshot == nil {
      // Ask again as soon as the app has written its data.
      WidgetCenter.shared.reloadTimelines(ofKind: Self.kind)
    }
    let entries = entries(from: snapshot)
    let midnight = Calendar.current.startOfDay(for: Date())
    let nextMidnight = Calendar.current.date(byAdding: .day, value: 1, to: midnight)!
    completion(Timeline(entries: entries, policy: .after(nextMidnight)))
  }

  private func loadSnapshot() -> WeatherSnapshot? {
    guard
      let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup)
    else { return nil }
    let url = container.appendingPathComponent("weather.json")
    guard let data = try? Data(contentsOf: url) else { return nil }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try? decoder.decode(WeatherSnapshot.self, from: data)
  }

  private func entries(from snapshot: WeatherSnapshot?) -> [WeatherEntry] {
    guard let snapshot else {
      return [WeatherEntry(date: Date(), city: "—", temperature: nil, isStale: true)]
    }
    let midnight = Calendar.current.startOfDay(for: Date())
    let isStale = Date().timeIntervalSince(snapshot.updatedAt) > 2 * 60 * 60
    return snapshot.hourlyTemperatures.enumerated().map { hour, temperature in
      WeatherEntry(
        date: Calendar.current.date(byAdding: .hour, value: hour, to: midnight)!,
        city: snapshot.city,
        temperature: temperature,
        isStale: isStale)
    }
  }
}

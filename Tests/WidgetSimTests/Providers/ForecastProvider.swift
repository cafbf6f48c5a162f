import WidgetKit

// A provider written as for iOS: the app writes a Codable forecast into the App Group container; the provider makes
// one entry per hour from midnight and asks for a new timeline at the next midnight.

struct Forecast: Codable {
  var city: String
  var hourly: [Int]
}

struct ForecastEntry: TimelineEntry {
  let date: Date
  let city: String
  let temperature: Int?
}

struct ForecastProvider: TimelineProvider {
  static let appGroup = "group.com.example.forecast"

  func placeholder(in context: Context) -> ForecastEntry {
    ForecastEntry(date: Date(), city: "—", temperature: nil)
  }

  func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
    let midnight = Calendar.current.startOfDay(for: Date())
    let nextMidnight = Calendar.current.date(byAdding: .day, value: 1, to: midnight)!
    guard let forecast = load() else {
      completion(Timeline(entries: [placeholder(in: context)], policy: .after(Date().addingTimeInterval(900))))
      return
    }
    let entries = forecast.hourly.enumerated().map { hour, temperature in
      ForecastEntry(
        date: Calendar.current.date(byAdding: .hour, value: hour, to: midnight)!, city: forecast.city,
        temperature: temperature)
    }
    completion(Timeline(entries: entries, policy: .after(nextMidnight)))
  }

  private func load() -> Forecast? {
    guard let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup),
      let data = try? Data(contentsOf: folder.appendingPathComponent("forecast.json"))
    else { return nil }
    return try? JSONDecoder().decode(Forecast.self, from: data)
  }
}

// A provider that never calls its completion, and one that reloads its own kind on every build.

struct SilentProvider: TimelineProvider {
  func placeholder(in context: Context) -> ForecastEntry { ForecastEntry(date: Date(), city: "", temperature: nil) }
  func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) {}
  func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {}
}

struct ReloadingProvider: TimelineProvider {
  func placeholder(in context: Context) -> ForecastEntry { ForecastEntry(date: Date(), city: "", temperature: nil) }
  func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) {
    completion(placeholder(in: context))
  }
  func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
    WidgetCenter.shared.reloadTimelines(ofKind: "loop")
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}

import AppIntents
import WidgetKit

// A configurable widget as written for iOS 17: a person picks a city and how many hours to show; the provider reads
// the app's file of temperatures by city from the App Group.

struct CityIntent: WidgetConfigurationIntent {
  static var title: LocalizedStringResource { "City" }

  @Parameter(title: "City", default: "Paris")
  var city: String

  @Parameter(title: "Hours", default: 2)
  var hours: Int
}

struct CityEntry: TimelineEntry, Codable {
  let date: Date
  let city: String
  let temperature: Int?
}

struct CityProvider: AppIntentTimelineProvider {
  static let appGroup = "group.example.city"
  /// Added to every temperature: a changed provider, for the tests of re-running a recording.
  var bias = 0

  func placeholder(in context: Context) -> CityEntry { CityEntry(date: Date(), city: "Paris", temperature: nil) }

  func snapshot(for configuration: CityIntent, in context: Context) async -> CityEntry {
    CityEntry(date: Date(), city: configuration.city, temperature: temperatures()[configuration.city])
  }

  func timeline(for configuration: CityIntent, in context: Context) async -> Timeline<CityEntry> {
    let now = Date()
    let temperature = temperatures()[configuration.city].map { $0 + bias }
    let entries = (0..<max(configuration.hours, 1)).map { hour in
      CityEntry(date: now.addingTimeInterval(Double(hour) * 3600), city: configuration.city, temperature: temperature)
    }
    return Timeline(entries: entries, policy: .atEnd)
  }

  /// The app's temperatures by city, or none.
  func temperatures() -> [String: Int] {
    guard
      let url = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: Self.appGroup)?
        .appendingPathComponent("temperatures.json"),
      let data = try? Data(contentsOf: url),
      let table = try? JSONDecoder().decode([String: Int].self, from: data)
    else { return [:] }
    return table
  }
}

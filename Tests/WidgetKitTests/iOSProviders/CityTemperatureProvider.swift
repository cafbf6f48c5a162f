import AppIntents
import WidgetKit

// A configurable widget's intent and provider as they are written for iOS 17: a person picks a city, a unit and
// how many hours to show.

enum TemperatureUnit: String, AppEnum {
  case celsius
  case fahrenheit

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"
  static let caseDisplayRepresentations: [TemperatureUnit: DisplayRepresentation] = [
    .celsius: "Celsius",
    .fahrenheit: "Fahrenheit",
  ]
}

struct CityConfigurationIntent: WidgetConfigurationIntent {
  static var title: LocalizedStringResource { "City" }
  static var description: IntentDescription { "Shows the temperature in a city, hour by hour." }

  @Parameter(title: "City", default: "Paris")
  var city: String

  @Parameter(title: "Unit", default: .celsius)
  var unit: TemperatureUnit

  @Parameter(title: "Hours", default: 3, inclusiveRange: (1, 24))
  var hours: Int

  @Parameter(title: "Show a note", default: false)
  var showsNote: Bool

  @Parameter(title: "Note")
  var note: String?
}

struct CityEntry: TimelineEntry, Codable {
  let date: Date
  let city: String
  let temperature: Double
  let unit: String
  let note: String?

  var relevance: TimelineEntryRelevance? {
    TimelineEntryRelevance(score: temperature > 30 ? 10 : 1, duration: 3600)
  }
}

struct CityTemperatureProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> CityEntry {
    CityEntry(date: Date(), city: "Paris", temperature: 18, unit: "°C", note: nil)
  }

  func snapshot(for configuration: CityConfigurationIntent, in context: Context) async -> CityEntry {
    entry(for: configuration, at: Date(), hour: 0)
  }

  func timeline(for configuration: CityConfigurationIntent, in context: Context) async -> Timeline<CityEntry> {
    // Stands for a network request: the clock does not move while the provider waits.
    try? await Task.sleep(nanoseconds: 1_000_000)
    let now = Date()
    let entries = (0..<configuration.hours).map { hour in
      entry(for: configuration, at: now.addingTimeInterval(Double(hour) * 3600), hour: hour)
    }
    return Timeline(entries: entries, policy: .atEnd)
  }

  private func entry(for configuration: CityConfigurationIntent, at date: Date, hour: Int) -> CityEntry {
    let celsius = 15 + Double(hour) * 2.5
    let temperature = configuration.unit == .celsius ? celsius : celsius * 9 / 5 + 32
    return CityEntry(
      date: date,
      city: configuration.city,
      temperature: temperature,
      unit: configuration.unit == .celsius ? "°C" : "°F",
      note: configuration.showsNote ? configuration.note : nil)
  }
}

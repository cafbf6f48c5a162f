import AppIntents
import OSLog
import WidgetKit

#if canImport(SwiftUI)
  import SwiftUI
#endif

// A transit widget extension's files as written for iOS 17 (Swift 6 language mode here), views behind
// `#if canImport(SwiftUI)`: a station picked from the app's own list (an `AppEntity` whose query reads the App Group),
// a direction, the walk in minutes, the lines to show; the `Widget` declarations and the bundle. Nothing is `public`
// or `Sendable` beyond what Apple's SDK asks.

private let log = Logger(subsystem: "com.example.transit.widget", category: "provider")

struct Station: AppEntity {
  let id: String
  let name: String

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Station"
  static let defaultQuery = StationQuery()

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

  /// The App Group the app and the extension share.
  static let appGroup = "group.com.example.transit"

  /// The stations in the app's file, or none.
  static func saved() -> [Station] {
    guard let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup),
      let data = try? Data(contentsOf: folder.appendingPathComponent("stations.json")),
      let names = try? JSONDecoder().decode([String: String].self, from: data)
    else { return [] }
    return names.map { Station(id: $0.key, name: $0.value) }.sorted { $0.id < $1.id }
  }
}

struct StationQuery: EntityQuery {
  func entities(for identifiers: [Station.ID]) async throws -> [Station] {
    Station.saved().filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> [Station] { Station.saved() }
}

enum Direction: String, AppEnum {
  case inbound, outbound

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Direction"
  static let caseDisplayRepresentations: [Direction: DisplayRepresentation] = [
    .inbound: "Inbound", .outbound: "Outbound",
  ]
}

struct DeparturesIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Departures"
  static let description = IntentDescription("The next departures from a station.")

  @Parameter(title: "Station") var station: Station?
  @Parameter(title: "Direction", default: .inbound) var direction: Direction
  @Parameter(title: "Walk", default: 5, inclusiveRange: (0, 30)) var walk: Double
  @Parameter(title: "From") var from: Date?
  @Parameter(title: "Lines", default: []) var lines: [Int]

  static var parameterSummary: some ParameterSummary {
    Summary("Departures from \(\.$station) going \(\.$direction)") {
      \.$walk
      \.$lines
    }
  }
}

struct DeparturesEntry: TimelineEntry, Codable {
  let date: Date
  let station: String
  let direction: String
  let walk: Double
  let from: Date?
  let lines: [Int]
}

struct DeparturesProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> DeparturesEntry {
    DeparturesEntry(date: Date(), station: "—", direction: "inbound", walk: 5, from: nil, lines: [])
  }

  func snapshot(for configuration: DeparturesIntent, in context: Context) async -> DeparturesEntry {
    placeholder(in: context)
  }

  func timeline(for configuration: DeparturesIntent, in context: Context) async -> Timeline<DeparturesEntry> {
    let station = configuration.station?.name ?? "none"
    log.info("departures from \(station, privacy: .public)")
    let entry = DeparturesEntry(
      date: Date(), station: station, direction: configuration.direction.rawValue, walk: configuration.walk,
      from: configuration.from, lines: configuration.lines)
    return Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(15 * 60)))
  }
}

/// A provider that keeps state in a class, as many do: neither it nor its cache is `Sendable`.
final class Counter {
  var builds = 0
}

struct CountingProvider: TimelineProvider {
  let counter = Counter()

  func placeholder(in context: Context) -> DeparturesEntry {
    DeparturesEntry(date: Date(), station: "count", direction: "", walk: 0, from: nil, lines: [])
  }

  func getSnapshot(in context: Context, completion: @escaping (DeparturesEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<DeparturesEntry>) -> Void) {
    counter.builds += 1
    let entry = DeparturesEntry(
      date: Date(), station: "count", direction: "", walk: Double(counter.builds), from: nil, lines: [])
    completion(Timeline(entries: [entry], policy: .never))
  }
}

struct DeparturesWidget: Widget {
  let kind: String = "departures"

  var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: kind, intent: DeparturesIntent.self, provider: DeparturesProvider()) { entry in
      #if canImport(SwiftUI)
        Text(entry.station)
          .containerBackground(.fill.tertiary, for: .widget)
      #endif
    }
    .configurationDisplayName("Departures")
    .description("The next departures from your station.")
    .supportedFamilies([.systemMedium, .accessoryRectangular])
    .contentMarginsDisabled()
  }
}

struct CountingWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "counting", provider: CountingProvider()) { entry in
      #if canImport(SwiftUI)
        Text("\(entry.walk)")
      #endif
    }
    .configurationDisplayName("Counting")
  }
}

struct TransitBundle: WidgetBundle {
  var body: some Widget {
    DeparturesWidget()
    if #available(iOS 17.0, *) {
      CountingWidget()
    }
  }
}

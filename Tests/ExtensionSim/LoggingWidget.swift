import OSLog
import WidgetKit

// A widget as an iOS extension declares it (Swift 5 language mode), whose provider logs with OSLog's Logger: the
// simulator program takes the kind from the `Widget` and keeps the log lines with what the provider printed.

let logger = Logger(subsystem: "com.example.logging", category: "timeline")

struct LoggingProvider: TimelineProvider {
  func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: Date(), note: "placeholder", count: 0) }

  func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
    logger.notice(
      "building for \(context.family, privacy: .public) at \(Date().timeIntervalSince1970, format: .fixed(precision: 0))"
    )
    logger.error("LOGGER-LINE no departures file yet")
    completion(Timeline(entries: [NoteEntry(date: Date(), note: "logged", count: 2)], policy: .atEnd))
  }
}

struct LoggingWidget: Widget {
  let kind: String = "logging"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: LoggingProvider()) { entry in
      #if canImport(SwiftUI)
        LoggingView(entry: entry)
      #endif
    }
    .configurationDisplayName("Logging")
    .supportedFamilies([.systemMedium, .systemSmall])
  }
}

import WidgetKit

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// The weather widget: its kind, its provider, its families. The simulator program reads all three from here, so
/// they are written once; the view is behind `#if canImport(SwiftUI)`, which holds on iOS and not on Linux.
struct WeatherWidget: Widget {
  let kind: String = "forecast"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: WeatherProvider()) { entry in
      #if canImport(SwiftUI)
        WeatherWidgetEntryView(entry: entry)
          .containerBackground(.fill.tertiary, for: .widget)
      #endif
    }
    .configurationDisplayName("Forecast")
    .description("The temperature for the next hours.")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

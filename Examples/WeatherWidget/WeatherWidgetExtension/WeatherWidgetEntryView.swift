#if canImport(SwiftUI)
  import SwiftUI
  import WidgetKit

  /// The entry's view: the city and its temperature, or a dash before the app has fetched. Compiled on iOS only.
  struct WeatherWidgetEntryView: View {
    var entry: WeatherEntry

    var body: some View {
      VStack(alignment: .leading) {
        Text(entry.city).font(.headline)
        Text(entry.temperature.map { "\($0)°" } ?? "—").font(.largeTitle)
      }
    }
  }

  #Preview(as: .systemSmall) {
    WeatherWidget()
  } timeline: {
    WeatherEntry(date: .now, city: "Cupertino", temperature: 21, updatedAt: nil)
  }
#endif

import WidgetKit

// A provider whose snapshot tells the widget gallery from the home screen: WidgetKit calls getSnapshot with
// context.isPreview true for the gallery, and the provider answers at once with sample data there. And one whose
// entries carry a date besides their own.

struct GalleryProvider: TimelineProvider {
  func placeholder(in context: Context) -> ForecastEntry {
    ForecastEntry(date: Date(), city: "Sample", temperature: 20)
  }

  func getSnapshot(in context: Context, completion: @escaping (ForecastEntry) -> Void) {
    completion(ForecastEntry(date: Date(), city: context.isPreview ? "Gallery" : "Home", temperature: 7))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<ForecastEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .after(Date().addingTimeInterval(3600))))
  }
}

/// A provider whose entries carry a date of their own besides their `date`: both are dates a picture must write whole.
struct StampedProvider: TimelineProvider {
  struct Entry: TimelineEntry, Codable {
    let date: Date
    let stamp: Date
  }

  func placeholder(in context: Context) -> Entry { Entry(date: Date(), stamp: Date(timeIntervalSince1970: 0)) }

  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
    let entry = Entry(date: Date(), stamp: Date().addingTimeInterval(22.5 * 3600))
    completion(Timeline(entries: [entry], policy: .never))
  }
}

import Foundation
import WidgetKit

/// The weather provider as it was first written, kept to show the bug it had: it force-unwraps the App Group's
/// container and `try!`s the snapshot's file. On a phone the widget stays blank from the moment it is added until
/// the app has written its first snapshot, because every build until then crashes the extension
/// (journals/first-launch-crash.jsonl replays it). `WeatherProvider` is the fix: without a snapshot it returns its
/// placeholder and asks again in 15 minutes. Not in the bundle: the simulator program adds its kind,
/// `forecast-draft`, beside the bundle's widgets.
struct DraftWeatherProvider: TimelineProvider {

  func placeholder(in context: Context) -> WeatherEntry {
    WeatherEntry(date: Date(), city: "Cupertino", temperature: 21, updatedAt: nil)
  }

  func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
    let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: WeatherSnapshot.appGroup)!
    let data = try! Data(contentsOf: folder.appendingPathComponent(WeatherSnapshot.fileName))
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let snapshot = try! decoder.decode(WeatherSnapshot.self, from: data)
    let entry = WeatherEntry(
      date: Date(), city: snapshot.city, temperature: snapshot.hourly.first, updatedAt: snapshot.updatedAt)
    completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(3600))))
  }
}

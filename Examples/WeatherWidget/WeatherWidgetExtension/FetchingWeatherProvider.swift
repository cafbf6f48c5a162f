import Foundation
import WidgetKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The seed documents' degrade chain, as an iOS developer writes it: fetch the forecast with a timeout under the
/// extension's deadline; when that fails, show the snapshot the app left in the App Group; when there is none, the
/// placeholder. A fresh fetch asks again in 30 minutes, the cached snapshot in 10, the placeholder in 5. The fetched
/// forecast is kept in the App Group, as the app's own, for the next build that cannot fetch.
struct FetchingWeatherProvider: TimelineProvider, Sendable {
  /// The forecast server's endpoint for the city.
  static func forecastURL(city: String) -> URL {
    URL(string: "https://api.example.com/forecast?city=\(city)")!
  }

  /// Under the extension's deadline (5s on a device), so that a slow server leaves time for the fallback.
  static let timeout: TimeInterval = 3

  init() {}

  func placeholder(in context: Context) -> WeatherEntry {
    WeatherEntry(date: Date(), city: "Cupertino", temperature: 21, updatedAt: nil)
  }

  func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
    // The gallery wants an entry at once: never the network here.
    let cached = WeatherSnapshot.load().flatMap { WeatherProvider().entries(from: $0, at: Date()).first }
    completion(cached ?? placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
    let fetched = Self.fetch()
    // After the request: the clock reads when the answer came (or the request gave up).
    let now = Date()
    if let fetched {
      Self.keep(fetched)
      let entries = WeatherProvider().entries(from: fetched, at: now)
      completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(30 * 60))))
    } else if let cached = WeatherSnapshot.load() {
      let entries = WeatherProvider().entries(from: cached, at: now)
      completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(10 * 60))))
    } else {
      completion(Timeline(entries: [placeholder(in: context)], policy: .after(now.addingTimeInterval(5 * 60))))
    }
  }

  /// The forecast from the server, or nil when the request fails, times out or answers what is not a snapshot. It
  /// waits on the provider's thread: the request's own timeout bounds the wait.
  static func fetch() -> WeatherSnapshot? {
    var request = URLRequest(url: forecastURL(city: "Cupertino"))
    request.timeoutInterval = timeout
    let answer = Answer()
    let done = DispatchSemaphore(value: 0)
    URLSession.shared.dataTask(with: request) { data, response, _ in
      if (response as? HTTPURLResponse)?.statusCode == 200 { answer.data = data }
      done.signal()
    }.resume()
    done.wait()
    guard let data = answer.data else { return nil }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try? decoder.decode(WeatherSnapshot.self, from: data)
  }

  /// The body a request's completion hands to the waiting provider, guarded by a lock.
  final class Answer: @unchecked Sendable {
    private let lock = NSLock()
    private var body: Data?

    var data: Data? {
      get { lock.withLock { body } }
      set { lock.withLock { body = newValue } }
    }
  }

  /// Writes a fetched snapshot where the app keeps its own, for the builds that cannot fetch.
  static func keep(_ snapshot: WeatherSnapshot) {
    guard
      let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: WeatherSnapshot.appGroup),
      let data = try? snapshot.encoded()
    else { return }
    try? data.write(to: folder.appendingPathComponent(WeatherSnapshot.fileName))
  }
}

import Foundation
import WidgetKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// A provider that shows why its fetch failed, as many do: the error's localizedDescription.

struct DescribedErrorProvider: TimelineProvider {
  /// The URL it asks for.
  var url: URL

  func placeholder(in context: Context) -> FetchedEntry { FetchedEntry(date: Date(), body: "placeholder") }

  func getSnapshot(in context: Context, completion: @escaping @Sendable (FetchedEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<FetchedEntry>) -> Void) {
    URLSession.shared.dataTask(with: url) { _, _, error in
      let body = error.map { "\($0.localizedDescription) (\(($0 as? URLError)?.failureURLString ?? "no URL"))" }
      completion(Timeline(entries: [FetchedEntry(date: Date(), body: body ?? "answered")], policy: .never))
    }.resume()
  }
}

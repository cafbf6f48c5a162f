import Foundation
import WidgetKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// A provider that fetches with a URLSession of its own (`URLSession(configuration: .default)`), which never asks
// the simulation on Linux, and waits for the answer on its thread.

struct OwnSessionProvider: TimelineProvider {
  /// The URL it asks for.
  var url: URL

  func placeholder(in context: Context) -> FetchedEntry { FetchedEntry(date: Date(), body: "placeholder") }

  func getSnapshot(in context: Context, completion: @escaping (FetchedEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<FetchedEntry>) -> Void) {
    let answer = FetchedBody()
    let done = DispatchSemaphore(value: 0)
    let session = URLSession(configuration: .default)
    session.dataTask(with: url) { data, response, error in
      answer.text =
        error.map { "error \(($0 as? URLError)?.code.rawValue ?? 0)" }
        ?? "answered \((response as? HTTPURLResponse)?.statusCode ?? 0)"
      done.signal()
    }.resume()
    done.wait()
    session.invalidateAndCancel()
    completion(Timeline(entries: [FetchedEntry(date: Date(), body: answer.text)], policy: .atEnd))
  }
}

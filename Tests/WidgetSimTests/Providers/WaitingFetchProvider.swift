import Foundation
import WidgetKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// A provider that fetches one URL with URLSession.shared and waits for the answer on its thread: what a test's
// in-process session (`Session.simulating`) answers from its `net URL` lines.

struct FetchedEntry: TimelineEntry {
  let date: Date
  let body: String
}

struct WaitingFetchProvider: TimelineProvider {
  /// The URL it asks for.
  var url: URL

  func placeholder(in context: Context) -> FetchedEntry { FetchedEntry(date: Date(), body: "placeholder") }

  func getSnapshot(in context: Context, completion: @escaping (FetchedEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<FetchedEntry>) -> Void) {
    let answer = FetchedBody()
    let done = DispatchSemaphore(value: 0)
    URLSession.shared.dataTask(with: url) { data, _, error in
      answer.text =
        data.map { String(decoding: $0, as: UTF8.self) } ?? "error \((error as? URLError)?.code.rawValue ?? 0)"
      done.signal()
    }.resume()
    done.wait()
    completion(Timeline(entries: [FetchedEntry(date: Date(), body: answer.text)], policy: .atEnd))
  }
}

/// The body a request's completion hands to the waiting provider, guarded by a lock.
final class FetchedBody: @unchecked Sendable {
  private let lock = NSLock()
  private var value = ""

  var text: String {
    get { lock.withLock { value } }
    set { lock.withLock { value = newValue } }
  }
}

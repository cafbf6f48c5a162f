import Foundation
import WidgetKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Providers that fetch, written as iOS developers write them (Swift 5 language mode): the network tests
// (Tests/WidgetSimTests/NetworkTests.swift) answer their requests with `net URL …` lines.

/// What a fetching provider shows: what its request came to, and how much simulated time it waited.
struct FetchEntry: TimelineEntry, Codable {
  let date: Date
  let outcome: String
  let waitedMs: Int
}

/// `URLSession.shared.data(from:)` in a Task, the body shown as text.
struct AsyncFetchProvider: TimelineProvider {
  static let url = URL(string: "https://api.example.com/departures?station=oslo")!

  func placeholder(in context: Context) -> FetchEntry { FetchEntry(date: Date(), outcome: "placeholder", waitedMs: 0) }

  func getSnapshot(in context: Context, completion: @escaping (FetchEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<FetchEntry>) -> Void) {
    Task {
      let started = Date()
      let outcome: String
      do {
        let (data, response) = try await URLSession.shared.data(from: AsyncFetchProvider.url)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        outcome = "\(status) " + String(decoding: data, as: UTF8.self)
      } catch let error as URLError {
        outcome = "URLError \(error.code.rawValue)"
      } catch {
        outcome = "error \(error)"
      }
      let waited = Int((Date().timeIntervalSince(started) * 1000).rounded())
      let entry = FetchEntry(date: Date(), outcome: outcome, waitedMs: waited)
      completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(1800))))
    }
  }
}

/// `dataTask(with:completionHandler:)` on a request with a 5 s `timeoutInterval`, the status and a header shown.
struct CompletionFetchProvider: TimelineProvider {
  func placeholder(in context: Context) -> FetchEntry { FetchEntry(date: Date(), outcome: "placeholder", waitedMs: 0) }

  func getSnapshot(in context: Context, completion: @escaping (FetchEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<FetchEntry>) -> Void) {
    var request = URLRequest(url: URL(string: "https://api.example.com/weather/oslo")!)
    request.timeoutInterval = 5
    let started = Date()
    URLSession.shared.dataTask(with: request) { data, response, error in
      let outcome: String
      if let error = error as? URLError {
        outcome = "URLError \(error.code.rawValue)"
      } else if let response = response as? HTTPURLResponse, let data = data {
        let tag = response.value(forHTTPHeaderField: "X-Tag") ?? "-"
        outcome = "\(response.statusCode) \(tag) " + String(decoding: data, as: UTF8.self)
      } else {
        outcome = "nothing"
      }
      let waited = Int((Date().timeIntervalSince(started) * 1000).rounded())
      completion(Timeline(entries: [FetchEntry(date: Date(), outcome: outcome, waitedMs: waited)], policy: .atEnd))
    }.resume()
  }
}

/// A session of its own (`URLSession(configuration: .default)`), which the simulation cannot answer on Linux.
struct CustomSessionProvider: TimelineProvider {
  func placeholder(in context: Context) -> FetchEntry { FetchEntry(date: Date(), outcome: "placeholder", waitedMs: 0) }

  func getSnapshot(in context: Context, completion: @escaping (FetchEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<FetchEntry>) -> Void) {
    let session = URLSession(configuration: .default)
    session.dataTask(with: URL(string: "http://api.example.com/weather/oslo")!) { data, response, error in
      let outcome: String
      if let error = error as? URLError {
        outcome = "URLError \(error.code.rawValue)"
      } else {
        outcome = "answered \((response as? HTTPURLResponse)?.statusCode ?? 0)"
      }
      completion(Timeline(entries: [FetchEntry(date: Date(), outcome: outcome, waitedMs: 0)], policy: .atEnd))
    }.resume()
  }
}

/// Asks for the departures of the station in WIDGETSIM_TEST_STATION (oslo unless set): a provider whose requests
/// changed since a journal was recorded.
struct StationProvider: TimelineProvider {
  func placeholder(in context: Context) -> FetchEntry { FetchEntry(date: Date(), outcome: "placeholder", waitedMs: 0) }

  func getSnapshot(in context: Context, completion: @escaping (FetchEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<FetchEntry>) -> Void) {
    let station = ProcessInfo.processInfo.environment["WIDGETSIM_TEST_STATION"] ?? "oslo"
    let url = URL(string: "https://api.example.com/departures?station=\(station)")!
    URLSession.shared.dataTask(with: url) { data, _, _ in
      let outcome = data.map { String(decoding: $0, as: UTF8.self) } ?? "nothing"
      completion(Timeline(entries: [FetchEntry(date: Date(), outcome: outcome, waitedMs: 0)], policy: .atEnd))
    }.resume()
  }
}

/// Fetches in `placeholder(in:)`, waiting for the answer on a semaphore, and fetches the same URL twice in
/// `getTimeline`: two mistakes doctor names.
struct CarelessFetchProvider: TimelineProvider {
  static let url = URL(string: "https://api.example.com/quote")!

  func placeholder(in context: Context) -> FetchEntry {
    let done = DispatchSemaphore(value: 0)
    URLSession.shared.dataTask(with: CarelessFetchProvider.url) { _, _, _ in done.signal() }.resume()
    _ = done.wait(timeout: .now() + 5)
    return FetchEntry(date: Date(), outcome: "placeholder", waitedMs: 0)
  }

  func getSnapshot(in context: Context, completion: @escaping (FetchEntry) -> Void) {
    completion(FetchEntry(date: Date(), outcome: "snapshot", waitedMs: 0))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<FetchEntry>) -> Void) {
    Task {
      var outcome = ""
      for _ in 0..<2 {
        let data = try? await URLSession.shared.data(from: CarelessFetchProvider.url).0
        outcome = data.map { String(decoding: $0, as: UTF8.self) } ?? "nothing"
      }
      completion(Timeline(entries: [FetchEntry(date: Date(), outcome: outcome, waitedMs: 0)], policy: .atEnd))
    }
  }
}

/// `data(for:)` with a POST, then `download(from:)`, both of `URLSession.shared`, in an async Task.
struct PostAndDownloadProvider: TimelineProvider {
  func placeholder(in context: Context) -> FetchEntry { FetchEntry(date: Date(), outcome: "placeholder", waitedMs: 0) }

  func getSnapshot(in context: Context, completion: @escaping (FetchEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<FetchEntry>) -> Void) {
    Task {
      var request = URLRequest(url: URL(string: "https://api.example.com/login")!)
      request.httpMethod = "POST"
      request.httpBody = Data("user=me".utf8)
      var outcome = ""
      do {
        let (data, response) = try await URLSession.shared.data(for: request)
        outcome = "\((response as? HTTPURLResponse)?.statusCode ?? 0) " + String(decoding: data, as: UTF8.self)
        let (file, _) = try await URLSession.shared.download(from: URL(string: "https://api.example.com/map.txt")!)
        outcome += " | " + ((try? String(contentsOf: file, encoding: .utf8)) ?? "no file")
      } catch let error as URLError {
        outcome += " URLError \(error.code.rawValue)"
      } catch {
        outcome += " error \(error)"
      }
      completion(Timeline(entries: [FetchEntry(date: Date(), outcome: outcome, waitedMs: 0)], policy: .atEnd))
    }
  }
}

/// Starts 10,000 requests at once and waits for them all: a provider gone wrong that must not hang the simulator.
struct FloodProvider: TimelineProvider {
  func placeholder(in context: Context) -> FetchEntry { FetchEntry(date: Date(), outcome: "placeholder", waitedMs: 0) }

  func getSnapshot(in context: Context, completion: @escaping (FetchEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<FetchEntry>) -> Void) {
    let group = DispatchGroup()
    for index in 0..<10_000 {
      group.enter()
      URLSession.shared.dataTask(with: URL(string: "https://api.example.com/item/\(index)")!) { _, _, _ in
        group.leave()
      }.resume()
    }
    group.notify(queue: .global()) {
      completion(Timeline(entries: [FetchEntry(date: Date(), outcome: "all done", waitedMs: 0)], policy: .atEnd))
    }
  }
}

/// Fetches the URL in WIDGETSIM_TEST_URL with `URLSession.shared`: the server a test runs on this machine, for
/// `network=real`.
struct LocalServerProvider: TimelineProvider {
  func placeholder(in context: Context) -> FetchEntry { FetchEntry(date: Date(), outcome: "placeholder", waitedMs: 0) }

  func getSnapshot(in context: Context, completion: @escaping (FetchEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<FetchEntry>) -> Void) {
    let address = ProcessInfo.processInfo.environment["WIDGETSIM_TEST_URL"] ?? "http://127.0.0.1:9/"
    URLSession.shared.dataTask(with: URL(string: address)!) { data, response, error in
      let outcome: String
      if let error = error as? URLError {
        outcome = "URLError \(error.code.rawValue)"
      } else {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        outcome = "\(status) " + (data.map { String(decoding: $0, as: UTF8.self) } ?? "")
      }
      completion(Timeline(entries: [FetchEntry(date: Date(), outcome: outcome, waitedMs: 0)], policy: .atEnd))
    }.resume()
  }
}

/// What `why` says about the requests a widget's last build of a developer's provider made (docs/PROVIDERS.md,
/// "Network"): each request and what the simulation answered, and the `net` line that would answer a URL none did.
extension Narrator {
  /// `Its build at 08:00 made 1 request: GET https://…/departures?station=oslo: 200 after 800ms.`, then for each URL
  /// no line answered, the line that would.
  func networkSentences(_ widget: Widget) -> [String] {
    guard let recorded = state.buildRequests[widget.id] else { return [] }
    let count = recorded.requests.count + recorded.leftOut
    var listed = recorded.requests.map(requestText)
    if recorded.leftOut > 0 { listed.append("and \(recorded.leftOut) more, not recorded") }
    var lines = [
      "Its build at \(time(recorded.at)) made \(count) request\(count == 1 ? "" : "s"): "
        + listed.joined(separator: "; ") + "."
    ]
    if let own = recorded.requests.first(where: { $0.call == NetExchange.ownSession }) {
      lines.append(
        "A URLSession the provider made itself (\(NetExchange.ownSession)) asked for \(own.url): the simulation answers only URLSession.shared (on Linux such a session never asks it), so it failed at once without reaching the network; use URLSession.shared, with the timeout as the URLRequest's timeoutInterval, to have net lines answer it."
      )
    }
    var named: Set<String> = []
    for request in recorded.requests where request.rule == nil && request.outcome == .failed(.cannotFindHost) {
      // One sentence says it for the first URL; the others share its remedy.
      guard named.isEmpty, named.insert(request.url).inserted else { continue }
      lines.append(
        "No net line answers \(request.url), so it failed as a host that cannot be found; net \(request.url) VALUE "
          + "would answer it (or a pattern with *, such as net \(Self.pattern(for: request.url)) VALUE).")
    }
    return lines
  }

  /// One request and its outcome: `GET https://…: 200 after 800ms`, `…: timed out after 5s (timeoutInterval)`,
  /// `…: failed at once with URLError.cannotFindHost`.
  func requestText(_ request: NetExchange) -> String { Self.requestLine(request) }

  /// One request and its outcome, as `requestText` says it, for the views that have no narrator (the chart).
  public static func requestLine(_ request: NetExchange) -> String {
    if request.call == NetExchange.ownSession {
      return "\(request.method) \(request.url) (its own URLSession): not answered, failed at once"
    }
    let call = request.call.map { " (in \($0))" } ?? ""
    let outcome: String
    switch request.outcome {
    case .answered(let status): outcome = "\(status) after \(request.waited.text)"
    case .timedOut: outcome = "timed out after \(request.waited.text) (timeoutInterval)"
    case .failed(let name):
      let after = request.waited == .zero ? "at once" : "after \(request.waited.text)"
      let offline = name == .notConnectedToInternet && request.rule == nil ? ", the device being offline" : ""
      outcome = "failed \(after) with URLError.\(name.rawValue)\(offline)"
    }
    return "\(request.method) \(request.url)\(call): \(outcome)"
  }

  /// A pattern for every URL of `url`'s server and first path segment: `https://api.example.com/weather/*`.
  static func pattern(for url: String) -> String {
    let scheme = url.hasPrefix("https://") ? 8 : 7
    let rest = url.dropFirst(scheme)
    let parts = rest.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
    let kept = parts.prefix(parts.count > 2 ? 2 : 1).joined(separator: "/")
    return String(url.prefix(scheme)) + kept + "/*"
  }
}

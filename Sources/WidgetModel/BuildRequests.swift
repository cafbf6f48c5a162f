/// The requests a widget's last build of a developer's provider made, as the journal recorded them with its output
/// (docs/PROVIDERS.md, "Network"): what `why` lists and `doctor` checks.
public struct BuildRequests: Hashable, Sendable {
  /// When the build ran, and during which action.
  public var at: Instant
  public var seq: Int
  /// The requests, in the order they were answered, at most `NetExchange.recordedMax`.
  public var requests: [NetExchange]
  /// How many more it made.
  public var leftOut: Int

  public init(at: Instant, seq: Int, requests: [NetExchange], leftOut: Int) {
    self.at = at
    self.seq = seq
    self.requests = requests
    self.leftOut = leftOut
  }

  /// The build's requests as the digest covers them.
  var digestText: String {
    var out = "\(at.ms):\(seq):\(leftOut)"
    for request in requests {
      out += ":" + JSONValue.quoted(request.method) + JSONValue.quoted(request.url) + request.outcome.text
      out += ",\(request.waited.ms),\(request.timeout.ms)," + JSONValue.quoted(request.rule ?? "-")
      out += JSONValue.quoted(request.call ?? "-") + JSONValue.quoted(request.body ?? "-")
    }
    return out
  }
}

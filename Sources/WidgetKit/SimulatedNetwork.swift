import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The network as a provider sees it while the host calls it: every request of `URLSession.shared` (`data(from:)`,
/// `data(for:)`, `dataTask` with a completion, `download`) is answered by the host, at the simulated instant, and
/// the simulated clock moves on by the time the answer took (docs/PROVIDERS.md, "Network"). No request reaches the
/// real network: outside a call requests fail as `notConnectedToInternet`, and the sessions a provider makes itself
/// (`URLSession(configuration:)`, which on Linux never consult registered protocols) are sent to a proxy of the
/// host's that notes what they ask for and closes the connection, so they fail at once (in the extension's worker
/// for as long as it lives; in the program's own process while a provider runs).
@_spi(WidgetSimHost)
public enum SimulatedNetwork {
  /// One request, as the host is asked to answer it.
  public struct Request: Sendable {
    /// The HTTP method.
    public var method: String
    /// The absolute URL.
    public var url: String
    /// The request's `timeoutInterval`, in milliseconds.
    public var timeoutMs: Int64
    /// The simulated instant the request was made at, in milliseconds since 1970.
    public var atMs: Int64
    /// Whether it is a download task's: swift-corelibs-foundation hands a download's file only from its own HTTP
    /// protocol, so the host fails it (`URLError.unsupportedURL`) rather than answer it.
    public var download: Bool

    public init(method: String, url: String, timeoutMs: Int64, atMs: Int64, download: Bool = false) {
      self.method = method
      self.url = url
      self.timeoutMs = timeoutMs
      self.atMs = atMs
      self.download = download
    }
  }

  /// The host's answer to one request.
  public struct Reply: Sendable {
    /// What the provider gets.
    public enum Outcome: Sendable {
      /// An HTTP response: its status, header fields and body.
      case answered(status: Int, headers: [[String]], body: [UInt8])
      /// A `URLError` with this code.
      case failed(code: Int)
    }
    /// What the provider gets.
    public var outcome: Outcome
    /// How long the request took in simulated time: the provider's clock reads that much later once it is
    /// delivered.
    public var waitedMs: Int64

    public init(outcome: Outcome, waitedMs: Int64) {
      self.outcome = outcome
      self.waitedMs = waitedMs
    }
  }

  /// Where requests of a `URLSession` the provider made itself are sent: a port on this machine that nothing
  /// listens on (the discard port), so they fail at once instead of reaching the network.
  public static let unreachableProxy = "http://127.0.0.1:9"

  /// The host's answerer during a call, and a number that changes at each call's start and end.
  private static let current = Locked<(generation: Int, answer: (@Sendable (Request) -> Reply)?)>((0, nil))
  /// Held while an answer is computed, so that a call's end waits for the answers in flight.
  private static let answering = NSLock()
  /// Whether `install()` ran.
  private static let installed = Locked(false)

  /// Makes `URLSession.shared` answered by the host, and (`blockingOtherSessions`, in the extension's worker) every
  /// other session fail at once: registers the protocol class, puts it first in the shared session
  /// (`claimSharedSession`), and points the proxy variables libcurl reads at `proxy` (a port nothing listens on,
  /// unless the host listens there to note what such sessions ask for). Idempotent, and right whenever it is called:
  /// a session made before it is no matter.
  public static func install(blockingOtherSessions: Bool, proxy: String = unreachableProxy) {
    let first = installed.withLock { done -> Bool in
      defer { done = true }
      return !done
    }
    guard first else {
      claimSharedSession()
      return
    }
    _ = URLProtocol.registerClass(SimulatedURLProtocol.self)
    claimSharedSession()
    guard blockingOtherSessions else { return }
    for name in proxyVariables { setenv(name, proxy, 1) }
    for name in noProxyVariables { unsetenv(name) }
  }

  /// The environment variables that name the proxy libcurl sends a session's requests to.
  public static let proxyVariables = [
    "http_proxy", "https_proxy", "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "all_proxy",
  ]
  /// The environment variables that name the hosts libcurl reaches without its proxy.
  public static let noProxyVariables = ["no_proxy", "NO_PROXY"]

  /// Whether `URLSession.shared` asks the host first, before Foundation's own HTTP protocol.
  public static var answersSharedSession: Bool {
    guard let first = URLSession.shared.configuration.protocolClasses?.first else { return false }
    return ObjectIdentifier(first) == ObjectIdentifier(SimulatedURLProtocol.self)
  }

  /// Puts the host's protocol first among the protocol classes of `URLSession.shared`, wherever and whenever the
  /// shared session was made. The shared session copies the registered protocols when it is first used, and the
  /// first `URLSession` of a process (any one: `URLSession(configuration: .ephemeral)` in a test, or the program's
  /// own for `network=real`) registers Foundation's HTTP protocol before the host's: a shared session made after
  /// that asked the real network first. In swift-corelibs-foundation a session's `configuration` is its own object,
  /// which each task reads when it starts, so changing its protocol classes reaches the next request.
  /// - Returns: whether the shared session now asks the host first.
  @discardableResult
  public static func claimSharedSession() -> Bool {
    claiming.lock()
    defer { claiming.unlock() }
    if answersSharedSession { return true }
    let configuration = URLSession.shared.configuration
    let simulated = ObjectIdentifier(SimulatedURLProtocol.self)
    configuration.protocolClasses =
      [SimulatedURLProtocol.self] + (configuration.protocolClasses ?? []).filter { ObjectIdentifier($0) != simulated }
    return answersSharedSession
  }

  /// Held while the shared session's protocols are changed.
  private static let claiming = NSLock()

  /// Runs `body` with the provider's requests answered by `answer`; waits for the answers in flight before it
  /// returns, after which requests fail as `notConnectedToInternet` again.
  public static func answering<R>(with answer: @escaping @Sendable (Request) -> Reply, _ body: () throws -> R)
    rethrows -> R
  {
    current.withLock { $0 = ($0.generation + 1, answer) }
    defer {
      answering.lock()
      current.withLock { $0 = ($0.generation + 1, nil) }
      answering.unlock()
    }
    return try body()
  }

  /// The reply to `request`: the host's, or `notConnectedToInternet` outside a call; and whether it belongs to the
  /// call in progress (then the clock may move).
  static func reply(to request: Request) -> (Reply, inCall: Bool) {
    answering.lock()
    defer { answering.unlock() }
    let (generation, answer) = current.withLock { $0 }
    guard let answer else {
      return (Reply(outcome: .failed(code: URLError.notConnectedToInternet.rawValue), waitedMs: 0), false)
    }
    let reply = answer(request)
    return (reply, current.withLock { $0.generation } == generation)
  }
}

/// The protocol that answers the shared session's HTTP requests from the host (`SimulatedNetwork`).
final class SimulatedURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool {
    guard let scheme = request.url?.scheme?.lowercased() else { return false }
    return scheme == "http" || scheme == "https"
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let url = request.url!
    let start = SimulatedClock.milliseconds ?? Int64(Date().timeIntervalSince1970 * 1000)
    let timeout = request.timeoutInterval > 0 ? request.timeoutInterval : 60
    let asked = SimulatedNetwork.Request(
      method: request.httpMethod ?? "GET", url: url.absoluteString,
      timeoutMs: Int64(min(timeout, 86_400 * 400) * 1000), atMs: start, download: task is URLSessionDownloadTask)
    let (reply, inCall) = SimulatedNetwork.reply(to: asked)
    // The answer arrives when the server took to give it: the provider's next `Date()` reads that instant.
    if inCall, let now = SimulatedClock.milliseconds, start + reply.waitedMs > now {
      SimulatedClock.set(milliseconds: start + reply.waitedMs)
    }
    switch reply.outcome {
    case .failed(let code):
      client?.urlProtocol(self, didFailWithError: Self.error(code: code, url: url))
    case .answered(let status, let headers, let body):
      var fields: [String: String] = [:]
      for header in headers where header.count == 2 { fields[header[0]] = header[1] }
      fields["Content-Length"] = fields["Content-Length"] ?? String(body.count)
      let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)!
      client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
      client?.urlProtocol(self, didLoad: Data(body))
      client?.urlProtocolDidFinishLoading(self)
    }
  }

  override func stopLoading() {}

  /// Apple's descriptions of the `URLError`s a request fails with most: what a provider that prints the error, or
  /// shows its `localizedDescription`, reads on a device.
  static let descriptions: [Int: String] = [
    URLError.timedOut.rawValue: "The request timed out.",
    URLError.cannotFindHost.rawValue: "A server with the specified hostname could not be found.",
    URLError.notConnectedToInternet.rawValue: "The Internet connection appears to be offline.",
    URLError.cannotConnectToHost.rawValue: "Could not connect to the server.",
    URLError.networkConnectionLost.rawValue: "The network connection was lost.",
    URLError.unsupportedURL.rawValue: "unsupported URL",
    URLError.badURL.rawValue: "bad URL",
  ]

  /// The `URLError` with `code` for a request of `url`, with its failing URL and, as on Apple's platforms, its
  /// description (swift-corelibs-foundation's own errors carry none: they print as `"(null)"`).
  static func error(code: Int, url: URL) -> URLError {
    var info: [String: Any] = [
      NSURLErrorFailingURLErrorKey: url, NSURLErrorFailingURLStringErrorKey: url.absoluteString,
    ]
    if let description = descriptions[code] { info[NSLocalizedDescriptionKey] = description }
    return URLError(URLError.Code(rawValue: code) ?? .unknown, userInfo: info)
  }
}

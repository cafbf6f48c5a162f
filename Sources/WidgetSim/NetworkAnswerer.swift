import Foundation
@_spi(WidgetSimHost) import WidgetKit
import WidgetModel

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Answers the requests one build of a developer's provider makes, from the `net URL` lines in force at the build
/// (docs/PROVIDERS.md, "Network"), and keeps what it answered for the journal: in the simulator program, whether
/// the provider runs in this process or asks from the extension's worker over its channel.
///
/// The worker asks the program for each request rather than getting the table with each call: the table may hold
/// up to `Limits.cacheBytesMax` of answers, far more than a message (`ExtensionChannel.messageBytesMax`) and than a
/// build needs, while a request's answer is at most one body; and the program, which holds the state, then records
/// every request in the order it was answered, whatever the worker does after.
final class NetworkAnswerer: @unchecked Sendable {
  /// The network at the build.
  private let network: Network
  /// Whether requests go to the real network (`network=real`).
  private let real: Bool
  /// The build's instant.
  let at: Instant
  /// Guards what follows.
  private let lock = NSLock()
  /// The requests answered so far, at most `NetExchange.recordedMax`.
  private var exchanges: [NetExchange] = []
  /// How many requests were made in all.
  private var made = 0
  /// The latest instant an answer arrived at, and the request it answered.
  private var latest: (end: Instant, exchange: NetExchange)?

  /// An answerer for the build of `request`.
  init(_ request: ProviderRequest) {
    network = request.network
    real = request.realNetwork
    at = request.at
  }

  /// The reply to one request made by the provider's method `call` (nil: its timeline method): the table's answer,
  /// or `dataNotAllowed` past `NetExchange.requestsMax` requests.
  func reply(_ request: SimulatedNetwork.Request, call: String?) -> SimulatedNetwork.Reply {
    let asked = NetRequest(method: request.method, url: request.url, timeout: TimeSpan(ms: max(0, request.timeoutMs)))
    lock.lock()
    defer { lock.unlock() }
    made += 1
    guard made <= NetExchange.requestsMax else {
      return SimulatedNetwork.Reply(outcome: .failed(code: URLErrorName.dataNotAllowed.code), waitedMs: 0)
    }
    if real {
      var (exchange, reply) = Self.fetchReal(request)
      exchange.call = call
      record(exchange, at: request.atMs)
      return reply
    }
    var (exchange, answer) = network.reply(to: asked)
    exchange.call = call
    if request.download, exchange.outcome != .failed(.notConnectedToInternet) {
      // swift-corelibs-foundation's download tasks trap on an answer from any protocol but its own HTTP one.
      (exchange.outcome, exchange.waited, answer) = (.failed(.unsupportedURL), .zero, nil)
    }
    record(exchange, at: request.atMs)
    switch exchange.outcome {
    case .answered(let status):
      let headers = (answer?.headers ?? []).map { [$0.name, $0.value] }
      return SimulatedNetwork.Reply(
        outcome: .answered(status: status, headers: headers, body: Array((answer?.body.served ?? "").utf8)),
        waitedMs: exchange.waited.ms)
    case .timedOut:
      return SimulatedNetwork.Reply(outcome: .failed(code: URLErrorName.timedOut.code), waitedMs: exchange.waited.ms)
    case .failed(let name):
      return SimulatedNetwork.Reply(outcome: .failed(code: name.code), waitedMs: exchange.waited.ms)
    }
  }

  /// Notes the requests of sessions the provider made itself (`GET https://host`, from `ForeignSessionTrap`): each
  /// failed at once, as `cannotConnectToHost`, and is recorded as made by `URLSession(configuration:)`.
  func noteForeign(_ requests: [String]) {
    lock.lock()
    defer { lock.unlock() }
    for request in requests {
      let words = request.split(separator: " ", maxSplits: 1)
      guard words.count == 2 else { continue }
      made += 1
      record(
        NetExchange(
          method: String(words[0]), url: NetExchange.recorded(String(words[1])), outcome: .failed(.cannotConnectToHost),
          waited: .zero, timeout: NetExchange.defaultTimeout, rule: nil, call: NetExchange.ownSession),
        at: at.ms)
    }
  }

  /// Keeps `exchange`, made at `atMs`, for the journal and the deadline. The caller holds `lock`.
  private func record(_ exchange: NetExchange, at atMs: Int64) {
    if exchanges.count < NetExchange.recordedMax { exchanges.append(exchange) }
    let end = Instant(ms: atMs) + exchange.waited
    if latest.map({ end > $0.end }) ?? true { latest = (end, exchange) }
  }

  /// The most bytes of a real answer's body handed to the provider: a reply must fit one message of the channel.
  static let realBodyBytesMax = 128 * 1024

  /// `request` made on the real network (`network=real`), its method and URL only, waiting at most its
  /// `timeoutInterval` (and a minute): the exchange to record, with the start of the body, and the reply. The time
  /// it took is simulated time too, as recorded.
  static func fetchReal(_ request: SimulatedNetwork.Request) -> (NetExchange, SimulatedNetwork.Reply) {
    let timeout = TimeSpan(ms: max(0, request.timeoutMs))
    var exchange = NetExchange(
      method: request.method, url: NetExchange.recorded(request.url), outcome: .failed(.badURL), waited: .zero,
      timeout: timeout, rule: nil)
    guard let url = URL(string: request.url), !request.download else {
      let name: URLErrorName = request.download ? .unsupportedURL : .badURL
      exchange.outcome = .failed(name)
      return (exchange, SimulatedNetwork.Reply(outcome: .failed(code: name.code), waitedMs: 0))
    }
    var asked = URLRequest(url: url)
    asked.httpMethod = request.method
    asked.timeoutInterval = Double(min(max(timeout.ms, 1), 60_000)) / 1000
    let done = DispatchSemaphore(value: 0)
    let result = Guarded<(Data?, URLResponse?, Error?)>((nil, nil, nil))
    let started = ContinuousClock.now
    let session = URLSession(configuration: .ephemeral)
    session.dataTask(with: asked) { data, response, error in
      result.withLock { $0 = (data, response, error) }
      done.signal()
    }.resume()
    let finished = done.wait(timeout: .now() + asked.timeoutInterval + 5) == .success
    session.invalidateAndCancel()
    let elapsed = ContinuousClock.now - started
    exchange.waited = TimeSpan(
      ms: elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
    let (data, response, error) = result.withLock { $0 }
    func failed(_ name: URLErrorName) -> (NetExchange, SimulatedNetwork.Reply) {
      exchange.outcome = name == .timedOut ? .timedOut : .failed(name)
      return (exchange, SimulatedNetwork.Reply(outcome: .failed(code: name.code), waitedMs: exchange.waited.ms))
    }
    guard finished else { return failed(.timedOut) }
    if let error = error as? URLError {
      return failed(URLErrorName(code: error.code.rawValue) ?? .cannotLoadFromNetwork)
    }
    guard error == nil, let response = response as? HTTPURLResponse else { return failed(.badServerResponse) }
    let body = data ?? Data()
    guard body.count <= realBodyBytesMax else { return failed(.dataLengthExceedsMaximum) }
    exchange.outcome = .answered(status: response.statusCode)
    exchange.body = NetExchange.cut(String(decoding: body, as: UTF8.self), bytesMax: NetExchange.bodyRecordedBytesMax)
    var headers: [[String]] = []
    for (name, value) in response.allHeaderFields {
      if let name = name as? String, let value = value as? String { headers.append([name, value]) }
    }
    return (
      exchange,
      SimulatedNetwork.Reply(
        outcome: .answered(status: response.statusCode, headers: headers, body: Array(body)),
        waitedMs: exchange.waited.ms)
    )
  }

  /// The reply to a worker's `{"fetch":…}` message, as the message that answers it.
  func reply(message: JSONValue) -> JSONValue {
    guard let request = Self.request(message) else {
      return Self.message(SimulatedNetwork.Reply(outcome: .failed(code: URLErrorName.badURL.code), waitedMs: 0))
    }
    return Self.message(reply(request, call: message["call"]?.stringValue))
  }

  /// `build` with the requests it made, failed when it made too many or waited on the network past `deadline` of
  /// simulated time (as a recipe kind's build fails, whatever the machine's load).
  /// - Returns: whether it failed the build for the deadline: the extension's process is then ended, as iOS ends it.
  @discardableResult
  func finish(_ build: inout ProvidedBuild, deadline: TimeSpan, method: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    build.requests = exchanges
    build.requestsLeftOut = made - exchanges.count
    guard case .timeline = build.output else { return false }
    if made > NetExchange.requestsMax {
      build.output = .failed(
        "\(method) made \(made) requests, over the limit of \(NetExchange.requestsMax) for one build; the requests "
          + "after the \(NetExchange.requestsMax)th failed at once (URLError.dataNotAllowed)")
      return false
    }
    if let latest, latest.end - at > deadline {
      let request = latest.exchange
      build.output = .failed(
        "\(method) waited \((latest.end - at).text) of simulated time on the network (\(request.method) "
          + "\(NetExchange.recorded(String(request.url.prefix(200)))): \(request.waited.text)), past the deadline "
          + "of \(deadline.text) (providerDeadline); the system ended the extension's process")
      return true
    }
    return false
  }

  /// A request as the worker's `{"fetch":…}` message, with the provider method that made it when it is not the
  /// timeline method.
  static func message(_ request: SimulatedNetwork.Request, call: String?) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("method", .string(request.method)), ("url", .string(request.url)), ("timeoutMs", .int(request.timeoutMs)),
      ("atMs", .int(request.atMs)),
    ]
    if let call { members.append(("call", .string(call))) }
    if request.download { members.append(("download", .bool(true))) }
    return .object([("fetch", .object(members))])
  }

  /// The request a `{"fetch":…}` message asks.
  static func request(_ message: JSONValue) -> SimulatedNetwork.Request? {
    guard let method = message["method"]?.stringValue, let url = message["url"]?.stringValue,
      case .int(let timeout)? = message["timeoutMs"], case .int(let at)? = message["atMs"]
    else { return nil }
    return SimulatedNetwork.Request(
      method: method, url: url, timeoutMs: timeout, atMs: at, download: message["download"]?.boolValue == true)
  }

  /// A reply as the program's `{"fetched":…}` message.
  static func message(_ reply: SimulatedNetwork.Reply) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [("waitedMs", .int(reply.waitedMs))]
    switch reply.outcome {
    case .failed(let code): members.append(("error", .int(Int64(code))))
    case .answered(let status, let headers, let body):
      members.append(("status", .int(Int64(status))))
      members.append(("headers", .array(headers.map { .array($0.map { .string($0) }) })))
      members.append(("body", .string(String(decoding: body, as: UTF8.self))))
    }
    return .object([("fetched", .object(members))])
  }

  /// The reply a `{"fetched":…}` message carries.
  static func reply(_ message: JSONValue) -> SimulatedNetwork.Reply? {
    guard let fetched = message["fetched"], case .int(let waited)? = fetched["waitedMs"] else { return nil }
    if case .int(let code)? = fetched["error"] {
      return SimulatedNetwork.Reply(outcome: .failed(code: Int(code)), waitedMs: waited)
    }
    guard case .int(let status)? = fetched["status"], let body = fetched["body"]?.stringValue else { return nil }
    let headers = (fetched["headers"]?.arrayValue ?? []).map { ($0.arrayValue ?? []).compactMap(\.stringValue) }
    return SimulatedNetwork.Reply(
      outcome: .answered(status: Int(status), headers: headers, body: Array(body.utf8)), waitedMs: waited)
  }
}

/// The provider method a host is calling when it is not the timeline method (`placeholder(in:)`, the snapshot
/// method), which the requests it makes are recorded with; any thread reads it.
final class CallInProgress: @unchecked Sendable {
  /// Guards `current`.
  private let lock = NSLock()
  /// The method, nil while the timeline method runs.
  private var current: String?

  /// The method now.
  var name: String? {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  /// Notes that `method` is called now (nil: the timeline method).
  func set(_ method: String?) {
    lock.lock()
    defer { lock.unlock() }
    current = method
  }
}

/// A value guarded by a lock, handed between a request's completion and the thread that waits for it.
private final class Guarded<Value>: @unchecked Sendable {
  /// Guards `value`.
  private let lock = NSLock()
  /// The guarded value.
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` with the value, holding the lock.
  func withLock<R>(_ body: (inout Value) -> R) -> R {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}

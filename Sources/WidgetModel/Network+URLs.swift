/// The server's answers to a developer's provider's own requests, by URL or pattern (`net URL …`,
/// docs/PROVIDERS.md, "Network"): looked up at the simulated instant of each request its build makes.
extension Network {
  /// What the simulation answers `request` with: the exchange as its build records it, and the answer to deliver
  /// when the server answered in time (nil otherwise).
  ///
  /// Offline, a request fails at once as `notConnectedToInternet`; a URL no line answers fails at once as
  /// `cannotFindHost`; a server slower than the request's `timeoutInterval`, or one that never answers, times out at
  /// that interval.
  /// - Complexity: O(p·u) for p patterns and a URL of u bytes, at worst; a dictionary lookup for a URL answered by
  ///   a line of its own.
  public func reply(to request: NetRequest) -> (exchange: NetExchange, answer: URLAnswer?) {
    var exchange = NetExchange(
      method: request.method, url: NetExchange.recorded(request.url), outcome: .failed(.cannotFindHost),
      waited: .zero, timeout: request.timeout)
    guard request.url.utf8.count <= URLRule.urlBytesMax else {
      exchange.outcome = .failed(.badURL)
      return (exchange, nil)
    }
    guard online else {
      exchange.outcome = .failed(.notConnectedToInternet)
      return (exchange, nil)
    }
    guard let (pattern, rule) = urlRule(for: request.url) else { return (exchange, nil) }
    exchange.rule = pattern
    switch rule {
    case .error(let name):
      exchange.outcome = .failed(name)
    case .timeout:
      exchange.outcome = .timedOut
      exchange.waited = request.timeout
    case .answer(let answer):
      guard answer.took <= request.timeout else {
        exchange.outcome = .timedOut
        exchange.waited = request.timeout
        return (exchange, nil)
      }
      exchange.outcome = .answered(status: answer.status)
      exchange.waited = answer.took
      return (exchange, answer)
    }
    return (exchange, nil)
  }

  /// The line that answers `url`: its own, else the matching pattern with the most characters other than `*` (the
  /// longest match), the first in text order among equals.
  public func urlRule(for url: String) -> (pattern: String, rule: URLRule)? {
    if let rule = urls[url] { return (url, rule) }
    for pattern in urlPatterns where Self.matches(url, pattern: pattern) { return (pattern, urls[pattern]!) }
    return nil
  }

  /// Whether `url` matches `pattern`, whose `*` stands for any run of characters (bytes), none included.
  /// - Complexity: O(u·p) at worst for u and p bytes (one way back, to the last `*`, at each mismatch).
  static func matches(_ url: String, pattern: String) -> Bool {
    let text = Array(url.utf8)
    let glob = Array(pattern.utf8)
    let star = UInt8(ascii: "*")
    var (t, g) = (0, 0)
    var lastStar: Int? = nil
    var resume = 0
    while t < text.count {
      if g < glob.count, glob[g] == star {
        lastStar = g
        resume = t
        g += 1
      } else if g < glob.count, glob[g] == text[t] {
        t += 1
        g += 1
      } else if let star = lastStar {
        resume += 1
        t = resume
        g = star + 1
      } else {
        return false
      }
    }
    while g < glob.count, glob[g] == star { g += 1 }
    return g == glob.count
  }

  /// Applies `net URL …`.
  mutating func apply(url pattern: String, _ rule: URLRule) {
    let old = urls.updateValue(rule, forKey: pattern)
    heldBytes += Self.bytes(of: rule) - (old.map(Self.bytes(of:)) ?? -CacheTable.keyBytes(pattern))
    if old == nil, pattern.utf8.contains(UInt8(ascii: "*")) {
      urlPatterns.append(pattern)
      urlPatterns.sort(by: Self.longerMatch)
    }
  }

  /// Whether pattern `a` is tried before `b`: more characters other than `*` first, then text order.
  static func longerMatch(_ a: String, _ b: String) -> Bool {
    let (literalA, literalB) = (a.utf8.count { $0 != UInt8(ascii: "*") }, b.utf8.count { $0 != UInt8(ascii: "*") })
    return literalA != literalB ? literalA > literalB : a < b
  }

  /// The bytes a URL rule's answer holds.
  static func bytes(of rule: URLRule) -> Int {
    guard case .answer(let answer) = rule else { return 0 }
    let headers = answer.headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 32 }
    switch answer.body {
    case .json(let value): return value.heldByteCount + headers
    case .text(let text): return text.utf8.count + 16 + headers
    }
  }
}

/// A request of a developer's provider, as the simulation answers it.
public struct NetRequest: Hashable, Sendable {
  /// The HTTP method: `GET`, `POST`, ….
  public var method: String
  /// The URL, absolute.
  public var url: String
  /// The request's `timeoutInterval`.
  public var timeout: TimeSpan

  public init(method: String, url: String, timeout: TimeSpan) {
    self.method = method
    self.url = url
    self.timeout = timeout
  }
}

/// One request a build of a developer's provider made, and what the simulation answered: recorded with the build's
/// output, so that `why` and `doctor` say it after a replay without the provider or the `net` lines.
public struct NetExchange: Hashable, Sendable {
  /// The HTTP method.
  public var method: String
  /// The URL, at most `urlRecordedBytesMax` bytes (cut with `…`).
  public var url: String
  /// What came of it.
  public var outcome: NetOutcome
  /// How long the provider waited for it, in simulated time.
  public var waited: TimeSpan
  /// The request's `timeoutInterval`.
  public var timeout: TimeSpan
  /// The URL or pattern of the `net` line that answered it, nil when none did.
  public var rule: String?
  /// The provider method that made it when it was not the timeline method (`placeholder(in:)`), else nil.
  public var call: String?
  /// Under `network=real`, the start of the body the real server answered (at most `bodyRecordedBytesMax` bytes,
  /// cut with `…`); nil for a simulated answer, whose body is its `net` line's.
  public var body: String? = nil

  public init(
    method: String, url: String, outcome: NetOutcome, waited: TimeSpan, timeout: TimeSpan, rule: String? = nil,
    call: String? = nil
  ) {
    self.method = method
    self.url = url
    self.outcome = outcome
    self.waited = waited
    self.timeout = timeout
    self.rule = rule
    self.call = call
  }

  /// The most bytes of a URL a build records.
  public static let urlRecordedBytesMax = 512
  /// The `call` of a request of a `URLSession` the provider made itself, which the simulation does not answer.
  public static let ownSession = "URLSession(configuration:)"
  /// The most bytes of a real answer's body a build records.
  public static let bodyRecordedBytesMax = 1024
  /// The most requests one build may make; the requests after them fail at once as `dataNotAllowed`.
  public static let requestsMax = 64
  /// The most requests one build records; the count of the others is recorded.
  public static let recordedMax = 8
  /// The `timeoutInterval` a `URLRequest` has unless it sets one: 60 seconds.
  public static let defaultTimeout = TimeSpan(ms: 60_000)

  /// `url` cut to `urlRecordedBytesMax` bytes at a character's end, with `…` when cut.
  public static func recorded(_ url: String) -> String { cut(url, bytesMax: urlRecordedBytesMax) }

  /// `text` cut to `bytesMax` bytes at a character's end, with `…` when cut.
  public static func cut(_ text: String, bytesMax: Int) -> String {
    guard text.utf8.count > bytesMax else { return text }
    var cut = ""
    for character in text {
      if cut.utf8.count + character.utf8.count > bytesMax - 3 { break }
      cut.append(character)
    }
    return cut + "…"
  }
}

/// What came of one request.
public enum NetOutcome: Hashable, Sendable {
  /// The server answered, with this status.
  case answered(status: Int)
  /// The request timed out at its `timeoutInterval`.
  case timedOut
  /// It failed at once with this `URLError`.
  case failed(URLErrorName)

  /// As the journal writes it: the status's number, `timedOut`, or the error's name.
  public var text: String {
    switch self {
    case .answered(let status): return "\(status)"
    case .timedOut: return "timedOut"
    case .failed(let name): return name.rawValue
    }
  }

  /// Reads the journal's text back.
  public init?(text: String) {
    if let status = Int(text), (100...599).contains(status) {
      self = .answered(status: status)
    } else if text == "timedOut" {
      self = .timedOut
    } else if let name = URLErrorName(rawValue: text) {
      self = .failed(name)
    } else {
      return nil
    }
  }
}

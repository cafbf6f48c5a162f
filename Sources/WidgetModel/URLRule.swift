/// How the simulated server answers a developer's provider's requests to one URL or URL pattern (`net URL …`,
/// docs/PROVIDERS.md, "Network"): an answer, never an answer, or a `URLError` at once.
public enum URLRule: Hashable, Sendable {
  /// It answers with a status, headers and a body after `took`.
  case answer(URLAnswer)
  /// It never answers: the request fails with `URLError.timedOut` at its `timeoutInterval`.
  case timeout
  /// It fails at once with this `URLError` code.
  case error(URLErrorName)

  /// The rule as written after `net URL`: the body and its options, `timeout`, or `error=CODE`.
  public var text: String {
    switch self {
    case .answer(let answer): return answer.text
    case .timeout: return "timeout"
    case .error(let name): return "error=" + name.rawValue
    }
  }
}

/// What the simulated server answers a request with (`net URL VALUE [status=N] [took=DUR] [header=NAME:VALUE …]`).
public struct URLAnswer: Hashable, Sendable {
  /// The body.
  public var body: NetBody
  /// The HTTP status code, 100 to 599.
  public var status: Int
  /// How long the server takes to answer, in simulated time.
  public var took: TimeSpan
  /// The response's header fields, in the order given.
  public var headers: [NetHeader]

  public init(body: NetBody, status: Int = 200, took: TimeSpan = NetworkChange.defaultTook, headers: [NetHeader] = []) {
    self.body = body
    self.status = status
    self.took = took
    self.headers = headers
  }

  /// As written after `net URL`: the body, then each option that is not its default.
  public var text: String {
    var out = body.commandText
    if status != 200 { out += " status=\(status)" }
    if took != NetworkChange.defaultTook { out += " took=" + took.text }
    for header in headers { out += " " + Command.quotedWord("header=" + header.name + ":" + header.value) }
    return out
  }
}

/// A response's body: JSON (served as its JSON text), or text served as it is (`@FILE` of what is not JSON, or
/// `body=TEXT`).
public enum NetBody: Hashable, Sendable {
  case json(JSONValue)
  case text(String)

  /// The bytes served, as text.
  public var served: String {
    switch self {
    case .json(let value): return value.serialized
    case .text(let text): return text
    }
  }

  /// As a command writes it: the JSON, or `body=` and the text as one word.
  var commandText: String {
    switch self {
    case .json(let value): return value.serialized
    case .text(let text): return Command.quotedWord("body=" + text)
    }
  }
}

/// One header field of an answer.
public struct NetHeader: Hashable, Sendable {
  public var name: String
  public var value: String

  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}

/// The `URLError` codes a `net URL error=CODE` line names, by their names in Foundation.
public enum URLErrorName: String, Hashable, Sendable, CaseIterable {
  case cancelled, badURL, timedOut, unsupportedURL, cannotFindHost, cannotConnectToHost, networkConnectionLost
  case dnsLookupFailed, httpTooManyRedirects, resourceUnavailable, notConnectedToInternet, redirectToNonExistentLocation
  case badServerResponse, userCancelledAuthentication, userAuthenticationRequired, zeroByteResource
  case cannotDecodeRawData, cannotDecodeContentData, cannotParseResponse, internationalRoamingOff, callIsActive
  case dataNotAllowed, requestBodyStreamExhausted, secureConnectionFailed, serverCertificateHasBadDate
  case serverCertificateUntrusted, serverCertificateHasUnknownRoot, serverCertificateNotYetValid
  case clientCertificateRejected, clientCertificateRequired, cannotLoadFromNetwork, dataLengthExceedsMaximum

  /// The code's number (`URLError.Code.rawValue`).
  public var code: Int {
    switch self {
    case .cancelled: return -999
    case .badURL: return -1000
    case .timedOut: return -1001
    case .unsupportedURL: return -1002
    case .cannotFindHost: return -1003
    case .cannotConnectToHost: return -1004
    case .networkConnectionLost: return -1005
    case .dnsLookupFailed: return -1006
    case .httpTooManyRedirects: return -1007
    case .resourceUnavailable: return -1008
    case .notConnectedToInternet: return -1009
    case .redirectToNonExistentLocation: return -1010
    case .badServerResponse: return -1011
    case .userCancelledAuthentication: return -1012
    case .userAuthenticationRequired: return -1013
    case .zeroByteResource: return -1014
    case .cannotDecodeRawData: return -1015
    case .cannotDecodeContentData: return -1016
    case .cannotParseResponse: return -1017
    case .internationalRoamingOff: return -1018
    case .callIsActive: return -1019
    case .dataNotAllowed: return -1020
    case .requestBodyStreamExhausted: return -1021
    case .secureConnectionFailed: return -1200
    case .serverCertificateHasBadDate: return -1201
    case .serverCertificateUntrusted: return -1202
    case .serverCertificateHasUnknownRoot: return -1203
    case .serverCertificateNotYetValid: return -1204
    case .clientCertificateRejected: return -1205
    case .clientCertificateRequired: return -1206
    case .cannotLoadFromNetwork: return -2000
    case .dataLengthExceedsMaximum: return -1103
    }
  }

  /// The name of a code's number, when it is one of these.
  public init?(code: Int) {
    guard let name = Self.allCases.first(where: { $0.code == code }) else { return nil }
    self = name
  }
}

/// The bounds of `net URL` lines and of the requests they answer (docs/PROVIDERS.md, "Network").
extension URLRule {
  /// The longest URL or pattern a `net` line may name, in bytes; a provider's request for a longer URL fails as
  /// `badURL`.
  public static let urlBytesMax = 2048
  /// The most bytes a body may take as JSON text (a text body, escaped), so that its `net` line fits a journal line.
  public static let bodyBytesMax = 32 * 1024
  /// The most header fields of one answer.
  public static let headersMax = 16
  /// The most bytes of one header field, name and value.
  public static let headerBytesMax = 1024
  /// The most `*` in one pattern.
  public static let starsMax = 8
  /// The most URLs and patterns the server answers.
  public static let urlsMax = 1000

  /// Why `url` cannot be a `net` line's URL or pattern, or nil: it starts with `http://` or `https://`, is at most
  /// `urlBytesMax` bytes without blanks or control characters, and names its server before any `*`.
  public static func problem(url: String) -> String? {
    guard url.utf8.count <= urlBytesMax else {
      return "the URL is \(url.utf8.count) bytes long, over the limit of \(urlBytesMax)"
    }
    guard let scheme = schemeLength(url) else { return "a URL starts with http:// or https://" }
    if let bad = url.unicodeScalars.first(where: { $0.value <= 0x20 || $0.value == 0x7F || $0 == "\u{FFFD}" }) {
      return bad == "\u{FFFD}"
        ? "the URL is not valid UTF-8" : "the URL holds a blank or control character (U+\(hex(bad.value)))"
    }
    let stars = url.utf8.count { $0 == UInt8(ascii: "*") }
    guard stars <= starsMax else { return "the pattern has \(stars) *, over the limit of \(starsMax)" }
    let host = url.utf8.dropFirst(scheme)
    guard let first = host.first, first != UInt8(ascii: "/") else { return "the URL names no server" }
    if first == UInt8(ascii: "*") {
      return "a pattern names its server before any * (https://api.example.com/*), so that it cannot answer every "
        + "request"
    }
    return nil
  }

  /// The length of `url`'s `http://` or `https://`, or nil when it starts with neither.
  static func schemeLength(_ url: String) -> Int? {
    if url.hasPrefix("https://") { return 8 }
    if url.hasPrefix("http://") { return 7 }
    return nil
  }

  /// Whether a `net` line's first word names a URL rather than a recipe kind's key.
  public static func isURL(_ word: String) -> Bool { word.hasPrefix("https://") || word.hasPrefix("http://") }

  /// Why the rule cannot be an answer, or nil: a status from 100 to 599, a bounded body, bounded header fields of
  /// token names and values without control characters.
  public func problem() -> String? {
    guard case .answer(let answer) = self else { return nil }
    guard (100...599).contains(answer.status) else { return "status=\(answer.status) is not from 100 to 599" }
    let bodyBytes: Int
    switch answer.body {
    case .json(let value): bodyBytes = value.serializedByteCount
    case .text(let text): bodyBytes = JSONValue.quoted(text).utf8.count
    }
    guard bodyBytes <= Self.bodyBytesMax else {
      return "the body takes \(bodyBytes) bytes, over the limit of \(Self.bodyBytesMax)"
    }
    guard answer.headers.count <= Self.headersMax else {
      return "the answer has \(answer.headers.count) header fields, over the limit of \(Self.headersMax)"
    }
    for header in answer.headers {
      if let problem = Self.problem(header: header) { return problem }
    }
    return nil
  }

  /// Why a header field cannot be sent, or nil.
  static func problem(header: NetHeader) -> String? {
    let tokenBytes = Set("!#$%&'*+-.^_`|~".utf8)
    guard !header.name.isEmpty,
      header.name.utf8.allSatisfy({ tokenBytes.contains($0) || (0x30...0x39).contains($0) || isLetter($0) })
    else { return "header=\(header.name): a header's name is letters, digits and !#$%&'*+-.^_`|~" }
    guard header.name.utf8.count + header.value.utf8.count <= headerBytesMax else {
      return "header=\(header.name): it takes over \(headerBytesMax) bytes"
    }
    if header.value.unicodeScalars.contains("\u{FFFD}") {
      return "header=\(header.name): its value is not valid UTF-8"
    }
    if let bad = header.value.unicodeScalars.first(where: { ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }) {
      return "header=\(header.name): its value holds a control character (U+\(hex(bad.value)))"
    }
    return nil
  }

  static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

/// A URL rule as the members of a JSON object: the journal's `net` line after its `"url"`, and the canonical state's.
extension URLRule {
  /// `"answer":JSON` or `"body":TEXT`, then `"status"` (unless 200), `"took"` and `"headers"` (when any); or
  /// `"fails":"timeout"`; or `"error":CODE`.
  public func write(to out: inout String) {
    switch self {
    case .answer(let answer):
      switch answer.body {
      case .json(let value): out += ",\"answer\":" + value.serialized
      case .text(let text): out += ",\"body\":" + JSONValue.quoted(text)
      }
      if answer.status != 200 { out += ",\"status\":\(answer.status)" }
      out += ",\"took\":\"\(answer.took.text)\""
      if !answer.headers.isEmpty {
        out += ",\"headers\":["
        for (index, header) in answer.headers.enumerated() {
          if index > 0 { out += "," }
          out += "[" + JSONValue.quoted(header.name) + "," + JSONValue.quoted(header.value) + "]"
        }
        out += "]"
      }
    case .timeout: out += ",\"fails\":\"timeout\""
    case .error(let name): out += ",\"error\":\"\(name.rawValue)\""
    }
  }
}

/// Checking `net URL …` lines (docs/PROVIDERS.md, "Network"): typed, and read from a journal.
extension SimState {
  /// The options a `net URL` line takes after its answer.
  static let urlOptions = ["status", "took", "header"]

  /// A typed `net URL …` as the change it makes. `@FILE` must have been read already (`NetAnswerWords.text`).
  /// - Throws: `WidgetError.invalidNet` saying what is wrong, and where.
  static func urlChange(url: String, answer: NetAnswerWords, options: [KeyValue]) throws(WidgetError)
    -> NetworkChange
  {
    let shown = NetExchange.recorded(String(url.prefix(120)))
    if let problem = URLRule.problem(url: url) { throw .invalidNet(url: shown, problem: problem) }
    var status = 200
    var took = NetworkChange.defaultTook
    var headers: [NetHeader] = []
    for option in options {
      switch option.key {
      case "status":
        guard let number = Int(option.value) else {
          throw .invalidNet(url: shown, problem: "status=\(option.value) is not a number from 100 to 599")
        }
        status = number
      case "took":
        took = try parseSpan(option.value, what: "took")
        try checkTook(took)
      case "header":
        guard let colon = option.value.firstIndex(of: ":") else {
          throw .invalidNet(url: shown, problem: "header=\(option.value) is not NAME:VALUE")
        }
        let value = option.value[option.value.index(after: colon)...].drop { $0 == " " }
        headers.append(NetHeader(name: String(option.value[..<colon]), value: String(value)))
      default:
        let near = NameSuggestion.nearest(to: option.key, in: urlOptions).map { "; did you mean \($0)=?" } ?? ""
        throw .invalidNet(
          url: shown, problem: "\(option.key)= is not an option of net URL (status=, took=, header=)\(near)")
      }
    }
    let rule: URLRule
    switch answer {
    case .value(let value): rule = .answer(URLAnswer(body: .json(value), status: status, took: took, headers: headers))
    case .text(let text): rule = .answer(URLAnswer(body: .text(text), status: status, took: took, headers: headers))
    case .file(let path):
      throw .invalidNet(url: shown, problem: "the body file @\(path) was not read (a session reads it)")
    case .timeout, .error:
      guard options.isEmpty else {
        throw .invalidNet(
          url: shown,
          problem: "status=, took= and header= go with an answer (net URL VALUE …), not with "
            + (answer == .timeout ? "timeout" : "error="))
      }
      if case .error(let name) = answer {
        guard let code = URLErrorName(rawValue: name) else {
          throw .unknownOption(param: "net URL error=", value: name, options: URLErrorName.allCases.map(\.rawValue))
        }
        rule = .error(code)
      } else {
        rule = .timeout
      }
    }
    try checkURLRule(url, rule)
    return .url(pattern: url, rule)
  }

  /// Checks a `net URL` rule, typed or read from a journal: its URL or pattern, status, body and headers, and `took`.
  /// - Throws: `WidgetError.invalidNet` or the `took` error.
  static func checkURLRule(_ url: String, _ rule: URLRule) throws(WidgetError) {
    let shown = NetExchange.recorded(String(url.prefix(120)))
    if let problem = URLRule.problem(url: url) { throw .invalidNet(url: shown, problem: problem) }
    if let problem = rule.problem() { throw .invalidNet(url: shown, problem: problem) }
    if case .answer(let answer) = rule { try checkTook(answer.took) }
  }

  /// Checks that the server may answer one more URL or pattern, and that the data stays within its memory bound.
  func checkURLRoom(answering url: String, _ rule: URLRule) throws(WidgetError) {
    guard network.urls.count < URLRule.urlsMax || network.urls[url] != nil else {
      throw .limitExceeded(what: "URLs the server answers (net URL lines)", max: URLRule.urlsMax)
    }
    let growth = Network.bytes(of: rule) - (network.urls[url].map(Network.bytes(of:)) ?? -CacheTable.keyBytes(url))
    guard dataBoundBytes + growth <= Limits.cacheBytesMax || growth <= 0 else {
      throw .networkFull(key: url, bytes: dataBoundBytes + growth, max: Limits.cacheBytesMax)
    }
  }
}

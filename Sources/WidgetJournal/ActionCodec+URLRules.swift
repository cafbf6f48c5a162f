import WidgetModel

/// Decoding `net URL …` lines: `{"url":…}` with `"answer"` (JSON) or `"body"` (text), `"status"`, `"took"` and
/// `"headers"`; or with `"fails":"timeout"`; or with `"error":CODE` (docs/JOURNAL.md).
extension ActionCodec {
  /// A `net` line with `"url"`.
  static func urlChange(from value: JSONValue) throws(DecodeError) -> NetworkChange {
    let url = try string(value, "url")
    guard value["key"] == nil, value["online"] == nil else { throw DecodeError("\"url\" goes without \"key\"") }
    let answered = value["answer"] != nil || value["body"] != nil
    let ways = [answered, value["fails"] != nil, value["error"] != nil].filter { $0 }.count
    guard ways == 1, value["answer"] == nil || value["body"] == nil else {
      throw DecodeError("a net line with \"url\" has one of \"answer\", \"body\", \"fails\" or \"error\"")
    }
    guard answered else {
      guard value["took"] == nil, value["status"] == nil, value["headers"] == nil else {
        throw DecodeError("\"took\", \"status\" and \"headers\" go with \"answer\" or \"body\"")
      }
      if let fails = value["fails"] {
        guard fails.stringValue == "timeout" else { throw DecodeError("\"fails\" with \"url\" must be timeout") }
        return .url(pattern: url, .timeout)
      }
      guard let name = value["error"]?.stringValue.flatMap(URLErrorName.init(rawValue:)) else {
        throw DecodeError("\"error\" must name a URLError code, such as cannotFindHost")
      }
      return .url(pattern: url, .error(name))
    }
    let body: NetBody
    if let answer = value["answer"] {
      body = .json(answer)
    } else {
      body = .text(try string(value, "body"))
    }
    var status = 200
    if let member = value["status"] {
      guard case .int(let number) = member, (100...599).contains(number) else {
        throw DecodeError("\"status\" must be a whole number from 100 to 599")
      }
      status = Int(number)
    }
    let took = try value["took"].map { (v) throws(DecodeError) in try span(v, "took") } ?? NetworkChange.defaultTook
    var headers: [NetHeader] = []
    if let member = value["headers"] {
      guard let fields = member.arrayValue, fields.count <= URLRule.headersMax else {
        throw DecodeError("\"headers\" must be an array of at most \(URLRule.headersMax) [NAME, VALUE] pairs")
      }
      for field in fields {
        guard let pair = field.arrayValue, pair.count == 2, let name = pair[0].stringValue,
          let text = pair[1].stringValue
        else { throw DecodeError("each of \"headers\" must be a [NAME, VALUE] pair of strings") }
        headers.append(NetHeader(name: name, value: text))
      }
    }
    return .url(pattern: url, .answer(URLAnswer(body: body, status: status, took: took, headers: headers)))
  }
}

/// A build's requests (`NetExchange`) in its journal line: `"requests":[{"method","url","outcome","waited",
/// "timeout","rule"?,"line"?,"in"?,"body"?}…]` and `"requestsLeftOut":N` when it made more than were recorded.
extension ActionCodec {
  /// Writes the requests of `build`.
  static func writeRequests(_ build: ProvidedBuild, to out: inout String) {
    out += ",\"requests\":["
    for (index, exchange) in build.requests.enumerated() {
      if index > 0 { out += "," }
      out += "{\"method\":" + JSONValue.quoted(exchange.method) + ",\"url\":" + JSONValue.quoted(exchange.url)
      out += ",\"outcome\":\"\(exchange.outcome.text)\",\"waited\":\"\(exchange.waited.text)\""
      out += ",\"timeout\":\"\(exchange.timeout.text)\""
      // The line that answered: the URL's own unless a pattern's (`"rule"`), or none (`"line":false`).
      switch exchange.rule {
      case nil: out += ",\"line\":false"
      case let rule? where rule != exchange.url: out += ",\"rule\":" + JSONValue.quoted(rule)
      default: break
      }
      if let call = exchange.call { out += ",\"in\":" + JSONValue.quoted(call) }
      if let body = exchange.body { out += ",\"body\":" + JSONValue.quoted(body) }
      out += "}"
    }
    out += "]"
    if build.requestsLeftOut > 0 { out += ",\"requestsLeftOut\":\(build.requestsLeftOut)" }
  }

  /// Reads the requests of a recorded build, when it has any.
  static func readRequests(_ value: JSONValue, into build: inout ProvidedBuild) throws(DecodeError) {
    if let member = value["requestsLeftOut"] {
      guard case .int(let count) = member, count >= 0, count <= Int64(Int32.max) else {
        throw DecodeError("\"requestsLeftOut\" must be a whole number, 0 or more")
      }
      build.requestsLeftOut = Int(count)
    }
    guard let member = value["requests"] else { return }
    guard let items = member.arrayValue, items.count <= NetExchange.recordedMax else {
      throw DecodeError("\"requests\" must be an array of at most \(NetExchange.recordedMax) requests")
    }
    for item in items {
      guard let method = item["method"]?.stringValue, let url = item["url"]?.stringValue,
        url.utf8.count <= NetExchange.urlRecordedBytesMax + 3,
        let outcome = item["outcome"]?.stringValue.flatMap(NetOutcome.init(text:))
      else {
        throw DecodeError(
          "each of \"requests\" has a \"method\", a \"url\" and an \"outcome\" (a status, timedOut or a URLError name)")
      }
      let waited = try span(item["waited"], "waited")
      let timeout = try span(item["timeout"], "timeout")
      let rule = item["line"] == .bool(false) ? nil : item["rule"]?.stringValue ?? url
      var exchange = NetExchange(
        method: method, url: url, outcome: outcome, waited: waited, timeout: timeout, rule: rule,
        call: item["in"]?.stringValue)
      if let body = item["body"] {
        guard let text = body.stringValue, text.utf8.count <= NetExchange.bodyRecordedBytesMax + 3 else {
          throw DecodeError("a request's \"body\" is text of at most \(NetExchange.bodyRecordedBytesMax) bytes")
        }
        exchange.body = text
      }
      build.requests.append(exchange)
    }
  }
}

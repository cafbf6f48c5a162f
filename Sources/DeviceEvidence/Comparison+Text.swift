import WidgetJournal
import WidgetModel

extension Comparison {
  /// The summary table, every build that is not matched, and every logged decision beside the model's rule.
  public var text: String {
    var out = "model settings: \(settingsText)\n"
    let observed = pairs.count { $0.observed != nil }
    let predicted = pairs.count { $0.predicted != nil }
    out += "builds: \(observed) observed, \(predicted) predicted (tolerance \(TimeSpan(ms: Self.toleranceMs).text))\n"
    for verdict in Verdict.allCases {
      let name = verdict.rawValue + String(repeating: " ", count: max(0, 24 - verdict.rawValue.count))
      var line = "  \(name)\(String(count(verdict)).leftPadded(5))"
      let offsets = pairs.filter { $0.verdict == verdict }.compactMap(\.offsetMs).map { abs($0) }
      if let most = offsets.max(), verdict == .early || verdict == .late {
        line += "  (by \(TimeSpan(ms: most).text) at most)"
      }
      out += line + "\n"
    }
    out += "match rate \(Self.percent(matchRate))\n"
    if otherCalls > 0 { out += "other calls into the extension (snapshots, placeholders, previews): \(otherCalls)\n" }
    let differing = pairs.filter { $0.verdict != .matched }
    if !differing.isEmpty {
      out += "\nbuilds that differ:\n"
      for pair in differing { out += "  " + pair.text + "\n" }
    }
    if !decisions.isEmpty {
      out += "\nthe system's decisions:\n"
      for decision in decisions {
        out += "  \(decision.at.iso8601) \(decision.kind ?? "all"): \(decision.logged.deviceWords) "
        out += "(\"\(decision.message)\"); \(decision.model)\(decision.agrees ? "" : "  [differs]")\n"
      }
    }
    out += surprises == 0 ? "no surprise: the model explains every observation\n" : "\(surprises) surprises\n"
    return out
  }

  /// The settings the evidence can inform, as `set` writes them.
  var settingsText: String {
    SettingTable.rows.filter { Fit.informed.contains($0.name) }.map { "\($0.name)=\($0.text(in: settings))" }
      .joined(separator: " ")
  }

  /// A rate as a whole percentage.
  static func percent(_ rate: Double) -> String { "\(Int((rate * 100).rounded()))%" }

  /// The comparison as JSON, with stable keys.
  public var json: JSONValue {
    .object([
      ("tolerance", .string(TimeSpan(ms: Self.toleranceMs).text)),
      (
        "settings",
        .object(
          SettingTable.rows.filter { Fit.informed.contains($0.name) }.map {
            ($0.name, .string($0.text(in: settings)))
          })
      ),
      ("matchRate", .double((matchRate * 1000).rounded() / 1000)),
      ("counts", .object(Verdict.allCases.map { ($0.rawValue, .int(Int64(count($0)))) })),
      ("otherCalls", .int(Int64(otherCalls))),
      ("surprises", .int(Int64(surprises))),
      ("builds", .array(pairs.map(\.json))),
      ("decisions", .array(decisions.map(\.json))),
    ])
  }
}

extension Comparison.Pair {
  /// One line: when, which kind and family, the verdict and both instants.
  var text: String {
    let when = (observed ?? predicted!).iso8601
    var line = "\(when) \(kind) \(family): \(verdict.rawValue)"
    if let offsetMs, verdict != .matched { line += " by \(TimeSpan(ms: abs(offsetMs)).text)" }
    if let observed, predicted != nil { line += "; observed \(observed.iso8601)" }
    if let predicted { line += "; the model builds it at \(predicted.iso8601) (\(cause?.rawValue ?? "?"))" }
    return line
  }

  /// The pair as JSON.
  var json: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("verdict", .string(verdict.rawValue)), ("kind", .string(kind)), ("family", .string(family)),
    ]
    if let observed { members.append(("observed", .string(observed.iso8601))) }
    if let predicted { members.append(("predicted", .string(predicted.iso8601))) }
    if let cause { members.append(("cause", .string(cause.rawValue))) }
    if let offsetMs { members.append(("offsetMs", .int(offsetMs))) }
    return .object(members)
  }
}

extension Comparison.Decision {
  /// The decision as JSON.
  var json: JSONValue {
    .object([
      ("at", .string(at.iso8601)), ("kind", kind.map(JSONValue.string) ?? .null),
      ("logged", .string(logged.rawValue)), ("message", .string(message)), ("model", .string(model)),
      ("agrees", .bool(agrees)),
    ])
  }
}

extension String {
  /// The text right-aligned in `width` columns.
  func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

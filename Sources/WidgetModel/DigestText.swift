/// The text `String(describing:)` gives for the values the digest describes (kinds and timelines), written out
/// directly. Reflection (`Mirror`) made the digest cost tens of microseconds per widget; this is byte for byte the
/// same text, which a test checks against `String(describing:)` itself, so a new stored property or a custom
/// description on one of these types shows up there rather than silently changing the digest.
///
/// One exception, also checked by that test: the fields added after the first version (a kind's fetch, timeout,
/// cachedPolicy, fallbackPolicy, expired and series, and on their own its provider and providerTTL flags; a timeline's source, fetch
/// and provided entries; a read's container) are left out while they hold their defaults, so a journal that uses
/// none of them keeps the digest it had before they existed.
enum DigestText {
  /// `String(describing: timeline)`.
  static func timeline(_ timeline: Timeline) -> String {
    var out = "Timeline(generatedAt: "
    instant(timeline.generatedAt, to: &out)
    out += ", builtSeq: \(timeline.builtSeq), entries: \(timeline.entries), every: "
    span(timeline.every, to: &out)
    out += ", policy: "
    policy(timeline.policy, to: &out)
    out += ", dataKey: "
    optionalString(timeline.dataKey, to: &out)
    out += ", data: "
    if let data = timeline.data {
      out += "Optional(WidgetModel.DataRead(value: "
      json(data.value, to: &out)
      out += ", writtenAt: "
      instant(data.writtenAt, to: &out)
      out += ", writeSeq: \(data.writeSeq), ttl: "
      span(data.ttl, to: &out)
      if data.container != .appGroup { out += ", container: WidgetModel.Container." + data.container.rawValue }
      out += "))"
    } else {
      out += "nil"
    }
    out += ", missingReason: "
    switch timeline.missingReason {
    case nil: out += "nil"
    case .unresolvedKey(let param)?:
      out += "Optional(WidgetModel.MissingReason.unresolvedKey(param: " + param.debugDescription + "))"
    case .appGroupUnavailable?: out += "Optional(WidgetModel.MissingReason.appGroupUnavailable)"
    case .noData?: out += "Optional(WidgetModel.MissingReason.noData)"
    case .expired(let writtenAt)?:
      out += "Optional(WidgetModel.MissingReason.expired(writtenAt: "
      instant(writtenAt, to: &out)
      out += "))"
    case .buildFailed?: out += "Optional(WidgetModel.MissingReason.buildFailed)"
    }
    out += ", cause: WidgetModel.BuildCause." + timeline.cause.rawValue + ", counted: \(timeline.counted)"
    if timeline.fetch == nil && timeline.source == (timeline.data == nil ? .fallback : .cache)
      && timeline.provided == nil
    {
      return out + ")"
    }
    out += ", source: WidgetModel.DataSource." + timeline.source.rawValue + ", fetch: "
    if let fetch = timeline.fetch {
      out += "Optional("
      fetchOutcome(fetch, to: &out)
      out += ")"
    } else {
      out += "nil"
    }
    if let provided = timeline.provided { out += ", provided: Optional(" + provided.description + ")" }
    out += ")"
    return out
  }

  /// `String(describing: kind)`.
  static func kind(_ kind: Kind) -> String {
    var out = "Kind(name: " + kind.name.debugDescription + ", displayName: " + kind.displayName.debugDescription
    out += ", families: [" + kind.families.map { "WidgetModel.Family." + $0.rawValue }.joined(separator: ", ")
    out += "], params: ["
    for (index, param) in kind.params.enumerated() {
      if index > 0 { out += ", " }
      out += "WidgetModel.ParamSpec(name: " + param.name.debugDescription + ", type: WidgetModel.ParamType."
      switch param.type {
      case .enumeration(let options):
        out += "enumeration([" + options.map(\.debugDescription).joined(separator: ", ") + "])"
      case .string: out += "string"
      case .int: out += "int"
      case .bool: out += "bool"
      }
      out += ", defaultValue: "
      if let value = param.defaultValue {
        out += "Optional("
        paramValue(value, to: &out)
        out += ")"
      } else {
        out += "nil"
      }
      out += ")"
    }
    out += "], entries: \(kind.entries), every: "
    span(kind.every, to: &out)
    out += ", policy: "
    policy(kind.policy, to: &out)
    out += ", dataKey: WidgetModel.DataKeyTemplate(text: " + kind.dataKey.text.debugDescription + ", placeholders: ["
    out += kind.dataKey.placeholders.map(\.debugDescription).joined(separator: ", ") + "]), appGroup: \(kind.appGroup)"
    out += ", ttl: "
    span(kind.ttl, to: &out)
    out += ", fallback: WidgetModel.Fallback." + kind.fallback.rawValue
    if kind.fetch == .none && kind.timeout == Kind.defaultTimeout && kind.cachedPolicy == nil
      && kind.fallbackPolicy == nil && kind.expired == .show && !kind.series
    {
      return out + (kind.provider ? ", provider: true" + providerTTL(kind) + ")" : ")")
    }
    out += ", fetch: WidgetModel.FetchMode." + kind.fetch.rawValue + ", timeout: "
    span(kind.timeout, to: &out)
    out += ", cachedPolicy: "
    optionalPolicy(kind.cachedPolicy, to: &out)
    out += ", fallbackPolicy: "
    optionalPolicy(kind.fallbackPolicy, to: &out)
    out += ", expired: WidgetModel.ExpiredUse." + kind.expired.rawValue + ", series: \(kind.series)"
    out += kind.provider ? ", provider: true" + providerTTL(kind) + ")" : ")"
    return out
  }

  /// A provider kind's ttl flag, only when set, so kinds without it digest as before it existed.
  static func providerTTL(_ kind: Kind) -> String { kind.providerTTL ? ", providerTTL: true" : "" }

  static func optionalPolicy(_ value: ReloadPolicy?, to out: inout String) {
    guard let value else {
      out += "nil"
      return
    }
    out += "Optional("
    policy(value, to: &out)
    out += ")"
  }

  static func fetchOutcome(_ outcome: FetchOutcome, to out: inout String) {
    switch outcome {
    case .answered(let took):
      out += "WidgetModel.FetchOutcome.answered(took: "
      span(took, to: &out)
      out += ")"
    case .timedOut(let after):
      out += "WidgetModel.FetchOutcome.timedOut(after: "
      span(after, to: &out)
      out += ")"
    case .failed(let error): out += "WidgetModel.FetchOutcome.failed(WidgetModel.FetchError." + error.rawValue + ")"
    }
  }

  /// `String(describing: refreshes.map(\.ms))`: the instants' milliseconds as an array.
  static func milliseconds(_ instants: [Instant]) -> String {
    "[" + instants.map { String($0.ms) }.joined(separator: ", ") + "]"
  }

  static func instant(_ instant: Instant, to out: inout String) { out += "WidgetModel.Instant(ms: \(instant.ms))" }

  static func span(_ span: TimeSpan, to out: inout String) { out += "WidgetModel.TimeSpan(ms: \(span.ms))" }

  static func optionalString(_ text: String?, to out: inout String) {
    out += text.map { "Optional(" + $0.debugDescription + ")" } ?? "nil"
  }

  static func policy(_ policy: ReloadPolicy, to out: inout String) {
    switch policy {
    case .atEnd: out += "WidgetModel.ReloadPolicy.atEnd"
    case .after(let span):
      out += "WidgetModel.ReloadPolicy.after("
      self.span(span, to: &out)
      out += ")"
    case .never: out += "WidgetModel.ReloadPolicy.never"
    }
  }

  static func paramValue(_ value: ParamValue, to out: inout String) {
    switch value {
    case .string(let s): out += "WidgetModel.ParamValue.string(" + s.debugDescription + ")"
    case .int(let n): out += "WidgetModel.ParamValue.int(\(n))"
    case .bool(let b): out += "WidgetModel.ParamValue.bool(\(b))"
    }
  }

  static func json(_ value: JSONValue, to out: inout String) {
    switch value {
    case .null: out += "WidgetModel.JSONValue.null"
    case .bool(let b): out += "WidgetModel.JSONValue.bool(\(b))"
    case .int(let n): out += "WidgetModel.JSONValue.int(\(n))"
    case .double(let d): out += "WidgetModel.JSONValue.double(" + d.debugDescription + ")"
    case .string(let s): out += "WidgetModel.JSONValue.string(" + s.debugDescription + ")"
    case .array(let elements):
      out += "WidgetModel.JSONValue.array(["
      for (index, element) in elements.enumerated() {
        if index > 0 { out += ", " }
        json(element, to: &out)
      }
      out += "])"
    case .object(let members):
      out += "WidgetModel.JSONValue.object(["
      for (index, member) in members.enumerated() {
        if index > 0 { out += ", " }
        out += "(key: " + member.key.debugDescription + ", value: "
        json(member.value, to: &out)
        out += ")"
      }
      out += "])"
    }
  }
}

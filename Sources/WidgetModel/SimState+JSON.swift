/// The canonical JSON state (docs/MODEL.md, "Canonical JSON state") and the digest of the full state.
extension SimState {
  /// The state as one compact JSON object with the stable keys of docs/MODEL.md, "Canonical JSON state".
  public var json: String { json(digestForm: false) }

  /// The canonical JSON, or (`digestForm`) the text the digest covers: the same, except that the fields the
  /// provider's fetch added (the containers, a display's and a timeline's source, fetch and failure, the network,
  /// the deadline settings) are left out while they hold their defaults. A journal that uses none of them keeps the
  /// digest it had before they existed; one that uses any is told apart by them.
  func json(digestForm: Bool) -> String {
    var out = "{\"seq\":\(seq),\"now\":\"\(now.iso8601)\",\"app\":\"\(app.rawValue)\",\"appGroup\":\(appGroup)"
    // The settings added since the first version only off their defaults (`SettingTable.Written`): a state that
    // uses none of them reads, and digests, as before they existed.
    out += ",\"settings\":{"
    SettingTable.writeMembers(settings, in: digestForm ? .digest : .state, to: &out)
    out += "}"
    // The device only once a `device` action changed it: a journal that never says `device` digests as before.
    if !device.isDefault { out += ",\"device\":" + deviceJSON.serialized }
    // The reload filter's own state only once a request or an action opened or set any of it (as the device).
    if !filter.isDefault { out += ",\"filter\":" + filterJSON.serialized }
    // The intents, their writes and the last taps only once a journal declared one (as the device).
    if !intents.isDefault { out += ",\"intents\":" + intentsJSON.serialized }
    out += ",\"widgets\":["
    for (i, widget) in orderedWidgets.enumerated() {
      if i > 0 { out += "," }
      writeWidget(widget, to: &out, digestForm: digestForm)
    }
    out += "],\"cache\":["
    for (i, copy) in cacheCopies.enumerated() {
      if i > 0 { out += "," }
      writeCacheEntry(copy.key, in: copy.container, to: &out, digestForm: digestForm)
    }
    out += "]"
    if digestForm && network.online && network.rules.isEmpty && network.urls.isEmpty { return out + "}" }
    out += ",\"network\":{\"online\":\(network.online),\"answers\":["
    for (i, key) in network.rules.keys.sorted().enumerated() {
      if i > 0 { out += "," }
      out += "{\"key\":" + JSONValue.quoted(key)
      switch network.rules[key]! {
      case .answer(let value, let took, _): out += ",\"answer\":" + value.serialized + ",\"took\":\"\(took.text)\"}"
      case .timeout: out += ",\"fails\":\"timeout\"}"
      case .error: out += ",\"fails\":\"error\"}"
      }
    }
    out += "]"
    // Only when a developer's provider's requests are answered, so a state without them reads as before.
    if !network.urls.isEmpty {
      out += ",\"urls\":["
      for (i, url) in network.urls.keys.sorted().enumerated() {
        if i > 0 { out += "," }
        out += "{\"url\":" + JSONValue.quoted(url)
        network.urls[url]!.write(to: &out)
        out += "}"
      }
      out += "]"
    }
    out += "}}"
    return out
  }

  /// One widget as JSON, for `state --json` and `show ID --json`.
  public func widgetJSON(_ widget: Widget) -> String { widgetJSONValue(widget).serialized }

  /// One widget in the canonical JSON form, as a value: for answers that hold it among other members.
  public func widgetJSONValue(_ widget: Widget) -> JSONValue { .object(widgetMembers(widget)) }

  func writeWidget(_ widget: Widget, to out: inout String, digestForm: Bool = false) {
    JSONValue.object(widgetMembers(widget, digestForm: digestForm)).write(to: &out)
  }

  /// One widget's members in the canonical JSON form, read from its facts (its shown entry, next refresh, last build
  /// and budget use); in `digestForm`, without the members the digest leaves out while they hold their defaults.
  func widgetMembers(_ widget: Widget, digestForm: Bool = false) -> [(key: String, value: JSONValue)] {
    let shown = display(widget)
    // The canonical JSON names the scheduled instant, not when a queued widget can expect it: no need to run the
    // model ahead for the queues.
    let next = nextRefresh(widget, place: .some(nil))
    let build = buildOutcome(widget)
    let budget = budgetUse(widget)
    var display: [(key: String, value: JSONValue)] = [
      ("status", .string(shown.status.rawValue)), ("entryDate", .string(shown.entryDate.iso8601)),
      ("entry", .int(Int64(shown.entryIndex + 1))), ("entries", .int(Int64(widget.timeline.entries))),
      ("content", shown.content ?? .null), ("dataKey", shown.dataKey.map { .string($0) } ?? .null),
      ("dataState", .string(shown.dataState.rawValue)), ("dataAge", shown.dataAge.map { .string($0.text) } ?? .null),
    ]
    if !digestForm || shown.source != (widget.timeline.data == nil ? .fallback : .cache) {
      display.append(("source", .string(shown.source.rawValue)))
    }
    var timeline: [(key: String, value: JSONValue)] = [
      ("generatedAt", .string(build.builtAt.iso8601)), ("policy", .string(widget.timeline.policy.text)),
      ("cause", .string(build.cause.rawValue)), ("nextRefresh", next.scheduledAt.map { .string($0.iso8601) } ?? .null),
      ("pending", next.pending.map(Self.pendingJSON) ?? .null),
    ]
    if !digestForm || build.fetch != nil { timeline.append(("fetch", build.fetch.map { .string($0.name) } ?? .null)) }
    if let failure = build.failure {
      timeline.append(
        (
          "failure",
          .object([
            ("at", .string(failure.at.iso8601)), ("fetch", .string(failure.fetch.name)),
            ("waited", .string(failure.fetch.waited.text)),
          ])
        ))
    } else if !digestForm {
      timeline.append(("failure", .null))
    }
    var budgetMembers: [(key: String, value: JSONValue)] = [
      ("used", .int(Int64(budget.used))), ("limit", .int(Int64(budget.limit))),
    ]
    // The pool the numbers are of, only when it is not the widget's own (as above, for older digests).
    if budget.pool.scope != .widget { budgetMembers.append(("scope", .string(budget.pool.scope.rawValue))) }
    if let rule = widget.timeline.freeRule { timeline.append(("free", .string(rule.rawValue))) }
    var members: [(key: String, value: JSONValue)] = [
      ("id", .string(widget.id)), ("kind", .string(widget.kind)), ("family", .string(widget.family.rawValue)),
      ("config", configJSON(widget)), ("display", .object(display)), ("timeline", .object(timeline)),
      ("budget", .object(budgetMembers)),
    ]
    // The page off the first, and whether it is on screen once the device says what it shows (as above, for older
    // digests: a journal that never says `device` or `move` writes neither).
    if widget.page != 1 { members.append(("page", .int(Int64(widget.page)))) }
    if !device.isDefault { members.append(("visible", .bool(isVisible(widget)))) }
    return members
  }

  /// The device as the canonical JSON writes it: `{"screen":"home","page":1}`, with `"app"` naming another app.
  var deviceJSON: JSONValue {
    var members: [(key: String, value: JSONValue)] = [("screen", .string(device.screen.word))]
    if case .otherApp(let name?) = device.screen { members.append(("app", .string(name))) }
    members.append(("page", .int(Int64(device.page))))
    if let zone = device.timeZone { members.append(("timeZone", .string(zone))) }
    return .object(members)
  }

  /// The reload filter's state as the canonical JSON writes it: `{"throttleEnd":…,"throttleHeld":true}`,
  /// `"sessions":["audio"]` and `"intentRanAt":…`, each only when set.
  var filterJSON: JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    if let end = filter.throttleEnd { members.append(("throttleEnd", .string(end.iso8601))) }
    if filter.throttleHeld { members.append(("throttleHeld", .bool(true))) }
    if filter.inSession { members.append(("sessions", .array(filter.sessions.map { .string($0.rawValue) }))) }
    if let ran = filter.intentRanAt { members.append(("intentRanAt", .string(ran.iso8601))) }
    return .object(members)
  }

  /// A waiting request as the canonical JSON writes it: `{"dueAt":…,"counted":…}`, with `"held":true` when held.
  static func pendingJSON(_ pending: PendingReload) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("dueAt", .string(pending.dueAt.iso8601)), ("counted", .bool(pending.counted)),
    ]
    if pending.held { members.append(("held", .bool(true))) }
    if let rule = pending.freeRule { members.append(("free", .string(rule.rawValue))) }
    // Only the system's own retry says its cause, so every other request is written as before system reloads.
    if pending.cause == .system { members.append(("cause", .string(BuildCause.system.rawValue))) }
    return .object(members)
  }

  /// Every copy in the three containers, as (key, container), by key and then container (App Group, app, extension).
  public var cacheCopies: [(key: String, container: Container)] {
    var copies: [(key: String, container: Container)] = []
    for container in Container.allCases {
      for key in self.container(container).keys { copies.append((key, container)) }
    }
    let rank: [Container: Int] = [.appGroup: 0, .app: 1, .extension: 2]
    return copies.sorted { $0.key != $1.key ? $0.key < $1.key : rank[$0.container]! < rank[$1.container]! }
  }

  /// One of the three containers.
  public func container(_ container: Container) -> CacheTable {
    switch container {
    case .appGroup: return cache
    case .app: return appCache
    case .extension: return extensionCache
    }
  }

  func writeCacheEntry(_ key: String, in container: Container, to out: inout String, digestForm: Bool = false) {
    guard let entry = self.container(container)[key] else { return }
    out += "{\"key\":" + JSONValue.quoted(key)
    if !digestForm || container != .appGroup { out += ",\"container\":\"\(container.rawValue)\"" }
    out += ",\"writtenAt\":\"\(entry.writtenAt.iso8601)\",\"ttl\":"
    out += entry.ttl.map { "\"\($0.text)\"" } ?? "null"
    out += ",\"value\":" + entry.value.serialized
    if container != .extension, let failure = failures[key], failure.seq > entry.writeSeq {
      out += ",\"failure\":{\"at\":\"\(failure.at.iso8601)\",\"reason\":\"\(failure.reason.rawValue)\"}"
    }
    out += "}"
  }

  /// A widget's configuration as `name=value` words, parameters in the kind's order (missing values left out).
  public func configWords(_ widget: Widget) -> [String] {
    (configJSON(widget).objectValue ?? []).map { "\($0.key)=\(ParamValue.from($0.value)?.text ?? "?")" }
  }

  /// A widget's configuration as a JSON object, parameters in the kind's order.
  public func configJSON(_ widget: Widget) -> JSONValue {
    let order = kinds[widget.kind]?.params.map(\.name) ?? []
    let names = order.filter { widget.config[$0] != nil } + widget.config.keys.filter { !order.contains($0) }.sorted()
    return .object(names.map { ($0, widget.config[$0]!.json) })
  }

  /// Every field of the state in a fixed order, including what `json` leaves out (kinds, budget windows, pending requests).
  public var canonicalDump: String {
    var out = json(digestForm: true)
    out += "|start=\(start.ms);next=\(nextWidgetNumber),\(nextOrdinal);reloadAll=\(lastReloadAllSeq ?? -1)"
    for name in kindOrder { out += "|kind=" + DigestText.kind(kinds[name]!) }
    for (name, seq) in lastReloadSeq.sorted(by: { $0.key < $1.key }) { out += "|reload=\(name):\(seq)" }
    for (target, seq) in extensionReloadSeq.sorted(by: { $0.key < $1.key }) { out += "|xreload=\(target):\(seq)" }
    for (key, failure) in failures.sorted(by: { $0.key < $1.key }) {
      out += "|fail=\(key):\(failure.at.ms):\(failure.seq):\(failure.reason.rawValue)"
    }
    for copy in cacheCopies {
      out += "|cacheSeq=\(copy.key):\(container(copy.container)[copy.key]!.writeSeq)"
      if copy.container != .appGroup { out += ":" + copy.container.rawValue }
    }
    for (key, rule) in network.rules.sorted(by: { $0.key < $1.key }) {
      if case .answer(_, _, let seq) = rule { out += "|net=\(key):\(seq)" }
    }
    for widget in orderedWidgets {
      out += "|w=\(widget.id):\(widget.ordinal):\(widget.builds):\(widget.countedBuilds)"
      if let failure = widget.failure {
        out += ":failed=\(failure.at.ms):\(failure.seq):\(failure.fetch.name):\(failure.fetch.waited.ms)"
        out += ":\(failure.deadline.ms)"
        out += ":\(failure.cause.rawValue):\(failure.counted)"
        if let reason = failure.providerReason { out += ":" + JSONValue.quoted(reason) }
      }
      // Only where a simulator program recorded how its process ran: journals without it keep their digests.
      if let run = extensionRuns[widget.id] {
        let process = run.process
        out += ":process=\(run.at.ms):\(run.seq):\(process.freshProcess):" + JSONValue.quoted(process.zone)
        out += ":" + JSONValue.array(process.unknownGroups.map { .string($0) }).serialized
        out += ":\(process.outputBytes):" + JSONValue.quoted(process.output) + ":\(process.memoryPeakBytes ?? -1)"
        out += ":" + (process.ended?.rawValue ?? "-") + ":" + JSONValue.quoted(process.method ?? "")
      }
      // Only where a build made requests: journals without them keep their digests.
      if let requests = buildRequests[widget.id] { out += ":requests=" + requests.digestText }
      out += ":" + DigestText.milliseconds(widget.budget.refreshes) + ":" + DigestText.timeline(widget.timeline)
    }
    return out
  }

  /// A 64-bit FNV-1a digest of `canonicalDump` as 16 hex digits: equal states, equal digests.
  public var digest: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in canonicalDump.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

extension ParamValue {
  /// The parameter value a JSON scalar stands for.
  public static func from(_ json: JSONValue) -> ParamValue? {
    switch json {
    case .string(let s): return .string(s)
    case .int(let n): return .int(n)
    case .bool(let b): return .bool(b)
    default: return nil
    }
  }
}

/// `doctor`: a checklist of the known widget pitfalls over the current state, each finding with its fix.
extension SimState {
  /// Runs every check over the kinds in use and the cache; findings in a stable order, times written in `zone`.
  public func doctor(zone: DisplayZone = .utc) -> [Finding] {
    let inUse = kindsInUse()
    var findings: [Finding] = []
    for kind in inUse {
      findings += missingDefaultFindings(kind)
      findings += ignoredConfigurationFindings(kind)
      findings += neverReloadedFindings(kind)
      findings += entrySpacingFindings(kind)
      findings += budgetFindings(kind)
    }
    findings += spentBudgetFindings(zone: zone)
    findings += unreloadedDataFindings(zone: zone)
    findings += appGroupFindings(inUse)
    findings += failureFindings(zone: zone)
    return findings
  }

  /// The kinds with at least one widget, in definition order.
  func kindsInUse() -> [Kind] {
    let used = Set(widgets.values.map(\.kind))
    return orderedKinds.filter { used.contains($0.name) }
  }

  func widgetIDs(of kind: Kind, where predicate: (Widget) -> Bool = { _ in true }) -> [String] {
    orderedWidgets.filter { $0.kind == kind.name && predicate($0) }.map(\.id)
  }

  func missingDefaultFindings(_ kind: Kind) -> [Finding] {
    kind.params.filter { $0.defaultValue == nil && kind.dataKey.placeholders.contains($0.name) }.map { param in
      let missing = widgetIDs(of: kind) { $0.config[param.name] == nil }
      let affected =
        missing.isEmpty
        ? ""
        : " (\(missing.joined(separator: ", ")) \(missing.count == 1 ? "has" : "have") no value, so \(missing.count == 1 ? "its" : "their") data key is unresolved)"
      return Finding(
        subject: kind.name, problem: "parameter \(param.name) has no default\(affected)",
        fix: "give it a default (param=\(param.name):\(param.type.name)=…) and handle a missing value in the provider")
    }
  }

  func ignoredConfigurationFindings(_ kind: Kind) -> [Finding] {
    guard !kind.params.isEmpty, !kind.keyFollowsConfiguration else { return [] }
    return [
      Finding(
        subject: kind.name,
        problem: "data key \(kind.dataKey.text) names no parameter, so every configuration shows the same data",
        fix: "include the parameter in the key, e.g. data=\(kind.dataKey.text):{\(kind.params[0].name)}")
    ]
  }

  func neverReloadedFindings(_ kind: Kind) -> [Finding] {
    guard kind.policy == .never, lastReloadSeq[kind.name] == nil, lastReloadAllSeq == nil else { return [] }
    return [
      Finding(
        subject: kind.name, problem: "policy never, and the app has never requested a reload in this journal",
        fix:
          "call WidgetCenter.shared.reloadTimelines(ofKind: \"\(kind.name)\") after writing data (reload \(kind.name))")
    ]
  }

  func entrySpacingFindings(_ kind: Kind) -> [Finding] {
    var findings: [Finding] = []
    if kind.entries > 1, kind.every < .minutes(5) {
      findings.append(
        Finding(
          subject: kind.name, problem: "entries are \(kind.every.text) apart, closer than the recommended 5 minutes",
          fix: "space entries at least 5m apart (every=5m)"))
    }
    if kind.entries > 400 {
      findings.append(
        Finding(
          subject: kind.name, problem: "\(kind.entries) entries in one timeline, more than about 400",
          fix: "return fewer entries and rely on the reload policy"))
    }
    return findings
  }

  func budgetFindings(_ kind: Kind) -> [Finding] {
    let period: TimeSpan
    switch kind.policy {
    case .atEnd: period = kind.every * Int64(kind.entries - 1)
    case .after(let span): period = span
    case .never: return []
    }
    let spacing = max(period.ms, effectiveMinInterval.ms)
    let perDay = (RefreshBudget.window.ms + spacing - 1) / spacing
    guard perDay > Int64(settings.budget) else { return [] }
    return [
      Finding(
        subject: kind.name,
        problem:
          "its policy asks for about \(perDay) refreshes a day, more than the budget of \(settings.budget); refreshes will be deferred",
        fix:
          "lengthen the timeline (more entries, or a longer after:) so one lasts at least \(TimeSpan(ms: (RefreshBudget.window.ms + Int64(settings.budget) - 1) / Int64(settings.budget)).text)"
      )
    ]
  }

  func spentBudgetFindings(zone: DisplayZone) -> [Finding] {
    orderedWidgets.filter { budgetUsed($0) >= settings.budget }.map { widget in
      let waiting =
        widget.nextRefresh.map { ", so its next refresh waits until \(time($0, zone))" } ?? ""
      return Finding(
        subject: widget.id,
        problem:
          "has spent its whole budget (\(budgetUsed(widget))/\(settings.budget) counted refreshes in the last 24h)\(waiting)",
        fix: "reload only when the data really changed, and from the foreground where possible (not counted)")
    }
  }

  func unreloadedDataFindings(zone: DisplayZone) -> [Finding] {
    var byKey: [String: [String]] = [:]
    for widget in orderedWidgets {
      guard let newer = newerData(for: widget), let key = widget.timeline.dataKey else { continue }
      let lastReload = max(lastReloadSeq[widget.kind] ?? 0, lastReloadAllSeq ?? 0)
      if newer.writeSeq > lastReload { byKey[key, default: []].append(widget.id) }
    }
    return byKey.keys.sorted().map { key in
      let kinds = Set(byKey[key]!.compactMap { widgets[$0]?.kind }).sorted()
      return Finding(
        subject: key,
        problem:
          "data written at \(time(cache[key]!.writtenAt, zone)) with no reload after it, so \(byKey[key]!.joined(separator: ", ")) still show\(byKey[key]!.count == 1 ? "s" : "") older content",
        fix: "after writing data, reload: " + kinds.map { "reload \($0)" }.joined(separator: ", "))
    }
  }

  func appGroupFindings(_ inUse: [Kind]) -> [Finding] {
    let reading = inUse.filter(\.appGroup).map(\.name)
    guard !appGroup, !reading.isEmpty else { return [] }
    return [
      Finding(
        subject: "appgroup",
        problem:
          "the App Group is unavailable, so \(reading.joined(separator: ", ")) cannot read the app's data (a timeline built now reads nothing)",
        fix: "check the App Group identifier in both targets' entitlements (appgroup on)")
    ]
  }

  func failureFindings(zone: DisplayZone) -> [Finding] {
    failures.keys.sorted().compactMap { key in
      let failure = failures[key]!
      guard failure.seq > (cache[key]?.writeSeq ?? 0) else { return nil }
      return Finding(
        subject: key,
        problem: "the last fetch failed (\(failure.reason.rawValue)) at \(time(failure.at, zone))",
        fix: "retry the fetch, keep showing the cached value, and mark it as old in the view")
    }
  }
}

/// One `doctor` finding: what it is about, what is wrong, and how to fix it.
public struct Finding: Hashable, Sendable {
  public var subject: String
  public var problem: String
  public var fix: String

  /// The finding as one line.
  public var line: String { "\(subject): \(problem). Fix: \(fix)." }
}

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
    let unreloaded = unreloadedWidgets()
    let explained = Set(unreloaded.values.joined())
    for widget in orderedWidgets {
      findings += spentBudgetFindings(widget, zone: zone)
      findings += notLiveFindings(widget, explained: explained, zone: zone)
      findings += sameDataFindings(widget, zone: zone)
      findings += budgetPaceFindings(widget, zone: zone)
    }
    findings += unreloadedDataFindings(unreloaded, zone: zone)
    findings += appGroupFindings(inUse)
    findings += failureFindings(zone: zone)
    return findings
  }

  /// The kinds with at least one widget, in definition order.
  func kindsInUse() -> [Kind] {
    let used = Set(widgets.values.map(\.kind))
    return orderedKinds.filter { used.contains($0.name) }
  }

  /// The ids of a kind's widgets that match `predicate`, in the order they were added.
  func widgetIDs(of kind: Kind, where predicate: (Widget) -> Bool = { _ in true }) -> [String] {
    orderedWidgets.filter { $0.kind == kind.name && predicate($0) }.map(\.id)
  }

  /// A parameter the data key names has no default.
  func missingDefaultFindings(_ kind: Kind) -> [Finding] {
    kind.params.filter { $0.defaultValue == nil && kind.dataKey.placeholders.contains($0.name) }.map { param in
      let missing = widgetIDs(of: kind) { $0.config[param.name] == nil }
      let affected =
        missing.isEmpty
        ? ""
        : " (\(missing.joined(separator: ", ")) \(missing.count == 1 ? "has" : "have") no value, so \(missing.count == 1 ? "its" : "their") data key is unresolved)"
      return Finding(
        rule: .missingDefault, subject: kind.name, problem: "parameter \(param.name) has no default\(affected)",
        fix: "give it a default (param=\(param.name):\(param.type.name)=…) and handle a missing value in the provider")
    }
  }

  /// A data key that names no parameter of a kind that has parameters.
  func ignoredConfigurationFindings(_ kind: Kind) -> [Finding] {
    guard !kind.params.isEmpty, !kind.keyFollowsConfiguration else { return [] }
    return [
      Finding(
        rule: .ignoredConfiguration, subject: kind.name,
        problem: "data key \(kind.dataKey.text) names no parameter, so every configuration shows the same data",
        fix: "include the parameter in the key, e.g. data=\(kind.dataKey.text):{\(kind.params[0].name)}")
    ]
  }

  /// Policy never, and no reload of the kind in the journal.
  func neverReloadedFindings(_ kind: Kind) -> [Finding] {
    guard kind.policy == .never, lastReloadSeq[kind.name] == nil, lastReloadAllSeq == nil else { return [] }
    return [
      Finding(
        rule: .neverReloaded, subject: kind.name,
        problem: "policy never, and the app has never requested a reload in this journal",
        fix:
          "call WidgetCenter.shared.reloadTimelines(ofKind: \"\(kind.name)\") after writing data (reload \(kind.name))")
    ]
  }

  /// Entries closer than 5 minutes, or too many of them.
  func entrySpacingFindings(_ kind: Kind) -> [Finding] {
    var findings: [Finding] = []
    if kind.entries > 1, kind.every < .minutes(5) {
      findings.append(
        Finding(
          rule: .closeEntries, subject: kind.name,
          problem: "entries are \(kind.every.text) apart, closer than the recommended 5 minutes",
          fix: "space entries at least 5m apart (every=5m)"))
    }
    if kind.entries > 400 {
      findings.append(
        Finding(
          rule: .manyEntries, subject: kind.name,
          problem: "\(kind.entries) entries in one timeline, more than about 400",
          fix: "return fewer entries and rely on the reload policy"))
    }
    return findings
  }

  /// A policy that asks for more refreshes a day than the budget.
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
        rule: .policyOverBudget, subject: kind.name,
        problem:
          "its policy asks for about \(perDay) refreshes a day, more than the budget of \(settings.budget); refreshes will be deferred",
        fix:
          "lengthen the timeline (more entries, or a longer after:) so one lasts at least \(TimeSpan(ms: (RefreshBudget.window.ms + Int64(settings.budget) - 1) / Int64(settings.budget)).text)"
      )
    ]
  }

  /// A widget that has spent its whole budget.
  func spentBudgetFindings(_ widget: Widget, zone: DisplayZone) -> [Finding] {
    guard budgetUsed(widget) >= settings.budget else { return [] }
    let waiting =
      widget.nextRefresh.map { ", so its next refresh waits until \(time($0, zone))" } ?? ""
    return [
      Finding(
        rule: .budgetSpent, subject: widget.id,
        problem:
          "has spent its whole budget (\(budgetUsed(widget))/\(settings.budget) counted refreshes in the last 24h)\(waiting)",
        fix: "reload only when the data really changed, and from the foreground where possible (not counted)")
    ]
  }

  /// The widgets that can read data written after the last reload of their kind, by the key they read.
  func unreloadedWidgets() -> [String: [String]] {
    var byKey: [String: [String]] = [:]
    for widget in orderedWidgets {
      guard let newer = newerData(for: widget), let key = widget.timeline.dataKey else { continue }
      let lastReload = max(lastReloadSeq[widget.kind] ?? 0, lastReloadAllSeq ?? 0)
      if newer.writeSeq > lastReload { byKey[key, default: []].append(widget.id) }
    }
    return byKey
  }

  /// Data written with no reload of the reading kind after it, one finding per key.
  func unreloadedDataFindings(_ byKey: [String: [String]], zone: DisplayZone) -> [Finding] {
    byKey.keys.sorted().map { key in
      let kinds = Set(byKey[key]!.compactMap { widgets[$0]?.kind }).sorted()
      return Finding(
        rule: .dataWithoutReload, subject: key,
        problem:
          "data written at \(time(cache[key]!.writtenAt, zone)) with no reload after it, so \(byKey[key]!.joined(separator: ", ")) still show\(byKey[key]!.count == 1 ? "s" : "") older content",
        fix: "after writing data, reload: " + kinds.map { "reload \($0)" }.joined(separator: ", "))
    }
  }

  /// The App Group unavailable while kinds in use read through it.
  func appGroupFindings(_ inUse: [Kind]) -> [Finding] {
    let reading = inUse.filter(\.appGroup).map(\.name)
    guard !appGroup, !reading.isEmpty else { return [] }
    return [
      Finding(
        rule: .appGroupUnavailable, subject: "appgroup",
        problem:
          "the App Group is unavailable, so \(reading.joined(separator: ", ")) cannot read the app's data (a timeline built now reads nothing)",
        fix: "check the App Group identifier in both targets' entitlements (appgroup on)")
    ]
  }

  /// Fetches that failed after the last write of their key.
  func failureFindings(zone: DisplayZone) -> [Finding] {
    failures.keys.sorted().compactMap { key in
      let failure = failures[key]!
      guard failure.seq > (cache[key]?.writeSeq ?? 0) else { return nil }
      return Finding(
        rule: .fetchFailed, subject: key,
        problem: "the last fetch failed (\(failure.reason.rawValue)) at \(time(failure.at, zone))",
        fix: "retry the fetch, keep showing the cached value, and mark it as old in the view")
    }
  }
}

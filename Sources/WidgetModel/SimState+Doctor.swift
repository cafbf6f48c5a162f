/// `doctor`: a checklist of the known widget pitfalls over the current state, each finding with its fix.
extension SimState {
  /// Runs every check over the kinds in use and the cache; findings in a stable order, times written in `zone`.
  public func doctor(zone: DisplayZone = .utc) -> [Finding] {
    let inUse = kindsInUse()
    var findings: [Finding] = []
    // A kind whose timelines come from a developer's provider has no recipe to check: its builds are judged by what
    // the provider returned (`providerFindings`).
    for kind in inUse where !kind.provider {
      findings += missingDefaultFindings(kind)
      findings += ignoredConfigurationFindings(kind)
      findings += neverReloadedFindings(kind)
      findings += entrySpacingFindings(kind)
      findings += budgetFindings(kind)
      findings += timeoutFindings(kind)
      findings += outcomePolicyFindings(kind, zone: zone)
      findings += seriesFindings(kind)
      findings += appOnlyKeyFindings(kind, zone: zone)
    }
    let unreloaded = unreloadedWidgets()
    // A widget another finding names for the reason it is not live gets no second, vaguer finding.
    var explained = Set(unreloaded.values.flatMap(\.ids))
    for widget in orderedWidgets where widget.failure != nil || usedExpiredCopy(widget) || readsOnlyAppData(widget) {
      explained.insert(widget.id)
    }
    for widget in orderedWidgets {
      findings += spentBudgetFindings(widget, zone: zone)
      findings += buildFailedFindings(widget, zone: zone)
      findings += expiredShownFindings(widget, zone: zone)
      findings += notLiveFindings(widget, explained: explained, zone: zone)
      findings += sameDataFindings(widget, zone: zone)
      findings += budgetPaceFindings(widget, zone: zone)
    }
    findings += unreloadedDataFindings(unreloaded, zone: zone)
    findings += appGroupFindings(inUse)
    findings += sandboxFindings(zone: zone)
    findings += failureFindings(zone: zone)
    findings += providerReloadFindings(zone: zone)
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
    guard let spacing = refreshSpacing(kind.policy, of: kind) else { return [] }
    let perDay = Self.refreshesPerDay(spacing)
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

  /// The widgets that can read data written after the last reload of their kind, by the key they read, with the
  /// instant of the newest such write.
  func unreloadedWidgets() -> [String: (ids: [String], writtenAt: Instant)] {
    var byKey: [String: (ids: [String], writtenAt: Instant)] = [:]
    for widget in orderedWidgets {
      guard let newer = newerData(for: widget), let key = widget.timeline.dataKey else { continue }
      let lastReload = max(lastReloadSeq[widget.kind] ?? 0, lastReloadAllSeq ?? 0)
      guard newer.writeSeq > lastReload else { continue }
      let found = byKey[key]
      byKey[key] = ((found?.ids ?? []) + [widget.id], max(found?.writtenAt ?? newer.writtenAt, newer.writtenAt))
    }
    return byKey
  }

  /// Data written with no reload of the reading kind after it, one finding per key.
  func unreloadedDataFindings(_ byKey: [String: (ids: [String], writtenAt: Instant)], zone: DisplayZone) -> [Finding] {
    byKey.keys.sorted().map { key in
      let (ids, writtenAt) = byKey[key]!
      let kinds = Set(ids.compactMap { widgets[$0]?.kind }).sorted()
      return Finding(
        rule: .dataWithoutReload, subject: key,
        problem:
          "data written at \(time(writtenAt, zone)) with no reload after it, so \(ids.joined(separator: ", ")) still show\(ids.count == 1 ? "s" : "") older content",
        fix: "after writing data, reload: " + kinds.map { "reload \($0)" }.joined(separator: ", "))
    }
  }

  /// The App Group unavailable while kinds in use read through it.
  func appGroupFindings(_ inUse: [Kind]) -> [Finding] {
    let reading = inUse.filter(\.appGroup)
    guard !appGroup, !reading.isEmpty else { return [] }
    let builtNow =
      reading.contains { $0.fetch == .network }
      ? "a timeline built now reads only what fetches stored in the extension's container"
      : "a timeline built now reads nothing"
    return [
      Finding(
        rule: .appGroupUnavailable, subject: "appgroup",
        problem:
          "the App Group is unavailable, so \(reading.map(\.name).joined(separator: ", ")) cannot read the app's data (\(builtNow))",
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

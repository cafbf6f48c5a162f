/// `doctor`: the pre-launch checklist over the current state and the history that led to it, each finding with its
/// severity, subjects, evidence and fix (docs/DOCTOR.md).
extension SimState {
  /// Runs every check and narrates each finding; findings with warnings first, then notes, each group in a stable
  /// order: the kinds in use (in definition order), the widgets (in the order they were added, each with why it is
  /// not live first), then keys and the App Group. Times are written in `zone`. `history` must be the fold of the
  /// same actions as the state.
  public func doctor(history: DoctorHistory, zone: DisplayZone = .utc) -> [Finding] {
    Narrator(self, zone: zone).narrate(findings(history: history))
  }

  /// Runs every check, in `doctor`'s order, each finding as typed values (not yet in words).
  func findings(history: DoctorHistory) -> [Finding] {
    let all = orderedWidgets
    let inUse = kindsInUse(all)
    let unreloaded = unreloadedWidgets(all)
    var kindFindings: [Finding] = []
    // A kind whose timelines come from a developer's provider has no recipe to check: its builds are judged by what
    // the provider returned (`providerReloadFindings`).
    for use in inUse where !use.kind.provider {
      kindFindings += defaultsFindings(use, history: history)
      kindFindings += familyAndSpacingFindings(use, history: history)
      kindFindings += policyFindings(use, history: history)
      kindFindings += fetchKindFindings(use, history: history)
      kindFindings += appGroupKindFindings(use, history: history)
      kindFindings += reloadCallFindings(use, unreloaded: unreloaded, history: history)
    }
    var readers: [String: [Widget]] = [:]
    for widget in all { if let key = widget.timeline.dataKey { readers[key, default: []].append(widget) } }
    let widgetFindings = all.map { ownFindings($0, history: history) }
    var keyFindings = keyMismatchFindings(all, readers: readers, history: history)
    keyFindings += writesOutpaceFindings(readers: readers, history: history)
    keyFindings += unreloadedDataFindings(unreloaded, history: history)
    keyFindings += sandboxFindings(readers: readers)
    keyFindings += failureFindings(readers: readers)
    keyFindings += appGroupFindings(inUse.map(\.kind), all, history: history)
    keyFindings += providerReloadFindings()
    keyFindings += filterFindings(history: history)
    keyFindings += tapFindings()
    var explained = Set<String>()
    for group in [kindFindings, keyFindings] + widgetFindings {
      for finding in group where !finding.explains.isEmpty { explained.formUnion(finding.explains) }
    }
    // Each finding is copied once, into its group.
    var warnings: [Finding] = []
    var notes: [Finding] = []
    func place(_ group: [Finding]) {
      for finding in group {
        if finding.severity == .note { notes.append(finding) } else { warnings.append(finding) }
      }
    }
    place(kindFindings)
    for (widget, own) in zip(all, widgetFindings) {
      place(notLiveFindings(widget, explained: explained))
      place(own)
    }
    place(keyFindings)
    warnings.append(contentsOf: notes)
    return warnings
  }

  /// The checks of one widget: a parameter without a value, a spent budget, a failed build, an expired copy shown,
  /// policy refreshes that read nothing new, and the pace of its counted refreshes.
  func ownFindings(_ widget: Widget, history: DoctorHistory) -> [Finding] {
    missingValueFindings(widget, history: history)
      + spentBudgetFindings(widget, history: history)
      + buildFailedFindings(widget)
      + expiredShownFindings(widget)
      + sameDataFindings(widget, history: history)
      + budgetPaceFindings(widget, history: history)
      + networkFindings(widget)
  }

  /// The kinds with at least one of the widgets `all`, in definition order, each with its widgets.
  func kindsInUse(_ all: [Widget]) -> [KindInUse] {
    let byKind = Dictionary(grouping: all, by: \.kind)
    return orderedKinds.compactMap { kind in byKind[kind.name].map { KindInUse(kind: kind, widgets: $0) } }
  }

  /// A kind's widgets in the order they were added, read through the table's slots of the kind (not a copy of every
  /// widget, which `orderedWidgets` makes).
  func widgets(of kind: String) -> [Widget] {
    guard let slot = kindOrder.firstIndex(of: kind), slot < widgets.slotsByKind.count else { return [] }
    return widgets.slotsByKind[slot].compactMap { widgets.slots[$0] }
  }

  /// A finding about a kind's definition: the kind is its subject (with its widgets and the keys they read), and the
  /// action that defined it its evidence, with the seqs of `also`.
  func definitionFinding(_ detail: FindingDetail, _ use: KindInUse, _ history: DoctorHistory, also: [Int] = [])
    -> Finding
  {
    Finding(
      subject: use.kind.name, subjects: use.subjects, evidence: Self.definition(use.kind, history) + also,
      detail: detail)
  }

  /// The seqs of the actions that defined a kind and placed `ids`, for a finding about the kind's definition.
  static func definition(_ kind: Kind, _ history: DoctorHistory, placing ids: [String] = []) -> [Int] {
    [history.definedAt[kind.name]].compactMap { $0 } + ids.compactMap { history.placedAt[$0] }
  }

  // MARK: Defaults and parameters

  /// The checklist's "default validity": a parameter the key needs without a default, an empty default, defaults
  /// whose key was never written, a key that ignores the configuration wholly or in part, too many parameters.
  func defaultsFindings(_ use: KindInUse, history: DoctorHistory) -> [Finding] {
    let kind = use.kind
    var findings: [Finding] = []
    let placeholders = kind.dataKey.placeholders
    for param in kind.params where param.defaultValue == nil && placeholders.contains(param.name) {
      let missing = use.widgets.filter { $0.config[param.name] == nil }.map(\.id)
      findings.append(
        Finding(
          subject: kind.name, subjects: use.subjects, evidence: Self.definition(kind, history, placing: missing),
          detail: .missingDefault(param: param.name, type: param.type, unvalued: missing)))
    }
    for param in kind.params where param.defaultValue == .string("") {
      let inKey = placeholders.contains(param.name)
      let defaultKey = kind.dataKey.resolve(defaults(of: kind)) ?? kind.dataKey.text
      findings.append(
        definitionFinding(.emptyDefault(param: param.name, inKey: inKey, defaultKey: defaultKey), use, history))
    }
    findings += defaultKeyFindings(use, history: history)
    if !kind.params.isEmpty, !kind.keyFollowsConfiguration {
      findings.append(
        definitionFinding(
          .ignoredConfiguration(dataKey: kind.dataKey.text, firstParam: kind.params[0].name), use, history))
    }
    let unused = kind.params.map(\.name).filter { !placeholders.contains($0) }
    if kind.keyFollowsConfiguration, !unused.isEmpty {
      findings.append(definitionFinding(.unusedParameter(dataKey: kind.dataKey.text, unused: unused), use, history))
    }
    if kind.params.count > 2 {
      findings.append(definitionFinding(.tooManyParameters(params: kind.params.map(\.name)), use, history))
    }
    return findings
  }

  /// The configuration a widget added with no values gets: each parameter's default, where it has one.
  func defaults(of kind: Kind) -> [String: ParamValue] {
    var config: [String: ParamValue] = [:]
    for param in kind.params { config[param.name] = param.defaultValue }
    return config
  }

  /// A kind whose defaults resolve its key to one nothing ever wrote (nor a fetch could answer), so a widget added
  /// as it comes, and the gallery's preview, show no data.
  func defaultKeyFindings(_ use: KindInUse, history: DoctorHistory) -> [Finding] {
    let kind = use.kind
    let config = defaults(of: kind)
    guard kind.keyFollowsConfiguration, !config.values.contains(.string("")),
      let key = kind.dataKey.resolve(config), !everHeld(key, kind: kind)
    else { return [] }
    let values = kind.dataKey.placeholders.map { ParamSetting(name: $0, value: config[$0]!) }
    return [
      Finding(
        subject: kind.name, subjects: FindingSubjects(kinds: [kind.name], keys: [key]),
        evidence: Self.definition(kind, history),
        detail: .defaultKeyNeverWritten(values: values, key: key, fallback: kind.fallback))
    ]
  }

  /// Whether data for `key` was ever written into any container, or the network answers it for a kind that fetches.
  func everHeld(_ key: String, kind: Kind) -> Bool {
    cache[key] != nil || appCache[key] != nil || extensionCache[key] != nil
      || (kind.fetch == .network && network.rules[key] != nil)
  }

  // MARK: Families and entry spacing

  /// A kind that supports one family; entries closer than a minute, or too many of them.
  func familyAndSpacingFindings(_ use: KindInUse, history: DoctorHistory) -> [Finding] {
    let kind = use.kind
    var findings: [Finding] = []
    if kind.families.count == 1 {
      findings.append(definitionFinding(.singleFamily(family: kind.families[0]), use, history))
    }
    if kind.entries > 1, kind.every < Self.closeEntriesSpacing {
      findings.append(definitionFinding(.closeEntries(spacing: kind.every), use, history))
    }
    if kind.entries > Self.manyEntriesMax {
      findings.append(definitionFinding(.manyEntries(entries: kind.entries), use, history))
    }
    return findings
  }

  /// Entries closer than this are reported (`closeEntries`).
  public static let closeEntriesSpacing = TimeSpan.minutes(1)
  /// Timelines with more entries than this are reported (`manyEntries`).
  public static let manyEntriesMax = 400
}

/// A kind in use with its widgets (in the order they were added) and the subjects of a finding about it, gathered
/// once per `doctor` run for the checks of the kind.
struct KindInUse {
  let kind: Kind
  let widgets: [Widget]
  /// The kind, its widgets and the keys they read.
  let subjects: FindingSubjects

  /// Gathers the subjects of `widgets`, the widgets of `kind`.
  init(kind: Kind, widgets: [Widget]) {
    self.kind = kind
    self.widgets = widgets
    subjects = FindingSubjects(
      widgets: widgets.map(\.id), kinds: [kind.name], keys: widgets.compactMap(\.timeline.dataKey))
  }
}

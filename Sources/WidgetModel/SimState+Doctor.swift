/// `doctor`: the pre-launch checklist over the current state and the history that led to it, each finding with its
/// severity, subjects, evidence and fix (docs/DOCTOR.md).
extension SimState {
  /// Runs every check; findings with warnings first, then notes, each group in a stable order: the kinds in use (in
  /// definition order), the widgets (in the order they were added, each with why it is not live first), then keys
  /// and the App Group. Times are written in `zone`. `history` must be the fold of the same actions as the state.
  public func doctor(history: DoctorHistory, zone: DisplayZone = .utc) -> [Finding] {
    let all = orderedWidgets
    let inUse = kindsInUse(all)
    let unreloaded = unreloadedWidgets(all)
    var kindFindings: [Finding] = []
    // A kind whose timelines come from a developer's provider has no recipe to check: its builds are judged by what
    // the provider returned (`providerReloadFindings`).
    for use in inUse where !use.kind.provider {
      kindFindings += defaultsFindings(use, history: history)
      kindFindings += familyAndSpacingFindings(use, history: history)
      kindFindings += policyFindings(use, history: history, zone: zone)
      kindFindings += fetchKindFindings(use, history: history, zone: zone)
      kindFindings += appGroupKindFindings(use, history: history, zone: zone)
      kindFindings += reloadCallFindings(use, unreloaded: unreloaded, history: history, zone: zone)
    }
    var readers: [String: [Widget]] = [:]
    for widget in all { if let key = widget.timeline.dataKey { readers[key, default: []].append(widget) } }
    let widgetFindings = all.map { ownFindings($0, history: history, zone: zone) }
    var keyFindings = keyMismatchFindings(all, readers: readers, history: history, zone: zone)
    keyFindings += writesOutpaceFindings(readers: readers, history: history, zone: zone)
    keyFindings += unreloadedDataFindings(unreloaded, history: history, zone: zone)
    keyFindings += sandboxFindings(readers: readers, zone: zone)
    keyFindings += failureFindings(readers: readers, zone: zone)
    keyFindings += appGroupFindings(inUse.map(\.kind), all, history: history)
    keyFindings += providerReloadFindings(zone: zone)
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
      place(notLiveFindings(widget, explained: explained, zone: zone))
      place(own)
    }
    place(keyFindings)
    warnings.append(contentsOf: notes)
    return warnings
  }

  /// The checks of one widget: a parameter without a value, a spent budget, a failed build, an expired copy shown,
  /// policy refreshes that read nothing new, and the pace of its counted refreshes.
  func ownFindings(_ widget: Widget, history: DoctorHistory, zone: DisplayZone) -> [Finding] {
    missingValueFindings(widget, history: history)
      + spentBudgetFindings(widget, history: history, zone: zone)
      + buildFailedFindings(widget, zone: zone)
      + expiredShownFindings(widget, zone: zone)
      + sameDataFindings(widget, history: history, zone: zone)
      + budgetPaceFindings(widget, history: history, zone: zone)
      + networkFindings(widget, zone: zone)
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
  func definitionFinding(
    _ rule: FindingRule, _ use: KindInUse, _ history: DoctorHistory, also: [Int] = [], problem: String, fix: String
  ) -> Finding {
    Finding(
      rule: rule, subject: use.kind.name, subjects: use.subjects,
      evidence: Self.definition(use.kind, history) + also, problem: problem, fix: fix)
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
    let subjects = use.subjects
    let placeholders = kind.dataKey.placeholders
    for param in kind.params where param.defaultValue == nil && placeholders.contains(param.name) {
      let missing = use.widgets.filter { $0.config[param.name] == nil }.map(\.id)
      let have = missing.count == 1 ? "has" : "have"
      let affected =
        missing.isEmpty
        ? ""
        : " (\(missing.joined(separator: ", ")) \(have) no value, so \(missing.count == 1 ? "its" : "their") data key is unresolved)"
      findings.append(
        Finding(
          rule: .missingDefault, subject: kind.name, subjects: subjects,
          evidence: Self.definition(kind, history, placing: missing),
          problem: "parameter \(param.name) has no default\(affected)",
          fix: "give it a default (param=\(param.name):\(param.type.name)=…) and handle a missing value in the provider"
        ))
    }
    for param in kind.params where param.defaultValue == .string("") {
      let reads =
        placeholders.contains(param.name)
        ? "a widget added as it comes reads the key \(kind.dataKey.resolve(defaults(of: kind)) ?? kind.dataKey.text), which names no \(param.name)"
        : "a widget added as it comes has an empty \(param.name)"
      findings.append(
        definitionFinding(
          .emptyDefault, use, history,
          problem: "parameter \(param.name)'s default is the empty string, so \(reads)",
          fix:
            "give it a real default (param=\(param.name):string=VALUE, the intent parameter's default), or none and handle nil in the provider"
        ))
    }
    findings += defaultKeyFindings(use, history: history)
    if !kind.params.isEmpty, !kind.keyFollowsConfiguration {
      findings.append(
        definitionFinding(
          .ignoredConfiguration, use, history,
          problem: "data key \(kind.dataKey.text) names no parameter, so every configuration shows the same data",
          fix: "include the parameter in the key, e.g. data=\(kind.dataKey.text):{\(kind.params[0].name)}"))
    }
    let unused = kind.params.map(\.name).filter { !placeholders.contains($0) }
    if kind.keyFollowsConfiguration, !unused.isEmpty {
      let named = unused.joined(separator: ", ")
      let these = unused.count == 1 ? "it" : "them"
      findings.append(
        definitionFinding(
          .unusedParameter, use, history,
          problem:
            "its data key \(kind.dataKey.text) does not name \(named), so changing \(these) does not change the data it reads (the configuration is half ignored)",
          fix:
            "name \(these) in the key if \(unused.count == 1 ? "it chooses" : "they choose") the data (data=\(kind.dataKey.text):{\(unused[0])}); if \(unused.count == 1 ? "it only changes" : "they only change") how the view looks, nothing to do"
        ))
    }
    if kind.params.count > 2 {
      findings.append(
        definitionFinding(
          .tooManyParameters, use, history,
          problem:
            "it has \(kind.params.count) parameters (\(kind.params.map(\.name).joined(separator: ", "))); guides advise one or two, each a row to fill in when editing the widget",
          fix: "keep the one or two that choose what the widget shows, and move the rest into the app's settings"))
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
    let values = kind.dataKey.placeholders.map { "\($0)=\(config[$0]!.text)" }.joined(separator: " ")
    let shows = kind.fallback == .blank ? "a blank view" : "placeholder content"
    return [
      Finding(
        rule: .defaultKeyNeverWritten, subject: kind.name, subjects: FindingSubjects(kinds: [kind.name], keys: [key]),
        evidence: Self.definition(kind, history),
        problem:
          "its defaults (\(values)) read \(key), which has never been written, so a widget added as it comes, and its preview in the gallery, show \(shows)",
        fix:
          "write data for the default configuration too (data \(key) VALUE), or choose a default the app always writes; placeholder(in:) and getSnapshot should show sample data"
      )
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
      let family = kind.families[0]
      let other = family.rawValue.hasPrefix("system") ? "small,medium" : "circular,rectangular"
      findings.append(
        definitionFinding(
          .singleFamily, use, history,
          problem: "it supports only \(family.rawValue), so people cannot add it in another size",
          fix:
            "list every size its content fits in .supportedFamilies([…]) (families=\(other)), with a layout for each"))
    }
    if kind.entries > 1, kind.every < Self.closeEntriesSpacing {
      findings.append(
        definitionFinding(
          .closeEntries, use, history,
          problem:
            "entries are \(kind.every.text) apart, closer than a minute: Apple advises about 5 minutes apart, and a minute is the densest WWDC advice shows (a trading day's prices)",
          fix:
            "space entries at least a minute apart (every=1m); for a countdown or a clock use Text(date, style: .timer) or .relative, which update without entries"
        ))
    }
    if kind.entries > Self.manyEntriesMax {
      findings.append(
        definitionFinding(
          .manyEntries, use, history,
          problem:
            "\(kind.entries) entries in one timeline, more than about \(Self.manyEntriesMax): devices are reported to stop updating a widget whose timeline is that long",
          fix:
            "return fewer entries (a day 5 minutes apart is 288) and let the reload policy ask for the next timeline"))
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

/// `doctor`'s findings in words: each rule's typed finding (`FindingDetail`) said as what is wrong, a clause after
/// its subject, and how to fix it in WidgetKit's terms (docs/DOCTOR.md).
extension Narrator {
  /// The findings with their words, in the same order. The findings must be this narrator's state's (`doctor`'s):
  /// the words of a finding about a widget read the widget in the state.
  public func narrate(_ findings: [Finding]) -> [Finding] {
    findings.map { finding in
      var narrated = finding
      narrated.words = FindingWords(problem: problem(of: finding), fix: fix(of: finding))
      return narrated
    }
  }

  /// What a finding of this narrator's state says is wrong, as a clause that follows its subject.
  public func problem(of finding: Finding) -> String {
    switch finding.detail {
    case .missingDefault, .emptyDefault, .defaultKeyNeverWritten, .ignoredConfiguration, .unusedParameter,
      .tooManyParameters, .singleFamily, .closeEntries, .manyEntries:
      return definitionProblem(finding.detail)
    case .writesOutpaceRefreshes, .ttlShorterThanTimeline, .singleEntryAtEnd, .policyOverBudget,
      .outcomePolicyOverBudget, .fetchFailed, .timeoutPastDeadline, .seriesNotArray:
      return policyProblem(finding.detail)
    case .neverReloaded, .dataWithoutReload, .wastedReload, .reloadAllForOneKind, .reloadFromExtension,
      .reloadOfUnknownKind:
      return reloadProblem(finding.detail)
    case .appSandboxData, .appWritesElsewhere, .appGroupUnavailable, .appOnlyKey, .keyMismatch:
      return appGroupProblem(finding.detail)
    case .sameData, .budgetPace, .budgetSpent, .missingValue, .expiredShown, .buildFailed, .providerCrashed,
      .providerOutOfMemory, .providerPastDeadline, .placeholderFailed, .notLive:
      return widgetProblem(finding.detail, widget: finding.subject)
    case .requestTimeoutPastDeadline, .fetchInPlaceholder, .sameURLTwice:
      return networkProblem(finding.detail)
    case .heldUntilBackground, .developerModeTrace, .unseenReloadsCounted:
      return filterProblem(finding.detail)
    case .tapRacedWrite:
      return tapProblem(finding.detail)
    }
  }

  /// What a finding of this narrator's state says to do about it.
  public func fix(of finding: Finding) -> String {
    switch finding.detail {
    case .missingDefault, .emptyDefault, .defaultKeyNeverWritten, .ignoredConfiguration, .unusedParameter,
      .tooManyParameters, .singleFamily, .closeEntries, .manyEntries:
      return definitionFix(finding.detail)
    case .writesOutpaceRefreshes, .ttlShorterThanTimeline, .singleEntryAtEnd, .policyOverBudget,
      .outcomePolicyOverBudget, .fetchFailed, .timeoutPastDeadline, .seriesNotArray:
      return policyFix(finding.detail)
    case .neverReloaded, .dataWithoutReload, .wastedReload, .reloadAllForOneKind, .reloadFromExtension,
      .reloadOfUnknownKind:
      return reloadFix(finding.detail)
    case .appSandboxData, .appWritesElsewhere, .appGroupUnavailable, .appOnlyKey, .keyMismatch:
      return appGroupFix(finding.detail)
    case .sameData, .budgetPace, .budgetSpent, .missingValue, .expiredShown, .buildFailed, .providerCrashed,
      .providerOutOfMemory, .providerPastDeadline, .placeholderFailed, .notLive:
      return widgetFix(finding.detail, widget: finding.subject)
    case .requestTimeoutPastDeadline, .fetchInPlaceholder, .sameURLTwice:
      return networkFix(finding.detail)
    case .heldUntilBackground, .developerModeTrace, .unseenReloadsCounted:
      return filterFix(finding.detail)
    case .tapRacedWrite:
      return tapFix(finding.detail)
    }
  }

  /// Widget ids joined for a sentence: `w1, w2`.
  static func list(_ ids: [String]) -> String { ids.joined(separator: ", ") }

  /// The verb's ending after widget ids: `s` after one (`w1 shows`), none after several (`w1, w2 show`).
  static func verbEnding(_ ids: [String]) -> String { ids.count == 1 ? "s" : "" }

  // MARK: A kind's definition

  /// The problem of a finding about a kind's parameters, defaults, families or entries.
  func definitionProblem(_ detail: FindingDetail) -> String {
    switch detail {
    case .missingDefault(let param, _, let missing):
      let have = missing.count == 1 ? "has" : "have"
      let affected =
        missing.isEmpty
        ? ""
        : " (\(Self.list(missing)) \(have) no value, so \(missing.count == 1 ? "its" : "their") data key is unresolved)"
      return "parameter \(param) has no default\(affected)"
    case .emptyDefault(let param, let inKey, let defaultKey):
      let reads =
        inKey
        ? "a widget added as it comes reads the key \(defaultKey), which names no \(param)"
        : "a widget added as it comes has an empty \(param)"
      return "parameter \(param)'s default is the empty string, so \(reads)"
    case .defaultKeyNeverWritten(let values, let key, let fallback):
      let settings = values.map { "\($0.name)=\($0.value.text)" }.joined(separator: " ")
      let shows = fallback == .blank ? "a blank view" : "placeholder content"
      return
        "its defaults (\(settings)) read \(key), which has never been written, so a widget added as it comes, and its preview in the gallery, show \(shows)"
    case .ignoredConfiguration(let dataKey, _):
      return "data key \(dataKey) names no parameter, so every configuration shows the same data"
    case .unusedParameter(let dataKey, let unused):
      return
        "its data key \(dataKey) does not name \(Self.list(unused)), so changing \(unused.count == 1 ? "it" : "them") does not change the data it reads (the configuration is half ignored)"
    case .tooManyParameters(let params):
      return
        "it has \(params.count) parameters (\(Self.list(params))); guides advise one or two, each a row to fill in when editing the widget"
    case .singleFamily(let family):
      return "it supports only \(family.rawValue), so people cannot add it in another size"
    case .closeEntries(let spacing):
      return
        "entries are \(spacing.text) apart, closer than a minute: Apple advises about 5 minutes apart, and a minute is the densest WWDC advice shows (a trading day's prices)"
    case .manyEntries(let entries):
      return
        "\(entries) entries in one timeline, more than about \(SimState.manyEntriesMax): devices are reported to stop updating a widget whose timeline is that long"
    default: preconditionFailure("a finding about a kind's definition")
    }
  }

  /// The fix of a finding about a kind's parameters, defaults, families or entries.
  func definitionFix(_ detail: FindingDetail) -> String {
    switch detail {
    case .missingDefault(let param, let type, _):
      return "give it a default (param=\(param):\(type.name)=…) and handle a missing value in the provider"
    case .emptyDefault(let param, _, _):
      return
        "give it a real default (param=\(param):string=VALUE, the intent parameter's default), or none and handle nil in the provider"
    case .defaultKeyNeverWritten(_, let key, _):
      return
        "write data for the default configuration too (data \(key) VALUE), or choose a default the app always writes; placeholder(in:) and getSnapshot should show sample data"
    case .ignoredConfiguration(let dataKey, let firstParam):
      return "include the parameter in the key, e.g. data=\(dataKey):{\(firstParam)}"
    case .unusedParameter(let dataKey, let unused):
      let these = unused.count == 1 ? "it" : "them"
      return
        "name \(these) in the key if \(unused.count == 1 ? "it chooses" : "they choose") the data (data=\(dataKey):{\(unused[0])}); if \(unused.count == 1 ? "it only changes" : "they only change") how the view looks, nothing to do"
    case .tooManyParameters:
      return "keep the one or two that choose what the widget shows, and move the rest into the app's settings"
    case .singleFamily(let family):
      let other = family.rawValue.hasPrefix("system") ? "small,medium" : "circular,rectangular"
      return "list every size its content fits in .supportedFamilies([…]) (families=\(other)), with a layout for each"
    case .closeEntries:
      return
        "space entries at least a minute apart (every=1m); for a countdown or a clock use Text(date, style: .timer) or .relative, which update without entries"
    case .manyEntries:
      return "return fewer entries (a day 5 minutes apart is 288) and let the reload policy ask for the next timeline"
    default: preconditionFailure("a finding about a kind's definition")
    }
  }
}

/// `doctor`'s findings about the App Group, in words: the App Group unavailable, app data in the app's own container,
/// a kind reading elsewhere than the app writes, and a key that differs by a typo.
extension Narrator {
  /// The problem of a finding about the App Group and keys.
  func appGroupProblem(_ detail: FindingDetail) -> String {
    switch detail {
    case .appSandboxData(_, let writtenAt, let readers, _):
      let named = readers.isEmpty ? "" : " (\(Self.list(readers)) read\(Self.verbEnding(readers)) this key)"
      return
        "the app wrote it at \(time(writtenAt)) while the App Group was unavailable, so it is in the app's own container (its sandbox), where no widget can read it, now or later\(named)"
    case .appWritesElsewhere(_, let keys, let lastWrittenAt, let widgets):
      return
        "it reads the App Group, but the app has written \(Self.list(keys)) only into its own container (while the App Group was unavailable, last at \(time(lastWrittenAt))), never into the App Group, so \(Self.list(widgets)) never see\(Self.verbEnding(widgets)) it"
    case .appGroupUnavailable(let kinds, let anyFetches):
      let builtNow =
        anyFetches
        ? "a timeline built now reads only what fetches stored in the extension's container"
        : "a timeline built now reads nothing"
      return "the App Group is unavailable, so \(Self.list(kinds)) cannot read the app's data (\(builtNow))"
    case .appOnlyKey(let key, let container, let writtenAt, let widgets, _):
      return
        "appgroup=no: it reads only the extension's container, but \(key) is written only by the app (into \(Self.containerName(container)) at \(time(writtenAt))), so \(Self.list(widgets)) never see\(Self.verbEnding(widgets)) it"
    case .keyMismatch(let read, let written, let writtenAt, let widgets):
      return
        "\(Self.list(widgets)) read\(Self.verbEnding(widgets)) \(read), which has never been written, while the app wrote \(written) (last at \(time(writtenAt))), which no widget reads (did you mean \(written)?)"
    default: preconditionFailure("a finding about the App Group")
    }
  }

  /// The fix of a finding about the App Group and keys.
  func appGroupFix(_ detail: FindingDetail) -> String {
    switch detail {
    case .appSandboxData(let key, _, _, let reloadKinds):
      let reloads = reloadKinds.map { ", reload \($0)" }.joined()
      return
        "write shared data into the App Group (UserDefaults(suiteName:) or FileManager.containerURL(forSecurityApplicationGroupIdentifier:), the App Group in both targets' entitlements), and once it is available write it again (appgroup on, data \(key) VALUE\(reloads))"
    case .appWritesElsewhere(let kind, let keys, _, _):
      return
        "write where the widget reads: UserDefaults(suiteName:) or FileManager.containerURL(forSecurityApplicationGroupIdentifier:) in the app, not UserDefaults.standard or its own Documents, with the App Group in both targets' entitlements (appgroup on, data \(keys[0]) VALUE, reload \(kind))"
    case .appGroupUnavailable: return "check the App Group identifier in both targets' entitlements (appgroup on)"
    case .appOnlyKey(_, _, _, _, let fetches):
      let orFetch = fetches ? "" : "; or have the provider fetch it itself (fetch=network)"
      return
        "read the App Group: appgroup=yes, with the App Group in the extension's entitlements too (UserDefaults(suiteName:) or FileManager.containerURL(forSecurityApplicationGroupIdentifier:))\(orFetch)"
    case .keyMismatch(let read, _, _, _):
      return
        "use one name on both sides, a constant shared by the app and the extension for the UserDefaults key or the App Group file: the kind's data key (data=…) or the app's write (data \(read) VALUE)"
    default: preconditionFailure("a finding about the App Group")
    }
  }
}

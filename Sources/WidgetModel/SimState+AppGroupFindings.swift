/// The checklist's "App Group configured": the App Group unavailable, app data in the app's own container, a kind
/// that reads the App Group while the app writes elsewhere (or the reverse), and a key the app writes that differs
/// from the one a widget reads by a typo (docs/DOCTOR.md).
extension SimState {
  /// The App Group checks of one kind in use.
  func appGroupKindFindings(_ use: KindInUse, history: DoctorHistory, zone: DisplayZone) -> [Finding] {
    appOnlyKeyFindings(use, history: history, zone: zone) + writesElsewhereFindings(use, history: history, zone: zone)
  }

  /// The App Group unavailable while kinds in use read through it.
  func appGroupFindings(_ inUse: [Kind], _ all: [Widget], history: DoctorHistory) -> [Finding] {
    let reading = inUse.filter(\.appGroup)
    guard !appGroup, !reading.isEmpty else { return [] }
    let builtNow =
      reading.contains { $0.fetch == .network }
      ? "a timeline built now reads only what fetches stored in the extension's container"
      : "a timeline built now reads nothing"
    let names = reading.map(\.name)
    return [
      Finding(
        rule: .appGroupUnavailable, subject: "appgroup",
        subjects: FindingSubjects(
          widgets: all.filter { names.contains($0.kind) }.map(\.id), kinds: names),
        evidence: [history.appGroupChangedAt].compactMap { $0 },
        problem:
          "the App Group is unavailable, so \(names.joined(separator: ", ")) cannot read the app's data (\(builtNow))",
        fix: "check the App Group identifier in both targets' entitlements (appgroup on)")
    ]
  }

  /// A kind with `appgroup=no` whose widgets' keys hold only the app's writes: they never see that data.
  func appOnlyKeyFindings(_ use: KindInUse, history: DoctorHistory, zone: DisplayZone) -> [Finding] {
    let kind = use.kind
    guard !kind.appGroup else { return [] }
    var readers: [String: [String]] = [:]
    for widget in use.widgets where readsOnlyAppData(widget) {
      readers[widget.timeline.dataKey!, default: []].append(widget.id)
    }
    return readers.keys.sorted().map { key in
      let ids = readers[key]!
      let (entry, container) = newestAppWrite(of: key)
      let orFetch = kind.fetch == .network ? "" : "; or have the provider fetch it itself (fetch=network)"
      return Finding(
        rule: .appOnlyKey, subject: kind.name, subjects: FindingSubjects(widgets: ids, kinds: [kind.name], keys: [key]),
        evidence: [entry.writeSeq],
        problem:
          "appgroup=no: it reads only the extension's container, but \(key) is written only by the app (into \(Narrator.containerName(container)) at \(time(entry.writtenAt, zone))), so \(ids.joined(separator: ", ")) never see\(ids.count == 1 ? "s" : "") it",
        fix:
          "read the App Group: appgroup=yes, with the App Group in the extension's entitlements too (UserDefaults(suiteName:) or FileManager.containerURL(forSecurityApplicationGroupIdentifier:))\(orFetch)",
        explains: ids)
    }
  }

  /// Whether a widget of a kind with `appgroup=no` reads a key that the app wrote and no fetch stored.
  func readsOnlyAppData(_ widget: Widget) -> Bool {
    guard kinds[widget.kind]?.appGroup == false, let key = widget.timeline.dataKey else { return false }
    return extensionCache[key] == nil && (cache[key] != nil || appCache[key] != nil)
  }

  /// The app's newest write of a key that it wrote at least once, and the container it went to.
  func newestAppWrite(of key: String) -> (entry: CacheEntry, container: Container) {
    if let own = appCache[key], own.writeSeq > (cache[key]?.writeSeq ?? 0) { return (own, .app) }
    return (cache[key]!, .appGroup)
  }

  /// Whether the app wrote `key` only into its own container, never into the App Group.
  func neverInAppGroup(_ key: String) -> Bool { cache[key] == nil && appCache[key] != nil }

  /// A kind that reads the App Group whose widgets read keys the app has written only into its own container: the
  /// app writes elsewhere than the kind reads.
  func writesElsewhereFindings(_ use: KindInUse, history: DoctorHistory, zone: DisplayZone) -> [Finding] {
    let kind = use.kind
    guard kind.appGroup else { return [] }
    let readers = use.widgets.filter { widget in widget.timeline.dataKey.map { neverInAppGroup($0) } == true }
    guard !readers.isEmpty else { return [] }
    let keys = FindingSubjects.unique(readers.compactMap(\.timeline.dataKey))
    let ids = readers.map(\.id)
    let last = keys.map { appCache[$0]!.writtenAt }.max()!
    return [
      Finding(
        rule: .appWritesElsewhere, subject: kind.name,
        subjects: FindingSubjects(widgets: ids, kinds: [kind.name], keys: keys),
        evidence: keys.flatMap { key in history.writes(of: key, after: 0).map(\.seq) + [appCache[key]!.writeSeq] },
        problem:
          "it reads the App Group, but the app has written \(keys.joined(separator: ", ")) only into its own container (while the App Group was unavailable, last at \(time(last, zone))), never into the App Group, so \(ids.joined(separator: ", ")) never see\(ids.count == 1 ? "s" : "") it",
        fix:
          "write where the widget reads: UserDefaults(suiteName:) or FileManager.containerURL(forSecurityApplicationGroupIdentifier:) in the app, not UserDefaults.standard or its own Documents, with the App Group in both targets' entitlements (appgroup on, data \(keys[0]) VALUE, reload \(kind.name))",
        explains: readers.filter { display($0).status != .live }.map(\.id))
    ]
  }

  /// Keys whose last app write went to the app's own container: no widget can read it, now or later. A key that
  /// never reached the App Group and that a kind reading the App Group shows is `appWritesElsewhere`'s instead.
  func sandboxFindings(readers byKey: [String: [Widget]], zone: DisplayZone) -> [Finding] {
    appCache.keys.sorted().compactMap { key in
      guard let entry = sandboxedWrite(of: key) else { return nil }
      let readers = byKey[key] ?? []
      if neverInAppGroup(key), readers.contains(where: { kinds[$0.kind]?.appGroup == true }) { return nil }
      let named =
        readers.isEmpty
        ? ""
        : " (\(readers.map(\.id).joined(separator: ", ")) read\(readers.count == 1 ? "s" : "") this key)"
      let reloads = Set(readers.map(\.kind)).sorted().map { ", reload \($0)" }.joined()
      return Finding(
        rule: .appSandboxData, subject: key,
        subjects: FindingSubjects(widgets: readers.map(\.id), kinds: readers.map(\.kind), keys: [key]),
        evidence: [entry.writeSeq],
        problem:
          "the app wrote it at \(time(entry.writtenAt, zone)) while the App Group was unavailable, so it is in the app's own container (its sandbox), where no widget can read it, now or later\(named)",
        fix:
          "write shared data into the App Group (UserDefaults(suiteName:) or FileManager.containerURL(forSecurityApplicationGroupIdentifier:), the App Group in both targets' entitlements), and once it is available write it again (appgroup on, data \(key) VALUE\(reloads))",
        explains: readers.filter { display($0).status != .live && $0.timeline.data == nil }.map(\.id))
    }
  }

  /// The most edits (insertions, deletions, substitutions, swaps) between a key read and a key written that
  /// `keyMismatch` takes for a typo.
  public static let keyTypoDistanceMax = 2

  /// A key a widget reads that nothing ever wrote, next to a key the app wrote that no widget reads and that is a
  /// typo away from it (`NameSuggestion`): one finding per key read.
  func keyMismatchFindings(
    _ all: [Widget], readers byKey: [String: [Widget]], history: DoctorHistory, zone: DisplayZone
  ) -> [Finding] {
    let read = Set(byKey.keys).union(all.compactMap(\.memo.resolvedKey))
    let unread = Set(cache.keys + appCache.keys).subtracting(read).sorted()
    guard !unread.isEmpty else { return [] }
    var readers: [String: [Widget]] = [:]
    for (key, widgets) in byKey {
      let neverHeld = widgets.filter { kinds[$0.kind].map { !everHeld(key, kind: $0) } == true }
      if !neverHeld.isEmpty { readers[key] = neverHeld }
    }
    return readers.keys.sorted().compactMap { key in
      // A typo is an edit or two; NameSuggestion's allowance, made for command names, grows with the key's length.
      let target = Array(key.lowercased().unicodeScalars)
      let close = unread.filter {
        NameSuggestion.editDistance(target, Array($0.lowercased().unicodeScalars)) <= Self.keyTypoDistanceMax
      }
      guard let written = NameSuggestion.nearest(to: key, in: close) else { return nil }
      let widgets = readers[key]!
      let ids = widgets.map(\.id)
      let entry = newestAppWrite(of: written).entry
      return Finding(
        rule: .keyMismatch, subject: key,
        subjects: FindingSubjects(widgets: ids, kinds: widgets.map(\.kind), keys: [key, written]),
        evidence: ids.compactMap { history.placedAt[$0] } + history.writes(of: written, after: 0).map(\.seq)
          + [entry.writeSeq],
        problem:
          "\(ids.joined(separator: ", ")) read\(ids.count == 1 ? "s" : "") \(key), which has never been written, while the app wrote \(written) (last at \(time(entry.writtenAt, zone))), which no widget reads (did you mean \(written)?)",
        fix:
          "use one name on both sides, a constant shared by the app and the extension for the UserDefaults key or the App Group file: the kind's data key (data=…) or the app's write (data \(key) VALUE)",
        explains: widgets.filter { display($0).status != .live }.map(\.id))
    }
  }
}

/// The checklist's "App Group configured": the App Group unavailable, app data in the app's own container, a kind
/// that reads the App Group while the app writes elsewhere (or the reverse), and a key the app writes that differs
/// from the one a widget reads by a typo (docs/DOCTOR.md).
extension SimState {
  /// The App Group checks of one kind in use.
  func appGroupKindFindings(_ use: KindInUse, history: DoctorHistory) -> [Finding] {
    appOnlyKeyFindings(use, history: history) + writesElsewhereFindings(use, history: history)
  }

  /// The App Group unavailable while kinds in use read through it.
  func appGroupFindings(_ inUse: [Kind], _ all: [Widget], history: DoctorHistory) -> [Finding] {
    let reading = inUse.filter(\.appGroup)
    guard !appGroup, !reading.isEmpty else { return [] }
    let names = reading.map(\.name)
    return [
      Finding(
        subject: "appgroup",
        subjects: FindingSubjects(widgets: all.filter { names.contains($0.kind) }.map(\.id), kinds: names),
        evidence: [history.appGroupChangedAt].compactMap { $0 },
        detail: .appGroupUnavailable(kinds: names, anyFetches: reading.contains { $0.fetch == .network }))
    ]
  }

  /// A kind with `appgroup=no` whose widgets' keys hold only the app's writes: they never see that data.
  func appOnlyKeyFindings(_ use: KindInUse, history: DoctorHistory) -> [Finding] {
    let kind = use.kind
    guard !kind.appGroup else { return [] }
    var readers: [String: [String]] = [:]
    for widget in use.widgets where readsOnlyAppData(widget) {
      readers[widget.timeline.dataKey!, default: []].append(widget.id)
    }
    return readers.keys.sorted().map { key in
      let ids = readers[key]!
      let (entry, container) = newestAppWrite(of: key)
      let detail = FindingDetail.appOnlyKey(
        key: key, container: container, writtenAt: entry.writtenAt, widgets: ids, fetches: kind.fetch == .network)
      return Finding(
        subject: kind.name, subjects: FindingSubjects(widgets: ids, kinds: [kind.name], keys: [key]),
        evidence: [entry.writeSeq], detail: detail, explains: ids)
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
  func writesElsewhereFindings(_ use: KindInUse, history: DoctorHistory) -> [Finding] {
    let kind = use.kind
    guard kind.appGroup else { return [] }
    let readers = use.widgets.filter { widget in widget.timeline.dataKey.map { neverInAppGroup($0) } == true }
    guard !readers.isEmpty else { return [] }
    let keys = FindingSubjects.unique(readers.compactMap(\.timeline.dataKey))
    let ids = readers.map(\.id)
    let last = keys.map { appCache[$0]!.writtenAt }.max()!
    return [
      Finding(
        subject: kind.name, subjects: FindingSubjects(widgets: ids, kinds: [kind.name], keys: keys),
        evidence: keys.flatMap { key in history.writes(of: key, after: 0).map(\.seq) + [appCache[key]!.writeSeq] },
        detail: .appWritesElsewhere(kind: kind.name, keys: keys, lastWrittenAt: last, widgets: ids),
        explains: readers.filter { display($0).status != .live }.map(\.id))
    ]
  }

  /// Keys whose last app write went to the app's own container: no widget can read it, now or later. A key that
  /// never reached the App Group and that a kind reading the App Group shows is `appWritesElsewhere`'s instead.
  func sandboxFindings(readers byKey: [String: [Widget]]) -> [Finding] {
    appCache.keys.sorted().compactMap { key in
      guard let entry = sandboxedWrite(of: key) else { return nil }
      let readers = byKey[key] ?? []
      if neverInAppGroup(key), readers.contains(where: { kinds[$0.kind]?.appGroup == true }) { return nil }
      let detail = FindingDetail.appSandboxData(
        key: key, writtenAt: entry.writtenAt, readers: readers.map(\.id),
        reloadKinds: Set(readers.map(\.kind)).sorted())
      return Finding(
        subject: key, subjects: FindingSubjects(widgets: readers.map(\.id), kinds: readers.map(\.kind), keys: [key]),
        evidence: [entry.writeSeq], detail: detail,
        explains: readers.filter { display($0).status != .live && $0.timeline.data == nil }.map(\.id))
    }
  }

  /// The most edits (insertions, deletions, substitutions, swaps) between a key read and a key written that
  /// `keyMismatch` takes for a typo.
  public static let keyTypoDistanceMax = 2

  /// A key a widget reads that nothing ever wrote, next to a key the app wrote that no widget reads and that is a
  /// typo away from it (`NameSuggestion`): one finding per key read.
  func keyMismatchFindings(
    _ all: [Widget], readers byKey: [String: [Widget]], history: DoctorHistory
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
        subject: key,
        subjects: FindingSubjects(widgets: ids, kinds: widgets.map(\.kind), keys: [key, written]),
        evidence: ids.compactMap { history.placedAt[$0] } + history.writes(of: written, after: 0).map(\.seq)
          + [entry.writeSeq],
        detail: .keyMismatch(read: key, written: written, writtenAt: entry.writtenAt, widgets: ids),
        explains: widgets.filter { display($0).status != .live }.map(\.id))
    }
  }
}

/// The checklist's "call reload where data changes", and the data's pace against the refreshes: data written with no
/// reload after it (for a `never` kind, never shown), reloads that read nothing newer, `reload all` where one kind's
/// data changed, and writes that come faster than any widget can show them (docs/DOCTOR.md).
extension SimState {
  /// The most widgets `wastedReload` names one by one.
  public static let widgetsNamedMax = 5

  /// The fewest writes of a key in the window, not counting a newest one not shown yet, that
  /// `writesOutpaceRefreshes` judges.
  public static let frequentWritesMin = 10

  /// The reload checks of one kind in use; `unreloaded` are the widgets with data written after their last reload.
  func reloadCallFindings(
    _ use: KindInUse, unreloaded: [(widget: Widget, newer: CacheEntry)], history: DoctorHistory
  ) -> [Finding] {
    neverReloadedFindings(use, unreloaded: unreloaded, history: history)
      + wastedReloadFindings(use, history: history) + reloadAllFindings(use, history: history)
  }

  /// The seq of the last reload that reached a kind's widgets: of the kind, or `reload all`.
  func lastReload(of kind: String) -> Int { max(lastReloadSeq[kind] ?? 0, lastReloadAllSeq ?? 0) }

  /// The widgets of `all` that can read data written after the last reload of their kind, in the order they were
  /// added, with the newest such copy.
  func unreloadedWidgets(_ all: [Widget]) -> [(widget: Widget, newer: CacheEntry)] {
    all.compactMap { widget in
      guard let newer = newerData(for: widget), widget.timeline.dataKey != nil,
        newer.writeSeq > lastReload(of: widget.kind)
      else { return nil }
      return (widget, newer)
    }
  }

  /// The seqs of the app's writes of one key that its widgets `entries` do not show yet, made after the last reload of
  /// their kind, and of the newest copies (which may be a fetch's). The union over the widgets is the writes after
  /// the earliest of those points.
  func unreloadedWrites(_ entries: [(widget: Widget, newer: CacheEntry)], history: DoctorHistory) -> [Int] {
    guard let key = entries.first?.widget.timeline.dataKey else { return [] }
    let since = entries.map { max(lastReload(of: $0.widget.kind), $0.widget.timeline.data?.writeSeq ?? 0) }.min()!
    return history.writes(of: key, after: since).map(\.seq) + entries.map(\.newer.writeSeq)
  }

  /// A `never` kind whose widgets can read data written after its last reload: they show it only when the app
  /// reloads.
  func neverReloadedFindings(
    _ use: KindInUse, unreloaded: [(widget: Widget, newer: CacheEntry)], history: DoctorHistory
  ) -> [Finding] {
    let kind = use.kind
    guard kind.policy == .never else { return [] }
    let mine = unreloaded.filter { $0.widget.kind == kind.name }
    guard !mine.isEmpty else { return [] }
    let keys = FindingSubjects.unique(mine.compactMap(\.widget.timeline.dataKey))
    let ids = mine.map(\.widget.id)
    let newest = mine.map(\.newer.writtenAt).max()!
    let detail = FindingDetail.neverReloaded(
      kind: kind.name, keys: keys, lastWrittenAt: newest, everReloaded: lastReload(of: kind.name) != 0, widgets: ids)
    return [
      Finding(
        subject: kind.name,
        subjects: FindingSubjects(widgets: ids, kinds: [kind.name], keys: keys),
        evidence: Dictionary(grouping: mine) { $0.widget.timeline.dataKey! }.values.flatMap {
          unreloadedWrites($0, history: history)
        },
        detail: detail, explains: ids)
    ]
  }

  /// Data written with no reload of the reading kind after it, one finding per key; widgets of `never` kinds are
  /// `neverReloaded`'s.
  func unreloadedDataFindings(_ unreloaded: [(widget: Widget, newer: CacheEntry)], history: DoctorHistory)
    -> [Finding]
  {
    var byKey: [String: [(widget: Widget, newer: CacheEntry)]] = [:]
    for entry in unreloaded where kinds[entry.widget.kind]?.policy != .never {
      byKey[entry.widget.timeline.dataKey!, default: []].append(entry)
    }
    return byKey.keys.sorted().map { key in
      let entries = byKey[key]!
      let ids = entries.map(\.widget.id)
      let kindNames = Set(entries.map(\.widget.kind)).sorted()
      let writtenAt = entries.map(\.newer.writtenAt).max()!
      return Finding(
        subject: key, subjects: FindingSubjects(widgets: ids, kinds: kindNames, keys: [key]),
        evidence: unreloadedWrites(entries, history: history),
        detail: .dataWithoutReload(key: key, writtenAt: writtenAt, widgets: ids, kinds: kindNames), explains: ids)
    }
  }

  /// The `reload all` requests in the window made when only one kind's data had changed, while other kinds in use
  /// had nothing new.
  func oneKindReloadAlls(_ history: DoctorHistory) -> [DoctorHistory.Reload] {
    history.reloads.filter {
      $0.target == .all && $0.at > now - RefreshBudget.window && $0.changedKinds.count == 1
        && !$0.unchangedKinds.isEmpty
    }
  }

  /// Counted reloads of a kind's widgets in the window that read no newer data than the widget showed: budget spent
  /// for nothing. Builds for a `reload all` that `reloadAllForOneKind` reports are left to it.
  func wastedReloadFindings(_ use: KindInUse, history: DoctorHistory) -> [Finding] {
    let kind = use.kind
    var reported: [Int: String] = [:]
    for reload in oneKindReloadAlls(history) { reported[reload.seq] = reload.changedKinds[0] }
    var total = 0
    var wasted: [(id: String, request: Int)] = []
    let since = now - RefreshBudget.window
    for widget in use.widgets {
      for build in history.builds(of: widget.id) where build.cause == .reload && since < build.at && build.at <= now {
        if let request = build.request, let changed = reported[request], changed != kind.name { continue }
        total += 1
        if !build.newer { wasted.append((widget.id, build.request ?? build.seq)) }
      }
    }
    guard wasted.count >= Self.sameDataRefreshesMin else { return [] }
    let ids = FindingSubjects.unique(wasted.map(\.id))
    var counts: [String: Int] = [:]
    for build in wasted { counts[build.id, default: 0] += 1 }
    let keys = FindingSubjects.unique(ids.compactMap { widgets[$0]?.timeline.dataKey })
    let detail = FindingDetail.wastedReload(
      kind: kind.name, wasted: wasted.count, total: total,
      perWidget: ids.map { WidgetCount(widget: $0, count: counts[$0]!) }, key: keys.count == 1 ? keys[0] : nil)
    return [
      Finding(
        subject: kind.name, subjects: FindingSubjects(widgets: ids, kinds: [kind.name], keys: keys),
        evidence: wasted.map(\.request), detail: detail)
    ]
  }

  /// `reload all` calls in the window made when, of the kinds in use, only this one's data had changed since its
  /// last reload: the other kinds' widgets were rebuilt for nothing.
  func reloadAllFindings(_ use: KindInUse, history: DoctorHistory) -> [Finding] {
    let kind = use.kind
    let reloads = oneKindReloadAlls(history).filter { $0.changedKinds == [kind.name] }
    guard let last = reloads.last else { return [] }
    let others = FindingSubjects.unique(reloads.flatMap(\.unchangedKinds))
    let rebuilt = others.flatMap { widgets(of: $0) }.sorted { $0.ordinal < $1.ordinal }.map(\.id)
    let detail = FindingDetail.reloadAllForOneKind(
      kind: kind.name, calls: reloads.count, lastAt: last.at, others: others, rebuilt: rebuilt,
      counted: reloads.contains(where: \.counted))
    return [
      Finding(
        subject: kind.name, subjects: FindingSubjects(widgets: rebuilt, kinds: [kind.name] + others),
        evidence: reloads.map(\.seq), detail: detail)
    ]
  }

  /// Keys the app writes into the App Group much more often than the widgets reading them can refresh: of the writes
  /// in the window (a newest one not shown yet aside), fewer than half were ever read by a build.
  func writesOutpaceFindings(readers byKey: [String: [Widget]], history: DoctorHistory) -> [Finding] {
    history.writtenKeys.sorted().compactMap { key in
      let readers = (byKey[key] ?? []).filter { kinds[$0.kind]?.appGroup == true }
      guard !readers.isEmpty else { return nil }
      let recent = history.writes(of: key, after: 0).filter {
        $0.at > now - RefreshBudget.window && $0.container == .appGroup
      }
      // The newest write may still be shown by the next refresh: it is judged only once shown.
      let judged = recent.last?.shown == true ? recent : Array(recent.dropLast())
      let shown = judged.count(where: \.shown)
      guard judged.count >= Self.frequentWritesMin, shown * 2 < judged.count,
        let interval = writeInterval(key, history: history), Self.refreshesPerDay(interval) > Int64(settings.budget)
      else { return nil }
      let ids = readers.map(\.id)
      let outpace = WritesOutpace(
        writes: recent.count, interval: interval, widgets: ids, budget: settings.budget, shown: shown,
        judged: judged.count, newestLeftOut: judged.count < recent.count ? recent.last!.at : nil,
        budgetSpacing: budgetSpacing)
      return Finding(
        subject: key, subjects: FindingSubjects(widgets: ids, kinds: readers.map(\.kind), keys: [key]),
        evidence: judged.filter { !$0.shown }.map(\.seq), detail: .writesOutpaceRefreshes(outpace))
    }
  }
}

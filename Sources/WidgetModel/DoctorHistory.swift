/// What `doctor` needs to know about the past that the state does not keep: when the app wrote each key and whether a
/// build ever showed that write, the counted builds of each widget and whether they read anything newer, when each
/// widget's timelines were built and when the data they read expired, the reload requests, and the actions that
/// defined the kinds and placed the widgets.
///
/// It is a pure fold, like the state: `record` takes each action with the builds it caused and the state after it,
/// so the REPL (over its journal) and `widgetsim doctor FILE` (over the file) build the same history. Writes, builds
/// and reloads older than the budget's window (24 hours) are dropped as newer ones come (a key's newest write stays),
/// so its size follows the last day, not the journal.
public struct DoctorHistory: Sendable {
  /// One `data` action: when, and where the write went.
  public struct Write: Hashable, Sendable {
    /// The seq of the `data` action.
    public var seq: Int
    public var at: Instant
    /// The App Group container, or the app's own when the App Group was unavailable.
    public var container: Container
    /// Whether a timeline build read this write (so some widget showed it).
    public var shown: Bool
  }

  /// A counted timeline build that succeeded.
  public struct Build: Hashable, Sendable {
    /// The seq of the action that carried it out.
    public var seq: Int
    public var at: Instant
    public var cause: BuildCause
    /// Whether it read other data than the build before it (another key, container or write).
    public var newer: Bool
    /// For a build a reload caused, the seq of the reload request it carried out (the last of its kind or for all).
    public var request: Int?
  }

  /// A `reload` action.
  public struct Reload: Hashable, Sendable {
    public var seq: Int
    public var at: Instant
    public var target: ReloadTarget
    /// Whether it was made in the background, so the builds it asks for count.
    public var counted: Bool
    /// For `reload all`: the kinds in use whose widgets' keys the app wrote since the kind's last reload, and the
    /// other kinds in use; empty for a reload of one kind.
    public var changedKinds: [String]
    public var unchangedKinds: [String]
  }

  /// A timeline a widget showed, from its build until the next one: whether, and from when, its data was past its
  /// ttl.
  public struct Shown: Hashable, Sendable {
    /// The seq of the action that carried out the build.
    public var seq: Int
    /// When it was built.
    public var from: Instant
    /// When the data it read passed its ttl (its write plus its ttl), or nil when it read none.
    public var expiresAt: Instant?
  }

  /// What a widget's timeline read: the key, and the copy (container and write), or none.
  struct Read: Hashable, Sendable {
    var key: String?
    var container: Container?
    var writeSeq: Int?
  }

  /// A widget's last build: its kind, what it read, and the seq of the action that carried it out.
  struct LastBuild: Hashable, Sendable {
    var kind: String
    var read: Read
    var seq: Int
  }

  /// The app's writes of each key in the window, oldest first, and always the newest.
  public private(set) var writes: [String: [Write]] = [:]
  /// Each widget's counted builds in the window, oldest first.
  public private(set) var builds: [String: [Build]] = [:]
  /// Each widget's timelines shown in the window, oldest first, the one it shows now last (the first may have been
  /// built before the window and shown into it).
  public private(set) var shown: [String: [Shown]] = [:]
  /// The reload requests in the window, oldest first.
  public private(set) var reloads: [Reload] = []
  /// The seq of the action that defined each kind (last defined).
  public private(set) var definedAt: [String: Int] = [:]
  /// The seq of the action that added each widget, or last configured it.
  public private(set) var placedAt: [String: Int] = [:]
  /// The seq of the last `appgroup` action.
  public private(set) var appGroupChangedAt: Int? = nil
  /// Each widget's last build (every widget has one: the build when it was added).
  var lastBuild: [String: LastBuild] = [:]
  /// The seq of the last reload of each kind, and of the last `reload all`.
  var lastReloadOf: [String: Int] = [:]
  var lastReloadAll = 0

  /// An empty history, for a journal's start.
  public init() {}

  /// Takes in one action, the timeline builds it caused, and the state after it.
  public mutating func record(_ action: Action, refreshes: [Refresh], after state: SimState) {
    let seq = state.seq
    switch action {
    case .kindDefined(let kind): definedAt[kind.name] = seq
    case .widgetAdded(let id, _, _, _):
      forget(id)
      placedAt[id] = seq
    case .widgetRemoved(let id): forget(id)
    case .widgetConfigured(let id, _): placedAt[id] = seq
    case .dataArrived(let key, _, _):
      let write = Write(seq: seq, at: state.now, container: state.appGroup ? .appGroup : .app, shown: false)
      // The newest write is kept however old: the one being appended is newer.
      Self.append(write, to: &writes[key, default: []], dropping: state.now - RefreshBudget.window) { $0.at }
    case .reloadRequested(let target): recordReload(target, after: state)
    case .appGroupChanged: appGroupChangedAt = seq
    default: break
    }
    for refresh in refreshes {
      // Through the table's slot, so the widget is read in place, not copied out.
      guard let slot = state.widgets.slot(of: refresh.widget), let widget = state.widgets.slots[slot] else {
        continue
      }
      recordBuild(refresh, of: widget, seq: seq)
    }
  }

  /// Forgets what was known of a widget id (removed, or added anew).
  mutating func forget(_ id: String) {
    builds[id] = nil
    shown[id] = nil
    lastBuild[id] = nil
    placedAt[id] = nil
  }

  /// Records a reload request and, for `reload all`, whose data had changed.
  mutating func recordReload(_ target: ReloadTarget, after state: SimState) {
    let seq = state.seq
    var changed: [String] = []
    var unchanged: [String] = []
    switch target {
    case .kind(let name): lastReloadOf[name] = seq
    case .all:
      // The keys the widgets read, from their last builds: no widget is copied out of the state.
      var keysByKind: [String: [String]] = [:]
      for build in lastBuild.values { keysByKind[build.kind, default: []] += [build.read.key].compactMap { $0 } }
      for kind in state.kindOrder where keysByKind[kind] != nil {
        let since = max(lastReloadOf[kind] ?? 0, lastReloadAll)
        let written = (keysByKind[kind] ?? []).contains { (writes[$0]?.last?.seq ?? 0) > since }
        if written { changed.append(kind) } else { unchanged.append(kind) }
      }
      lastReloadAll = seq
    }
    let reload = Reload(
      seq: seq, at: state.now, target: target, counted: state.app == .background, changedKinds: changed,
      unchangedKinds: unchanged)
    Self.append(reload, to: &reloads, dropping: state.now - RefreshBudget.window) { $0.at }
  }

  /// Records one build of `widget` (as it is after the action): what it read, whether that was newer, and the write
  /// it showed. Only the state after the action is known, so a second build of a widget in one action (a long tick)
  /// read newer data only if it fetched it. A reload build carried out the last reload request of its kind (or
  /// `reload all`): requests coalesce, and a widget added later has none pending.
  mutating func recordBuild(_ refresh: Refresh, of widget: Widget, seq: Int) {
    let timeline = widget.timeline
    let read = Read(key: timeline.dataKey, container: timeline.data?.container, writeSeq: timeline.data?.writeSeq)
    let current = LastBuild(kind: widget.kind, read: read, seq: seq)
    // One lookup of the widget's entry, changed in place.
    let previous = lastBuild.updateValue(current, forKey: widget.id)
    let newer =
      !refresh.failed
      && (previous?.seq != seq ? read != previous?.read : timeline.source == .network && timeline.data != nil)
    if let key = read.key, read.container == .appGroup, let writeSeq = read.writeSeq { markShown(key, writeSeq) }
    guard !refresh.failed else { return }
    // Data written after this build is a later build's fetch in the same action: this build fetched it too.
    let expiresAt = timeline.data.map { min($0.writtenAt, refresh.at) + $0.ttl }
    Self.appendShown(
      Shown(seq: seq, from: refresh.at, expiresAt: expiresAt), to: &shown[widget.id, default: []],
      dropping: refresh.at - RefreshBudget.window)
    guard refresh.counted else { return }
    let request = max(lastReloadOf[widget.kind] ?? 0, lastReloadAll)
    let build = Build(
      seq: seq, at: refresh.at, cause: refresh.cause, newer: newer,
      request: refresh.cause == .reload && request > 0 ? request : nil)
    Self.append(build, to: &builds[widget.id, default: []], dropping: refresh.at - RefreshBudget.window) { $0.at }
  }

  /// Appends a timeline to a widget's `list`, first dropping from its front the timelines replaced before `cutoff`,
  /// in batches as `append` does.
  static func appendShown(_ entry: Shown, to list: inout [Shown], dropping cutoff: Instant) {
    var old = 0
    while old + 1 < list.count, list[old + 1].from <= cutoff { old += 1 }
    if old > 0, old * 2 >= list.count { list.removeFirst(old) }
    list.append(entry)
  }

  /// Marks the write of `key` made by action `writeSeq` as shown.
  mutating func markShown(_ key: String, _ writeSeq: Int) {
    guard let entry = writes.index(forKey: key) else { return }
    // The key's writes are changed in place, through one lookup.
    guard let index = writes.values[entry].lastIndex(where: { $0.seq == writeSeq }) else { return }
    writes.values[entry][index].shown = true
  }

  /// Appends `entry` to `list` (which is in time order), first dropping the entries older than `cutoff` from its
  /// front. Entries are dropped in batches, only when at least half of the list goes, so shifting the array costs a
  /// constant on average per append.
  static func append<T>(_ entry: T, to list: inout [T], dropping cutoff: Instant, at: (T) -> Instant) {
    var old = 0
    while old < list.count, at(list[old]) < cutoff { old += 1 }
    if old > 0, old * 2 >= list.count { list.removeFirst(old) }
    list.append(entry)
  }

  /// The app's writes of `key` made after `since` (a seq), oldest first.
  public func writes(of key: String, after since: Int) -> [Write] {
    (writes[key] ?? []).filter { $0.seq > since }
  }
}

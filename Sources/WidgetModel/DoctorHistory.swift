/// What `doctor` needs to know about the past that the state does not keep: when the app wrote each key and whether a
/// build ever showed that write, the counted builds of each widget and whether they read anything newer, the reload
/// requests, and the actions that defined the kinds and placed the widgets.
///
/// It is a pure fold, like the state: `record` takes each action with the builds it caused and the state after it,
/// so the REPL (over its journal) and `widgetsim doctor FILE` (over the file) build the same history. Writes, builds
/// and reloads older than the budget's window (24 hours) are dropped as newer ones come, except each key's newest
/// write, so its size follows the last day, not the journal.
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
    /// For a build a reload caused, the seq of the last reload request that reached the widget.
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

  /// What a widget's timeline read: the key, and the copy (container and write), or none.
  struct Read: Hashable, Sendable {
    var key: String?
    var container: Container?
    var writeSeq: Int?
  }

  /// The app's writes of each key in the window, oldest first, and always the newest.
  public private(set) var writes: [String: [Write]] = [:]
  /// Each widget's counted builds in the window, oldest first.
  public private(set) var builds: [String: [Build]] = [:]
  /// The reload requests in the window, oldest first.
  public private(set) var reloads: [Reload] = []
  /// The seq of the action that defined each kind (last defined).
  public private(set) var definedAt: [String: Int] = [:]
  /// The seq of the action that added each widget, or last configured it.
  public private(set) var placedAt: [String: Int] = [:]
  /// The seq of the last `appgroup` action.
  public private(set) var appGroupChangedAt: Int? = nil
  /// What each widget's timeline read after the last action that built it.
  var lastRead: [String: Read] = [:]
  /// The seq of the last reload request that reached each widget.
  var requestOf: [String: Int] = [:]
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
      var kept = writes[key] ?? []
      Self.drop(&kept, before: state.now - RefreshBudget.window, keepingLast: true) { $0.at }
      kept.append(write)
      writes[key] = kept
    case .reloadRequested(let target): recordReload(target, after: state)
    case .appGroupChanged: appGroupChangedAt = seq
    default: break
    }
    var built = Set<String>()
    for refresh in refreshes {
      guard let widget = state.widgets[refresh.widget] else { continue }
      recordBuild(refresh, of: widget, first: built.insert(widget.id).inserted, seq: seq)
    }
  }

  /// Forgets what was known of a widget id (removed, or added anew).
  mutating func forget(_ id: String) {
    builds[id] = nil
    lastRead[id] = nil
    requestOf[id] = nil
    placedAt[id] = nil
  }

  /// Records a reload request: which widgets it reached and, for `reload all`, whose data had changed.
  mutating func recordReload(_ target: ReloadTarget, after state: SimState) {
    let seq = state.seq
    var changed: [String] = []
    var unchanged: [String] = []
    switch target {
    case .kind(let name):
      lastReloadOf[name] = seq
      for widget in state.widgets(of: name) { requestOf[widget.id] = seq }
    case .all:
      var keysByKind: [String: [String]] = [:]
      for widget in state.orderedWidgets {
        requestOf[widget.id] = seq
        keysByKind[widget.kind, default: []] += [widget.timeline.dataKey].compactMap { $0 }
      }
      for kind in state.kindOrder where keysByKind[kind] != nil {
        let since = max(lastReloadOf[kind] ?? 0, lastReloadAll)
        let written = (keysByKind[kind] ?? []).contains { (writes[$0]?.last?.seq ?? 0) > since }
        if written { changed.append(kind) } else { unchanged.append(kind) }
      }
      lastReloadAll = seq
    }
    Self.drop(&reloads, before: state.now - RefreshBudget.window, keepingLast: false) { $0.at }
    reloads.append(
      Reload(
        seq: seq, at: state.now, target: target, counted: state.app == .background, changedKinds: changed,
        unchangedKinds: unchanged))
  }

  /// Records one build of `widget` (as it is after the action): what it read, whether that was newer, and the write
  /// it showed. Only the state after the action is known, so a second build of a widget in one action (a long tick)
  /// read newer data only if it fetched it.
  mutating func recordBuild(_ refresh: Refresh, of widget: Widget, first: Bool, seq: Int) {
    let timeline = widget.timeline
    let read = Read(key: timeline.dataKey, container: timeline.data?.container, writeSeq: timeline.data?.writeSeq)
    let newer =
      !refresh.failed
      && (first ? read != lastRead[widget.id] : timeline.source == .network && timeline.data != nil)
    lastRead[widget.id] = read
    if let key = read.key, read.container == .appGroup, let writeSeq = read.writeSeq { markShown(key, writeSeq) }
    guard refresh.counted, !refresh.failed else { return }
    var kept = builds[widget.id] ?? []
    Self.drop(&kept, before: refresh.at - RefreshBudget.window, keepingLast: false) { $0.at }
    kept.append(
      Build(
        seq: seq, at: refresh.at, cause: refresh.cause, newer: newer,
        request: refresh.cause == .reload ? requestOf[widget.id] : nil))
    builds[widget.id] = kept
  }

  /// Marks the write of `key` made by action `writeSeq` as shown.
  mutating func markShown(_ key: String, _ writeSeq: Int) {
    guard let index = writes[key]?.lastIndex(where: { $0.seq == writeSeq }) else { return }
    writes[key]![index].shown = true
  }

  /// Drops the entries older than `cutoff` from the front of `list` (which is in time order), keeping the last one
  /// when `keepingLast`. Entries are dropped in batches, so the cost per append stays constant on average.
  static func drop<T>(_ list: inout [T], before cutoff: Instant, keepingLast: Bool, at: (T) -> Instant) {
    let limit = keepingLast ? list.count - 1 : list.count
    var old = 0
    while old < limit, at(list[old]) < cutoff { old += 1 }
    // Shifting the array costs its length: only when at least half of it goes.
    if old > 0, old * 2 >= list.count { list.removeFirst(old) }
  }

  /// The app's writes of `key` made after `since` (a seq), oldest first.
  public func writes(of key: String, after since: Int) -> [Write] {
    (writes[key] ?? []).filter { $0.seq > since }
  }
}

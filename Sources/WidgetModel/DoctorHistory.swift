/// What `doctor` needs to know about the past that the state does not keep: when the app wrote each key and whether a
/// build ever showed that write, the counted builds of each widget and whether they read anything newer, when each
/// widget's timelines were built and when the data they read expired, the reload requests, and the actions that
/// defined the kinds and placed the widgets.
///
/// It is a pure fold, like the state: `record` takes each action with the builds it caused and the state after it,
/// so the REPL (over its journal) and `widgetsim doctor FILE` (over the file) build the same history. Writes, builds,
/// timelines and reloads older than the budget's window (24 hours) are dropped as newer ones come (a key's newest
/// write and a widget's timeline shown now stay), so its size follows the last day, not the journal. Each build costs
/// a constant on average and one lookup of the widget: the widgets' builds and timelines go to two logs in time order,
/// each entry linked to the same widget's previous one, and each widget's track sits at its slot in the state's
/// table; `reload all` costs the widgets.
public struct DoctorHistory: Sendable {
  /// The reloads the foreground throttle held, and when each was asked for.
  public internal(set) var throttle = ThrottleLog()
  /// The counted reloads of widgets nobody could see.
  public internal(set) var unseen = UnseenReloadLog()

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

  /// A timeline a widget showed, from its build until the next build that read data expiring at another instant:
  /// whether, and from when, its data was past its ttl.
  public struct Shown: Hashable, Sendable {
    /// The seq of the action that carried out the last build that showed it (builds reading a copy that expires at
    /// the same instant go on showing it).
    public var seq: Int
    /// When it was built.
    public var from: Instant
    /// When the data it read passed its ttl (its write plus its ttl), or nil when it read none.
    public var expiresAt: Instant?
    /// When a build replaced it; nil while the widget shows it.
    public var until: Instant?
  }

  /// What a widget's timeline read: the key, and the copy (container and write), or none.
  struct Read: Hashable, Sendable {
    var key: String?
    var container: Container?
    var writeSeq: Int?
  }

  /// An entry of one of the logs of every widget's builds or timelines, with the index (`Recent.endIndex` counting)
  /// of the same widget's previous entry, -1 for none.
  struct Linked<Entry: Sendable>: Sendable {
    var entry: Entry
    var previous: Int
  }

  /// What is known of one widget: its last build (every widget has one, the build when it was added), the timeline
  /// it shows now, and where its last counted build and its last replaced timeline are in the logs.
  struct Track: Sendable {
    /// The widget's kind, what its last build read, and the seq of the action that carried that build out (0 before
    /// its first build is recorded).
    var kind = ""
    var read = Read()
    var seq = 0
    /// The timeline shown now, as far as staleness goes (a build reading a copy that expires at the same instant
    /// goes on showing it); nil before the first build that read data.
    var shown: Shown? = nil
    /// The index in `buildLog` of its newest counted build, and in `replacedLog` of its newest replaced timeline.
    var lastBuild = -1
    var lastReplaced = -1
  }

  /// The app's writes of each key in the window, oldest first, and always the newest.
  var writes: [String: Recent<Write>] = [:]
  /// What is known of each widget, at its slot in the state's table (`WidgetTable`), and the id of the widget each
  /// slot's track is for ("" for none); `trackSlot` says where each id's track is, for a widget removed or looked up
  /// by id, and for the table's compaction, which moves the slots.
  var tracks: [Track] = []
  var trackIDs: [String] = []
  var trackSlot: [String: Int] = [:]
  /// How many slots the state's table had after the last action (it shrinks only when compacted).
  var slotsSeen = 0
  /// Whether the widgets' tracks follow the builds: false after an action recorded without them, until
  /// `startTracking`.
  var tracking = true
  /// Every widget's counted builds in the window, and the timelines with data they replaced in it, in time order.
  var buildLog = Recent<Linked<Build>>()
  var replacedLog = Recent<Linked<Shown>>()
  /// The reload requests in the window, oldest first.
  var reloadList = Recent<Reload>()
  /// The seq of the action that defined each kind (last defined).
  public private(set) var definedAt: [String: Int] = [:]
  /// The seq of the action that added each widget, or last configured it.
  public private(set) var placedAt: [String: Int] = [:]
  /// The seq of the last `appgroup` action.
  public private(set) var appGroupChangedAt: Int? = nil
  /// The seq of the last reload of each kind, and of the last `reload all`.
  var lastReloadOf: [String: Int] = [:]
  var lastReloadAll = 0

  /// The seq of the state after the last action recorded: the history is folded to there (0 before any).
  public private(set) var seq = 0

  /// An empty history, for a journal's start.
  public init() {}

  /// The keys the app has written.
  public var writtenKeys: Dictionary<String, Recent<Write>>.Keys { writes.keys }

  /// The app's writes of `key` in the window made after `since` (a seq), oldest first; the newest write is there
  /// however old.
  public func writes(of key: String, after since: Int) -> [Write] {
    writes[key]?.elements.filter { $0.seq > since } ?? []
  }

  /// The track of the widget `id`.
  func track(_ id: String) -> Track? { trackSlot[id].map { tracks[$0] } }

  /// A widget's counted builds in the window, oldest first.
  /// - Complexity: O(its builds in the window).
  public func builds(of id: String) -> [Build] {
    guard let track = track(id) else { return [] }
    return Self.chain(buildLog, from: track.lastBuild)
  }

  /// The timelines with data a widget showed in the window, oldest first, then the one it shows now (with or without
  /// data); the first may have been built before the window and shown into it.
  /// - Complexity: O(its timelines in the window).
  public func shown(by id: String) -> [Shown] {
    guard let track = track(id) else { return [] }
    return Self.chain(replacedLog, from: track.lastReplaced) + [track.shown].compactMap { $0 }
  }

  /// The entries of one widget in a log, oldest first, from its newest (at index `last`) back to the oldest not
  /// forgotten.
  static func chain<Entry>(_ log: Recent<Linked<Entry>>, from last: Int) -> [Entry] {
    var entries: [Entry] = []
    var index = last
    while let linked = log.entry(at: index) {
      entries.append(linked.entry)
      index = linked.previous
    }
    return entries.reversed()
  }

  /// The reload requests in the window, oldest first.
  public var reloads: ArraySlice<Reload> { reloadList.elements }

  /// Takes in one action, the timeline builds it caused, and the state after it. With nil builds (an action folded
  /// without recording them) only what the action itself says is kept, and the widgets' tracks wait for
  /// `startTracking`: enough for a state whose last day (the window) starts later, where the builds matter.
  public mutating func record(_ action: Action, refreshes: [Refresh]?, after state: SimState) {
    precondition(tracking || refreshes == nil, "builds are recorded only after startTracking")
    if refreshes == nil { tracking = false }
    precondition(state.seq > seq, "each action is recorded once, in the journal's order")
    seq = state.seq
    let cutoff = state.now - RefreshBudget.window
    switch action.base {
    case .kindDefined(let kind): definedAt[kind.name] = seq
    case .widgetAdded(let id, _, _, _, _):
      forget(id)
      placedAt[id] = seq
    case .widgetRemoved(let id): forget(id)
    case .widgetConfigured(let id, _): placedAt[id] = seq
    case .dataArrived(let key, _, _):
      let write = Write(seq: seq, at: state.now, container: state.appGroup ? .appGroup : .app, shown: false)
      writes[key, default: Recent()].append(write) { old in old.at < cutoff }
    case .reloadRequested(let target): recordReload(target, after: state)
    case .appGroupChanged: appGroupChangedAt = seq
    default: break
    }
    guard let refreshes else { return }
    throttle.record(action, refreshes: refreshes, after: state)
    unseen.record(action, refreshes: refreshes, after: state)
    // The table only grows, but when compacted, by more than one action can add back.
    if state.widgets.slots.count < slotsSeen { followCompaction(state) }
    slotsSeen = state.widgets.slots.count
    for refresh in refreshes {
      guard let slot = state.widgets.slot(of: refresh.widget), let built = Built(state.widgets.slots, slot, refresh)
      else { continue }
      recordBuild(refresh, built, slot: trackIndex(refresh.widget, slot: slot), seq: seq)
    }
  }

  /// Whether the builds of `action`, about to be applied to `state`, must be recorded for `doctor` at `end` (the
  /// instant of the state it will look at): from the first action that reaches into the window before `end`, a tick
  /// ending in it or any action inside it, on. The actions before it can be folded without their builds.
  public static func needsBuilds(of action: Action, in state: SimState, end: Instant) -> Bool {
    let windowStart = end - RefreshBudget.window
    if state.now >= windowStart { return true }
    if case .clockTicked(let to) = action { return to >= windowStart }
    return false
  }

  /// Starts recording builds again after actions folded without them: each widget's track is taken from `state`
  /// (what its timeline read, and the timeline it shows since its last build), as the builds would have left it for
  /// what the window needs, and the writes the widgets show are marked shown.
  public mutating func startTracking(_ state: SimState) {
    guard !tracking else { return }
    tracking = true
    tracks = []
    trackIDs = []
    trackSlot = [:]
    buildLog = Recent()
    replacedLog = Recent()
    slotsSeen = state.widgets.slots.count
    for (slot, widget) in state.widgets.slots.enumerated() {
      guard let widget else { continue }
      let timeline = widget.timeline
      let index = trackIndex(widget.id, slot: slot)
      let read = Read(key: timeline.dataKey, container: timeline.data?.container, writeSeq: timeline.data?.writeSeq)
      tracks[index].kind = widget.kind
      tracks[index].read = read
      tracks[index].seq = timeline.builtSeq
      tracks[index].shown = Shown(
        seq: timeline.builtSeq, from: timeline.generatedAt,
        expiresAt: timeline.data.map { min($0.writtenAt, timeline.generatedAt) + $0.ttl })
      if let key = read.key, read.container == .appGroup, let writeSeq = read.writeSeq { markShown(key, writeSeq) }
    }
  }

  /// Forgets what was known of a widget id (removed, or added anew).
  mutating func forget(_ id: String) {
    if tracking, let slot = trackSlot.removeValue(forKey: id) {
      tracks[slot] = Track()
      trackIDs[slot] = ""
    }
    placedAt[id] = nil
  }

  /// The index in `tracks` of the widget `id`, at `slot` in the state's table, with a new track there for a widget
  /// not seen before (the table gives a new widget a new slot).
  mutating func trackIndex(_ id: String, slot: Int) -> Int {
    if slot < trackIDs.count, trackIDs[slot] == id { return slot }
    if slot >= tracks.count {
      tracks += repeatElement(Track(), count: slot + 1 - tracks.count)
      trackIDs += repeatElement("", count: slot + 1 - trackIDs.count)
    }
    tracks[slot] = Track()
    trackIDs[slot] = id
    trackSlot[id] = slot
    return slot
  }

  /// Moves every track to its widget's slot after the state's table was compacted (`WidgetTable.compact`), which
  /// closes the holes removed widgets left and so moves the slots after them.
  mutating func followCompaction(_ state: SimState) {
    let count = state.widgets.slots.count
    var moved = [Track](repeating: Track(), count: count)
    var ids = [String](repeating: "", count: count)
    var slots: [String: Int] = [:]
    for (id, old) in trackSlot {
      guard let new = state.widgets.slot(of: id) else { continue }
      moved[new] = tracks[old]
      ids[new] = id
      slots[id] = new
    }
    tracks = moved
    trackIDs = ids
    trackSlot = slots
  }

  /// Records a reload request and, for `reload all`, whose data had changed.
  mutating func recordReload(_ target: ReloadTarget, after state: SimState) {
    let seq = state.seq
    var changed: [String] = []
    var unchanged: [String] = []
    switch target {
    case .kind(let name): lastReloadOf[name] = seq
    // Without the tracks (builds not recorded), a `reload all` says nothing of whose data changed: it is older than
    // the window anyway.
    case .all where !tracking: lastReloadAll = seq
    case .all:
      // From the widgets' last builds: the kinds in use, and those whose keys were written since their last reload,
      // by the kind's place in the definition order (a few kinds: no hashing per widget).
      let kinds = state.kindOrder
      let since = kinds.map { max(lastReloadOf[$0] ?? 0, lastReloadAll) }
      var inUse = [Bool](repeating: false, count: kinds.count)
      var written = inUse
      for (track, id) in zip(tracks, trackIDs) where !id.isEmpty {
        guard let kind = kinds.firstIndex(of: track.kind) else { continue }
        inUse[kind] = true
        guard !written[kind], let key = track.read.key, let last = writes[key]?.last else { continue }
        if last.seq > since[kind] { written[kind] = true }
      }
      for (index, kind) in kinds.enumerated() where inUse[index] {
        if written[index] { changed.append(kind) } else { unchanged.append(kind) }
      }
      lastReloadAll = seq
    }
    let reload = Reload(
      seq: seq, at: state.now, target: target, counted: state.app == .background, changedKinds: changed,
      unchangedKinds: unchanged)
    let cutoff = state.now - RefreshBudget.window
    reloadList.append(reload) { old in old.at < cutoff }
  }

  /// What a build read, taken from the widget after the action field by field, in place: a copy of the widget would
  /// retain each of its references, for every build of a long journal.
  struct Built {
    var kind: String
    var read: Read
    /// When the data read passes its ttl; nil when it read none.
    var expiresAt: Instant?
    /// Whether the timeline's data came from the network.
    var fetched: Bool

    /// What the build `refresh` of the widget in `slot` read, or nil when the slot holds no widget.
    init?(_ slots: borrowing [Widget?], _ slot: Int, _ refresh: Refresh) {
      guard let kind = slots[slot]?.kind else { return nil }
      self.kind = kind
      let writeSeq = slots[slot]?.timeline.data?.writeSeq
      read = Read(
        key: slots[slot]?.timeline.dataKey, container: slots[slot]?.timeline.data?.container, writeSeq: writeSeq)
      // Data written after this build is a later build's fetch in the same action: this build fetched it too.
      if writeSeq != nil, let writtenAt = slots[slot]?.timeline.data?.writtenAt,
        let ttl = slots[slot]?.timeline.data?.ttl
      {
        expiresAt = min(writtenAt, refresh.at) + ttl
      } else {
        expiresAt = nil
      }
      fetched = writeSeq != nil && slots[slot]?.timeline.source == .network
    }
  }

  /// Records one build of the widget whose track is at `slot`: what it read, whether that was newer, the write it
  /// showed, and the timeline it shows from then on. Only the state after the action is known, so a second build of
  /// a widget in one action (a long tick) read newer data only if it fetched it. A reload build carried out the last
  /// reload request of its kind (or `reload all`): requests coalesce, and a widget added later has none pending.
  mutating func recordBuild(_ refresh: Refresh, _ built: Built, slot: Int, seq: Int) {
    let cutoff = refresh.at - RefreshBudget.window
    let request =
      refresh.counted && refresh.cause == .reload ? max(lastReloadOf[built.kind] ?? 0, lastReloadAll) : 0
    // The track is changed in place, not copied out and back.
    let change = Self.update(
      &tracks[slot], refresh, built, seq: seq, request: request,
      logIndices: (replaced: replacedLog.endIndex, build: buildLog.endIndex))
    if let replaced = change.replaced { replacedLog.append(replaced) { old in old.entry.until! < cutoff } }
    if let build = change.build { buildLog.append(build) { old in old.entry.at < cutoff } }
    let sameRead = change.sameRead
    // A write is marked when a build reads it; a build reading what the one before read marked it already.
    if !sameRead, let key = built.read.key, built.read.container == .appGroup, let writeSeq = built.read.writeSeq {
      markShown(key, writeSeq)
    }
  }

  /// `recordBuild`'s change to a widget's track, made in place. Returns whether the build read what the build before
  /// read, the timeline with data it replaced (if it reads data expiring at another instant), and the counted build
  /// (nil for a build not counted, or failed), each linked to the widget's previous entry in its log, where it goes at
  /// `logIndices`.
  static func update(
    _ track: inout Track, _ refresh: Refresh, _ built: Built, seq: Int, request: Int,
    logIndices: (replaced: Int, build: Int)
  ) -> (sameRead: Bool, replaced: Linked<Shown>?, build: Linked<Build>?) {
    let sameRead = track.seq != 0 && track.read == built.read
    let previousSeq = track.seq
    if !sameRead { track.read = built.read }
    if track.kind != built.kind { track.kind = built.kind }
    track.seq = seq
    guard !refresh.failed else { return (sameRead, nil, nil) }
    // A first build is newer than nothing; a second one in the same action, only if it fetched.
    let newer = previousSeq != seq ? !sameRead : built.fetched
    var replaced: Linked<Shown>? = nil
    if track.shown?.expiresAt == built.expiresAt {
      track.shown?.seq = seq
    } else {
      if var old = track.shown, old.expiresAt != nil {
        old.until = refresh.at
        replaced = Linked(entry: old, previous: track.lastReplaced)
        track.lastReplaced = logIndices.replaced
      }
      track.shown = Shown(seq: seq, from: refresh.at, expiresAt: built.expiresAt)
    }
    guard refresh.counted else { return (sameRead, replaced, nil) }
    let build = Build(
      seq: seq, at: refresh.at, cause: refresh.cause, newer: newer,
      request: refresh.cause == .reload && request > 0 ? request : nil)
    let linked = Linked(entry: build, previous: track.lastBuild)
    track.lastBuild = logIndices.build
    return (sameRead, replaced, linked)
  }

  /// Marks the write of `key` made by action `writeSeq` as shown.
  mutating func markShown(_ key: String, _ writeSeq: Int) {
    guard let entry = writes.index(forKey: key), let index = writes.values[entry].index(of: writeSeq, by: \.seq) else {
      return
    }
    writes.values[entry].update(at: index) { $0.shown = true }
  }
}

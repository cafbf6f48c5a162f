import Foundation
import WidgetJournal
import WidgetModel

/// Records what an app does that its widgets depend on — the data it writes for them, its `WidgetCenter` reloads, its
/// moves between foreground and background, the widgets the user installed — with the real time between them, as an
/// ordinary widgetsim journal that `widgetsim replay` and the REPL read (docs/PROVIDERS.md, "Recording a journal from
/// your app").
///
/// Every event is checked against the state the journal has reached before anything is written, so the journal always
/// replays: an event the model refuses (an unknown kind, a value too large) throws `RecorderError.refused` and is not
/// written. Each event is one or more lines (the tick that brings the journal's clock to the event's time, then its
/// actions), appended with one `write` and made durable (`fsync`, on Apple platforms `F_FULLFSYNC`) before the call
/// returns, through the journal writer widgetsim's REPL uses. Calls may come from any thread:
/// they are serialized by a lock, and the clock is read inside it, so the lines are in the order of their times.
public final class WidgetSimRecorder: @unchecked Sendable {
  /// The journal's path.
  public let journalPath: String
  /// The journal and the state it has reached; touched only with `lock` held.
  private let journal: Journal
  /// The state after the journal's last line.
  private var state: SimState
  /// Serializes every event: the clock's reading, the checks, the append.
  private let lock = NSLock()
  /// Where the time between events is read.
  private let clock: Clock
  /// Told what the app should know without an error: the journal started or resumed, a clock that went back, a kind
  /// the journal defines otherwise, an automatic event refused.
  let onNote: @Sendable (String) -> Void
  /// The tokens of the notification observers that record foreground and background (iOS).
  var observers: [any NSObjectProtocol] = []

  /// Opens (or creates) the journal at `journal` and defines `kinds` in it.
  ///
  /// A new journal starts at the clock's reading with the default settings; an existing one (from an earlier launch,
  /// or written by widgetsim) is resumed after its last line, its header kept, so the time since it was last written
  /// becomes the first event's tick. A kind the journal already defines keeps the journal's definition.
  /// - Parameters:
  ///   - journal: a file URL; its folder must exist. Only one writer may hold a journal: a second one fails.
  ///   - clock: where the real time between events is read.
  ///   - kinds: the app's widget kinds, so that their widgets and reloads can be recorded.
  ///   - observesAppState: records `app foreground` when the app becomes active and `app background` when it enters
  ///     the background, from UIKit's notifications (iOS, iPadOS, Mac Catalyst; elsewhere nothing posts them).
  ///   - onNote: told each note (by default printed, prefixed `WidgetSimRecorder:`); it is called with the recorder's
  ///     lock held, so it must not call the recorder.
  /// - Throws: `RecorderError.journal` when the journal cannot be opened, is damaged or is held by another writer;
  ///   `.refused` for a kind that cannot be defined.
  public init(
    journal url: URL, clock: Clock = .system, kinds: [Kind] = [], observesAppState: Bool = true,
    onNote: @escaping @Sendable (String) -> Void = { print("WidgetSimRecorder: \($0)") }
  ) throws(RecorderError) {
    self.clock = clock
    self.onNote = onNote
    let path = url.withUnsafeFileSystemRepresentation { $0.map { String(cString: $0) } } ?? url.path
    let opened: Journal.Opened
    do {
      opened = try Journal.open(
        path: path, creating: JournalHeader.stamped(start: clock.instant()), initialActions: [])
    } catch { throw .journal("\(error)") }
    journal = opened.journal
    journalPath = opened.journal.path ?? path
    state = opened.head
    opened.notes.forEach(onNote)
    for kind in kinds { try defineKind(kind) }
    if observesAppState { observeApplicationState() }
  }

  deinit {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
  }

  /// How many actions the journal holds.
  public var actionCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return state.seq
  }

  /// Defines a kind of the app's widgets in the journal (a kind whose timelines come from the developer's provider),
  /// unless the journal defines it already: then the journal's definition is kept, with a note when it differs.
  /// - Throws: `RecorderError.refused` for a kind name, family or file the model refuses.
  public func defineKind(_ kind: Kind) throws(RecorderError) {
    let event = "define \(kind.name)"
    guard kind.name != ReloadTarget.all.text else {
      throw .refused(event: event, reason: "'all' is no kind name: reload all means every kind")
    }
    let modelKind = try kind.modelKind()
    try record(event, ticking: false) { (state) throws(RecorderError) -> [Action] in
      if let existing = state.kinds[kind.name] {
        if existing != modelKind {
          onNote("the journal defines \(kind.name) differently; the journal's definition is kept")
        }
        return []
      }
      return [.kindDefined(modelKind)]
    }
  }

  /// Records that the app wrote `contents` to the file `key` of its App Group container (the name relative to the
  /// container, as the widget's provider reads it). The contents must be JSON, at most 8 MiB
  /// (`Limits.dataValueBytesMax`; a plist, an image or text is fed to the simulator with `data KEY @FILE`).
  /// - Parameter ttl: how long the data stays fresh for the model's stale rule, if the app says so.
  /// - Throws: `RecorderError.refused` when the contents are not JSON, too large or too deep, or the key is empty.
  public func dataWritten(key: String, contents: Data, ttl: TimeInterval? = nil) throws(RecorderError) {
    let event = "data \(key)"
    let value: JSONValue
    do { value = try JSONValue(parsing: String(decoding: contents, as: UTF8.self)) } catch {
      throw .refused(event: event, reason: "the contents are not JSON (\(error.message) at byte \(error.offset + 1))")
    }
    let span = try ttl.map { (seconds) throws(RecorderError) -> TimeSpan in
      guard seconds.isFinite, seconds >= 0, seconds <= Double(Limits.spanMax.ms) / 1000 else {
        throw .refused(
          event: event, reason: "a ttl of \(seconds) seconds is not a duration from 0 to \(Limits.spanMax.text)")
      }
      return TimeSpan(ms: Int64((seconds * 1000).rounded()))
    }
    try record(event) { _ in [.dataArrived(key: key, value: value, ttl: span)] }
  }

  /// Records that the app wrote `value` to the file `key`, encoded by `encoder` as the app encodes it.
  /// - Throws: `RecorderError.refused` when the value cannot be encoded, or as `dataWritten(key:contents:ttl:)`.
  public func dataWritten<Value: Encodable>(
    key: String, value: Value, encoder: JSONEncoder = JSONEncoder(), ttl: TimeInterval? = nil
  ) throws(RecorderError) {
    let contents: Data
    do { contents = try encoder.encode(value) } catch {
      throw .refused(event: "data \(key)", reason: "the value could not be encoded: \(error)")
    }
    try dataWritten(key: key, contents: contents, ttl: ttl)
  }

  /// Records that the app called `WidgetCenter.shared.reloadTimelines(ofKind: kind)`.
  /// - Throws: `RecorderError.refused` when the journal does not define the kind (`defineKind`).
  public func reloadRequested(kind: String) throws(RecorderError) {
    try record("reload \(kind)") { _ in [.reloadRequested(.kind(kind))] }
  }

  /// Records that the app called `WidgetCenter.shared.reloadAllTimelines()`.
  public func reloadAllRequested() throws(RecorderError) {
    try record("reload all") { _ in [.reloadRequested(.all)] }
  }

  /// Records that the app moved to the foreground or the background.
  public func appState(_ appState: AppState) throws(RecorderError) {
    try record("app \(appState.rawValue)") { _ in
      [.appStateChanged(appState == .foreground ? .foreground : .background)]
    }
  }

  /// Records the app's state only when it differs from the journal's, for notifications that repeat it.
  func appStateIfChanged(_ appState: AppState) throws(RecorderError) {
    try record("app \(appState.rawValue)") { state in
      let modelState: WidgetModel.AppState = appState == .foreground ? .foreground : .background
      return state.app == modelState ? [] : [.appStateChanged(modelState)]
    }
  }

  /// Records the widgets the user has installed now, as `WidgetCenter.getCurrentConfigurations` lists them: an `add`
  /// for each that the journal lacks, a `remove` for each that is gone. Widgets are told apart by kind, family and
  /// configuration; of several alike, the latest added is removed first.
  /// - Returns: the ids of the widgets added and removed (nothing is written when both are empty).
  /// - Throws: `RecorderError.refused` for a kind the journal does not define, a family it does not support, or a
  ///   configuration it refuses; nothing is written then.
  @discardableResult
  public func widgetsInstalled(_ widgets: [InstalledWidget]) throws(RecorderError) -> WidgetChanges {
    var changes = WidgetChanges(added: [], removed: [])
    try record("widgets installed") { (state) throws(RecorderError) -> [Action] in
      let actions = try Self.installActions(widgets, in: state)
      changes = WidgetChanges(
        added: actions.compactMap { if case .widgetAdded(let id, _, _, _, _) = $0 { id } else { nil } },
        removed: actions.compactMap { if case .widgetRemoved(let id) = $0 { id } else { nil } })
      return actions
    }
    return changes
  }

  /// Records one event: asks `actions` for the event's actions in the journal's state, reads the clock and makes the
  /// ticks that bring the journal to it, checks every action against the state before it, then appends them all with
  /// one write and one `fsync`. An event
  /// with no actions writes nothing, not even its tick. (A tick changes no kind, widget or app state, so the actions
  /// are the same after it.)
  ///
  /// The journal's clock never goes back: a reading before it is noted and records no tick, and the journal's clock
  /// waits until the real one passes it again. A gap longer than one tick may be (400 days), or one that would build
  /// more timelines than one tick may, is recorded as several ticks.
  /// - Parameters:
  ///   - event: the event as a command, for errors and notes.
  ///   - ticking: false for a definition, which says what the app's widgets are rather than when something happened:
  ///     the clock is not read for it.
  /// - Throws: `RecorderError.refused` when an action is invalid or too long a line (nothing is written);
  ///   `.journal` when the lines cannot be written (the journal is then as it was).
  func record(
    _ event: String, ticking: Bool = true, _ actions: (SimState) throws(RecorderError) -> [Action]
  ) throws(RecorderError) {
    lock.lock()
    defer { lock.unlock() }
    let made = try actions(state)
    guard !made.isEmpty else { return }
    var next = state
    var entries: [Journal.Entry] = []
    func add(_ action: Action) throws(RecorderError) {
      do {
        try next.check(action)
        entries.append(try Journal.Entry(action, seq: next.seq + 1))
      } catch {
        // An event of several actions (widgets installed) names the widget whose action was refused.
        var widget = ""
        if case .widgetAdded(let id, let kind, let family, _, _) = action {
          widget = "\(id) (\(kind) \(family.rawValue)): "
        }
        throw .refused(event: event, reason: widget + "\(error)")
      }
      next.fold(action)
    }
    let target = ticking ? clock.instant() : next.now
    if target < next.now {
      onNote(
        "the clock reads \(target.iso8601), before the journal's \(next.now.iso8601): no tick was recorded "
          + "before \(event)")
    }
    while next.now < target {
      var step = min(target, next.now + Limits.tickSpanMax)
      while (try? next.check(.clockTicked(to: step))) == nil, step - next.now > .days(1) {
        step = next.now + TimeSpan(ms: (step - next.now).ms / 2)
      }
      try add(.clockTicked(to: step))
    }
    for action in made { try add(action) }
    do { try journal.append(contentsOf: entries) } catch { throw .journal("\(error)") }
    state = next
  }
}

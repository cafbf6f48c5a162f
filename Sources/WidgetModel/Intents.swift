/// An App Intent behind a button or toggle of a recipe kind (`intent KIND NAME writes KEY VALUE [after=DUR]`): what
/// its `perform()` writes into the App Group, and how long after `perform()` returns the write lands (zero: before it
/// returns, as when `perform()` awaits it).
public struct IntentDefinition: Hashable, Sendable {
  /// The kind whose widgets show the button or toggle.
  public var kind: String
  /// The intent's name, unique within its kind: what `tap wN NAME` names.
  public var name: String
  /// The key the intent writes, and the value.
  public var key: String
  public var value: JSONValue
  /// How long after `perform()` returns the write lands; zero when it lands before.
  public var after: TimeSpan

  public init(kind: String, name: String, key: String, value: JSONValue, after: TimeSpan = .zero) {
    self.kind = kind
    self.name = name
    self.key = key
    self.value = value
    self.after = after
  }
}

/// An intent's write that lands after `perform()` returned: the clock delivers it at `landsAt`.
public struct PendingWrite: Hashable, Sendable {
  public var landsAt: Instant
  public var key: String
  public var value: JSONValue
  /// The widget tapped and the intent that wrote it.
  public var widget: String
  public var intent: String
}

/// A widget's last tap: when its timeline was rebuilt (when `perform()` returned), and when the intent's write landed
/// or lands. The write raced the rebuild when it landed after it.
public struct TapRecord: Hashable, Sendable {
  public var intent: String
  /// When the tap ran the intent and rebuilt the timeline, and the seq of the `tap`.
  public var at: Instant
  public var seq: Int
  /// The key the intent writes, and when the write landed (or lands).
  public var key: String
  public var landsAt: Instant

  /// Whether the write landed after the rebuild: the rebuilt timeline read the old data.
  public var raced: Bool { landsAt > at }
}

/// What the widgets' interactive elements did (docs/MODEL.md, "Taps"): the intents defined, the writes not yet
/// landed, and each widget's last tap. Every journal starts with it empty, and the canonical JSON writes it only when
/// it is not, so a journal that never says `intent` digests as before.
public struct IntentState: Hashable, Sendable {
  /// The intents in the order they were defined.
  public internal(set) var definitions: [IntentDefinition] = []
  /// The writes not yet landed, in the order they land (ties in the order of the taps).
  public internal(set) var pendingWrites: [PendingWrite] = []
  /// Each widget's last tap, by widget id.
  public internal(set) var taps: [String: TapRecord] = [:]

  /// As every journal starts.
  public init() {}

  /// Whether it is as every journal starts.
  public var isDefault: Bool { definitions.isEmpty && pendingWrites.isEmpty && taps.isEmpty }

  /// The intent of `kind` named `name`.
  public func definition(kind: String, name: String) -> IntentDefinition? {
    definitions.first { $0.kind == kind && $0.name == name }
  }

  /// The names of `kind`'s intents, in definition order.
  public func names(of kind: String) -> [String] { definitions.filter { $0.kind == kind }.map(\.name) }
}

/// Bounds on intents and their writes.
extension Limits {
  /// Intents one kind may declare.
  public static let intentsPerKindMax = 16
  /// How long after `perform()` returns an intent's write may land.
  public static let intentWriteDelayMax = TimeSpan.hours(1)
  /// Writes of intents that may be waiting to land at once.
  public static let pendingWritesMax = 1_000
}

extension SimState {
  /// Why a tap on `widget` is refused now, or nil when the user can tap it: buttons are inactive on a locked device,
  /// and a widget the user cannot see cannot be tapped.
  public func tapRefusal(_ widget: borrowing Widget) -> String? {
    if app == .background, case .lock = device.screen {
      return "the device is locked, and a widget's buttons and toggles are inactive on a locked device"
    }
    guard !isOnScreen(widget.family, page: widget.page) else { return nil }
    if app == .foreground { return "the app is in front, so \(widget.id) is not on screen" }
    switch device.screen {
    case .home:
      return widget.family.isAccessory
        ? "\(widget.id) is a Lock Screen widget and the home screen is showing"
        : "\(widget.id) is on home screen page \(widget.page) and page \(device.page) is showing"
    case .otherApp(let name):
      return "\(name.map { "another app (\($0))" } ?? "another app") is in front, so \(widget.id) is not on screen"
        + " (device home shows the home screen)"
    case .off: return "the screen is off"
    case .lock: return nil
    }
  }

  /// Checks `intent KIND NAME …`: a recipe kind, a new name, a key and value `data` would take, a delay in bounds.
  func checkIntent(_ intent: IntentDefinition) throws(WidgetError) {
    let kind = try requireKind(intent.kind)
    guard !kind.provider else {
      throw .invalidValue(
        what: "intent \(intent.kind)", value: intent.name,
        expected: "on a recipe kind: \(intent.kind)'s timelines come from a developer's provider")
    }
    try Self.checkName(intent.name, what: "intent name")
    guard intents.definition(kind: intent.kind, name: intent.name) == nil else {
      throw .invalidValue(
        what: "intent \(intent.kind)", value: intent.name, expected: "a new name: \(intent.kind) has it already")
    }
    guard intents.names(of: intent.kind).count < Limits.intentsPerKindMax else {
      throw .limitExceeded(what: "intents of kind \(intent.kind)", max: Limits.intentsPerKindMax)
    }
    try Self.checkKey(intent.key)
    _ = try Self.checkDataValue(intent.value)
    guard intent.after.ms >= 0, intent.after <= Limits.intentWriteDelayMax else {
      throw .invalidValue(
        what: "after", value: intent.after.text,
        expected:
          "a duration up to \(Limits.intentWriteDelayMax.text) (how long after perform() returns the write lands)"
      )
    }
  }

  /// Checks `tap ID NAME`: a placed widget whose kind has the intent, which the user can tap now, and room for its
  /// write.
  func checkTap(id: String, intent name: String) throws(WidgetError) {
    let slot = try requireWidgetSlot(id)
    let kind = widgets.slots[slot]!.kind
    guard let intent = intents.definition(kind: kind, name: name) else {
      throw .unknownOption(param: "tap \(id) (kind \(kind))", value: name, options: intents.names(of: kind))
    }
    if let reason = tapRefusal(widgets.slots[slot]!) { throw .tapRefused(id: id, intent: name, reason: reason) }
    guard cache.count < Limits.cacheKeysMax || cache.slot(of: intent.key) != nil else {
      throw .limitExceeded(what: "cache keys", max: Limits.cacheKeysMax)
    }
    try checkCacheBytes(afterWriting: intent.value.heldByteCount, for: intent.key, in: .appGroup)
    guard intents.pendingWrites.count < Limits.pendingWritesMax else {
      throw .limitExceeded(what: "intent writes waiting to land", max: Limits.pendingWritesMax)
    }
  }

  /// Records an intent.
  mutating func defineIntent(_ intent: IntentDefinition) {
    intents.definitions.append(intent)
  }

  /// A tap on widget `id`'s element `name`: the intent runs (its write lands now, or waits for the clock), the App
  /// Intent window opens, and the widget's timeline is rebuilt at once, not counted, from what the containers hold
  /// when `perform()` returns.
  mutating func tap(id: String, intent name: String, log: inout RefreshLog) {
    guard let slot = widgets.slot(of: id), let intent = intents.definition(kind: widgets.slots[slot]!.kind, name: name)
    else { return }
    note(.intentRan)
    let landsAt = now + intent.after
    if intent.after == .zero {
      land(intent.key, intent.value)
    } else {
      let write = PendingWrite(landsAt: landsAt, key: intent.key, value: intent.value, widget: id, intent: name)
      let index = intents.pendingWrites.firstIndex { $0.landsAt > landsAt } ?? intents.pendingWrites.endIndex
      intents.pendingWrites.insert(write, at: index)
    }
    intents.taps[id] = TapRecord(intent: name, at: now, seq: seq, key: intent.key, landsAt: landsAt)
    update(slot) { state, widget in
      state.build(
        &widget, cause: .tapped, counted: state.plantedBug == .tapRebuildCounted, dueAt: state.now, log: &log)
      state.reschedule(&widget, slot: slot)
    }
  }

  /// An intent's write lands in the App Group container. While the container is unavailable the write is lost: the
  /// intent runs in the extension's process, which has no other container the app or its widgets share.
  mutating func land(_ key: String, _ value: JSONValue) {
    guard appGroup else { return }
    cache.write(
      CacheEntry(value: value, writtenAt: now, writeSeq: seq, ttl: nil), for: key, valueBytes: value.heldByteCount)
  }

  /// The race of widget `id`'s last tap, when its write landed (or lands) after the rebuild and the widget still shows
  /// the timeline that rebuild made, reading the key the intent wrote.
  public func tapRace(_ widget: borrowing Widget) -> TapRecord? {
    guard let tap = intents.taps[widget.id], tap.raced, widget.timeline.cause == .tapped,
      widget.timeline.generatedAt == tap.at, widget.timeline.dataKey == tap.key
    else { return nil }
    return tap
  }
}

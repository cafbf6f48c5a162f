import WidgetModel

/// The oracle's taps (docs/MODEL.md, "Taps"): a tap runs its intent, whose write lands at once (before the rebuild
/// reads the containers) or later, at an instant the clock reaches; it opens the App Intent window. The rebuild
/// itself comes from the refresh log, recomputed as every build is (`History.record`).
extension History {
  /// A tap on widget `id`'s `name` at `t` during action `seq`.
  mutating func tapped(_ id: String, _ name: String, seq: Int, at t: Instant) {
    guard let kind = widgets[id]?.kind.name, let intent = intents[kind]?[name] else { return }
    intentRanAt = t
    guard intent.after.ms > 0 else {
      write(intent.key, intent.value, seq: seq, at: t)
      return
    }
    let write = UnlandedWrite(landsAt: t + intent.after, key: intent.key, value: intent.value)
    unlanded.insert(write, at: unlanded.firstIndex { $0.landsAt > write.landsAt } ?? unlanded.endIndex)
  }

  /// Lands the writes due at or before `t` during action `seq`: before a build at `t` (it reads them, as it would a
  /// `data` written at `t`), and at the end of the action.
  mutating func land(through t: Instant, seq: Int) {
    while let first = unlanded.first, first.landsAt <= t {
      unlanded.removeFirst()
      write(first.key, first.value, seq: seq, at: first.landsAt)
    }
  }

  /// An intent's write: into the App Group while it is available; lost while it is not (the extension's process has
  /// no container it shares but the App Group).
  mutating func write(_ key: String, _ value: JSONValue, seq: Int, at t: Instant) {
    guard appGroup else { return }
    let write = DataWrite(seq: seq, at: t, value: value, ttl: nil, container: .appGroup)
    writes[key, default: []].append(write)
    newest[key, default: NewestCopies()].appGroup = write
  }
}

/// A tap's write the oracle lands when the clock reaches it.
public struct UnlandedWrite: Hashable, Sendable {
  public var landsAt: Instant
  public var key: String
  public var value: JSONValue
}

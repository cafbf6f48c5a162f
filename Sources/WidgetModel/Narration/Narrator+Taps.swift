/// Taps on interactive widgets in words (docs/MODEL.md, "Taps"): the report after `intent` and `tap`, the writes a
/// tick lands, and `why`'s sentence about a tap whose write raced the rebuild.
extension Narrator {
  /// The report's first line after `intent KIND NAME …`.
  public func intentHeadline(_ intent: IntentDefinition) -> String {
    let when =
      intent.after == .zero
      ? "before perform() returns" : "\(intent.after.text) after perform() returns, after the widget is rebuilt"
    return "\(intent.kind) has a button or toggle \(intent.name): its App Intent writes \(intent.key) \(when)"
  }

  /// The report's first line after `tap ID NAME`, in the state after it.
  public func tapHeadline(id: String, intent name: String) -> String {
    guard let tap = state.intents.taps[id] else { return "tapped \(id)'s \(name)" }
    var text =
      "tapped \(id)'s \(name): its App Intent ran and \(id) was rebuilt when perform() returned, not counted; reloads "
      + "until \(time(tap.at + state.settings.intentReloadWindow)) are free (intentReloadWindow)"
    if tap.raced {
      text +=
        "; the write of \(tap.key) lands at \(time(tap.landsAt)) (\((tap.landsAt - tap.at).text) after perform() returned),"
        + " after the rebuild, so \(id) shows the old data"
    } else {
      text += "; the write of \(tap.key) landed first"
    }
    return text
  }

  /// One line per intent write the clock landed between `before` and the state narrated, naming the widgets that
  /// were rebuilt before it landed and so show the old data.
  public func landedLines(since before: SimState) -> [String] {
    before.intents.pendingWrites.filter { $0.landsAt <= state.now }.map { write in
      let stale = state.orderedWidgets.filter { state.tapRace($0)?.landsAt == write.landsAt }.map(\.id)
      let shown =
        stale.isEmpty ? "" : "; \(Self.named(stale).text) still \(stale.count == 1 ? "shows" : "show") the old data"
      return "  \(time(write.landsAt)) \(write.widget)'s \(write.intent) wrote \(write.key)\(shown)"
    }
  }

  /// `why`'s sentence about a tap whose write landed after the rebuild, while the widget still shows that rebuild.
  func tapRaceSentence(_ widget: Widget) -> String? {
    guard let tap = state.tapRace(widget) else { return nil }
    let landed = tap.landsAt <= state.now ? "landed" : "lands"
    let (rebuilt, written) = raceTimes(tap.at, tap.landsAt)
    return
      "A tap raced its write: the timeline was rebuilt at \(rebuilt), when perform() returned; the intent's write of \(tap.key) \(landed) at \(written); await the write before returning."
  }

  /// The rebuild's and the write's instants, the rebuild's with `:00` when the write's has seconds, so that a race of
  /// a second does not read as 09:00 against 09:00:01.
  func raceTimes(_ rebuiltAt: Instant, _ landedAt: Instant) -> (rebuilt: String, landed: String) {
    let (rebuilt, landed) = (time(rebuiltAt), time(landedAt))
    let seconds = landed.filter { $0 == ":" }.count > rebuilt.filter { $0 == ":" }.count
    return (rebuilt + (seconds ? ":00" : ""), landed)
  }
}

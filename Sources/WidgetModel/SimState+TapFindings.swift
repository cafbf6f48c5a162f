/// `doctor`'s check of taps (docs/DOCTOR.md, "Taps"): a widget still showing the timeline a tap rebuilt before the
/// intent's write landed.
extension SimState {
  /// One finding per widget whose last tap's write landed after the rebuild, while the widget shows that rebuild.
  func tapFindings() -> [Finding] {
    guard !intents.taps.isEmpty else { return [] }
    return orderedWidgets.compactMap { widget in
      guard let tap = tapRace(widget), tap.landsAt <= now else { return nil }
      return Finding(
        subject: widget.id, subjects: FindingSubjects(widgets: [widget.id], kinds: [widget.kind], keys: [tap.key]),
        evidence: [tap.seq],
        detail: .tapRacedWrite(
          widget: widget.id, intent: tap.intent, key: tap.key, rebuiltAt: tap.at, landedAt: tap.landsAt),
        explains: [widget.id])
    }
  }
}

/// The state's questions answered in words, by the narrator (`Narrator`): kept here for the callers that ask the
/// state, and for doctor's wording, which has not moved to the narrator yet.
extension SimState {
  /// `why ID`: the explanation of one widget, as sentences for a person (one per line), times written in `zone`
  /// (`Narrator.why`).
  public func why(_ widget: Widget, zone: DisplayZone = .utc) -> [String] { Narrator(self, zone: zone).why(widget) }

  /// The first sentence of `why`: the widget, its status and the reason for it, without the cost of the rest (a chart
  /// asks it each time a widget's status changes).
  public func whyHeadline(_ widget: Widget, zone: DisplayZone = .utc) -> String {
    Narrator(self, zone: zone).headline(widget, display(widget))
  }

  /// A deferral of `widget`'s next refresh in words (`Narrator.deferralText`), for the chart until it renders facts.
  public func deferralText(_ deferral: Deferral, of widget: Widget, zone: DisplayZone = .utc) -> String {
    Narrator(self, zone: zone).deferralText(deferral, of: widget)
  }

  /// An instant as human output writes it, relative to now, in `zone`.
  func time(_ instant: Instant, _ zone: DisplayZone) -> String { instant.text(relativeTo: now, in: zone) }
}

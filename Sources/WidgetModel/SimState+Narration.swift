/// The state's questions answered in words, kept for the chart (Sources/WidgetChart) until it renders facts; every
/// other caller asks the narrator (`Narrator`).
extension SimState {
  /// The first sentence of `why` (`Narrator.headline(_:)`), for the chart.
  public func whyHeadline(_ widget: Widget, zone: DisplayZone = .utc) -> String {
    Narrator(self, zone: zone).headline(widget)
  }

  /// The pool's name for people (`Narrator.budgetName`), for the chart.
  public func budgetName(_ widget: Widget) -> String { Narrator.budgetName(budgetPool(widget)) }

  /// A deferral of `widget`'s next refresh in words (`Narrator.deferralText`), for the chart until it renders facts.
  public func deferralText(_ deferral: Deferral, of widget: Widget, zone: DisplayZone = .utc) -> String {
    Narrator(self, zone: zone).deferralText(deferral, of: widget)
  }

  /// An instant as human output writes it, relative to now, in `zone`.
  func time(_ instant: Instant, _ zone: DisplayZone) -> String { instant.text(relativeTo: now, in: zone) }
}

/// The English of the views: the words `why`, `show`, `timeline`, `budget` and the report after an action say about
/// the model's facts (`FactSheet` and its parts), times written relative to the state's now in a zone. The state
/// computes the facts; the narrator only says them, so that every view says the same thing the same way.
public struct Narrator: Sendable {
  /// The state the facts are of, for the names and settings the sentences quote.
  public let state: SimState
  /// The zone times are written in.
  public let zone: DisplayZone

  /// A narrator of `state`'s facts, times written in `zone`.
  public init(_ state: SimState, zone: DisplayZone = .utc) {
    self.state = state
    self.zone = zone
  }

  /// An instant as human output writes it, relative to the state's now, in the zone.
  func time(_ instant: Instant) -> String { instant.text(relativeTo: state.now, in: zone) }

  /// Widget ids for people: all of them up to `SimState.widgetsNamedMax`, else the first ones and how many more; and whether
  /// they are more than one.
  public static func named(_ ids: [String]) -> (text: String, plural: Bool) {
    let shown = ids.prefix(SimState.widgetsNamedMax).joined(separator: ", ")
    let more = ids.count > SimState.widgetsNamedMax ? " and \(ids.count - SimState.widgetsNamedMax) more" : ""
    return (shown + more, ids.count > 1)
  }
}

import WidgetModel

/// docs/MODEL.md, "Taps": "Interactions with a toggle or button always guarantee a timeline reload" (Apple, "Adding
/// interactivity to widgets and Live Activities"), and the reload is not counted ("Keeping a widget up to date").
extension Property {
  /// A tap builds the tapped widget in the same action, at its instant, not counted, as a tap.
  public static let tapRebuildsAtOnce = Property(
    "tapRebuildsAtOnce", "a tap always rebuilds the tapped widget at once, uncounted"
  ) { step in
    guard case .tapped(let id, let intent) = step.action else { return nil }
    let builds = step.refreshes.filter { $0.widget == id && $0.at == step.before.now && $0.cause == .tapped }
    guard let build = builds.first else {
      return "tap \(id) \(intent) at \(step.before.now.iso8601) did not rebuild \(id) then"
    }
    guard !build.counted else {
      return "tap \(id) \(intent) rebuilt \(id) at \(build.at.iso8601) counted against the budget"
    }
    return nil
  }
}

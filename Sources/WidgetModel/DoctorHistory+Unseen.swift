/// What `doctor` keeps of the counted reloads of widgets nobody could see (docs/DOCTOR.md, "The reload filter"): each
/// build a background reload caused and the budget counted, with whether it came soon after the app left the
/// foreground. Only folds that say what the device shows (`device …`) record anything: a journal that never does
/// starts with another app in front, where no widget is ever on screen, and has nothing to learn from this.
public struct UnseenReloadLog: Sendable {
  /// A counted build a reload caused while its widget was not on screen.
  public struct Counted: Hashable, Sendable {
    public var widget: String
    /// The seq of the action that carried it out, and when.
    public var seq: Int
    public var at: Instant
    /// Whether the app had left the foreground at most `soonAfterLeaving` before: a request made as it left (in the
    /// foreground) would have been free.
    public var soonAfterLeaving: Bool
  }

  /// How soon after the app left the foreground a counted reload is said to have come "as it left".
  public static let soonAfterLeaving = TimeSpan.minutes(5)

  /// The counted builds, oldest first, those older than the budget's window dropped.
  public private(set) var counted: [Counted] = []
  /// Whether the fold said what the device shows.
  public private(set) var deviceSaid = false
  /// When the app last went to the background, and last asked for a reload.
  var leftForegroundAt: Instant? = nil
  var requestedAt: Instant? = nil

  /// An empty log.
  public init() {}

  /// Takes in one action with the builds it caused and the state after it.
  mutating func record(_ action: Action, refreshes: [Refresh], after state: SimState) {
    switch action.base {
    case .deviceChanged: deviceSaid = true
    case .appStateChanged(.background): leftForegroundAt = state.now
    case .reloadRequested: requestedAt = state.now
    default: break
    }
    guard deviceSaid else { return }
    for refresh in refreshes where refresh.cause == .reload && refresh.counted && !refresh.failed {
      guard let widget = state.widgets[refresh.widget], !state.isVisible(widget) else { continue }
      // The request it carries out (the app's last; a build waits for it past the minimum interval or latency).
      let asked = requestedAt ?? refresh.at
      let soon = leftForegroundAt.map { asked >= $0 && asked - $0 <= Self.soonAfterLeaving } ?? false
      counted.append(Counted(widget: refresh.widget, seq: state.seq, at: refresh.at, soonAfterLeaving: soon))
    }
    let cutoff = state.now - RefreshBudget.window
    if let first = counted.first, first.at <= cutoff { counted.removeAll { $0.at <= cutoff } }
  }
}

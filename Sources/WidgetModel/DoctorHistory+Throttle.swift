/// What `doctor` keeps of the foreground throttle (docs/DOCTOR.md, "The reload filter"): each reload it held, from
/// the app's first held request to the build that carried it out, and whether that build came with the background
/// transition. Only folds that set `foregroundThrottle` record anything.
public struct ThrottleLog: Sendable {
  /// A reload the throttle held and that was carried out.
  public struct Held: Hashable, Sendable {
    /// The widget, the seq of the action that carried it out, and when.
    public var widget: String
    public var seq: Int
    public var at: Instant
    /// When the app first asked for it: the user saw older content from then to `at`.
    public var requestedAt: Instant
    /// Whether going to the background carried it out (else the window's end did).
    public var atBackground: Bool
  }

  /// The held reloads carried out, oldest first, those older than the budget's window dropped.
  public private(set) var carriedOut: [Held] = []
  /// When each widget's request the throttle still holds was first made.
  var heldSince: [String: Instant] = [:]

  /// An empty log.
  public init() {}

  /// Takes in one action with the builds it caused and the state after it.
  mutating func record(_ action: Action, refreshes: [Refresh], after state: SimState) {
    guard state.settings.foregroundThrottle != nil || !heldSince.isEmpty else { return }
    for refresh in refreshes {
      guard let since = heldSince.removeValue(forKey: refresh.widget), refresh.freeRule == .throttled else { continue }
      let background: Bool
      if case .appStateChanged(.background) = action.base { background = true } else { background = false }
      carriedOut.append(
        Held(widget: refresh.widget, seq: state.seq, at: refresh.at, requestedAt: since, atBackground: background))
    }
    if case .reloadRequested = action.base {
      for widget in state.orderedWidgets where widget.pending?.freeRule == .throttled {
        if heldSince[widget.id] == nil { heldSince[widget.id] = state.now }
      }
    }
    if case .widgetRemoved(let id) = action.base { heldSince[id] = nil }
    let cutoff = state.now - RefreshBudget.window
    if let first = carriedOut.first, first.at <= cutoff { carriedOut.removeAll { $0.at <= cutoff } }
  }
}
